"""Bounds on what comes from outside (a browser's message, an action's JSON): checked by a walk whose
cost is bounded whatever the value, before anything reads it, and values shown back in bounded form."""

from __future__ import annotations

import reprlib
from typing import Any

# A board's messages are small and flat (an action is an object of a few cards); anything deeper or
# larger is refused by a bounded walk before it is read, so no message costs more than that walk.
MESSAGE_DEPTH = 8
MESSAGE_VALUES = 500
MESSAGE_TEXT = 200
MESSAGE_INT = 2**53


def oversized(content: Any) -> str:
    """Why a value is deeper or larger than any a board sends ("" if it is not), found by a walk that
    stops at the first value over a limit: its cost is bounded whatever the value."""
    todo = [(content, 1)]
    seen = 0
    while todo:
        value, depth = todo.pop()
        seen += 1
        if depth > MESSAGE_DEPTH:
            return f"nested more than {MESSAGE_DEPTH} levels deep"
        if seen > MESSAGE_VALUES:
            return f"more than {MESSAGE_VALUES} values"
        if isinstance(value, str) and len(value) > MESSAGE_TEXT:
            return f"a text of more than {MESSAGE_TEXT} characters"
        if isinstance(value, int) and not -MESSAGE_INT <= value <= MESSAGE_INT:
            return "a number too large for any move"
        if isinstance(value, (dict, list, tuple)):
            if len(value) > MESSAGE_VALUES:
                return f"more than {MESSAGE_VALUES} values"
            items = [*value, *value.values()] if isinstance(value, dict) else value
            todo.extend((item, depth + 1) for item in items)
    return ""


_SHORT = reprlib.Repr()
_SHORT.maxlevel, _SHORT.maxstring, _SHORT.maxother, _SHORT.maxlong = 2, 24, 24, 24
_SHORT.maxdict = _SHORT.maxlist = _SHORT.maxtuple = 4


def short(value: Any) -> str:
    """A value's repr, bounded in depth and length whatever the value (reprlib stops at its limits)."""
    try:
        return _SHORT.repr(value)
    except Exception:  # noqa: BLE001 - e.g. an int too long to print: say what it is
        return f"<{type(value).__name__}>"
