"""House of Suits, sentence by sentence (house-of-suits.fr.txt, its translation, and the House of
Suits part of DECISIONS.md)."""

import copy
import random

import pytest

from cardkit.core import BadOptions, CardkitError, IllegalAction, Match
from cardkit.core.match import derive_seed
from cardkit.house_of_suits import (
    SUITS,
    SYMBOLS,
    Game,
    Place,
    PlaceLast,
    Role,
    SetAside,
    Suit,
    card,
    card_id,
    deck_size,
    game_length,
    hand_size,
    pile_size,
    rank_suits,
    score,
    suits_in_play,
)

W, N, L, B, D = Role.winning, Role.neutral, Role.losing, Role.bonus, Role.discarded


def snapshot(state):
    return copy.deepcopy(state.__dict__)


def refused(state, action, match=None, seat=None):
    """Apply ``action``: it must be refused, with the state left exactly as it was."""
    before = snapshot(state)
    with pytest.raises(IllegalAction, match=match):
        state.apply(action, seat)
    assert snapshot(state) == before
    return state


def set_aside_both(state, first=0, dealer=0):
    """Both players set aside (the first card of their hand by default)."""
    state.apply(SetAside(state.hands[state.to_move()][first]))
    state.apply(SetAside(state.hands[state.to_move()][dealer]))
    return state


def play_until(state, done, rng=None):
    rng = rng or random.Random(0)
    while not done(state):
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    return state


def played(seed, suits=4):
    """A game played to the end with random moves."""
    state = Game.new({"suits": suits}, seed)
    state.play_random(random.Random(seed))
    return state


def roles(totals, **kw):
    return dict(rank_suits(totals, **kw))


# ---- "About the game": one card in a common market, one in a personal investment, turn by turn


def test_players_take_turns_placing_one_card_in_the_market_and_one_in_their_investment():
    state = set_aside_both(Game.new())
    for _ in range(4):
        seat = state.to_move()
        market, invested = len(state.market), len(state.invest[seat])
        state.apply(state.legal_actions()[0])
        assert len(state.market) == market + 1 and len(state.invest[seat]) == invested + 1
        assert state.to_move() == 1 - seat


def test_the_aim_is_to_hold_cards_of_the_suits_that_do_best_in_the_market():
    # Player 1 invested in the best suits of the market, player 2 in the worst.
    sheet = score(
        {"spades": [10, 9], "hearts": [8, 7], "diamonds": [5], "clubs": [1]},
        [{"spades": [5], "hearts": [6]}, {"clubs": [4]}],
    )
    assert sheet.totals == (11, -4)


# ---- THE DECK: two players, 60 cards, six suits, Ace (1) to 10; 4, 5 or 6 suits


def test_two_players_and_a_deck_of_sixty_cards_in_six_suits_of_ace_1_to_10():
    assert Game.new({"suits": 6}).num_players == 2
    assert deck_size(6) == 60 and len(SUITS) == 6
    cards = [card(c) for c in range(60)]
    assert len(set(cards)) == 60
    for suit in SUITS:
        assert sorted(c.value for c in cards if c.suit is suit) == list(range(1, 11))
    assert card(0).name() == "Ace of spades" and str(card(0)) == "A♠"
    assert card(59).name("fr") == "10 de lune" and card_id("☾", 10) == 59


def test_each_suit_has_its_own_symbol_and_a_name_in_english_and_french_so_colour_is_never_the_only_clue():
    assert len(set(SYMBOLS)) == 6 == len({s.symbol for s in SUITS})
    assert [s.label("en") for s in SUITS] == ["♠ spades", "♥ hearts", "♦ diamonds", "♣ clubs", "★ stars", "☾ moons"]
    assert [s.label("fr") for s in SUITS] == ["♠ pique", "♥ cœur", "♦ carreau", "♣ trèfle", "★ étoile", "☾ lune"]


@pytest.mark.parametrize("suits, cards", [(4, 40), (5, 50), (6, 60)])
def test_the_game_can_be_played_with_four_five_or_six_suits(suits, cards):
    state = Game.new({"suits": suits})
    everything = state.hands[0] + state.hands[1] + state.pile
    assert sorted(everything) == list(range(cards)) == list(range(deck_size(suits)))
    assert {card(c).suit for c in everything} == set(suits_in_play(suits))


def test_four_suits_are_the_french_suits_five_add_stars_six_add_moons():
    assert suits_in_play(4) == (Suit.spades, Suit.hearts, Suit.diamonds, Suit.clubs)
    assert suits_in_play(5)[-1] is Suit.stars and suits_in_play(6)[-1] is Suit.moons


@pytest.mark.parametrize("suits", [0, 3, 7, 60, -4])
def test_a_suit_count_other_than_4_5_or_6_is_refused(suits):
    with pytest.raises(BadOptions, match="4, 5 or 6 suits"):
        Game.new({"suits": suits})


