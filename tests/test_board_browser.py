"""The board is updated in place, measured in Chromium on the widget's own front end in a plain page
(``benchmarks/board_page.py``: no Jupyter, no kernel).

A new scene keeps every element whose key it still has (a card by its identity in its row, a zone, a
button by its ``data-id``) and changes only what differs: after a select the board's cards are the
same elements, the update adds only the few elements that are new, and the clicks and the language
menu of kept elements send the new scene's messages.
"""

from __future__ import annotations

import json

import pytest

from benchmarks.board_page import open_page, position, show
from cardkit.testing import scene_cards
from test_widgets_browser import browser  # noqa: F401  (a fixture: one Chromium per module)

pytestmark = pytest.mark.browser

# Marks every element of the board, then records what the next update adds and which marked cards stay.
MARK = """() => {
  const root = document.querySelector('.ck-root');
  [...root.querySelectorAll('*')].forEach((node, i) => { node.ckMark = i; });
  window.ckBefore = [...root.querySelectorAll('.ck-board .ck-card')].map((c) => c.dataset.id);
  window.ckAdded = 0;
  window.ckWatch = new MutationObserver((records) => {
    for (const r of records) for (const node of r.addedNodes) if (node.nodeType === 1) window.ckAdded += 1 + node.querySelectorAll('*').length;
  });
  window.ckWatch.observe(root, { childList: true, subtree: true });
}"""
KEPT = """() => {
  window.ckWatch.takeRecords().forEach(() => {});
  window.ckWatch.disconnect();
  const cards = [...document.querySelectorAll('.ck-root .ck-board .ck-card')].filter((c) => window.ckBefore.includes(c.dataset.id));
  return { added: window.ckAdded, cards: cards.length, kept: cards.filter((c) => c.ckMark !== undefined).length };
}"""


def hand_card(scene: dict) -> dict:
    return next(item for item in scene_cards(scene) if item["id"].startswith("hand:") and item.get("send"))


def test_a_select_keeps_the_board_and_changes_only_what_it_changed(browser):  # noqa: F811
    errors: list[str] = []
    page = open_page(browser, 1366, 768, errors)
    table = position("rummy500", 2, 6)
    drawn = table.frame()
    stock = next(item for item in scene_cards(drawn) if item["id"] == "stock")
    assert table.handle({**stock["send"], "move": drawn["move"], "seat": 0}).ok  # a card drawn: the hand to play
    scene = table.frame()
    show(page, scene)
    page.evaluate(MARK)
    card = hand_card(scene)
    outcome = table.handle({**card["send"], "move": scene["move"], "seat": scene["seat"]})
    assert outcome.ok, outcome.error
    selected = table.frame()
    show(page, selected)
    result = page.evaluate(KEPT)
    assert result["kept"] == result["cards"] > 10, result  # every card still there is the element it was
    # New: "Clear the selection", the places to lay the card off, the words of the prompt: a few elements.
    assert 0 < result["added"] <= 16, result
    node = page.locator(f'.ck-root [data-id="{card["id"]}"]')
    assert "ck-selected" in node.get_attribute("class") and page.evaluate(
        f"() => document.querySelector('.ck-root [data-id=\"{card['id']}\"]').ckMark !== undefined"
    )

    # A kept element sends what the new scene says: the card's click, at the new move.
    page.evaluate("() => { window.ckSent = []; }")
    node.click()
    again = (
        hand_card(selected)
        if hand_card(selected)["id"] == card["id"]
        else next(item for item in scene_cards(selected) if item["id"] == card["id"])
    )
    assert page.evaluate("() => window.ckSent") == [
        {**again["send"], "move": selected["move"], "seat": selected["seat"]}
    ]

    # The language menu, kept too, sends the language chosen on it.
    show(page, table.frame())
    page.evaluate("() => { window.ckSent = []; }")
    page.select_option('.ck-root [data-id="language"]', "fr")
    assert page.evaluate("() => window.ckSent")[0]["value"] == "fr"
    # A scene in another language puts the menu back on the scene's language (the kernel's answer).
    show(page, table.frame())
    assert page.eval_on_selector('.ck-root [data-id="language"]', "(node) => node.value") == "en"
    assert errors == []
    page.close()


