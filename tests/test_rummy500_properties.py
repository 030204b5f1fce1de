"""Rummy 500: properties over many random hands, and the fast paths against plain references.

The big run plays 3,000 random hands (1,000 each with 2, 3 and 4 players) through the public
step API and checks cheap invariants at every step: the 52 cards accounted for, the deepest-card
obligation and the top-card rule never broken; and every third step, one seat's view (each seat in
turn) holding no card that seat may not see. Each hand's scores are checked against their breakdown,
and each hand is replayed exactly from its record.
"""

from __future__ import annotations

import copy
import dataclasses
import random
from itertools import combinations

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from cardkit.core import IllegalAction, Match, load_game, save_game
from cardkit.rummy500 import (
    CARDS,
    Discard,
    Draw,
    EndHand,
    Game,
    LayOff,
    Meld,
    RummyView,
    Take,
    can_take,
    cards,
    meld_kind,
    meld_points,
)
from cardkit.rummy500.invariants import FULL, INDEX, accounted, check_obligations, mask
from cardkit.rummy500.melds import MELDS, RUN, MeldOnTable, accepted, usable, ways
from cardkit.rummy500.rules import DRAW_PHASE, OVER, PLAY_PHASE
from cardkit.rummy500.teaching import table_meld

VIEW_FIELDS = {
    "seat",
    "to_move",
    "players",
    "dealer",
    "turn_limit",
    "phase",
    "turn",
    "hand",
    "discard",
    "discard_from",
    "melds",
    "hand_sizes",
    "stock_size",
    "points",
    "laid_off",
    "known",
    "must_use",
    "no_discard",
    "ended",
    "ended_by",
    "shown_hands",
    "legal",
}


def view_cards(view: RummyView) -> int:
    m = mask(view.hand) | mask(view.discard)
    for meld in view.melds:
        m |= mask(meld.cards)
    for group in (*view.known, *view.laid_off, *view.shown_hands):
        m |= mask(group)
    for card in (view.must_use, view.no_discard):
        if card is not None:
            m |= 1 << INDEX[card]
    return m


def check_view(state, seat: int) -> None:
    """The view holds the seat's own hand, public cards, and nothing else (no stock, no other hand)."""
    view = state.view(seat)
    assert mask(view.hand) == state.hands[seat]
    public = mask(state.pile)
    for m in state.melds:
        public |= m.mask
    for s, known in enumerate(view.known):
        assert mask(known) == state.known[s] and state.known[s] & ~state.hands[s] == 0
        public |= state.known[s]
    if state.phase == OVER:
        public |= FULL & ~mask(state.stock)
    else:
        assert view.shown_hands == ()
    assert view_cards(view) & ~(public | state.hands[seat]) == 0
    assert view.stock_size == len(state.stock)
    # Who discarded each pile card: a seat (or -1, turned up at the deal), everyone saw it.
    assert view.discard_from == tuple(state.pile_from) and all(-1 <= s < len(state.hands) for s in view.discard_from)
    for action in view.legal:
        if type(action) in (Discard, LayOff):
            assert state.hands[seat] >> action.card & 1
        elif type(action) is Meld:
            assert mask(action.cards) & ~state.hands[seat] == 0


def test_the_view_has_exactly_the_fields_checked_here():
    assert {f.name for f in dataclasses.fields(RummyView)} == VIEW_FIELDS


# ------------------------------------------------------------------------------ the big run


def play_checked(players: int, seed: int, rng: random.Random) -> Game:
    state = Game.new({"players": players}, seed)
    step = 0
    while state.mover is not None:
        legal = state.legal_actions()
        action = legal[rng.randrange(len(legal))]
        check_obligations(state, action)  # the deepest-card obligation and the top-card rule
        mover = state.mover
        state.apply(action)
        if state.mover != mover:  # the turn ended: the obligation was met
            assert state.must == -1 and state.keep == -1
        accounted(state)
        if step % 3 == 0:
            check_view(state, step % players)
        step += 1
    assert state.phase == OVER and state.ended in ("out", "stock")
    return state


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
def test_3000_random_hands_keep_every_rule(players):
    rng = random.Random(players)
    for seed in range(1000):
        state = play_checked(players, seed, rng)
        scores = state.scores()
        assert [s.total for s in scores] == state.totals()
        for s in scores:
            assert s.total == sum(points for _, points in s.parts)
        if state.ended == "out":
            assert not all(state.hands)
        check_view(state, seed % players)
        assert vars(state.record().replay()) == vars(state)
        if seed % 100 == 0:
            assert vars(load_game(save_game(state))) == vars(state)


