"""The dashboard's main path as `make demo` serves it: no ``--seed``, so a game of one person against a
bot is kept in a room of the default rooms file (here under a test XDG_DATA_HOME), and has everything a
game in the kernel has -- the README's promises as the checklist:

- no room chrome, only "Your game is kept: a reload of this page resumes it";
- Undo under the undo rule (Rummy 500: a card taken from the spread discard pile, which was in view,
  is put back; Ipso and House of Suits: after the bot's answer showed a new card the button is off);
- a reload resumes the game where it was;
- "New game" asks first while a game is under way, then deals a new one;
- at the end the score sheet offers "Review this game", and the review opens.

The server runs with the bots' pause at 0 (``--bot-delay 0``, the documented test setting).
"""

from __future__ import annotations

import sys

import pytest

from benchmarks.reliability.browser import (
    DASHBOARD_PROBE,
    NEXT_CLICK,
    free_port,
    land,
    reply,
    serve,
    start,
    stop,
    wait_reply,
)
from cardkit.dashboard.server import MAX_MESSAGE
from test_dashboard_browser import click_through, open_dashboard, toggle
from test_widgets_browser import browser  # noqa: F401  (a fixture)

pytestmark = pytest.mark.browser

TITLES = {"ipso": "Ipso", "rummy500": "Rummy 500", "house_of_suits": "House of Suits"}
BOARD = "() => document.querySelector('.ck-root .ck-board').innerText"


@pytest.fixture(scope="module")
def server(tmp_path_factory, chromium):
    root = tmp_path_factory.mktemp("solo")
    port = free_port()
    process = serve(
        [
            sys.executable,
            "-m",
            "cardkit.cli",
            "dashboard",
            f"--port={port}",
            "--bot-delay=0",
        ],
        root,
        port,
        env={"XDG_DATA_HOME": str(root / "data")},
        probe=DASHBOARD_PROBE,
    )
    yield process, f"http://127.0.0.1:{port}/"
    stop(process)
    assert (root / "data" / "cardkit" / "rooms.db").exists()  # the games were kept in the default rooms file


def one_move(page, game: str) -> None:
    """Click my next move through (one or several clicks), until the move log shows it."""
    moves = page.locator(".ck-root .ck-log li").count()
    for _ in range(12):
        before = reply(page)
        land(page)
        page.click(f'.ck-root [data-id="{page.evaluate(NEXT_CLICK, game)}"]')
        wait_reply(page, before)
        if page.locator(".ck-root .ck-log li").count() != moves:
            return
    raise AssertionError("no move was made")


def button(page, name: str):
    return page.locator(f'.ck-root [data-id="button:{name}"]')


def press(page, name: str) -> None:
    before = reply(page)
    button(page, name).click()
    wait_reply(page, before)
    assert page.locator(".ck-root .ck-error").count() == 0, page.locator(".ck-root .ck-error").inner_text()


def record_sent_frames(page) -> list[int]:
    """The sizes of the websocket frames the page sends from now on (its messages to its kernel)."""
    sizes: list[int] = []
    page.on("websocket", lambda ws: ws.on("framesent", lambda payload: sizes.append(len(payload))))
    return sizes


@pytest.mark.parametrize("game", sorted(TITLES))
def test_a_game_against_a_bot_kept_in_a_room_has_undo_new_game_review_and_resumes(browser, server, game):  # noqa: F811
    page, errors = open_dashboard(browser, server)
    sent = record_sent_frames(page)
    toggle(page, "ckd-games", TITLES[game])
    start(page)
    side = page.locator(".ckd-side").inner_text()
    assert "Your game is kept: a reload of this page resumes it." in side
    assert "Room code" not in page.locator("body").inner_text() and "(host)" not in page.content()
    assert button(page, "undo").count() == 1 and button(page, "new_game").count() == 1

    # Undo, under the undo rule.
    if game == "rummy500":
        hand = page.locator(".ck-area.ck-mine .ck-card").count()
        # Unseeded: the bot may open the hand, so wait for my turn; the top of the spread pile is its last
        # card (discard:0 is the deepest, the top only while the pile holds the turned-up card alone).
        page.wait_for_selector(".ck-area.ck-mine.ck-current")
        top = page.locator('.ck-root [data-id^="discard:"]').last.get_attribute("data-id")
        before = reply(page)
        page.click(f'.ck-root [data-id="{top}"]')  # the top of the spread pile: a card already in view
        wait_reply(page, before)
        assert page.locator(".ck-area.ck-mine .ck-card").count() == hand + 1 and button(page, "undo").is_enabled()
        press(page, "undo")
        assert page.locator(".ck-area.ck-mine .ck-card").count() == hand
    else:
        one_move(page, game)  # my move, then the bot's, which shows me new cards
        assert button(page, "undo").is_disabled()

    # A reload resumes the game where it was.
    one_move(page, game)
    board = page.evaluate(BOARD)
    page.reload()
    page.wait_for_selector(".ck-root .ck-board")
    assert page.evaluate(BOARD) == board

    # "New game" asks first, then deals a new one.
    press(page, "new_game")
    assert button(page, "confirm_new_game").count() == 1
    press(page, "confirm_new_game")
    assert page.evaluate(BOARD) != board  # a new deal (whoever opens it)

    # At the end, "Review this game".
    click_through(page, game)
    assert button(page, "review").count() == 1
    button(page, "review").click()
    page.wait_for_selector('.ck-root [data-id="button:back"]')
    assert errors == []
    # Every message the board sent fits the server's inbound cap with room to spare (docs/reliability.md).
    print(f"{game}: {len(sent)} frames sent, the largest {max(sent)} bytes")
    assert sent and max(sent) < MAX_MESSAGE // 4
    page.close()


def test_play_clicked_at_once_after_choosing_a_game_starts_that_game(browser, server):  # noqa: F811
    page, errors = open_dashboard(browser, server)
    page.click(".ckd-games button:text-is('House of Suits')")
    page.click("button.ckd-start")  # at once: the form is still being drawn again for the game chosen
    page.wait_for_selector(".ck-root .ck-board")
    assert page.locator(".ck-title").inner_text() == "House of Suits"
    assert errors == []
    page.close()
