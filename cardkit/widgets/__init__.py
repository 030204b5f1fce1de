"""The notebook front end: one ES module and one CSS file draw any game's scene.

``PlayWidget`` (``play.py``) is the play widget behind ``cardkit.ipso.play()``,
``cardkit.rummy500.play()`` and ``cardkit.house_of_suits.play()``, a thin adapter over the headless
``cardkit.table.Table``. Static diagrams need no widget library: they live in ``cardkit/scene.py``.
The widget is imported on first use, so the table can use this package's texts without loading
a widget library.
"""
from typing import Any

__all__ = ["HUMAN", "PlayWidget", "load_rules"]


def __getattr__(name: str) -> Any:
    if name in __all__:
        from cardkit.widgets import play
        return getattr(play, name)
    raise AttributeError(f"module 'cardkit.widgets' has no attribute {name!r}")
