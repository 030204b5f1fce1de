"""The greedy Ipso player used by `cardkit play ipso`."""

import random

from cardkit.ipso import Game
from cardkit.ipso.bots import greedy_action, play_greedy


def test_the_greedy_player_only_makes_legal_moves_from_its_view():
    for seed in range(30):
        state = Game.new({"players": 2 + seed % 5}, seed)
        rng = random.Random(seed)
        while not state.is_over():
            view = state.view(state.to_move())
            action = greedy_action(view, rng)
            assert action in view.legal
            state.apply(action)


def test_the_greedy_player_decides_the_same_whatever_the_hidden_cards_are():
    state = Game.new({"players": 3}, 11)
    for _ in range(10):
        state.apply(greedy_action(state.view(state.to_move()), random.Random(0)))
    seat = state.to_move()
    world = state.resample(seat, random.Random(5))
    assert greedy_action(world.view(seat), random.Random(1)) == greedy_action(state.view(seat), random.Random(1))


def test_the_greedy_player_scores_far_more_than_random_play():
    greedy = random_ = 0
    for seed in range(100):
        a, b = Game.new(None, seed), Game.new(None, seed)
        play_greedy(a, random.Random(seed))
        b.play_random(random.Random(seed))
        greedy += sum(a.totals())
        random_ += sum(b.totals())
    assert greedy > 3 * random_