# ------------------------------------------------------------------------------ probes


def probes(state, rng: random.Random) -> list:
    hand = [c for c in range(52) if state.hands[state.mover] >> c & 1]
    found = [
        Draw(),
        EndHand(),
        *(Take(i) for i in range(-1, len(state.pile) + 1)),
        *(Discard(c) for c in range(-1, 53)),
    ]
    found += [LayOff(c, m) for c in hand for m in range(len(state.melds) + 1)]
    found += [LayOff(rng.randrange(52), rng.randrange(3)) for _ in range(5)]
    for size in (2, 3, 4, 5):
        for _ in range(6):
            found.append(Meld(tuple(rng.sample(hand, min(size, len(hand))))))
            found.append(Meld(tuple(rng.sample(range(52), size))))
    for action in state.legal_actions():
        if type(action) is Meld:
            shuffled = list(action.cards)
            rng.shuffle(shuffled)
            found.append(Meld(tuple(shuffled)))
    return found


def test_the_checks_accept_exactly_the_legal_actions():
    rng = random.Random(1)
    for seed in range(70):
        state = Game.new({"players": 2 + seed % 3}, seed)
        while not state.is_over():
            legal = state.legal_actions()
            listed = set(legal)
            assert len(listed) == len(legal)
            for probe in probes(state, rng):
                try:
                    state._check(probe)
                except IllegalAction:
                    assert Meld.of(probe.cards) not in listed if type(probe) is Meld else probe not in listed
                else:
                    assert (Meld.of(probe.cards) if type(probe) is Meld else probe) in listed, probe
            state.apply(legal[rng.randrange(len(legal))])


def test_a_refused_action_changes_nothing():
    rng = random.Random(2)
    for seed in range(15):
        # Probes accepted here are played, and a player who keeps taking the top card never ends the
        # hand: the turn limit bounds it.
        state = Game.new({"players": 2 + seed % 3, "turn_limit": 150}, seed)
        while not state.is_over():
            before = copy.deepcopy(vars(state))
            views = [state.view(s) for s in range(state.num_players)]
            for probe in probes(state, rng)[::5]:
                try:
                    state.apply(probe)
                except IllegalAction as refusal:
                    assert vars(state) == before and refusal.explain("fr")
                else:
                    break
            else:
                assert [state.view(s) for s in range(state.num_players)] == views
                legal = state.legal_actions()
                state.apply(legal[rng.randrange(len(legal))])


# ------------------------------------------------------------------------------ fast paths


def test_apply_checks_in_full_a_move_that_is_not_among_the_moves_last_listed_for_this_very_state():
    state = Game.new({}, 1)
    legal = state.legal_actions()
    held = next(c for c in range(52) if state.hands[state.mover] >> c & 1)
    legal.append(Discard(held))  # changing the list handed out changes what apply accepts in nothing
    with pytest.raises(IllegalAction) as refused:
        state.apply(Discard(held))
    assert refused.value.key == "rummy500.draw_first"
    state.play(Draw())  # the state moved: the moves listed before are not its moves any more
    with pytest.raises(IllegalAction) as refused:
        state.apply(Draw())
    assert refused.value.key == "rummy500.already_drew"
    other = Game.new({}, 2)
    other.play(Draw())
    theirs = next(c for c in range(52) if other.hands[other.mover] >> c & 1 and not state.hands[state.mover] >> c & 1)
    assert Discard(theirs) in other.legal_actions()  # listed for another state: this one checks it in full
    before = copy.deepcopy(vars(state))
    with pytest.raises(IllegalAction) as refused:
        state.apply(Discard(theirs))
    assert refused.value.key == "rummy500.not_in_hand" and vars(state) == before


class _FloatsOnly(random.Random):
    """A generator of its own floats (another subclass of Random than the plain one)."""

    def random(self) -> float:
        return super().random() ** 2


