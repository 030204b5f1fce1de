"""The shipped puzzles: each answer is still the Expert's best, by a clear margin over the move played."""

import re

import pytest

from cardkit import games, i18n
from cardkit.coach import puzzles
from cardkit.core.bots import make_bot

GAMES = games.names()


SHIPPED = [(game, i) for game in GAMES for i in range(len(puzzles.load(game)))]


@pytest.mark.parametrize("game", GAMES)
def test_every_game_ships_a_few_puzzles_whose_choices_are_legal_at_their_position(game):
    shipped = puzzles.load(game)
    assert 1 <= len(shipped) <= puzzles.PER_GAME
    for puzzle in shipped:
        view = puzzle.view()
        assert view.to_move == puzzle.seat and set(puzzle.choices) <= set(view.legal)
        assert puzzle.answer in puzzle.choices and puzzle.played in puzzle.choices


@pytest.mark.parametrize("game, index", SHIPPED)
def test_every_shipped_puzzle_has_one_answer_on_five_times_the_deals_likely_or_random(game, index):
    """The Expert's answer beats every other choice by the inaccuracy line and the move played by the
    mistake line, on five times its deals, whether it deals the unseen cards as its read of the other
    players makes likely or at random."""
    puzzle = puzzles.load(game)[index]
    behind = puzzles.one_answer(puzzle)  # None unless every other choice is an inaccuracy or worse
    assert behind is not None, f"{puzzle.source}: another choice is within the inaccuracy line"
    assert behind == pytest.approx(puzzle.behind, abs=0.01)
    assert puzzle.margin == puzzle.behind[puzzle.choices.index(puzzle.played)] >= puzzles.clear_margin(game)


def test_the_answer_says_what_it_keeps_over_each_other_choice_and_names_a_wrong_answer_by_its_number():
    puzzle = next(p for p in puzzles.load("house_of_suits") if len(p.choices) == 3)
    other = next(i for i, m in enumerate(puzzle.choices, 1) if m not in (puzzle.answer, puzzle.played))
    points = puzzle.behind[other - 1]
    assert f"Move {other} keeps {points:.1f} fewer points." in puzzle.why()
    assert f"Le coup {other} garde {points:.1f} points de moins." in puzzle.why("fr")
    assert f"you answered {other}." in puzzle.check(other).verdict()
    assert f"you answered {other}." in puzzle.check(puzzle.choices[other - 1]).verdict()


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


# What a puzzle shows before it is answered must not give the answer away: each choice says what the
# move does (the game's ``move_text``), never the case for it (its hint), and never a judgement.
JUDGEMENT_WORDS = {
    "best",
    "better",
    "worse",
    "worst",
    "good",
    "bad",
    "pays",
    "mistake",
    "blunder",
    "expert",
    "should",
    "beware",
    "cheapest",
    "unlikely",
    "meilleur",
    "meilleure",
    "mieux",
    "pire",
    "bon",
    "mauvais",
    "rapporte",
    "erreur",
    "gaffe",
    "devriez",
    "attention",
    "chances",
}
# The hints that state the Expert's conclusion (the search chose the move: "played out, it ends better").
CONCLUSIONS = (
    "rummy500.hint.take_later",
    "rummy500.hint.draw_rather",
    "rummy500.hint.end_rather",
    "ipso.hint.than.played_out",
    "house_of_suits.hint.played_out",
    "house_of_suits.hint.set_aside_played_out",
)


def _reasoning(template: str) -> list[str]:
    """A hint's words after the move it names (after its first colon, semicolon or full stop), in pieces
    between its {fields}, each of four words or more: the case for the move."""
    return _pieces(re.split(r"[:;.]", template, maxsplit=1)[-1])


def _pieces(text: str) -> list[str]:
    """A template's words between its {fields}, in pieces of four words or more."""
    return [" ".join(p.split()).lower() for p in re.split(r"\{[^}]*\}", text) if len(p.split()) >= 4]


def _shape(template: str) -> re.Pattern:
    """A move's words as a pattern: its fields are names of cards and places (no colon, semicolon or
    sentence end inside), the rest is the template's own words, nothing before or after."""
    parts = re.split(r"(\{[^}]*\})", template)
    return re.compile("".join(r"[^:;.!?]+?" if p.startswith("{") else re.escape(p) for p in parts) + "$")


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("language", ["en", "fr"])
def test_no_puzzle_gives_its_answer_away_before_it_is_answered(game, language):
    catalog = i18n.catalog(language)
    hints = [v for k, v in catalog.items() if k.startswith(f"{game}.hint.")]
    named = [v for k, v in catalog.items() if k.startswith(f"{game}.hint.other.")]  # a compared move's words
    # A conclusion is a sentence of its own (Ipso's follows the move's reason): all its words count.
    conclusions = [piece for key in CONCLUSIONS if key.startswith(f"{game}.") for piece in _pieces(catalog[key])]
    assert all(key in catalog for key in CONCLUSIONS) and conclusions
    moves = {key: v for key, v in catalog.items() if key.startswith(f"{game}.move.")}
    shapes = {key: _shape(v) for key, v in moves.items()}
    assert shapes
    # The hints' reasoning, less the words that only name a move's place ("the row of"): those are the
    # move's own words.
    reasoning = {
        piece
        for hint in hints
        for piece in _reasoning(hint)
        if not any(piece in " ".join(v.split()).lower() for v in [*moves.values(), *named])
    } | set(conclusions)
    explain = make_bot(game, "expert").explain  # a hint's case for a move
    for puzzle in puzzles.load(game):
        view = puzzle.view()
        lines = puzzle.choices_text(language).split("\n")
        assert len(lines) == len(puzzle.choices)
        legal = list(view.legal)  # the choices come in the game's order: the answer's place says nothing
        assert list(puzzle.choices) == sorted(puzzle.choices, key=legal.index)
        unanswered = str(puzzle.check(language=language))  # the question, and "not answered yet"
        assert puzzle.why(language) not in unanswered
        for text in [unanswered, *lines]:
            low = " ".join(text.split()).lower()
            assert not [piece for piece in reasoning if piece in low], text
            assert not re.search(r"[+\u2212-]\d", text), text  # no figures of the search or of a hint
        for line in lines:  # the question asks for the best move: the choices never say which it is
            assert not JUDGEMENT_WORDS & set(re.findall(r"\w+", line.lower())), line
        for i, (line, move) in enumerate(zip(lines, puzzle.choices), 1):
            words = line.removeprefix(f"{i}. ")
            assert words != line and words == games.spec(game).move_text(view, move, language)
            # Right or wrong, every choice is one move's words and nothing more, in the same template
            # as any other move of its kind.
            assert any(shape.match(words) for shape in shapes.values()), line
            assert words not in {explain(view, move, language) for move in puzzle.choices}
