"""The board by keyboard, by dragging, and read by axe-core: `cardkit dashboard` on 127.0.0.1, headless Chromium.

- A whole Ipso game and a Rummy 500 hand played from the form by keyboard alone, printing the keys
  each move took (``pytest -s`` shows them): one Tab stop per zone, the arrow keys to the card, Enter.
- The focus ring apart from the selection ring. Cards dragged (by mouse, and by touch): the move its clicks would make; a drop the rules refuse, a drop on nothing, a drag of
  a face-down card and a double click change nothing; the hand sorted and rearranged, kept a turn later.
- axe-core (the copy bundled by the ``axe-playwright-python`` package, injected into the page: nothing
  is fetched) reports no serious or critical violation on the form and during play of each game, at
  1366x768 and 390x844.
"""

from __future__ import annotations

import statistics
import sys
from pathlib import Path

import pytest

from benchmarks.reliability.browser import NEXT_CLICK, reply, serve, start, stop, wait_reply
from test_dashboard_browser import change_game, open_dashboard, tab_to, toggle
from test_widgets_browser import FOCUS, browser, keys_to  # noqa: F401  (browser: a fixture)

pytestmark = pytest.mark.browser

VIEWPORTS = [(1366, 768), (390, 844)]
GAMES = {"ipso": "Ipso", "rummy500": "Rummy 500", "house_of_suits": "House of Suits"}


@pytest.fixture(scope="module")
def server(tmp_path_factory, chromium):
    from benchmarks.reliability.browser import free_port

    root = tmp_path_factory.mktemp("input")
    port = free_port()
    process = serve(
        [
            sys.executable,
            "-m",
            "cardkit.cli",
            "dashboard",
            f"--port={port}",
            "--bot-delay=0",
            "--seed=11",
        ],
        root,
        port,
    )
    yield process, f"http://127.0.0.1:{port}/"
    stop(process)


@pytest.fixture(scope="module")
def axe_source() -> str:
    try:
        import axe_playwright_python
    except ImportError:
        from conftest import _missing

        _missing("axe-playwright-python (the test extra) is not installed")
    return Path(axe_playwright_python.__file__).with_name("axe.min.js").read_text(encoding="utf-8")


AXE_RUN = """async () => {
  // Every rule axe runs by default, and the check of a name against the visible text (experimental).
  // The app (its form, the board, the scoreboard), not Voila's page around it.
  const result = await axe.run(document.querySelector('.ckd') || document,
                               { rules: { 'label-content-name-mismatch': { enabled: true } } });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.length}): ` + v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | '));
}"""


def serious(page, axe_source: str) -> list[str]:
    # A card still gliding or fading in (the board's motion) is checked where and as it lands.
    page.evaluate("() => document.getAnimations().forEach((a) => a.finish())")
    if not page.evaluate("() => typeof axe !== 'undefined'"):
        page.evaluate(axe_source)
    return page.evaluate(AXE_RUN)


def step(page, game: str) -> None:
    id = page.evaluate(NEXT_CLICK, game)
    if id is not None:
        before = reply(page)
        page.click(f'.ck-root [data-id="{id}"]')
        wait_reply(page, before)


def test_axe_finds_nothing_serious_on_the_form_and_during_play(browser, server, axe_source):  # noqa: F811
    page, errors = open_dashboard(browser, server, *VIEWPORTS[0])
    found = {}

    def check(where: str) -> None:
        for width, height in VIEWPORTS:
            page.set_viewport_size({"width": width, "height": height})
            found[f"{where} at {width}x{height}"] = serious(page, axe_source)

    check("form")
    for game, label in GAMES.items():
        if game != "ipso":
            change_game(page)
            toggle(page, "ckd-games", label)
        start(page)
        for _ in range(3):
            step(page, game)
        check(game)
        page.click('[data-id="button:rules"]')  # the rules panel open too
        found[f"{game}, its rules open"] = serious(page, axe_source)
        page.click('[data-id="rules-close"]')
    print("\naxe-core, serious or critical violations:", {where: len(v) for where, v in found.items()})
    assert all(not v for v in found.values()), "\n".join(f"{k}: {x}" for k, v in found.items() for x in v)
    assert errors == []
    page.close()