def test_a_move_keeps_the_cards_that_stay_and_builds_those_that_come(browser):  # noqa: F811
    errors: list[str] = []
    page = open_page(browser, 1366, 768, errors)
    table = position("ipso", 2, 4)
    scene = table.frame()
    show(page, scene)
    before = page.evaluate(
        "() => [...document.querySelectorAll('.ck-root .ck-card[data-card]')].map((c) => c.dataset.card)"
    )
    page.evaluate(MARK)
    table.handle({"kind": "select", "move": scene["move"], "seat": 0, "target": "centre:0"})
    chosen = table.frame()
    legal = next(item for item in scene_cards(chosen) if item.get("legal"))
    assert table.handle({**legal["send"], "move": chosen["move"], "seat": 0}).ok
    table.run_bots()
    after = table.frame()
    show(page, after)
    stayed = page.evaluate(
        """(before) => [...document.querySelectorAll('.ck-root .ck-card[data-card]')]
        .filter((c) => before.includes(c.dataset.card) && c.ckMark === undefined).map((c) => c.dataset.card)""",
        before,
    )
    # A card that stayed in its row is the same element; one that went to another row was built there.
    moved = {item["card"] for item in scene_cards(after) if item.get("card") and item.get("last")}
    assert set(stayed) <= moved, (stayed, moved)
    kept = page.evaluate(
        "() => [...document.querySelectorAll('.ck-root .ck-card')].filter((c) => c.ckMark !== undefined).length"
    )
    assert kept >= len(scene_cards(after)) - 2 * len(moved) - 4, kept  # the face-down rows and the rest stayed
    assert errors == []
    page.close()


def test_sort_buttons_only_where_the_hand_can_be_sorted_and_face_up_cards_show_their_suit(browser):  # noqa: F811
    errors: list[str] = []
    page = open_page(browser, 1366, 768, errors)
    scene = position("rummy500", 2, 6, language="fr").frame()
    show(page, scene)
    assert page.locator(".ck-root .ck-sort button").all_inner_texts() == ["Trier par couleur", "Trier par rang"]
    # The same hand where nothing answers a sort (a tutorial's stepper, a review: no sort words sent).
    labels = {k: v for k, v in scene["labels"].items() if not k.startswith("sort_")}
    show(page, {**scene, "labels": labels})
    assert page.locator(".ck-root .ck-sort").count() == 0 and page.locator(".ck-root .ck-arrange").count() == 0
    # Another player's face-up card (one taken from the discard pile) shows its rank and its suit.
    theirs = next(area for area in scene["areas"] if area["id"] == "seat:1")
    down = theirs["zones"][0]["rows"][0]["cards"]
    down[0] = {**down[0], "face": "up", "rank": "Q", "pip": "♥", "tone": "red", "card": "r500:11", "label": "Q♥"}
    page.emulate_media(reduced_motion="reduce")  # measured where it lands, not gliding from where that card was
    show(page, scene)
    card = page.locator(f'.ck-root .ck-opponent [data-id="{down[0]["id"]}"]')
    rank, pip = card.locator(".ck-rank").first.bounding_box(), card.locator(".ck-pip").bounding_box()
    box = card.bounding_box()
    assert pip and pip["width"] > 0 and rank["width"] > 0, (rank, pip)
    for part in (rank, pip):  # both inside the card
        assert box["x"] - 0.5 <= part["x"] and part["x"] + part["width"] <= box["x"] + box["width"] + 0.5
        assert box["y"] - 0.5 <= part["y"] and part["y"] + part["height"] <= box["y"] + box["height"] + 0.5
    assert errors == []
    page.close()


# A clickable card's box over ten animation frames, once the pointer rests 1 px above its bottom edge.
STILL_UNDER_THE_POINTER = """async (id) => {
  const boxes = [];
  for (let i = 0; i < 10; i++) {
    await new Promise((frame) => requestAnimationFrame(frame));
    boxes.push(Math.round(document.querySelector(`.ck-root [data-id="${id}"]`).getBoundingClientRect().top));
  }
  return boxes;
}"""


