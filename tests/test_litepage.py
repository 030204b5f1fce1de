"""The static page's Python (cardkit/litepage/bridge.py), headless: what Pyodide runs behind the board."""

from __future__ import annotations

import json
import subprocess
import sys

from cardkit import games


def test_the_bridge_imports_no_widget_library_and_starts_no_thread():
    # What the page imports before its first board, in a fresh interpreter (as in Pyodide).
    script = """
import json, sys, threading
from cardkit.litepage.bridge import Game
for name in sys.argv[1:]:
    game = Game(name, ["human", "normal"], "fr")
    while game.bot_to_move():
        game.step()
    assert json.loads(game.frame())["lang"] == "fr"
heavy = sorted({m.split(".")[0] for m in sys.modules} & {"IPython", "ipywidgets", "anywidget", "traitlets", "micropip"})
print(json.dumps({"heavy": heavy, "threads": threading.active_count()}))
"""
    result = subprocess.run([sys.executable, "-c", script, *games.names()], capture_output=True, text=True, check=True)
    assert json.loads(result.stdout.splitlines()[-1]) == {"heavy": [], "threads": 1}


def test_a_bad_message_is_refused_in_the_frame_and_changes_nothing():
    from cardkit.litepage.bridge import Game

    game = Game("ipso", ["human", "normal"], "en")
    while game.bot_to_move():
        game.step()
    before = json.loads(game.frame())
    after = json.loads(
        game.handle(json.dumps({"kind": "act", "move": before["move"], "seat": 0, "action": "nonsense"}))
    )
    assert after["error"] and after["move"] == before["move"] and after["areas"] == before["areas"]
    assert all(b["id"] != "review" for b in after["buttons"])  # not offered on the static page
