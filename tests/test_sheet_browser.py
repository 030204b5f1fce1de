"""The score sheet as the browser draws it: one table, the same columns for every player, the match's
running total, the button that goes on beside it, "Winner" only for a decided match (one browser, one page)."""

from __future__ import annotations

import json

from benchmarks.reliability.browser import LAUNCH_ARGS
from cardkit import scene as sc
from cardkit.session import Table

PAGE = """<!doctype html><html><head><meta charset="utf-8"><style>{css}</style></head><body><div id="host"></div>
<script type="module">
{js}
window.sent = [];
const data = {{scene: {scene}, rules: {{}}}};
const model = {{get: (k) => data[k], on: () => {{}}, send: (m) => window.sent.push(m)}};
render({{model, el: document.getElementById("host")}});
window.drawn = true;
</script></body></html>"""


def finished(game: str, seats: int, options: dict, seed: int) -> dict:
    table = Table(game, ("random",) * seats, options, seed=seed, names=["Ana", "Bob", "Chloé"][:seats])
    table.run_bots()
    return table.frame(0)


def test_score_sheets_are_tables_with_the_same_columns_and_the_next_button_beside(chromium):
    from playwright.sync_api import sync_playwright

    js = sc.RENDERER.read_text(encoding="utf-8").replace("export default { render };", "")
    frames = {
        "rummy500": finished("rummy500", 3, {"players": 3, "target": 500}, 4),
        "ipso": finished("ipso", 2, {"players": 2, "tournament": False}, 4),
        "house_of_suits": finished("house_of_suits", 2, {"suits": 5}, 4),
    }
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, headless=True, args=LAUNCH_ARGS)
        page = browser.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        for game, frame in frames.items():
            page.set_content(
                PAGE.format(
                    css=sc.STYLESHEET.read_text(encoding="utf-8"), js=js, scene=json.dumps(frame, ensure_ascii=False)
                )
            )
            page.wait_for_function("window.drawn === true")
            head = page.locator(".ck-sheet-table thead th").all_inner_texts()
            rows = page.locator(".ck-sheet-table tbody tr")
            match = game != "ipso"  # the first game of a match (to 500, of 4 games): the match goes on
            deal = "hand" if game == "rummy500" else "game"  # each game's own word for a deal
            assert head == ["Player", *frame["sheet"]["columns"], f"This {deal}", *(["Match total"] if match else [])]
            assert rows.count() == len(frame["sheet"]["seats"])
            for i in range(rows.count()):
                assert rows.nth(i).locator("th, td").count() == len(head)  # the same columns for every player
            sheet = page.locator(".ck-sheet").inner_text()
            assert (
                ("Winner" not in sheet and "The match goes on" in sheet)
                if match
                else "Winner" in sheet or "Shared win" in sheet
            )
            assert page.locator(".ck-sheet details").count() == rows.count()  # each breakdown, folded
            button = page.locator('.ck-sheet button[data-id^="sheet:"]')
            assert button.inner_text() == (f"Next {deal}" if match else "New game")
            button.click()
            sent = page.evaluate("window.sent")
            assert sent[-1]["kind"] == "command" and sent[-1]["name"] == ("next_game" if match else "new_game")
        assert errors == []
        browser.close()
