"""Hints that are true: every claim a Rummy 500 hint's reason states is checked against the position
(the reason is built from claims, ``cardkit.rummy500.bots.Reason``, so nothing is parsed from English)."""

from __future__ import annotations

import re
from collections import Counter

from cardkit.rummy500 import bots as rb
from cardkit.rummy500.cards import BIT, RANK_OF, SUIT_OF
from cardkit.rummy500.melds import accepted
from cardkit.rummy500.rules import Discard, Meld, RummyState, Take
from cardkit.rummy500.teaching import meld_kind

LEVELS = {"beginner": rb.reason_beginner, "normal": rb.reason, "expert": rb.reason}


def positions(count: int):
    """Positions of seeded Normal-vs-Normal hands, each with the state (to check claims) and its mover's view."""
    found, seed = [], 0
    while len(found) < count:
        state = RummyState.new({"players": 2}, seed)
        bot = rb.make("normal", seed)
        while state.mover is not None and len(found) < count:
            view = state.view(state.mover)
            found.append((state.clone(), view))
            state.apply(bot.choose(view))
        seed += 1
    return found


def next_player_melds(state: RummyState, thrown: int, index: int) -> list:
    """The melds the next player could make with cards taken from the pile alone, from ``index`` up, after
    ``thrown`` is discarded: the engine's own moves for a next player holding nothing else."""
    after = state.clone()
    after.play(Discard(thrown))
    if after.mover is None or index >= len(after.pile):
        return []
    after.hands[after.mover] = 0
    if Take(index) not in after.legal_actions():
        return []
    after.play(Take(index))
    return [a for a in after.legal_actions() if type(a) is Meld]


def _cards(mask: int) -> list[int]:
    return [c for c in range(52) if mask >> c & 1]


def _near_cards(card: int, hand: list[int], gap: int) -> int:
    return sum(
        1
        for c in hand
        if c != card
        and (
            RANK_OF[c] == RANK_OF[card]
            or SUIT_OF[c] == SUIT_OF[card]
            and min(abs(RANK_OF[c] - RANK_OF[card]), 13 - abs(RANK_OF[c] - RANK_OF[card])) <= gap
        )
    )


