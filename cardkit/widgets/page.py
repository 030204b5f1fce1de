"""What the page may send to a widget: clicks, and writes to the few traits it is meant to set.

A widget's model in the browser can send its kernel any message: an ``update`` writing any synced
trait (the play widget's ``scene``, a box's ``children``...), a ``custom`` message, or a malformed
one. ipywidgets applies every update and prints a failing handler's traceback, server paths
included, into the page. :func:`from_page` is the one entry for a widget's incoming messages instead:
an update may write only the traits named (each value checked by its trait; a text longer than
``TEXT_LIMIT`` is refused), every other write is undone by sending the page the kernel's value
again, a stock control's custom messages (clicks) must be objects, and nothing raises: a failure is logged, never shown.
"""

from __future__ import annotations

import asyncio
import functools
import logging
from collections.abc import Collection
from typing import Any

import ipywidgets

log = logging.getLogger("cardkit.widgets")

TEXT_LIMIT = 200


def from_page(widget: ipywidgets.Widget, msg: Any, writes: Collection[str] = ()) -> None:
    """Handle one message from ``widget``'s model in the page; the page may set only ``writes``."""
    try:
        data = msg["content"]["data"]
        method = data["method"]
        if method == "update":
            _update(widget, data["state"], writes)
        elif method == "custom":
            widget._handle_custom_msg(data["content"], msg.get("buffers") or [])
        elif method == "request_state":
            widget.send_state()
    except Exception as e:  # noqa: BLE001 - nothing may reach ipywidgets, which would show a traceback
        _log("cardkit: a message from the page could not be handled (%s)", type(e).__name__, e)


def guard(widget: ipywidgets.Widget, writes: Collection[str] = (), *, checks_clicks: bool = False) -> None:
    """Route the messages of ``widget``'s comm through :func:`from_page`. ``checks_clicks``: the widget
    checks every custom message itself (the play widget answers a malformed click with an error);
    otherwise (ipywidgets' stock controls) a click that is not an object is dropped."""
    if widget.comm is not None:
        widget.comm.on_msg(functools.partial(_guarded, widget, frozenset(writes), checks_clicks))


def _guarded(widget: ipywidgets.Widget, writes: frozenset, checks_clicks: bool, msg: Any) -> None:
    try:
        data = msg["content"]["data"]
        if not checks_clicks and data["method"] == "custom" and not isinstance(data["content"], dict):
            return  # ipywidgets' controls read a click with content.get: anything else is not a click
    except Exception:  # noqa: BLE001 - malformed: from_page ignores it
        pass
    from_page(widget, msg, writes)


def _update(widget: ipywidgets.Widget, state: Any, writes: Collection[str]) -> None:
    if not isinstance(state, dict):
        return
    allowed = {name: value for name, value in state.items() if name in writes and _fits(value)}
    undone = [name for name in state if name not in allowed and name in widget.keys]
    if allowed:
        try:
            ipywidgets.Widget.set_state(widget, allowed)  # each value checked by its trait
        except Exception as e:  # noqa: BLE001 - e.g. an index out of range: the page is put back
            _log("cardkit: the page wrote a value its widget refuses (%s)", type(e).__name__, e)
            undone += list(allowed)
    if undone:
        widget.send_state(undone)  # the page shows the kernel's values again


def _fits(value: Any) -> bool:
    return not isinstance(value, str) or len(value) <= TEXT_LIMIT


def _log(text: str, kind: str, e: Exception) -> None:
    try:
        log.warning(text, kind)
        log.debug("the message's error", exc_info=e)
    except Exception:  # noqa: BLE001 - logging must not be the thing that fails
        pass


def running_loop() -> asyncio.AbstractEventLoop | None:
    """The kernel's event loop (ipykernel runs one), or None in a plain script."""
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        pass
    try:
        loop = asyncio.get_event_loop_policy().get_event_loop()
    except RuntimeError:
        return None
    return loop if loop.is_running() else None
