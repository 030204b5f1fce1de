"""The dashboard for real: `cardkit dashboard` serving Voila on 127.0.0.1, headless Chromium playing.

Each game is played from the form to its score sheet by clicking (House of Suits: a whole 4-game
match), one game by keyboard alone, and once in French; then the bad cases: a bad combination in
the form, a page reloaded mid-game and a tab closed mid-move, which must leave no kernel behind and
disturb no other session. The server runs with the bots' pause at 0 (``--bot-delay 0``, the
documented test setting) and a short cull timeout, so the leaked kernels of reloads go quickly.
"""

from __future__ import annotations

import sys

import pytest

from benchmarks.reliability.browser import (  # shared with the sessions part of the benchmark
    NEXT_CLICK,
    free_port,
    land,
    reply,
    serve,
    start,
    stop,
    wait_for_kernels,
    wait_reply,
)
from test_widgets_browser import browser, press_tab_to  # noqa: F401  (browser: a fixture)

pytestmark = pytest.mark.browser

TIMEOUT = 60_000  # ms
CULL = 10  # seconds: the test server's idle timeout (120 in real use); a page loading on a busy machine takes ~5 s

NO_OVERFLOW = "() => document.documentElement.scrollWidth <= window.innerWidth"
YOUR_TURN_OR_OVER = "() => !!document.querySelector('.ck-sheet, .ck-area.ck-mine.ck-current')"


@pytest.fixture(scope="module")
def server(tmp_path_factory, chromium):
    root = tmp_path_factory.mktemp("dashboard")
    port = free_port()
    process = serve(
        [
            sys.executable,
            "-m",
            "cardkit.cli",
            "dashboard",
            f"--port={port}",
            "--bot-delay=0",
            "--seed=7",
            f"--cull-idle-timeout={CULL}",
            "--cull-interval=1",
        ],
        root,
        port,
    )
    yield process, f"http://127.0.0.1:{port}/"
    stop(process)


@pytest.fixture(autouse=True)
def close_pages(browser):  # noqa: F811
    """Close what a test left open, passed or failed: an open page keeps its kernel, and the next
    test's count of kernels would fail on it too."""
    yield
    for context in browser.contexts:
        context.close()


def open_dashboard(browser, server, width: int = 1280, height: int = 860):  # noqa: F811
    """A page with the dashboard's form ready: returns (page, page errors)."""
    page = browser.new_page(viewport={"width": width, "height": height})
    page.set_default_timeout(TIMEOUT)
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    from playwright.sync_api import TimeoutError as PlaywrightTimeout  # (imported where a browser runs)

    page.goto(server[1])
    try:
        page.wait_for_selector("button.ckd-start")
    except PlaywrightTimeout:
        # On a machine loaded by the rest of the suite a page's kernel may miss Voila's start-up window;
        # a person reloads, and so does the test, once (a second failure fails the test).
        print("the dashboard's form did not come in time: the page is reloaded once", file=sys.stderr)
        page.reload()
        page.wait_for_selector("button.ckd-start")
    return page, errors


def change_game(page) -> None:
    """Back to the form: "Change the game" asks first while a game is under way ("Yes, change the game")."""
    page.click("button.ckd-change")
    page.wait_for_selector("button.ckd-start, button.ckd-confirm-yes")
    if page.locator("button.ckd-confirm-yes").count():
        page.click("button.ckd-confirm-yes")
    page.wait_for_selector("button.ckd-start")


GAME_CONTROL = {"Ipso": "ckd-variant", "Rummy 500": "ckd-target", "House of Suits": "ckd-match"}


def toggle(page, css: str, label: str) -> None:
    page.click(f".{css} button:text-is('{label}')")
    page.wait_for_selector(f".{css} button.mod-active:text-is('{label}')")
    if css == "ckd-games":  # the form is redrawn for that game: wait for it, not for the old one
        page.wait_for_selector(f".{GAME_CONTROL[label]}")


