"""The static site: a JupyterLite build that runs cardkit in the browser, with no server at all.

``cardkit lite build DIR`` (``make lite``) writes a site holding the tutorials (English and French),
the exploration notebooks, a play notebook per registered game, a notebook showing the dashboard, and
``play/``, cardkit's own page that starts a game by itself (:func:`write_page`, docs/lite.md);
DIR is publishable as it is (GitHub Pages, any static file server). Python runs in the visitor's
browser in Pyodide, with the JupyterLite Pyodide kernel.

Online (the default) the browser loads Pyodide from its usual place (jsDelivr's CDN). ``--offline``
vendors Pyodide instead: its core from the npm package ``pyodide`` (the version
``jupyterlite-pyodide-kernel`` is made for), and the pure-Python wheels of the packages the kernel
and cardkit load from Pyodide's lock file, downloaded from PyPI and placed beside it with the lock
re-hashed; the site then makes no request to any other host. In both modes cardkit (built from this
checkout) and the packages it needs that Pyodide does not ship (anywidget, ipywidgets, ...) are
piplite wheels of the site, so a notebook's first cell, ``%pip install cardkit``, installs them from
the site itself.

Downloads are cached (``~/.cache/cardkit/lite`` or ``--cache``), so a second build is quick. What
cannot be found fails the build with one sentence saying what is missing and how to get it.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import zipfile
from collections.abc import Callable, Iterable
from email.parser import Parser
from pathlib import Path

import nbformat

from cardkit import dashboard, games  # dashboard: its texts, which the page's form reuses
from cardkit.core.record import MAX_SAVE_BYTES
from cardkit.scene import CARD_BACKS, RENDERER, STYLESHEET, THEMES

INSTALL_CELL = "%pip install cardkit"  # piplite, the Pyodide kernel's pip, finds it among the site's wheels
DASHBOARD = "dashboard.ipynb"  # notebooks/ that is the Voila app, not an exploration
# The site's dashboard has no rooms: they keep a game for several screens in a server's store, and their
# watcher is a thread, which Pyodide cannot start.
DASHBOARD_CELL = """# No rooms here: they need a server (`cardkit dashboard`). Bots and hot-seat play in this page.
from cardkit.dashboard.dashboard import Dashboard

