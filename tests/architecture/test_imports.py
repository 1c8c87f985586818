"""listig's modules import each other in one direction: no import cycle (imports made only
for type checking included), no private name taken from another module, and an engine
that imports nothing but itself and the standard library.

The import graph is grimp's (the library behind import-linter): it reads the source, so it
sees imports inside functions and under ``TYPE_CHECKING`` as well, and needs no network.
"""

from __future__ import annotations

import ast
import sys
from functools import cache
from pathlib import Path

import grimp
import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("engine", "assistant", "views")


@cache
def graph() -> grimp.ImportGraph:
    """The imports among listig's packages, type-only imports included."""
    return grimp.build_graph(*PACKAGES, cache_dir=None)


def cycles() -> list[list[str]]:
    """One shortest cycle through each import that closes one: ``[a, b, …, a]``."""
    g = graph()
    found = []
    for importer in sorted(g.modules):
        for imported in sorted(g.find_modules_directly_imported_by(importer)):
            back = g.find_shortest_chain(importer=imported, imported=importer)
            if back is not None:
                found.append([importer, *back])
    return found


def test_the_graph_holds_every_package() -> None:
    modules = graph().modules
    for package in PACKAGES:
        assert package in modules
    assert "assistant.service" in modules and "views.app" in modules


def test_no_import_cycle() -> None:
    found = cycles()
    assert not found, "import cycles:\n" + "\n".join(" -> ".join(c) for c in found)


def product_files() -> list[Path]:
    """Every Python file of the app: the three packages and the entry points."""
    files = [ROOT / "listig.py", ROOT / "main.py"]
    for package in PACKAGES:
        files += sorted((ROOT / package).rglob("*.py"))
    return files


def private_imports(path: Path) -> list[str]:
    """``from listig_module import _name`` lines of one file."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            if node.module.split(".")[0] not in PACKAGES:
                continue
            for alias in node.names:
                if alias.name.startswith("_") and not alias.name.startswith("__"):
                    found.append(f"{path.relative_to(ROOT)}:{node.lineno}: {alias.name}")
    return found


def test_no_private_name_is_imported_from_another_module() -> None:
    found = [line for path in product_files() for line in private_imports(path)]
    assert not found, "private names imported across modules:\n" + "\n".join(found)


@pytest.mark.parametrize("module", sorted(m for m in graph().modules if m.startswith("engine")))
def test_the_engine_imports_only_itself_and_the_standard_library(module: str) -> None:
    path = Path(ROOT, *module.split("."))
    path = path / "__init__.py" if path.is_dir() else path.with_suffix(".py")
    tree = ast.parse(path.read_text(encoding="utf-8"))
    imported = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            imported |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            imported.add(node.module)
    outside = {
        name
        for name in imported
        if name.split(".")[0] not in sys.stdlib_module_names and name.split(".")[0] != "engine"
    }
    assert not outside, f"{module} imports {sorted(outside)}"
