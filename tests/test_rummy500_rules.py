"""Rummy 500 as played on JoyPip: every sentence of the guide and of DECISIONS.md, as tests.

Positions are built with ``Game.position`` (the guide's partial positions); the player to move is
seat 0 unless said otherwise. Cards are written as in the guide's diagrams ("7S" is the 7♠).
"""

from __future__ import annotations

import copy
import json
import random
import re

import pytest

from cardkit.core import BadOptions, CardkitError, IllegalAction, Match
from cardkit.rummy500 import (
    Card,
    Discard,
    Draw,
    EndHand,
    Game,
    LaidOff,
    LayOff,
    Meld,
    MeldKind,
    Suit,
    Take,
    can_take,
    card_points,
    cards,
    ids,
    meld_kind,
    meld_points,
)
from cardkit.rummy500.rules import RummyMatch

CARD_TOKEN = re.compile(r"(?:10|[2-9AJQK])[♣♦♥♠]")


def one(text: str) -> int:
    (card,) = ids(text)
    return card


def meld(text: str) -> Meld:
    return Meld.of(text)


def snapshot(state) -> dict:
    return copy.deepcopy(vars(state))


def refuse(state, action, key: str, seat: int | None = None) -> IllegalAction:
    """The action is refused with ``key``, and the state is exactly as before."""
    before = snapshot(state)
    views = [state.view(s) for s in range(state.num_players)]
    with pytest.raises(IllegalAction) as caught:
        state.apply(action, seat)
    assert caught.value.key == key, str(caught.value)
    assert snapshot(state) == before
    assert [state.view(s) for s in range(state.num_players)] == views
    return caught.value


def named_cards(text: str) -> set[int]:
    return set(ids(" ".join(CARD_TOKEN.findall(text))))


def visible_to_mover(state) -> set[int]:
    seen = {c for c in range(52) if state.hands[state.mover] >> c & 1}
    seen.update(state.pile)
    for m in state.melds:
        seen.update(c for c in range(52) if m.mask >> c & 1)
    return seen


# =============================================================================== the teaching API


def test_cards_reads_letters_tens_and_suit_symbols():
    assert cards("7S KH 2C") == (Card(7, Suit.spades), Card(13, Suit.hearts), Card(2, Suit.clubs))
    assert cards("10H") == cards("TH") == cards("th") == (Card(10, Suit.hearts),)
    assert cards("7♠ K♥") == cards("7S, KH")
    assert cards("A♣ Q♦") == (Card(1, Suit.clubs), Card(12, Suit.diamonds))
    assert cards("") == ()


def test_a_card_reads_7_of_spades_and_has_a_name_for_screen_readers():
    seven, king, ace, ten = cards("7S KH AC 10D")
    assert str(seven) == repr(seven) == "7♠"
    assert repr(cards("7S KH")) == "(7♠, K♥)"
    assert str(ten) == "10♦"
    assert seven.name == "7 of spades"
    assert ace.name == "ace of clubs"
    assert king.label("fr") == "roi de cœur"
    assert seven.index == ids("7S")[0]
    assert king.points == 10


@pytest.mark.parametrize("token", ["7X", "11H", "1S", "KK", "7", "S7", "hello"])
def test_a_malformed_card_text_raises_a_value_error_naming_it(token):
    with pytest.raises(ValueError) as caught:
        cards(f"7S {token} 2C")
    assert f'"{token}"' in str(caught.value)
    assert token in caught.value.explain("fr")


def test_meld_kind_is_set_run_or_none():
    assert meld_kind("7S 7H 7D").name == "set"
    assert meld_kind("5H 6H 7H") is MeldKind.run
    assert meld_kind("5H 6H 7H").name == "run"
    assert meld_kind("5H 6H 8H") is None
    assert meld_kind(cards("7S 7H 7D")) is MeldKind.set
    assert meld_kind(ids("7S 7H 7D")) is MeldKind.set
    assert meld_kind("7S 7S 7D") is None


def test_meld_points_refuses_cards_that_are_not_a_meld_and_says_why():
    with pytest.raises(ValueError) as caught:
        meld_points("KS AS 2S")
    assert "round the corner" in str(caught.value)
    assert "tourner" in caught.value.explain("fr")
    with pytest.raises(ValueError, match="at least 3 cards"):
        meld_points("7S 7H")
    with pytest.raises(ValueError, match="neither all of the same rank"):
        meld_points("7S 8H 9D")
    with pytest.raises(ValueError, match="gap"):
        meld_points("7S 8S 10S")


def test_can_take_refuses_impossible_inputs_with_an_explanation():
    with pytest.raises(ValueError, match="appears twice"):
        can_take("7S KH 2C", 0, "7S 7H")
    with pytest.raises(ValueError, match="no position 3"):
        can_take("7S KH 2C", 3, "7H 7D")
    with pytest.raises(ValueError, match="not a meld"):
        can_take("7S KH 2C", 0, "7H", ["7D 8D"])


# =============================================================================== Combinaisons


def test_a_set_is_three_or_four_cards_of_the_same_rank():
    """« Groupe : 3 ou 4 cartes de même rang. »"""
    assert meld_kind("7S 7H 7D") is MeldKind.set
    assert meld_kind("7S 7H 7D 7C") is MeldKind.set
    assert meld_kind("7S 7H") is None
    assert meld_kind("7S 7H 8D") is None
    state = Game.position(["7S 7H 7D 9C", "2C"], "3D")
    state.apply(Draw())
    assert meld("7S 7H 7D") in state.legal_actions()
    state.apply(meld("7S 7H 7D"))
    assert state.view(1).melds[0].kind == "set"


def test_a_run_is_at_least_three_consecutive_cards_of_the_same_suit():
    """« Suite : au moins 3 cartes consécutives de la même couleur. »"""
    assert meld_kind("5H 6H 7H") is MeldKind.run
    assert meld_kind("5H 6H 7H 8H 9H") is MeldKind.run
    assert meld_kind("5H 6H") is None
    assert meld_kind("5H 6H 8H") is None
    assert meld_kind("5H 6S 7H") is None
    state = Game.position(["5H 6H 7H 8H 2C", "3C"], "3D")
    state.apply(Draw())
    runs = {a for a in state.legal_actions() if type(a) is Meld}
    assert runs == {meld("5H 6H 7H"), meld("6H 7H 8H"), meld("5H 6H 7H 8H")}