def test_the_random_playout_plays_legal_moves_only_and_the_same_seed_plays_the_same_game():
    for seed in range(300):
        options = {"players": 2 + seed % 3, "turn_limit": 0 if seed % 5 else 40}
        rng = (_FloatsOnly if seed % 7 == 0 else random.Random)(seed)
        played, again = Game.new(options, seed), Game.new(options, seed)
        played.play_random(rng)
        again.play_random((_FloatsOnly if seed % 7 == 0 else random.Random)(seed))
        assert played.is_over() and played.history == again.history
        checked = Game.new(options, seed)
        for action in played.history:
            checked.apply(action)  # every move through every check of the rules
        assert vars(checked) == vars(played)


def _kinds(state) -> dict:
    """The kinds of move the random playout draws among, each with its legal moves here."""
    kinds: dict = {}
    for action in state.legal_actions():
        if type(action) is Take:
            kind = "top card" if action.index == len(state.pile) - 1 else "deeper take"
        elif type(action) in (Draw, EndHand):
            kind = "stock"
        else:
            kind = "discard" if type(action) is Discard else "meld or lay-off"
        kinds.setdefault(kind, []).append(action)
    return kinds


def test_the_random_playout_draws_a_kind_of_move_first_then_a_move_of_that_kind():
    # To draw: the stock, the top card of the pile or a deeper take, one chance in three each among
    # the kinds with a legal move; then a meld or lay-off, or a discard, one chance in two each.
    chosen: dict = {"draw": [], "play": []}
    deeper: list = []
    for seed in range(400):
        played = Game.new({"players": 2 + seed % 3}, seed)
        played.play_random(random.Random(seed))
        state = Game.new({"players": 2 + seed % 3}, seed)
        for action in played.history:
            kinds = _kinds(state)
            kind = next(k for k, moves in kinds.items() if action in moves)
            if state.phase == DRAW_PHASE and len(kinds) == 3:
                chosen["draw"].append(kind)
                if kind == "deeper take":
                    deeper.append((len(kinds[kind]), kinds[kind].index(action)))
            elif state.phase == PLAY_PHASE and len(kinds) == 2:
                chosen["play"].append(kind)
            state.apply(action)
    for phase, kinds in (("draw", ("stock", "top card", "deeper take")), ("play", ("discard", "meld or lay-off"))):
        n = len(chosen[phase])
        assert n > 1000
        for kind in kinds:
            assert abs(chosen[phase].count(kind) / n - 1 / len(kinds)) < 0.04, (phase, kind)
    # A deeper take is drawn uniformly among the legal ones: the first of two as often as the second.
    pairs = [place for n, place in deeper if n == 2]
    assert len(pairs) > 200 and abs(pairs.count(0) / len(pairs) - 1 / 2) < 0.1


def test_the_random_playout_ends_every_hand_without_a_turn_limit():
    # Each turn draws from the stock, or ends the hand once it is empty, with a chance of one in three
    # at least; a turn's melds and lay-offs each take cards from the hand, so the turn ends.
    for seed in range(300):
        state = Game.new({"players": 2 + seed % 3}, seed)
        state.play_random(random.Random(seed))
        assert state.is_over() and state.ended in ("out", "stock")


def test_a_random_playout_with_no_legal_move_stops_with_an_error_instead_of_drawing_for_ever():
    # Not a position of a game (the rules always leave a way to finish the turn): the one card held is the
    # top card just taken alone, which may not be discarded.
    state = Game.position(["7S", "2C 9D 5H"], discard="KH")
    state.phase, state.keep = PLAY_PHASE, cards("7S")[0].index
    assert state.legal_actions() == []
    with pytest.raises(ValueError, match="no legal move for seat 0 in the play phase"):
        state.play_random(random.Random(0))


def test_the_fast_usable_check_agrees_with_the_plain_one():
    rng = random.Random(3)
    for seed in range(200):
        state = Game.new({"players": 2 + seed % 3}, seed)
        if seed % 2:
            state.play_random(random.Random(seed))  # a table full of melds
        table = state.melds
        free = [c for c in range(52) if not any(m.mask >> c & 1 for m in table)]
        for _ in range(40):
            held = rng.sample(free, min(len(free), rng.randrange(1, 15)))
            card, hand = held[0], mask(held)
            assert state._usable(card, hand) == usable(card, hand, table) == bool(ways(card, hand, table))


