"""The session: a game being played at a screen, whatever holds it (the kernel's memory or a room's store).

``table.py`` is the one table (messages in, frames out), ``holders.py`` where its game is held (this
kernel's memory or a room's store), ``messages.py`` the board's messages and their outcome,
``frames.py`` the score sheet and the last-move marks, ``rules_panel.py`` the rules panel. No widget
library is imported here.
"""

from cardkit import i18n
from cardkit.session import strings

i18n.add_catalogs(strings.CATALOGS)

# The texts are registered before the modules that use them are imported.
from cardkit.session.messages import COMMANDS, MESSAGE_FIELDS, Outcome, Refused  # noqa: E402
from cardkit.session.table import Table  # noqa: E402

__all__ = ["COMMANDS", "MESSAGE_FIELDS", "Outcome", "Refused", "Table"]
