"""The play widget in marimo (``marimo run``), which draws an anywidget inside a shadow root: the board
renders, a drag rearranges the hand, and a move is made by keyboard alone, the focus staying on the
board across the update (renderer.js finds the element under the pointer and the focused element
through the board's root node, not through ``document``).
"""

from __future__ import annotations

import sys
import textwrap

import pytest

from benchmarks.reliability.browser import free_port, serve, stop
from conftest import _missing
from test_widgets_browser import browser  # noqa: F401  (a fixture: one Chromium per module)

pytestmark = pytest.mark.browser


NOTEBOOK = textwrap.dedent("""
    import marimo

    app = marimo.App()


    @app.cell
    def _():
        import marimo as mo
        import cardkit.rummy500

        board = mo.ui.anywidget(cardkit.rummy500.play(seed=3, bot_delay=0))
        board
        return


    if __name__ == "__main__":
        app.run()
""")

# What the page holds inside the widget's shadow root (Playwright's CSS selectors pierce it; a
# script has to go in by the host).
INSIDE = """() => {
  const hosts = [...document.querySelectorAll('*')].filter((node) => node.shadowRoot);
  const shadow = hosts.map((node) => node.shadowRoot).find((s) => s.querySelector('.ck-root'));
  const root = shadow.querySelector('.ck-root');
  const here = shadow.activeElement;
  return {
    inShadow: !document.querySelector('.ck-root'),
    hand: [...root.querySelectorAll('.ck-mine [data-id="zone:hand:0"] .ck-card')].map((c) => c.dataset.id),
    focus: here && root.contains(here) ? here.dataset.id || here.tagName : null,
    reply: root.getAttribute('data-reply'),
    pending: root.classList.contains('ck-pending'),
    said: root.querySelector('.ck-said')?.textContent || '',
  };
}"""


@pytest.fixture(scope="module")
def marimo_app(tmp_path_factory, chromium):
    try:
        import marimo  # noqa: F401
    except ImportError:
        _missing("marimo is not installed (it is in the test extra)")
    root = tmp_path_factory.mktemp("marimo")
    (root / "board.py").write_text(NOTEBOOK)
    port = free_port()
    process = serve(
        [
            sys.executable,
            "-m",
            "marimo",
            "run",
            "board.py",
            "--headless",
            f"--port={port}",
            "--host=127.0.0.1",
            "--no-token",
            "--no-sandbox",
            "--no-check",
        ],
        root,
        port,
    )
    yield f"http://127.0.0.1:{port}/"
    stop(process)


def settle(page, before: str) -> dict:
    page.wait_for_function(f"() => ({INSIDE})().reply !== {before!r} && !({INSIDE})().pending")
    return page.evaluate(INSIDE)


def test_the_board_in_marimo_takes_a_drag_and_a_keyboard_move(browser, marimo_app):  # noqa: F811
    page = browser.new_page(viewport={"width": 1366, "height": 1000})
    page.set_default_timeout(90_000)
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(marimo_app)
    page.wait_for_selector(".ck-root .ck-board")
    page.emulate_media(reduced_motion="reduce")  # the drag aimed where the cards are, not where they glide
    state = page.evaluate(INSIDE)
    assert state["inShadow"] and len(state["hand"]) >= 7, state

    # A drag: the first card of the hand dropped past the last one goes to the end.
    hand = state["hand"]
    first = page.locator(f'.ck-root [data-id="{hand[0]}"]').bounding_box()
    last = page.locator(f'.ck-root [data-id="{hand[-1]}"]').bounding_box()
    page.mouse.move(first["x"] + first["width"] / 2, first["y"] + first["height"] / 2)
    page.mouse.down()
    page.mouse.move(last["x"] + last["width"] - 2, last["y"] + last["height"] / 2, steps=8)
    page.mouse.up()
    state = settle(page, state["reply"])
    assert state["hand"] == hand[1:] + hand[:1], state
    assert state["said"] == "", state

    # The keyboard: the stock focused, Enter draws from it (a move), and the focus goes on to the hand
    # (the stock cannot take it any more), inside the shadow root, where the arrows go along the hand.
    page.focus('.ck-root [data-id="stock"]')
    before = state["reply"]
    page.keyboard.press("Enter")
    state = settle(page, before)
    assert len(state["hand"]) == len(hand) + 1, state
    assert state["focus"] in state["hand"], state
    was = state["focus"]
    for key in ("ArrowLeft", "ArrowRight"):  # whichever way has a card next to it on the screen
        page.keyboard.press(key)
        state = page.evaluate(INSIDE)
        if state["focus"] != was:
            break
    assert state["focus"] in state["hand"] and state["focus"] != was, state
    before = state["reply"]
    page.keyboard.press("Enter")  # selects the card of the hand (the discard to make)
    state = settle(page, before)
    assert page.locator(".ck-root .ck-mine .ck-card.ck-selected").count() == 1
    assert errors == []
    page.close()
