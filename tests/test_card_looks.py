"""Cards that look like the games': colours that read (WCAG contrast computed from the CSS and the SVG
renderer's colours), Ipso's cards printed in their colour, House of Suits' six suits told apart by
shape and colour, French indices in French. And the table's last-move marks, which the board draws."""

from __future__ import annotations

import re

import pytest

from benchmarks.board_page import position
from cardkit import games
from cardkit.core.seats import HUMAN
from cardkit.house_of_suits.deck import SUITS
from cardkit.ipso.deck import SHAPES
from cardkit.scene import STYLESHEET
from cardkit.scene.svg import FILLS, TONES, to_svg
from cardkit.session import Table
from cardkit.testing import scene_cards

CSS = STYLESHEET.read_text()
WHITE = "#ffffff"


def luminance(colour: str) -> float:
    value = colour.lstrip("#")
    if len(value) == 3:
        value = "".join(c * 2 for c in value)
    channels = [int(value[i : i + 2], 16) / 255 for i in (0, 2, 4)]
    r, g, b = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: str, b: str) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def css_rules(selector_part: str) -> dict[str, dict[str, str]]:
    """{selector: {property: value}} for every rule of cardkit.css whose selector contains ``selector_part``."""
    found = {}
    for selector, body in re.findall(r"([^{}]+)\{([^{}]*)\}", CSS):
        selector = " ".join(selector.split())
        if selector_part in selector:
            props = dict((k.strip(), v.strip()) for k, v in (p.split(":", 1) for p in body.split(";") if ":" in p))
            found[selector.split("*/")[-1].strip()] = props
    return found


def tone_colours() -> dict[str, tuple[str, str]]:
    """Each tone's (ink, face) in the browser: its ck-tone rule's colour, on white unless it fills the card."""
    inks = {}
    for selector, props in css_rules(".ck-tone-").items():
        tone = re.search(r"\.ck-tone-([a-z]+)", selector).group(1)
        ink, face = inks.get(tone, (None, WHITE))
        if "color" in props:
            ink = props["color"]
        if "background" in props:
            face = props["background"]
        inks[tone] = (ink, face)
    return inks


def test_every_tone_reads_at_4_5_to_1_in_the_browser_and_in_the_svg():
    browser = tone_colours()
    assert set(TONES) <= set(browser), "every tone the SVG draws has its CSS rule"
    for tone, (ink, face) in browser.items():
        assert contrast(ink, face) >= 4.5, f"{tone}: {ink} on {face} is {contrast(ink, face):.2f}:1"
    for tone, ink in TONES.items():
        face, ink = FILLS.get(tone, (WHITE, ink))
        assert contrast(ink, face) >= 4.5, f"SVG {tone}: {ink} on {face} is {contrast(ink, face):.2f}:1"


def test_ipso_cards_are_printed_in_their_colour_the_same_in_the_browser_and_the_svg():
    browser = tone_colours()
    for tone, (face, ink) in FILLS.items():
        assert browser[tone] == (ink, face), tone
    assert len(set(FILLS)) == len(SHAPES) == 5 and len(set(SHAPES.values())) == 5  # five colours, five shapes
    scene = position("ipso", 2, 6).frame()
    svg = to_svg(scene)
    for card in scene_cards(scene):
        if card["face"] == "up" and card["tone"] in FILLS:
            assert f'fill="{FILLS[card["tone"]][0]}"' in svg, card["label"]


def test_house_of_suits_six_suits_differ_by_shape_and_by_colour():
    browser = tone_colours()
    symbols = [suit.symbol for suit in SUITS]
    inks = [browser[suit.value][0] for suit in SUITS]
    assert len(SUITS) == 6 and len(set(symbols)) == 6 and len(set(inks)) == 6
    board = games.spec("house_of_suits").board
    drawn = {(c["pip"], c["tone"]) for c in (board.card("x", n, "", "en") for n in range(60))}
    assert len(drawn) == 6


@pytest.mark.parametrize("game", ["rummy500", "house_of_suits"])
def test_french_cards_show_french_indices(game):
    board = games.spec(game).board
    deck = range(52) if game == "rummy500" else range(60)
    french = {board.card("x", n, "", "fr")["rank"] for n in deck}
    english = {board.card("x", n, "", "en")["rank"] for n in deck}
    assert not french & {"K", "Q", "J"}, french
    if game == "rummy500":
        assert {"R", "D", "V"} <= french and {"K", "Q", "J"} <= english


def test_each_players_last_move_stays_marked_until_they_move_again():
    table = Table("rummy500", [HUMAN, "normal", "normal"], {"players": 3}, seed=3)
    table.run_bots()
    # Play until each bot has moved, then look at the marks the person's screen gets.
    for _ in range(8):
        view = table.state.view(0)
        table.handle({"kind": "act", "move": table.now.move, "seat": 0, "action": _json(view.legal[0])})
        table.run_bots()
    names = table.names()
    marked = [c for c in scene_cards(table.frame()) if c.get("last")]
    assert marked and all(any(n in c["last"] for n in names) for c in marked)
    last_by = {n for c in marked for n in names if n in c["last"]}
    assert len(last_by) >= 2, "several players' last moves are marked at once"
    # Another seat's screen gets no marks of the person's (marks are built from each seat's own view).
    assert not [c for c in scene_cards(table.frame(1)) if c.get("last")]
    # Undo takes the marks of the moves it takes back.
    if table.handle({"kind": "command", "move": table.now.move, "seat": 0, "name": "undo", "value": None}).ok:
        assert not [c for c in scene_cards(table.frame()) if c.get("last")]


def _json(action):
    from cardkit.core import action_to_json

    return action_to_json(action)
