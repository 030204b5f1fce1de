"""House of Suits invariants over many random games and generated positions."""

import json
import random

import pytest
from hypothesis import given, settings, strategies as st

from cardkit.core import IllegalAction, load_game, save_game
from cardkit.core.game import State
from cardkit.house_of_suits import (
    Game,
    HouseOfSuitsView,
    Place,
    PlaceLast,
    Role,
    SetAside,
    card,
    deck_size,
    game_length,
    rank_suits,
    score,
    suits_in_play,
)
from cardkit.house_of_suits.invariants import check_every_card_accounted_for
from cardkit.house_of_suits.scoring import RANKING, seat_margin, seat_totals

VIEW_FIELDS = [
    "seat",
    "to_move",
    "phase",
    "suits",
    "dealer",
    "moves",
    "hand",
    "set_aside",
    "has_set_aside",
    "hand_sizes",
    "pile_size",
    "market",
    "market_from",
    "investments",
    "revealed",
    "legal",
]


def hidden_from(state, seat):
    """The cards ``seat`` may not see: the opponent's hand and set-aside card (until the end), the pile."""
    hidden = set(state.hands[1 - seat]) | set(state.pile)
    if not state.is_over() and state.aside[1 - seat] >= 0:
        hidden.add(state.aside[1 - seat])
    return hidden


def snapshot(state):
    """A copy of the state's data, cheap enough to take at every probe."""
    return {
        k: [list(x) if type(x) is list else x for x in v] if type(v) is list else v for k, v in state.__dict__.items()
    }


def cards_shown(view, with_legal=True):
    shown = set(view.hand)
    for group in (*view.market, *view.investments[0], *view.investments[1]):
        shown.update(group)
    if view.set_aside is not None:
        shown.add(view.set_aside)
    if view.revealed is not None:
        shown.update(view.revealed)
    for action in view.legal if with_legal else ():
        shown.update(action[:2] if type(action) is Place else (action.card,))
    return shown


def rehide(state, seat, rng):
    """A copy of ``state`` whose cards hidden from ``seat`` are dealt again (sizes kept)."""
    other = state.clone()
    opponent = 1 - seat
    hidden = sorted(hidden_from(state, seat))
    rng.shuffle(hidden)
    size = len(state.hands[opponent])
    other.hands[opponent] = sorted(hidden[:size])
    rest = hidden[size:]
    if not state.is_over() and state.aside[opponent] >= 0:
        other.aside[opponent] = rest.pop()
    other.pile = rest
    return other


def check_views_hide_what_they_must(state, rng):
    """Each seat's view shows none of its hidden cards, and does not change when they are dealt again
    (so it cannot carry the opponent's hand, their set-aside card, the pile order, or any trace of them)."""
    for seat in (0, 1):
        view = state.view(seat)
        assert not cards_shown(view) & hidden_from(state, seat)
        assert rehide(state, seat, rng).view(seat) == view


def check_refusals_agree_with_legal_actions(state, rng):
    legal = state.legal_actions()
    deck = deck_size(state.options.suits)
    probes = rng.sample(legal, min(3, len(legal)))
    for _ in range(6):
        a, b = rng.randrange(-1, deck + 1), rng.randrange(-1, deck + 1)
        probes += [SetAside(a), Place(a, b), PlaceLast(a, rng.choice(["market", "investment", "pile"]))]
    for action in probes:
        before = snapshot(state)
        try:
            state._check(action)
        except IllegalAction:
            assert action not in legal
            assert snapshot(state) == before
        else:
            assert action in legal


def check_resample_agrees_with_the_view(state, rng):
    for seat in (0, 1):
        view = state.view(seat)
        other = view.resample(rng)
        check_every_card_accounted_for(other)
        assert other.view(seat) == view
        assert hidden_from(other, seat) == hidden_from(state, seat)
        other.play_random(rng)
        assert other.is_over()


def check_view_json_holds_only_visible_cards(state):
    for seat in (0, 1):
        view = state.view(seat)
        data = view.to_json()
        assert list(data) == VIEW_FIELDS
        json.dumps(data)
        assert data["pile_size"] == len(state.pile) and "pile" not in data
        # Who placed each market card (everyone saw it): a seat per card, suit by suit.
        assert [len(s) for s in view.market_from] == [len(m) for m in view.market]
        assert all(s in (0, 1) for seats in view.market_from for s in seats)