# ------------------------------------------------------------------------------ keyboard
def play_by_keyboard(page, game: str) -> list[int]:
    """Play the person's moves to the score sheet by keyboard; the keys of each move (a move ends when
    no card is left selected)."""
    per_move, keys = [], 0
    for _ in range(400):
        id = page.evaluate(NEXT_CLICK, game)
        if id is None:
            return per_move
        keys += keys_to(page, id) + 1
        before = reply(page)
        page.keyboard.press("Enter")
        wait_reply(page, before)
        assert page.locator(".ck-error").count() == 0, page.locator(".ck-error").inner_text()
        if page.locator(".ck-card.ck-selected").count() == 0:
            per_move.append(keys)
            keys = 0
            if page.locator(".ck-sheet").count() == 0:  # the bots have moved: the focus is where I play
                focus = page.evaluate(FOCUS)
                assert focus and focus["inBoard"], focus
    raise AssertionError("the game did not end")


def figures(name: str, per_move: list[int], unit: str = "move") -> str:
    return (
        f"{name}: {len(per_move)} {unit}s, keys per {unit} median {statistics.median(per_move)}, "
        f"mean {statistics.mean(per_move):.1f}, max {max(per_move)}"
    )


def test_an_ipso_game_and_a_rummy_hand_by_keyboard_alone(browser, server):  # noqa: F811
    page, errors = open_dashboard(browser, server, 1366, 768)
    # The helper that counts keys finds its way by where the cards are drawn: with no gliding, it reads
    # where they land (the board's own arrows finish a glide first, see renderer.js).
    page.emulate_media(reduced_motion="reduce")
    tab_to(page, "button.ckd-start")
    page.keyboard.press("Enter")
    page.wait_for_selector(".ck-root .ck-board")
    page.wait_for_function("() => document.activeElement && !!document.activeElement.closest('.ck-zone')")
    assert page.evaluate(FOCUS)["zone"] == "zone:centre"  # after Play: on the cards to play
    # One Tab stop per zone, and no face-down card nobody can click is one.
    stops = page.evaluate(
        "() => [...document.querySelectorAll('.ck-zone')].map((z) => z.querySelectorAll('[tabindex=\"0\"]').length)"
    )
    assert max(stops) == 1
    assert page.locator(".ck-area:not(.ck-mine) .ck-card.ck-down[tabindex]").count() == 0
    ipso = play_by_keyboard(page, "ipso")
    page.wait_for_selector(".ck-sheet")

    change_game(page)
    toggle(page, "ckd-games", "Rummy 500")
    tab_to(page, "button.ckd-start")
    page.keyboard.press("Enter")
    page.wait_for_selector(".ck-root .ck-board")
    page.wait_for_function("() => document.activeElement && !!document.activeElement.closest('.ck-zone')")
    rummy = play_by_keyboard(page, "rummy500")
    page.wait_for_selector(".ck-sheet")
    turns = [draw + discard for draw, discard in zip(rummy[::2], rummy[1::2])]  # the plain policy never melds
    print(
        "\n"
        + figures("Ipso (2 players)", ipso)
        + "\n"
        + figures("Rummy 500 hand (2 players)", rummy)
        + "\n"
        + figures("Rummy 500 turns (draw, then select and discard)", turns, "turn")
    )
    assert statistics.median(ipso) <= 6 and max(ipso) <= 12
    assert statistics.median(rummy) <= 6 and max(rummy) <= 16
    assert errors == []
    page.close()


# ------------------------------------------------------------------------------ drag and drop
def drag(page, source: str, target: str | None, to: tuple[float, float] | None = None) -> None:
    """Press on ``source``, move in steps (as a hand does) and let go on ``target`` (or at ``to``)."""
    box = page.locator(f'.ck-root [data-id="{source}"]').bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.down()
    if to is None:
        goal = page.locator(f'.ck-root [data-id="{target}"]').bounding_box()
        to = (goal["x"] + goal["width"] / 2, goal["y"] + goal["height"] / 2)
    page.mouse.move(*to, steps=8)
    page.mouse.up()


def touch_drag(page, source: str, to: tuple[float, float]) -> None:
    """The same with a finger: touch events through Chromium's DevTools protocol (Playwright only taps)."""
    box = page.locator(f'.ck-root [data-id="{source}"]').bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    touch = page.context.new_cdp_session(page)
    touch.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
    for i in range(1, 9):
        point = {"x": x + (to[0] - x) * i / 8, "y": y + (to[1] - y) * i / 8}
        touch.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [point]})
    touch.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    touch.detach()