def test_what_each_table_meld_accepts_is_the_same_in_the_fast_and_the_plain_code():
    from cardkit.rummy500.rules import _accepts

    shapes = [MeldOnTable(info.kind, info.key, info.lo, info.hi, mask) for mask, info in MELDS.items()]
    shapes += [MeldOnTable(RUN, s, 0, 12, sum(1 << (s * 13 + r) for r in range(13))) for s in range(4)]  # A-K, Ace low
    for i, shape in enumerate(shapes):
        accepts, accept_mask = _accepts(i % 17, shape.kind, shape.key, shape.lo, shape.hi, shape.mask)
        plain = accepted(shape)
        assert [action.card for _, action in accepts] == list(plain)
        assert accept_mask == mask(plain)


def test_the_check_after_a_meld_or_lay_off_agrees_with_the_plain_one_on_the_table_it_leaves():
    rng = random.Random(5)
    checked = 0
    for seed in range(150):
        state = Game.new({"players": 2 + seed % 3}, seed)
        while not state.is_over():
            if state.phase == PLAY_PHASE:
                hand = state.hands[state.mover]
                for action in state._put_downs(hand):
                    cards_ = [action.card] if type(action) is LayOff else list(action.cards)
                    after = state.clone()
                    after._do(action)  # played without the take's conditions: only the table it leaves matters
                    left = hand & ~mask(cards_)
                    for card in (c for c in range(52) if left >> c & 1):
                        plain = usable(card, left, after.melds)
                        assert state._usable_after(card, action, mask(cards_), left) == plain
                        checked += 1
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
    assert checked > 5000


def test_a_suits_runs_and_discards_are_every_run_held_in_order_and_every_card_held():
    # _suit_moves walks the held stretches; the plain way tries every run of the suit in RUNS_BY_SUIT's
    # order (the order legal_actions() lists and play_random draws from).
    from cardkit.rummy500.cards import indices_of
    from cardkit.rummy500.melds import RUNS_BY_SUIT, SHIFT
    from cardkit.rummy500.rules import DISCARDS, MELD_ACTIONS, _suit_moves

    for suit in range(4):
        for bits in range(1 << 13):
            held = bits << SHIFT[suit]
            runs, discards = _suit_moves(suit, bits)
            assert runs == tuple(MELD_ACTIONS[m] for m in RUNS_BY_SUIT[suit] if held & m == m)
            assert discards == tuple(DISCARDS[c] for c in indices_of(held))


def test_the_deal_shuffles_as_random_shuffle_does():
    from cardkit.rummy500.rules import _shuffle

    for seed in range(500):
        plain, written = random.Random(seed), random.Random(seed)
        deck, ours = list(range(52)), list(range(52))
        plain.shuffle(deck)
        _shuffle(ours, written)
        assert ours == deck and written.getstate() == plain.getstate()


def test_the_table_built_when_first_asked_for_is_the_table_kept_move_by_move():
    for seed in range(60):
        shown, unshown = Game.new({"players": 2 + seed % 3}, seed), Game.new({"players": 2 + seed % 3}, seed)
        rng = random.Random(seed)
        while not shown.is_over():
            shown.view(shown.to_move())  # builds the table, then each move keeps it
            legal = shown.legal_actions()
            action = legal[rng.randrange(len(legal))]
            shown.apply(action)
            unshown.apply(action)
            if rng.random() < 0.05:  # asked for now and then: built from the melds, then kept too
                assert unshown.table == shown.table
        assert unshown.table == shown.table
        assert vars(unshown) == vars(shown)  # a cache, not one of the game's fields


# ------------------------------------------------------------------------------ resampling


def test_resample_deals_the_unseen_cards_afresh_consistently_with_the_view():
    rng = random.Random(4)
    for seed in range(120):
        state = Game.new({"players": 2 + seed % 3}, seed)
        step = 0
        while not state.is_over():
            if step % 5 == 0:
                seat = rng.randrange(state.num_players)
                view = state.view(seat)
                other = view.resample(rng)
                assert other.view(seat) == view
                accounted(other)
                assert other.hands[seat] == state.hands[seat]
                for s in range(state.num_players):
                    assert other.hands[s] & state.known[s] == state.known[s]
                if seat == state.mover:
                    assert other.legal_actions() == state.legal_actions()
                other.play_random(rng)  # a resampled hand plays on to its end
                assert other.is_over()
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
            step += 1
        view = state.view(0)
        assert view.resample(rng).view(0) == view


