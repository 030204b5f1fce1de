"""Hidden information in the widget: the browser receives only what the seat at the screen may see.

Complete matches of every game and seat count are played through the widget's own messages, by a
player clicking the board (with some random clicks that the rules refuse) against random bots, and
in hot-seat. Every message the widget publishes (the opening state, every update) and its saved
HTML snapshot are scanned for the identity of any card: each one found must be a card the seat at
the screen has seen so far in this deal (in the current view or an earlier one). On a pass screen
no card at all may appear. The scanner is ``cardkit.testing``'s (the reliability benchmark's too).
"""
from __future__ import annotations

import json
import random

import pytest

import cardkit.house_of_suits as hos
import cardkit.ipso as ipso
import cardkit.rummy500 as r5
from cardkit.testing import Scanner, card_names, next_click
from widget_helpers import click, command, element, elements, record_comms, send

hos_mentions = card_names("house_of_suits").mentions


def play_through(widget, sent: list, game: str, rng: random.Random, max_steps: int = 20000) -> Scanner:
    """Play the whole match through the board; scan everything sent. Returns the scanner."""
    scanner = Scanner(widget, sent, game)
    for step in range(max_steps):
        match = widget.match
        state = match.current
        if widget._hidden:
            command(widget, "show")
        elif state.is_over():
            if match.is_over():
                break
            command(widget, "next_game")
        else:
            view = state.view(widget._screen)
            assert view.to_move == widget._screen and view.legal  # bots have moved, a human is on turn
            roll = rng.random()
            if roll < 0.08:  # a random click: a selection, or a move the rules may refuse
                items = [i for i in elements(widget.scene) + widget.scene["choices"] if i.get("send")]
                send(widget, rng.choice(items)["send"])
            elif roll < 0.10:
                command(widget, "hint")
            else:
                action = rng.choice(view.legal)
                before = len(state.history)
                if any(b["id"] == "clear" for b in widget.scene["buttons"]):
                    command(widget, "clear")  # start the move afresh after random clicks
                for _ in range(20):
                    send(widget, element(widget.scene, next_click(widget, action))["send"])
                    assert not widget.scene["error"], widget.scene["error"]
                    if widget.match.current is not state or len(state.history) > before:
                        break
                else:
                    raise AssertionError(f"could not play {action} through the board")
        scanner.raise_failures()
        if step % 50 == 0:
            scanner.check_text(widget._repr_mimebundle_()[0]["text/html"])
    else:
        raise AssertionError("the match did not end")
    assert widget.match.is_over()
    return scanner


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


@pytest.mark.parametrize("seed", [1, 2])
@pytest.mark.parametrize("game,seats,options", CASES, ids=lambda v: "-".join(v) if isinstance(v, tuple) else None)
def test_no_message_to_the_browser_names_a_card_its_seat_has_not_seen(monkeypatch, game, seats, options, seed):
    sent = record_comms(monkeypatch)
    rng = random.Random(seed * 7919 + len(seats))
    widget = PLAY[game](seats, seed=rng.randrange(1000), bot_delay=0, hint_level="random",
                        language=rng.choice(["en", "fr"]), **options)
    scanner = play_through(widget, sent, game, rng)
    assert scanner.messages > 10
    assert widget.scene["sheet"] is not None  # the match ran to its end, score sheet shown


def test_the_scan_catches_a_hidden_card_named_in_a_log_line(monkeypatch):
    holder = {}

    def leaky(self, action, actor, before, after):
        secret = holder["widget"].state.pile[0]  # the bottom of the draw pile: nobody has seen it
        return lambda lang, names: f"psst: {ipso.scene.short(secret)}"

    monkeypatch.setattr(ipso.scene.IpsoBoard, "describe", leaky)
    sent = record_comms(monkeypatch)
    holder["widget"] = widget = ipso.play(("human", "random"), seed=3, bot_delay=0)
    with pytest.raises(AssertionError, match="unseen cards"):
        play_through(widget, sent, "ipso", random.Random(3))


def test_the_scan_catches_a_hidden_card_drawn_face_up(monkeypatch):
    holder = {}
    build = hos.scene.HouseOfSuitsBoard.build

    def leaky(self, view, ctx):
        scene = build(self, view, ctx)
        if "widget" in holder:
            secret = holder["widget"].state.hands[1 - view.seat][0]
            scene["areas"][0]["zones"][0]["rows"][0]["cards"].append(
                hos.scene.sc.card("x", "a card", rank="?", pip="?", tone="hearts", ident=f"hos:{secret}"))
        return scene

    monkeypatch.setattr(hos.scene.HouseOfSuitsBoard, "build", leaky)
    sent = record_comms(monkeypatch)
    holder["widget"] = widget = hos.play(("human", "random"), seed=3, bot_delay=0)
    with pytest.raises(AssertionError, match="unseen cards"):
        play_through(widget, sent, "house_of_suits", random.Random(3))


def test_a_pass_screen_shows_no_card_and_the_next_hand_only_after_asking(monkeypatch):
    sent = record_comms(monkeypatch)
    widget = hos.play(("human", "human"), seed=4, bot_delay=0)
    scene = widget.scene
    assert scene["pass"] and not scene["areas"] and hos_mentions(json.dumps(sent, ensure_ascii=False)) == set()
    first = widget.state.to_move()
    assert scene["pass"]["button"]["label"] == f"I am Player {first + 1}: show my cards"
    command(widget, "show")
    assert widget.scene["seat"] == first and widget.scene["areas"]
    click(widget, f"hand:{widget.state.view(first).hand[0]}")  # the set-aside ends this player's turn
    assert widget.scene["pass"] and widget.scene["pass"]["button"]["label"] == f"I am Player {2 - first}: show my cards"
    shown = hos_mentions(json.dumps(widget.scene, ensure_ascii=False))
    assert shown == set()
    command(widget, "show")
    assert widget.scene["seat"] == 1 - first
