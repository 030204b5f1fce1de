"""Driving a play widget or a table from Python the way a front end does, and recording what reaches it.

``RecordingComm`` stands in for the kernel's comm: every message the widget publishes to the front
end (the opening state, every update) is kept in ``sent``. ``click`` sends the message a scene
element carries, through ipywidgets' own message dispatch for a widget, to ``Table.handle`` for a
table (which then moves its bots, as the widget does without a bot delay).
"""
from __future__ import annotations

import json
from typing import Any

import comm
from comm.base_comm import BaseComm

from cardkit.table import Table


class Sent(list):
    """The messages published, in order; ``on_publish(msg_type, data)`` sees each one as it is sent."""

    on_publish = None


class RecordingComm(BaseComm):
    log: Sent  # shared by every comm of a test

    def publish_msg(self, msg_type: str, data: Any = None, metadata: Any = None, buffers: Any = None,
                    **keys: Any) -> None:
        data = json.loads(json.dumps(data, ensure_ascii=False))  # exactly what would go over the wire
        self.log.append((msg_type, data))
        if self.log.on_publish is not None:
            self.log.on_publish(msg_type, data)


def record_comms(monkeypatch) -> Sent:
    """Replace the comm factory ipywidgets uses; returns the list every published message goes to."""
    sent = Sent()

    class Comm(RecordingComm):
        log = sent

    monkeypatch.setattr(comm, "create_comm", lambda *args, **kwargs: Comm(*args, **kwargs))
    return sent


def shown(front) -> dict:
    """The scene on the screen: a widget's synced scene, a table's frame."""
    return front.frame() if isinstance(front, Table) else front.scene


def message(front, content: Any) -> None:
    """A message from the front end: through ipywidgets' dispatch (as a click sends it) to a widget;
    to a table, then its bots' moves."""
    if isinstance(front, Table):
        if front.handle(content).ok:
            front.run_bots()
        return
    front.comm.handle_msg({"content": {"data": {"method": "custom", "content": content}}, "buffers": []})


def send(front, payload: dict, **overrides: Any) -> None:
    """What the renderer sends for a clickable element: its payload plus the scene's move and seat."""
    scene = shown(front)
    message(front, {**payload, "move": scene["move"], "seat": scene["seat"], **overrides})


def elements(scene: dict) -> list[dict]:
    """Every card of a scene, zone by zone."""
    return [item for area in scene.get("areas", ()) for zone in area["zones"] for row in zone["rows"]
            for item in row["cards"]]


def element(scene: dict, id: str) -> dict:
    for item in elements(scene) + scene.get("choices", []):
        if item["id"] == id:
            return item
    raise KeyError(f"no element {id!r} in the scene")


def clickable(scene: dict) -> list[dict]:
    return [item for item in elements(scene) + scene.get("choices", []) if item.get("send")]


def click(front, id: str) -> None:
    send(front, element(shown(front), id)["send"])


def command(front, name: str, **extra: Any) -> None:
    send(front, {"kind": "command", "name": name, **extra})
