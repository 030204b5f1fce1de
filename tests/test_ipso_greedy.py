"""The greedy Ipso player used by `cardkit play ipso`."""

import random

from hypothesis import given, settings, strategies as st

from cardkit.ipso import Game
from cardkit.ipso.bots import fit, greedy_action, play_greedy
from cardkit.ipso.deck import COLOR_OF


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


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_a_place_s_fit_reads_its_nearest_face_up_neighbours_and_their_colours(data):
    length = data.draw(st.integers(2, 5))
    pos = data.draw(st.integers(0, length - 1))
    cells = data.draw(st.lists(st.none() | st.integers(1, 90), min_size=length, max_size=length))
    cells[pos] = None
    place = fit(cells, pos)
    left = max((i for i in range(pos) if cells[i] is not None), default=None)
    right = min((i for i in range(pos + 1, length) if cells[i] is not None), default=None)
    low_i, low_n = (-1, 0) if left is None else (left, cells[left])
    high_i, high_n = (length, 91) if right is None else (right, cells[right])
    assert (place.low, place.high) == (low_n + pos - low_i, high_n - (high_i - pos))
    assert place.ideal == low_n + (high_n - low_n) * (pos - low_i) / (high_i - low_i)
    up = [n for n in cells if n is not None]
    assert place.known == len(up)
    assert place.colour == (COLOR_OF[up[0]] if up and all(COLOR_OF[n] == COLOR_OF[up[0]] for n in up) else -1)
