"""`python -m rules.language update [DOMAIN ...]` (extract into .pot and .po), `compile`, `status`."""

import sys

from .catalogs import DOMAINS, LANGUAGES, compile_all, read_catalog, translated, update


def main(argv: list[str]) -> int:
    command, *domains = argv or ["status"]
    domains = domains or list(DOMAINS)
    unknown = [d for d in domains if d not in DOMAINS]
    if unknown or command not in ("update", "compile", "status"):
        print(f"usage: python -m rules.language update|compile|status [{'|'.join(DOMAINS)} ...]", file=sys.stderr)
        return 2
    if command == "compile":
        for path in compile_all():
            print(path)
        return 0
    for domain in domains:
        if command == "update":
            missing = update(domain)
        else:
            missing = {lang: sum(1 for m in read_catalog(lang, domain) if m.id and not translated(m))
                       for lang in LANGUAGES}
        print(f"{domain}: " + ", ".join(f"{lang} {n} untranslated" for lang, n in missing.items()))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
