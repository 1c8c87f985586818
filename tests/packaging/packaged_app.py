"""The app as ``flet build apk``/``ipa`` leaves it, made here, and run as the phone runs it.

What the build does to the app folder (flet-cli 1.0.5 ``commands/build_base.py``,
``utils/app_excludes.py``; serious_python 4.5.1 ``bin/package_command.dart``): copy
``[tool.flet.app] path`` without ``build``, ``[tool.flet.app] exclude``, hidden entries at
the top and every venv and ``__pycache__``; ``python -m compileall -b``; delete every
``.py``. The phone then runs it from a read-only folder, with ``FLET_APP_STORAGE_DATA``
(the app's data folder) as the working directory.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import stat
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
PHONE_RUN = Path(__file__).with_name("phone_run.py")
WEB_SERVER = ("flet_web", "uvicorn", "fastapi", "starlette", "brotli")
"""Top-level modules of the web server, which does not go to the phone."""


def pyproject() -> dict[str, Any]:
    with (ROOT / "pyproject.toml").open("rb") as f:
        return tomllib.load(f)


def flet_app() -> dict[str, Any]:
    """``[tool.flet.app]``."""
    app: dict[str, Any] = pyproject()["tool"]["flet"]["app"]
    return app


def excluded(source: Path) -> set[str]:
    """Relative paths the build leaves out (``/``-separated)."""
    out = {"build", *flet_app().get("exclude", [])}
    out |= {entry.name for entry in source.iterdir() if entry.name.startswith(".")}
    for folder, dirs, _files in os.walk(source):
        rel = Path(folder).relative_to(source)
        for name in list(dirs):
            path = Path(folder) / name
            if name == "__pycache__" or (path / "pyvenv.cfg").is_file():
                out.add((rel / name).as_posix())
    return out


def package(dest: Path) -> Path:
    """Copy, compile and strip the app into ``dest``, and make it read-only."""
    source = (ROOT / flet_app().get("path", ".")).resolve()
    skip = excluded(source)

    def ignore(folder: str, names: list[str]) -> set[str]:
        rel = Path(folder).relative_to(source)
        return {n for n in names if (rel / n).as_posix() in skip}

    shutil.copytree(source, dest, ignore=ignore)
    subprocess.run(
        [sys.executable, "-m", "compileall", "-b", "-q", str(dest)], check=True, timeout=300
    )
    for source_file in dest.rglob("*.py"):
        source_file.unlink()
    set_writable(dest, False)
    return dest


def set_writable(tree: Path, writable: bool) -> None:
    """Make every file and folder of ``tree`` read-only, or writable again (to delete it)."""
    write = stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH
    for path in [*tree.rglob("*"), tree]:
        if path.is_symlink():
            continue
        mode = path.stat().st_mode
        path.chmod(mode | stat.S_IWUSR if writable else mode & ~write)


def fingerprint(tree: Path) -> dict[str, str]:
    """Every entry of ``tree``: its mode and, for a file, a hash of its bytes."""
    found = {}
    for path in sorted(tree.rglob("*")):
        mode = oct(path.stat().st_mode)
        digest = hashlib.sha256(path.read_bytes()).hexdigest() if path.is_file() else "dir"
        found[path.relative_to(tree).as_posix()] = f"{mode} {digest}"
    return found


def run_on_phone(app: Path, data: Path, step: str, *args: str) -> dict[str, Any]:
    """Run one step of ``phone_run.py`` as the packaged app runs: the app folder on the path,
    the data folder as ``FLET_APP_STORAGE_DATA`` and the working directory; its JSON answer."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("LISTIG_", "FLET_"))}
    env.pop("PYTHONPATH", None)
    env.update(
        PYTHONPATH=str(app),
        FLET_APP_STORAGE_DATA=str(data),
        FLET_APP_STORAGE_TEMP=str(data.parent / "temp"),
        PYTHONDONTWRITEBYTECODE="1",
    )
    done = subprocess.run(
        [sys.executable, str(PHONE_RUN), step, str(app), *args],
        cwd=data,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    if done.returncode != 0:
        raise AssertionError(f"{step} failed ({done.returncode}):\n{done.stdout}\n{done.stderr}")
    answer: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return answer