def test_resample_gives_a_player_who_took_deep_the_cards_to_use_the_deepest_card():
    state = Game.position(["7H 7D", "2C 3C 4C 5C 6C 8C 9C"], "7S KH")
    state.apply(Take(0))
    view = state.view(1)
    for seed in range(40):
        other = view.resample(random.Random(seed))
        assert other.view(1) == view
        assert usable(other.must, other.hands[0], other.melds)
        assert other.legal_actions()
        other.play_random(random.Random(seed))


def test_a_view_does_not_change_when_the_hidden_cards_are_dealt_differently():
    rng = random.Random(5)
    for seed in range(60):
        state = Game.new({"players": 2 + seed % 3}, seed)
        for _ in range(rng.randrange(80)):
            if state.is_over():
                break
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        for seat in range(state.num_players):
            shuffled = state.view(seat).resample(random.Random(seed))
            shuffled.stock.reverse()
            assert shuffled.view(seat) == state.view(seat)


# ------------------------------------------------------------------------------ exactness


def _uses(state, card: int, budget: list, seen: set) -> bool | None:
    """Brute force: some sequence of melds and lay-offs gets ``card`` out of the mover's hand."""
    if budget[0] <= 0:
        return None
    budget[0] -= 1
    seat = state.mover
    if not state.hands[seat] >> card & 1:
        return True
    key = (state.hands[seat], tuple((m.kind, m.key, m.lo, m.hi, m.mask) for m in state.melds))
    if key in seen:
        return False
    seen.add(key)
    free = state.clone()
    free.must = free.keep = -1
    for action in free._play_actions():
        if type(action) is Discard:
            continue
        after = free.clone()
        after.play(action)
        if not after.hands[seat] >> card & 1:
            return True
        if after.mover is not None:
            found = _uses(after, card, budget, seen)
            if found is not False:
                return found
    return False


def _can_end_turn(state, budget: list) -> bool:
    if budget[0] <= 0:
        return True
    budget[0] -= 1
    for action in state.legal_actions():
        if type(action) is Discard:
            return True
        after = state.clone()
        after.play(action)
        if after.mover != state.mover or after.phase != PLAY_PHASE or _can_end_turn(after, budget):
            return True
    return False


def test_a_deep_take_is_offered_exactly_when_the_deepest_card_can_be_used():
    rng = random.Random(6)
    compared = refused = 0
    for seed in range(50):
        state = Game.new({"players": 2 + seed % 3}, seed)
        while not state.is_over():
            legal = state.legal_actions()
            if state.phase == DRAW_PHASE:
                offered = {a.index for a in legal if type(a) is Take}
                for i in range(len(state.pile) - 1):
                    taken = state.clone()
                    for c in taken.pile[i:]:
                        taken.hands[taken.mover] |= 1 << c
                    deepest = taken.pile[i]
                    del taken.pile[i:]
                    found = _uses(taken, deepest, [3000], set())
                    if found is not None:
                        compared += 1
                        refused += not found
                        assert found == (i in offered)
            else:
                assert _can_end_turn(state, [3000])  # never a dead end
                if state.must >= 0:
                    for action in legal:
                        if type(action) is not Discard:
                            after = state.clone()
                            after.play(action)
                            assert after.must == -1 or _uses(after, after.must, [3000], set()) is not False
            state.apply(legal[rng.randrange(len(legal))])
    assert compared > 1000 and refused > 100


def test_while_the_obligation_is_open_every_move_keeping_a_way_is_offered():
    rng = random.Random(7)
    seen = 0
    for seed in range(400):
        state = Game.new({"players": 2 + seed % 3}, seed)
        while not state.is_over():
            legal = state.legal_actions()
            if state.phase == PLAY_PHASE and state.must >= 0:
                free = state.clone()
                free.must = -1
                for action in free._play_actions():
                    if type(action) is Discard:
                        continue
                    after = state.clone()
                    after.play(action)
                    keeps = after.must == -1 or _uses(after, state.must, [3000], set())
                    if keeps is not None:
                        seen += 1
                        assert bool(keeps) == (action in legal)
            state.apply(legal[rng.randrange(len(legal))])
    assert seen > 200


