"""The notebook front end: one ES module and one CSS file draw any game's scene.

``PlayWidget`` (``play.py``) is the play widget behind ``cardkit.ipso.play()``,
``cardkit.rummy500.play()`` and ``cardkit.house_of_suits.play()``. Static diagrams need no widget
library: they live in ``cardkit/scene.py``.
"""
from cardkit import i18n
from cardkit.widgets import strings
from cardkit.widgets.play import HUMAN, PlayWidget, load_rules

i18n.add_catalogs(strings.CATALOGS)  # the texts of every widget of this package

__all__ = ["HUMAN", "PlayWidget", "load_rules"]
