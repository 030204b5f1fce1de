"""Direct manipulation at the table: drops send the moves clicks would, hands arranged by their player.

The browser's side (dragging, the keyboard, axe-core) is in tests/test_input_browser.py; here the
headless table checks the messages a drop sends and the ``arrange`` command.
"""

from __future__ import annotations

import random

import pytest

from cardkit import scene as sc
from cardkit.core import action_from_json, action_to_json
from cardkit.house_of_suits.rules import Place, PlaceLast, SetAside
from cardkit.ipso.rules import Replace, Swap
from cardkit.rummy500.rules import Discard, LayOff, Take
from cardkit.scene.arrange import hand_zone, zone_ids
from cardkit.session import Table
from cardkit.testing import scene_cards as elements

OPTIONS = {"ipso": {"players": 2, "tournament": False}, "rummy500": {"players": 2}, "house_of_suits": {"games": 4}}


def table_of(game: str, seed: int = 3) -> Table:
    table = Table(game, ("human", "random"), OPTIONS[game], seed=seed)
    table.run_bots()
    return table


def message(table: Table, content: dict) -> dict:
    return {**content, "move": table.now.move, "seat": table.now.screen}


def drops_of(scene: dict) -> list[tuple[dict, str, dict]]:
    return [(card, target, sent) for card in elements(scene) for target, sent in card.get("drops", {}).items()]


def play_a_game(game: str, seed: int, each_turn) -> None:
    """Plays a game (the person's moves random, through messages), calling ``each_turn(table)`` on each
    of the person's turns."""
    table, rng = table_of(game, seed), random.Random(seed)
    for _ in range(400):
        if table.state.is_over():
            return
        each_turn(table)
        action = rng.choice(table.state.view(0).legal)
        outcome = table.handle(message(table, {"kind": "act", "action": action_to_json(action)}))
        assert outcome.ok, outcome.error
        table.run_bots()
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("game", sorted(OPTIONS))
def test_every_legal_move_of_a_card_can_be_made_by_a_drop_and_drops_are_only_on_face_up_cards(game):
    def check(table: Table) -> None:
        scene, view = table.frame(), table.state.view(0)
        dropped = set()
        for card, target, sent in drops_of(scene):
            assert card["face"] == "up", card
            assert target.startswith(("zone:", "row:")) or any(c["id"] == target for c in elements(scene)), target
            if sent["kind"] == "act":
                dropped.add(action_from_json(table.state.Actions, sent["action"], table.state.title))
            else:  # a select message is one of the card's clicks
                assert sent == card["send"]
        for card in elements(scene):
            if card["face"] != "up":
                assert "drops" not in card and "badge" not in card, card
        for action in view.legal:
            if type(action) in (Replace, Swap, Discard, LayOff, Take, SetAside, PlaceLast):
                assert action in dropped, action
            if type(action) is Place:  # its first step drops the market card on the market
                assert any(
                    t == "zone:market" and s == card["send"] and card["id"] == f"hand:{action.market}"
                    for card, t, s in drops_of(scene)
                ), action

    play_a_game(game, 5, check)


def test_a_drop_on_a_place_the_rules_refuse_gets_the_engines_reason_and_changes_nothing():
    table = table_of("ipso")
    scene = table.frame()
    centre = next(c for c in elements(scene) if c["id"] == "centre:0")
    first = centre["drops"]["p0:13"]
    assert table.handle(message(table, first)).ok
    table.run_bots()
    scene = table.frame()
    again = next(c for c in elements(scene) if c["id"] == "centre:0")["drops"]["p0:13"]  # now face up
    move, history = table.now.move, list(table.state.history)
    outcome = table.handle(message(table, again))
    assert outcome.error and table.now.move == move and list(table.state.history) == history
    assert table.frame()["error"] == outcome.error


def test_a_drop_made_on_an_older_board_is_refused_as_stale():
    table = table_of("ipso")
    drop = next(c for c in elements(table.frame()) if c["id"] == "centre:0")["drops"]["p0:3"]
    stale = {**drop, "move": table.now.move - 1, "seat": 0}
    history = list(table.state.history)
    assert not table.handle(stale).ok and list(table.state.history) == history