def click_through(page, game: str, whole_match: bool = False) -> int:
    """Play the human's moves by mouse until the score sheet (and, for a match, the last one)."""
    clicks = 0
    for _ in range(600):
        id = page.evaluate(NEXT_CLICK, game)
        if id is None:
            if whole_match and page.locator('[data-id="button:next_game"]').count():
                before = reply(page)
                page.click('[data-id="button:next_game"]')
                wait_reply(page, before)
                continue
            return clicks
        before = reply(page)
        land(page)
        page.click(f'.ck-root [data-id="{id}"]')
        wait_reply(page, before)
        assert page.locator(".ck-error").count() == 0, page.locator(".ck-error").inner_text()
        clicks += 1
    raise AssertionError("the game did not end")


def tab_to(page, selector: str, limit: int = 150) -> None:
    """Move the keyboard focus with Tab until it is on ``selector`` (keyboard only, no mouse)."""
    for _ in range(limit):
        if page.evaluate("(s) => !!document.activeElement && document.activeElement.matches(s)", selector):
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"Tab never reached {selector}")


def scores(page) -> list[list[str]]:
    return page.evaluate(
        "() => [...document.querySelectorAll('.ckd-scores tr')].map("
        "(tr) => [...tr.children].map((td) => td.innerText.trim()))"
    )


def test_ipso_from_the_form_to_the_score_sheet_by_mouse_with_rules_and_new_game(browser, server):  # noqa: F811
    page, errors = open_dashboard(browser, server)
    toggle(page, "ckd-games", "Rummy 500")
    toggle(page, "ckd-games", "Ipso")
    page.fill(".ckd-name-1 input", "Ana")
    page.select_option(".ckd-who-2 select", "Bot: Beginner")
    start(page)
    assert page.locator(".ck-title").inner_text() == "Ipso"
    page.click('[data-id="button:rules"]')  # the rules during the game
    assert "Final round: the Star card" in page.locator(".ck-rules").inner_text()
    page.click('[data-id="rules-close"]')
    click_through(page, "ipso")
    sheet = page.locator(".ck-sheet").inner_text()
    assert "Ana" in sheet and "Bot 2 (beginner)" in sheet
    rows = scores(page)
    assert rows[0][1:] == ["Ana", "Bot 2 (beginner)"] and rows[1][0] == "Game 1" and rows[-1][0] == "Total"
    assert rows[1][1:] == rows[-1][1:]
    before = reply(page)
    page.click('[data-id="button:new_game"]')
    wait_reply(page, before)
    assert page.locator(".ck-sheet").count() == 0 and "being played" in page.locator(".ckd-scores").inner_text()
    change_game(page)
    assert page.input_value(".ckd-name-1 input") == "Ana"  # the form remembers the last game's settings
    assert errors == []
    page.close()


def test_house_of_suits_whole_match_by_mouse_with_a_running_scoreboard(browser, server):  # noqa: F811
    page, errors = open_dashboard(browser, server)
    toggle(page, "ckd-games", "House of Suits")
    toggle(page, "ckd-match", "4 games")
    toggle(page, "ckd-suits", "4 suits")
    start(page)
    click_through(page, "house_of_suits", whole_match=True)
    rows = scores(page)
    assert [r[0] for r in rows[1:]] == ["Game 1", "Game 2", "Game 3", "Game 4", "Total"]
    totals = [sum(int(r[i]) for r in rows[1:5]) for i in (1, 2)]
    assert [int(v) for v in rows[-1][1:]] == totals
    assert page.locator('[data-id="button:next_game"]').count() == 0  # the match is over
    assert len(page.locator(".ck-sheet .ck-result").all()) == 2  # the game's result and the match's
    assert errors == []
    page.close()


def test_rummy_in_french_to_the_score_sheet_by_mouse(browser, server):  # noqa: F811
    page, errors = open_dashboard(browser, server)
    # The game chosen at once after the language: on the form drawn before or after the French one, it counts.
    page.click(".ckd-language button:text-is('Français')")
    toggle(page, "ckd-games", "Rummy 500")
    page.wait_for_selector("button.ckd-start:text-is('Jouer')")
    toggle(page, "ckd-target", "250 points")
    toggle(page, "ckd-target", "500 points")  # a single hand (396 card points in all) never ends the match
    page.select_option(".ckd-who-2 select", "Robot\u00a0: Débutant")
    start(page)
    assert page.locator(".ck-status").inner_text().startswith("À vous\u00a0: piochez")  # a non-breaking space
    assert "match en 500 points" in page.locator(".ck-subtitle").inner_text()
    assert "Tableau des scores" in page.locator(".ckd-scores").inner_text()
    click_through(page, "rummy500")
    assert "Donne 1" in page.locator(".ckd-scores").inner_text()
    assert page.locator('[data-id="button:next_game"]').inner_text() == "Donne suivante"  # Rummy's own word
    assert page.locator("button.ckd-change").inner_text() == "Changer de jeu"
    assert errors == []
    page.close()


