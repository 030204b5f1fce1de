"""The layout for play, measured in Chromium: your cards and the toolbar on the screen with no scrolling.

Every game at every seat count is drawn at a laptop's 1366x768 and a phone's 390x844 by the widget's
own front end (``renderer.js`` and ``cardkit.css``) in a plain page (``benchmarks/board_page.py``: no
Jupyter, no kernel), at the start of a deal and in the middle of it; the dashboard is checked once at
each size (one page, resized). The bounding boxes checked: the seat at the screen's cards and the toolbar inside the
viewport, nothing wider than the screen, every touch target at least 44 px on the phone, runs of
melds on one line, the toolbar the same size with and without "Clear the selection", score sheets inside the screen, no
pyramid row covering the row above, hidden hands
as one fanned back with a count, the "your turn" cue. Then the moves you can follow: the last move's
cards marked, cards gliding between zones, and no motion under ``prefers-reduced-motion``.
"""

from __future__ import annotations

import sys

import pytest

from benchmarks.board_page import open_page, position, show
from benchmarks.reliability.browser import free_port, serve, start, stop
from cardkit.testing import scene_cards as elements
from test_widgets_browser import browser  # noqa: F401  (a fixture: one Chromium per module)

pytestmark = pytest.mark.browser

LAPTOP, PHONE = (1366, 768), (390, 844)
SEATS = [("ipso", n) for n in (2, 3, 4, 5, 6)] + [("rummy500", n) for n in (2, 3, 4)] + [("house_of_suits", 2)]
MIDDLE = {"ipso": 14, "rummy500": 16, "house_of_suits": 14}  # moves into the deal: a table well under way

MEASURE = """() => {
  const box = (node) => { const r = node.getBoundingClientRect();
    return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height }; };
  const root = document.querySelector('.ck-root');
  const visible = (node) => getComputedStyle(node).visibility !== 'hidden' && node.getClientRects().length > 0;
  return {
    scrollWidth: document.documentElement.scrollWidth,
    mine: [...root.querySelectorAll('.ck-area.ck-mine .ck-card')].map(box),
    bar: box(root.querySelector('.ck-bar')),
    targets: [...root.querySelectorAll('.ck-card.ck-clickable, button, select')].filter(visible)
      .map((node) => ({ id: node.getAttribute('data-id'), ...box(node) })),
    runs: [...root.querySelectorAll('.ck-layout-groups .ck-cards')]
      .map((row) => [...row.children].map((card) => Math.round(card.getBoundingClientRect().top))),
    loose: [...root.querySelectorAll('.ck-opponent .ck-layout-row .ck-cards')]
      .map((row) => row.querySelectorAll(':scope > .ck-card.ck-down').length),
    fans: [...root.querySelectorAll('.ck-opponent .ck-fan')].map((fan) => Number(fan.querySelector('.ck-badge').textContent)),
    myTurn: root.classList.contains('ck-my-turn') && !!root.querySelector('.ck-area.ck-mine.ck-current'),
  };
}"""


def check_layout(page, size: tuple[int, int], what: str) -> dict:
    """The layout rules at ``size``, on the board on the page; returns the measures."""
    width, height = size
    m = page.evaluate(MEASURE)
    assert m["scrollWidth"] <= width, f"{what}: the page is {m['scrollWidth']} px wide on a {width} px screen"
    assert m["mine"], f"{what}: no cards of the seat at the screen"
    for card in m["mine"] + [m["bar"]]:
        assert card["left"] >= 0 and card["top"] >= 0 and card["right"] <= width and card["bottom"] <= height, (
            f"{what}: {card} is outside the {width}x{height} screen"
        )
    if width < 640:
        small = [t for t in m["targets"] if t["width"] < 44 or t["height"] < 44]
        assert not small, f"{what}: touch targets under 44 px: {small}"
    for run in m["runs"]:
        assert len(set(run)) <= 1, f"{what}: a run of cards broken across lines at {run}"
    assert all(n <= 1 for n in m["loose"]), f"{what}: another player's hidden cards drawn one by one"
    assert m["myTurn"], f"{what}: no 'your turn' cue"
    return m


def hidden_hands(scene: dict) -> list[int]:
    """How many cards each other player's hidden hand holds, for each hand of two cards or more: each is
    drawn as one fanned back whose badge says that number."""
    counts = []
    for area in scene["areas"]:
        if area["mine"] or not area["id"].startswith("seat:"):
            continue
        for zone in area["zones"]:
            if zone["layout"] == "row":
                for row in zone["rows"]:
                    down = sum(1 for card in row["cards"] if card["face"] == "down")
                    if down >= 2:
                        counts.append(down)
    return sorted(counts)


