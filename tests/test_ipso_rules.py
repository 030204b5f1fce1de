"""Ipso's rulebook, sentence by sentence (ipso-rulebook.txt and the Ipso part of DECISIONS.md)."""

import random

import pytest

from cardkit.core import BadOptions, IllegalAction, Match
from cardkit.ipso import (
    Color,
    DiscardDrawn,
    Game,
    KeepStar,
    Replace,
    SpendStar,
    Swap,
    card,
    score_pyramid,
    score_row,
)
from cardkit.ipso.rules import ROWS


def play_main_part(state, rng=None):
    """Play random replacements until every pyramid is face up."""
    rng = rng or random.Random(0)
    while state.phase == "play":
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    return state


# ---- Contents: 90 number cards, 18 of each colour, 6 Star cards (one per player)


def test_ninety_number_cards_eighteen_of_each_colour():
    colours = [card(n).color for n in range(1, 91)]
    assert len(colours) == 90
    assert {c: colours.count(c) for c in Color} == {c: 18 for c in Color}


def test_colour_is_decided_by_the_number_modulo_5():
    assert [card(n).color.name for n in (1, 2, 3, 4, 5)] == ["magenta", "yellow", "green", "blue", "orange"]
    assert card(13).color is card(28).color is card(73).color is Color.green


def test_each_colour_has_its_own_shape_so_colour_is_never_the_only_clue():
    assert len({c.shape for c in Color}) == 5
    assert all(c.shape in str(card(n)) for n, c in zip((1, 2, 3, 4, 5), Color))


def test_stars_lie_on_the_listed_ranges():
    one = [n for n in range(1, 91) if card(n).stars == 1]
    two = [n for n in range(1, 91) if card(n).stars == 2]
    assert one == [*range(6, 11), *range(26, 31), *range(61, 66), *range(81, 86)]
    assert two == [*range(16, 21), *range(36, 41), *range(51, 56), *range(71, 76)]


def test_forty_starred_cards_sixty_stars_twelve_per_colour():
    assert len([n for n in range(1, 91) if card(n).stars]) == 40
    assert sum(card(n).stars for n in range(1, 91)) == 60
    for colour in Color:
        assert sum(card(n).stars for n in range(1, 91) if card(n).color is colour) == 12


def test_card_outside_1_to_90_is_refused():
    for bad in (0, 91, "7", 7.0):
        with pytest.raises(ValueError, match="1 to 90"):
            card(bad)


# ---- Setup


@pytest.mark.parametrize("players", range(2, 7))
def test_each_player_gets_a_face_down_pyramid_of_14_cards_in_rows_of_5_4_3_2(players):
    state = Game.new({"players": players}, seed=players)
    assert [len(r) for r in ROWS] == [5, 4, 3, 2]
    for seat in range(players):
        assert len(state.pyramids[seat]) == 14
        assert state.down[seat] == list(range(14))
        assert state.view(seat).pyramids[seat] == (None,) * 14


@pytest.mark.parametrize("players", range(2, 7))
def test_a_star_card_sits_on_top_of_each_pyramid(players):
    state = Game.new({"players": players})
    assert state.view(0).stars == ("unused",) * players


@pytest.mark.parametrize("players", range(2, 7))
def test_two_cards_are_flipped_face_up_in_the_centre_and_the_rest_is_the_draw_pile(players):
    state = Game.new({"players": players}, seed=1)
    assert len(state.centre) == 2
    assert len(state.pile) == 90 - 14 * players - 2
    assert state.view(0).centre == tuple(state.centre)


@pytest.mark.parametrize("players", [1, 7, 0])
def test_ipso_is_for_2_to_6_players(players):
    with pytest.raises(BadOptions, match="2 to 6 players"):
        Game.new({"players": players})


def test_an_unknown_option_is_refused_by_name():
    with pytest.raises(BadOptions, match="'colour_blind'"):
        Game.new({"colour_blind": True})


def test_an_option_of_the_wrong_type_is_refused():
    with pytest.raises(BadOptions, match="players"):
        Game.new({"players": "two"})


# ---- How to play


def test_the_chosen_first_player_starts_then_play_goes_clockwise():
    state = Game.new({"players": 4, "first_player": 2})
    seen = []
    for _ in range(5):
        seen.append(state.to_move())
        state.apply(state.legal_actions()[0])
    assert seen == [2, 3, 0, 1, 2]


