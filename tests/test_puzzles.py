"""The shipped puzzles: each answer is still the Expert's best, by a clear margin over the move played."""
import pytest

from cardkit import games, puzzles

GAMES = games.names()


@pytest.mark.parametrize("game", GAMES)
def test_every_shipped_puzzle_is_the_experts_best_by_a_clear_margin(game):
    shipped = puzzles.load(game)
    assert 1 <= len(shipped) <= puzzles.PER_GAME
    for puzzle in shipped:
        view = puzzle.view()
        assert view.to_move == puzzle.seat and set(puzzle.choices) <= set(view.legal)
        assert puzzle.answer in puzzle.choices and puzzle.played in puzzle.choices
        margin = puzzles.margin_over_played(puzzle, puzzle.values())  # the Expert's look, seeded CHECK_SEED
        assert margin is not None, f"{puzzle.source}: the answer is no longer the Expert's best"
        assert margin >= puzzles.clear_margin(game) and margin == pytest.approx(puzzle.margin, abs=0.01)


def test_a_puzzle_checks_an_answer_by_number_or_by_move_in_english_and_french():
    puzzle = puzzles.load("ipso")[0]
    right = puzzle.choices.index(puzzle.answer) + 1
    wrong = puzzle.choices.index(puzzle.played) + 1
    assert puzzle.check(right).correct and puzzle.check(puzzle.answer).correct
    assert puzzle.check(wrong).correct is False and puzzle.check().correct is None
    assert f"The Expert plays move {right}" in puzzle.check(wrong).verdict()
    assert f"L'Expert joue le coup {right}\u00a0:" in puzzle.check(wrong, "fr").verdict()
    assert puzzle.choices_text().count("\n") == len(puzzle.choices) - 1


def test_puzzles_round_trip_through_json():
    for game in GAMES:
        for puzzle in puzzles.load(game):
            assert puzzles.Puzzle.from_json(puzzle.to_json()) == puzzle