Dashboard()"""
KERNEL_PLUGIN = "@jupyterlite/pyodide-kernel-extension:kernel"
# The front-end extensions the site needs: the Pyodide kernel, the widget manager and anywidget.
EXTENSIONS = ("@jupyterlite/pyodide-kernel-extension", "@jupyter-widgets/jupyterlab-manager", "anywidget")
# Packages the kernel's own piplite wheels provide (shims for Pyodide): never downloaded.
KERNEL_WHEELS = {"ipykernel", "piplite", "pyodide-kernel", "widgetsnbextension"}
# What the kernel installs at start (jupyterlite-pyodide-kernel's worker), besides micropip.
KERNEL_NEEDS = ("comm", "ipython", "jedi")
PYODIDE_SKIP = (".d.ts", ".html", ".map", "README.md")  # files of the npm package a site never loads


class LiteError(RuntimeError):
    """A static site could not be built; the message says what is missing and how to get it."""


def _normalise(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def _pyodide_constants() -> tuple[str, str]:
    try:
        import jupyterlite_core  # noqa: F401
        from jupyterlite_pyodide_kernel.constants import PYODIDE_PYTHON_VERSION, PYODIDE_VERSION
    except ImportError:
        raise LiteError(
            "the static site needs JupyterLite: pip install 'cardkit[lite]' "
            "(jupyterlite-core and jupyterlite-pyodide-kernel)"
        ) from None
    return PYODIDE_VERSION, PYODIDE_PYTHON_VERSION


def default_cache() -> Path:
    return Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "cardkit" / "lite"


def checkout(source: Path | None = None) -> Path:
    """The repository the site is built from (its tutorials, notebooks and cardkit's source)."""
    root = Path(source) if source else Path(__file__).resolve().parent.parent
    if not all((root / part).exists() for part in ("pyproject.toml", "tutorials", "notebooks")):
        raise LiteError(
            f"{root} is not a cardkit checkout (pyproject.toml, tutorials/, notebooks/): "
            "build the static site from a clone of the repository, or pass --source"
        )
    return root


# ------------------------------------------------------------------------------ the notebooks


def _with_install_cell(nb: nbformat.NotebookNode, install: str = INSTALL_CELL) -> nbformat.NotebookNode:
    cell = nbformat.v4.new_code_cell(install)
    cell.id = "cardkit-lite-install"
    nb.cells.insert(0, cell)
    nb.metadata["kernelspec"] = {"name": "python", "display_name": "Python (Pyodide)", "language": "python"}
    return nb


def play_notebook(game: str) -> nbformat.NotebookNode:
    """A notebook that installs cardkit and deals a game against a bot, from the game's registry entry."""
    spec = games.spec(game)
    seats = ["human"] + ["normal"] * (min(spec.players) - 1)
    nb = nbformat.v4.new_notebook()
    nb.cells = [
        nbformat.v4.new_markdown_cell(
            f"# {spec.title('en')}\n\n{spec.about('en')}\n\n"
            "Run the cells (Shift+Enter): the first installs cardkit in this page, "
            "the second deals. Click the board to play; **Rules** explains the game."
        ),
        nbformat.v4.new_code_cell(f"import cardkit.{game}\n\ncardkit.{game}.play({seats!r})"),
    ]
    for i, cell in enumerate(nb.cells):
        cell.id = f"play-{i}"
    return _with_install_cell(nb)


def write_contents(root: Path, files: Path) -> list[str]:
    """The site's notebooks under ``files``: tutorials, explorations, play/<game>, the dashboard."""
    written = []

    def put(nb: nbformat.NotebookNode, relative: str) -> None:
        path = files / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        nbformat.write(nb, path)
        written.append(relative)

    for path in sorted((root / "tutorials").rglob("*.ipynb")):
        put(_with_install_cell(nbformat.read(path, as_version=4)), f"tutorials/{path.relative_to(root / 'tutorials')}")
    for path in sorted((root / "notebooks").glob("*.ipynb")):
        nb = nbformat.read(path, as_version=4)
        if path.name == DASHBOARD:  # the Voila app, as a notebook: run it to get the dashboard in the page
            put(
                _with_install_cell(nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(DASHBOARD_CELL)])),
                DASHBOARD,
            )
        else:  # the explorations plot with matplotlib, a package of Pyodide's (online only: see docs/lite.md)
            put(_with_install_cell(nb, f"{INSTALL_CELL} matplotlib"), f"explorations/{path.name}")
    for game in games.names():
        put(play_notebook(game), f"play/{game}.ipynb")
    return written


# ------------------------------------------------------------------------------ wheels


def _run(command: list[str], what: str, cwd: Path | None = None) -> None:
    result = subprocess.run(command, capture_output=True, text=True, cwd=cwd)
    if result.returncode:
        tail = (result.stderr or result.stdout).strip().splitlines()[-3:]
        raise LiteError(f"{what} failed ({' '.join(command[:4])} ...): {' / '.join(tail)}")


def _metadata(wheel: Path) -> tuple[str, str, list[str]]:
    with zipfile.ZipFile(wheel) as z:
        name = next(n for n in z.namelist() if n.endswith(".dist-info/METADATA"))
        meta = Parser().parsestr(z.read(name).decode("utf-8"))
    return meta["Name"], meta["Version"], meta.get_all("Requires-Dist") or []


def _requirements(lines: Iterable[str], python: str) -> list[str]:
    """The names a wheel needs in Pyodide (markers evaluated for Emscripten, no extras)."""
    from packaging.requirements import Requirement

    env = {
        "python_version": python,
        "python_full_version": f"{python}.0",
        "sys_platform": "emscripten",
        "platform_system": "Emscripten",
        "platform_machine": "wasm32",
        "os_name": "posix",
        "implementation_name": "cpython",
        "platform_python_implementation": "CPython",
        "extra": "",
    }
    names = []
    for line in lines:
        req = Requirement(line)
        if req.marker is None or req.marker.evaluate(env):
            names.append(_normalise(req.name))
    return names


def pip_download(specs: list[str], dest: Path, python: str, deps: bool = True) -> None:
    dest.mkdir(parents=True, exist_ok=True)
    _run(
        [
            sys.executable,
            "-m",
            "pip",
            "download",
            "--quiet",
            "--only-binary=:all:",
            "--platform",
            "any",
            "--python-version",
            python,
            "--implementation",
            "py",
            "--abi",
            "none",
            "-d",
            str(dest),
            *([] if deps else ["--no-deps"]),
            *specs,
        ],
        f"downloading pure-Python wheels for Pyodide's Python {python} from PyPI ({', '.join(specs)})",
    )