# ------------------------------------------------------------------------------ the teaching API

RANKS = range(1, 14)


def reference_is_meld(cs: list) -> bool:
    """Plain reference: 3-4 of one rank, or 3+ in a row of one suit with the Ace at 1 or 14."""
    if len(cs) < 3 or len(set(cs)) != len(cs):
        return False
    if len({c.rank for c in cs}) == 1:
        return len(cs) <= 4
    if len({c.suit for c in cs}) != 1:
        return False
    for ace in (1, 14):
        ranks = sorted(ace if c.rank == 1 else c.rank for c in cs)
        if ranks == list(range(ranks[0], ranks[0] + len(ranks))):
            return True
    return False


def reference_points(cs: list) -> int:
    low_ace = (
        any(c.rank == 2 for c in cs)
        and len({c.rank for c in cs}) > 1
        and any(c.rank == 1 for c in cs)
        and not any(c.rank == 13 for c in cs)
    )
    return sum(1 if (c.rank == 1 and low_ace) else c.points for c in cs)


card_lists = st.lists(st.sampled_from(CARDS), min_size=0, max_size=7)
same_suit_lists = st.builds(
    lambda suit, ranks: [CARDS[suit * 13 + r] for r in ranks],
    st.integers(0, 3),
    st.lists(st.integers(0, 12), min_size=2, max_size=6, unique=True),
)


@settings(max_examples=400, deadline=None)
@given(st.one_of(card_lists, same_suit_lists))
def test_meld_kind_and_points_agree_with_a_plain_reference(cs):
    kind = meld_kind(cs)
    assert (kind is not None) == reference_is_meld(cs)
    if kind is not None:
        assert kind.name == ("set" if len({c.rank for c in cs}) == 1 else "run")
        if len(cs) < 13:
            assert meld_points(cs) == reference_points(cs)
    else:
        with pytest.raises(ValueError):
            meld_points(cs)


@given(card_lists)
def test_cards_reads_back_what_it_writes(cs):
    assert cards(" ".join(map(str, cs))) == tuple(cs)
    assert cards(
        ", ".join(
            f"{c.rank if 1 < c.rank < 11 else 'JQKA'[[11, 12, 13, 1].index(c.rank)]}{c.suit.value[0]}" for c in cs
        )
    ) == tuple(cs)


def reference_can_use(card: int, hand: frozenset, table: tuple) -> bool:
    """Breadth-first over melds and lay-offs, with the plain meld reference."""
    start = (hand, table)
    frontier, seen = [start], {start}
    while frontier:
        nxt = []
        for held, melds in frontier:
            if card not in held:
                return True
            moves = []
            for size in range(3, len(held) + 1):
                for group in combinations(sorted(held), size):
                    if reference_is_meld([CARDS[c] for c in group]):
                        moves.append((held - set(group), melds + (frozenset(group),)))
            for i, m in enumerate(melds):
                for c in held:
                    if reference_is_meld([CARDS[x] for x in m | {c}]):
                        moves.append((held - {c}, melds[:i] + (m | {c},) + melds[i + 1 :]))
            for move in moves:
                if move not in seen:
                    seen.add(move)
                    nxt.append(move)
        frontier = nxt
    return False


