"""The coach: the kit's judgement of a game. ``analysis.py`` weighs every decision of a seat from its view
(``cardkit.review``), ``grades.py`` names what a decision gave up, ``html.py`` draws a review (its
replay, notes, chart and page, with ``review.css``), ``puzzles.py`` turns the biggest mistakes into
puzzles. No widget library is imported here: the command line and Pyodide use it too."""

from cardkit import i18n
from cardkit.coach import strings

i18n.add_catalogs(strings.CATALOGS)
