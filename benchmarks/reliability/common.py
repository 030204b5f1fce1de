"""What the parts of the reliability benchmark share: the games and their sizes, the error log."""

from __future__ import annotations

import logging

from cardkit import games

GAMES = games.names()
SEAT_COUNTS = {game: games.spec(game).players for game in GAMES}
# The deals the invariants part plays (its rows, one per configuration); another game: its defaults.
CONFIGS = {game: [{}] for game in GAMES} | {
    "ipso": [{"players": n} for n in (2, 3, 4, 5, 6)],
    "rummy500": [{"players": n} for n in (2, 3, 4)],
    "house_of_suits": [{"suits": n} for n in (4, 5, 6)],
}
FULL = {"audit": 1000, "fuzz": 10_000, "invariants": 10_000, "flips": 8}
SMALL = {"audit": 3, "fuzz": 150, "invariants": 40, "flips": 1}


class ErrorLog(logging.Handler):
    """The widget's ERROR log records: each one is a bug caught by the handler (a crash)."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)