def test_the_language_a_game_and_play_clicked_at_once_start_that_game(browser, server):  # noqa: F811
    """Three clicks with no wait between them, each maybe on the form the page showed before the last answer
    was drawn again: the game starts, the one chosen, in the language chosen."""
    page, errors = open_dashboard(browser, server)
    page.click(".ckd-language button:text-is('Français')", no_wait_after=True)
    page.click(".ckd-games button:text-is('House of Suits')", no_wait_after=True)
    page.click("button.ckd-start", no_wait_after=True)
    page.wait_for_selector(".ck-root .ck-board")
    assert page.locator(".ck-title").inner_text() == "House of Suits"
    page.wait_for_selector(".ckd-scores:has-text('Tableau des scores')")
    assert errors == []
    page.close()


def test_ipso_by_keyboard_alone(browser, server):  # noqa: F811
    page, errors = open_dashboard(browser, server)
    tab_to(page, "button.ckd-start")
    page.keyboard.press("Enter")
    page.wait_for_selector(".ck-root .ck-board")
    # The focus goes where the seat plays as the board shows (in its first frame): keys go to the board.
    page.wait_for_function("() => !!document.activeElement?.closest('.ck-root .ck-board')")
    for _ in range(200):
        id = page.evaluate(NEXT_CLICK, "ipso")
        if id is None:
            break
        before = reply(page)
        press_tab_to(page, id)
        page.keyboard.press("Enter")
        wait_reply(page, before)
        assert page.locator(".ck-error").count() == 0
        # The bot answers after the reply: keys pressed while its move redraws the board go astray.
        page.wait_for_function(YOUR_TURN_OR_OVER)
    page.wait_for_selector(".ck-sheet")
    assert page.locator(".ck-sheet .ck-result").first.inner_text().startswith(("Winner", "Shared win"))
    assert errors == []
    page.close()


def test_the_layout_fits_a_laptop_and_a_phone(browser, server):  # noqa: F811
    page, errors = open_dashboard(browser, server, 390, 844)
    assert page.evaluate(NO_OVERFLOW)
    toggle(page, "ckd-games", "Rummy 500")
    start(page)
    assert page.evaluate(NO_OVERFLOW)
    page.set_viewport_size({"width": 1366, "height": 768})
    for _ in range(7):  # a few moves, each answered before the next, so the picture shows a game under way
        before = reply(page)
        page.click(f'.ck-root [data-id="{page.evaluate(NEXT_CLICK, "rummy500")}"]')
        wait_reply(page, before)
    assert page.evaluate(NO_OVERFLOW)
    box = page.locator(".ckd-scores").bounding_box()
    assert box["x"] + box["width"] <= 1366 and box["y"] < 400  # the scoreboard sits beside the board
    assert errors == []
    page.close()


# What a box shows of its content: each element's box and its content's width, the page's width.
CUT = """(selector) => [...document.querySelectorAll(selector)].map((n) => {
  const r = n.getBoundingClientRect();
  return { left: r.left, right: r.right, shown: n.clientWidth, content: n.scrollWidth, scrolls: getComputedStyle(n).overflowX };
})"""