def test_options_of_the_wrong_type_or_name_are_refused():
    for bad in ({"suits": "4"}, {"suits": 4.0}, {"suits": True}, {"dealer": 2}, {"colours": 4}):
        with pytest.raises(BadOptions):
            Game.new(bad)


def test_a_card_number_outside_the_deck_has_no_name():
    for bad in (-1, 60, "3", 2.0):
        with pytest.raises(CardkitError, match="no card"):
            card(bad)
    for suit, value in (("spades", 0), ("spades", 11), ("swords", 3)):
        with pytest.raises(CardkitError):
            card_id(suit, value)


# ---- THE DEAL: 10, 11 or 12 cards each, face down, starting with the opponent


@pytest.mark.parametrize("suits, each", [(4, 10), (5, 11), (6, 12)])
def test_the_deal_gives_10_11_or_12_cards_each_one_at_a_time_starting_with_the_opponent(suits, each):
    for dealer in (0, 1):
        state = Game.new({"suits": suits, "dealer": dealer}, seed=42)
        deck = list(range(10 * suits))
        random.Random(42).shuffle(deck)
        assert hand_size(suits) == each
        assert state.hands[1 - dealer] == sorted(deck[0 : 2 * each : 2])
        assert state.hands[dealer] == sorted(deck[1 : 2 * each : 2])


@pytest.mark.parametrize("suits, pile", [(4, 20), (5, 28), (6, 36)])
def test_the_pick_up_pile_holds_20_28_or_36_cards_an_even_number(suits, pile):
    state = Game.new({"suits": suits})
    assert len(state.pile) == pile == pile_size(suits) and pile % 2 == 0


@pytest.mark.parametrize("dealer", [0, 1])
def test_the_dealer_s_opponent_plays_first(dealer):
    state = Game.new({"dealer": dealer})
    assert state.to_move() == 1 - dealer


def test_by_default_seat_0_deals_so_seat_1_plays_first():
    assert Game.new().options.dealer == 0 and Game.new().to_move() == 1


def test_the_same_seed_deals_the_same_cards():
    assert snapshot(Game.new({"suits": 5}, 7)) == snapshot(Game.new({"suits": 5}, 7))
    assert Game.new({"suits": 5}, 7).pile != Game.new({"suits": 5}, 8).pile


# ---- THE PLAY: each player sets one card aside, revealed only at the end of the game


def test_each_player_must_set_aside_one_card_before_the_first_turn():
    state = Game.new()
    assert state.phase == "set_aside"
    assert state.legal_actions() == [SetAside(c) for c in state.hands[1]]
    hand = state.hands[1]
    refused(state, Place(hand[0], hand[1]), match="sets one card aside")
    refused(state, PlaceLast(hand[0], "market"), match="sets one card aside")


def test_the_first_player_sets_aside_first_then_the_dealer_then_the_first_player_plays():
    state = Game.new({"dealer": 0})
    assert state.to_move() == 1
    kept = state.hands[1][3]
    state.apply(SetAside(kept))
    assert state.aside == [-1, kept] and kept not in state.hands[1] and len(state.hands[1]) == 9
    assert state.to_move() == 0 and state.legal_actions() == [SetAside(c) for c in state.hands[0]]
    state.apply(SetAside(state.hands[0][0]))
    assert state.phase == "play" and state.to_move() == 1
    assert all(type(a) is Place for a in state.legal_actions())


def test_a_second_set_aside_is_refused_and_changes_nothing():
    state = Game.new()
    state.apply(SetAside(state.hands[1][0]))
    refused(state, SetAside(state.hands[1][0]), match="not your turn", seat=1)
    state.apply(SetAside(state.hands[0][0]))
    refused(state, SetAside(state.hands[1][0]), match="already set your card aside", seat=1)
    play_until(state, lambda s: s.phase == "final")
    refused(state, SetAside(state.hands[state.to_move()][0]), match="already set your card aside")


def test_a_card_to_set_aside_must_come_from_your_hand():
    state = Game.new()
    refused(state, SetAside(state.hands[0][0]), match="do not hold")
    refused(state, SetAside(state.pile[0]), match="do not hold")
    refused(state, SetAside(40), match="no card 40 in a 4-suit deck")


def test_the_set_aside_card_is_hidden_from_the_opponent_until_the_end():
    state = set_aside_both(Game.new(seed=3))
    for seat in (0, 1):
        mine, theirs = state.view(seat), state.view(1 - seat)
        assert mine.set_aside == state.aside[seat] and mine.has_set_aside == (True, True)
        assert state.aside[1 - seat] not in (mine.set_aside, *mine.hand) and mine.revealed is None
        assert theirs.set_aside != state.aside[seat]