def test_the_ace_is_low_in_a_2_3_or_high_in_q_k_a():
    """« L'As peut être bas (A-2-3) ou haut (Q-K-A) »"""
    assert meld_kind("AS 2S 3S") is MeldKind.run
    assert meld_kind("QS KS AS") is MeldKind.run
    assert meld_points("AS 2S 3S") == 1 + 2 + 3
    assert meld_points("QS KS AS") == 10 + 10 + 15


def test_a_run_cannot_wrap_around_k_a_2():
    """« mais une suite ne peut pas tourner (K-A-2 est interdit). »"""
    assert meld_kind("KS AS 2S") is None
    assert meld_kind("QS KS AS 2S") is None
    state = Game.position(["KS AS 2S 9C", "3C"], "3D")
    state.apply(Draw())
    assert not any(type(a) is Meld for a in state.legal_actions())
    error = refuse(state, meld("KS AS 2S"), "rummy500.not_a_meld")
    assert "K-A-2" in str(error)


def test_you_may_add_cards_to_any_meld_on_the_table_whoever_owns_it():
    """« Vous pouvez ajouter des cartes à n'importe quelle combinaison sur la table, quel que soit
    son propriétaire »"""
    state = Game.position(["7C JS 2H", "9C 9D"], "5C", melds=[(1, "7H 7D 7S"), (0, "8S 9S 10S")], stock="4D")
    state.apply(Draw())
    legal = state.legal_actions()
    assert LayOff(one("7C"), 0) in legal  # the opponent's set
    assert LayOff(one("JS"), 1) in legal  # our own run
    state.apply(LayOff(one("7C"), 0))
    assert state.view(0).melds[0].owner == 1
    assert state.view(0).melds[0].laid_off == (LaidOff(cards("7C")[0], 0),)


def test_a_lay_off_is_the_4th_card_of_a_set_or_extends_a_run_at_either_end():
    """« la 4e carte d'un groupe, ou des cartes qui prolongent une suite à l'un de ses bouts. »"""
    state = Game.position(["7C JS 6S QS 2H", "9C"], "5C", melds=[(1, "7H 7D 7S"), (1, "8S 9S 10S")], stock="4D")
    state.apply(Draw())
    lay_offs = {a for a in state.legal_actions() if type(a) is LayOff}
    assert lay_offs == {LayOff(one("7C"), 0), LayOff(one("JS"), 1)}
    error = refuse(state, LayOff(one("6S"), 1), "rummy500.cannot_lay_off")
    assert "just below its lowest card or just above its highest" in str(error)
    error = refuse(state, LayOff(one("QS"), 0), "rummy500.cannot_lay_off")
    assert "only takes a card of its own rank" in str(error)
    state.apply(LayOff(one("JS"), 1))
    assert LayOff(one("QS"), 1) in state.legal_actions()  # the run's new end
    state.apply(LayOff(one("QS"), 1))
    assert [str(c) for c in state.view(0).melds[1].cards] == ["8♠", "9♠", "10♠", "J♠", "Q♠"]


# =============================================================================== Prendre la défausse


def test_the_discard_pile_is_spread_and_every_card_in_it_is_visible():
    """« La défausse est étalée : toutes ses cartes sont visibles. »"""
    state = Game.new({"players": 3}, 11)
    rng = random.Random(2)
    for _ in range(60):
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    for seat in range(3):
        assert [c.index for c in state.view(seat).discard] == state.pile


def test_any_discard_card_may_be_taken_but_with_every_card_above_it():
    """« Vous pouvez prendre n'importe laquelle, mais avec toutes celles posées au-dessus. »"""
    state = Game.position(["7H 7D 9C", "2D"], "4C 7S KH 2C")
    assert Take(1) in state.legal_actions()
    state.apply(Take(1))
    assert [str(c) for c in state.view(0).discard] == ["4♣"]
    assert {str(c) for c in state.view(0).hand} == {"7♥", "7♦", "9♣", "7♠", "K♥", "2♣"}


def test_the_deepest_taken_card_must_be_melded_or_laid_off_this_turn():
    """« Si vous prenez plus d'une carte, la plus basse doit être posée ou ajoutée ce tour-ci »"""
    state = Game.position(["7H 7D 2S 9C", "3C 4C 5C"], "7S KH 2C")
    state.apply(Take(0))
    assert state.view(1).must_use == cards("7S")[0]
    assert not any(type(a) is Discard for a in state.legal_actions())
    error = refuse(state, Discard(one("9C")), "rummy500.obligation_open")
    assert "meld the set 7♦ 7♥ 7♠" in str(error)
    state.apply(meld("7H 7D 7S"))
    assert state.view(1).must_use is None
    assert Discard(one("9C")) in state.legal_actions()
    state.apply(Discard(one("KH")))
    assert state.to_move() == 1


def test_a_take_whose_deepest_card_cannot_be_used_is_refused_up_front():
    """« si c'est impossible, vous ne pouvez pas les prendre ainsi. »"""
    state = Game.position(["7H 9C", "3C"], "7S KH 2C")
    assert state.legal_actions() == [Draw(), Take(2)]
    refuse(state, Take(0), "rummy500.take.refused")
    refuse(state, Take(1), "rummy500.take.refused")


def test_the_top_card_alone_need_not_be_used_but_cannot_be_discarded_this_turn():
    """« Si vous ne prenez que la carte du dessus, vous n'êtes pas obligé de l'utiliser tout de suite,
    mais vous ne pouvez pas la défausser ce tour-ci. »"""
    state = Game.position(["9C 4D", "3C 5H"], "7S KH", stock="2D 8H")
    state.apply(Take(1))
    assert state.view(1).no_discard == cards("KH")[0]
    assert state.view(1).must_use is None
    legal = state.legal_actions()
    assert Discard(one("KH")) not in legal and Discard(one("9C")) in legal
    error = refuse(state, Discard(one("KH")), "rummy500.discard_taken_top")
    assert "K♥" in str(error)
    state.apply(Discard(one("9C")))
    state.apply(Draw())
    state.apply(Discard(one("5H")))
    state.apply(Draw())
    assert Discard(one("KH")) in state.legal_actions()  # a later turn: it may go
    state.apply(Discard(one("KH")))