def selecting_click(scene: dict) -> dict | None:
    """A click that selects a card (the first step of a move in several clicks), if there is one."""
    return next((c["send"] for c in elements(scene) if c.get("send", {}).get("kind") == "select"), None)


@pytest.mark.parametrize("size", [LAPTOP, PHONE], ids=["laptop", "phone"])
def test_every_game_and_seat_count_fits_the_screen(browser, size):  # noqa: F811
    errors: list[str] = []
    page = open_page(browser, *size, errors, reduced_motion="reduce")
    try:
        for game, players in SEATS:
            for moves in (0, MIDDLE[game]):
                table = position(game, players, moves)
                show(page, table.frame())
                what = f"{game}, {players} players, move {len(table.state.history)}, {size[0]}x{size[1]}"
                m = check_layout(page, size, what)
                assert sorted(m["fans"]) == hidden_hands(table.frame()), what
            # The toolbar keeps its size when "Clear the selection" appears.
            if not selecting_click(table.frame()):  # Rummy 500 draws first
                stock = next(c for c in elements(table.frame()) if c["id"] == "stock")
                assert table.handle({**stock["send"], "move": table.now.move, "seat": 0}).ok
                show(page, table.frame())
            before = page.evaluate(MEASURE)["bar"]
            outcome = table.handle({**selecting_click(table.frame()), "move": table.now.move, "seat": 0})
            assert outcome.ok, outcome.error
            assert any(b["id"] == "clear" for b in table.frame()["buttons"])
            show(page, table.frame())
            assert page.evaluate(MEASURE)["bar"] == before, f"{game}: the toolbar moved when Clear appeared"
    finally:
        page.close()
    assert not errors, errors


# Each pyramid row's cards against the row above's: how far the lower row's top comes over the upper's bottom.
PYRAMID_OVERLAPS = """() => [...document.querySelectorAll('.ck-root .ck-layout-pyramid')].flatMap((zone) => {
  const rows = [...zone.querySelectorAll('.ck-row:not(.ck-row-aside) .ck-cards')]
    .map((row) => row.firstElementChild?.getBoundingClientRect()).filter(Boolean);
  return rows.slice(1).map((box, i) => rows[i].bottom - box.top);
})"""
# The score sheet's box and its table's, and the page's width.
SHEET = """() => { const sheet = document.querySelector('.ck-root .ck-sheet');
  const box = (n) => { const r = n.getBoundingClientRect(); return { left: r.left, right: r.right }; };
  return { sheet: box(sheet), table: box(sheet.querySelector('table')), page: document.documentElement.scrollWidth }; }"""

# The words of the score sheet's cells wider than their cell (each is broken across lines: "Playe r").
BROKEN_WORDS = """() => { const out = [];
  const probe = document.createElement('span');
  probe.style.cssText = 'position: absolute; visibility: hidden; white-space: nowrap';
  document.body.append(probe);
  for (const cell of document.querySelectorAll('.ck-root .ck-sheet-table th, .ck-root .ck-sheet-table td')) {
    const style = getComputedStyle(cell);
    const room = cell.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    probe.style.font = style.font;
    for (const word of cell.innerText.split(/\\s+/).filter(Boolean)) {
      probe.textContent = word;
      const wide = probe.getBoundingClientRect().width;
      if (wide > room + 0.5) out.push(`${word}: ${Math.round(wide)} px in ${Math.round(room)}`);
    }
  }
  probe.remove();
  return out; }"""


@pytest.mark.parametrize("size", [LAPTOP, PHONE], ids=["laptop", "phone"])
def test_score_sheets_fit_the_screen_and_no_pyramid_row_covers_the_one_above(browser, size):  # noqa: F811
    errors: list[str] = []
    page = open_page(browser, *size, errors, reduced_motion="reduce")
    width = size[0]
    try:
        sheets = [("ipso", 2, "en"), ("ipso", 4, "en"), ("ipso", 6, "fr"), ("rummy500", 3, "en"), ("rummy500", 4, "fr")]
        for game, players, language in sheets + [("house_of_suits", 2, "en"), ("house_of_suits", 2, "fr")]:
            # played to the end of its first game: the score sheet
            table = position(game, players, 400, language=language)
            assert table.frame()["sheet"], game
            show(page, table.frame())
            m = page.evaluate(SHEET)
            for part in ("sheet", "table"):
                assert 0 <= m[part]["left"] and m[part]["right"] <= width, (
                    f"{game}: the sheet's {part} {m[part]} off a {width} px screen"
                )
            assert m["page"] <= width, f"{game}: the page is {m['page']} px wide with the score sheet"
            broken = page.evaluate(BROKEN_WORDS)
            assert not broken, (
                f"{game}, {players} players, {language}: words broken across lines in the sheet: {broken}"
            )
        for players in (2, 3, 6):
            for moves in (0, MIDDLE["ipso"]):
                show(page, position("ipso", players, moves).frame())
                overlaps = page.evaluate(PYRAMID_OVERLAPS)
                assert overlaps and max(overlaps) <= 0, (
                    f"ipso, {players} players: pyramid rows cover the row above by {overlaps}"
                )
    finally:
        page.close()
    assert not errors, errors