def test_setting_aside_is_secret_even_halfway():
    state = Game.new(seed=5)
    state.apply(SetAside(state.hands[1][2]))
    view = state.view(0)
    assert view.has_set_aside == (False, True) and view.set_aside is None
    assert view.hand_sizes == (10, 9) and state.aside[1] not in view.hand


def test_a_view_shows_your_hand_and_set_aside_card_the_table_the_hand_and_pile_sizes_and_who_set_aside():
    state = play_until(Game.new({"suits": 5}, 6), lambda s: s.moves == 7)
    for seat in (0, 1):
        view = state.view(seat)
        assert view.seat == seat and view.to_move == state.to_move() and view.suits == 5
        assert view.hand == tuple(state.hands[seat]) and view.set_aside == state.aside[seat]
        assert view.hand_sizes == (10, 10) and view.pile_size == 28 - 2 * 5
        assert view.has_set_aside == (True, True) and view.revealed is None and view.moves == 7
        assert sorted(c for g in view.market for c in g) == sorted(state.market)
        assert view.legal == (tuple(state.legal_actions()) if seat == state.to_move() else ())


def test_resampling_a_view_deals_only_the_unseen_cards_afresh():
    state = play_until(Game.new({"suits": 6}, 13), lambda s: s.moves == 9)
    for seat in (0, 1):
        view = state.view(seat)
        other = view.resample(random.Random(seat))
        assert other.view(seat) == view and other.seed is None and other.history == []
        assert other.hands[seat] == state.hands[seat] and other.aside[seat] == state.aside[seat]
        unseen = set(state.hands[1 - seat]) | set(state.pile) | {state.aside[1 - seat]}
        assert set(other.hands[1 - seat]) | set(other.pile) | {other.aside[1 - seat]} == unseen
        assert other.pile != state.pile


def test_once_the_pile_is_empty_a_view_lists_every_deal_of_the_cards_its_seat_has_not_seen():
    state = play_until(Game.new({"suits": 4}, 8), lambda s: not s.pile and s.to_move() == 0)
    view = state.view(0)
    hidden = set(state.hands[1]) | {state.aside[1]}
    deals = view.every_deal(len(hidden))
    # The opponent's set-aside card is each of those cards once, its hand the others.
    assert sorted(d.aside[1] for d in deals) == sorted(hidden)
    assert all(d.hands[1] == sorted(hidden - {d.aside[1]}) and d.pile == [] for d in deals)
    assert all(d.view(0) == view and d.hands[0] == state.hands[0] for d in deals)
    assert {view.resample(random.Random(i)).aside[1] for i in range(100)} <= hidden
    assert view.every_deal(len(hidden) - 1) is None  # more deals than asked for: none listed
    with_a_pile = play_until(Game.new({"suits": 4}, 8), lambda s: len(s.pile) == 2 and s.to_move() == 0)
    assert with_a_pile.view(0).every_deal(10**9) is None  # the pile's order: too many deals to list


# ---- Players then place and pick up two cards each in turn


def test_a_turn_places_a_card_face_up_in_the_market_and_the_other_in_your_investment_then_draws_two():
    state = set_aside_both(Game.new(seed=11))
    seat = state.to_move()
    hand = list(state.hands[seat])
    top_two = state.pile[-2:]
    state.apply(Place(hand[0], hand[5]))
    assert state.market == [hand[0]] and state.invest[seat] == [hand[5]]
    kept = set(hand) - {hand[0], hand[5]}
    assert sorted(state.hands[seat]) == state.hands[seat] == sorted(kept | set(top_two))
    assert len(state.pile) == 18 and len(state.hands[seat]) == 9


def test_you_choose_which_of_your_two_cards_goes_to_the_market():
    state = set_aside_both(Game.new(seed=2))
    a, b = state.hands[state.to_move()][:2]
    assert Place(a, b) in state.legal_actions() and Place(b, a) in state.legal_actions()
    assert len(state.legal_actions()) == 9 * 8


def test_the_same_card_cannot_go_both_to_the_market_and_to_the_investment():
    state = set_aside_both(Game.new())
    c = state.hands[state.to_move()][0]
    refused(state, Place(c, c), match="cannot go both to the market and to your investment")


def test_a_card_not_in_your_hand_is_refused_with_the_same_words_wherever_it_is():
    state = set_aside_both(Game.new(seed=9))
    state.apply(state.legal_actions()[0])
    seat = state.to_move()
    mine = state.hands[seat][0]
    elsewhere = {
        "opponent's hand": state.hands[1 - seat][0],
        "pile": state.pile[0],
        "market": state.market[0],
        "own investment": state.invest[1 - seat][0],
        "own set-aside card": state.aside[seat],
        "opponent's set-aside card": state.aside[1 - seat],
    }
    for where, c in elsewhere.items():
        for action in (Place(c, mine), Place(mine, c)):
            before = snapshot(state)
            with pytest.raises(IllegalAction) as refusal:
                state.apply(action)
            assert snapshot(state) == before, where
            assert (
                str(refusal.value) == f"You do not hold the {card(c).name()}: you can only play cards "
                "from your own hand."
            ), where


