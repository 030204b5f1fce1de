"""1. The hidden-information audit: complete games of every game and seat count through the play widget.

The games are played through the widget's own messages (its table, :class:`cardkit.table.Table`, is
an :class:`AuditedTable`) (a player clicking the board, asking hints,
undoing; bots at the random and normal levels; some matches hot-seat). Every message published to the
front end, the widget's saved notebook state and its static HTML are scanned for a card the seat at
the screen has not seen (``cardkit.testing.Scanner``), and every view a bot or the hint bot receives
must be exactly ``state.view(seat)`` and equal the view of a re-dealt world (so it holds no hidden card).
"""

from __future__ import annotations

import json
import logging
import random
from collections import Counter
from typing import Any

import pytest  # MonkeyPatch: the recording comm

from benchmarks.reliability.common import ErrorLog
from cardkit.session import Table
from cardkit.testing import (
    Scanner,
    Violation,
    check,
    check_view_hides_what_its_seat_cannot_see,
    clickable,
    command,
    element,
    next_click,
    record_comms,
    send,
)
from cardkit.widgets.play import PlayWidget


class CheckedBot:
    """A bot (or the hint bot) whose every view is checked before it decides.

    The view must be exactly ``state.view(seat)`` of the real game, and equal to the view of a world
    where everything the seat cannot see is dealt afresh: then it carries no hidden card.
    """

    def __init__(self, bot: Any, table: AuditedTable, seed: int) -> None:
        self.bot, self.table, self.rng = bot, table, random.Random(seed)

    def _check(self, view: Any) -> None:
        table = self.table
        try:
            check(view == table.state.view(view.seat), f"a bot got something else than the view of seat {view.seat}")
            check_view_hides_what_its_seat_cannot_see(view, self.rng)
        except Violation as e:
            table.audit_failures.append(str(e))
        table.audit_counts["bot views checked"] += 1

    def choose(self, view: Any) -> Any:
        self._check(view)
        return self.bot.choose(view)

    def hint(self, view: Any, language: str = "en") -> Any:
        self._check(view)
        return self.bot.hint(view, language)


