"""Hidden information at the table: a screen receives only what the seat at the screen may see.

Complete matches of every game and seat count are played through the table's messages, by a player
clicking the board (with some random clicks that the rules refuse) against random bots, and in
hot-seat. Every frame (after each message and after each bot move), every answer and the board's
static SVG are scanned for the identity of any card: each one found must be a card the seat at the
screen has seen so far in this deal (in the current view or an earlier one). On a pass screen no
card at all may appear. The same matches played through the play widget check every message it
publishes (the opening state, every update) and its saved HTML snapshot. The scanner and the
driver are ``cardkit.testing``'s (the reliability benchmark's too); how each game writes its cards is
its board's (``seen``, ``mentions``, ``next_click``).
"""

from __future__ import annotations

import json
import random

import pytest

import cardkit.house_of_suits as hos
import cardkit.ipso as ipso
import cardkit.rummy500 as r5
from cardkit import games
from cardkit.session import Table
from cardkit.testing import click, command, play_table, play_through, record_comms, shown

hos_mentions = games.spec("house_of_suits").board.mentions


CASES = [
    *[("ipso", ("human",) + ("random",) * (n - 1), {}) for n in range(2, 7)],
    ("ipso", ("random", "human", "random"), {"tournament": True, "odd_even": True}),
    ("ipso", ("human", "human"), {}),
    ("ipso", ("random", "human", "random", "human"), {}),
    ("house_of_suits", ("human", "random"), {"games": 6}),
    ("house_of_suits", ("random", "human"), {"suits": 5}),
    ("house_of_suits", ("human", "human"), {"games": 6}),
    *[("rummy500", ("human",) + ("random",) * (n - 1), {"target": 250}) for n in (2, 3, 4)],
    ("rummy500", ("human", "random", "human"), {"target": 250}),
]
PLAY = {"ipso": ipso.play, "house_of_suits": hos.play, "rummy500": r5.play}


def table_for(game: str, seats: tuple, options: dict, **kwargs) -> Table:
    """The table each game's ``play()`` would put behind its widget (Ipso's is one game by default)."""
    if "players" in games.spec(game).match_option_names():
        options = {"players": len(seats), **options}
    if game == "ipso":
        options = {"tournament": False, **options}
    return Table(game, seats, options, **kwargs)


@pytest.mark.parametrize("seed", [1, 2])
@pytest.mark.parametrize("game,seats,options", CASES, ids=lambda v: "-".join(v) if isinstance(v, tuple) else None)
def test_no_frame_names_a_card_its_seat_has_not_seen(game, seats, options, seed):
    rng = random.Random(seed * 7919 + len(seats))
    table = table_for(
        game, seats, options, seed=rng.randrange(1000), hint_level="random", language=rng.choice(["en", "fr"])
    )
    scanner = play_table(table, rng)
    assert scanner.messages > 10
    assert table.frame()["sheet"] is not None  # the match ran to its end, score sheet shown


@pytest.mark.parametrize(
    "game,seats,options",
    [
        ("ipso", ("random", "human", "random", "human"), {}),
        ("house_of_suits", ("human", "random"), {"games": 6}),
        ("rummy500", ("human", "random", "human"), {"target": 250}),
    ],
    ids=lambda v: "-".join(v) if isinstance(v, tuple) else None,
)
def test_no_message_to_the_browser_names_a_card_its_seat_has_not_seen(monkeypatch, game, seats, options):
    sent = record_comms(monkeypatch)
    rng = random.Random(7919 + len(seats))
    widget = PLAY[game](
        seats, seed=rng.randrange(1000), bot_delay=0, hint_level="random", language=rng.choice(["en", "fr"]), **options
    )
    scanner = play_through(widget, sent, rng)
    assert scanner.messages > 10
    assert widget.scene["sheet"] is not None  # the match ran to its end, score sheet shown


def test_the_scan_catches_a_hidden_card_named_in_a_log_line(monkeypatch):
    holder = {}

    def leaky(self, action, actor, before, after):
        secret = holder["table"].state.pile[0]  # the bottom of the draw pile: nobody has seen it
        return lambda lang, names: f"psst: {ipso.scene.short(secret)}"

    monkeypatch.setattr(ipso.scene.IpsoBoard, "describe", leaky)
    holder["table"] = table = table_for("ipso", ("human", "random"), {}, seed=3)
    with pytest.raises(AssertionError, match="unseen cards"):
        play_table(table, random.Random(3))


def test_the_scan_catches_a_hidden_card_drawn_face_up(monkeypatch):
    holder = {}
    build = hos.scene.HouseOfSuitsBoard.build

    def leaky(self, view, ctx):
        scene = build(self, view, ctx)
        if "table" in holder:
            secret = holder["table"].state.hands[1 - view.seat][0]
            scene["areas"][0]["zones"][0]["rows"][0]["cards"].append(
                hos.scene.sc.card("x", "a card", rank="?", pip="?", tone="hearts", ident=f"hos:{secret}")
            )
        return scene

    monkeypatch.setattr(hos.scene.HouseOfSuitsBoard, "build", leaky)
    holder["table"] = table = table_for("house_of_suits", ("human", "random"), {}, seed=3)
    with pytest.raises(AssertionError, match="unseen cards"):
        play_table(table, random.Random(3))


def test_the_scan_catches_a_hidden_card_in_a_message_of_the_widget(monkeypatch):
    holder = {}

    def leaky(self, action, actor, before, after):
        secret = holder["widget"].state.pile[0]
        return lambda lang, names: f"psst: {ipso.scene.short(secret)}"

    monkeypatch.setattr(ipso.scene.IpsoBoard, "describe", leaky)
    sent = record_comms(monkeypatch)
    holder["widget"] = widget = ipso.play(("human", "random"), seed=3, bot_delay=0)
    with pytest.raises(AssertionError, match="unseen cards"):
        play_through(widget, sent, random.Random(3))


def test_a_pass_screen_shows_no_card_and_the_next_hand_only_after_asking():
    table = table_for("house_of_suits", ("human", "human"), {}, seed=4)
    scene = table.frame()
    assert scene["pass"] and not scene["areas"] and hos_mentions(json.dumps(scene, ensure_ascii=False)) == set()
    first = table.state.to_move()
    assert scene["pass"]["button"]["label"] == f"I am Player {first + 1}: show my cards"
    command(table, "show")
    assert shown(table)["seat"] == first and shown(table)["areas"]
    click(table, f"hand:{table.state.view(first).hand[0]}")  # the set-aside ends this player's turn
    assert shown(table)["pass"] and shown(table)["pass"]["button"]["label"] == f"I am Player {2 - first}: show my cards"
    assert hos_mentions(json.dumps(shown(table), ensure_ascii=False)) == set()
    command(table, "show")
    assert shown(table)["seat"] == 1 - first