def test_a_card_number_outside_the_deck_is_refused():
    state = set_aside_both(Game.new({"suits": 5}))
    c = state.hands[state.to_move()][0]
    for bad in (-1, 50, 1000):
        refused(state, Place(bad, c), match="no card")
        refused(state, Place(c, bad), match="no card")
        refused(state, Place(bad, bad), match="no card")


def test_acting_out_of_turn_is_refused_and_changes_nothing():
    state = Game.new()
    refused(state, SetAside(state.hands[0][0]), match="not your turn", seat=0)
    set_aside_both(state)
    other = 1 - state.to_move()
    refused(state, Place(*state.hands[other][:2]), match="not your turn", seat=other)


def test_malformed_moves_are_refused_and_change_nothing():
    state = set_aside_both(Game.new())
    a, b = state.hands[state.to_move()][:2]
    for bad in (Place(str(a), b), Place(a, (b,)), (a, b), SetAside(True), PlaceLast(a, 0)):
        refused(state, bad)


def test_the_players_alternate_and_the_pile_empties_after_the_same_number_of_turns_for_each():
    for suits, each in ((4, 5), (5, 7), (6, 9)):
        state = set_aside_both(Game.new({"suits": suits}))
        turns = [0, 0]
        while state.pile:
            seat = state.to_move()
            turns[seat] += 1
            state.apply(state.legal_actions()[-1])
            assert state.to_move() == 1 - seat
        assert turns == [each, each] and state.to_move() == 1
        assert len(state.hands[0]) == len(state.hands[1]) == hand_size(suits) - 1


# ---- All cards on the table are grouped by suit


def test_the_market_and_the_investments_are_shown_grouped_by_suit():
    state = play_until(Game.new({"suits": 6}, 4), lambda s: s.phase == "final")
    view = state.view(0)
    for i, group in enumerate(view.market):
        assert all(card(c).suit is SUITS[i] for c in group)
    assert sorted(c for g in view.market for c in g) == sorted(state.market)
    for seat in (0, 1):
        assert sorted(c for g in view.investments[seat] for c in g) == sorted(state.invest[seat])


# ---- Once the pile is exhausted, a final round with the cards left in hand


def test_once_the_pile_is_exhausted_the_players_play_on_without_drawing_until_both_hands_are_empty():
    for suits in (4, 5, 6):
        state = play_until(Game.new({"suits": suits}, 1), lambda s: s.phase == "final")
        while not state.is_over():
            seat = state.to_move()
            before = len(state.hands[seat])
            state.apply(state.legal_actions()[0])
            assert len(state.hands[seat]) == before - min(2, before) and not state.pile
        assert state.hands == [[], []] and len(state.history) == game_length(suits)
        assert state.phase == "over" and state.to_move() is None and state.legal_actions() == []


@pytest.mark.parametrize("suits", [4, 6])
def test_a_player_holding_a_single_card_places_it_in_the_market_or_their_investment_at_their_choice(suits):
    state = play_until(Game.new({"suits": suits}, 3), lambda s: len(s.hands[s.to_move()]) == 1)
    seat = state.to_move()
    (last,) = state.hands[seat]
    assert state.legal_actions() == [PlaceLast(last, "market"), PlaceLast(last, "investment")]
    for where, pile in (("market", lambda s: s.market), ("investment", lambda s: s.invest[seat])):
        trial = state.clone()
        trial.apply(PlaceLast(last, where))
        assert pile(trial)[-1] == last and trial.hands[seat] == []
    refused(state, Place(last, last), match="single card")
    refused(state, PlaceLast(last, "table"), match="either to the")
    refused(state, PlaceLast(state.hands[1 - seat][0], "market"), match="do not hold")


def test_with_four_or_six_suits_each_hand_ends_on_a_single_card_and_with_five_never():
    for suits, singles in ((4, 2), (5, 0), (6, 2)):
        state = Game.new({"suits": suits}, 8)
        state.play_random(random.Random(8))
        assert sum(type(a) is PlaceLast for a in state.history) == singles


def test_placelast_is_only_for_a_single_last_card():
    state = set_aside_both(Game.new())
    c = state.hands[state.to_move()][0]
    refused(state, PlaceLast(c, "market"), match="only for a player holding a single card")


