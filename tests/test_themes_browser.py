"""The board's themes and card backs, drawn by its own front end in Chromium (benchmarks/board_page.py).

Light, dark and high contrast, each read by axe-core (0 serious or critical findings, its colour-contrast
rule among them: 4.5:1 for text) on boards of the three games, a score sheet, an error and a notice; the
theme "auto" following the system's light or dark and JupyterLab's own theme where the page is
JupyterLab's; the choice remembered by the browser (localStorage, two names and nothing else); three
card backs.
"""

from __future__ import annotations

import pytest

from benchmarks.board_page import dress, open_page, position, show
from cardkit.coach.html import REVIEW_CSS
from cardkit.scene import CARD_BACKS, THEMES
from test_input_browser import AXE_RUN, axe_source, serious, server  # noqa: F401  (fixtures: axe-core, a dashboard)
from test_widgets_browser import CONTRASTS, browser, luminance  # noqa: F401  (browser: a fixture, one Chromium per module)

pytestmark = pytest.mark.browser

LAPTOP, PHONE = (1366, 768), (390, 844)
SHOWN = """() => { const root = document.querySelector('.ck-root');
  return { theme: root.dataset.theme, back: root.dataset.back,
           felt: getComputedStyle(root).backgroundColor, ink: getComputedStyle(root).color,
           down: getComputedStyle(root.querySelector('.ck-card.ck-down, .ck-fan > .ck-back')).backgroundImage }; }"""


def boards() -> list[tuple[str, dict]]:
    """A board of each game in play, one with an error and a notice, and a score sheet."""
    crowded = position("rummy500", 3, 16).frame()
    crowded["error"] = "That is not a meld."
    crowded["notice"] = "Bot 2 went out: the hand is over."
    return [
        ("ipso", position("ipso", 3, 8).frame()),
        ("rummy500 with notices", crowded),
        ("house_of_suits", position("house_of_suits", 2, 10).frame()),
        ("a score sheet", position("ipso", 2, 400).frame()),
    ]


def axe(page, source: str) -> list[str]:
    page.evaluate("() => document.getAnimations().forEach((a) => a.finish())")
    if not page.evaluate("() => typeof axe !== 'undefined'"):
        page.evaluate(source)
    return page.evaluate(AXE_RUN)


@pytest.mark.parametrize("theme", [t for t in THEMES if t != "auto"])
def test_each_theme_reads_well_contrast_and_axe(browser, axe_source, theme):  # noqa: F811
    errors: list[str] = []
    found = {}
    for size in (LAPTOP, PHONE):
        page = open_page(browser, *size, errors, reduced_motion="reduce")
        try:
            dress(page, theme=theme)
            for what, scene in boards():
                show(page, scene)
                assert page.evaluate(SHOWN)["theme"] == theme
                where = f"{theme}, {what}, {size[0]}x{size[1]}"
                found[where] = axe(page, axe_source) + page.evaluate(CONTRASTS, ".ck-root")
        finally:
            page.close()
    assert not any(found.values()), {where: v for where, v in found.items() if v}
    assert not errors, errors


def test_auto_follows_the_system_and_jupyterlabs_theme(browser):  # noqa: F811
    errors: list[str] = []
    looks = {}
    for scheme in ("light", "dark"):
        page = open_page(browser, *LAPTOP, errors, color_scheme=scheme)
        try:
            show(page, position("ipso", 2, 0).frame())
            looks[scheme] = page.evaluate(SHOWN)
            assert looks[scheme]["theme"] == scheme
            # The system's preference changed while the board is shown.
            page.emulate_media(color_scheme="light" if scheme == "dark" else "dark")
            page.wait_for_function(
                "(t) => document.querySelector('.ck-root').dataset.theme === t",
                arg=("light" if scheme == "dark" else "dark"),
            )
        finally:
            page.close()
    assert looks["light"]["felt"] != looks["dark"]["felt"] and looks["light"]["ink"] != looks["dark"]["ink"]
    # In JupyterLab, its own theme (body[data-jp-theme-light]) wins over the system's.
    page = open_page(browser, *LAPTOP, errors, color_scheme="light")
    try:
        page.evaluate("() => { document.body.dataset.jpThemeLight = 'false'; }")
        show(page, position("ipso", 2, 0).frame())
        page.wait_for_function("() => document.querySelector('.ck-root').dataset.theme === 'dark'")
        assert page.evaluate(SHOWN)["felt"] == looks["dark"]["felt"]
        page.evaluate("() => { document.body.dataset.jpThemeLight = 'true'; }")  # JupyterLab Light chosen
        page.wait_for_function("() => document.querySelector('.ck-root').dataset.theme === 'light'")
    finally:
        page.close()
    assert not errors, errors