# =============================================================================== Décompte des points


def test_card_values_ace_15_j_q_k_10_and_2_to_10_their_face_value():
    """« As : 15 points ; J, Q et K : 10 points ; de 2 à 10 : leur valeur. »"""
    assert card_points("AS") == 15
    assert [card_points(c) for c in cards("KH QD JC 10S")] == [10, 10, 10, 10]
    assert [card_points(c) for c in cards("2C 3C 4C 5C 6C 7C 8C 9C")] == [2, 3, 4, 5, 6, 7, 8, 9]
    assert card_points(ids("7S")[0]) == 7


def test_an_ace_counts_only_1_when_it_is_the_1_of_a_2_3():
    """« (1 seul point quand il sert de 1 dans A-2-3) »"""
    assert meld_points("AH 2H 3H") == 6
    assert meld_points("AH 2H 3H 4H") == 10
    assert meld_points("QH KH AH") == 35
    assert meld_points("AH AS AD") == 45


def test_melded_and_laid_off_cards_score_and_cards_left_in_hand_count_against():
    """« À la fin de chaque donne, les cartes posées ou ajoutées rapportent des points et celles restées
    en main en font perdre »"""
    state = Game.position(["4C 5C 6C JS KD", "9H AD 2D"], "5D", melds=[(1, "8S 9S 10S")], stock="")
    state.apply(Take(0))  # the top card alone
    state.apply(meld("4C 5C 6C"))
    state.apply(LayOff(one("JS"), 0))
    state.apply(Discard(one("KD")))
    state.apply(EndHand())
    assert state.totals() == [4 + 5 + 6 + 10 - 5, 8 + 9 + 10 - (9 + 15 + 2)]
    for score, total in zip(state.scores(), state.totals()):
        assert score.total == total == sum(points for _, points in score.parts)
    labels = [label for label, _ in state.scores()[0].parts]
    assert labels == [
        "melded the run of clubs (4♣ 5♣ 6♣)",
        "laid off J♠ on the run of spades (8♠ 9♠ 10♠ J♠)",
        "left in hand: 5♦",
    ]


def test_emptying_your_hand_gives_no_bonus():
    """« vider sa main ne donne aucun bonus. »"""
    state = Game.position(["4C 5C 6C", "9H"], "2S", stock="KS")
    state.apply(Draw())
    state.apply(meld("4C 5C 6C"))
    state.apply(Discard(one("KS")))
    assert state.is_over()
    assert state.totals() == [15, -9]
    assert state.scores()[0].parts == (("melded the run of clubs (4♣ 5♣ 6♣)", 15), ("left in hand: nothing", 0))


def test_the_hand_ends_when_a_player_empties_their_hand():
    """« La donne se termine quand un joueur vide sa main »"""
    state = Game.position(["4C 5C 6C", "9H"], "2S", stock="KS QS")
    state.apply(Draw())
    state.apply(meld("4C 5C 6C"))
    state.apply(Discard(one("KS")))
    assert state.is_over() and state.view(1).ended == "out" and state.view(1).ended_by == 0
    assert state.legal_actions() == []
    assert str(state.ended_text()) == "Player 1 has emptied their hand."


def test_the_hand_ends_when_the_stock_is_exhausted_and_the_player_to_move_does_not_take_from_the_pile():
    """« ou quand le talon est épuisé et que le joueur dont c'est le tour ne prend pas à la défausse. »"""
    state = Game.position(["4C", "9H"], "2S 3S", stock="")
    assert state.legal_actions() == [EndHand(), Take(1)]
    state.apply(EndHand())
    assert state.is_over() and state.view(0).ended == "stock"
    assert state.totals() == [-4, -9]
    assert state.ended_text().render("fr") == "Le talon est épuisé et le joueur 1 n'a pas pris à la défausse."


def _play_match(options: dict, seed: int) -> Match:
    match = Match("rummy500", options, seed)
    rng = random.Random(seed)
    for _ in range(100):
        match.current.play_random(rng)
        if match.is_over():
            return match
        match.next_deal()
    raise AssertionError("the match did not end in 100 hands")


@pytest.mark.parametrize("target", [250, 500])
def test_once_a_player_reaches_the_target_at_the_end_of_a_hand_the_highest_total_wins(target):
    """« Si, à la fin d'une donne, un joueur atteint le score cible (500 ou 250), le plus haut total
    gagne »"""
    match = _play_match({"players": 3, "target": target}, seed=target)
    totals = match.totals()
    assert max(totals) >= target
    before = [sum(d.totals()[s] for d in match.deals[:-1]) for s in range(3)]
    assert max(before) < target  # it ended at the first hand that reached the target
    assert match.winners() == tuple(s for s in range(3) if totals[s] == max(totals))
    with pytest.raises(IllegalAction):
        match.next_deal()


def test_on_a_tie_the_tied_players_win_together():
    """« en cas d'égalité, les ex æquo gagnent ensemble. »"""
    match = Match("rummy500", {"players": 3, "target": 250}, 0)
    hands = []
    for _ in range(8):
        state = Game.position(["2C", "2D", "9H 9S"], "5D", melds=[(0, "QS KS AS"), (1, "QH KH AH")], stock="")
        state.apply(EndHand())
        hands.append(state)
    match.deals = hands
    assert match.totals() == [8 * 33, 8 * 33, -8 * 18]
    assert match.is_over()
    assert match.winners() == (0, 1)