@pytest.mark.parametrize("suits, length", [(4, 22), (5, 26), (6, 32)])
def test_a_game_is_two_set_asides_the_turns_with_a_draw_and_the_final_round(suits, length):
    # 4 suits: 2 + 10 turns drawing + 2 x (4 turns of two cards + 1 single card); 5: 2 + 14 + 2 x 5;
    # 6: 2 + 18 + 2 x (5 + 1).
    state = Game.new({"suits": suits})
    state.play_random(random.Random(0))
    assert game_length(suits) == length == len(state.history)


def test_a_finished_game_refuses_every_move():
    state = Game.new()
    state.play_random(random.Random(1))
    refused(state, SetAside(0), match="game is over")
    refused(state, Place(0, 1), match="game is over")


# ---- THE POOL: the set-aside cards are revealed and added to the market; totals suit by suit


def test_at_the_end_the_two_set_aside_cards_are_revealed_and_added_to_the_market():
    state = Game.new({"suits": 5}, 12)
    state.play_random(random.Random(12))
    for seat in (0, 1):
        assert state.view(seat).revealed == tuple(state.aside)
    sheet = state.score_sheet()
    market = state.market + state.aside
    for suit in suits_in_play(5):
        assert sorted(sheet.market[suit]) == sorted(card(c).value for c in market if card(c).suit is suit)


def test_the_market_cards_are_added_up_suit_by_suit():
    sheet = score({"spades": [1, 2, 3], "♥": [10], "carreau": [], "clubs": [4, 4 + 1]}, [{}, {}])
    assert sheet.market_totals == {Suit.spades: 6, Suit.hearts: 10, Suit.diamonds: 0, Suit.clubs: 9}


# ---- Identical suit totals are discarded and not included in the score


def test_two_suits_with_identical_totals_are_discarded():
    assert roles({"spades": 20, "hearts": 20, "diamonds": 30, "clubs": 10}) == {
        Suit.diamonds: W,
        Suit.clubs: L,
        Suit.spades: D,
        Suit.hearts: D,
    }


def test_a_three_way_tie_discards_all_three():
    assert roles({"spades": 12, "hearts": 12, "diamonds": 12, "clubs": 3}) == {
        Suit.clubs: W,
        Suit.spades: D,
        Suit.hearts: D,
        Suit.diamonds: D,
    }


def test_two_separate_ties_discard_both_pairs():
    assert roles({"spades": 5, "hearts": 5, "diamonds": 7, "clubs": 7, "stars": 1, "moons": 40}) == {
        Suit.moons: W,
        Suit.stars: L,
        Suit.spades: D,
        Suit.hearts: D,
        Suit.diamonds: D,
        Suit.clubs: D,
    }


@pytest.mark.parametrize("suits", [4, 5, 6])
def test_when_all_suits_are_tied_all_are_discarded_and_nobody_scores(suits):
    deck = suits_in_play(suits)
    assert set(roles({s: 15 for s in deck}).values()) == {D}
    sheet = score({s: [7, 8] for s in deck}, [{deck[0]: [1, 2]}, {deck[1]: [3]}])
    assert sheet.totals == (0, 0)


def test_a_suit_absent_from_the_market_has_a_total_of_0_and_ties_with_another_empty_suit():
    assert roles({"spades": 9, "hearts": 4}) == {Suit.spades: W, Suit.hearts: L, Suit.diamonds: D, Suit.clubs: D}
    assert roles({"spades": 9, "hearts": 4, "diamonds": 0, "clubs": 2}) == {
        Suit.spades: W,
        Suit.hearts: W,
        Suit.clubs: N,
        Suit.diamonds: L,
    }


def test_discarded_cards_are_not_included_in_the_score():
    sheet = score(
        {"spades": [5], "hearts": [5], "diamonds": [9], "clubs": [1]},
        [{"spades": [10, 9], "hearts": [8], "diamonds": [2]}, {"hearts": [7]}],
    )
    assert sheet.totals == (2, 0)
    assert [r.points for r in sheet.breakdown[0] if r.role is D] == [0, 0]


# ---- The remaining suits are ranked


def test_six_suits_remaining_two_highest_winning_third_neutral_fourth_losing_two_lowest_bonus():
    assert list(
        roles({"spades": 40, "hearts": 35, "diamonds": 30, "clubs": 25, "stars": 20, "moons": 15}).values()
    ) == [W, W, N, L, B, B]
    assert roles({"moons": 1, "stars": 2, "clubs": 3, "diamonds": 4, "hearts": 5, "spades": 6}) == {
        Suit.spades: W,
        Suit.hearts: W,
        Suit.diamonds: N,
        Suit.clubs: L,
        Suit.stars: B,
        Suit.moons: B,
    }


