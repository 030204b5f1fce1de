"""The real thing: JupyterLab 4 on 127.0.0.1, a notebook run through its UI, headless Chromium.

Each test writes a notebook, runs its cell with Shift+Enter, waits for the board, then plays by
mouse and by keyboard, checking that the board changes and that the page raises no error. The
click -> update latency seen by the browser is printed (``pytest -s`` shows it).
"""

from __future__ import annotations

import json
import os
import socket
import statistics
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from benchmarks.reliability.browser import LAUNCH_ARGS, reply, wait_reply

pytestmark = pytest.mark.browser

TIMEOUT = 90_000  # ms: generous, the machine is small and shared


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def lab(tmp_path_factory, chromium, jupyterlab_installed):
    root = tmp_path_factory.mktemp("lab")
    port = _free_port()
    env = {
        **os.environ,
        "JUPYTER_RUNTIME_DIR": str(root / ".runtime"),
        "JUPYTER_CONFIG_DIR": str(root / ".config"),
        "JUPYTERLAB_WORKSPACES_DIR": str(root / ".workspaces"),
    }
    server = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "jupyterlab",
            "--no-browser",
            f"--port={port}",
            "--ip=127.0.0.1",
            "--IdentityProvider.token=",
            "--ServerApp.password=",
            "--ServerApp.disable_check_xsrf=True",
            f"--ServerApp.root_dir={root}",
            "--LabApp.news_url=",
            "--allow-root",
            "--LabApp.extension_manager=readonly",
            "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
        ],
        cwd=root,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=open(root / "server.log", "w"),
    )
    url = f"http://127.0.0.1:{port}"
    try:
        for _ in range(240):
            try:
                with urllib.request.urlopen(f"{url}/api/status", timeout=2) as response:
                    if response.status == 200:
                        break
            except OSError:
                if server.poll() is not None:
                    break  # it stopped: no use waiting
                time.sleep(0.25)
        else:
            pytest.fail("JupyterLab did not start:\n" + (root / "server.log").read_text()[-3000:])
        yield url, root
    finally:
        server.terminate()
        try:
            server.wait(timeout=20)
        except subprocess.TimeoutExpired:
            server.kill()


@pytest.fixture(scope="module")
def browser(chromium):
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=chromium, headless=True, args=LAUNCH_ARGS)
        yield b
        b.close()


