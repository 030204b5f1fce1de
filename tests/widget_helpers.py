"""Driving a table or a play widget from Python the way a front end does, and recording what reaches it.

The helpers live in ``cardkit.testing`` (the reliability benchmark drives tables and widgets with
them too): ``record_comms`` stands in for the kernel's comm, so every message a widget publishes to
the front end (the opening state, every update) is kept; ``click`` sends the message a scene element
carries, through ipywidgets' own message dispatch for a widget, to ``Table.handle`` for a table
(which then moves its bots, as the widget does without a bot delay); ``shown`` is the scene on the
screen of either.
"""
from cardkit.testing import Sent, click, clickable, command, element, message, record_comms, send, shown
from cardkit.testing import scene_cards as elements

__all__ = ["Sent", "click", "clickable", "command", "element", "elements", "message", "record_comms", "send",
           "shown"]
