"""The session: a game being played at a screen, whatever holds it (the kernel's memory or a room's store).

``table.py`` is the table (messages in, frames out), ``room_table.py`` a room's seat as a table,
``messages.py`` the board's messages and their outcome, ``frames.py`` the score sheet and the last-move
marks, ``rules_panel.py`` the rules panel. No widget library is imported here.
"""
from cardkit.session.messages import COMMANDS, MESSAGE_FIELDS, Outcome, Refused
from cardkit.session.table import Table

__all__ = ["COMMANDS", "MESSAGE_FIELDS", "Outcome", "Refused", "Table"]