def check(state: RummyState, action, reason: rb.Reason) -> None:
    after = state.clone()
    after.play(action)
    for claim in reason.claims:
        name = claim[0]
        if name == "melds":
            assert rb.melds_with(after, claim[1]), (reason, action)
        elif name == "lays_off":
            assert rb.lays_off(after, claim[1]), (reason, action)
        elif name == "scores":
            assert claim[1] > 0 and rb._meld_out(after.clone()) == claim[1], (reason, action)
        elif name == "points":
            assert rb.put_down_points(state, claim[1]) == claim[2], (reason, action)
        elif name == "no_take_melds":
            for take in (a for a in state.legal_actions() if type(a) is Take):
                taken = rb.after_take(state, take)
                card = state.pile[take.index]
                assert not rb.melds_with(taken, card) and not rb.lays_off(taken, card), (reason, take)
        elif name == "stock_empty":
            assert not state.stock, (reason, action)
        elif name == "highest":
            hand = state.view(state.mover).hand
            assert rb.POINTS[claim[1]] == max(rb.POINTS[c.index] for c in hand), (reason, action)
        elif name == "offers":  # thrown instead, the other card lets the next player meld from the pile alone
            _, other, index, mask = claim
            melds = next_player_melds(state, other, index)
            assert any(sum(BIT[c] for c in m.cards) == mask and other in m.cards for m in melds), (reason, claim)
        elif name == "offers_none":  # this discard lets no take meld it with taken cards alone
            for index in range(len(state.pile) + 1):
                assert not any(claim[1] in m.cards for m in next_player_melds(state, claim[1], index)), (reason, index)
        elif name == "may_offer":  # thrown instead, the other card melds with a pile card and a card the next may hold
            _, other, mate, wanted = claim
            assert mate in state.pile and wanted, (reason, claim)
            mover_hand = [c.index for c in state.view(state.mover).hand]
            on_table = {c for m in state.melds for c in _cards(m.mask)}
            for card in _cards(wanted):
                assert meld_kind([other, mate, card]) is not None, (reason, claim, card)
                assert card not in mover_hand and card not in state.pile and card not in on_table, (reason, card)
        elif name == "held_offer":  # the same with a card the next player took from the pile
            _, other, mate, held = claim
            following = (state.mover + 1) % len(state.hands)
            assert mate in state.pile and held and not held & ~state.known[following], (reason, claim)
            assert all(meld_kind([other, mate, card]) is not None for card in _cards(held)), (reason, claim)
        elif name == "no_pile_mate":  # no pile card makes a meld with this one and any third card
            for mate in state.pile:
                assert not any(meld_kind([claim[1], mate, c]) for c in range(52) if c not in (claim[1], mate)), mate
        elif name in ("accepted", "not_accepted"):
            taken = any(claim[1] in accepted(m) for m in state.melds)
            assert taken == (name == "accepted"), (reason, claim)
        elif name in ("alone", "partner"):
            hand = [c.index for c in state.view(state.mover).hand]
            assert (_near_cards(claim[1], hand, 1) > 0) == (name == "partner"), (reason, claim)
        elif name == "fewer":
            assert rb.POINTS[claim[1]] < rb.POINTS[claim[2]], (reason, claim)
        elif name == "fewer_near":
            hand = [c.index for c in state.view(state.mover).hand]
            assert _near_cards(claim[1], hand, 2) < _near_cards(claim[2], hand, 2), (reason, claim)
        elif name == "only_discard":
            assert sum(type(a) is Discard for a in state.legal_actions()) == 1, (reason, claim)
        else:
            raise AssertionError(f"unchecked claim {claim}")
    if reason.key in {"rummy500.hint.take_top", "rummy500.hint.take_deep"}:
        assert ("melds", state.pile[action.index]) in reason.claims  # "it melds at once" is always a claim


def test_every_rummy500_hint_claim_is_true_in_300_positions_per_level():
    for level, why in LEVELS.items():
        bot = rb.make(level, 7)
        if level == "expert":
            bot.samples = 4  # the claims do not depend on the search: a small one keeps the test short
        for state, view in positions(300 if level != "expert" else 300):
            action = bot.choose(view)
            reason = why(view, action)
            check(state, action, reason)
            assert "meld 0" not in reason.text("en") and "{" not in reason.text("fr")


def test_a_rummy500_discard_reason_is_true_against_every_other_discard_it_is_compared_with():
    """The judge compares its discard with the move it weighed next (or the move played): every comparative
    claim ("fewer", "would let the next player...") is checked against each other discard in turn."""
    seen = Counter()
    for state, view in positions(400):
        discards = [a for a in view.legal if type(a) is Discard]
        for action in discards[:4]:
            for rather in discards:
                if rather != action:
                    reason = rb.reason(view, action, rather)
                    check(state, action, reason)
                    seen[reason.key] += 1
                    for language in ("en", "fr"):
                        assert "cheapest" not in reason.text(language) and "{" not in reason.text(language)
    for key in ("offers", "may_offer", "accepted", "alone", "fewer", "fewer_near", "played_out"):
        assert seen[f"rummy500.hint.discard_{key}"] > 0, (key, seen)


# ------------------------------------------------------------------------------ Ipso and House of Suits
# Their bots give reasons as claims too (``cardkit.core.bots.Reason``; the claims are listed above
# ``reason`` in cardkit/ipso/bots.py and cardkit/house_of_suits/bots.py). Each is checked against the
# state with the rules' own scoring, not with the bots' arithmetic.


from cardkit.core.bots import margin as final_margin  # noqa: E402
from cardkit.house_of_suits import bots as hb  # noqa: E402
from cardkit.house_of_suits.deck import SUIT_OF as HOS_SUIT_OF, VALUE_OF, suits_in_play  # noqa: E402
from cardkit.house_of_suits.rules import HouseOfSuitsState  # noqa: E402
from cardkit.house_of_suits.scoring import score as hos_score, seat_totals  # noqa: E402
from cardkit.ipso import bots as ib  # noqa: E402
from cardkit.ipso.deck import COLOR_OF, STARS_OF  # noqa: E402
from cardkit.ipso.rules import ROW_OF_SLOT, ROWS, IpsoState  # noqa: E402
from cardkit.ipso.scoring import score_pyramid  # noqa: E402