def test_matches_are_played_to_500_or_250_points():
    """« Score cible : Jusqu'à 500 points · Jusqu'à 250 points »"""
    assert RummyMatch().options.target == 500
    assert RummyMatch({"target": 250}).options.target == 250
    with pytest.raises(BadOptions, match="500 or 250"):
        RummyMatch({"target": 300})
    rules = RummyMatch({"target": 250, "players": 2})
    assert rules.deal_options(3, [240, 100]) == {"players": 2, "dealer": 1, "turn_limit": 0}
    assert rules.deal_options(3, [100, 250]) is None


@pytest.mark.parametrize("players", [2, 3, 4])
def test_two_three_or_four_players(players):
    """« Joueurs : 2 joueurs · 3 joueurs · 4 joueurs »"""
    state = Game.new({"players": players}, 3)
    assert state.num_players == players
    state.play_random(random.Random(0))
    assert state.is_over()


@pytest.mark.parametrize("players", [1, 5])
def test_other_player_counts_are_refused(players):
    with pytest.raises(BadOptions, match="2, 3 or 4 players"):
        Game.new({"players": players})


# =============================================================================== Questions fréquentes

FAQ_PILE = "7S KH 2C"  # « De bas en haut, la défausse contient le 7 de pique, le roi de cœur et le 2 de trèfle. »


def test_faq_taking_the_7_of_spades_takes_the_king_and_the_2_above_it():
    """« Pour prendre le 7 de pique, vous devez aussi prendre le roi et le 2 au-dessus »"""
    check = can_take(FAQ_PILE, 0, "7H 7D")
    assert check and check.must_use
    assert check.taken == cards("7S KH 2C")
    assert check.card == cards("7S")[0]


def test_faq_so_you_need_two_7s_in_hand():
    """« et le 7 de pique doit être posé ou ajouté ce tour-ci : il faut donc avoir deux 7 en main. »"""
    check = can_take(FAQ_PILE, 0, "7H 7D 4C")
    assert check
    assert [(w.kind, w.cards) for w in check.ways] == [("set", cards("7D 7H 7S"))]
    assert "meld the set 7♦ 7♥ 7♠" in str(check)
    with_three = can_take(FAQ_PILE, 0, "7H 7D 7C")
    assert [w.cards for w in with_three.ways] == [
        cards("7C 7D 7S"),
        cards("7C 7H 7S"),
        cards("7D 7H 7S"),
        cards("7C 7D 7H 7S"),
    ]
    one_seven = can_take(FAQ_PILE, 0, "7H 4C")
    assert not one_seven
    assert "you would hold only 7♥" in str(one_seven)
    assert "two other 7s" in str(one_seven)


@pytest.mark.parametrize(
    "hand,allowed",
    [
        ("5S 6S", True),
        ("6S 8S", True),
        ("8S 9S", True),
        ("5S 6S 8S 9S", True),
        ("6S 9S", False),
        ("5S 9S", False),
        ("4S 5S", False),
        ("9S 10S", False),
        ("6H 8H", False),
        ("8S", False),
    ],
)
def test_faq_the_7_of_spades_in_a_run_with_spades_from_hand(hand, allowed):
    check = can_take(FAQ_PILE, 0, hand)
    assert bool(check) is allowed
    if allowed:
        assert all(w.kind == "run" and cards("7S")[0] in w.cards for w in check.ways)
    else:
        assert "5 and 6, 6 and 8 or 8 and 9 of spades" in str(check)


def test_faq_every_run_through_the_7_of_spades_is_a_way():
    check = can_take(FAQ_PILE, 0, "5S 6S 8S 9S")
    assert {" ".join(map(str, w.cards)) for w in check.ways} == {
        "5♠ 6♠ 7♠",
        "6♠ 7♠ 8♠",
        "7♠ 8♠ 9♠",
        "5♠ 6♠ 7♠ 8♠",
        "6♠ 7♠ 8♠ 9♠",
        "5♠ 6♠ 7♠ 8♠ 9♠",
    }


@pytest.mark.parametrize(
    "table,hand,allowed,way",
    [
        (["7H 7D 7C"], "4C", True, ("lay-off", "7♠", 0)),
        (["8S 9S 10S"], "4C", True, ("lay-off", "7♠", 0)),
        (["4S 5S 6S"], "4C", True, ("lay-off", "7♠", 0)),
        (["3H 4H 5H", "9S 10S JS"], "8S", True, ("lay-off", "8♠ 7♠", 1)),
        (["9S 10S JS"], "4C", False, None),
        (["8H 9H 10H"], "4C", False, None),
        (["2D 3D 4D", "7H 7D 7C"], "4C", True, ("lay-off", "7♠", 1)),
    ],
)
def test_faq_the_7_of_spades_laid_off_on_a_meld_on_the_table(table, hand, allowed, way):
    check = can_take(FAQ_PILE, 0, hand, table)
    assert bool(check) is allowed
    if allowed:
        assert (way[0], " ".join(map(str, [*check.ways][0].cards)), [*check.ways][0].meld) == way
    else:
        assert "No meld on the table can take the 7♠" in str(check)


def test_faq_the_other_taken_cards_can_make_the_meld_with_the_deepest_card():
    assert can_take("7S 8S 2C", 0, "9S")  # 7♠ 8♠ 9♠ with the 8♠ taken too
    assert can_take("7S 8S 2C", 0, "6S")
    assert can_take("7S 7H 2C", 0, "7D")  # 7♠ 7♥ 7♦
    assert can_take("7S 6S 8S", 0, "2C")  # all three from the pile
    assert not can_take("7S 8S 2C", 0, "10S")


def test_faq_melds_of_the_other_taken_cards_do_not_free_the_deepest_card():
    check = can_take(FAQ_PILE, 0, "KS KD")  # K♥ K♠ K♦ is a set, but the 7♠ stays unused
    assert not check


def test_faq_taking_only_the_top_card_imposes_nothing():
    """« Prendre seulement la carte du dessus n'impose rien »"""
    check = can_take(FAQ_PILE, 2, "4D")
    assert check and not check.must_use and check.ways == ()
    assert "imposes nothing" in str(check)
    assert "n'impose rien" in check.explain("fr")