def test_a_turn_takes_a_centre_card_into_the_pyramid_and_flips_the_replaced_card_into_the_centre():
    state = Game.new({"players": 2}, seed=3)
    taken, other = state.centre
    hidden = state.pyramids[0][7]
    state.apply(Replace(centre=0, slot=7))
    assert state.pyramids[0][7] == taken
    assert state.centre == [hidden, other]
    assert state.view(1).pyramids[0][7] == taken
    assert state.to_move() == 1


def test_the_centre_always_holds_exactly_two_cards_during_normal_play():
    state = Game.new({"players": 3}, seed=4)
    rng = random.Random(4)
    while state.phase == "play":
        assert len(state.centre) == 2
        state.apply(random.Random(rng.random()).choice(state.legal_actions()))


def test_you_may_only_replace_the_face_down_cards_of_your_pyramid():
    state = Game.new({"players": 2}, seed=5)
    state.apply(Replace(0, 4))
    state.apply(Replace(0, 4))
    before = state.record()
    with pytest.raises(IllegalAction, match="only replace a face-down card") as refusal:
        state.apply(Replace(1, 4))
    assert "row of 5, position 5" in str(refusal.value)
    assert state.record() == before
    assert Replace(1, 4) not in state.legal_actions()


def test_you_cannot_replace_a_card_you_have_added_into_your_pyramid():
    state = Game.new({"players": 2}, seed=6)
    state.apply(Replace(1, 12))
    state.apply(Replace(1, 0))
    with pytest.raises(IllegalAction):
        state.apply(Replace(0, 12))


def test_play_continues_until_all_players_have_revealed_all_their_cards():
    state = Game.new({"players": 3}, seed=8)
    for _ in range(3 * 14 - 1):
        assert state.phase == "play"
        state.apply(state.legal_actions()[-1])
    state.apply(state.legal_actions()[-1])
    assert state.phase == "final"
    assert all(not d for d in state.down)


def test_an_action_from_the_wrong_seat_is_refused_and_changes_nothing():
    state = Game.new({"players": 2})
    with pytest.raises(IllegalAction, match="not your turn: player 1"):
        state.apply(Replace(0, 0), seat=1)
    assert state.history == [] and state.to_move() == 0


def test_a_malformed_action_is_refused():
    state = Game.new({"players": 2})
    for bad in (Replace("0", 1), Replace(0, 14), Replace(2, 0), ("Replace", 0, 1), Swap(3)):
        with pytest.raises(IllegalAction):
            state.apply(bad)
    assert state.history == []


def test_the_star_card_cannot_be_used_before_the_final_round():
    state = Game.new({"players": 2})
    with pytest.raises(IllegalAction, match="only used in the final round"):
        state.apply(SpendStar())


# ---- Final round


def test_in_the_final_round_the_two_centre_cards_go_to_the_bottom_of_the_draw_pile():
    state = Game.new({"players": 2}, seed=9)
    pile_before = list(state.pile)
    play_main_part(state)
    assert state.centre == []
    assert len(state.pile) == len(pile_before) + 2
    assert state.pile[2:] == pile_before  # the top of the pile is the end of the list


def test_the_final_round_goes_in_turn_order_from_the_first_player():
    state = play_main_part(Game.new({"players": 3, "first_player": 1}, seed=10))
    order = []
    while not state.is_over():
        order.append(state.to_move())
        state.apply(KeepStar())
    assert order == [1, 2, 0]


def test_keeping_the_star_card_scores_3_extra_points():
    state = play_main_part(Game.new({"players": 2}, seed=11))
    state.apply(KeepStar())
    state.apply(SpendStar())
    state.apply(DiscardDrawn())
    kept, spent = state.scores()
    assert ("Star card kept", 3) in kept.parts
    assert ("Star card spent", 0) in spent.parts


def test_spending_the_star_draws_the_top_card_which_may_replace_any_pyramid_card():
    state = play_main_part(Game.new({"players": 2}, seed=12))
    top = state.pile[-1]
    state.apply(SpendStar())
    assert state.view(0).drawn == top and state.view(1).drawn is None
    assert state.legal_actions() == [Swap(s) for s in range(14)] + [DiscardDrawn()]
    replaced = state.pyramids[0][3]
    state.apply(Swap(3))
    assert state.pyramids[0][3] == top
    assert state.discards == [replaced]


