"""The dashboard, ``cardkit dashboard``: ``dashboard.py`` the Voilà app (the form, the game, the scoreboard),
``rooms.py`` its rooms' screens (composed into the app), ``parts.py`` the small widgets they share,
``dashboard.css`` their look; ``server.py`` the web server (Host/Origin checks, session cap, message
filter) and ``kernels.py`` its kernel managers (culling, memory limit, preheating).

The server imports ``kernels`` and ``server`` without any widget library, so the app's names
(``app``, ``Dashboard``...) are loaded when first asked for.
"""

from typing import Any

from cardkit import i18n
from cardkit.dashboard import strings

i18n.add_catalogs(strings.CATALOGS)

_APP = (
    "app",
    "Dashboard",
    "notebook_text",
    "session_number",
    "BOT_DELAY_VARIABLE",
    "SEED_VARIABLE",
    "SESSIONS_VARIABLE",
    "ROOMS_VARIABLE",
    "AWAY_VARIABLE",
)
__all__ = list(_APP)


def __getattr__(name: str) -> Any:
    if name in _APP:
        from cardkit.dashboard import dashboard as module

        return getattr(module, name)
    raise AttributeError(f"module 'cardkit.dashboard' has no attribute {name!r}")