def test_faq_extra_taken_cards_not_melded_cost_points_at_the_end_of_the_hand():
    """« mais les cartes prises en trop qui ne sont pas posées coûtent des points en fin de donne. »"""
    state = Game.position(["7H 7D", "4C"], FAQ_PILE, stock="")
    state.apply(Take(0))
    state.apply(meld("7H 7D 7S"))
    state.apply(Discard(one("2C")))
    state.apply(EndHand())
    assert state.totals()[0] == 21 - 10  # the K♥ taken and kept costs 10


def test_faq_refusal_explains_the_rule_and_names_only_cards_the_player_can_see():
    state = Game.position(["7H 9C 10S", "7D 7C 6S 8S"], FAQ_PILE, melds=[(1, "3D 4D 5D")])
    error = refuse(state, Take(0), "rummy500.take.refused")
    for language in ("en", "fr"):
        text = error.explain(language)
        assert named_cards(text) <= visible_to_mover(state)
    assert "the deepest one must be melded or laid off this same turn" in str(error)
    assert "you would hold only 7♥" in str(error)
    assert "you would hold none" in str(error)  # no spade next to the 7♠ (the 10♠ is too far)
    assert "la plus basse doit être posée ou ajoutée ce tour-ci" in error.explain("fr")


# =============================================================================== DECISIONS.md


def test_one_52_card_deck_without_jokers():
    for players in (2, 3, 4):
        state = Game.new({"players": players}, 5)
        held = [c for h in state.hands for c in range(52) if h >> c & 1]
        assert sorted(held + state.pile + state.stock) == list(range(52))


@pytest.mark.parametrize("players,size", [(2, 13), (3, 7), (4, 7)])
def test_deal_13_cards_each_with_2_players_and_7_each_with_3_or_4(players, size):
    state = Game.new({"players": players}, 8)
    assert state.view(0).hand_sizes == (size,) * players
    assert state.view(0).stock_size == 52 - size * players - 1


def test_the_next_card_of_the_stock_starts_the_face_up_spread_discard_pile():
    state = Game.new({"players": 2}, 21)
    deck = list(range(52))
    random.Random(21).shuffle(deck)
    assert state.pile == [deck[26]]
    assert state.stock[-1] == deck[27]  # the next card is the stock's top card
    state.apply(Draw())
    assert state.hands[1] >> deck[27] & 1


@pytest.mark.parametrize("dealer", [0, 1, 2])
def test_the_player_after_the_dealer_starts(dealer):
    state = Game.new({"players": 3, "dealer": dealer}, 4)
    assert state.to_move() == (dealer + 1) % 3
    with pytest.raises(BadOptions):
        Game.new({"players": 3, "dealer": 3})


def test_the_dealer_rotates_clockwise_each_hand():
    match = _play_match({"players": 4, "target": 500, "dealer": 2}, seed=3)
    assert len(match.deals) > 1
    for i, deal in enumerate(match.deals):
        assert deal.options.dealer == (2 + i) % 4
        assert deal.history and deal.record().replay(0).to_move() == (3 + i) % 4


def test_a_turn_is_a_draw_then_any_melds_and_lay_offs_then_one_discard():
    state = Game.position(["4C 5C 6C 9H 2S", "9D"], "2D", melds=[(1, "3S 4S 5S")], stock="KS QS")
    refuse(state, meld("4C 5C 6C"), "rummy500.draw_first")
    refuse(state, Discard(one("9H")), "rummy500.draw_first")
    state.apply(Draw())
    refuse(state, Draw(), "rummy500.already_drew")
    refuse(state, Take(0), "rummy500.already_drew")
    state.apply(meld("4C 5C 6C"))
    state.apply(LayOff(one("2S"), 0))
    state.apply(Discard(one("9H")))
    assert state.to_move() == 1 and state.view(1).phase == "draw"


def test_a_player_may_go_out_without_discarding_by_melding_and_laying_off_every_card():
    state = Game.position(["4C 5C 6C 8D 9D JS", "9H"], "2S", melds=[(1, "8S 9S 10S")], stock="10D")
    state.apply(Draw())
    state.apply(meld("4C 5C 6C"))
    state.apply(LayOff(one("JS"), 0))
    state.apply(meld("8D 9D 10D"))
    assert state.is_over() and state.view(0).ended == "out"
    assert not any(type(a) is Discard for a in state.history)
    assert state.totals() == [15 + 10 + 27, 27 - 9]


def test_discarding_the_last_card_also_goes_out():
    state = Game.position(["4C 5C 6C", "9H"], "2S", stock="KS")
    state.apply(Draw())
    state.apply(meld("4C 5C 6C"))
    state.apply(Discard(one("KS")))
    assert state.is_over() and state.view(1).ended == "out"
    assert state.pile == list(ids("2S KS"))


def test_melds_and_lay_offs_score_for_the_player_who_put_them_down():
    state = Game.position(["JS 2H 3H", "9C 9D"], "5C", melds=[(1, "8S 9S 10S")], stock="4D")
    state.apply(Draw())
    state.apply(LayOff(one("JS"), 0))
    view = state.view(1)
    assert view.points == (10, 27)
    assert view.laid_off == (cards("JS"), ())
    assert view.melds[0].owner == 1


def test_an_ace_scores_1_at_the_low_end_of_a_run_also_when_laid_off_there_and_15_otherwise():
    low = Game.position(["AS 9C", "KD"], "5C", melds=[(1, "2S 3S 4S")], stock="4D")
    low.apply(Draw())
    low.apply(LayOff(one("AS"), 0))
    assert low.points == [1, 9]
    assert [str(c) for c in low.view(0).melds[0].cards] == ["A♠", "2♠", "3♠", "4♠"]
    high = Game.position(["AS 9C", "KD"], "5C", melds=[(1, "JS QS KS")], stock="4D")
    high.apply(Draw())
    high.apply(LayOff(one("AS"), 0))
    assert high.points == [15, 30]
    in_a_set = Game.position(["AS 9C", "KD"], "5C", melds=[(1, "AH AD AC")], stock="4D")
    in_a_set.apply(Draw())
    in_a_set.apply(LayOff(one("AS"), 0))
    assert in_a_set.points == [15, 45]
    in_hand = Game.position(["AS 9C", "KD"], "5C", stock="")
    in_hand.apply(EndHand())
    assert in_hand.totals() == [-24, -10]