CHECKED: Counter = Counter()  # claims checked, by game and name (printed by the tests)


def seeded_positions(new, bot_module, count: int, every: int, keep=lambda state: False):
    """Positions of seeded Normal-vs-Normal games: every ``every``-th one, and every one ``keep`` wants."""
    found, seed, n = [], 0, 0
    while len(found) < count:
        state = new(seed)
        bot = bot_module.make("normal", seed)
        while state.to_move() is not None:
            if keep(state) or n % every == 0:
                found.append(state.clone())
            n += 1
            state.apply(bot.choose(state.view(state.to_move())))
        seed += 1
    return found[:count]


def hint_claims(game: str, states, levels: dict, check) -> None:
    for level, why in levels.items():
        bot = LEVEL_BOTS[game](level, 7)
        if level == "expert":
            bot.samples = 2  # the claims do not depend on the search: a small one keeps the test short
        for state in states:
            view = state.view(state.to_move())
            action = bot.choose(view)
            reason = why(view, action)
            assert reason.claims or reason.key in UNCLAIMED, reason
            for claim in reason.claims:
                check(state, action, claim)
                CHECKED[game, claim[0]] += 1
            for language in ("en", "fr"):
                text = reason.text(language)
                assert "{" not in text and "you invested" not in text, text


LEVEL_BOTS = {"ipso": ib.make, "house_of_suits": hb.make}
UNCLAIMED = {"ipso.hint.keep_sure"}  # "3 points for sure are better than a card you have not seen": the rule


def _ipso_face_up(state, seat: int) -> list:
    return [None if s in state.down[seat] else n for s, n in enumerate(state.pyramids[seat])]


def _room(cells: list) -> bool:
    """Can a row with these face-up numbers (None: face down) still ascend, every face-down card
    getting a number of its own between its neighbours (cards go from 1 to 90)?"""
    known = [(-1, 0)] + [(i, n) for i, n in enumerate(cells) if n is not None] + [(len(cells), 91)]
    return all(b - a >= j - i for (i, a), (j, b) in zip(known, known[1:]))


def _ipso_points(state, pyramid) -> int:
    view = state.view(0)
    return score_pyramid(
        [[pyramid[s] for s in row] for row in ROWS],
        star_kept=True,
        odd_even=view.odd_even,
        odd_even_all_rows=view.odd_even_all_rows,
    ).total


def _ipso_best_gain(state, pyramid, number: int) -> int:
    before = _ipso_points(state, pyramid)
    return max(
        0, max(_ipso_points(state, pyramid[:s] + [number] + pyramid[s + 1 :]) for s in range(len(pyramid))) - before
    )


