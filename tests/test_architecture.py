"""The layout's rules, checked on the code itself (docs/architecture.md draws the layers).

1. Imports point down: every ``import`` of a cardkit module, at the top of a file or inside a function,
   names a module of its own layer or of a layer below (an ``if TYPE_CHECKING:`` import runs nowhere
   and is left to the type checker).
2. Each package registers its own texts: imported alone in a fresh interpreter, a module can explain
   every text key it names (no KeyError on a key another package would have registered).
"""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "cardkit"

# Bottom to top. A module belongs to the first entry whose name is it or its package.
LAYERS = (
    ("foundation", ("cardkit.i18n",)),
    ("core", ("cardkit.core", "cardkit.games")),
    ("scene", ("cardkit.scene",)),
    ("games", ("cardkit.ipso.", "cardkit.rummy500.", "cardkit.house_of_suits.", "cardkit.quiz")),
    ("envs", ("cardkit.envs",)),
    ("stores", ("cardkit.rooms", "cardkit.records")),
    ("session and coach", ("cardkit.session", "cardkit.coach", "cardkit.testing")),
    ("widgets", ("cardkit.widgets",)),
    # The front doors: each game package's face (its __init__: the spec it registers, ``play()``),
    # the dashboard, the static site, the command line and the package itself.
    (
        "front ends",
        (
            "cardkit.ipso",
            "cardkit.rummy500",
            "cardkit.house_of_suits",
            "cardkit.dashboard",
            "cardkit.lite",
            "cardkit.cli",
            "cardkit.__main__",
            "cardkit.table",
            "cardkit",
        ),
    ),
)


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def layer(module: str) -> int:
    for index, (_, prefixes) in enumerate(LAYERS):
        for prefix in prefixes:
            if (
                module == prefix.rstrip(".")
                and not prefix.endswith(".")
                or (prefix.endswith(".") and module.startswith(prefix))
                or (not prefix.endswith(".") and module.startswith(prefix + "."))
            ):
                return index
    raise AssertionError(f"{module} is in no layer of tests/test_architecture.py: add it to LAYERS")


MODULES = {module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def imports(path: Path) -> list[tuple[int, str]]:
    """(line, module) of every cardkit module a file imports, wherever the import stands."""
    found = []
    tree = ast.parse(path.read_text(encoding="utf-8"))
    typing_only = {
        id(n)
        for node in ast.walk(tree)
        if isinstance(node, ast.If) and ast.unparse(node.test) == "TYPE_CHECKING"
        for n in ast.walk(node)
    }
    for node in ast.walk(tree):
        if id(node) in typing_only:
            continue
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names if alias.name.startswith("cardkit")]
        elif isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("cardkit"):
            for alias in node.names:  # ``from cardkit import games`` imports the module cardkit.games
                sub = f"{node.module}.{alias.name}"
                found.append((node.lineno, sub if sub in MODULES else node.module))
    return found


def test_every_module_is_in_a_layer() -> None:
    for module in MODULES:
        layer(module)


def test_imports_point_down_the_layers() -> None:
    upward = []
    for module, path in MODULES.items():
        mine = layer(module)
        for line, target in imports(path):
            if layer(target) > mine:
                upward.append(
                    f"{path.relative_to(ROOT)}:{line}: {module} ({LAYERS[mine][0]}) imports {target} "
                    f"({LAYERS[layer(target)][0]})"
                )
    assert not upward, "imports that run up a layer:\n" + "\n".join(upward)


def test_the_layer_test_sees_an_upward_import(tmp_path: Path) -> None:
    bad = tmp_path / "bad.py"
    bad.write_text("def f():\n    from cardkit.widgets.play import PlayWidget\n")
    assert imports(bad) == [(2, "cardkit.widgets.play")]
    assert layer("cardkit.widgets.play") > layer("cardkit.core.game")


# Run in a fresh interpreter: import one module, then explain every text key its source names.
ALONE = """
import importlib, json, re, sys
from cardkit import i18n
module = sys.argv[1]
importlib.import_module(module)
keys = json.loads(sys.argv[2])
missing = [k for k in keys if k not in i18n.catalog("en")]
print(json.dumps(missing))
"""


def named_keys(path: Path, known: set[str]) -> list[str]:
    """The text keys a module's source names as whole string literals (f-string stems are not read)."""
    keys = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in known:
            keys.add(node.value)
    return sorted(keys)


@pytest.fixture(scope="module")
def every_key() -> set[str]:
    code = (
        "import json, cardkit.dashboard.dashboard, cardkit.coach.puzzles, cardkit.cli, cardkit.lite, "
        "cardkit.widgets.review, cardkit.widgets.stepper\nfrom cardkit import games, i18n\ngames.names()\n"
        "print(json.dumps(sorted(i18n.catalog('en'))))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT)
    return set(json.loads(out.stdout))


def test_each_module_alone_explains_the_texts_it_names(every_key: set[str]) -> None:
    jobs = [(module, named_keys(path, every_key)) for module, path in MODULES.items()]
    jobs = [(module, keys) for module, keys in jobs if keys]

    def run(job: tuple[str, list[str]]) -> tuple[str, list[str], str]:
        module, keys = job
        out = subprocess.run(
            [sys.executable, "-c", ALONE, module, json.dumps(keys)], capture_output=True, text=True, cwd=ROOT
        )
        return (
            module,
            json.loads(out.stdout) if out.returncode == 0 else [],
            out.stderr[-500:] if out.returncode else "",
        )

    with ThreadPoolExecutor(2) as pool:
        results = list(pool.map(run, jobs))
    failures = [
        f"{module}: {error or 'names keys it does not register: ' + ', '.join(missing)}"
        for module, missing, error in results
        if missing or error
    ]
    assert not failures, "\n".join(failures)


def test_mark_changes_works_with_nothing_else_imported() -> None:
    code = (
        "from cardkit.scene.steps import mark_changes\n"
        "before = {'areas': [{'zones': [{'rows': [{'cards': [{'id': 'a', 'face': 'up', 'card': '1', 'label': 'x'}]}]}]}]}\n"
        "after = {'areas': [{'zones': [{'rows': [{'cards': [{'id': 'a', 'face': 'up', 'card': '2', 'label': 'x'}]}]}]}]}\n"
        "assert mark_changes(before, after, 'fr') == 1, after\nprint(after['areas'][0]['zones'][0]['rows'][0]['cards'][0]['label'])"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "x, modifiée à cette étape"
