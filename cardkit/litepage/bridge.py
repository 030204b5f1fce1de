"""What the static page's JavaScript calls in Pyodide: one table in the browser's own Python.

The page sends the board's messages as JSON and draws the JSON frames it gets back. Bots move one at a
time when the page asks (:meth:`Game.step`), paced by the page's timer: nothing here starts a thread
(Pyodide has none). The whole game, bots' hands included, lives in this browser's memory: the page is
for a solo game against bots or hot-seat at one screen (docs/lite.md, "What a static site reveals").
"""

from __future__ import annotations

import json
from collections.abc import Sequence

from cardkit.session import Table


class Game:
    """A table of ``game`` with ``seats`` ("human" or a bot level), in ``language``."""

    def __init__(self, game: str, seats: Sequence[str], language: str = "en") -> None:
        self.table = Table(game, list(seats), language=language)

    def frame(self) -> str:
        frame = self.table.frame()
        # No "Review this game" here: the review's judge plays many samples, minutes in a browser's Python.
        frame["buttons"] = [b for b in frame.get("buttons", []) if b.get("id") != "review"]
        return json.dumps(frame)

    def rules(self) -> str:
        return json.dumps(self.table.rules())

    def language(self) -> str:
        return self.table.language

    def handle(self, message: str) -> str:
        """Answer one message of the board (JSON); the new frame (a refusal or an error is shown in it:
        the table catches them and changes nothing)."""
        self.table.handle(json.loads(message))
        return self.frame()

    def bot_to_move(self) -> bool:
        return self.table.bot_to_move() is not None

    def step(self) -> str:
        """One bot's move; the new frame (the page calls it on its timer while a bot is to move)."""
        self.table.step_bot()
        return self.frame()
