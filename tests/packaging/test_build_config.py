"""What ``flet build apk``/``ipa`` reads from pyproject.toml and assets/, checked without a build.

The build installs ``[project].dependencies`` plus ``[tool.flet.<platform>].dependencies``
with pip under a ``sitecustomize`` that makes ``platform.system()`` say ``Android`` or
``iOS``; markers are evaluated against that.
"""

from __future__ import annotations

from fnmatch import fnmatch
from importlib.metadata import requires, version

import pytest
from packaged_app import ROOT, flet_app, pyproject
from packaging.markers import default_environment
from packaging.requirements import Requirement
from PIL import Image

SERVER_ONLY = {"flet-web", "brotli"}


def environment(system: str) -> dict[str, str]:
    env = default_environment()
    env.update(platform_system=system, sys_platform=system.lower())
    return env


def installed_on(system: str) -> set[str]:
    """The project's runtime dependencies pip installs on ``system``."""
    found = set()
    for line in pyproject()["project"]["dependencies"]:
        requirement = Requirement(line)
        if requirement.marker is None or requirement.marker.evaluate(environment(system)):
            found.add(requirement.name)
    return found


@pytest.mark.parametrize("phone", ["Android", "iOS"])
def test_the_web_server_stays_off_the_phone(phone: str) -> None:
    everything = installed_on("Linux")
    assert everything >= SERVER_ONLY
    assert installed_on(phone) == everything - SERVER_ONLY


def pins(platform: str) -> dict[str, str]:
    lines = pyproject()["tool"]["flet"][platform]["dependencies"]
    found = {}
    for line in lines:
        requirement = Requirement(line)
        [spec] = requirement.specifier
        assert spec.operator == "==", line
        found[requirement.name] = spec.version
    return found


def test_android_and_ios_pin_the_same_pydantic() -> None:
    assert pins("android") == pins("ios")
    assert set(pins("android")) == {"pydantic", "pydantic-core"}
    [ours] = [Requirement(d) for d in pyproject()["project"]["dependencies"] if "pydantic" in d]
    assert pins("android")["pydantic"] in ours.specifier


def test_the_pinned_pydantic_is_the_one_installed_here_with_its_core() -> None:
    """Meaningful in .venv-phone (scripts/check), where the pin is installed."""
    pin = pins("android")
    if version("pydantic") != pin["pydantic"]:
        pytest.skip("pydantic here is not the phone's pin: scripts/check tests it in .venv-phone")
    assert f"pydantic-core=={pin['pydantic-core']}" in (requires("pydantic") or [])
    assert version("pydantic-core") == pin["pydantic-core"]


def test_the_package_keeps_what_the_app_runs_on() -> None:
    excluded = set(flet_app()["exclude"])
    assert flet_app()["module"] == "main" and (ROOT / "main.py").is_file()
    assert not excluded & {"main.py", "listig.py", "engine", "assistant", "views", "assets"}
    assert {"tests", "bench", "docs", "data", "scripts"} <= excluded


def test_icon_and_splash() -> None:
    with Image.open(ROOT / "assets" / "icon.png") as icon:
        assert icon.size == (1024, 1024) and icon.mode == "RGB"  # square and opaque
    with Image.open(ROOT / "assets" / "splash.png") as splash:
        assert splash.size == (1024, 1024) and splash.mode == "RGBA"
        assert splash.getpixel((0, 0))[3] == 0  # the splash colour shows around it
    splash_colors = pyproject()["tool"]["flet"]["splash"]
    assert all(c.startswith("#") and len(c) == 7 for c in splash_colors.values())


def test_the_postgresql_driver_is_an_extra_the_phone_does_without() -> None:
    assert not {"psycopg", "psycopg-binary"} & installed_on("Android")


def test_the_wheel_takes_every_rules_page() -> None:
    """``views/rulebook`` is no package: only ``[tool.setuptools.package-data]`` of ``views``
    brings its pages into a wheel (checked by hand: ``pip wheel`` lists them all)."""
    from assistant.languages import LANGUAGES
    from views.rules import GAMES

    patterns = pyproject()["tool"]["setuptools"]["package-data"]["views"]
    pages = sorted((ROOT / "views" / "rulebook").glob("*.md"))
    assert len(pages) == len(GAMES) * len(LANGUAGES)  # every game in every language
    for page in pages:
        relative = page.relative_to(ROOT / "views").as_posix()
        assert any(fnmatch(relative, pattern) for pattern in patterns), relative
    assert not (ROOT / "views" / "rulebook" / "__init__.py").exists()