def test_the_browser_remembers_the_choice_and_nothing_else(browser):  # noqa: F811
    errors: list[str] = []
    page = open_page(browser, *LAPTOP, errors, color_scheme="light")
    try:
        show(page, position("rummy500", 2, 6).frame())
        dress(page, theme="contrast", card_back="green")
        assert page.evaluate(SHOWN)["theme"] == "contrast"
        stored = page.evaluate("() => Object.fromEntries(Object.entries(localStorage))")
        assert stored == {"cardkit.theme": "contrast", "cardkit.card_back": "green"}
        # The page loaded again, a new board whose traits say "auto": the browser's choice.
        page.reload()
        page.wait_for_function("() => window.ckReady === true")
        show(page, position("rummy500", 2, 6).frame())
        assert page.evaluate(SHOWN)[("theme")] == "contrast" and page.evaluate(SHOWN)["back"] == "green"
        # A trait that names a theme wins; one this board does not know (an older or newer kernel's) is not
        # drawn, and not remembered.
        dress(page, theme="dark")
        assert page.evaluate(SHOWN)["theme"] == "dark"
        page.evaluate("() => { window.ckTraits.theme = 'neon'; }")
        show(page, position("rummy500", 2, 6).frame())
        page.evaluate("() => window.ckSet('card_back', 'gold')")
        assert (
            page.evaluate(SHOWN)["back"] == "blue"
            and page.evaluate("() => localStorage.getItem('cardkit.card_back')") == "green"
        )
    finally:
        page.close()
    assert not errors, errors


def test_three_card_backs(browser):  # noqa: F811
    errors: list[str] = []
    page = open_page(browser, *LAPTOP, errors)
    backs = {}
    try:
        show(page, position("rummy500", 3, 4).frame())
        for back in CARD_BACKS[1:]:  # "auto" is one of them, or blue
            dress(page, card_back=back)
            shown = page.evaluate(SHOWN)
            assert shown["back"] == back
            backs[back] = shown["down"]
    finally:
        page.close()
    assert len(set(backs.values())) == 3, backs
    assert not errors, errors


PAGE = """() => ({ theme: document.querySelector('.ckd').dataset.theme,
                  page: getComputedStyle(document.body).backgroundColor })"""


def a_review() -> dict:
    """The review of a finished Ipso game, at its summary: the chart, the totals, the biggest mistakes."""
    import random

    import cardkit
    from cardkit import games
    from cardkit.widgets.review import ReviewWidget

    state = games.spec("ipso").state.new(None, 2)
    rng = random.Random(2)
    while not state.is_over():
        state.apply(rng.choice(state.legal_actions()))
    return ReviewWidget(cardkit.review(state, 0, samples=1, progress=False), record=state).scene


@pytest.mark.parametrize("theme", [t for t in THEMES if t != "auto"])
def test_a_review_reads_well_in_each_theme(browser, axe_source, theme):  # noqa: F811
    """A finished game's review drawn on the board, in its theme: its words on the board's colours (dark
    text on the dark felt before), every text at 4.5:1 or more, axe-core finding nothing serious."""
    errors: list[str] = []
    page = open_page(browser, *PHONE, errors)
    try:
        page.add_style_tag(content=REVIEW_CSS)  # the review's own stylesheet, which its widget loads
        show(page, a_review())
        dress(page, theme=theme)
        assert page.locator(".ck-root .ck-review").count()
        found = axe(page, axe_source) + page.evaluate(CONTRASTS, ".ck-root")
    finally:
        page.close()
    assert not found, found
    assert not errors, errors


@pytest.mark.parametrize(
    "remembered, system, theme",
    [("light", "dark", "light"), ("dark", "light", "dark"), ("contrast", "light", "contrast"), (None, "dark", "dark")],
)
def test_the_dashboards_page_follows_the_chosen_theme_or_the_systems(
    browser,  # noqa: F811
    server,  # noqa: F811
    axe_source,  # noqa: F811
    remembered,
    system,
    theme,
):
    """The form, My games, the Puzzles page and a game's page in the theme this browser chose (the boards'
    menu), else the system's: the page around them too, every text at 4.5:1 or more, axe-core finding
    nothing serious."""
    context = browser.new_context(viewport={"width": 1366, "height": 768}, color_scheme=system)
    if remembered:
        context.add_init_script(f"localStorage.setItem('cardkit.theme', '{remembered}')")
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    found = {}
    try:
        page.goto(server[1])
        page.wait_for_selector("button.ckd-start")
        page.wait_for_function("(t) => document.querySelector('.ckd')?.dataset.theme === t", arg=theme)
        assert (luminance(page.evaluate(PAGE)["page"]) < 0.05) == (theme != "light")
        found["form"] = serious(page, axe_source) + page.evaluate(CONTRASTS, ".ckd")
        page.click("button.ckd-my-games")
        page.wait_for_selector(".ckd-records")
        found["my games"] = serious(page, axe_source) + page.evaluate(CONTRASTS, ".ckd")
        page.click(".ckd-records-back")
        page.click("button.ckd-puzzles-open")
        page.click(".ckd-puzzle-choices button >> nth=0")  # right or wrong, a verdict in its colours
        page.wait_for_selector(".ckd-puzzle-verdict")
        found["puzzles"] = serious(page, axe_source) + page.evaluate(CONTRASTS, ".ckd")
        page.click(".ckd-records-back")
        page.click("button.ckd-start")
        page.wait_for_selector(".ck-root .ck-board")
        found["a game"] = serious(page, axe_source) + page.evaluate(CONTRASTS, ".ckd")
    finally:
        context.close()
    assert not any(found.values()), found
    assert not errors, errors