def test_five_suits_remaining_two_highest_winning_third_neutral_fourth_losing_lowest_bonus():
    assert roles({"spades": 3, "hearts": 9, "diamonds": 27, "clubs": 14, "stars": 0}) == {
        Suit.diamonds: W,
        Suit.clubs: W,
        Suit.hearts: N,
        Suit.spades: L,
        Suit.stars: B,
    }


def test_four_suits_remaining_two_highest_winning_third_neutral_lowest_losing_no_bonus():
    assert roles({"spades": 3, "hearts": 9, "diamonds": 27, "clubs": 14}) == {
        Suit.diamonds: W,
        Suit.clubs: W,
        Suit.hearts: N,
        Suit.spades: L,
    }
    # From four suits down, no bonus: with a six-suit deck and a pair tied, four remain.
    assert roles({"spades": 3, "hearts": 9, "diamonds": 27, "clubs": 14, "stars": 5, "moons": 5}) == {
        Suit.diamonds: W,
        Suit.clubs: W,
        Suit.hearts: N,
        Suit.spades: L,
        Suit.stars: D,
        Suit.moons: D,
    }


def test_three_suits_remaining_two_highest_winning_lowest_losing():
    assert roles({"spades": 3, "hearts": 9, "diamonds": 27, "clubs": 14, "stars": 14}) == {
        Suit.diamonds: W,
        Suit.hearts: W,
        Suit.spades: L,
        Suit.clubs: D,
        Suit.stars: D,
    }
    assert roles({"spades": 3, "hearts": 9, "diamonds": 27, "clubs": 4, "stars": 4, "moons": 4}) == {
        Suit.diamonds: W,
        Suit.hearts: W,
        Suit.spades: L,
        Suit.clubs: D,
        Suit.stars: D,
        Suit.moons: D,
    }


def test_two_suits_remaining_the_higher_winning_the_other_losing():
    assert roles({"spades": 1, "hearts": 2, "diamonds": 5, "clubs": 5}) == {
        Suit.hearts: W,
        Suit.spades: L,
        Suit.diamonds: D,
        Suit.clubs: D,
    }


def test_a_single_remaining_suit_is_the_winning_suit():
    assert roles({"spades": 4, "hearts": 4, "diamonds": 4, "clubs": 30}) == {
        Suit.clubs: W,
        Suit.spades: D,
        Suit.hearts: D,
        Suit.diamonds: D,
    }


@pytest.mark.parametrize("suits", [4, 5, 6])
def test_six_remaining_only_with_a_six_suit_deck_five_only_with_a_five_suit_deck(suits):
    # Discarding always removes at least two suits, so from n suits n, n-2, n-3, ... remain.
    rng = random.Random(suits)
    seen = set()
    for _ in range(3000):
        totals = {s: rng.randrange(8) for s in suits_in_play(suits)}
        seen.add(sum(r is not D for r in rank_suits(totals).values()))
    assert seen == {suits, *range(suits - 1)}
    assert (6 in seen) == (suits == 6) and (5 in seen) == (suits == 5)


def test_the_ranking_is_listed_from_the_highest_total_down_then_the_discarded_suits():
    assert list(rank_suits({"spades": 1, "hearts": 30, "diamonds": 1, "clubs": 20})) == [
        Suit.hearts,
        Suit.clubs,
        Suit.spades,
        Suit.diamonds,
    ]


# ---- SCORING: winning suits add your investment, losing suits subtract it; can be negative


def test_winning_suits_add_the_cards_you_invested_and_losing_suits_subtract_them():
    sheet = score(
        {"spades": [10], "hearts": [9], "diamonds": [5], "clubs": [2]},
        [{"spades": [3, 4], "hearts": [1], "diamonds": [8], "clubs": [6]}, {"spades": [7], "clubs": [3, 5]}],
    )
    assert sheet.roles == {Suit.spades: W, Suit.hearts: W, Suit.diamonds: N, Suit.clubs: L}
    assert sheet.totals == (3 + 4 + 1 - 6, 7 - 8)


def test_a_neutral_suit_scores_nothing():
    sheet = score({"spades": [10], "hearts": [9], "diamonds": [5], "clubs": [2]}, [{"diamonds": [10, 9, 8]}, {}])
    assert sheet.roles[Suit.diamonds] is N and sheet.totals == (0, 0)


def test_your_score_can_be_negative():
    sheet = score({"spades": [10], "hearts": [9], "diamonds": [5], "clubs": [2]}, [{"clubs": [10, 9]}, {"spades": [1]}])
    assert sheet.totals == (-19, 1)


# ---- Bonus points: the greater investment in a bonus suit takes its market total