@st.composite
def take_positions(draw):
    """A pile, a hand and a table drawn from a few crowded suits and ranks, so that sets, runs and
    lay-offs around the deepest card are common (with the Ace, low and high, now and then)."""
    suits = draw(st.lists(st.integers(0, 3), min_size=1, max_size=2, unique=True))
    low = draw(st.integers(0, 7))
    rank = draw(st.integers(0, 12))
    pool = {s * 13 + r for s in suits for r in range(low, low + 6)} | {s * 13 + rank for s in range(4)}
    if draw(st.booleans()):
        pool |= {s * 13 for s in suits}
    deck = sorted(pool)
    draw(st.randoms(use_true_random=False)).shuffle(deck)
    table = []
    for _ in range(draw(st.integers(0, 2))):
        spare = mask(deck[8:])
        options = sorted(m for m in MELDS if m & spare == m)
        if not options:
            break
        m = draw(st.sampled_from(options))
        table.append(MELDS[m].order)
        deck = [c for c in deck if not m >> c & 1]
    pile = deck[: draw(st.integers(2, 4))]
    hand = deck[len(pile) : len(pile) + draw(st.integers(0, 5))]
    return pile, hand, table


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(take_positions(), st.integers(0, 3))
def test_can_take_agrees_with_a_brute_force_search(position, index):
    pile, hand, table = position
    index = min(index, len(pile) - 1)
    check = can_take([CARDS[c] for c in pile], index, [CARDS[c] for c in hand], [[CARDS[c] for c in m] for m in table])
    if index == len(pile) - 1:
        assert check and not check.must_use
        return
    held = frozenset(hand) | frozenset(pile[index:])
    expected = reference_can_use(pile[index], held, tuple(frozenset(m) for m in table))
    assert bool(check) == expected
    assert bool(check.ways) == expected
    visible = set(pile) | set(hand) | {c for m in table for c in m}
    for language in ("en", "fr"):
        text = check.explain(language)
        shown = {
            INDEX[c]
            for c in cards(
                " ".join(
                    t
                    for t in text.replace("(", " ")
                    .replace(")", " ")
                    .replace(";", " ")
                    .replace(",", " ")
                    .replace(":", " ")
                    .replace(".", " ")
                    .split()
                    if _is_card(t)
                )
            )
        }
        assert shown <= visible


def _is_card(token: str) -> bool:
    try:
        return len(cards(token)) == 1 and token[-1] in "♣♦♥♠"
    except ValueError:
        return False


def test_a_table_meld_is_read_from_its_cards():
    assert table_meld([c.index for c in cards("QS KS AS")]) == MeldOnTable(RUN, 3, 11, 13, mask(cards("QS KS AS")))
    assert table_meld([c.index for c in cards("AS 2S 3S")]) == MeldOnTable(RUN, 3, 0, 2, mask(cards("AS 2S 3S")))


# ------------------------------------------------------------------------------ matches


def test_a_match_saves_and_loads_exactly():
    match = Match("rummy500", {"players": 3, "target": 250, "dealer": 1}, 9)
    rng = random.Random(9)
    while True:
        match.current.play_random(rng)
        if match.is_over():
            break
        match.next_deal()
    again = Match.load(match.save())
    assert again.totals() == match.totals() and again.winners() == match.winners()
    assert [d.history for d in again.deals] == [d.history for d in match.deals]


# ------------------------------------------------------------------------------ the Expert's imagined deals


def test_holding_a_meld_means_the_fresh_play_moves_offer_one():
    from cardkit.rummy500.rules import holds_meld

    for seed in range(100):
        state = Game.new({"players": 2 + seed % 3}, seed)
        rng = random.Random(seed)
        while state.to_move() is not None:
            legal = state.legal_actions()
            if state.phase == PLAY_PHASE and state.must < 0 and state.keep < 0:  # no move held back
                offered = any(type(a) in (Meld, LayOff) for a in legal)
                assert holds_meld(state.hands[state.mover], state.accept_mask) == offered
            state.apply(legal[rng.randrange(len(legal))])


def test_the_expert_imagines_deals_that_fit_what_normal_players_did():
    from cardkit.rummy500.bots import likely_deal, normal_move, plausible
    from cardkit.rummy500.rules import holds_meld

    rng = random.Random(4)
    fit = {"likely": 0, "any": 0, "positions": 0}
    for seed in range(10):
        state = Game.new({"players": 2}, seed)
        while state.to_move() is not None and state.turn < 12:
            seat = state.mover
            view = state.view(seat)
            if state.turn >= 2 and state.phase == DRAW_PHASE:
                assert not holds_meld(state.hands[1 - seat], state.accept_mask)  # Normal puts down all it can
            if state.turn >= 2:
                fit["positions"] += 1
                fit["likely"] += plausible(likely_deal(view, rng), view)
                fit["any"] += plausible(view.resample(rng), view)
            state.apply(normal_move(view.resample(rng), rng))
    assert fit["likely"] >= 0.9 * fit["positions"] > fit["any"]  # a few positions fit too few deals to find one