def test_sets_hold_at_most_4_cards():
    state = Game.position(["8S 9C", "KD"], "5C", melds=[(1, "7C 7D 7H 7S")], stock="4D")
    state.apply(Draw())
    assert not any(type(a) is LayOff for a in state.legal_actions())
    error = refuse(state, LayOff(one("8S"), 0), "rummy500.cannot_lay_off")
    assert "this set already holds all four 7s" in str(error)


def test_runs_never_wrap_and_an_ace_is_low_or_high_never_both():
    state = Game.position(["AS 2S 9C", "KD KH"], "5C", melds=[(1, "JS QS KS")], stock="4D 3D")
    state.apply(Draw())
    state.apply(LayOff(one("AS"), 0))  # Q-K-A: the Ace is high...
    refuse(state, LayOff(one("2S"), 0), "rummy500.cannot_lay_off")  # ...so no 2 after it
    low = Game.position(["KS 9C", "KD"], "5C", melds=[(1, "AS 2S 3S")], stock="4D")
    low.apply(Draw())
    refuse(low, LayOff(one("KS"), 0), "rummy500.cannot_lay_off")


def test_a_player_may_lay_off_without_having_melded_first():
    state = Game.position(["JS 2H", "9C"], "5C", melds=[(1, "8S 9S 10S")], stock="4D")
    state.apply(Draw())
    assert not any(m.owner == 0 for m in state.melds)
    state.apply(LayOff(one("JS"), 0))
    assert state.points[0] == 10


def test_with_the_stock_empty_the_player_takes_from_the_discard_pile_or_the_hand_ends_at_once():
    state = Game.position(["4C 5D 9H", "9C"], "2S 3S KH", stock="")
    assert state.legal_actions() == [EndHand(), Take(2)]
    refuse(state, Draw(), "rummy500.stock_empty")
    refuse(state, meld("4C 5D 9H"), "rummy500.draw_first_empty")
    state.apply(Take(2))
    state.apply(Discard(one("9H")))
    assert state.to_move() == 1 and state.legal_actions()[0] == EndHand()
    state.apply(EndHand())
    assert state.is_over() and state.view(0).ended == "stock"


def test_the_hand_cannot_be_ended_while_the_stock_holds_cards():
    state = Game.new({}, 1)
    error = refuse(state, EndHand(), "rummy500.stock_not_empty")
    assert "25 cards" in str(error)


# =============================================================================== the kit's decisions


def test_while_the_deepest_card_is_unused_only_moves_that_keep_a_way_to_use_it_are_offered():
    state = Game.position(["7H 7D 8D 9D 2C", "3C"], "7S KH")
    state.apply(Take(0))
    legal = state.legal_actions()
    assert meld("7D 7H 7S") in legal
    assert meld("7D 8D 9D") not in legal  # it would use the 7♦ the set of 7s needs
    error = refuse(state, meld("7D 8D 9D"), "rummy500.would_break")
    assert "meld the set 7♦ 7♥ 7♠" in str(error)
    assert legal == [meld("7D 7H 7S")]


def test_the_deepest_card_can_be_laid_off_after_the_cards_between_it_and_a_meld():
    state = Game.position(["8S 2C 3D", "4H"], "7S KH", melds=[(1, "9S 10S JS")])
    assert Take(0) in state.legal_actions()
    state.apply(Take(0))
    assert state.legal_actions() == [LayOff(one("8S"), 0)]
    state.apply(LayOff(one("8S"), 0))
    assert LayOff(one("7S"), 0) in state.legal_actions()
    state.apply(LayOff(one("7S"), 0))
    assert Discard(one("2C")) in state.legal_actions()


def test_the_deepest_card_can_be_laid_off_on_a_meld_made_this_turn():
    state = Game.position(["8S 9S 10S 2C", "4H"], "7S KH")
    state.apply(Take(0))
    legal = state.legal_actions()
    assert meld("8S 9S 10S") in legal and meld("7S 8S 9S 10S") in legal
    state.apply(meld("8S 9S 10S"))
    assert state.legal_actions() == [LayOff(one("7S"), 0)]


def test_a_move_that_would_leave_only_the_top_card_just_taken_is_refused():
    state = Game.position(["4C 5C 6C", "9H"], "2S KH")
    state.apply(Take(1))
    legal = state.legal_actions()
    assert meld("4C 5C 6C") not in legal
    assert legal == [Discard(one("4C")), Discard(one("5C")), Discard(one("6C"))]
    error = refuse(state, meld("4C 5C 6C"), "rummy500.would_strand")
    assert "K♥" in str(error)


def test_a_long_run_that_would_leave_only_the_top_card_just_taken_is_refused():
    state = Game.position(["3C 4C 5C 6C 7C", "9H"], "2S KH")
    state.apply(Take(1))
    melds = [a for a in state.legal_actions() if type(a) is Meld]
    assert meld("3C 4C 5C 6C 7C") not in melds
    assert meld("3C 4C 5C 6C") in melds and meld("4C 5C 6C 7C") in melds
    refuse(state, meld("3C 4C 5C 6C 7C"), "rummy500.would_strand")


def test_a_move_leaving_only_the_top_card_is_allowed_when_a_meld_can_take_it():
    state = Game.position(["4C 5C 6C", "9H"], "2S KH", melds=[(1, "KS KD KC")])
    state.apply(Take(1))
    state.apply(meld("4C 5C 6C"))
    assert state.legal_actions() == [LayOff(one("KH"), 0)]
    state.apply(LayOff(one("KH"), 0))
    assert state.is_over() and state.view(0).ended == "out"


def test_the_top_card_just_taken_may_be_melded_at_once_to_go_out():
    state = Game.position(["JH QH", "9C"], "2S KH")
    state.apply(Take(1))
    assert state.legal_actions() == [meld("JH QH KH"), Discard(one("JH")), Discard(one("QH"))]
    state.apply(meld("JH QH KH"))
    assert state.is_over()