def test_a_bonus_suit_goes_to_the_player_with_the_greater_investment_who_scores_its_market_total():
    market = {"spades": [10, 9], "hearts": [8, 7], "diamonds": [6, 5], "clubs": [4, 3], "stars": [2]}
    sheet = score(market, [{"stars": [4, 5]}, {"stars": [8]}])
    assert sheet.roles[Suit.stars] is B and sheet.market_totals[Suit.stars] == 2
    assert sheet.totals == (2, 0)


def test_a_bonus_suit_with_equal_investments_goes_to_nobody():
    market = {"spades": [10, 9], "hearts": [8, 7], "diamonds": [6, 5], "clubs": [4, 3], "stars": [2]}
    sheet = score(market, [{"stars": [3, 5]}, {"stars": [8]}])
    assert sheet.totals == (0, 0)
    assert "equal totals, so nobody takes it" in str(sheet)


def test_a_player_with_no_card_of_a_bonus_suit_has_invested_0_in_it():
    market = {"spades": [10, 9], "hearts": [8, 7], "diamonds": [6, 5], "clubs": [4, 3], "stars": [1], "moons": [2]}
    sheet = score(market, [{"stars": [3]}, {}])
    assert sheet.roles[Suit.stars] is B and sheet.roles[Suit.moons] is B
    assert sheet.totals == (1, 0)  # moons: nobody invested, 0 against 0, nobody takes it


def test_both_bonus_suits_can_go_to_different_players():
    market = {"spades": [10, 9], "hearts": [8, 7], "diamonds": [6, 5], "clubs": [4, 3], "stars": [1], "moons": [2]}
    sheet = score(market, [{"stars": [3], "moons": [4]}, {"moons": [5, 6]}])
    assert sheet.totals == (1, 2)


# ---- The teaching API: names, symbols, explanations, bad input


def test_suits_may_be_named_by_english_or_french_name_symbol_or_suit_and_results_read_by_name():
    a = rank_suits({"spades": 1, "♥": 2, "Carreau": 3, Suit.clubs: 4})
    assert a["clubs"] is W and a[Suit.spades] is L and a["diamonds"] == "winning"
    assert rank_suits({"pique": 1, "cœur": 2, "carreau": 3, "trèfle": 4}) == a


def test_rank_suits_can_be_told_the_number_of_suits():
    assert len(rank_suits({"spades": 3})) == 4
    assert rank_suits({"spades": 3}, suits=5)[Suit.spades] is W
    assert len(rank_suits({"moons": 3})) == 6


@pytest.mark.parametrize(
    "call, words",
    [
        (lambda: rank_suits({"swords": 3}), "Unknown suit"),
        (lambda: rank_suits({"spades": 56}), "0 to 55"),
        (lambda: rank_suits({"spades": -1}), "0 to 55"),
        (lambda: rank_suits({"spades": "3"}), "0 to 55"),
        (lambda: rank_suits({"spades": 1, "♠": 2}), "twice"),
        (lambda: rank_suits({"moons": 1}, suits=5), "no ☾ moons in a 5-suit deck"),
        (lambda: rank_suits({"spades": 1}, suits=3), "4, 5 or 6 suits"),
        (lambda: rank_suits([("spades", 1)]), "must map"),
        (lambda: score({"spades": [11]}, [{}, {}]), "1 \\(the Ace\\) to 10"),
        (lambda: score({"spades": [0]}, [{}, {}]), "1 \\(the Ace\\) to 10"),
        (lambda: score({"spades": 7}, [{}, {}]), "list of values"),
        (lambda: score({"spades": [7]}, [{"spades": [7]}, {}]), "given twice"),
        (lambda: score({"spades": [7, 7]}, [{}, {}]), "given twice"),
        (lambda: score({"spades": [7]}, [{}]), "two investments"),
        (lambda: score({"spades": [7]}, [{}, {}, {}]), "two investments"),
        (lambda: score({"spades": [7]}, {"spades": [1]}), "two investments"),
    ],
)
def test_the_teaching_api_refuses_bad_input_with_an_explanation(call, words):
    with pytest.raises(CardkitError, match=words):
        call()


def test_the_score_explanation_says_why_in_english_and_french():
    sheet = score(
        {"spades": [10], "hearts": [9], "diamonds": [9], "clubs": [2]},
        [{"spades": [3, 4], "clubs": [6]}, {"hearts": [5]}],
    )
    text = str(sheet)
    assert "Equal totals of 9: ♥ hearts and ♦ diamonds are discarded" in text
    assert "Two suits remain: the higher is winning and the other is losing." in text
    assert "♠ spades, winning: invested 3 + 4 = 7 → +7" in text
    assert "♣ clubs, losing: invested 6 → -6" in text
    assert "total: 1" in text
    french = sheet.explain("fr")
    assert "Totaux égaux à 9\u00a0: ♥ cœur et ♦ carreau sont défaussées" in french
    assert "♠ pique, gagnante\u00a0: investi 3 + 4 = 7 → +7" in french


