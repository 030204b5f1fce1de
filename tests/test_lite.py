"""The static site: built offline, served by a plain static file server, played in Chromium.

``cardkit lite build --offline`` builds the JupyterLite site (downloads cached in ~/.cache/cardkit/lite,
so a second run is quick, once per session); ``python -m http.server`` serves it under ``/cardkit/`` on a
free loopback port. Chromium opens each game's page (``play/?game=<name>``), which starts by itself, and
clicks the board; the form starts a game, and a second visit comes from the service worker's cache; a
broken site or browser says so on the page; one play notebook still runs; a finished game is kept in the
browser's storage, listed on the next page, and moves to another browser by its file (My games); the page
follows the system's theme or the one chosen under a board. Every
request the pages make is watched: one to another host fails the test.
"""

from __future__ import annotations

import importlib.util
import json
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from urllib.parse import urlparse

import nbformat
import pytest

from cardkit import games
from conftest import _missing
from test_input_browser import axe_source, serious  # noqa: F401  (axe_source: a fixture, axe-core's script)
from test_widgets_browser import CONTRASTS

pytestmark = pytest.mark.browser

LAUNCH_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
TIMEOUT = 240_000  # ms: Pyodide starts and installs cardkit in the page, on a small shared machine
FIRST_PROMPT = "document.querySelector('.jp-Notebook .jp-Cell .jp-InputPrompt')?.textContent || ''"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="session")
def site(tmp_path_factory, chromium) -> Path:
    if importlib.util.find_spec("jupyterlite_core") is None:  # skipped, or a failure under CI=true
        _missing("the lite extra is not installed: pip install 'cardkit[lite]'")
    from cardkit.lite import build

    out = tmp_path_factory.mktemp("lite") / "site"
    start = time.perf_counter()
    build(out, offline=True)
    print(f"\noffline site built in {time.perf_counter() - start:.1f} s")
    return out