def test_after_a_deeper_take_the_former_top_card_may_be_discarded():
    state = Game.position(["7H 7D 9C", "4C"], "7S KH")
    state.apply(Take(0))
    state.apply(meld("7H 7D 7S"))
    assert Discard(one("KH")) in state.legal_actions()
    state.apply(Discard(one("KH")))


def test_an_ace_laid_off_on_a_run_from_2_to_king_goes_high():
    state = Game.position(["AS 9C", "KD"], "5C", melds=[(1, "2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS")], stock="4D")
    state.apply(Draw())
    assert [a for a in state.legal_actions() if type(a) is LayOff] == [LayOff(one("AS"), 0)]
    state.apply(LayOff(one("AS"), 0))
    assert state.points[0] == 15
    assert str(state.view(0).melds[0].cards[-1]) == "A♠"


def test_a_13_card_run_melded_at_once_counts_its_ace_high_but_a_low_ace_stays_low():
    assert meld_points("AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS") == 15 + 54 + 30
    state = Game.position(["KS 9C", "KD"], "5C", melds=[(1, "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS")], stock="4D")
    state.apply(Draw())
    state.apply(LayOff(one("KS"), 0))
    assert state.points == [10, 1 + 54 + 20]
    view = state.view(0)
    assert str(view.melds[0].cards[0]) == "A♠"
    assert state.accept_mask == 0  # all 13 spades: nothing more to lay off, the Ace included
    again = view.resample(random.Random(0))
    assert again.points == state.points and again.melds == state.melds


def test_meld_cards_may_be_given_in_any_order():
    state = Game.position(["9S 7S 8S 2C", "4H"], "5D")
    state.apply(Draw())
    state.apply(meld("9S 7S 8S"))
    assert [str(c) for c in state.view(1).melds[0].cards] == ["7♠", "8♠", "9♠"]


def test_every_hand_is_shown_once_the_hand_is_over():
    state = Game.position(["4C 9D", "9H JS"], "2S", stock="")
    assert state.view(1).shown_hands == ()
    state.apply(EndHand())
    assert state.view(1).shown_hands == (cards("4C 9D"), cards("9H JS"))


def test_turn_limit_ends_the_hand_which_is_scored_as_usual():
    """Termination: a player who always takes the top card never ends the hand; the turn limit does."""
    state = Game.new({"players": 2, "turn_limit": 30}, 7)
    while not state.is_over():
        if state.view(0).phase == "draw":
            state.apply(Take(len(state.pile) - 1))
        else:
            state.apply(next(a for a in state.legal_actions() if type(a) is Discard))
    assert state.turn == 30 and state.view(0).ended == "limit"
    assert state.totals() == [-sum(c.points for c in state.view(0).shown_hands[s]) for s in (0, 1)]
    assert [s.total for s in state.scores()] == state.totals()
    assert str(state.ended_text()) == "The turn limit (30 turns) was reached."


def test_without_a_turn_limit_always_taking_the_top_card_would_go_on_for_ever():
    state = Game.new({"players": 2}, 7)
    for _ in range(2000):
        if state.view(0).phase == "draw":
            state.apply(Take(len(state.pile) - 1))
        else:
            state.apply(next(a for a in state.legal_actions() if type(a) is Discard))
    assert not state.is_over() and state.turn == 1000
    assert len(state.stock) == 52 - 27  # nobody ever drew: the stock never runs out


def test_the_random_bot_can_always_draw_or_end_the_hand():
    rng = random.Random(5)
    for seed in range(30):
        state = Game.new({"players": 2 + seed % 3}, seed)
        while not state.is_over():
            legal = state.legal_actions()
            if state.view(0).phase == "draw":
                assert legal[0] == (Draw() if state.stock else EndHand())
            state.apply(legal[rng.randrange(len(legal))])


@pytest.mark.parametrize("limit", [-1])
def test_a_negative_turn_limit_is_refused(limit):
    with pytest.raises(BadOptions, match="turn_limit"):
        Game.new({"turn_limit": limit})


# =============================================================================== views


def test_the_view_shows_the_cards_an_opponent_took_from_the_pile_until_played():
    state = Game.position(["7H 7D 9C", "3C 4C"], "7S KH 2C", stock="5D 6D")
    state.apply(Take(0))
    assert state.view(1).known[0] == cards("2C KH 7S")
    state.apply(meld("7H 7D 7S"))
    state.apply(Discard(one("2C")))
    assert state.view(1).known[0] == cards("KH")
    assert state.view(1).hand == cards("3C 4C")
    assert state.view(1).hand_sizes == (2, 2)


def cards_in_json(data) -> set[int]:
    """Every card written in a view's JSON (a card is the list [rank, suit])."""
    found = set()
    if isinstance(data, list) and len(data) == 2 and type(data[0]) is int and data[1] in [*Suit]:
        found.add(Card(data[0], Suit(data[1])).index)
    elif isinstance(data, (list, tuple)):
        for item in data:
            found |= cards_in_json(item)
    elif isinstance(data, dict):
        for item in data.values():
            found |= cards_in_json(item)
    return found


def test_the_view_holds_no_other_hand_nor_the_stock():
    state = Game.new({"players": 3}, 9)
    view = state.view(1)
    shown = cards_in_json(json.loads(json.dumps(view.to_json(), ensure_ascii=False)))
    own = {c.index for c in view.hand}
    assert own == {c for c in range(52) if state.hands[1] >> c & 1}
    assert shown == own | set(state.pile)
    assert view.stock_size == len(state.stock)


# =============================================================================== bad input


def _obligation_state():
    state = Game.position(["7H 7D 8D 9D 2C", "3C"], "7S KH")
    state.apply(Take(0))
    return state


def _top_taken_state():
    state = Game.position(["4C 5C 6C", "9H"], "2S KH")
    state.apply(Take(1))
    return state


def _drawn_state():
    state = Game.position(["4C 5C 6C 8H JS", "9H"], "2S", melds=[(1, "8S 9S 10S"), (1, "QD QC QH")], stock="KD")
    state.apply(Draw())
    return state


