"""The static site's own pages: a game that starts by itself in the visitor's browser.

``app.html`` + ``app.js`` load Pyodide and cardkit's wheel (no micropip, no IPython, no widget library:
only what the first board needs, see docs/lite.md), then draw the board with the kit's one renderer
(cardkit/scene/renderer.js, handed a small stand-in for a widget's model) and answer its clicks with
:mod:`cardkit.litepage.bridge`, which runs in Pyodide (and keeps "My games", the visitor's finished games,
whose export the page stores in the browser's ``localStorage``). ``sw.js`` caches the site for a second visit, and ``python.js`` keeps Python's memory for it.
``cardkit lite build`` copies these files into the site's ``app/`` folder.
"""

from pathlib import Path

from cardkit import i18n
from cardkit.litepage import strings

HERE = Path(__file__).parent
FILES = ("app.html", "app.js", "python.js", "app.css", "sw.js")  # copied as they are, app.html's texts filled in

i18n.add_catalogs(strings.CATALOGS)