def test_a_drawn_card_you_do_not_use_is_discarded_and_the_star_is_spent_anyway():
    state = play_main_part(Game.new({"players": 2}, seed=13))
    pyramid = list(state.pyramids[0])
    state.apply(SpendStar())
    drawn = state.drawn
    state.apply(DiscardDrawn())
    assert state.pyramids[0] == pyramid
    assert state.discards == [drawn]
    assert state.view(1).stars[0] == "spent"


def test_after_spending_the_star_you_must_place_or_discard_the_drawn_card():
    state = play_main_part(Game.new({"players": 2}, seed=14))
    state.apply(SpendStar())
    with pytest.raises(IllegalAction, match="swap it"):
        state.apply(KeepStar())
    with pytest.raises(IllegalAction, match="final round"):
        state.apply(Replace(0, 0))


def test_swap_or_discard_needs_a_drawn_card():
    state = play_main_part(Game.new({"players": 2}, seed=15))
    with pytest.raises(IllegalAction, match="not drawn a card"):
        state.apply(Swap(0))


def test_with_six_players_the_draw_pile_cannot_run_out_in_the_final_round():
    state = play_main_part(Game.new({"players": 6}, seed=16))
    assert len(state.pile) == 6
    while not state.is_over():
        state.apply(SpendStar())
        state.apply(DiscardDrawn())
    assert state.pile == []


def test_the_game_ends_once_all_players_have_played_their_final_turn():
    state = play_main_part(Game.new({"players": 2}, seed=17))
    state.apply(KeepStar())
    assert not state.is_over()
    state.apply(KeepStar())
    assert state.is_over() and state.legal_actions() == []
    with pytest.raises(IllegalAction, match="game is over"):
        state.apply(KeepStar())


# ---- Scoring (the rulebook's example is 3 + 4 + 9 + 10 = 26)


def test_only_rows_of_strictly_ascending_numbers_score():
    assert score_row([1, 27, 20, 40]).points == 0
    assert not score_row([1, 27, 20, 40]).valid
    assert score_row([40, 20]).points == 0


def test_rows_are_read_left_to_right():
    assert score_row([16, 32]).valid and not score_row([32, 16]).valid


def test_a_row_of_more_than_one_colour_scores_1_point_per_card_plus_its_stars():
    row = score_row([16, 32])
    assert (row.card_points, row.star_points, row.points) == (2, 2, 4)


def test_a_row_of_one_colour_scores_2_points_per_card_plus_its_stars():
    row = score_row([13, 28, 73])
    assert row.same_color and (row.card_points, row.star_points, row.points) == (6, 3, 9)


def test_each_star_in_a_valid_row_scores_1_point():
    row = score_row([9, 17, 59, 64, 85])
    assert (row.card_points, row.star_points, row.points) == (5, 5, 10)


def test_stars_in_a_discarded_row_do_not_count():
    assert score_row([1, 27, 20, 40]).stars == 0


def test_rulebook_scoring_example_26_points():
    # The text's first line, "A row scores 3 points", is the kept Star card: the four rows of the
    # pyramid (5, 4, 3 and 2 cards) are the other four lines.
    pyramid = score_pyramid([[9, 17, 59, 64, 85], [1, 27, 20, 40], [13, 28, 73], [16, 32]], star_kept=True)
    assert [r.points for r in pyramid.rows] == [10, 0, 9, 4]
    assert pyramid.star_points == 3
    assert pyramid.total == 26 == 3 + 4 + 9 + 10


def test_score_explanations_say_why():
    assert str(score_row([16, 32])) == "16 32: ascending, 2 colours: 1 point per card = 2, + 2 for the stars → 4 points"
    assert "27 is followed by 20" in str(score_row([1, 27, 20, 40]))
    assert "all green" in str(score_row([13, 28, 73]))
    assert "tout en vert" in score_row([13, 28, 73]).explain("fr")


def test_score_row_accepts_cards_as_well_as_numbers():
    assert score_row([card(16), card(32)]) == score_row([16, 32])


@pytest.mark.parametrize(
    "row, words",
    [
        ([5, 5], "Card 5 appears twice"),
        ([5, 91], "go from 1 to 90: 91"),
        ([0, 5], "go from 1 to 90: 0"),
        ([5, "6"], "go from 1 to 90: '6'"),
        ([5, True], "go from 1 to 90: True"),
        ([5], "5, 4, 3 or 2 cards, not 1"),
        ([1, 2, 3, 4, 5, 6], "5, 4, 3 or 2 cards, not 6"),
        ("12", "A row is a list"),
    ],
)
def test_score_row_refuses_what_is_not_a_row_of_a_pyramid(row, words):
    with pytest.raises(ValueError, match=words):
        score_row(row)


