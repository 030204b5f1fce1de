"""Puzzles from real games: "find the best move" at the biggest mistakes bots made.

Normal bots play seeded games; the Expert reviews both seats (``cardkit.review``, from each seat's
view); the decisions that gave up the most points become puzzles: the position from the seat's view,
a few moves to choose from (the Expert's candidates and the move played), the Expert's answer. A
puzzle is kept only when the Expert, weighing the choices again on fresh imagined deals
(``CHECK_SEED``), still finds the answer best, ahead of the move played by a clear margin (the
game's mistake threshold, docs/review.md), and when the answer has one answer only: weighed on
``CHECK_DEALS`` times the Expert's deals, both on the deals its read of the other players makes likely
and on deals of the unseen cards at random, it beats every other choice by at least the game's
inaccuracy line. ``tests/test_puzzles.py`` repeats both checks for every shipped puzzle.

    python -m cardkit.coach.puzzles build [--game G] [--games N]   # writes cardkit/<game>/puzzles.json

In a notebook: ``p = puzzles.load("ipso")[0]``; ``p.view()`` draws the position, ``p.choices_text()``
lists the moves (what each does, in the game's words: no judgement before the answer), ``p.check(2)``
(or ``p.check(action)``) says whether the answer is the Expert's and why.
"""

from __future__ import annotations

import argparse
import dataclasses
import functools
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cardkit import games
from cardkit.coach.analysis import review
from cardkit.coach.grades import DEFAULT_GRADES
from cardkit.core.bots import make_bot, resample
from cardkit.core.game import View, action_from_json, action_to_json
from cardkit.core.match import derive_seed
from cardkit.core.record import Record
from cardkit.core.shipped import puzzle_id, puzzles_path
from cardkit.i18n import t
from cardkit.quiz import Quiz, quiz

CHECK_SEED = 18  # the seed of the Expert's second look, at build time and in the tests
CHECK_DEALS = 5  # the one-answer check weighs the choices on this many times the Expert's deals
PER_GAME = 3  # puzzles shipped per game: few, so the tests re-check them quickly


