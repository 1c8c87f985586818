"""uv.lock: every package locked, with its hashes, and in agreement with pyproject.toml.

scripts/setup-venv and scripts/setup-venv-phone install with ``uv sync --locked``, which
refuses a lock that pyproject.toml has moved away from; these tests say so before that, and
say which pins the phone build and the lock must share.
"""

from __future__ import annotations

import os
import subprocess
import tomllib
from typing import Any

from packaged_app import ROOT, pyproject
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

UV = ROOT / ".venv-tools" / "bin" / "uv"


def lock() -> dict[str, Any]:
    with (ROOT / "uv.lock").open("rb") as f:
        return tomllib.load(f)


def locked_versions() -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for package in lock()["package"]:
        found.setdefault(canonicalize_name(package["name"]), []).append(package["version"])
    return found


def test_the_lock_agrees_with_pyproject() -> None:
    assert UV.exists(), "scripts/setup-venv installs uv into .venv-tools"
    env = {**os.environ, "UV_PYTHON_DOWNLOADS": "never", "UV_NO_PROGRESS": "1"}
    checked = subprocess.run(
        [str(UV), "lock", "--check", "--offline"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert checked.returncode == 0, "pyproject.toml changed: run scripts/lock\n" + checked.stderr


def test_every_requirement_of_pyproject_is_in_the_lock_and_met_by_it() -> None:
    """The same agreement read by hand: each name asked for is locked at a version it allows."""
    project = pyproject()
    of_the_package = list(project["project"]["dependencies"])
    for extra in project["project"]["optional-dependencies"].values():
        of_the_package += extra
    asked = of_the_package + [line for g in project["dependency-groups"].values() for line in g]
    versions = locked_versions()
    [listig] = [p for p in lock()["package"] if p["name"] == "listig"]
    recorded = {canonicalize_name(r["name"]) for r in listig["metadata"]["requires-dist"]}
    for line in asked:
        requirement = Requirement(line)
        name = canonicalize_name(requirement.name)
        assert name in versions, f"{name} is not in uv.lock: run scripts/lock"
        assert any(v in requirement.specifier for v in versions[name]), (line, versions[name])
    assert recorded == {canonicalize_name(Requirement(line).name) for line in of_the_package}


def test_every_locked_package_has_an_exact_version_and_its_hashes() -> None:
    for package in lock()["package"]:
        if package["name"] == "listig":
            assert package["source"] == {"editable": "."}
            continue
        assert "registry" in package["source"], package["name"]
        files = package.get("wheels", []) + ([package["sdist"]] if "sdist" in package else [])
        assert files, package["name"]
        assert all(f["hash"].startswith("sha256:") for f in files), package["name"]


def test_the_phone_builds_pins_are_the_locked_versions() -> None:
    versions = locked_versions()
    for platform in ("android", "ios"):
        for line in pyproject()["tool"]["flet"][platform]["dependencies"]:
            requirement = Requirement(line)
            [pin] = requirement.specifier
            assert pin.operator == "=="
            assert versions[canonicalize_name(requirement.name)] == [pin.version], line


def test_the_tools_that_install_are_pinned_too() -> None:
    """The build backend and uv itself: exact versions, uv with its hashes."""
    [backend] = [Requirement(r) for r in pyproject()["build-system"]["requires"]]
    assert [s.operator for s in backend.specifier] == ["=="]
    uv_lines = (ROOT / "scripts" / "uv-requirements.txt").read_text().splitlines()
    [pin] = [line for line in uv_lines if line.startswith("uv==")]
    assert sum("--hash=sha256:" in line for line in uv_lines) >= 2, pin
    assert UV.exists()
    shown = subprocess.run([str(UV), "--version"], capture_output=True, text=True, check=True)
    assert shown.stdout.split()[1] == pin.split("==")[1].split()[0]


def test_the_environments_were_installed_from_the_lock() -> None:
    """What this test runs on is what the lock says (pydantic, the pin phones share)."""
    from importlib.metadata import version

    versions = locked_versions()
    for name in ("pydantic", "pydantic-core", "flet", "sqlmodel", "pytest"):
        assert [version(name)] == versions[name], name