def test_a_card_under_a_still_pointer_at_its_bottom_edge_stays_still(browser):  # noqa: F811
    """A clickable card rises 2 px under the pointer; resting on its bottom edge, the pointer must not see it
    rise off, drop back and rise again every frame (the card kept the strip it rose from)."""
    errors: list[str] = []
    page = open_page(browser, 1366, 768, errors)
    table = position("rummy500", 2, 6)
    drawn = table.frame()
    stock = next(item for item in scene_cards(drawn) if item["id"] == "stock")
    assert table.handle({**stock["send"], "move": drawn["move"], "seat": 0}).ok  # a card drawn: the hand to play
    scene = table.frame()
    show(page, scene)
    id = hand_card(scene)["id"]
    box = page.locator(f'.ck-root [data-id="{id}"]').bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] - 1)
    boxes = page.evaluate(STILL_UNDER_THE_POINTER, id)
    assert len(set(boxes)) == 1 and boxes[0] == round(box["y"]) - 2, boxes  # risen, and still
    page.locator(f'.ck-root [data-id="{id}"]').click()  # Playwright's click waits for a still target
    assert errors == []


# Records whether the root ever carries the waiting cue (a class observer with the classes before each change:
# it sees a cue shown and taken away between two looks of the test, even within one task).
WATCH_CUE = """() => {
  const root = document.querySelector('.ck-root');
  window.ckCued = false;
  window.ckCueWatch = new MutationObserver((changes) => {
    const cued = (classes) => (classes || '').split(' ').includes('ck-pending');
    window.ckCued ||= changes.some((change) => cued(change.oldValue)) || root.classList.contains('ck-pending');
  });
  window.ckCueWatch.observe(root, { attributes: true, attributeFilter: ['class'], attributeOldValue: true });
}"""


def test_the_waiting_cue_shows_only_for_a_wait_one_notices_and_goes_with_the_answer(browser):  # noqa: F811
    """A click's answer that comes at once draws no waiting cue (a cue shown and taken away would restyle what
    can be clicked twice for nothing); one that keeps the person waiting shows it, and the answer takes it away;
    meanwhile a second click sends nothing (one message per click, answered before the next)."""
    errors: list[str] = []
    page = open_page(browser, 1366, 768, errors)
    table = position("rummy500", 2, 6)
    drawn = table.frame()
    stock = next(item for item in scene_cards(drawn) if item["id"] == "stock")
    assert table.handle({**stock["send"], "move": drawn["move"], "seat": 0}).ok  # a card drawn: the hand to play
    scene = table.frame()
    show(page, scene)
    card = hand_card(scene)

    page.evaluate(WATCH_CUE)
    # The answer made ready first, then the click and the answer drawn in the same task: no wait to speak of
    # (drawn by a second call, it would wait on this process, over 100 ms on a busy machine).
    assert table.handle({**card["send"], "move": scene["move"], "seat": scene["seat"]}).ok
    selected = table.frame()
    page.evaluate(
        "([id, scene]) => { document.querySelector(`.ck-root [data-id='${id}']`).click(); window.ckShow(scene); }",
        [card["id"], json.loads(json.dumps(selected))],
    )
    page.wait_for_timeout(300)
    assert page.evaluate("() => window.ckCued") is False
    assert len(page.evaluate("() => window.ckSent")) == 1

    other = next(
        item
        for item in scene_cards(selected)
        if item["id"].startswith("hand:") and item.get("send") and item["id"] != card["id"]
    )
    page.locator(f'.ck-root [data-id="{other["id"]}"]').click()
    page.wait_for_function("() => document.querySelector('.ck-root').classList.contains('ck-pending')")
    cursor = page.evaluate(
        "(id) => getComputedStyle(document.querySelector(`.ck-root [data-id='${id}']`)).cursor", other["id"]
    )
    assert cursor == "progress"
    page.evaluate("(id) => document.querySelector(`.ck-root [data-id='${id}']`).click()", card["id"])
    assert len(page.evaluate("() => window.ckSent")) == 2  # the click made while waiting sent nothing
    assert table.handle({**other["send"], "move": selected["move"], "seat": selected["seat"]}).ok
    show(page, table.frame())
    assert not page.evaluate("() => document.querySelector('.ck-root').classList.contains('ck-pending')")
    assert errors == []
