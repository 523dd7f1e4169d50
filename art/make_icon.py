"""Draw Menagerie's application icon in code and write it as PNG, ICO (Windows) and ICNS (macOS).

The drawing is this script: a yellow rubber duck on a green felt tile. It is drawn once, large,
with pygame, then scaled down smoothly for each size the operating systems ask for. The PNG,
ICO and ICNS containers are written by hand (an ICO or ICNS entry may simply hold a PNG), so the
output is byte-for-byte the same on every machine and no imaging library is needed.

    python art/make_icon.py [OUT_DIR]        # default OUT_DIR: build/icon
"""

import os
import struct
import sys
import zlib
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # the checkout, for tabletop.render.icon
import pygame  # noqa: E402

from tabletop.render import safe  # noqa: E402
from tabletop.render.icon import draw_icon as draw_master  # noqa: E402  (the one drawing of the icon)

ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09", 1024: b"ic10"}

def scaled(master: pygame.Surface, size: int) -> pygame.Surface:
    """Halve repeatedly, then one last smooth step: small sizes stay crisp instead of aliased."""
    img = master
    while img.get_width() // 2 >= size:
        img = safe.scale(img, img.get_width() // 2, img.get_height() // 2)
    if img.get_width() != size:
        img = safe.scale(img, size, size)
    return img


def png_bytes(img: pygame.Surface) -> bytes:
    """A minimal RGBA PNG (no timestamps or text chunks, so it is reproducible)."""
    w, h = img.get_size()
    raw = pygame.image.tobytes(img, "RGBA")
    rows = b"".join(b"\x00" + raw[y * w * 4:(y + 1) * w * 4] for y in range(h))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", w, h, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b"")


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico whose entries are PNG images (supported since Windows Vista)."""
    sizes = sorted(pngs)
    head = struct.pack("<HHH", 0, 1, len(sizes))
    offset = 6 + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        data = pngs[size]
        dim = 0 if size >= 256 else size  # 0 means 256 in the directory entry
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return head + entries + blobs


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns of PNG-typed entries (icp4 ... ic10)."""
    body = b"".join(ICNS_TYPES[s] + struct.pack(">I", 8 + len(pngs[s])) + pngs[s] for s in sorted(pngs))
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def write_icons(out_dir: Path) -> dict[str, Path]:
    """Write menagerie.png (256 px), menagerie.ico and menagerie.icns into `out_dir`."""
    out_dir.mkdir(parents=True, exist_ok=True)
    master = draw_master()
    pngs = {size: png_bytes(scaled(master, size)) for size in sorted(set(ICO_SIZES) | set(ICNS_TYPES))}
    paths = {"png": out_dir / "menagerie.png", "ico": out_dir / "menagerie.ico", "icns": out_dir / "menagerie.icns"}
    paths["png"].write_bytes(pngs[256])
    paths["ico"].write_bytes(ico_bytes({s: pngs[s] for s in ICO_SIZES}))
    paths["icns"].write_bytes(icns_bytes({s: pngs[s] for s in ICNS_TYPES}))
    return paths


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent.parent / "build" / "icon"
    for path in write_icons(target).values():
        print(path)