def settled(page, before: str) -> None:
    wait_reply(page, before)
    page.wait_for_function("() => !document.querySelector('.ck-root.ck-pending')")


def test_the_focus_ring_then_dragging_cards_plays_what_clicks_would_and_bad_drops_change_nothing(browser, server):  # noqa: F811
    page, errors = open_dashboard(browser, server, 1366, 1400)  # the source and the target both in view
    page.emulate_media(reduced_motion="reduce")  # drags aimed at where the cards are, not where they glide
    start(page)
    # First the keyboard: the focus ring is not the selection ring.
    page.focus('.ck-root [data-id="centre:1"]')
    page.keyboard.press("ArrowLeft")  # the keyboard's focus on centre:0
    before = reply(page)
    page.keyboard.press("Enter")
    wait_reply(page, before)
    ring = page.evaluate("""() => {
      const card = document.querySelector('.ck-root [data-id="centre:0"]');
      const s = getComputedStyle(card);
      return { selected: card.classList.contains('ck-selected'), focused: card.matches(':focus-visible'),
               outline: s.outlineStyle, outlineColor: s.outlineColor, shadow: s.boxShadow };
    }""")
    assert ring["selected"] and ring["focused"], ring
    assert ring["outline"] == "dashed" and "11, 87, 208" in ring["shadow"] and "11, 87, 208" not in ring["outlineColor"]
    before = reply(page)
    page.keyboard.press("Escape")  # the selection cleared
    wait_reply(page, before)
    move = lambda: page.locator(".ck-root").get_attribute("data-move")  # noqa: E731
    # A centre card dragged onto a place of my pyramid: the replacement.
    at, before = move(), reply(page)
    drag(page, "centre:0", "p0:13")
    settled(page, before)
    assert page.locator(".ck-error").count() == 0 and move() != at
    assert page.locator('.ck-root [data-id="p0:13"]').get_attribute("data-face") == "up"
    # Onto that place again (face up now): the engine's reason, nothing changes.
    at, before = move(), reply(page)
    drag(page, "centre:0", "p0:13")
    settled(page, before)
    assert page.locator(".ck-error").count() == 1 and move() == at
    # Onto the title bar (no target), and a face-down card dragged: a word why, no message.
    at, before = move(), reply(page)
    drag(
        page,
        "centre:1",
        None,
        to=(page.locator(".ck-title").bounding_box()["x"] + 5, page.locator(".ck-title").bounding_box()["y"] + 5),
    )
    assert page.locator(".ck-said").inner_text().startswith("That card cannot go there now")
    drag(page, "p0:0", "centre:0")
    assert page.locator(".ck-said").inner_text().startswith("That card cannot be moved now")
    # A drop off the board: the card goes back, with the same word.
    page.evaluate("() => document.querySelector('.ck-said').remove()")
    drag(page, "centre:1", None, to=(5, 760))
    assert page.locator(".ck-said").inner_text().startswith("That card cannot go there now")
    assert reply(page) == before and move() == at  # none of these sent anything
    # A double click is one click: centre:0 selected once.
    page.dblclick('.ck-root [data-id="centre:0"]')
    page.wait_for_selector(".ck-root .ck-card.ck-selected")
    page.wait_for_timeout(300)
    assert int(reply(page)) == int(before) + 1 and move() != at  # the one selection only
    assert page.locator('.ck-root [data-id="centre:0"].ck-selected').count() == 1

    # Rummy 500: the top of the discard pile dragged to my hand takes it, marked as not to discard.
    change_game(page)
    toggle(page, "ckd-games", "Rummy 500")
    start(page)
    top = page.evaluate("() => [...document.querySelectorAll('.ck-root [data-id^=\"discard:\"]')].pop().dataset.id")
    before = reply(page)
    drag(page, top, "zone:hand:0")
    settled(page, before)
    assert page.locator(".ck-error").count() == 0
    assert page.locator(".ck-area.ck-mine .ck-card.ck-badge-no-discard .ck-badge").count() == 1
    # Sorted by rank, then the last card dragged to the front: the order the table keeps.
    before = reply(page)
    page.click('[data-id="sort:rank"]')
    settled(page, before)

    def hand():
        return page.evaluate(
            "() => [...document.querySelectorAll('.ck-mine [data-id=\"zone:hand:0\"] .ck-card')]"
            ".map((c) => c.dataset.id)"
        )

    ranks = hand()
    first = page.locator(f'.ck-root [data-id="{ranks[0]}"]').bounding_box()
    before = reply(page)
    drag(page, ranks[-1], None, to=(first["x"] + 3, first["y"] + first["height"] / 2))
    settled(page, before)
    assert hand() == [ranks[-1]] + ranks[:-1]
    # By touch: the first card dragged past the last one goes to the end.
    arranged = hand()
    last = page.locator(f'.ck-root [data-id="{arranged[-1]}"]').bounding_box()
    before = reply(page)
    touch_drag(page, arranged[0], (last["x"] + last["width"] - 2, last["y"] + last["height"] / 2))
    settled(page, before)
    assert hand() == arranged[1:] + arranged[:1]
    # By keyboard: Shift+Right moves the focused card one place right, and it keeps the focus.
    arranged = hand()
    page.focus(f'.ck-root [data-id="{arranged[0]}"]')
    before = reply(page)
    page.keyboard.press("Shift+ArrowRight")
    settled(page, before)
    assert hand() == [arranged[1], arranged[0]] + arranged[2:]
    assert page.evaluate("() => document.activeElement.dataset.id") == arranged[0]
    assert errors == []
    page.close()