def test_a_partial_row_scores_when_the_caller_says_so():
    assert score_row([5], partial=True).points == 2  # one card, one colour: 2 points
    with pytest.raises(ValueError, match="appears twice"):
        score_row([5, 5], partial=True)
    with pytest.raises(ValueError, match="at least one card"):
        score_row([], partial=True)


@pytest.mark.parametrize(
    "rows, words",
    [
        ([[1, 2], [1, 2]], "four rows of 5, 4, 3 and 2 cards, not rows of 2, 2"),
        ([[9, 17, 59, 64, 85], [1, 27, 20, 40], [13, 28, 73], [16, 9]], "Card 9 appears twice"),
        ([[9, 17, 59, 64, 85], [1, 27, 20, 40], [13, 28, 73]], "not rows of 5, 4, 3"),
        ([[9, 17, 59, 64, 85], [1, 27, 20, 40], [13, 28, 73], [16, 32], [2, 3]], "not rows of 5, 4, 3, 2, 2"),
        (7, "list of its rows"),
    ],
)
def test_score_pyramid_refuses_what_is_not_a_pyramid(rows, words):
    with pytest.raises(ValueError, match=words):
        score_pyramid(rows, star_kept=True)


def test_a_pyramid_being_built_scores_when_the_caller_says_so():
    assert score_pyramid([[16, 32]], star_kept=True, partial=True).total == 3 + 4
    assert score_pyramid([[16, 32], [13, 28, 73]], star_kept=False, partial=True).total == 4 + 9
    with pytest.raises(ValueError, match="appears twice"):
        score_pyramid([[16, 32], [16]], star_kept=False, partial=True)


def test_the_rows_may_be_given_top_to_bottom_too():
    rows = [[9, 17, 59, 64, 85], [1, 27, 20, 40], [13, 28, 73], [16, 32]]
    assert score_pyramid(rows[::-1], star_kept=True).total == 26


def test_refusals_read_in_french():
    from cardkit.core import CardkitError

    with pytest.raises(CardkitError) as refusal:
        score_row([5, 5])
    assert (
        refusal.value.explain("fr")
        == "La carte 5 apparaît deux fois\u00a0: chaque carte numérotée n'existe qu'une fois."
    )


def test_the_engine_scores_each_row_of_the_pyramid_and_the_star():
    state = Game.new({"players": 2}, seed=18)
    state.play_random(random.Random(18))
    for seat, score in enumerate(state.scores()):
        expected = score_pyramid(state.rows(seat), star_kept=state.star[seat])
        assert score.total == expected.total == sum(p for _, p in score.parts)


# ---- Winner and tie-break


def rigged_final_state(rows_by_seat, stars_kept):
    """A finished 2-player game whose pyramids are the given rows (bottom row first)."""
    state = Game.new({"players": 2})
    state.play_random(random.Random(0))
    for seat, rows in enumerate(rows_by_seat):
        state.pyramids[seat] = [n for row in rows for n in row]
        state.star[seat] = stars_kept[seat]
    return state


def test_the_winner_is_the_player_with_the_most_points():
    state = rigged_final_state(
        [
            [[1, 2, 3, 4, 5], [6, 7, 8, 9], [10, 11, 12], [13, 14]],
            [[90, 2, 3, 4, 5], [6, 7, 8, 9], [10, 11, 12], [13, 14]],
        ],
        [True, True],
    )
    assert state.totals()[0] > state.totals()[1]
    assert state.winners() == (0,)


def test_a_tie_is_broken_by_the_most_stars_in_valid_rows():
    # Same points: seat 0 scores one row with 3 stars (4 cards + 3), seat 1 seven plain cards.
    state = rigged_final_state(
        [
            [[90, 1, 2, 3, 4], [6, 7, 8, 89], [88, 87, 86], [85, 84]],
            [[90, 1, 2, 3, 4], [31, 32, 33, 34], [11, 12, 13], [85, 84]],
        ],
        [False, False],
    )
    assert state.totals() == [7, 7]
    assert state.stars_in_valid_rows() == [3, 0]
    assert state.winners() == (0,)


def test_still_tied_players_share_the_result():
    rows = [[90, 1, 2, 3, 4], [89, 1, 2, 3], [88, 87, 86], [85, 84]]
    state = rigged_final_state([rows, rows], [True, True])
    assert state.winners() == (0, 1)


