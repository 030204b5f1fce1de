"""The notebook widgets: anywidget front ends drawing scenes with the scene package's ES module and CSS.

``PlayWidget`` (``play.py``) is the play widget behind each game's ``play()``; ``stepper.py`` is
the tutorial stepper. Static diagrams need no widget library: they live in ``cardkit/scene/``.
"""
from cardkit.widgets.play import HUMAN, PlayWidget, load_rules

__all__ = ["HUMAN", "PlayWidget", "load_rules"]