def check_ipso(state: IpsoState, action, claim) -> None:
    seat = state.to_move()
    name = claim[0]
    cells = _ipso_face_up(state, seat)
    if name in ("between", "ascends", "breaks", "lost", "open", "belongs"):
        slot = claim[1]
        row = ROWS[ROW_OF_SLOT[slot]]
        pos = slot - row[0]
        line = [cells[s] for s in row]
        if name == "between":
            left = next((n for n in reversed(line[:pos]) if n is not None), None)
            right = next((n for n in line[pos + 1 :] if n is not None), None)
            assert (left, right) == claim[2:], (claim, line)
        elif name in ("ascends", "breaks"):
            line[pos] = claim[2]
            assert _room(line) == (name == "ascends"), (claim, line)
        elif name == "lost":
            line[pos] = None
            assert not _room(line), (claim, line)
        elif name == "open":
            assert all(n is None for i, n in enumerate(line) if i != pos), (claim, line)
        else:
            ideal = [abs(claim[2] - (i + 1) * 91 / (len(row) + 1)) for i in range(len(row))]
            assert ideal[pos] == min(ideal), claim
    elif name == "no_fit":
        for slot in state.down[seat]:
            row = ROWS[ROW_OF_SLOT[slot]]
            line = [cells[s] for s in row]
            line[slot - row[0]] = claim[1]
            assert not _room(line), (claim, slot, line)
    elif name == "star_gain":
        pyramid = list(state.pyramids[seat])
        pile = state.pile
        unseen = pile[2:] if len(pile) > 2 else pile[-1:]  # the two former centre cards lie known at the bottom
        mean = sum(_ipso_best_gain(state, pyramid, n) for n in unseen) / len(unseen)
        assert abs(mean - float(claim[1])) <= 0.05 + 1e-9, (claim, mean)
        assert (mean > 3) == claim[2], (claim, mean)  # "more than" / "not more than" the Star's 3
    elif name == "swap_gain":
        after = state.clone()
        after.play(action)
        assert _ipso_points(after, after.pyramids[seat]) - _ipso_points(state, state.pyramids[seat]) == claim[2], claim
    elif name == "no_gain":
        assert _ipso_best_gain(state, list(state.pyramids[seat]), claim[1]) == 0, claim
    elif name == "most":  # no place adds more for the drawn card ("the most of any place", "at best")
        assert _ipso_best_gain(state, list(state.pyramids[seat]), state.drawn) == claim[1], claim
    elif name in ("colour", "mixed"):
        slot, number = claim[1], claim[2]
        others = [cells[s] for s in ROWS[ROW_OF_SLOT[slot]] if s != slot and cells[s] is not None]
        same = [COLOR_OF[n] == COLOR_OF[number] for n in others]
        assert (others and all(same)) if name == "colour" else not all(same), (claim, others)
    elif name == "more_stars":
        assert STARS_OF[claim[1]] > STARS_OF[claim[2]], claim
    elif name == "nearer":  # nearer the number that would space its row evenly there than the other card
        _, slot, number, other_slot, other = claim
        assert abs(number - _even(cells, slot)) < abs(other - _even(cells, other_slot)), claim
    else:
        raise AssertionError(f"unchecked claim {claim}")


def _even(cells: list, slot: int) -> float:
    """The number that would space the slot's row evenly between its face-up neighbours (0 and 91 beyond
    the row's ends)."""
    row = ROWS[ROW_OF_SLOT[slot]]
    line, pos = [None if s == slot else cells[s] for s in row], slot - row[0]
    left = max(((i, n) for i, n in enumerate(line) if n is not None and i < pos), default=(-1, 0))
    right = min(((i, n) for i, n in enumerate(line) if n is not None and i > pos), default=(len(line), 91))
    return left[1] + (right[1] - left[1]) * (pos - left[0]) / (right[0] - left[0])


def _hos_margin(state: HouseOfSuitsState, seat: int) -> int:
    """The seat's lead with the market as it stands and its own set-aside card, by the rules' scoring."""
    deck = suits_in_play(state.options.suits)
    market = state.market + ([state.aside[seat]] if state.aside[seat] >= 0 else [])

    def values(cards) -> dict:
        return {s: [VALUE_OF[c] for c in cards if HOS_SUIT_OF[c] == i] for i, s in enumerate(deck)}

    totals = hos_score(
        values(market), [values(state.invest[0]), values(state.invest[1])], suits=state.options.suits
    ).totals
    return totals[seat] - totals[1 - seat]


def _hos_projected(state: HouseOfSuitsState, seat: int) -> float:
    """The seat's lead counting the market as it stands, its own set-aside card, and half the value of every
    card still to come (the pile, both hands, the opponent's set-aside card), to one decimal."""
    market = [0.0] * state.options.suits
    invested = [[0] * state.options.suits for _ in range(2)]
    for c in state.market + [state.aside[seat]]:
        market[HOS_SUIT_OF[c]] += VALUE_OF[c]
    for c in state.pile + state.hands[0] + state.hands[1] + [a for a in (state.aside[1 - seat],) if a >= 0]:
        market[HOS_SUIT_OF[c]] += VALUE_OF[c] / 2
    for s, cards in enumerate(state.invest):
        for c in cards:
            invested[s][HOS_SUIT_OF[c]] += VALUE_OF[c]
    totals = seat_totals(market, invested)
    return round(totals[seat] - totals[1 - seat], 1)


