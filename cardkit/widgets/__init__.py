"""The notebook widgets: anywidget front ends drawing scenes with the scene package's ES module and CSS.

``PlayWidget`` (``play.py``) is the play widget behind each game's ``play()``, a thin adapter over
the headless ``cardkit.session.Table``; ``stepper.py`` is the tutorial stepper; ``review.py``
the review widget (a finished game replayed with the Expert's notes). Static diagrams need no
widget library: they live in ``cardkit/scene/``. The widgets are imported on first use, so ``import
cardkit.widgets`` loads no widget library.
"""

from typing import Any

__all__ = ["PlayWidget", "ReviewWidget"]


def __getattr__(name: str) -> Any:
    if name == "ReviewWidget":
        from cardkit.widgets import review

        return review.ReviewWidget
    if name in __all__:
        from cardkit.widgets import play

        return getattr(play, name)
    raise AttributeError(f"module 'cardkit.widgets' has no attribute {name!r}")
