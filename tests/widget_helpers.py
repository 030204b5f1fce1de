"""Driving a play widget from Python the way its front end does, and recording what reaches it.

The helpers live in ``cardkit.testing`` (the reliability benchmark drives widgets with them too):
``record_comms`` stands in for the kernel's comm, so every message the widget publishes to the front
end (the opening state, every update) is kept; ``click`` sends the message a scene element carries,
through ipywidgets' own message dispatch.
"""
from cardkit.testing import Sent, click, clickable, command, element, message, record_comms, send
from cardkit.testing import scene_cards as elements

__all__ = ["Sent", "click", "clickable", "command", "element", "elements", "message", "record_comms", "send"]
