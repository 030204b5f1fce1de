"""The dashboard's "Puzzles": the shipped puzzles (``cardkit.coach.puzzles``) one at a time, for this browser's
player, their first answers kept in the records (``Records.solve``; docs/records.md).

A puzzle shows the position as its seat saw it (drawn by the board's renderer), the question, and the moves
to choose from as buttons, each with the move's own words. The answer stays in the kernel: no button, trait
or message says which move is the Expert's until the learner has chosen one; then the verdict and the
answer's why (``Puzzle.check``). Only a first answer counts (a puzzle is solved when it was right); a later
one is shown its verdict too and changes nothing.
"""

from __future__ import annotations

import functools
import html
import logging
from typing import Any

import ipywidgets as w

from cardkit import games, scene as sc
from cardkit.coach import puzzles
from cardkit.dashboard.parts import answered, clicked, labelled
from cardkit.i18n import t
from cardkit.records import RecordsError
from cardkit.widgets.stepper import Step, Stepper

log = logging.getLogger("cardkit.dashboard")


def _html(text: str) -> str:
    return html.escape(text, quote=False)


def position(puzzle: puzzles.Puzzle, title: str, language: str) -> Stepper:
    """The puzzle's position from its seat's view, drawn by the board's renderer, nothing clickable (a
    stepper of one step, without the stepper's controls)."""
    widget = Stepper([Step(puzzle.view(), "")], title, language)
    scene = {k: v for k, v in widget.scenes[0].items() if k != "steps"} | {"subtitle": ""}
    widget.scenes = [scene]
    widget.scene = scene
    return widget


def situation(puzzle: puzzles.Puzzle, language: str) -> str:
    """The position in words: whose move it is, then what each seat's part of the table says of itself (the
    board's own labels: a seat's name, its points, whose turn)."""
    view, board = puzzle.view(), games.spec(puzzle.game).board
    drawn = sc.static_scene(board, view, language, sc.default_names(board.players(view), language))
    parts = [area["label"] for area in drawn["areas"] if area.get("label") and str(area["id"]).startswith("seat:")]
    return t("puzzle.question", language, n=puzzle.seat + 1) + " " + " · ".join(parts) + "."