@pytest.mark.parametrize("suits", [4, 5, 6])
def test_two_thousand_random_games_keep_every_invariant(suits):
    rng = random.Random(suits)
    length = game_length(suits)
    for game in range(2_000):
        state = Game.new({"suits": suits, "dealer": game % 2}, seed=game)
        deep = game % 40 == 0  # the slow checks: every step of every 40th game
        while not state.is_over():
            check_every_card_accounted_for(state)
            if deep:
                check_views_hide_what_they_must(state, rng)
                check_refusals_agree_with_legal_actions(state, rng)
                check_resample_agrees_with_the_view(state, rng)
            elif game % 5 == 0:
                check_views_hide_what_they_must(state, rng)
            else:
                view = state.view(state.to_move())
                assert not cards_shown(view, with_legal=False) & hidden_from(state, view.seat)
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        check_every_card_accounted_for(state)
        assert len(state.history) == length and state.hands == [[], []] and not state.pile
        check_views_hide_what_they_must(state, rng)
        scores = state.scores()
        for seat, s in enumerate(scores):
            assert s.total == sum(points for _, points in s.parts) == state.totals()[seat]
        assert state.record().replay().__dict__ == state.__dict__
        if deep:
            check_view_json_holds_only_visible_cards(state)
            assert load_game(save_game(state)).__dict__ == state.__dict__


@pytest.mark.parametrize("suits", [4, 5, 6])
def test_the_fast_random_playout_makes_the_same_choices_as_the_generic_one(suits):
    rng = random.Random(suits)
    for game in range(1500):
        state = Game.new({"suits": suits, "dealer": game % 2}, seed=game)
        for _ in range(rng.randrange(game_length(suits))):  # from any point of the game
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        fast, slow = state.clone(), state.clone()
        fast.play_random(random.Random(game))
        State.play_random(slow, random.Random(game))
        assert fast.__dict__ == slow.__dict__
        assert fast.record().replay().__dict__ == fast.__dict__


def test_views_before_the_end_never_hold_the_opponent_s_set_aside_card():
    for game in range(300):
        state = Game.new({"suits": 4 + game % 3}, seed=game)
        rng = random.Random(game)
        while not state.is_over():
            for seat in (0, 1):
                view = state.view(seat)
                opponent_card = state.aside[1 - seat]
                if opponent_card >= 0:
                    assert opponent_card not in cards_shown(view)
                    assert view.set_aside != opponent_card and view.revealed is None
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])


def test_a_seat_s_own_set_aside_card_is_in_its_own_view_only():
    state = Game.new({"suits": 6}, seed=1)
    state.apply(state.legal_actions()[4])
    first = state.history[0].card
    assert state.view(1).set_aside == first and state.view(0).set_aside is None
    assert isinstance(state.view(0), HouseOfSuitsView)


# ---- generated positions and scoring

suit_counts = st.sampled_from([4, 5, 6])


@settings(max_examples=300, deadline=None)
@given(suit_counts, st.data())
def test_ranking_discards_exactly_the_tied_totals_and_ranks_the_rest_by_the_table(suits, data):
    deck = suits_in_play(suits)
    totals = {s: data.draw(st.integers(0, 55)) for s in deck}
    roles = rank_suits(totals)
    values = list(totals.values())
    for s, role in roles.items():
        assert (role is Role.discarded) == (values.count(totals[s]) > 1)
    ranked = [s for s in roles if roles[s] is not Role.discarded]
    assert [totals[s] for s in ranked] == sorted((totals[s] for s in ranked), reverse=True)
    assert [roles[s] for s in ranked] == [
        [Role.winning, Role.neutral, Role.losing, Role.bonus][code] for code in RANKING[len(ranked)]
    ]
    assert len(ranked) in (suits, *range(suits - 1))


cards_of_suit = st.lists(st.integers(1, 10), unique=True, max_size=10)