@dataclass(frozen=True)
class Puzzle:
    """A position from one seat's view (the record's first moves, then the seat is to move), the
    moves offered, the Expert's answer, the move the bot played, and the points the answer keeps
    over it (``margin``) and over each choice (``behind``), from the one-answer check's look."""

    game: str
    options: dict
    seed: int
    moves: tuple  # the record up to the position
    seat: int
    choices: tuple  # the moves offered, in the order shown
    answer: Any
    played: Any
    margin: float
    source: str  # where it comes from: "normal vs normal, game seed 123, move 14"
    # The points each choice keeps less than the answer (0 for the answer), in the order of ``choices``:
    # the one-answer check's look on likely deals (:func:`one_answer`).
    behind: tuple = ()

    def record(self) -> Record:
        return Record(self.game, self.options, self.seed, self.moves)

    @property
    def id(self) -> str:
        """The puzzle's name (``cardkit.core.shipped.puzzle_id``: the game and a hash of its position), by which
        the records count the puzzles a player solved."""
        return puzzle_id(self.to_json())

    def view(self) -> View:
        """The position as the seat saw it (a notebook draws it)."""
        return self.record().replay().view(self.seat)

    def choices_text(self, language: str = "en") -> str:
        """The moves to choose from, numbered, each saying what it does and nothing more (the game's
        ``move_text``): a hint's case for a move may state the Expert's conclusion, so the reasons wait
        for the answer (:meth:`why`)."""
        view, say = self.view(), games.spec(self.game).move_text
        if say is None:
            raise ValueError(f"{self.game} declares no move_text: its moves cannot be offered as a puzzle")
        return "\n".join(f"{i}. {say(view, move, language)}" for i, move in enumerate(self.choices, 1))

    def why(self, language: str = "en") -> str:
        """The answer's case: the Expert's reason, what it keeps over the move played, and over each other
        choice."""
        view = self.view()
        others = [
            t("puzzle.behind", language, n=i, points=f"{points:.1f}")
            for i, (move, points) in enumerate(zip(self.choices, self.behind), 1)
            if move not in (self.answer, self.played)
        ]
        return t(
            "puzzle.why",
            language,
            n=self.choices.index(self.answer) + 1,
            reason=make_bot(self.game, "expert").explain(view, self.answer, language),  # type: ignore[attr-defined]  # the expert explains
            played=self.choices.index(self.played) + 1,
            margin=f"{self.margin:.1f}",
        ) + "".join(" " + text for text in others)

    def check(self, answer: Any = ..., language: str = "en") -> Quiz:
        """The learner's answer (a move, or its number in the choices) checked against the Expert's; a
        wrong one is named by its number, as the learner chose it."""
        if answer in self.choices:
            answer = self.choices.index(answer) + 1
        question = t("puzzle.question", language, n=self.seat + 1)
        return quiz(question, answer, self.choices.index(self.answer) + 1, self.why(language), language)

    def values(self, seed: int = CHECK_SEED, samples: int | None = None, uniform: bool = False) -> dict[Any, float]:
        """The Expert's values of the choices, on imagined deals of the seat's view seeded by ``seed``
        (``uniform``: deals of the unseen cards at random, not those the Expert's read makes likely)."""
        bot: Any = make_bot(self.game, "expert", seed)  # a SampleBot: samples, values, deal
        if samples:
            bot.samples = samples
        if uniform:
            bot.deal = resample
        return bot.values(self.view(), list(self.choices))

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "options": self.options,
            "seed": self.seed,
            "moves": [action_to_json(a) for a in self.moves],
            "seat": self.seat,
            "choices": [action_to_json(a) for a in self.choices],
            "answer": action_to_json(self.answer),
            "played": action_to_json(self.played),
            "margin": self.margin,
            "source": self.source,
            "behind": list(self.behind),
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Puzzle:
        spec = games.spec(data["game"])
        read = lambda a: action_from_json(spec.actions, a, spec.title())  # noqa: E731
        puzzle = cls(
            spec.name,
            data["options"],
            data["seed"],
            tuple(read(a) for a in data["moves"]),
            data["seat"],
            tuple(read(a) for a in data["choices"]),
            read(data["answer"]),
            read(data["played"]),
            float(data["margin"]),
            data["source"],
            tuple(float(points) for points in data["behind"]),
        )
        return puzzle.in_game_order()

    def in_game_order(self) -> Puzzle:
        """The same puzzle, its choices in the order the game lists its legal moves: where the answer
        stands says nothing of it (a set built before this ordering is read in it too)."""
        legal = list(self.view().legal)
        order = sorted(range(len(self.choices)), key=lambda i: legal.index(self.choices[i]))
        behind = tuple(self.behind[i] for i in order) if self.behind else ()
        return dataclasses.replace(self, choices=tuple(self.choices[i] for i in order), behind=behind)


def path(game: str) -> Path:
    """Where a game's puzzles ship: in its package, ``cardkit/<game>/puzzles.json``."""
    return puzzles_path(game)


def load(game: str) -> list[Puzzle]:
    """The puzzles shipped with a game (none when it ships none)."""
    file = path(game)
    if not file.exists():
        return []
    return [Puzzle.from_json(p) for p in json.loads(file.read_text(encoding="utf-8"))]


@functools.cache
def shipped(game: str) -> tuple[Puzzle, ...]:
    """The puzzles shipped with a game, read once per process (the dashboard and the records ask often)."""
    return tuple(load(game))


def by_id(id: object) -> Puzzle | None:
    """The shipped puzzle named ``id`` (:attr:`Puzzle.id`), or None when no shipped puzzle has that name."""
    if not isinstance(id, str):
        return None
    game = id.rpartition("-")[0]
    if game not in games.names():
        return None
    return next((p for p in shipped(game) if p.id == id), None)


def clear_margin(game: str) -> float:
    """How many points the answer must keep over the move played: the game's mistake threshold."""
    return (games.spec(game).grades or DEFAULT_GRADES)[1]


def inaccuracy_line(game: str) -> float:
    """How many points the answer must keep over every other choice: the game's inaccuracy threshold."""
    return (games.spec(game).grades or DEFAULT_GRADES)[0]