@pytest.mark.parametrize(
    "build,action,key,words",
    [
        (_drawn_state, Meld(ids("4C 5C 8H")), "rummy500.not_a_meld", "neither all of the same rank"),
        (_drawn_state, Meld(ids("4C 5C")), "rummy500.not_a_meld", "at least 3 cards"),
        (_drawn_state, Meld(ids("4C 5C 5C")), "rummy500.not_a_meld", "appears twice"),
        (_drawn_state, Meld(ids("4C 5C 7C")), "rummy500.not_a_meld", "gap"),
        (_drawn_state, Meld(ids("4C 5C 6C 7C")), "rummy500.not_in_hand", "You do not hold the 7♣"),
        (_drawn_state, Meld((1, 2, 99)), "rummy500.bad_card", "no card number 99"),
        (_drawn_state, Discard(one("7C")), "rummy500.not_in_hand", "You do not hold the 7♣"),
        (_drawn_state, Discard(-1), "rummy500.bad_card", "no card number -1"),
        (_drawn_state, LayOff(one("8H"), 0), "rummy500.cannot_lay_off", "in its own suit"),
        (_drawn_state, LayOff(one("JS"), 1), "rummy500.cannot_lay_off", "only takes a card of its own rank"),
        (_drawn_state, LayOff(one("JS"), 2), "rummy500.no_such_meld", "from the first (0) to the last (1)"),
        (_drawn_state, LayOff(one("7C"), 0), "rummy500.not_in_hand", "7♣"),
        (_drawn_state, Draw(), "rummy500.already_drew", "already drawn"),
        (_drawn_state, EndHand(), "rummy500.already_drew", "already drawn"),
        (_obligation_state, Discard(one("2C")), "rummy500.obligation_open", "must meld it or lay it off"),
        (_obligation_state, Meld(ids("7D 8D 9D")), "rummy500.would_break", "could no longer meld"),
        (_top_taken_state, Discard(one("KH")), "rummy500.discard_taken_top", "may not discard it this turn"),
        (_top_taken_state, Meld(ids("4C 5C 6C")), "rummy500.would_strand", "left with only the K♥"),
        (lambda: Game.position(["7H 9C", "3C"], FAQ_PILE), Take(0), "rummy500.take.refused", "no way"),
        (lambda: Game.position(["7H 9C", "3C"], FAQ_PILE), Take(3), "rummy500.bad_position", "no position 3"),
        (lambda: Game.position(["7H 9C", "3C"], FAQ_PILE), Take(-1), "rummy500.bad_position", "no position -1"),
        (lambda: Game.position(["7H 9C", "3C"], FAQ_PILE), LayOff(one("7H"), 0), "rummy500.draw_first", "drawing"),
        (
            lambda: Game.position(["7H 9C", "3C"], FAQ_PILE, melds=[(1, "2D 3D 4D")]),
            LayOff(one("7H"), 0),
            "rummy500.draw_first",
            "drawing",
        ),
    ],
)
def test_bad_moves_are_refused_with_an_explanation_and_change_nothing(build, action, key, words):
    state = build()
    error = refuse(state, action, key)
    assert words in str(error)
    assert error.explain("fr") != str(error)
    assert named_cards(error.explain("en")) <= visible_to_mover(state) | set(ids("7C"))


def test_laying_off_with_no_meld_on_the_table_is_refused():
    state = Game.position(["7H 9C", "3C"], FAQ_PILE)
    state.apply(Draw())
    refuse(state, LayOff(one("7H"), 0), "rummy500.no_melds")


def test_acting_out_of_turn_is_refused():
    state = Game.new({"players": 3}, 2)
    error = refuse(state, Draw(), "core.not_your_turn", seat=0)
    assert "player 2 is to play" in str(error)
    state.apply(Draw(), seat=1)


def test_moves_after_the_hand_is_over_are_refused():
    state = Game.position(["4C", "9H"], "2S", stock="")
    state.apply(EndHand())
    refuse(state, Take(0), "core.game_over")


def test_a_wrongly_typed_move_is_refused():
    state = Game.new({}, 2)
    refuse(state, Take("0"), "core.unknown_action")
    refuse(state, Meld([1, 2, 3]), "core.unknown_action")
    refuse(state, (0,), "core.unknown_action")


def test_every_text_reads_in_english_and_french():
    from cardkit.rummy500 import strings

    assert set(strings.EN) == set(strings.FR)
    assert all(strings.FR[k] != strings.EN[k] for k in strings.EN if k.startswith(("rummy500.take", "rummy500.why")))


def test_a_position_naming_a_card_twice_is_refused():
    with pytest.raises(CardkitError, match="appears twice"):
        Game.position(["7H 9C", "7H"], "2S")


def test_moves_round_trip_through_json():
    state = Game.position(["7H 7D 9C", "3C 4C"], FAQ_PILE, stock="5D 6D")
    state.apply_json({"type": "Take", "index": 0})
    state.apply_json({"type": "Meld", "cards": list(ids("7H 7D 7S"))})
    state.apply_json({"type": "Discard", "card": one("9C")})
    assert state.to_move() == 1
    json.dumps(state.view(1).to_json(), ensure_ascii=False)


def test_views_say_who_discarded_each_pile_card_and_resample_keeps_it():
    from cardkit.rummy500 import Game
    from cardkit.rummy500.rules import Discard, Take

    state = Game.new({"players": 3}, seed=11)
    rng = random.Random(11)
    who: list[int] = [-1]  # the card turned up at the deal
    took = False
    while not state.is_over():
        seat = state.to_move()
        legal = state.legal_actions()
        deep = [a for a in legal if type(a) is Take]
        action = deep[0] if deep and not took and len(state.pile) > 3 else legal[rng.randrange(len(legal))]
        state.apply(action)
        if type(action) is Discard:
            who.append(seat)
        elif type(action) is Take:
            took = True
            del who[action.index :]
        for s in range(3):
            view = state.view(s)
            assert view.discard_from == tuple(who) and len(view.discard_from) == len(view.discard)
        assert state.view(0).resample(random.Random(1)).view(0).discard_from == tuple(who)
    assert took