def test_the_last_moves_are_marked_and_cards_glide_unless_motion_is_reduced(browser):  # noqa: F811
    errors: list[str] = []
    table = position("rummy500", 3, 6, seed=3)
    frame = table.frame()
    marked = [c for a in frame["areas"] for z in a["zones"] for r in z["rows"] for c in r["cards"] if c.get("last")]
    assert marked, "the bots' last moves are marked on the board"
    for reduce, glides in (("no-preference", True), ("reduce", False)):
        page = open_page(browser, *LAPTOP, errors, reduced_motion=reduce)
        try:
            show(page, position("rummy500", 3, 4, seed=3).frame())
            show(page, frame)
            moving = page.evaluate("() => document.getAnimations().length")
            assert (moving > 0) == glides, f"{moving} cards moving with prefers-reduced-motion: {reduce}"
            labels = page.eval_on_selector_all(".ck-last", "nodes => nodes.map((n) => n.getAttribute('aria-label'))")
            assert labels and all("last move" in label for label in labels), labels
            # The log reads newest first.
            first = page.inner_text(".ck-log li:first-child")
            assert first == frame["log"][-1]
        finally:
            page.close()
    assert not errors, errors


GLIDES = """() => document.getAnimations().map((a) => `${a.effect.target.dataset.card || a.effect.target.className}: ${
  a.effect.getKeyframes()[0].transform}`)"""
BOARD_TOP = "() => document.querySelector('.ck-board').getBoundingClientRect().top"


@pytest.mark.parametrize("size", [LAPTOP, PHONE], ids=["laptop", "phone"])
def test_cards_glide_when_they_move_on_the_board_not_when_the_board_moves_on_the_page(browser, size):  # noqa: F811
    """A prompt that grows a line, or a notice above the board, moves the whole board down the page: its cards
    stay where they were on it, on the table and on your docked side (carried with the board on the laptop,
    part of the way on the phone, where it then stays at the screen's foot), so none glides (a House of Suits
    select slid 11-13 cards on a phone, 13 in the dashboard)."""
    errors: list[str] = []
    frame = position("house_of_suits", 2, 6, seed=3).frame()
    longer = {**frame, "prompt": frame["prompt"] + " " + frame["prompt"] * 3, "notice": "A notice above the board."}
    page = open_page(browser, *size, errors)
    try:
        show(page, frame)
        page.evaluate("() => document.getAnimations().forEach((a) => a.finish())")  # the last move's fades
        top = page.evaluate(BOARD_TOP)
        show(page, longer)
        assert page.evaluate(BOARD_TOP) - top > 40, "the board moved down the page"
        assert page.evaluate(GLIDES) == []
        # Your last card put first in your hand: it and the cards after it move on the board, and glide.
        hand = next(z for a in frame["areas"] if a.get("mine") for z in a["zones"] if len(z["rows"][0]["cards"]) > 1)
        cards = hand["rows"][0]["cards"]
        hand["rows"][0]["cards"] = [cards[-1], *cards[:-1]]
        show(page, frame)
        assert len(page.evaluate(GLIDES)) == len(cards), page.evaluate(GLIDES)
    finally:
        page.close()
    assert not errors, errors


@pytest.fixture(scope="module")
def dashboard(tmp_path_factory, chromium):
    root = tmp_path_factory.mktemp("layout-dashboard")
    port = free_port()
    process = serve(
        [sys.executable, "-m", "cardkit.cli", "dashboard", f"--port={port}", "--bot-delay=0", "--seed=7"], root, port
    )
    yield f"http://127.0.0.1:{port}/"
    stop(process)


