"""Rummy 500's bots weigh what a discard offers the next player from the spread discard pile (issue 27):
anyone may take a pile card with every card above it if the deepest card taken is melded at once."""

from __future__ import annotations

import random

import pytest

from cardkit.rummy500 import Game, bots as rb
from cardkit.rummy500.cards import BIT, cards
from cardkit.rummy500.rules import Discard, Draw


def one(text: str) -> int:
    return cards(text)[0].index


def mask(text: str) -> int:
    return sum(BIT[c.index] for c in cards(text))


def after_draw(hand: str, pile: str, drawn: str) -> Game:
    """Seat 0 holds ``hand``, has drawn ``drawn`` from the stock and must discard on ``pile`` (bottom card first)."""
    state = Game.position([hand, "JH KC"], pile, stock=drawn)
    state.apply(Draw())
    return state


def test_normal_does_not_throw_the_6d_when_the_7d_and_8d_lie_in_the_pile_and_another_discard_offers_nothing():
    state = after_draw("6D 9C", "4H 7D 8D", "QS")
    assert rb.normal_move(state, random.Random(0)) == Discard(one("9C"))


def test_normal_throws_its_lowest_lone_card_when_the_pile_offers_nothing_with_it():
    state = after_draw("6D 9C", "4H 7S 8C", "QS")
    assert rb.normal_move(state, random.Random(0)) == Discard(one("6D"))


def test_the_experts_discards_to_weigh_leave_out_a_card_the_next_player_melds_with_pile_cards_alone():
    state = after_draw("6D 9C 2S 5H", "4H 7D 8D", "QS")
    weighed = rb.expert_candidates(state.view(0))
    assert len(weighed) == rb.EXPERT_WIDTH == 4
    assert set(weighed) == {Discard(one(c)) for c in ("9C", "2S", "5H", "QS")}


def test_with_a_meld_to_put_down_the_expert_also_weighs_holding_it_back():
    state = after_draw("5S 6S 7S 2H KD", "4H 9C", "QD")
    weighed = rb.expert_candidates(state.view(0))
    put_down = rb.best_put_down(state, state.legal_actions())
    assert put_down is not None and weighed[0] == put_down
    held_back = weighed[1 : rb.EXPERT_WIDTH]
    assert held_back == rb.ranked_discards(state, state.legal_actions())[: rb.EXPERT_WIDTH - 1]
    assert all(type(move) is Discard for move in held_back)


def test_the_expert_also_weighs_the_highest_discard_that_offers_the_next_player_nothing():
    state = after_draw("2C 3D 5H 7S 8S 9C", "4H 8D", "KD")
    weighed = rb.expert_candidates(state.view(0))
    assert weighed[: rb.EXPERT_WIDTH] == [Discard(one(c)) for c in ("2C", "3D", "5H", "7S")]
    assert weighed[rb.EXPERT_WIDTH :] == [Discard(one("KD"))]  # 10 points; the 9C and 8S count fewer


def test_a_discard_the_taken_cards_alone_meld_with_is_a_sure_offer_exactly_when_the_reasons_find_that_meld():
    rng = random.Random(27)
    for _ in range(3000):
        deck = list(range(52))
        rng.shuffle(deck)
        pile, card = deck[: rng.randrange(1, 12)], deck[12]
        offer = rb.Offer(sum(BIT[c] for c in pile), 0, 0, 0.3)
        assert (rb.offered(card, offer) == 1.0) == (rb.pile_meld(pile, card) is not None), (pile, card)


def test_a_discard_that_needs_one_card_of_the_next_players_hand_counts_as_likely_as_they_hold_it():
    state = after_draw("6D 5D", "4H 7D", "QS")
    offer = rb.offer_of(state, 0, state.hands[0], state.pile)
    unseen = (rb.ALL_CARDS & ~(state.hands[0] | mask("4H 7D"))).bit_count()
    assert offer.share == 2 / unseen  # the next player holds two cards, none of them known
    # The 6♦ melds with the 7♦ and the 8♦ (unseen), or the 5♦ (in this hand: not the next player's).
    assert rb.offered(one("6D"), offer) == pytest.approx(offer.share)
    assert rb.offered(one("6D"), offer._replace(holds=mask("8D"))) == 1.0  # known to hold the 8♦: sure
    assert rb.offered(one("QS"), offer) == 0.0


def test_a_card_is_likelier_offered_the_more_unseen_cards_would_complete_its_meld_with_pile_cards():
    state = after_draw("6D KS", "4H 7D 6C", "QS")
    offer = rb.offer_of(state, 0, state.hands[0], state.pile)
    # The 6♦ melds with the 7♦ and the 5♦ or the 8♦, or with the 6♣ and the 6♥ or the 6♠: four cards.
    assert rb.offered(one("6D"), offer) == pytest.approx(1 - (1 - offer.share) ** 4)


def test_beginner_will_not_throw_its_highest_card_when_it_melds_with_the_top_two_cards_of_the_pile():
    state = after_draw("8D 3C", "4H 9D 10D", "2S")
    assert rb.beginner_move(state, random.Random(0)) == Discard(one("3C"))


def test_beginner_sees_the_top_of_the_pile_only_and_throws_its_highest_card_over_a_meld_deeper_down():
    state = after_draw("8D 3C", "9D 10D 4H 5S", "2S")
    assert rb.beginner_move(state, random.Random(0)) == Discard(one("8D"))
