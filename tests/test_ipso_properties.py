"""Ipso invariants over many random games and generated rows."""

import random

from hypothesis import given, settings, strategies as st

from cardkit.core import IllegalAction, load_game, save_game
from cardkit.core.game import State
from cardkit.ipso import DiscardDrawn, Game, KeepStar, Replace, SpendStar, Swap, score_pyramid, score_row
from cardkit.ipso.invariants import check_every_card_accounted_for

PROBES = (
    [Replace(c, s) for c in (0, 1) for s in range(15)]
    + [KeepStar(), SpendStar(), DiscardDrawn()]
    + [Swap(s) for s in (0, 13, 14)]
)


def check_views_hide_face_down_cards(state):
    """Each seat sees exactly the cards that are face up for it: never a face-down or pile card."""
    hidden = {state.pyramids[seat][slot] for seat, down in enumerate(state.down) for slot in down}
    hidden.update(state.pile[2:] if state.phase != "play" else state.pile)  # the former centre is known
    for seat in range(state.num_players):
        view = state.view(seat)
        shown = {c for p in view.pyramids for c in p if c is not None}
        shown.update(view.centre, view.discards, view.pile_bottom)
        if view.drawn is not None:
            shown.add(view.drawn)
        unseen = hidden | ({state.drawn} if state.drawn and seat != state.to_move() else set())
        assert not shown & unseen
        assert len(shown) + len(unseen) == 90


def check_refusals_agree_with_legal_actions(state, rng):
    legal = set(state.legal_actions())
    for action in rng.sample(PROBES, 4):
        try:
            state._check(action)
        except IllegalAction:
            assert action not in legal
        else:
            assert action in legal


def test_ten_thousand_random_games_keep_every_invariant():
    rng = random.Random(2024)
    for game in range(10_000):
        players = 2 + game % 5
        state = Game.new(
            {
                "players": players,
                "odd_even": game % 2 == 1,
                "odd_even_all_rows": game % 4 == 3,
                "first_player": game % players,
                "direction": 1 if game % 3 else -1,
            },
            seed=game,
        )
        deep = game % 50 == 0  # views and refusals are the slow checks: every step of every 50th game
        while not state.is_over():
            check_every_card_accounted_for(state)
            if deep:
                check_views_hide_face_down_cards(state)
                check_refusals_agree_with_legal_actions(state, rng)
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        check_every_card_accounted_for(state)
        for seat, score in enumerate(state.scores()):
            assert score.total == sum(points for _, points in score.parts) == state.totals()[seat]
        if deep:
            assert state.record().replay().__dict__ == state.__dict__


def test_views_never_hold_a_face_down_card_at_any_step():
    rng = random.Random(7)
    for game in range(200):
        state = Game.new({"players": 2 + game % 5}, seed=game)
        while not state.is_over():
            check_views_hide_face_down_cards(state)
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])


def test_the_owner_does_not_see_their_own_face_down_cards():
    state = Game.new({"players": 2}, seed=1)
    assert state.view(0).pyramids[0] == (None,) * 14


def test_replaying_a_record_reproduces_the_game_exactly():
    for seed in range(300):
        state = Game.new({"players": 2 + seed % 5}, seed=seed)
        state.play_random(random.Random(seed))
        again = state.record().replay()
        assert again.__dict__ == state.__dict__
        assert load_game(save_game(state)).__dict__ == state.__dict__


def test_same_options_seed_and_actions_give_the_same_game():
    a, b = Game.new({"players": 4}, seed=99), Game.new({"players": 4}, seed=99)
    a.play_random(random.Random(1))
    b.play_random(random.Random(1))
    assert a.__dict__ == b.__dict__


def test_fast_random_playout_makes_the_random_bots_choices():
    for seed in range(300):
        options = {"players": 2 + seed % 5, "direction": -1 if seed % 2 else 1}
        fast, slow = Game.new(options, seed), Game.new(options, seed)
        fast.play_random(random.Random(seed))
        State.play_random(slow, random.Random(seed))
        assert fast.history == slow.history


def test_undo_takes_back_the_last_move():
    state = Game.new({"players": 3}, seed=5)
    for _ in range(10):
        state.apply(state.legal_actions()[1])
    before = state.undo()
    assert before.history == state.history[:-1]
    assert before.undo(9).history == []


def test_resampling_keeps_everything_the_seat_sees():
    rng = random.Random(3)
    for game in range(300):
        state = Game.new({"players": 2 + game % 5}, seed=game)
        for _ in range(rng.randrange(14 * state.num_players + 2 * state.num_players)):
            if state.is_over():
                break
            state.apply(rng.choice(state.legal_actions()))
        for seat in range(state.num_players):
            world = state.resample(seat, random.Random(game))
            assert world.view(seat) == state.view(seat)
            check_every_card_accounted_for(world)


def test_resampling_deals_unseen_cards_afresh():
    state = Game.new({"players": 2}, seed=4)
    worlds = {tuple(state.resample(0, random.Random(i)).pyramids[0]) for i in range(5)}
    assert len(worlds) == 5


rows = st.lists(st.integers(1, 90), min_size=1, max_size=5, unique=True)


@settings(max_examples=500, deadline=None)
@given(rows, st.booleans(), st.booleans())
def test_a_row_score_is_the_sum_of_its_parts(row, odd_even, all_rows):
    score = score_row(row, odd_even=odd_even, odd_even_all_rows=all_rows and odd_even, partial=True)
    assert score.points == score.card_points + score.star_points + score.odd_even_points
    assert score.valid == all(a < b for a, b in zip(row, row[1:]))
    assert score.valid or score.points == score.odd_even_points
    assert score.valid or not (odd_even and all_rows) or score.points == len(row) * (len({n % 2 for n in row}) == 1)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(1, 90), min_size=2, max_size=5, unique=True))
def test_an_ascending_row_scores_and_its_reverse_does_not(row):
    row = sorted(row)
    assert score_row(row).points >= len(row)
    assert score_row(row[::-1]).points == 0


@settings(max_examples=200, deadline=None)
@given(st.permutations(range(1, 91)), st.booleans(), st.booleans(), st.booleans())
def test_a_pyramid_total_is_its_rows_plus_the_star(deck, star_kept, odd_even, all_rows):
    rows = [deck[0:5], deck[5:9], deck[9:12], deck[12:14]]
    pyramid = score_pyramid(rows, star_kept=star_kept, odd_even=odd_even, odd_even_all_rows=odd_even and all_rows)
    assert pyramid.total == sum(r.points for r in pyramid.rows) + 3 * star_kept
    assert pyramid.stars == sum(r.stars for r in pyramid.rows)


@settings(max_examples=100, deadline=None)
@given(st.integers(0, 2**32), st.lists(st.integers(0, 10**6), max_size=80))
def test_any_sequence_of_attempted_moves_leaves_a_consistent_game(seed, picks):
    state = Game.new({"players": 2 + seed % 5}, seed=seed)
    for pick in picks:
        action = PROBES[pick % len(PROBES)]
        before = (list(state.history), [list(p) for p in state.pyramids])
        try:
            state.apply(action)
        except IllegalAction:
            assert (state.history, state.pyramids) == before
        check_every_card_accounted_for(state)