def test_the_dashboard_shows_your_cards_without_scrolling(browser, dashboard):  # noqa: F811
    """One game started from the dashboard's form, seen on a laptop, then on a phone (the same page resized:
    one Voila kernel for both)."""
    page = browser.new_page(viewport={"width": LAPTOP[0], "height": LAPTOP[1]})
    page.set_default_timeout(60_000)
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        page.goto(dashboard)
        page.wait_for_selector("button.ckd-start")
        start(page)
        page.wait_for_selector(".ck-root.ck-my-turn")
        for size in (LAPTOP, PHONE):
            page.set_viewport_size({"width": size[0], "height": size[1]})
            page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
            check_layout(page, size, f"the dashboard at {size[0]}x{size[1]}")
            assert page.evaluate("() => window.scrollY") == 0
    finally:
        page.close()
    assert not errors, errors


# Rummy 500 with many melds on the table and three cards selected (found by sweeping seeds and moves: the
# ones whose Meld button was once below the fold), with an error and a notice stacked above the board.
CROWDED = [(2, 3, 46), (4, 3, 58), (3, 5, 42)]  # players, seed, moves (the most melds on the table among seeds 0-5)
# Every enabled move button (the game's toolbar and the move buttons under the hand), the seat's cards,
# the table's rows (a row clipped by scrolling is wider inside than out) and the discard pile's cards.
IN_VIEW = """() => {
  const box = (node) => { const r = node.getBoundingClientRect();
    return { id: node.getAttribute('data-id'), left: r.left, top: r.top, right: r.right, bottom: r.bottom }; };
  const root = document.querySelector('.ck-root');
  return {
    moves: [...root.querySelectorAll('.ck-choice:not([disabled]), .ck-tools button:not([disabled])')].map(box),
    mine: [...root.querySelectorAll('.ck-area.ck-mine .ck-card')].map(box),
    clipped: [...root.querySelectorAll('.ck-cards')]
      .filter((row) => getComputedStyle(row).overflowX !== 'visible' && row.scrollWidth > row.clientWidth + 1)
      .map((row) => row.closest('.ck-zone').getAttribute('data-id')),
    pile: [...root.querySelectorAll('[data-id="zone:discard"] .ck-card')].map(box),
  };
}"""
# The note a hovered card shows (its ::after), where it is drawn on the screen.
NOTE_BOX = """(card) => {
  const s = getComputedStyle(card, '::after');
  const r = card.getBoundingClientRect();
  const shift = s.transform === 'none' ? 0 : new DOMMatrixReadOnly(s.transform).m41;
  const left = r.left + card.clientLeft + parseFloat(s.left) + shift;
  const width = parseFloat(s.width) + parseFloat(s.paddingLeft) + parseFloat(s.paddingRight);
  return { note: card.getAttribute('data-note'), shown: s.content !== 'none', left, right: left + width };
}"""


def crowded(players: int, seed: int, moves: int) -> dict:
    """The seat's turn ``moves`` into a deal, the stock drawn, three cards selected, an error and a notice."""
    table = position("rummy500", players, moves, seed=seed)
    stock = next((c for c in elements(table.frame()) if c["id"] == "stock" and c.get("send")), None)
    if stock:
        assert table.handle({**stock["send"], "move": table.now.move, "seat": 0}).ok
    for _ in range(3):
        click = next(
            c["send"]
            for c in elements(table.frame())
            if c.get("send", {}).get("kind") == "select" and not c.get("selected")
        )
        assert table.handle({**click, "move": table.now.move, "seat": 0}).ok
    scene = table.frame()
    assert any(c["id"].startswith("meld") and c.get("send") for c in scene["choices"]), "a Meld button is enabled"
    scene["error"] = "That is not a meld: three or more cards of one rank, or a run of one suit."
    scene["notice"] = "Bot 2 went out: the hand is over."
    return scene


def inside(box: dict, width: int, height: int) -> bool:
    return box["left"] >= 0 and box["top"] >= 0 and box["right"] <= width and box["bottom"] <= height


@pytest.mark.parametrize("size", [LAPTOP, PHONE], ids=["laptop", "phone"])
def test_move_buttons_and_your_cards_stay_in_view_with_a_crowded_table_and_notices_above(browser, size):  # noqa: F811
    errors: list[str] = []
    page = open_page(browser, *size, errors, reduced_motion="reduce")
    try:
        for players, seed, moves in CROWDED:
            show(page, crowded(players, seed, moves))
            what = f"rummy500, {players} players, seed {seed}, move {moves}, {size[0]}x{size[1]}"
            m = page.evaluate(IN_VIEW)
            assert any(b["id"].startswith("choice:meld") for b in m["moves"]), what
            for part in m["moves"] + m["mine"]:
                assert inside(part, *size), f"{what}: {part} is out of view"
            assert not m["clipped"], f"{what}: rows scrolled, part of them hidden: {m['clipped']}"
            assert len(m["pile"]) >= 2, what
            for card in m["pile"]:
                assert 0 <= card["left"] and card["right"] <= size[0], f"{what}: a discarded card off the screen {card}"
            # The top of the pile is drawn whole: no other card over it.
            top = m["pile"][-1]
            assert top["right"] - top["left"] >= 30 and top["left"] > m["pile"][-2]["left"], what
    finally:
        page.close()
    assert not errors, errors