def one_answer(puzzle: Puzzle) -> tuple[float, ...] | None:
    """The points each choice keeps less than the answer, on ``CHECK_DEALS`` times the Expert's deals of
    likely deals, when the answer beats every other choice by the game's inaccuracy line there and on
    deals at random as well; None when it does not."""
    expert: Any = make_bot(puzzle.game, "expert")  # a SampleBot: samples
    samples = CHECK_DEALS * expert.samples
    looks = [puzzle.values(samples=samples, uniform=uniform) for uniform in (False, True)]
    for values in looks:
        if min(values[puzzle.answer] - v for a, v in values.items() if a != puzzle.answer) < inaccuracy_line(
            puzzle.game
        ):
            return None
    return tuple(round(looks[0][puzzle.answer] - looks[0][move], 2) for move in puzzle.choices)


def margin_over_played(puzzle: Puzzle, values: dict[Any, float]) -> float | None:
    """The points the answer keeps over the move played, or None when the answer is not the best."""
    if max(values, key=values.__getitem__) != puzzle.answer or values[puzzle.answer] <= max(
        v for a, v in values.items() if a != puzzle.answer
    ):
        return None
    return values[puzzle.answer] - values[puzzle.played]


def find(
    game: str, games_played: int = 8, seed: int = 0, level: str = "normal", workers: int = 1, count: int = PER_GAME
) -> list[Puzzle]:
    """The biggest mistakes of ``level`` bots in seeded games with the game's default options (two
    players for the kit's games), as puzzles (see the module)."""
    if games.spec(game).move_text is None:
        raise ValueError(f"{game} declares no move_text: its moves cannot be offered as a puzzle")
    found = []
    for g in range(games_played):
        game_seed = derive_seed(seed, g)
        state = games.spec(game).state.new(None, game_seed)  # the game's default options
        bots = [make_bot(game, level, derive_seed(game_seed, s)) for s in range(state.num_players)]
        while not state.is_over():
            mover = state.to_move()
            state.apply(bots[mover].choose(state.view(mover)))
        record = state.record()
        for seat in range(state.num_players):
            for d in review(record, seat, workers=workers, progress=False, seed=game_seed).decisions:
                if not d.forced and d.loss >= clear_margin(game):
                    found.append((d.loss, record, seat, d, g))
    found.sort(key=lambda item: -item[0])
    puzzles: list[Puzzle] = []
    used: set[int] = set()
    for _, record, seat, d, g in found:
        if g in used:  # one puzzle per game: a bad hand's mistakes come in runs
            continue
        puzzle = _puzzle(game, record, seat, d, f"{level} vs {level}, game seed {record.seed}, move {d.index + 1}")
        margin = margin_over_played(puzzle, puzzle.values())  # a first look, before the longer one
        behind = one_answer(puzzle) if margin is not None and margin >= clear_margin(game) else None
        if behind is not None and behind[puzzle.choices.index(puzzle.played)] >= clear_margin(game):
            puzzles.append(
                dataclasses.replace(puzzle, margin=behind[puzzle.choices.index(puzzle.played)], behind=behind)
            )
            used.add(g)
        if len(puzzles) == count:
            break
    return puzzles


def _puzzle(game: str, record: Record, seat: int, d: Any, source: str) -> Puzzle:
    choices = tuple(a for a, _ in d.alternatives)
    return Puzzle(
        game, record.options, record.seed, record.actions[: d.index], seat, choices, d.best, d.played, 0.0, source
    ).in_game_order()


def build(game: str, games_played: int, workers: int) -> Path:
    puzzles = find(game, games_played, workers=workers)
    file = path(game)
    file.write_text(json.dumps([p.to_json() for p in puzzles], ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return file


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m cardkit.coach.puzzles", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    command = commands.add_parser("build", help="find the puzzles and write cardkit/<game>/puzzles.json")
    command.add_argument("--game", action="append", choices=games.names(), help="only this game (repeatable)")
    command.add_argument("--games", type=int, default=8, help="seeded Normal-vs-Normal games per game (default 8)")
    command.add_argument("--workers", type=int, default=2)
    args = parser.parse_args(argv)
    for game in args.game or games.names():
        file = build(game, args.games, args.workers)
        print(f"{game}: {len(load(game))} puzzles in {file}")


if __name__ == "__main__":
    main()