def check_house_of_suits(state: HouseOfSuitsState, action, claim) -> None:
    seat = state.to_move()
    after = state.clone()
    after.play(action)
    name = claim[0]
    if name == "suit":
        assert HOS_SUIT_OF[claim[1]] == claim[2] and after.aside[seat] == claim[1], claim
    elif name == "to_market":
        assert claim[1] in after.market and claim[1] in state.hands[seat], claim
    elif name == "invested":
        assert claim[1] in after.invest[seat] and claim[1] in state.hands[seat], claim
    elif name == "margin":
        assert _hos_margin(after, seat) == claim[1], (claim, _hos_margin(after, seat))
    elif name == "margin_of":  # the other move gives fewer, counting the market as it stands
        other = state.clone()
        other.play(claim[1])
        assert _hos_margin(other, seat) == claim[2] < _hos_margin(after, seat), claim
    elif name == "final_of":  # the other move ends the game no better
        other = state.clone()
        other.play(claim[1])
        assert other.is_over() and final_margin(other, seat) == claim[2] <= final_margin(after, seat), claim
    elif name == "projected":  # counting also half of every card still to come, more than the other move
        other = state.clone()
        other.play(claim[2])
        assert (_hos_projected(after, seat), _hos_projected(other, seat)) == (claim[1], claim[3]), claim
        assert claim[1] > claim[3], claim
    elif name == "holds":
        assert sum(VALUE_OF[c] for c in state.hands[seat] if HOS_SUIT_OF[c] == claim[1]) == claim[2], claim
    elif name == "worth_more":
        assert VALUE_OF[claim[1]] > VALUE_OF[claim[2]], claim
    elif name == "deduced":
        assert state.aside[1 - seat] == claim[1] and not state.pile and not state.hands[1 - seat], claim
    elif name == "final":
        assert after.is_over() and final_margin(after, seat) == claim[1], claim
    else:
        raise AssertionError(f"unchecked claim {claim}")


def test_every_ipso_hint_claim_is_true_in_300_positions_per_level():
    states = seeded_positions(
        lambda seed: IpsoState.new({"players": 2 + seed % 3}, seed),
        ib,
        300,
        4,
        keep=lambda state: state.phase == "final",
    )
    hint_claims("ipso", states, {"beginner": ib.reason_beginner, "normal": ib.reason, "expert": ib.reason}, check_ipso)
    print({k: v for k, v in CHECKED.items() if k[0] == "ipso"})
    for name in ("between", "ascends", "open", "star_gain", "swap_gain", "no_gain", "belongs"):
        assert CHECKED["ipso", name] > 0, name


def test_every_house_of_suits_hint_claim_is_true_in_300_positions_per_level():
    states = seeded_positions(lambda seed: HouseOfSuitsState.new({"suits": 4 + seed % 3}, seed), hb, 300, 1)
    hint_claims(
        "house_of_suits", states, {level: hb.reason for level in ("beginner", "normal", "expert")}, check_house_of_suits
    )
    print({k: v for k, v in CHECKED.items() if k[0] == "house_of_suits"})
    for name in ("suit", "to_market", "invested", "margin", "margin_of", "projected", "deduced", "final"):
        assert CHECKED["house_of_suits", name] > 0, name


def compared_claims(game: str, states, module, check, moves_per_position: int) -> Counter:
    """Every move's reason (the first few of each position) against every other legal move it could be
    compared with (the judge's next best, or the move played, in a review): each claim checked, and each
    stated gap the difference of the checked figures."""
    seen: Counter = Counter()
    for state in states:
        view = state.view(state.to_move())
        for action in view.legal[:moves_per_position]:
            for rather in view.legal:
                if rather == action:
                    continue
                reason = module.reason(view, action, rather)
                for claim in reason.claims:
                    check(state, action, claim)
                seen[reason.key] += 1
                seen[getattr(reason.params.get("than"), "key", "")] += 1
                for language in ("en", "fr"):
                    text = reason.text(language)
                    assert "{" not in text and not COMPARISONS_WITHOUT_AN_ALTERNATIVE.search(text), text
    return seen


