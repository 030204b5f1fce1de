"""The play widget's front end (``renderer.js`` and ``cardkit.css``) in a plain page, without Jupyter.

The page holds a small stand-in for anywidget's model: ``show(page, scene)`` draws a table's frame
as the widget would. The layout test (tests/test_layout_browser.py) and the screenshot script
(benchmarks/screenshots.py) use it to draw positions reached by :func:`position` at any viewport in
a fraction of a second, with no server or kernel: Playwright answers the page's requests itself.
"""

from __future__ import annotations

import json
import random
from typing import Any

from cardkit import games
from cardkit.core import action_to_json
from cardkit.core.bots import make_bot
from cardkit.core.seats import HUMAN
from cardkit.scene import RENDERER, STYLESHEET
from cardkit.session import Table

ORIGIN = "http://cardkit.test"

PAGE = """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>cardkit board</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/cardkit.css">
<style>body { margin: 0; padding: 8px; font-family: system-ui, sans-serif; }</style></head>
<body><div id="host"></div>
<script type="module">
import renderer from "/renderer.js";
const traits = { scene: {}, rules: {}, theme: "auto", card_back: "auto" };
const listeners = {};
window.ckSent = [];
const model = {
  get: (name) => traits[name],
  on: (event, f) => (listeners[event] ||= []).push(f),
  off: (event, f) => { listeners[event] = (listeners[event] || []).filter((g) => g !== f); },
  send: (message) => window.ckSent.push(message),
};
window.ckShow = (scene) => { traits.scene = scene; for (const f of listeners["change:scene"] || []) f(); };
window.ckSet = (name, value) => { traits[name] = value; for (const f of listeners[`change:${name}`] || []) f(); };
window.ckTraits = traits;
renderer.render({ model, el: document.getElementById("host") });
window.ckRenderer = renderer;  // for a second board on the page (tests/test_input_browser.py)
window.ckReady = true;
</script></body></html>"""


def open_page(browser: Any, width: int, height: int, errors: list[str], **options: Any) -> Any:
    """A page of ``width`` x ``height`` with the board's front end loaded (no scene yet)."""
    page = browser.new_page(viewport={"width": width, "height": height}, **options)
    page.set_default_timeout(30_000)
    page.on("pageerror", lambda e: errors.append(str(e)))
    files = {
        "/": (PAGE, "text/html"),
        "/renderer.js": (RENDERER.read_text(), "text/javascript"),
        "/cardkit.css": (STYLESHEET.read_text(), "text/css"),
    }

    def answer(route: Any) -> None:
        path = route.request.url.removeprefix(ORIGIN)
        body, kind = files.get(path, ("", "text/plain"))
        route.fulfill(status=200 if path in files else 404, body=body, content_type=kind)

    page.route(f"{ORIGIN}/**", answer)
    page.goto(f"{ORIGIN}/")
    page.wait_for_function("() => window.ckReady === true")
    return page


def dress(page: Any, **traits: str) -> None:
    """Set the board's look traits (``theme``, ``card_back``) as the kernel would once the board is shown."""
    for name, value in traits.items():
        page.evaluate("([name, value]) => window.ckSet(name, value)", [name, value])


def show(page: Any, scene: dict) -> None:
    """Draw ``scene`` as the widget does when its ``scene`` trait changes."""
    page.evaluate("(scene) => window.ckShow(scene)", json.loads(json.dumps(scene)))


def position(
    game: str, players: int, moves: int, seed: int = 1, language: str = "en", options: dict | None = None
) -> Table:
    """A table of one person (seat 0) and bots, ``moves`` moves into its first deal (fewer if it ends
    sooner), the person's moves played by a normal bot too, stopped on the person's turn."""
    options = dict(options or {})
    if "players" in games.spec(game).match_option_names():
        options.setdefault("players", players)
    table = Table(game, [HUMAN] + ["normal"] * (players - 1), options, language=language, seed=seed)
    me = make_bot(game, "normal", seed)
    rng = random.Random(seed)
    table.run_bots()
    while len(table.state.history) < moves and not table.state.is_over():
        view = table.state.view(0)
        action = me.choose(view) if rng.random() < 0.9 else rng.choice(view.legal)
        outcome = table.handle({"kind": "act", "move": table.now.move, "seat": 0, "action": action_to_json(action)})
        assert outcome.ok, outcome.error
        table.run_bots()
    return table