class PuzzlePage:
    """ "Puzzles", composed into the app (``Dashboard.puzzles``): ``game`` and ``index`` say which puzzle is
    shown, ``chosen`` the move the learner picked on it (its number), if any."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.game = next((g for g in games.names() if puzzles.shipped(g)), games.names()[0])
        self.index = 0
        self.chosen: int | None = None
        self.first: bool | None = None  # whether the chosen answer was the puzzle's first (counted)
        self.box: w.Widget | None = None

    def on_page(self) -> bool:
        return self.box is not None and self.box in self.app.children

    def puzzle(self) -> puzzles.Puzzle:
        return puzzles.shipped(self.game)[self.index]

    def show(self, game: str | None = None, index: int = 0) -> None:
        """The page at puzzle ``index`` of ``game`` (by default the one shown last)."""
        if game is not None:
            if game not in games.names() or not puzzles.shipped(game):
                return  # not a game of the page's choices (the control checks it too)
            if (game, index) != (self.game, self.index):
                self.chosen = self.first = None
            self.game, self.index = game, index
        self.app.rooms.leave()
        try:
            player = self.app.my_games.player()
            if player is None:
                raise RecordsError("records.bad_player", reason=t("dashboard.records_no_id", self.app.language))
            answers = self.app.my_games.records().answered(player)
        except Exception as e:  # noqa: BLE001 - said on the form; nothing changed
            self._failed(e)
            return
        self._draw(answers)

    def _failed(self, e: Exception) -> None:
        self.app.draw_form()
        self.app.refuse(self.app.rooms.failed(e))

    def _draw(self, answers: dict[str, bool]) -> None:
        lang = self.app.language
        puzzle, count = self.puzzle(), len(puzzles.shipped(self.game))
        title = games.spec(self.game).title(lang)
        head = w.HTML(
            f"<h2>{_html(t('dashboard.puzzles', lang))}</h2>"
            f"<p class='ckd-note ckd-puzzles-where'>{_html(t('dashboard.puzzles_where', lang))}</p>"
        )
        chooser = w.ToggleButtons(
            options=[(games.spec(g).title(lang), g) for g in games.names() if puzzles.shipped(g)], value=self.game
        )
        chooser.add_class("ckd-puzzles-games")
        chooser.observe(answered(self.show), "value")
        before = answers.get(puzzle.id)
        state = "untried" if before is None else "solved" if before else "missed"
        heading = t("dashboard.puzzle_heading", lang, n=self.index + 1, count=count, game=title)
        about = w.HTML(
            f"<h3>{_html(heading)}</h3><p class='ckd-note ckd-puzzle-state'>"
            f"{_html(t(f'dashboard.puzzle_{state}', lang))}</p>"
            f"<p class='ckd-puzzle-situation'>{_html(situation(puzzle, lang))}</p>"
        )
        board = w.Box([position(puzzle, heading, lang)])
        board.add_class("ckd-puzzle-board")
        say = games.spec(self.game).move_text
        assert say is not None  # a game ships puzzles only when it says its moves (puzzles.find)
        view = puzzle.view()
        buttons = []
        for n, move in enumerate(puzzle.choices, 1):
            button = w.Button(description=f"{n}. {say(view, move, lang)}", disabled=self.chosen is not None)
            button.add_class("ckd-puzzle-choice")
            if n == self.chosen:
                button.add_class("ckd-puzzle-chosen")
            button.on_click(clicked(functools.partial(self.choose, puzzle.id, n)))
            buttons.append(button)
        choices = w.VBox(buttons)
        choices.add_class("ckd-puzzle-choices")
        parts: list[w.Widget] = [head, labelled(t("dashboard.game", lang), chooser), about, board, choices]
        if self.chosen is not None:
            parts.append(w.HTML(self._verdict_html(puzzle)))
        steps = []
        for name, to in (("previous", self.index - 1), ("next", self.index + 1)):
            step = w.Button(description=t(f"dashboard.puzzle_{name}", lang), disabled=not 0 <= to < count)
            step.add_class(f"ckd-puzzle-{name}")
            step.on_click(clicked(functools.partial(self.show, self.game, to)))
            steps.append(step)
        parts.append(w.HBox(steps))
        back = w.Button(description=t("dashboard.records_back", lang))
        back.add_class("ckd-records-back")
        back.on_click(clicked(self.app.change_game))
        self.box = w.VBox([*parts, self.app.message, back])
        self.box.add_class("ckd-records")
        self.box.add_class("ckd-puzzles")
        self.app.show(self.app.head(), self.box)

    def _verdict_html(self, puzzle: puzzles.Puzzle) -> str:
        lang = self.app.language
        verdict = puzzle.check(self.chosen, lang)
        kind = "right" if verdict.correct else "wrong"
        counted = t("dashboard.puzzle_counted" if self.first else "dashboard.puzzle_not_counted", lang)
        return (
            f"<div class='ckd-puzzle-verdict ckd-puzzle-{kind}' role='status'><p>{_html(verdict.verdict())}</p>"
            f"<p class='ckd-note'>{_html(counted)}</p></div>"
        )

    def choose(self, id: Any, n: Any) -> None:
        """The learner picked move ``n`` (its number) of the puzzle ``id``: the verdict and the why, and the
        first answer kept. A puzzle that is not the one shown, or a number that is no choice of it, is refused
        on the page, nothing kept."""
        lang = self.app.language
        puzzle = puzzles.by_id(id)
        if puzzle is None or puzzle.id != self.puzzle().id or self.chosen is not None:
            self.app.refuse(t("dashboard.puzzle_not_shown", lang))
            return
        if type(n) is not int or not 1 <= n <= len(puzzle.choices):
            self.app.refuse(t("dashboard.puzzle_bad_choice", lang, count=len(puzzle.choices)))
            return
        right = bool(puzzle.check(n, lang).correct)
        try:
            first = self.app.my_games.records().solve(self.app.my_games.player(), puzzle.id, right)
        except Exception as e:  # noqa: BLE001 - the store failed: said on the form
            self._failed(e)
            return
        self.chosen, self.first = n, first
        self.app.message.value = ""
        self.show()