# ---- Variants


def test_odd_and_even_rows_add_1_point_per_card_to_rows_of_all_odd_or_all_even_numbers():
    assert score_row([11, 33, 57], odd_even=True).points == score_row([11, 33, 57]).points + 3
    assert score_row([12, 34], odd_even=True).points == score_row([12, 34]).points + 2
    assert score_row([12, 33], odd_even=True).points == score_row([12, 33]).points


def test_odd_and_even_bonus_only_for_rows_that_score():
    assert score_row([33, 11], odd_even=True).points == 0


def test_the_literal_reading_gives_the_odd_even_bonus_to_every_row_as_an_option():
    row = score_row([33, 11, 5], odd_even=True, odd_even_all_rows=True)
    assert (row.valid, row.points, row.odd_even_points, row.stars) == (False, 3, 3, 0)
    assert str(row) == (
        "33 11 5: not in ascending order (33 is followed by 11), so its cards and stars score "
        "nothing, + 3 for a row of odd numbers → 3 points"
    )
    assert score_row([33, 12], odd_even=True, odd_even_all_rows=True).points == 0  # mixed: no bonus
    # A scoring row gets the same bonus under both readings.
    assert score_row([11, 33], odd_even=True, odd_even_all_rows=True) == score_row([11, 33], odd_even=True)


def test_the_literal_reading_is_a_game_and_match_option_that_needs_the_variant():
    state = Game.new({"players": 2, "odd_even": True, "odd_even_all_rows": True}, seed=19)
    state.play_random(random.Random(19))
    for seat, total in enumerate(state.totals()):
        assert (
            total
            == score_pyramid(state.rows(seat), star_kept=state.star[seat], odd_even=True, odd_even_all_rows=True).total
        )
    assert state.view(0).odd_even_all_rows
    match = Match("ipso", {"odd_even": True, "odd_even_all_rows": True, "tournament": False})
    assert match.current.options.odd_even_all_rows
    assert Game.new({"players": 2}).options.odd_even_all_rows is False  # the default: rows that score
    with pytest.raises(BadOptions, match="needs odd_even=True"):
        Game.new({"odd_even_all_rows": True})


def test_odd_even_variant_is_a_game_option():
    state = Game.new({"players": 2, "odd_even": True}, seed=19)
    state.play_random(random.Random(19))
    for seat, total in enumerate(state.totals()):
        assert total == score_pyramid(state.rows(seat), star_kept=state.star[seat], odd_even=True).total


def test_tournament_mode_is_4_games_changing_the_direction_of_play_each_time():
    match = Match("ipso", {"players": 3}, seed=1)
    directions = []
    while True:
        directions.append(match.current.options.direction)
        match.current.play_random(random.Random(len(directions)))
        if match.is_over():
            break
        match.next_deal()
    assert directions == [1, -1, 1, -1]
    assert match.current.order == (0, 2, 1)


def test_tournament_totals_add_up_the_four_games():
    match = Match("ipso", {"players": 2}, seed=2)
    for i in range(4):
        if i:
            match.next_deal()
        match.current.play_random(random.Random(i))
    assert match.is_over()
    assert match.totals() == [sum(d.totals()[s] for d in match.deals) for s in range(2)]
    with pytest.raises(IllegalAction, match="match is over"):
        match.next_deal()


def test_a_single_game_match_is_decided_by_the_game_s_own_tie_break():
    state = rigged_final_state(
        [
            [[90, 1, 2, 3, 4], [6, 7, 8, 89], [88, 87, 86], [85, 84]],
            [[90, 1, 2, 3, 4], [31, 32, 33, 34], [11, 12, 13], [85, 84]],
        ],
        [False, False],
    )
    match = Match("ipso", {"players": 2, "tournament": False})
    match.deals[0] = state
    assert match.totals() == [7, 7] and match.is_over()
    assert match.winners() == state.winners() == (0,)  # more stars in valid rows


def test_tied_tournament_totals_share_the_win():
    match = Match("ipso", {"players": 2}, seed=2)
    for i in range(4):
        if i:
            match.next_deal()
        match.current.play_random(random.Random(i))
    match.totals = lambda: [50, 50]  # the text gives no tie-break over the 4 games
    assert match.winners() == (0, 1)


def test_a_single_game_match_has_one_game():
    match = Match("ipso", {"players": 2, "tournament": False}, seed=3)
    match.current.play_random(random.Random(0))
    assert match.is_over()