def test_six_players_in_french_on_a_phone_cut_nothing_off_the_scoreboard_or_the_menus(browser, server):  # noqa: F811
    page, errors = open_dashboard(browser, server, 390, 844)
    page.click(".ckd-language button:text-is('Français')")
    page.wait_for_selector("button.ckd-start:text-is('Jouer')")
    page.click(".ckd-players button:text-is('6')")
    page.wait_for_selector(".ckd-who-6")
    for seat in range(2, 7):
        page.select_option(f".ckd-who-{seat} select", "Robot\u00a0: Débutant")
    start(page)
    page.wait_for_selector(".ckd-scores:has-text('Bot 6 (débutant)')")
    assert page.evaluate(NO_OVERFLOW)
    # Six players' names are wider than the screen: the scoreboard scrolls sideways in its own box (a region
    # the keyboard can reach), inside the screen, rather than being cut off at its edge.
    [board] = page.evaluate(CUT, ".ckd-scores-box")
    assert 0 <= board["left"] and board["right"] <= 390 and board["scrolls"] == "auto", board
    assert page.locator(".ckd-scores-box[role=region][tabindex='0']").count() == 1
    # Bot 6 scrolled to: seen in the screen, the scoreboard alone moved sideways (not the buttons and menus
    # below it).
    last = page.locator(".ckd-scores th").last
    last.evaluate("(th) => th.scrollIntoView({ block: 'center', inline: 'end' })")
    assert last.evaluate(
        """(th) => { const r = th.getBoundingClientRect(); const x = (r.left + r.right) / 2;
          return r.right <= innerWidth && th.contains(document.elementFromPoint(x, (r.top + r.bottom) / 2)); }"""
    )
    assert page.locator("button.ckd-change").evaluate("(b) => b.getBoundingClientRect().left") >= 0
    # The theme and card-back menus' labels are whole ("Dos des cartes").
    for label in page.evaluate(CUT, ".ckd-looks .widget-label"):
        assert label["content"] <= label["shown"] and label["right"] <= 390, label
    assert errors == []
    page.close()


def test_a_bad_combination_in_the_form_gets_a_clear_message(browser, server):  # noqa: F811
    page, errors = open_dashboard(browser, server)
    page.fill(".ckd-name-1 input", "Sam")
    page.fill(".ckd-name-2 input", "sam")
    page.click("button.ckd-start")
    alert = page.wait_for_selector(".ckd-error[role=alert]")
    assert alert.inner_text() == "Two players are both called sam: give each player their own name."
    assert page.locator(".ck-root").count() == 0
    page.fill(".ckd-name-2 input", "Kim")
    start(page)
    assert errors == []
    page.close()


def test_the_page_asks_nothing_of_another_host(browser, server):  # noqa: F811
    # Voila's own template fetches Font Awesome from a CDN, and its app waits for the page's load
    # event: where the CDN never answers, the form stayed away until the browser gave up on it.
    page = browser.new_page()
    page.set_default_timeout(TIMEOUT)
    elsewhere: list[str] = []

    def note(request) -> None:
        if not request.url.removeprefix("blob:").startswith(server[1]):  # blob: the board's code
            elsewhere.append(request.url)

    page.on("request", note)
    page.goto(server[1])
    page.wait_for_selector("button.ckd-start")
    start(page)
    assert elsewhere == []
    page.close()


def test_reloads_and_closed_tabs_leave_no_kernel_and_spare_other_sessions(browser, server):  # noqa: F811
    process, _ = server
    wait_for_kernels(process, 1, seconds=3 * CULL + 20)  # the preheated kernel alone: earlier tests' pages culled
    other, other_errors = open_dashboard(browser, server)
    start(other)
    page, errors = open_dashboard(browser, server)
    start(page)
    page.click('[data-id="centre:0"]')
    page.wait_for_selector('[data-id="centre:0"].ck-selected')
    page.reload()  # mid-game: a fresh dashboard, and the old kernel is culled
    page.wait_for_selector("button.ckd-start")
    start(page)
    closing = browser.new_page()
    closing.goto(server[1])
    closing.wait_for_selector("button.ckd-start")
    closing.click("button.ckd-start")  # closed while the kernel answers
    closing.close()
    wait_for_kernels(process, 3, seconds=3 * CULL + 20)  # the two open pages and the preheated kernel
    # The other session was left alone, and kept its kernel while its player sat idle past the cull timeout.
    before = reply(other)
    other.click('[data-id="centre:0"]')
    wait_reply(other, before)
    assert other.locator('[data-id="centre:0"].ck-selected').count() == 1
    click_through(page, "ipso")
    page.close()
    other.close()
    wait_for_kernels(process, 1, seconds=3 * CULL + 20)
    assert errors == [] and other_errors == []