# The discard pile's zone and its cards, where they are drawn.
PILE = """() => { const zone = document.querySelector('[data-id="zone:discard"]');
  const box = (node) => { const r = node.getBoundingClientRect(); return { left: r.left, right: r.right }; };
  return { zone: box(zone), cards: [...zone.querySelectorAll('.ck-card')].map(box) }; }"""


@pytest.mark.parametrize("size", [LAPTOP, PHONE, (360, 740)], ids=["laptop", "phone", "small phone"])
def test_a_discard_pile_of_half_the_deck_wraps_inside_its_zone(browser, size):  # noqa: F811
    """The spread pile at the end of a hand where nobody took from it: 26 cards, three lines on a phone,
    every line starting where the first does (a wrapped line began 16 px left of the zone, cut off)."""
    from cardkit.rummy500 import Game
    from cardkit.widgets.stepper import Step, Stepper

    pile = "4S 6C AC 9C 2C JC 4C QC 5D KC 5C 8C 6D AD 7D 2D 9D 4D QD 10C 7C 10D AH 3D 3C 8D"
    hand = Game.position(["JD KD 3H 5H 7H 8H 10H AS 2S 3S 7S 8S JS", "2H 4H"], discard=pile, stock="")
    errors: list[str] = []
    page = open_page(browser, *size, errors, reduced_motion="reduce")
    try:
        show(page, Stepper([Step(hand, "The stock is empty.", seat=0)], "A long pile").scenes[0])
        pile_box = page.evaluate(PILE)
        zone, cards = pile_box["zone"], pile_box["cards"]
        assert len(cards) == 26
        assert all(zone["left"] <= c["left"] and c["right"] <= zone["right"] for c in cards), pile_box
        firsts = [c["left"] for i, c in enumerate(cards) if i == 0 or c["left"] < cards[i - 1]["left"]]
        assert len(set(firsts)) == 1, firsts  # every line starts at the same place
        assert len(firsts) == (1 if size == LAPTOP else 3), firsts
    finally:
        page.close()
    assert not errors, errors


def test_a_cards_note_shows_under_the_pointer_or_the_keyboard_focus_not_after_a_click(browser):  # noqa: F811
    """A note is a tooltip: for a mouse player it shows while the pointer is on the card, not for as long as a
    card the board focused after a click keeps the focus (it would stay over the label below)."""
    errors: list[str] = []
    page = open_page(browser, *LAPTOP, errors, reduced_motion="reduce")
    try:
        show(page, crowded(2, 3, 30))
        noted = page.locator(".ck-root .ck-card[data-note]")
        first, second = noted.nth(0), noted.nth(1)
        first.click()  # a mouse player
        assert first.evaluate(NOTE_BOX)["shown"]  # under the pointer
        second.evaluate("(card) => card.focus()")  # the board moves the focus (a card played leaves it)
        assert not second.evaluate(NOTE_BOX)["shown"]
        page.keyboard.press("ArrowRight")  # a keyboard player
        first.evaluate("(card) => card.focus()")
        page.mouse.move(2, 2)
        assert first.evaluate(NOTE_BOX)["shown"]
    finally:
        page.close()
    assert not errors, errors


@pytest.mark.parametrize("size", [LAPTOP, PHONE], ids=["laptop", "phone"])
def test_a_cards_note_is_drawn_inside_the_screen(browser, size):  # noqa: F811
    errors: list[str] = []
    page = open_page(browser, *size, errors, reduced_motion="reduce")
    try:
        show(page, crowded(2, 3, 30))
        noted = page.locator(".ck-root .ck-card[data-note]")
        assert noted.count() >= 2
        for i in range(noted.count()):
            card = noted.nth(i)
            card.hover()
            note = card.evaluate(NOTE_BOX)
            assert note["shown"], note
            assert 0 <= note["left"] and note["right"] <= size[0], f"a note cut at the screen's edge: {note}"
    finally:
        page.close()
    assert not errors, errors