class AuditedTable(Table):
    """A table whose bots and hint bot are wrapped in :class:`CheckedBot`."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.audit_failures: list[str] = []
        self.audit_counts: Counter = Counter()
        super().__init__(*args, **kwargs)

    def _make_bot(self, level: str, seed: int):
        return CheckedBot(super()._make_bot(level, seed), self, seed)

    def _hint(self, view: Any, language: str) -> Any:
        CheckedBot(None, self, 0)._check(view)  # the hint is computed from this view alone
        return super()._hint(view, language)


class AuditedWidget(PlayWidget):
    """The play widget at an :class:`AuditedTable`."""

    table_class = AuditedTable


def audit_options(game: str, players: int, index: int) -> dict:
    if game == "ipso":
        return {
            "players": players,
            "tournament": index % 2 == 0,
            "odd_even": index % 3 == 0,
            "first_player": index % players,
        }
    if game == "house_of_suits":
        six = index % 2 == 1  # the six-game match plays 4, 5 and 6 suits itself
        return {"games": 6, "dealer": index % 2} if six else {"games": 4, "suits": (4, 5, 6)[index % 3], "dealer": 0}
    return {"players": players, "target": (250, 500)[index % 2], "dealer": index % players}


def audit_seats(players: int, index: int) -> tuple[str, ...]:
    """Who sits where in match ``index``: one human at a rotating seat against random or normal bots,
    and every fifth match a hot-seat with two humans."""
    level = "normal" if index % 4 == 3 else "random"
    seats = [level] * players
    seats[index % players] = "human"
    if index % 5 == 4:
        seats[(index + 1) % players] = "human"
    return tuple(seats)


def scan_saved(widget: PlayWidget, scanner: Scanner) -> int:
    """The widget as a saved notebook carries it: its widget state and its static SVG output."""
    saved = json.dumps(PlayWidget.get_manager_state(widgets=[widget]), ensure_ascii=False)
    html = widget._repr_mimebundle_()[0]["image/svg+xml"]
    scanner.check_text(saved)
    scanner.check_text(html)
    return len(saved.encode()) + len(html.encode())


def audit_match(game: str, players: int, index: int, seed: int, max_steps: int = 40_000) -> Counter:
    """One match through the widget, scanned. Returns the counts (games, messages, bytes, leaks...)."""
    counts: Counter = Counter()
    rng = random.Random(seed)
    patch = pytest.MonkeyPatch()
    errors = ErrorLog()
    logging.getLogger("cardkit.table").addHandler(errors)
    sent = record_comms(patch)
    widget = None
    try:
        widget = AuditedWidget(
            game,
            audit_seats(players, index),
            audit_options(game, players, index),
            seed=seed,
            bot_delay=0,
            hint_level=("random", "normal")[index % 4 == 3],
            language=("en", "fr")[index % 2],
        )
        scanner = Scanner(widget)
        scanner.watch(widget, sent)
        finished: set[int] = set()
        for _step in range(max_steps):
            match = widget.match
            state = match.current
            if widget.table.now.hidden:
                command(widget, "show")
            elif state.is_over():
                if id(state) not in finished:
                    finished.add(id(state))
                    counts["games"] += 1
                    counts["saved notebooks scanned"] += 1
                    scan_saved(widget, scanner)
                if match.is_over():
                    break
                command(widget, "next_game")
            else:
                play_a_turn(widget, state, rng, counts)
            scanner.raise_failures()
        else:
            raise Violation(f"{game}: the match did not end in {max_steps} steps")
        scanner.raise_failures()
        counts["messages scanned"] += scanner.messages
        counts.update(widget.table.audit_counts)
        if widget.table.audit_failures:
            raise Violation(widget.table.audit_failures[0])
        if errors.records:
            raise Violation(f"the table caught an error: {errors.records[0].getMessage()}")
    except Exception as e:  # noqa: BLE001 - the scanner's findings, ours, and any crash, all reported
        counts["violations"] += 1
        counts.setdefault(
            "first violation",  # type: ignore[arg-type]
            f"{game} {players} seats, match {index}: {type(e).__name__}: {e}",
        )
    finally:
        sent.on_publish = None
        if widget is not None:
            widget.layout.close()  # a DOMWidget's Layout outlives it, and would keep every message sent
            widget.close()
        sent.clear()
        logging.getLogger("cardkit.table").removeHandler(errors)
        patch.undo()
    return counts


def play_a_turn(widget: PlayWidget, state: Any, rng: random.Random, counts: Counter) -> None:
    """The human on turn clicks: mostly a legal move through the board, sometimes a random element,
    a hint, or an undo (which replays the deal from its seed: what it shows is scanned like the rest)."""
    screen = widget.table.now.screen
    view = state.view(screen)
    check(view.to_move == screen and view.legal, "a human is on turn once the bots have moved")
    roll = rng.random()
    scene = widget.scene
    if roll < 0.06:
        send(widget, rng.choice(clickable(scene))["send"])
        counts["random clicks"] += 1
    elif roll < 0.08:
        command(widget, "hint")
        counts["hints"] += 1
    elif roll < 0.10 and any(b["id"] == "undo" and not b["disabled"] for b in scene["buttons"]):
        command(widget, "undo")
        check(not widget.scene["error"], widget.scene["error"])
        counts["undos"] += 1
    else:
        action = rng.choice(view.legal)
        before = len(state.history)
        if any(b["id"] == "clear" for b in scene["buttons"]):
            command(widget, "clear")
        for _ in range(20):
            send(widget, element(widget.scene, next_click(widget, action))["send"])
            check(not widget.scene["error"], widget.scene["error"])
            if widget.match.current is not state or len(state.history) > before:
                break
        else:
            raise Violation(f"could not play {action} through the board")


def audit_task(game: str, players: int, first: int, stride: int, games: int, base_seed: int) -> Counter:
    """Matches ``first``, ``first + stride``... of this game and seat count until ``games`` games are
    played (the other chunks play the matches in between)."""
    counts: Counter = Counter()
    index = first
    while counts["games"] < games and counts["violations"] == 0:
        counts.update(audit_match(game, players, index, base_seed * 1_000_003 + index))
        counts["matches"] += 1
        index += stride
    return counts