def site_wheels(root: Path, cache: Path, out: Path, python: str, lock: dict) -> list[str]:
    """cardkit's wheel and the wheels it needs that Pyodide does not ship, in ``out``.

    Returns the names of Pyodide's own packages (in its lock) they need, for the offline vendoring.
    """
    from importlib import metadata

    cache.mkdir(parents=True, exist_ok=True)
    # This build's own folder: two builds at once (two checkouts' test runs) removed each other's wheel.
    built = Path(tempfile.mkdtemp(prefix="cardkit-wheel-", dir=cache))
    _run(
        [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "-w", str(built), str(root)],
        "building cardkit's wheel",
    )
    cardkit_wheel = next(built.glob("cardkit-*.whl"))
    # The browser's widget manager and anywidget are the versions installed here (their front ends are
    # copied into the site): pin the Python sides to the same versions.
    pins = []
    for name in ("anywidget", "ipywidgets", "jupyterlab_widgets"):
        try:
            pins.append(f"{name}=={metadata.version(name)}")
        except metadata.PackageNotFoundError:
            raise LiteError(f"{name} is not installed here: pip install 'cardkit[lite]'") from None
    downloads = cache / f"wheels-py{python}"
    pip_download([str(cardkit_wheel), *pins, *KERNEL_NEEDS], downloads, python)
    available = {}
    for wheel in sorted(downloads.glob("*.whl")):
        available[_normalise(wheel.name.split("-")[0])] = wheel  # the newest of a name sorts last
    available["cardkit"] = cardkit_wheel
    in_lock = {_normalise(k) for k in lock["packages"]}
    needed, from_lock, todo = {}, set(), [("cardkit", "the site")] + [(n, "the Pyodide kernel") for n in KERNEL_NEEDS]
    while todo:
        name, parent = todo.pop()
        if name in needed or name in from_lock or name in KERNEL_WHEELS:
            continue
        if name in in_lock:
            from_lock.add(name)
        elif name in available:
            needed[name] = available[name]
            todo += [(n, name) for n in _requirements(_metadata(available[name])[2], python)]
        else:
            raise LiteError(
                f"no pure-Python wheel of {name} (needed by {parent}) for Pyodide's Python {python}: "
                f"{name} cannot run in the browser, so it must not be a requirement of {parent}, "
                f"or its wheel must be put in {downloads}"
            )
    out.mkdir(parents=True, exist_ok=True)
    for wheel in needed.values():
        shutil.copy2(wheel, out / wheel.name)
    shutil.rmtree(built, ignore_errors=True)
    return sorted(from_lock)


# ------------------------------------------------------------------------------ Pyodide


def npm_pyodide(version: str, cache: Path) -> Path:
    """The npm package ``pyodide@version``, unpacked in the cache."""
    unpacked = cache / f"pyodide-{version}"
    if (unpacked / "pyodide.mjs").exists():
        return unpacked
    if shutil.which("npm") is None:
        raise LiteError(
            "the offline site takes Pyodide's core from the npm registry: install npm (Node.js), "
            "or build without --offline"
        )
    packed = cache / "npm"
    packed.mkdir(parents=True, exist_ok=True)
    tarball = packed / f"pyodide-{version}.tgz"
    if not tarball.exists():
        _run(
            ["npm", "pack", f"pyodide@{version}", "--silent", "--pack-destination", str(packed)],
            f"fetching the npm package pyodide@{version}",
        )
    shutil.rmtree(unpacked, ignore_errors=True)
    with tarfile.open(tarball) as tar:
        if hasattr(tarfile, "data_filter"):
            tar.extractall(cache / f"pyodide-{version}.tmp", filter="data")
        else:  # Python 3.10 before 3.10.12: the npm registry's tarball, extracted as it is
            tar.extractall(cache / f"pyodide-{version}.tmp")
    (cache / f"pyodide-{version}.tmp" / "package").rename(unpacked)
    shutil.rmtree(cache / f"pyodide-{version}.tmp")
    return unpacked


def lock_closure(lock: dict, roots: Iterable[str]) -> list[str]:
    packages = {_normalise(k): v for k, v in lock["packages"].items()}
    seen: set[str] = set()
    todo = [_normalise(r) for r in roots]
    while todo:
        name = todo.pop()
        if name not in seen:
            seen.add(name)
            todo += [_normalise(d) for d in packages[name]["depends"]]
    return sorted(seen)