def write_notebook(root: Path, name: str, code: str) -> None:
    notebook = {
        "cells": [
            {"cell_type": "code", "execution_count": None, "id": "play", "metadata": {}, "outputs": [], "source": code}
        ],
        "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}},
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    (root / name).write_text(json.dumps(notebook))


def open_board(browser, lab, name: str, code: str):
    """A page with the notebook open and its cell run: returns (page, page errors)."""
    url, root = lab
    write_notebook(root, name, code)
    page = browser.new_page(viewport={"width": 1280, "height": 1000})
    page.set_default_timeout(TIMEOUT)
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(f"{url}/lab/tree/{name}?reset")
    # Run the cell once the kernel is ready (Shift+Enter earlier is lost while it connects).
    page.wait_for_function("() => /\\| Idle/.test(document.querySelector('#jp-main-statusbar')?.innerText || '')")
    page.locator(".jp-Notebook .jp-Cell .cm-content").first.click()
    page.keyboard.press("Shift+Enter")
    page.wait_for_selector(".ck-root .ck-board, .ck-root .ck-pass")
    return page, errors


CLICK_AND_TIME = """async (id) => {
  const root = document.querySelector('.ck-root');
  const before = root.getAttribute('data-reply');
  const start = performance.now();
  root.querySelector(`[data-id="${id}"]`).click();
  await new Promise((resolve) => {
    const watch = new MutationObserver(() => {
      if (root.getAttribute('data-reply') !== before) { watch.disconnect(); resolve(); }
    });
    watch.observe(root, { attributes: true });
  });
  return performance.now() - start;
}"""


FOCUS = """() => {
  const a = document.activeElement;
  if (!a || a === document.body) return null;
  const zone = a.closest('.ck-zone');
  return { id: a.dataset.id || null, zone: zone ? zone.dataset.id : null, inBoard: !!a.closest('.ck-root') };
}"""
WHERE = """(id) => {
  const node = document.querySelector(`.ck-root [data-id="${id}"]`);
  const zone = node.closest('.ck-zone');
  const here = document.activeElement;
  const box = node.getBoundingClientRect(), from = here.getBoundingClientRect();
  return { zone: zone ? zone.dataset.id : null,
           after: !!(here.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING),
           dx: (box.left + box.width / 2) - (from.left + from.width / 2),
           dy: (box.top + box.height / 2) - (from.top + from.height / 2) };
}"""


# Every text in ``scope`` (a selector) against the colour behind it, a translucent text blended over it,
# computed the way WCAG does: the texts under 4.5:1.
CONTRASTS = """(scope) => {
  const rgb = (c) => c.match(/[\\d.]+/g).map(Number);
  const opaque = (c) => rgb(c).length < 4 || rgb(c)[3] > 0;
  const lum = ([r, g, b]) => { const [R, G, B] = [r, g, b].map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
    return 0.2126 * R + 0.7152 * G + 0.0722 * B; };
  const behind = (node) => { for (let at = node; at; at = at.parentElement) { const c = getComputedStyle(at).backgroundColor;
    if (opaque(c)) return rgb(c).slice(0, 3); } return [255, 255, 255]; };
  const worst = [];
  for (const node of document.querySelectorAll(`${scope}, ${scope} *`)) {
    if (![...node.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim())) continue;
    // An SVG's text is drawn in its fill on the picture's own ground, which computed colours do not tell.
    if (node.closest('[aria-hidden="true"], button:disabled, .ck-placeholder, option, svg')) continue;
    const back = behind(node), ink = rgb(getComputedStyle(node).color), alpha = ink.length > 3 ? ink[3] : 1;
    const seen = ink.slice(0, 3).map((v, i) => alpha * v + (1 - alpha) * back[i]);
    const a = lum(seen), b = lum(back);
    const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    if (ratio < 4.5) worst.push(`${node.className || node.tagName} "${node.textContent.trim().slice(0, 20)}": ${ratio.toFixed(2)}`);
  }
  return worst;
}"""


def keys_to(page, id: str) -> int:
    """Move the focus to the element ``id`` as a person would: Tab (or Shift+Tab) to its zone, then
    the arrow key towards it until it is reached. Returns the keys pressed."""
    pressed = 0
    for _ in range(40):
        # Cards gliding to their places (the board's motion) are measured where they land.
        page.evaluate("() => document.getAnimations().forEach((a) => a.finish())")
        focus = page.evaluate(FOCUS)
        assert focus and focus["inBoard"], f"the focus left the board: {focus}"
        if focus["id"] == id:
            return pressed
        where = page.evaluate(WHERE, id)
        if where["zone"] is None or where["zone"] != focus["zone"]:
            page.keyboard.press("Tab" if where["after"] else "Shift+Tab")
        else:
            dx, dy = where["dx"], where["dy"]
            key = (
                ("ArrowRight" if dx > 0 else "ArrowLeft")
                if abs(dx) >= abs(dy)
                else ("ArrowDown" if dy > 0 else "ArrowUp")
            )
            page.keyboard.press(key)
            if page.evaluate(FOCUS)["id"] == focus["id"]:  # nothing that way on the row: try the other axis
                key = (
                    ("ArrowDown" if dy > 0 else "ArrowUp")
                    if abs(dx) >= abs(dy)
                    else ("ArrowRight" if dx > 0 else "ArrowLeft")
                )
                page.keyboard.press(key)
                pressed += 1
        pressed += 1
    raise AssertionError(f"the keyboard never reached {id}")


def press_tab_to(page, id: str) -> None:
    """Move the keyboard focus to the element ``id`` (Tab to its zone, the arrows inside it)."""
    keys_to(page, id)


def my_turn(page) -> None:
    page.wait_for_function("() => document.querySelector('.ck-area.ck-mine.ck-current') !== null")


def test_ipso_in_jupyterlab_by_mouse_and_by_keyboard(browser, lab):
    page, errors = open_board(
        browser,
        lab,
        "ipso.ipynb",
        "import cardkit.ipso as ipso\nipso.play(('human', 'random'), seed=11, bot_delay=0.05, hint_level='random')",
    )
    assert page.locator('.ck-area.ck-mine [data-id^="p0:"].ck-down').count() == 14

    # The round trip of a click, at human pace: select and unselect a centre card.
    latencies = []
    for _ in range(12):
        latencies.append(page.evaluate(CLICK_AND_TIME, "centre:0"))
        page.wait_for_timeout(120)
    print(
        f"\nclick -> update latency in JupyterLab: median {statistics.median(latencies):.1f} ms, "
        f"max {max(latencies):.1f} ms over {len(latencies)} clicks"
    )
    assert page.locator(".ck-selected").count() == 0

    # A move by mouse: a centre card, then a pyramid place; then the bot answers on its own.
    number = page.locator('[data-id="centre:0"] .ck-rank').first.inner_text()
    page.click('[data-id="centre:0"]')
    page.wait_for_selector('[data-id="centre:0"].ck-selected')
    move_latency = page.evaluate(CLICK_AND_TIME, "p0:0")
    print(f"click -> update latency of a move: {move_latency:.1f} ms")
    page.wait_for_selector('[data-id="p0:0"].ck-up')
    assert page.locator('[data-id="p0:0"] .ck-rank').first.inner_text() == number
    page.wait_for_selector('.ck-area:not(.ck-mine) [data-id^="p1:"].ck-up')  # the bot moved by itself
    my_turn(page)

    # An illegal attempt is answered with the engine's explanation; Escape drops the selection.
    page.click('[data-id="centre:1"]')
    page.wait_for_selector('[data-id="centre:1"].ck-selected')
    page.click('[data-id="p0:0"]')
    page.wait_for_selector(".ck-error")
    assert page.locator(".ck-error").inner_text().startswith("You may only replace a face-down card")
    page.focus('[data-id="centre:1"]')
    before = reply(page)
    page.keyboard.press("Escape")
    wait_reply(page, before)
    assert page.locator(".ck-selected").count() == 0

    # The rules panel opens during play.
    page.click('[data-id="button:rules"]')
    assert "Final round: the Star card" in page.locator(".ck-rules").inner_text()
    page.click('[data-id="rules-close"]')

    # The rest of the game without the mouse: Tab to a card, Enter to click it.
    page.focus('[data-id="button:hint"]')
    for _ in range(40):
        my_turn(page)
        if page.locator('[data-id="choice:keep"]').count():
            press_tab_to(page, "choice:keep")
            page.keyboard.press("Enter")
            break
        slot = page.locator(".ck-area.ck-mine .ck-down").first.get_attribute("data-id")
        press_tab_to(page, "centre:1")
        before = reply(page)
        page.keyboard.press("Enter")
        wait_reply(page, before)
        press_tab_to(page, slot)
        page.keyboard.press(" ")
        page.wait_for_selector(f'[data-id="{slot}"].ck-up')
    page.wait_for_selector(".ck-sheet")
    assert page.locator(".ck-sheet .ck-result").first.inner_text().startswith(("Winner", "Shared win"))
    assert page.locator(".ck-render-error").count() == 0
    assert errors == []
    page.close()


def kernel_idle(url: str, name: str, timeout: float = 120) -> None:
    """Wait until the notebook ``name`` has a kernel that is idle (the server's sessions say so)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        with urllib.request.urlopen(f"{url}/api/sessions", timeout=5) as response:
            sessions = json.load(response)
        if any(s["path"].endswith(name) and s["kernel"]["execution_state"] == "idle" for s in sessions):
            return
        time.sleep(0.25)
    raise AssertionError(f"no idle kernel for {name} after {timeout} s")


def test_ipso_in_notebook_7_by_mouse_and_by_keyboard(browser, lab):
    """Notebook 7 (the ``notebook`` package, served by the same Jupyter server at /notebooks/) runs the
    widgets in its own shell: the board draws from a cell, takes a move by mouse and one by keyboard."""
    url, root = lab
    write_notebook(
        root, "nb7.ipynb", "import cardkit.ipso as ipso\nipso.play(('human', 'random'), seed=11, bot_delay=0.05)"
    )
    page = browser.new_page(viewport={"width": 1280, "height": 1000})
    page.set_default_timeout(TIMEOUT)
    errors: list[str] = []

    def page_error(e) -> None:
        # Notebook 7.6's own bundle throws on its pages here (its shortcuts settings: "reading 'schema'", on a
        # notebook that runs only print(1) too; "Command 'filebrowser:open-path' not registered" once JupyterLab
        # has used the server): an error raised wholly inside Notebook 7's code is not the board's.
        frames = [line for line in (e.stack or "").splitlines() if line.strip().startswith("at ") and "://" in line]
        if not frames or not all("/static/notebook/" in line for line in frames):
            errors.append(f"{e}\n{e.stack}")

    page.on("pageerror", page_error)
    page.goto(f"{url}/notebooks/nb7.ipynb")
    assert page.get_attribute("body", "data-notebook") == "notebooks"  # Notebook 7's page, not JupyterLab's
    kernel_idle(url, "nb7.ipynb")
    page.locator(".jp-Notebook .jp-Cell .cm-content").first.click()
    page.keyboard.press("Shift+Enter")
    page.wait_for_selector(".ck-root .ck-board")
    my_turn(page)
    page.click('[data-id="centre:0"]')
    page.wait_for_selector('[data-id="centre:0"].ck-selected')
    page.click('[data-id="p0:0"]')
    page.wait_for_selector('[data-id="p0:0"].ck-up')
    page.wait_for_selector('.ck-area:not(.ck-mine) [data-id^="p1:"].ck-up')  # the bot moved by itself
    my_turn(page)
    page.focus('[data-id="button:rules"]')  # the keyboard starts from the board's own button
    press_tab_to(page, "centre:1")
    page.keyboard.press("Enter")
    page.wait_for_selector('[data-id="centre:1"].ck-selected')
    slot = page.locator(".ck-area.ck-mine .ck-down").first.get_attribute("data-id")
    press_tab_to(page, slot)
    page.keyboard.press(" ")
    page.wait_for_selector(f'[data-id="{slot}"].ck-up')
    assert page.locator(".ck-render-error").count() == 0
    assert errors == []
    page.close()


def test_rummy_and_house_of_suits_in_jupyterlab_in_french_and_hot_seat(browser, lab):
    page, errors = open_board(
        browser,
        lab,
        "rummy.ipynb",
        "import cardkit.rummy500 as r5\n"
        "r5.play(('human', 'random'), seed=3, bot_delay=0.05, hint_level='random', "
        "language='fr')",
    )
    my_turn(page)
    assert page.locator(".ck-status").inner_text().startswith("À vous\u00a0: piochez")  # a non-breaking space
    hand = page.locator('.ck-area.ck-mine [data-id^="hand:"]')
    count = hand.count()
    page.click('[data-id="stock"]')
    page.wait_for_function(
        "n => document.querySelectorAll('.ck-area.ck-mine [data-id^=\"hand:\"]').length === n", arg=count + 1
    )
    card = hand.first.get_attribute("data-id")
    page.click(f'[data-id="{card}"]')
    page.wait_for_selector(f'[data-id="{card}"].ck-selected')
    label = page.locator('[data-id="choice:discard"]').inner_text()
    assert label.startswith("Défausser le ")
    page.click('[data-id="choice:discard"]')
    page.wait_for_function(f"() => !document.querySelector('[data-id=\"{card}\"]')")
    log = page.locator(".ck-log").inner_text()
    assert "Joueur 1 pioche au talon." in log and "Joueur 1 défausse le " in log
    my_turn(page)  # the bot played its turn on its own
    assert errors == []
    page.close()

    page, errors = open_board(
        browser,
        lab,
        "suits.ipynb",
        "import cardkit.house_of_suits as hos\n"
        "hos.play(('human', 'human'), names=['Ana', 'Bob'], seed=2, bot_delay=0.05)",
    )
    assert page.locator(".ck-pass").inner_text().startswith("Pass the screen to Bob.")
    assert page.locator(".ck-card").count() == 0  # nothing of anybody's hand on the pass screen
    page.focus('[data-id="button:show"]')
    page.keyboard.press("Enter")
    page.wait_for_selector(".ck-board")
    card = page.locator('.ck-area.ck-mine [data-id^="hand:"]').first.get_attribute("data-id")
    page.click(f'[data-id="{card}"]')  # Bob sets a card aside
    page.wait_for_selector(".ck-pass")
    assert page.locator(".ck-pass").inner_text().startswith("Pass the screen to Ana.")
    page.click('[data-id="button:show"]')
    page.wait_for_selector('.ck-area.ck-mine [data-id="zone:aside:0"]')

    # JupyterLab Dark chosen from its Settings menu: the board turns dark in JupyterLab's own colours,
    # every text at 4.5:1 or more; then JupyterLab Light again.
    for theme, board in (("JupyterLab Dark", "dark"), ("JupyterLab Light", "light")):
        page.click('.lm-MenuBar-itemLabel:text-is("Settings")')
        page.hover('.lm-Menu-itemLabel:text-is("Theme")')
        page.click(f'.lm-Menu-itemLabel:text-is("{theme}")')
        page.wait_for_function(
            f"() => {BOARD_LOOKS}().theme === '{board}' && {BOARD_LOOKS}().felt === {BOARD_LOOKS}().jupyterlab"
        )
        looks = page.evaluate(BOARD_LOOKS)
        assert looks["followsJupyterLab"], looks
        assert (luminance(looks["felt"]) < 0.05) == (board == "dark"), looks
        assert page.evaluate(CONTRASTS, ".ck-root") == [], theme
    assert errors == []
    page.close()


# The board's theme and felt, and JupyterLab's own --jp-layout-color1 as a colour.
BOARD_LOOKS = """(() => { const root = document.querySelector('.ck-root'), probe = document.createElement('div');
  probe.style.background = 'var(--jp-layout-color1)';
  document.body.append(probe);
  const jupyterlab = getComputedStyle(probe).backgroundColor;
  probe.remove();
  return { theme: root.dataset.theme, followsJupyterLab: root.hasAttribute('data-jupyterlab'),
           felt: getComputedStyle(root).backgroundColor, jupyterlab }; })"""


def luminance(colour: str) -> float:
    """WCAG's relative luminance of a CSS ``rgb(...)`` colour."""
    channels = [int(v) / 255 for v in colour[colour.index("(") + 1 : -1].split(",")[:3]]
    r, g, b = (v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4 for v in channels)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