# A second board on the page (another widget's, the same game): its own model, its sent messages kept apart.
SECOND_BOARD = """(scene) => {
  const host = document.createElement('div');
  host.id = 'other';
  document.body.append(host);
  window.otherSent = [];
  const model = { get: (name) => (name === 'scene' ? scene : name === 'rules' ? {} : undefined), on() {}, off() {},
                  send: (message) => window.otherSent.push(message) };
  window.ckRenderer.render({ model, el: host });
}"""


def test_clicks_and_drops_on_stale_hidden_or_foreign_elements_send_nothing(browser):  # noqa: F811
    """The board's front end alone (benchmarks/board_page.py): what a click or drop may not do."""
    from benchmarks.board_page import open_page, position, show

    errors: list[str] = []
    page = open_page(browser, 1366, 768, errors, reduced_motion="reduce")
    sent = lambda: page.evaluate("() => window.ckSent.length")  # noqa: E731
    try:
        table = position("rummy500", 2, 0)
        scene = table.frame()
        show(page, scene)
        # Hidden: the other player's face-down hand, and the stock's back once it cannot be drawn from.
        page.click(".ck-root .ck-opponent .ck-fan", force=True)
        assert sent() == 0
        # Stale: a card the seat could click on the board before, clicked after a board where it cannot.
        stock = page.query_selector('.ck-root [data-id="stock"]')
        assert "ck-clickable" in stock.get_attribute("class")
        waiting = {
            **scene,
            "areas": [
                {
                    **a,
                    "zones": [
                        {
                            **z,
                            "rows": [
                                {**r, "cards": [{k: v for k, v in c.items() if k != "send"} for c in r["cards"]]}
                                for r in z["rows"]
                            ],
                        }
                        for z in a["zones"]
                    ],
                }
                for a in scene["areas"]
            ],
        }
        show(page, waiting)
        stock.click(force=True)
        # An element the update took off the board, clicked by a script that kept it.
        page.evaluate(
            "() => { const b = document.querySelector('.ck-root [data-id=\"button:rules\"]'); b.remove(); b.click(); }"
        )
        assert sent() == 0
        # Foreign: a card of this board dropped on the same card of another board on the page: refused with
        # a word, neither board sends anything.
        show(page, scene)
        page.evaluate(SECOND_BOARD, scene)
        hand = page.evaluate("() => document.querySelector('#host .ck-mine .ck-card').dataset.id")
        box = page.locator(f'#host .ck-root [data-id="{hand}"]').bounding_box()
        goal = page.locator(f'#other .ck-root [data-id="{hand}"]').bounding_box()
        page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        page.mouse.down()
        page.mouse.move(goal["x"] + goal["width"] / 2, goal["y"] + goal["height"] / 2, steps=8)
        page.mouse.up()
        assert page.locator("#host .ck-said").inner_text().startswith("That card cannot go there now")
        assert sent() == 0 and page.evaluate("() => window.otherSent.length") == 0
        # Two clicks before the answer: one message (the second waits for the board's answer).
        page.evaluate("() => { const s = document.querySelector('#host [data-id=\"stock\"]'); s.click(); s.click(); }")
        assert sent() == 1
    finally:
        page.close()
    assert not errors, errors