def vendor_pyodide(core: Path, dest: Path, lock: dict, names: list[str], cache: Path, python: str) -> None:
    """Pyodide's core and the lock's packages ``names`` (pure-Python wheels from PyPI) in ``dest``;
    the lock keeps only those, each re-hashed, so a package the site lacks fails by name, not by URL."""
    dest.mkdir(parents=True, exist_ok=True)
    for path in core.iterdir():
        if path.is_file() and not path.name.endswith(PYODIDE_SKIP) and path.name != "package.json":
            shutil.copy2(path, dest / path.name)
    packages = {_normalise(k): (k, v) for k, v in lock["packages"].items()}
    downloads = cache / f"pyodide-wheels-{lock['info']['python']}"
    wanted = {name: packages[name] for name in names}
    missing = [
        f"{entry['name']}=={entry['version']}"
        for name, (_, entry) in wanted.items()
        if not (downloads / entry["file_name"]).exists()
        and not list(downloads.glob(f"{_normalise(entry['name']).replace('-', '_')}-{entry['version']}-*.whl"))
    ]
    if missing:
        pip_download(missing, downloads, python, deps=False)
    kept = {}
    for key, entry in wanted.values():
        stem = f"{_normalise(entry['name']).replace('-', '_')}-{entry['version']}-"
        found = [w for w in downloads.glob("*.whl") if w.name.lower().startswith(stem.lower())]
        if not found:
            raise LiteError(
                f"no pure-Python wheel of {entry['name']} {entry['version']} on PyPI for the offline "
                f"site (Pyodide's lock needs it): build without --offline, or put its wheel in {downloads}"
            )
        wheel = found[0]
        shutil.copy2(wheel, dest / wheel.name)
        kept[key] = {**entry, "file_name": wheel.name, "sha256": hashlib.sha256(wheel.read_bytes()).hexdigest()}
    (dest / "pyodide-lock.json").write_text(json.dumps({**lock, "packages": kept}, indent=1), encoding="utf-8")


# ------------------------------------------------------------------------------ the page that starts by itself

DASHBOARD_CSS = Path(dashboard.__file__).with_name("dashboard.css")
PAGE = "play"  # the site's folder of cardkit's own page: play/ (the form), play/?game=<name> (a game)
PYODIDE_CDN = "https://cdn.jsdelivr.net/pyodide/v{version}/full/"
# The texts the page shows before Python starts: its own (cardkit/litepage/strings.py) and the dashboard's form.
PAGE_TEXTS = ("dashboard.tagline", "dashboard.game", "dashboard.start") + tuple(
    f"dashboard.records{name}"  # My games, in the dashboard's words
    for name in (
        "", "_none", "_replay", "_download", "_delete", "_download_all", "_delete_all", "_confirm_one", "_confirm_all", "_yes",
        "_no", "_back", "_import", "_import_too_large", "_import_unreadable", "_summary", "_col_game", "_col_against",
        "_col_games", "_col_wins", "_col_margin",
    )
) + tuple(
    f"scene.{name}{choice}"  # the menus under a board, in the boards' words
    for name, choices in {"theme": THEMES, "card_back": CARD_BACKS}.items()
    for choice in ("", *(f".{c}" for c in choices))
)  # fmt: skip


def write_page(out: Path, pyodide_url: str) -> Path:
    """cardkit's own page in ``out/play/``: the static files of :mod:`cardkit.litepage`, the board's renderer
    and stylesheet (cardkit/scene), the dashboard's stylesheet, and what the page must know before Python
    starts (the games, the texts, where Pyodide and cardkit's wheel are) written into its HTML."""
    from cardkit import i18n, litepage
    from cardkit.dashboard.parts import BOT_LEVELS  # the dashboard's choice of bots

    levels = [f"dashboard.level.{level}" for level in BOT_LEVELS]
    page = out / PAGE
    page.mkdir(parents=True, exist_ok=True)
    wheel = next((out / "pypi").glob("cardkit-*.whl"))
    # The build's name for the browser's cache: a new build's files are new keys (sw.js, ?v=).
    build_id = hashlib.sha256(wheel.read_bytes() + str(time.time()).encode()).hexdigest()[:12]
    site = {
        "build": build_id,
        "pyodide": pyodide_url,
        "wheel": f"../pypi/{wheel.name}",
        "levels": list(BOT_LEVELS),
        "save_mb": MAX_SAVE_BYTES // 1_000_000,  # the largest file of My games the page imports
        "looks": {"theme": list(THEMES), "card_back": list(CARD_BACKS)},  # the boards' themes and card backs
        "games": [
            {
                "name": name,
                "players": list(games.spec(name).players),
                "title": {lang: games.spec(name).title(lang) for lang in i18n.languages()},
                "about": {lang: games.spec(name).about(lang) for lang in i18n.languages()},
            }
            for name in games.names()
        ],
        "texts": {
            lang: {
                key: i18n.catalog(lang).get(key) or i18n.catalog("en")[key]
                for key in (*litepage.strings.EN, *PAGE_TEXTS, *levels)
            }
            for lang in i18n.languages()
        },
    }
    for name in litepage.FILES:
        shutil.copy2(litepage.HERE / name, page / name)
    shutil.copy2(RENDERER, page / "renderer.js")
    shutil.copy2(STYLESHEET, page / "cardkit.css")
    shutil.copy2(DASHBOARD_CSS, page / "dashboard.css")  # the look of `cardkit dashboard`
    html = (page / "app.html").read_text(encoding="utf-8")
    html = html.replace("__SITE__", json.dumps(site, ensure_ascii=False).replace("</", "<\\/"))
    (page / "index.html").write_text(html.replace("__PYODIDE__", pyodide_url).replace("__BUILD__", build_id), "utf-8")
    (page / "app.html").unlink()
    return page


