""" "Review this game" in JupyterLab with headless Chromium, and the static review page in the browser.

The notebook plays a game of House of Suits to its end from Python (the person's moves sent as the
board sends them), shows the play widget, and the browser asks for the review on the score sheet: the
review is made in the kernel's background while its progress shows, then the test steps through it,
jumps to a decision from the list, shows the better move on the board and goes back to the game.
"""

from __future__ import annotations

import random

import pytest

import cardkit
from cardkit import games
from cardkit.coach.html import review_html
from test_widgets_browser import browser, lab, open_board  # noqa: F401  (fixtures: one server for this module)

pytestmark = pytest.mark.browser

CELL = """import random
from cardkit.testing import play_match, send
from cardkit.widgets import PlayWidget
w = PlayWidget("house_of_suits", ("human", "random"), None, seed=3, bot_delay=0)
w.review_options = {"samples": 1}
play_match(w, random.Random(1), lambda payload: send(w, payload), lambda: w.scene)
w"""


def test_review_this_game_in_jupyterlab(browser, lab):  # noqa: F811
    page, errors = open_board(browser, lab, "review.ipynb", CELL)
    page.wait_for_selector(".ck-sheet")
    page.click('[data-id="button:review"]')
    page.wait_for_selector(".ck-steps")  # the positions at once, the notes when the review is made
    page.wait_for_selector('[data-id="review-panel"] [data-id="review-decisions"]')
    assert page.locator('[data-id="review-chart"] circle').count() >= 1

    # The first decision, from the list of decisions (a click the kernel answers).
    page.locator('[data-id="review-decisions"] button').first.click()
    page.wait_for_selector('[data-id="review-note"]')
    index = page.locator('[data-id="step-slider"]').get_attribute("value")
    page.click('[data-id="step-next"]')
    page.wait_for_function(f"() => document.querySelector('[data-id=\"step-slider\"]').value !== '{index}'")

    # A decision where a better move was missed: shown on the board, then hidden again.
    page.locator('[data-id="review-chart"] g[data-send]').first.click()
    for _ in range(40):
        if page.locator('[data-id="button:best"]').count():
            break
        page.click('[data-id="step-next"]')
        page.wait_for_timeout(150)
    if page.locator('[data-id="button:best"]').count():
        page.click('[data-id="button:best"]')
        page.wait_for_selector(".ck-board .ck-hint, .ck-choice.ck-hint")
        assert page.locator('[data-id="button:best"]').inner_text() == "Hide the better move"
    else:
        pytest.fail("the review found no better move in the whole game")

    page.click('[data-id="button:back"]')
    page.wait_for_selector(".ck-sheet")
    assert page.locator(".ck-steps").count() == 0
    assert page.locator(".ck-render-error").count() == 0
    assert errors == []
    page.close()


def test_the_static_page_fetches_nothing(browser):  # noqa: F811
    state = games.spec("ipso").state.new(None, 2)
    rng = random.Random(2)
    while not state.is_over():
        state.apply(rng.choice(state.legal_actions()))
    page_html = review_html(cardkit.review(state, 0, samples=1, progress=False), state)
    page = browser.new_page()
    requests, errors = [], []
    page.on("request", lambda request: requests.append(request.url))
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.set_content(page_html)
    assert page.locator('svg[data-id="review-chart"]').count() == 1
    assert page.locator(".ck-review-board svg").count() == page.locator("section").count() > 0
    page.click('a[href="#decision-1"]')
    assert requests == [] and errors == []
    page.close()