@st.composite
def finished_tables(draw):
    """A market and two investments dealing each card at most once."""
    suits = draw(suit_counts)
    market, investments = {}, [{}, {}]
    for s in suits_in_play(suits):
        values = draw(st.permutations(range(1, 11)))
        cut = sorted(draw(st.lists(st.integers(0, 10), min_size=3, max_size=3)))
        market[s.value], investments[0][s.symbol], investments[1][s] = (
            values[: cut[0]],
            values[cut[0] : cut[1]],
            values[cut[1] : cut[2]],
        )
    return suits, market, investments


@settings(max_examples=300, deadline=None)
@given(finished_tables())
def test_scores_equal_their_breakdown_and_follow_each_suit_s_role(table):
    suits, market, investments = table
    sheet = score(market, investments, suits=suits)
    swapped = score(market, investments[::-1], suits=suits)
    assert swapped.totals == sheet.totals[::-1]
    for seat in (0, 1):
        assert sheet.totals[seat] == sum(r.points for r in sheet.breakdown[seat])
        for row in sheet.breakdown[seat]:
            invested = sum(row.invested)
            expected = {
                Role.winning: invested,
                Role.losing: -invested,
                Role.neutral: 0,
                Role.discarded: 0,
                Role.bonus: row.market_total if invested > row.opponent_invested else 0,
            }[row.role]
            assert row.points == expected and row.role is sheet.roles[row.suit]
    for suit, role in sheet.roles.items():
        if role is Role.bonus:
            assert sum(bool(rows_of(sheet, seat, suit).points) for seat in (0, 1)) <= 1
    str(sheet), sheet.explain("fr")


def rows_of(sheet, seat, suit):
    return next(r for r in sheet.breakdown[seat] if r.suit is suit)


@settings(max_examples=200, deadline=None)
@given(
    suit_counts,
    st.integers(0, 10**6),
    st.integers(0, 40),
    st.lists(
        st.tuples(st.integers(-2, 62), st.integers(-2, 62), st.sampled_from(["market", "investment", ""])),
        min_size=1,
        max_size=8,
    ),
)
def test_a_move_is_accepted_exactly_when_it_is_legal_and_a_refusal_changes_nothing(suits, seed, steps, probes):
    state = Game.new({"suits": suits}, seed)
    rng = random.Random(seed)
    for _ in range(min(steps, game_length(suits) - 1)):
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    legal = state.legal_actions()
    for a, b, where in probes:
        for action in (SetAside(a), Place(a, b), PlaceLast(a, where)):
            before = snapshot(state)
            trial = state.clone()
            try:
                trial.apply(action)
            except IllegalAction as refusal:
                assert action not in legal
                assert snapshot(state) == before == snapshot(trial)
                refusal.explain("fr")
            else:
                assert action in legal


@settings(max_examples=100, deadline=None)
@given(suit_counts, st.integers(0, 10**6))
def test_the_engine_totals_are_the_teaching_api_s_totals(suits, seed):
    state = Game.new({"suits": suits}, seed)
    state.play_random(random.Random(seed))
    market = {s: [] for s in suits_in_play(suits)}
    for c in state.market + state.aside:
        market[card(c).suit].append(card(c).value)
    investments = [{}, {}]
    for seat in (0, 1):
        for c in state.invest[seat]:
            investments[seat].setdefault(card(c).suit.symbol, []).append(card(c).value)
    assert list(score(market, investments, suits=suits).totals) == state.totals()


@settings(max_examples=300, deadline=None)
@given(suit_counts, st.data())
def test_normal_s_one_pass_margin_is_the_difference_of_the_two_totals(suits, data):
    # Normal's projected markets count cards in halves, and ties are common: both are drawn here.
    halves = st.integers(0, 120).map(lambda n: n / 2)
    market = data.draw(st.lists(halves | st.integers(0, 60), min_size=suits, max_size=suits))
    invested = [data.draw(st.lists(st.integers(0, 30), min_size=suits, max_size=suits)) for _ in (0, 1)]
    first, second = seat_totals(market, invested)
    assert seat_margin(market, *invested) == first - second
    assert seat_margin(market, invested[1], invested[0]) == second - first