# ------------------------------------------------------------------------------ the build


def build(
    out: Path,
    offline: bool = False,
    cache: Path | None = None,
    source: Path | None = None,
    log: Callable[[str], None] = print,
) -> Path:
    """Build the static site in ``out`` (replacing a site built there before); returns ``out``."""
    start = time.perf_counter()
    version, python = _pyodide_constants()
    root = checkout(source)
    cache = Path(cache) if cache else default_cache()
    cache.mkdir(parents=True, exist_ok=True)
    out = Path(out).resolve()
    if out.exists() and any(out.iterdir()) and not (out / "jupyter-lite.json").exists():
        raise LiteError(f"{out} is not empty and holds no JupyterLite site: choose an empty or new folder")
    core = npm_pyodide(version, cache)  # its lock says what Pyodide ships, online or not
    lock = json.loads((core / "pyodide-lock.json").read_text(encoding="utf-8"))
    with tempfile.TemporaryDirectory(prefix="cardkit-lite-") as tmp:
        lite = Path(tmp)
        written = write_contents(root, lite / "files")
        log(f"notebooks: {len(written)}")
        from_lock = site_wheels(root, cache, lite / "pypi", python, lock)
        log(f"site wheels: {', '.join(sorted(p.name for p in (lite / 'pypi').glob('*.whl')))}")
        settings: dict = {}
        if offline:
            names = lock_closure(lock, ["micropip", *from_lock])
            vendor_pyodide(core, lite / "static" / "pyodide", lock, names, cache, python)
            settings = {"disablePyPIFallback": True}
            log(f"Pyodide {version} vendored with {len(names)} packages of its lock")
        prefix = Path(sys.prefix) / "share" / "jupyter" / "labextensions"
        extensions = [str(prefix / name) for name in EXTENSIONS]
        absent = [e for e in extensions if not Path(e).is_dir()]
        if absent:
            raise LiteError(f"the front-end extension {absent[0]} is not installed: pip install 'cardkit[lite]'")
        (lite / "jupyter-lite.json").write_text(
            json.dumps(
                {
                    "jupyter-lite-schema-version": 0,
                    "jupyter-config-data": {"appName": "cardkit", "litePluginSettings": {KERNEL_PLUGIN: settings}},
                }
            ),
            encoding="utf-8",
        )
        (lite / "jupyter_lite_config.json").write_text(
            json.dumps(
                {
                    "LiteBuildConfig": {
                        "federated_extensions": extensions,
                        "ignore_sys_prefix": True,
                        "no_sourcemaps": True,
                        "contents": [str(lite / "files")],
                        "output_dir": str(out),
                        "apps": ["lab", "notebooks", "tree"],
                    },
                }
            ),
            encoding="utf-8",
        )
        if out.exists():
            shutil.rmtree(out)
        _run(
            [sys.executable, "-m", "jupyterlite_core", "build", "--lite-dir", str(lite)], "jupyter lite build", cwd=lite
        )  # its task database goes there, not in the caller's folder
    write_page(out, "../static/pyodide/" if offline else PYODIDE_CDN.format(version=version))
    (out / ".nojekyll").touch()  # GitHub Pages serves folders starting with "_" as they are
    log(
        f"static site in {out} ({'offline' if offline else 'Pyodide from its CDN'}), "
        f"built in {time.perf_counter() - start:.0f} s"
    )
    return out