def hand(table: Table) -> list[str]:
    return zone_ids(hand_zone(table.frame()))


@pytest.mark.parametrize("game", ["rummy500", "house_of_suits"])
def test_a_hand_sorted_and_rearranged_keeps_its_order_across_turns(game):
    table = table_of(game)
    view = table.state.view(0)
    assert table.handle(message(table, {"kind": "command", "name": "arrange", "value": "rank"})).ok
    labels = [c["label"] for c in hand_zone(table.frame())["rows"][0]["cards"]]
    assert "1st from the left" in labels[0] or "1re" in labels[0]
    mine = hand(table)
    assert sorted(mine) == sorted(f"hand:{c.index if hasattr(c, 'index') else c}" for c in view.hand)
    chosen = mine[::-1]
    assert table.handle(message(table, {"kind": "command", "name": "arrange", "value": chosen})).ok
    assert hand(table) == chosen
    # A turn later the cards still held keep that order; new ones come after them.
    action = table.state.view(0).legal[0]
    assert table.handle(message(table, {"kind": "act", "action": action_to_json(action)})).ok
    table.run_bots()
    kept = [id for id in hand(table) if id in chosen]
    assert kept == [id for id in chosen if id in kept]
    assert hand(table)[: len(kept)] == kept


@pytest.mark.parametrize(
    "value",
    [
        ["hand:999"],
        "colour",
        7,
        None,
        {"a": 1},
        "others",  # replaced below by the opponent's ids
    ],
)
def test_an_arrangement_that_is_not_a_permutation_of_my_own_hand_is_refused(value):
    table = table_of("rummy500")
    mine = hand(table)
    if value == "others":
        value = [f"hand:{c.index}" for c in table.state.view(1).hand][: len(mine)]  # the opponent's cards
    before = (table.now.move, hand(table), dict(table.now.order))
    outcome = table.handle(message(table, {"kind": "command", "name": "arrange", "value": value}))
    assert outcome.error and (table.now.move, hand(table), dict(table.now.order)) == before
    for twice in (mine + mine[:1], mine[:-1] + mine[:1]):
        assert not table.handle(message(table, {"kind": "command", "name": "arrange", "value": twice})).ok
    assert hand(table) == mine


def test_a_hand_of_one_card_or_none_has_nothing_to_sort():
    for held, sortable in ((0, False), (1, False), (2, True)):
        cards = [{"id": f"hand:{i}"} for i in range(held)]
        assert ("arrange" in sc.zone("hand:0", "your hand", [sc.row(cards)], arrange=True)) == sortable
    table = table_of("house_of_suits")
    rng = random.Random(4)
    while not table.state.is_over():  # every card played: the hand is empty at the end
        action = rng.choice(table.state.view(0).legal)
        assert table.handle(message(table, {"kind": "act", "action": action_to_json(action)})).ok
        table.run_bots()
    assert hand_zone(table.frame()) is None
    outcome = table.handle(message(table, {"kind": "command", "name": "arrange", "value": "suit"}))
    assert "no hand" in outcome.error


def test_ipso_has_no_hand_to_arrange():
    table = table_of("ipso")
    outcome = table.handle(message(table, {"kind": "command", "name": "arrange", "value": "suit"}))
    assert "no hand" in outcome.error


def test_the_rummy_card_to_use_and_the_card_not_to_discard_are_marked_on_the_card():
    marked = set()

    def check(table: Table) -> None:
        view = table.state.view(0)
        for card in elements(table.frame()):
            if card["id"].startswith("hand:"):
                index = int(card["id"].split(":")[1])
                kind = card.get("badge", {}).get("kind")
                if view.must_use is not None and view.must_use.index == index:
                    assert kind == "must-use"
                    marked.add(kind)
                elif view.no_discard is not None and view.no_discard.index == index:
                    assert kind == "no-discard"
                    marked.add(kind)
                else:
                    assert kind is None

    for seed in range(4):
        play_a_game("rummy500", seed, check)
    assert marked == {"must-use", "no-discard"}
