"""Game-agnostic bots: they get a seat's view and nothing else."""

import random

import pytest

from cardkit.core.bots import RandomBot, SearchBot
from cardkit.ipso import Game


def play(state, bots):
    while not state.is_over():
        seat = state.to_move()
        state.apply(bots[seat].choose(state.view(seat)))
    return state


def test_the_random_bot_plays_legal_moves_to_the_end():
    state = play(Game.new({"players": 4}, 1), [RandomBot(s) for s in range(4)])
    assert state.is_over()


def test_a_seeded_search_bot_is_deterministic():
    first = play(Game.new(None, 2), [SearchBot(60, seed=1), RandomBot(0)]).history
    again = play(Game.new(None, 2), [SearchBot(60, seed=1), RandomBot(0)]).history
    assert first == again


def test_the_search_bot_decides_the_same_whatever_the_hidden_cards_are():
    state = Game.new({"players": 3}, 3)
    for _ in range(7):
        state.apply(state.legal_actions()[0])
    seat = state.to_move()
    world = state.resample(seat, random.Random(9))
    assert SearchBot(80, seed=4).choose(world.view(seat)) == SearchBot(80, seed=4).choose(state.view(seat))


def test_the_search_bot_beats_random_play():
    wins = 0
    for seed in range(12):
        state = play(Game.new(None, seed), [SearchBot(150, seed=seed), RandomBot(seed)])
        wins += 0 in state.winners()
    assert wins >= 10


@pytest.mark.parametrize("budget", [{"iterations": 0}, {"iterations": -3}, {"iterations": 5, "seconds": 0}])
def test_a_search_budget_must_be_positive(budget):
    with pytest.raises(ValueError, match="budget must be positive"):
        SearchBot(**budget)
