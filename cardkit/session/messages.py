"""What a board sends the table and what it gets back: the messages' shape, checked before anything reads
them, and the outcome of each (an explanation when it was refused)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from cardkit.core import CardkitError
from cardkit.core.bounds import oversized, short

MESSAGE_FIELDS = {
    "act": {"kind", "move", "seat", "action"},
    "select": {"kind", "move", "seat", "target"},
    "command": {"kind", "move", "seat", "name", "value"},
}
COMMANDS = ("show", "hint", "undo", "new_game", "next_game", "clear", "language", "review", "keep_playing", "arrange")


class Refused(CardkitError):
    """A message the table turns down; nothing was changed."""


@dataclass(frozen=True)
class Outcome:
    """What came of a message or a bot move: ``error`` is empty when it was carried out, otherwise the
    explanation shown to the player, in the table's language."""

    error: str = ""

    @property
    def ok(self) -> bool:
        return not self.error


def check_shape(content: Any) -> tuple[str, int, int]:
    """A board message's kind, move and seat, once its shape is checked (an object, bounded, a known
    kind with exactly its fields, whole numbers): anything else is refused before it is read further."""
    if not isinstance(content, dict):
        raise Refused("table.bad_message", reason="expected an object")
    too_big = oversized(content)
    if too_big:
        raise Refused("table.bad_message", reason=too_big)
    kind = content.get("kind")
    if not isinstance(kind, str) or kind not in MESSAGE_FIELDS:  # a list or an object is unhashable
        raise Refused("table.bad_message", reason=f"unknown kind {short(kind)}")
    fields = MESSAGE_FIELDS[kind]
    if not set(content) <= fields or not fields - {"value"} <= set(content):
        raise Refused("table.bad_message", reason=f"a {kind} message has the fields {', '.join(sorted(fields))}")
    move, seat = content["move"], content["seat"]
    if type(move) is not int or type(seat) is not int:
        raise Refused("table.bad_message", reason="move and seat are whole numbers")
    return kind, move, seat


def summary(content: Any) -> str:
    """A short, safe description of a message for the log (its kind and fields, no long values)."""
    if not isinstance(content, dict):
        return f"<{type(content).__name__}>"
    return ", ".join(f"{short(k)}={short(v)}" for k, v in list(content.items())[:6])