# "the cheapest", "costs the least", "+2 for this move": comparisons with nothing checked behind them
COMPARISONS_WITHOUT_AN_ALTERNATIVE = re.compile(r"cheapest|the least|for this move|le moins|pour ce coup")


def test_an_ipso_reason_is_true_against_every_other_move_it_is_compared_with():
    """Each comparison ("would leave that row unable to ascend", "more stars", "nearer", "the most of any
    place") is checked against the other move named, at every level's positions."""
    states = seeded_positions(
        lambda seed: IpsoState.new({"players": 2 + seed % 3}, seed), ib, 120, 5, keep=lambda s: s.phase == "final"
    )
    seen = compared_claims("ipso", states, ib, check_ipso, 4)
    for key in ("breaks", "colour", "stars", "nearer", "played_out"):
        assert seen[f"ipso.hint.than.{key}"] > 0, (key, seen)
    for key in ("swap", "swap_less", "discard", "discard_gain", "keep", "spend"):
        assert seen[f"ipso.hint.{key}"] > 0 or seen["ipso.hint.compared"] > 0, (key, seen)


def test_a_house_of_suits_reason_is_true_against_every_other_move_it_is_compared_with():
    """Each comparison ("3 points more than selling the 2♥ and investing the 8♠", counting the market as it
    stands, or half of the cards still to come, or the final margin) is checked against the other move."""
    states = seeded_positions(
        lambda seed: HouseOfSuitsState.new({"suits": 4 + seed % 3}, seed),
        hb,
        60,
        4,
        keep=lambda s: not s.pile and not s.hands[1 - s.to_move()],  # the last move: every card known
    )
    seen = compared_claims("house_of_suits", states, hb, check_house_of_suits, 2)
    for key in ("stands", "projected", "played_out", "final_than", "set_aside_holds", "set_aside_higher"):
        assert seen[f"house_of_suits.hint.{key}"] > 0, (key, seen)


def test_a_house_of_suits_hint_names_its_cards_in_the_order_the_board_takes_the_clicks():
    from cardkit.house_of_suits.deck import card
    from cardkit.house_of_suits.rules import Place
    from cardkit.house_of_suits.scene import BOARD

    states = seeded_positions(lambda seed: HouseOfSuitsState.new({"suits": 4 + seed % 3}, seed), hb, 200, 1)
    placed = 0
    for state in states:
        view = state.view(state.to_move())
        for action in (a for a in view.legal if type(a) is Place):
            assert BOARD.next_click(action, set()) == f"hand:{action.market}"  # the market card first
            rather = next(a for a in view.legal if a != action)  # compared, as a hint compares, with another move
            for language in ("en", "fr"):
                text = hb.reason(view, action, rather).text(language)
                market, investment = card(action.market).name(language), card(action.investment).name(language)
                assert text.index(market) < text.index(investment), text
                assert "(-" not in text, text  # a hint never states a loss for its own move
            placed += 1
    assert placed > 100


def test_the_house_of_suits_hint_says_on_each_card_where_it_goes():
    from cardkit.session import Table
    from cardkit.testing import click, command, scene_cards as elements

    table = Table("house_of_suits", ("human", "normal"), {"suits": 4}, seed=3)
    table.run_bots()
    command(table, "hint")  # the set-aside first
    assert [c["note"] for c in elements(table.frame()) if c.get("hint")] == ["hint: set it aside"]
    hinted = next(c for c in elements(table.frame()) if c.get("hint"))
    click(table, hinted["id"])
    table.run_bots()
    command(table, "hint")
    notes = sorted(c["note"] for c in elements(table.frame()) if c.get("hint"))
    assert notes == ["hint: to the market", "hint: to your investment"]
    assert all(c["label"].endswith(c["note"]) for c in elements(table.frame()) if c.get("hint"))