def test_each_player_s_total_is_the_sum_of_their_breakdown():
    sheet = score(
        {"spades": [10, 1], "hearts": [9], "diamonds": [5], "clubs": [2], "stars": [3]},
        [{"spades": [3, 4], "clubs": [6], "stars": [9]}, {"hearts": [5], "stars": [1, 2]}],
    )
    for rows, total in zip(sheet.breakdown, sheet.totals):
        assert sum(r.points for r in rows) == total
        assert [r.suit for r in rows] == list(sheet.roles)


def test_the_engine_scores_with_the_teaching_api():
    state = Game.new({"suits": 6}, 21)
    state.play_random(random.Random(21))
    sheet = state.score_sheet()
    assert state.totals() == list(sheet.totals) == [s.total for s in state.scores()]
    for seat, (s, rows) in enumerate(zip(state.scores(), sheet.breakdown)):
        names = ("player 1", "player 2")[seat], ("player 1", "player 2")[1 - seat]  # both named, never "you"
        assert s.parts == tuple((r.reason("en", names), r.points) for r in rows)


def test_the_winner_has_the_highest_score_and_equal_scores_share_the_win():
    state = Game.new()
    state.play_random(random.Random(2))
    totals = state.totals()
    assert state.winners() == tuple(i for i in (0, 1) if totals[i] == max(totals))
    tied = next(s for s in map(played, range(3000)) if len(set(s.totals())) == 1)
    assert tied.winners() == (0, 1)


# ---- Matches: 4 games, or two games each with 4, 5 and 6 suits; the dealer alternates


def test_a_match_is_four_games_with_the_same_suit_count_and_the_dealer_alternates():
    match = Match("house_of_suits", {"suits": 5}, seed=3)
    deals = []
    while True:
        state = match.current
        deals.append((state.options.suits, state.options.dealer))
        state.play_random(random.Random(len(deals)))
        if match.is_over():
            break
        match.next_deal()
    assert deals == [(5, 0), (5, 1), (5, 0), (5, 1)]
    assert match.totals() == [sum(d.totals()[s] for d in match.deals) for s in (0, 1)]
    with pytest.raises(IllegalAction, match="match is over"):
        match.next_deal()


def test_a_six_game_match_plays_two_games_each_with_four_five_and_six_suits():
    match = Match("house_of_suits", {"games": 6, "dealer": 1}, seed=4)
    while True:
        match.current.play_random(random.Random(0))
        if match.is_over():
            break
        match.next_deal()
    assert [(d.options.suits, d.options.dealer) for d in match.deals] == [
        (4, 1),
        (4, 0),
        (5, 1),
        (5, 0),
        (6, 1),
        (6, 0),
    ]


def test_after_the_match_the_highest_total_wins_and_equal_totals_share_the_win():
    def finished(seed):
        match = Match("house_of_suits", None, seed)
        for i in range(4):
            match.current.play_random(random.Random(derive_seed(seed, i)))
            if i < 3:
                match.next_deal()
        return match

    match = finished(0)
    totals = match.totals()
    assert match.is_over() and match.winners() == tuple(s for s in (0, 1) if totals[s] == max(totals))
    shared = next(m for m in map(finished, range(3000)) if len(set(m.totals())) == 1)
    assert shared.winners() == (0, 1)


@pytest.mark.parametrize("options", [{"games": 5}, {"games": 6, "suits": 6}, {"suits": 3}, {"dealer": 2}])
def test_bad_match_options_are_refused(options):
    with pytest.raises(BadOptions):
        Match("house_of_suits", options)


def test_a_match_saves_and_loads():
    match = Match("house_of_suits", {"games": 6}, seed=9)
    match.current.play_random(random.Random(1))
    match.next_deal()
    state = match.current
    state.apply(state.legal_actions()[3])
    loaded = Match.load(match.save())
    assert [d.history for d in loaded.deals] == [d.history for d in match.deals]
    assert loaded.current.view(0) == match.current.view(0)


def test_views_say_who_placed_each_market_card_and_resample_keeps_it():
    state = Game.new({"suits": 5}, seed=5)
    rng = random.Random(5)
    placed: dict[int, int] = {}
    while not state.is_over():
        seat = state.to_move()
        legal = state.legal_actions()
        action = legal[rng.randrange(len(legal))]
        state.apply(action)
        if type(action) is Place:
            placed[action.market] = seat
        elif type(action) is PlaceLast and action.where == "market":
            placed[action.card] = seat
        for s in (0, 1):
            view = state.view(s)
            assert [[placed[c] for c in suit] for suit in view.market] == [list(f) for f in view.market_from]
            assert view.resample(random.Random(s)).view(s).market_from == view.market_from
    assert set(placed.values()) == {0, 1}