@pytest.fixture(scope="session")
def served(site, tmp_path_factory):
    """The site under the subpath /cardkit/, as GitHub Pages serves a project's site."""
    root = tmp_path_factory.mktemp("pages")
    (root / "cardkit").symlink_to(site)
    port = _free_port()
    server = subprocess.Popen(
        [sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1", "--directory", str(root)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    url = f"http://127.0.0.1:{port}/cardkit"
    try:
        for _ in range(100):
            try:
                with urllib.request.urlopen(f"{url}/jupyter-lite.json", timeout=2):
                    break
            except OSError:
                time.sleep(0.1)
        yield url
    finally:
        server.terminate()
        server.wait(timeout=10)


def test_the_site_holds_every_notebook_and_pyodide_itself(site):
    contents = {p.relative_to(site / "files").as_posix() for p in (site / "files").rglob("*.ipynb")}
    root = Path(__file__).resolve().parent.parent
    tutorials = {
        f"tutorials/{p.relative_to(root / 'tutorials').as_posix()}" for p in (root / "tutorials").rglob("*.ipynb")
    }
    assert tutorials <= contents and any(p.startswith("tutorials/fr/") for p in tutorials)
    assert {f"play/{g}.ipynb" for g in games.names()} <= contents and "dashboard.ipynb" in contents
    assert {
        f"explorations/{p.name}" for p in (root / "notebooks").glob("*.ipynb") if p.name != "dashboard.ipynb"
    } <= contents
    play = nbformat.read(site / "files" / "play" / "rummy500.ipynb", as_version=4)
    assert play.cells[0].source == "%pip install cardkit" and "cardkit.rummy500.play(" in play.cells[-1].source
    config = json.loads((site / "jupyter-lite.json").read_text())["jupyter-config-data"]
    kernel = config["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    assert kernel["pyodideUrl"] == "./static/pyodide/pyodide.mjs" and kernel["disablePyPIFallback"] is True
    lock = json.loads((site / "static" / "pyodide" / "pyodide-lock.json").read_text())
    for entry in lock["packages"].values():  # every package of the lock is beside it, with its hash
        assert (site / "static" / "pyodide" / entry["file_name"]).exists()
    assert (site / "pypi" / "all.json").exists() and list((site / "pypi").glob("cardkit-*.whl"))
    assert (site / ".nojekyll").exists()
    assert {"index.html", "renderer.js", "cardkit.css", "dashboard.css", "sw.js"} <= {
        p.name for p in (site / "play").iterdir()
    }


@pytest.mark.parametrize("game", ["ipso"])
def test_a_play_notebook_runs_in_the_offline_site_with_no_request_to_another_host(chromium, served, game):
    from playwright.sync_api import TimeoutError as PlaywrightTimeout, sync_playwright

    host = urlparse(served).netloc
    elsewhere, errors, asked = [], [], []  # (the play notebooks, for a person who wants the code too)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, args=LAUNCH_ARGS)
        try:
            # The site's service worker stays on (the kernel syncs its files through it): requests are
            # watched at the context, which sees the page's, the service worker's and Pyodide's worker's.
            context = browser.new_context()

            def watch(request) -> None:
                asked.append(request.url)
                if urlparse(request.url).netloc != host and not request.url.startswith(("data:", "blob:")):
                    elsewhere.append(request.url)

            context.on("request", watch)
            page = context.new_page()
            page.on("pageerror", lambda e: errors.append(str(e)))
            page.set_default_timeout(TIMEOUT)
            start = time.perf_counter()
            page.goto(f"{served}/notebooks/index.html?path=play/{game}.ipynb")
            # Install cardkit, and only once it is installed (the cell's prompt shows its number, as a person
            # waits for it) run the introduction and the game: a kernel still starting under load could
            # otherwise run the game before the install. A Shift+Enter pressed while the page is still
            # starting may be lost (the prompt shows neither [*] nor a number): a person presses it again.
            for _ in range(6):
                page.locator(".jp-Notebook .jp-Cell .cm-content").first.click()
                page.keyboard.press("Shift+Enter")
                try:
                    page.wait_for_function(f"() => /\\[(\\*|\\d+)\\]/.test({FIRST_PROMPT})", timeout=20_000)
                    break
                except PlaywrightTimeout:
                    print(f"{game}: the first cell did not start: Shift+Enter again", file=sys.stderr)
            page.wait_for_function(f"() => /\\[\\d+\\]/.test({FIRST_PROMPT})")
            for _ in range(2):
                page.keyboard.press("Shift+Enter")
            try:
                page.wait_for_selector(".ck-root .ck-board .ck-clickable", state="attached")
            except Exception:  # noqa: BLE001  (a timeout or a closed page: the failure says what the page shows)
                outputs = page.locator(".jp-OutputArea").all_inner_texts()
                kernel = page.locator(".jp-Notebook-ExecutionIndicator, .jp-KernelStatus").all_inner_texts()
                pytest.fail(
                    f"no board after {time.perf_counter() - start:.0f} s; outputs {outputs!r}; "
                    f"kernel {kernel!r}; page errors {errors!r}"
                )
            shown = time.perf_counter() - start
            board = page.locator(".ck-root .ck-board")
            before, reply = board.inner_html(), page.locator(".ck-root").get_attribute("data-reply")
            page.locator(".ck-root .ck-board .ck-clickable:visible").first.click()  # a card, the stock...
            page.wait_for_function(
                "r => document.querySelector('.ck-root').getAttribute('data-reply') !== r", arg=reply
            )
            assert board.inner_html() != before
            assert page.locator(".ck-root .ck-error").count() == 0 or not page.locator(".ck-error").inner_text()
            print(
                f"\n{game}: board shown {shown:.1f} s after opening the page, a click answered "
                f"{time.perf_counter() - start - shown:.1f} s later"
            )
        finally:
            browser.close()
    assert not errors
    # Pyodide's worker fetched the interpreter and cardkit's wheel from the site: the watch saw them.
    assert any(u.endswith("/static/pyodide/pyodide.asm.wasm") for u in asked)
    assert any("/pypi/cardkit-" in u for u in asked)
    assert not elsewhere, f"the offline site asked another host for {elsewhere[:3]}"


# ------------------------------------------------------------------------------ the page that starts by itself

PROGRESS = ("Starting Python", "Installing cardkit", "Dealing")
# Every text the progress line shows, as it shows it: a fast load may pass them all before a test looks.
RECORD_PROGRESS = """
window.ckProgress = [];
new MutationObserver(() => {
  const line = document.getElementById("ck-progress");
  const now = line ? line.textContent : null;
  if (now !== null && now !== window.ckProgress.at(-1)) window.ckProgress.push(now);
}).observe(document, { subtree: true, childList: true, characterData: true });
"""


class Visit:
    """One Chromium context on the served site: every request watched, page errors kept."""

    def __init__(self, browser, served: str, init_script: str | None = None, **options) -> None:
        self.host = urlparse(served).netloc
        self.elsewhere: list[str] = []
        self.errors: list[str] = []
        self.context = browser.new_context(**options)  # options: Playwright's (a viewport, a colour scheme)
        if init_script:
            self.context.add_init_script(init_script)
        self.context.on("request", self._watch)

    def _watch(self, request) -> None:
        if urlparse(request.url).netloc != self.host and not request.url.startswith(("data:", "blob:")):
            self.elsewhere.append(request.url)

    def open(self, url: str):
        page = self.context.new_page()
        page.on("pageerror", lambda e: self.errors.append(str(e)))
        page.set_default_timeout(TIMEOUT)
        page.goto(url)
        return page

    def check(self) -> None:
        assert not self.errors, self.errors
        assert not self.elsewhere, f"the page asked another host for {self.elsewhere[:3]}"


def _launch(p):
    return p.chromium.launch(executable_path="/usr/bin/chromium", headless=True, args=LAUNCH_ARGS)


def _click_and_answer(page) -> None:
    page.wait_for_selector(".ck-root .ck-board .ck-clickable", state="attached")
    page.wait_for_function("() => !document.querySelector('#ck-progress').textContent")  # bots done, drawn
    board = page.locator(".ck-root .ck-board")
    before, reply = board.inner_html(), page.locator(".ck-root").get_attribute("data-reply")
    page.locator(".ck-root .ck-board .ck-clickable:visible").first.click()
    page.wait_for_function("r => document.querySelector('.ck-root').getAttribute('data-reply') !== r", arg=reply)
    assert board.inner_html() != before
    assert not page.locator("#ck-message").is_visible()


@pytest.mark.parametrize("game", games.names())
def test_each_games_page_starts_by_itself_and_plays_a_click(chromium, served, game):
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = _launch(p)
        try:
            visit = Visit(browser, served, RECORD_PROGRESS)
            start = time.perf_counter()
            page = visit.open(f"{served}/play/?game={game}&lang=en")
            _click_and_answer(page)
            shown = [line for line in page.evaluate("window.ckProgress") if line]
            assert [line.startswith(prefix) for line, prefix in zip(shown[-3:], PROGRESS)] == [True] * 3, shown
            print(f"\n{game}: page answered a click {time.perf_counter() - start:.1f} s after opening")
            visit.check()
        finally:
            browser.close()


# The page's theme and the board's, its card backs, the page's background, the menus' choices.
LOOKS = """() => { const root = document.querySelector('.ck-root');
  return [document.querySelector('.ckd').dataset.theme, root?.dataset.theme, root?.dataset.back,
          getComputedStyle(document.body).backgroundColor,
          document.querySelector('#ck-theme')?.value, document.querySelector('#ck-card-back')?.value]; }"""


def test_the_page_takes_the_systems_theme_or_the_one_chosen_under_a_board_and_the_browser_keeps_it(
    chromium,
    served,
    axe_source,  # noqa: F811
):
    """Dark on a dark system, the page around the board too; the theme and card-back menus under the board
    change both, every text at 4.5:1 or more and axe-core finding nothing serious; the next visit has them,
    and the browser keeps the two names and nothing else."""
    from playwright.sync_api import sync_playwright

    found = {}
    with sync_playwright() as p:
        browser = _launch(p)
        try:
            visit = Visit(browser, served, viewport={"width": 390, "height": 844}, color_scheme="dark")
            page = visit.open(f"{served}/play/?lang=fr")
            page.wait_for_selector("button.ckd-start")
            assert page.evaluate(LOOKS) == ["dark", None, None, "rgb(22, 27, 24)", None, None]
            found["form"] = serious(page, axe_source) + page.evaluate(CONTRASTS, ".ckd")
            page.select_option("#ck-game", "rummy500")
            page.locator("button.ckd-start").click()
            _click_and_answer(page)
            assert page.evaluate(LOOKS) == ["dark", "dark", "blue", "rgb(22, 27, 24)", "auto", "auto"]
            assert page.locator(".ck-lite-looks").inner_text().split("\n")[0] == "Thème"
            page.select_option("#ck-theme", "contrast")
            page.select_option("#ck-card-back", "red")
            assert page.evaluate(LOOKS) == ["contrast", "contrast", "red", "rgb(0, 0, 0)", "contrast", "red"]
            found["a game"] = serious(page, axe_source) + page.evaluate(CONTRASTS, ".ckd")
            assert sorted(page.evaluate("() => Object.keys(localStorage)")) == ["cardkit.card_back", "cardkit.theme"]
            page.reload()
            page.wait_for_selector(".ck-root .ck-board")
            assert page.evaluate(LOOKS) == ["contrast", "contrast", "red", "rgb(0, 0, 0)", "contrast", "red"]
            page.select_option("#ck-theme", "auto")  # like the page: the system's again
            assert page.evaluate(LOOKS)[:4] == ["dark", "dark", "red", "rgb(22, 27, 24)"]
            visit.check()
        finally:
            browser.close()
    assert not any(found.values()), found


# The first visit's page has kept Python's memory for the next (python.js, a worker started after the first board).
KEPT = "() => document.documentElement.dataset.kept === 'yes'"


def test_the_dashboard_page_starts_a_game_and_a_second_visit_hits_the_cache(chromium, served):
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = _launch(p)
        try:
            visit = Visit(browser, served)
            page = visit.open(f"{served}/play/?lang=fr")
            assert "serveur" in page.locator(".ckd-form").inner_text()  # no rooms offered, and why (French)
            page.select_option("#ck-game", "house_of_suits")
            page.select_option("#ck-opponent", "beginner")
            page.locator("button.ckd-start").click()
            _click_and_answer(page)
            assert "game=house_of_suits" in page.url and "opponent=beginner" in page.url  # a link to share
            page.wait_for_function("() => navigator.serviceWorker.controller !== null")
            page.wait_for_function(KEPT)
            # The second visit: Python's files and cardkit's wheel come from the service worker's cache.
            cached = []
            page.on("response", lambda r: cached.append((r.url, r.from_service_worker)))
            page.reload()
            _click_and_answer(page)
            assert page.evaluate("document.documentElement.dataset.python") == "kept"  # Python's memory, kept
            visit.check()
        finally:
            browser.close()
    heavy = [hit for url, hit in cached if url.endswith(("pyodide.asm.wasm", ".whl"))]
    assert heavy and all(heavy), cached


# The kept Python memory (python.js), in the build's cache: whether its bytes fit the SHA-256 stored beside them;
# with "damage" or "foreign", a spoiled copy is put back in its place.
KEPT_MEMORY = """async (how) => {
  const cache = await caches.open(`cardkit-${JSON.parse(document.getElementById("ck-site").textContent).build}`);
  const key = (await cache.keys()).find((request) => request.url.includes("/python-memory?"));
  if (!key) return null;
  const hit = await cache.match(key);
  const bytes = new Uint8Array(await hit.arrayBuffer());
  const sha = async () => Array.from(new Uint8Array(await crypto.subtle.digest("SHA-256", bytes)),
                                     (b) => b.toString(16).padStart(2, "0")).join("");
  const sound = (await sha()) === hit.headers.get("x-sha256");
  if (how === "damage") bytes[bytes.length >> 1] ^= 0xff;  // a byte of the heap: the checksum no longer fits
  if (how === "foreign") bytes[16] ^= 0xff;  // the build id of another Pyodide, with a checksum that fits
  if (how) {
    const headers = { "x-sha256": how === "foreign" ? await sha() : hit.headers.get("x-sha256") };
    await cache.put(key, new Response(bytes, { headers }));
  }
  return sound;
}"""


def test_a_damaged_or_foreign_kept_python_memory_is_forgotten_and_python_starts_afresh(chromium, served):
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = _launch(p)
        try:
            visit = Visit(browser, served)
            page = visit.open(f"{served}/play/?game=ipso&lang=en")
            _click_and_answer(page)
            assert page.evaluate("document.documentElement.dataset.python") == "started"
            page.wait_for_function(KEPT)
            assert page.evaluate(KEPT_MEMORY, "") is True  # kept, and sound
            for how in ("damage", "foreign"):
                page.evaluate(KEPT_MEMORY, how)
                assert page.evaluate(KEPT_MEMORY, "") is (how == "foreign")
                page.reload()
                _click_and_answer(page)  # a board as on a first visit, and nothing said (no message)
                assert page.evaluate("document.documentElement.dataset.python") == "started", how
                page.wait_for_function(KEPT)
                assert page.evaluate(KEPT_MEMORY, "") is True  # a sound copy kept for the next visit
            page.reload()
            _click_and_answer(page)
            assert page.evaluate("document.documentElement.dataset.python") == "kept"
            visit.check()
        finally:
            browser.close()


def test_a_broken_site_or_browser_says_so_on_the_page(chromium, served):
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = _launch(p)
        try:
            no_wasm = Visit(browser, served, "delete globalThis.WebAssembly")
            page = no_wasm.open(f"{served}/play/?game=ipso&lang=en")
            assert "cannot run WebAssembly" in page.locator("#ck-message").inner_text()
            no_wasm.check()

            corrupt = Visit(browser, served)
            corrupt.context.route(
                "**/pyodide.asm.wasm", lambda route: route.fulfill(body=b"not wasm", content_type="application/wasm")
            )
            page = corrupt.open(f"{served}/play/?game=ipso&lang=fr")
            page.wait_for_selector("#ck-message:visible")
            assert "n’a pas pu être chargé" in page.locator("#ck-message").inner_text()
            assert "Traceback" not in page.content()
            missing = Visit(browser, served)
            missing.context.route("**/pypi/cardkit-*.whl", lambda route: route.fulfill(status=404))
            page = missing.open(f"{served}/play/?game=ipso&lang=en")
            page.wait_for_selector("#ck-message:visible")
            assert "could not be loaded (cardkit-" in page.locator("#ck-message").inner_text()

            no_storage = Visit(browser, served, "delete Navigator.prototype.serviceWorker")
            page = no_storage.open(f"{served}/play/?game=nothing&lang=en")
            assert "no game named “nothing”" in page.locator("#ck-message").inner_text()
            page.wait_for_selector("#ck-message[data-storage=off]", state="attached")
            assert page.locator("#ck-game").is_visible()  # the form, to choose a game
            no_storage.check()
        finally:
            browser.close()


# ------------------------------------------------------------------------------ My games, kept in the browser

ROWS = "() => [...document.querySelectorAll('.ckd-records-game')].map((e) => e.innerText.trim())"
STORED = "() => localStorage.getItem('cardkit.games')"
FITS = "() => document.documentElement.scrollWidth <= window.innerWidth"


# Where a card is over ten animation frames, and what could be moving it: said when a click cannot land.
MOTION = """(id) => new Promise((done) => {
  const root = document.querySelector('.ck-root');
  const boxes = [];
  const look = () => {
    const box = root.querySelector(`[data-id="${id}"]`)?.getBoundingClientRect();
    boxes.push(box ? [box.x, box.y, box.width, box.height].map(Math.round).join(',') : 'gone');
    if (boxes.length < 10) return requestAnimationFrame(look);
    const motions = document.getAnimations().map((a) => `${a.playState} ${a.effect?.target?.dataset?.id}`);
    done({ boxes, motions, classes: root.className, move: root.dataset.move, status: root.querySelector('.ck-status')?.innerText });
  };
  requestAnimationFrame(look);
})"""


def _play_to_the_end(page, game: str) -> list[str | None]:
    """The person's moves by the dashboard tests' choice (benchmarks/reliability), until the score sheet;
    what the storage held after each click (a game in progress is never written). A move is clicked only
    on the person's turn (``ck-my-turn``): the page's bot moves on a timer, and its glide may be under way."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    from benchmarks.reliability.browser import NEXT_CLICK, land, reply, wait_reply

    mine = ".ck-root.ck-my-turn"
    turn = f".ck-sheet, {mine} .ck-area.ck-mine .ck-card.ck-clickable:not(.ck-selected), {mine} [data-id^='choice:']:not([disabled])"
    during = []
    for _ in range(100):
        page.wait_for_function("(s) => !!document.querySelector(s)", arg=turn)
        id = page.evaluate(NEXT_CLICK, game)
        if id is None:
            return during
        before = reply(page)
        land(page)
        try:
            page.click(f'.ck-root [data-id="{id}"]', timeout=30_000)
        except PlaywrightTimeout as e:
            raise AssertionError(f"{id} could not be clicked: {page.evaluate(MOTION, id)}") from e
        wait_reply(page, before)
        during.append(page.evaluate(STORED))
    raise AssertionError("the game did not end")


def _my_games(page) -> list[str]:
    page.wait_for_selector(".ckd-records-where")
    page.wait_for_selector(".ckd-records-list, .ckd-records-none")
    return page.evaluate(ROWS)


def test_a_finished_game_is_kept_in_this_browser_and_moves_to_another_by_its_file(chromium, served, tmp_path):
    # About 30 s: a whole House of Suits deal (the quickest game: 11 moves of the person's) and four pages,
    # each starting Python; the three checks share them (a second visit, a second browser, a damaged value).
    import re

    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = _launch(p)
        try:
            visit = Visit(browser, served)
            page = visit.open(f"{served}/play/?game=house_of_suits&opponent=beginner&lang=en")
            page.wait_for_function("() => !document.querySelector('#ck-progress').textContent")
            during = _play_to_the_end(page, "house_of_suits")
            assert len(during) > 5 and not any(during[:-1])  # nothing written while the game was under way
            page.wait_for_selector("#ck-progress:has-text('kept in My games')")
            totals = page.locator(".ck-root .ck-totals").inner_text()  # "Match totals: Player 1 -25 · Bot 2 ... 45"
            mine, theirs = (int(n) for n in re.findall(r"(-?\d+)(?: ·|$)", totals))
            page.goto(f"{served}/play/?page=games&lang=en")  # a new page: the games come from the storage
            [row] = _my_games(page)
            assert " · House of Suits against Bot 2 (beginner) · " in row and row.endswith(f" · {mine}–{theirs}")
            assert (" · won · " in row) == (mine > theirs)
            assert "this browser only" in page.inner_text(".ckd-records-where")
            assert page.locator(".ckd-records-summary td").nth(1).inner_text() == "1"  # games against Beginner
            # On a phone the list, its buttons and a replay fit the screen's width.
            page.set_viewport_size({"width": 390, "height": 844})
            assert page.evaluate(FITS)
            # Replay: a stepper over the player's own views, one step a move.
            page.click(".ckd-records-replay")
            page.wait_for_selector(".ck-root [data-id='steps']")
            assert "The deal, before the first move" in page.inner_text(".ck-root") and page.evaluate(FITS)
            page.click(".ck-root [data-id='step-next']")
            page.wait_for_function("() => document.querySelector('.ck-step-slider').value === '1'")
            page.click(".ck-lite-to-list")  # back to My games, where every control is reached by Tab
            _my_games(page)
            for _ in range(40):
                page.keyboard.press("Tab")
                if page.evaluate("() => document.activeElement.matches('.ckd-records-download-all')"):
                    break
            else:
                raise AssertionError("Tab never reached Download all")
            with page.expect_download() as download:
                page.keyboard.press("Enter")
            everything = tmp_path / "cardkit-my-games.json"
            download.value.save_as(everything)
            visit.check()

            # Another browser (a fresh context: its own storage) imports the file: the same rows.
            other = Visit(browser, served)
            page = other.open(f"{served}/play/?page=games&lang=fr")
            assert _my_games(page) == []
            page.set_input_files(".ckd-import-file", str(everything))
            page.wait_for_selector(".ckd-records-imported")
            [imported] = page.evaluate(ROWS)
            date, _, _, score = row.split(" · ")  # the names stay as they were at the table (English)
            assert (
                imported.split(" · ")[::3] == [date, score]
                and " · House of Suits contre Bot 2 (beginner) · " in imported
            )
            page.set_input_files(".ckd-import-file", str(everything))  # a second time: nothing new, refused
            page.wait_for_selector("#ck-message:has-text('déjà gardées')")
            assert len(page.evaluate(ROWS)) == 1

            # A damaged value in the storage: said on the page, which still plays, and left as it was.
            damaged = page.evaluate(STORED)[:-30]
            page.evaluate("(v) => localStorage.setItem('cardkit.games', v)", damaged)
            page.goto(f"{served}/play/?game=ipso&opponent=beginner&lang=en")
            page.wait_for_selector("#ck-message:has-text('could not be read')")
            page.wait_for_function("() => !document.querySelector('#ck-progress').textContent")
            board = page.locator(".ck-root .ck-board")
            before = board.inner_html()
            page.locator(".ck-root .ck-board .ck-clickable:visible").first.click()
            page.wait_for_function("(b) => document.querySelector('.ck-root .ck-board').innerHTML !== b", arg=before)
            assert page.evaluate(STORED) == damaged
            other.check()
        finally:
            browser.close()


def test_delete_on_the_static_page_asks_first_and_forgets_only_what_was_confirmed(chromium, served, tmp_path):
    """Two games imported into a fresh browser's My games: Delete asks first, the keyboard on "No, keep",
    which changes nothing; "Yes, delete" forgets that game alone, in the storage too (a new page lists the
    other); Delete all asks first too, then leaves nothing."""
    from playwright.sync_api import sync_playwright

    from cardkit.records import open_records
    from test_records import ANA, kept_game

    with open_records(tmp_path / "elsewhere.db") as elsewhere:
        for seed in (1, 2):
            elsewhere.add(ANA, *kept_game(seed, date=1_700_000_000.0 + seed))
        games = tmp_path / "cardkit-my-games.json"
        games.write_text(elsewhere.export(ANA), encoding="utf-8")
    with sync_playwright() as p:
        browser = _launch(p)
        try:
            visit = Visit(browser, served)
            page = visit.open(f"{served}/play/?page=games&lang=en")
            assert _my_games(page) == []
            page.set_input_files(".ckd-import-file", str(games))
            page.wait_for_selector(".ckd-records-imported")
            rows, stored = page.evaluate(ROWS), page.evaluate(STORED)
            assert len(rows) == 2 and stored

            page.locator(".ckd-records-row").nth(0).locator(".ckd-records-delete").click()
            assert "cannot be undone" in page.inner_text(".ckd-confirm[role=alert]")
            page.wait_for_function("() => document.activeElement.matches('.ckd-records-no')")
            assert page.evaluate(ROWS) == rows and page.evaluate(STORED) == stored  # asked: nothing changed yet
            page.keyboard.press("Enter")  # No, keep
            page.wait_for_selector(".ckd-confirm", state="detached")
            assert page.evaluate(ROWS) == rows and page.evaluate(STORED) == stored

            page.locator(".ckd-records-row").nth(0).locator(".ckd-records-delete").click()
            page.click(".ckd-records-yes")
            page.wait_for_function("() => document.querySelectorAll('.ckd-records-game').length === 1")
            assert page.evaluate(ROWS) == rows[1:] and page.evaluate(STORED) != stored
            page = visit.open(f"{served}/play/?page=games&lang=en")  # a new page: from the storage
            assert _my_games(page) == rows[1:]

            page.click(".ckd-records-delete-all")
            assert "Delete every game" in page.inner_text(".ckd-confirm[role=alert]")
            assert page.evaluate(ROWS) == rows[1:]
            page.click(".ckd-records-yes")
            page.wait_for_selector(".ckd-records-none")
            page = visit.open(f"{served}/play/?page=games&lang=en")
            assert _my_games(page) == []
            visit.check()
        finally:
            browser.close()
