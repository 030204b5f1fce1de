"""Every registered game passes the conformance checks of ``cardkit.testing`` (at a small size).

The same checks run at scale in ``python -m benchmarks.reliability``; the last tests show that they
catch what they are for: a view holding a hidden card, a wrong list of every deal, a refusal that changes
the game.
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from cardkit import games, testing
from cardkit.core import IllegalAction, Match
from cardkit.scene import static_scene
from conftest import final_round

GAMES = games.names()


@pytest.mark.parametrize("game", GAMES)
def test_random_deals_of_every_configuration_pass_every_check(game):
    configs = testing.configurations(game)
    counts = testing.check_game(game, games=len(configs), seed=1, every=3)
    assert counts["games"] == len(configs) and counts["steps"] > 0
    assert counts["legal actions accepted"] > counts["positions"] > 0
    assert counts["refusals checked"] > 0 and counts["views checked"] >= 2 * counts["positions"]


@pytest.mark.parametrize("game", GAMES)
def test_the_configurations_cover_every_player_count_and_every_answer_of_the_form(game):
    spec = games.spec(game)
    configs = testing.configurations(game)
    for options in configs:
        Match(game, options, 0)  # each one is a valid match
    if "players" in spec.match_option_names():
        assert {c["players"] for c in configs} == set(spec.players)
    for choice in spec.form:
        assert {c.get(choice.option) for c in configs} >= {value for value, _ in choice.values}


@pytest.mark.parametrize("game", GAMES)
def test_every_board_finds_the_cards_a_view_shows_and_every_card_its_scene_draws(game):
    board = games.spec(game).board
    state = Match(game, testing.configurations(game)[0], seed=2).current
    for seat in range(state.num_players):
        view = state.view(seat)
        seen = board.seen(view)
        drawn = {item["card"] for item in testing.scene_cards(static_scene(board, view)) if "card" in item}
        assert seen and drawn <= seen
        assert board.mentions(" ".join(sorted(seen))) == seen


def test_the_scanners_find_every_way_a_card_is_written():
    ipso, hos, r5 = (games.spec(g).board.mentions for g in ("ipso", "house_of_suits", "rummy500"))
    assert ipso('{"card": "ipso:45"} put 7▲ there; "12, green square, 2 stars"') == {"ipso:45", "ipso:7", "ipso:12"}
    assert hos("the 7 of hearts, A♠, 10☾, as de pique, hos:59") == {"hos:16", "hos:0", "hos:59"}
    assert r5('discards the 7♠; "queen of hearts, hand", "roi de trèfle, r500:5"') == {
        "r500:45",
        "r500:37",
        "r500:12",
        "r500:5",
    }
    assert r5("a run needs two spades next to it (7 and 8 of spades)") == set()
    assert ipso("row of 4, 2nd from the left; 46 cards") == set()


def test_a_scene_naming_an_unseen_card_or_showing_a_face_down_one_is_caught():
    board = games.spec("ipso").board
    with pytest.raises(testing.Violation, match="unseen cards"):
        testing.scan_text("you drew 17●", board, seen={"ipso:3"}, seat=0)
    with pytest.raises(testing.Violation, match="pass screen"):
        testing.scan_text("you drew 3●", board, seen={"ipso:3"}, pass_screen=True)
    down = {"areas": [{"zones": [{"rows": [{"cards": [{"id": "p:0", "face": "down", "card": "ipso:3"}]}]}]}]}
    with pytest.raises(testing.Violation, match="face-down"):
        testing.scan_scene(down, board, seen={"ipso:3"})
    testing.scan_message({"state": {"log": ["3● is played"]}}, board, seen={"ipso:3"})


def test_the_checks_catch_a_view_holding_the_face_down_cards(monkeypatch):
    from cardkit.ipso import IpsoState

    view = IpsoState.view
    monkeypatch.setattr(
        IpsoState,
        "view",
        lambda self, seat: dataclasses.replace(view(self, seat), pyramids=tuple(tuple(p) for p in self.pyramids)),
    )
    with pytest.raises(testing.Violation, match="holds a card the seat cannot see"):
        testing.check_views(IpsoState.new({"players": 2}, seed=1), random.Random(1))


@pytest.mark.parametrize("fault", ["a deal twice", "a deal of another view", "leaves out the real deal"])
def test_the_checks_catch_a_list_of_every_deal_that_is_wrong(monkeypatch, fault):
    from cardkit.house_of_suits.rules import HouseOfSuitsView

    listed, state = HouseOfSuitsView.every_deal, final_round(4)

    def wrong(self, most):
        deals = listed(self, most)
        if fault == "a deal twice":
            return deals + deals[:1]
        if fault == "leaves out the real deal":
            return [d for d in deals if d.aside[1] != state.aside[1]]
        for deal in deals:
            deal.hands[self.seat] = deal.hands[self.seat][1:]
        return deals

    testing.check_views(state, random.Random(1))  # the real list passes
    monkeypatch.setattr(HouseOfSuitsView, "every_deal", wrong)
    with pytest.raises(testing.Violation, match=fault):
        testing.check_views(state, random.Random(1))


def test_the_checks_catch_a_refusal_that_changes_the_game(monkeypatch):
    from cardkit.ipso import IpsoState

    original = IpsoState._check

    def careless(self, action):  # counts the attempt in the history before refusing it
        try:
            original(self, action)
        except IllegalAction:
            self.history.append(action)
            raise

    monkeypatch.setattr(IpsoState, "_check", careless)
    with pytest.raises(testing.Violation, match="changed the game"):
        testing.check_game("ipso", games=1, seed=1)


@pytest.mark.parametrize("game", GAMES)
def test_each_game_s_own_invariants_run_at_every_step(monkeypatch, game):
    spec = games.spec(game)
    assert spec.invariants is not None
    checked = []

    def counting(state):
        spec.invariants(state)
        checked.append(len(state.history))

    monkeypatch.setitem(games._SPECS, game, dataclasses.replace(spec, invariants=counting))
    counts = testing.check_game(game, games=1, seed=2)
    assert len(checked) == counts["steps"] + 1


def _ipso_card_twice(state):
    state.pile[0] = state.pile[1]


def _house_of_suits_card_twice(state):
    state.hands[0][0] = state.hands[1][0]


def _rummy500_card_twice(state):  # a hand is a set of bits: the stock's top card held as well
    state.hands[0] |= 1 << state.stock[-1]


@pytest.mark.parametrize(
    "game,corrupt",
    [("ipso", _ipso_card_twice), ("house_of_suits", _house_of_suits_card_twice), ("rummy500", _rummy500_card_twice)],
)
def test_each_game_s_invariants_catch_a_card_in_two_places(game, corrupt):
    state = Match(game, testing.configurations(game)[0], seed=3).current
    testing.check_invariants(state)
    corrupt(state)
    with pytest.raises(testing.Violation, match=f"{game}: a .*card is missing or in two places"):
        testing.check_invariants(state)
