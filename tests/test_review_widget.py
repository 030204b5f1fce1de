"""The review widget, the static review page and "Review this game" in the play widget.

The reviews are real (``cardkit.review``) with one imagined deal per decision, so they take a moment.
Every frame the review shows is scanned by the leak scanner: its board holds only the cards the
reviewed seat had seen at that move, and nothing anywhere names a card that seat never saw.
"""

from __future__ import annotations

import asyncio
import json
import random
import re

import pytest

import cardkit
from cardkit import games
from cardkit.coach.html import Replay, review_html
from cardkit.core import BadSave, save_game
from cardkit.session import Table
from cardkit.testing import Scanner, play_match, record_comms, scan_scene, scan_text, send
from cardkit.widgets import PlayWidget, ReviewWidget

SEAT = 1  # not seat 0: a board drawn from the wrong seat's view shows


def finished(game: str, seed: int):
    """A game of ``game`` played to its end by random moves."""
    state = games.spec(game).state.new(None, seed)
    rng = random.Random(seed)
    while not state.is_over():
        state.apply(rng.choice(state.legal_actions()))
    return state


@pytest.fixture(scope="module", params=["ipso", "house_of_suits", "rummy500"])
def reviewed(request):
    state = finished(request.param, 3)
    return state, cardkit.review(state, SEAT, samples=1, progress=False)


def seen_by_position(state, seat: int) -> list[set[str]]:
    """The cards ``seat`` had seen at each position of the game (before each move, then at the end)."""
    board = games.spec(state.name).board
    replay = type(state).new(state.options, state.seed)
    seen = board.seen(replay.view(seat))
    out = [set(seen)]
    for action in state.history:
        replay.apply(action)
        seen |= board.seen(replay.view(seat))
        out.append(set(seen))
    return out


def command(widget, name: str, value=None) -> None:
    payload = {"kind": "command", "name": name, "move": widget.scene["move"], "seat": widget.scene["seat"]}
    if value is not None:
        payload["value"] = value
    widget._on_message(None, payload, None)


def hinted(scene: dict) -> list[str]:
    cards = [c for a in scene["areas"] for z in a["zones"] for r in z["rows"] for c in r["cards"]]
    return [c["id"] for c in cards + scene.get("choices", []) if c.get("hint")]


def test_every_frame_shows_only_what_the_seat_had_seen(reviewed) -> None:
    state, review = reviewed
    board = games.spec(review.game).board
    seen = seen_by_position(state, SEAT)
    widget = ReviewWidget(review, record=state)
    assert widget.screen.count == len(state.history) + 1
    for index in range(widget.screen.count):
        command(widget, "step", index)
        assert widget.index == index
        decision = widget.screen.replay.decisions.get(index)
        shows = [None] if decision is None else [None, "best", *range(len(decision.alternatives))]
        for show in shows:
            if show == "best" and decision.best != decision.played:
                command(widget, "best")
            elif isinstance(show, int):
                command(widget, "show", show)
            scene = widget.scene
            frame = {key: value for key, value in scene.items() if key != "review"}
            # The board and its captions: only the cards seen at this move.
            scan_text(json.dumps(frame, ensure_ascii=False), board, seen[index], seat=SEAT)
            scan_scene(frame, board, seen[index])
            # The note: the move played (and what it turned up) and the moves weighed, nothing more.
            scan_text(scene["review"]["note"], board, seen[min(index + 1, len(seen) - 1)], seat=SEAT)
            # The chart, the summary, every decision: nothing the seat did not see by the end.
            scan_text(scene["review"]["html"], board, seen[-1], seat=SEAT)
    # Each decision's board in the static page is the position as the seat saw it then.
    page = review_html(review, state)
    scan_text(page, board, seen[-1], seat=SEAT)
    replay = Replay(review, state)
    sections = page.split('<section id="decision-')[1:]
    assert len(sections) == len(replay.order) == len(review.decisions)
    for index, section in zip(replay.order, sections):
        svg = section[section.index("<svg") :]
        scan_text(
            svg,
            board,
            seen[index + 1] if replay.decisions[index].best == replay.decisions[index].played else seen[index],
            seat=SEAT,
        )


def test_stepping_and_the_better_move_on_the_board() -> None:
    state = finished("ipso", 5)
    review = cardkit.review(state, SEAT, samples=1, progress=False)
    widget = ReviewWidget(review, record=state)
    replay = widget.screen.replay
    first = replay.order[0]
    assert widget.scene["steps"] == {**widget.scene["steps"], "index": 0, "count": len(state.history) + 1}
    command(widget, "step", first)
    assert widget.index == first and 'data-id="review-note"' in widget.scene["review"]["note"]
    missed = next(i for i in replay.order if replay.decisions[i].best != replay.decisions[i].played)
    command(widget, "step", missed)
    assert "best" in [b["id"] for b in widget.scene["buttons"]] and not hinted(widget.scene)
    command(widget, "best")
    decision = replay.decisions[missed]
    expected = Replay(review, state).scene(missed, hint=decision.best)
    assert hinted(widget.scene) and hinted(widget.scene) == hinted(expected)
    label = next(b["label"] for b in widget.scene["buttons"] if b["id"] == "best")
    assert label == "Hide the better move"
    command(widget, "best")
    assert not hinted(widget.scene)
    # Stale, malformed and out-of-range messages change nothing (the page gets the frame again).
    move, reply = widget.scene["move"], widget.scene["reply"]
    for bad in (
        {"kind": "command", "name": "step", "value": 0, "move": move - 1, "seat": SEAT},
        {"kind": "command", "name": "step", "value": 10**6, "move": move, "seat": SEAT},
        {"kind": "command", "name": "show", "value": 99, "move": move, "seat": SEAT},
        {"kind": "act", "action": {}, "move": move, "seat": SEAT},
        "junk",
        None,
    ):
        widget._on_message(None, bad, None)
        assert widget.index == missed and widget.scene["move"] == move
    assert widget.scene["reply"] > reply
    widget.index = 0
    assert widget.scene["steps"]["index"] == 0
    with pytest.raises(ValueError):
        widget.index = len(state.history) + 1
    with pytest.raises(ValueError):
        widget.show_best()  # position 0 is not the reviewed seat's decision (seat 0 moves first)
    # A saved notebook gets the annotated review as HTML.
    data, _ = widget._repr_mimebundle_()
    assert "ck-review-note" in data["text/html"] and "<script" not in data["text/html"]
    assert data["text/plain"].endswith(f"{len(review.decisions)} decisions")


def test_the_html_page_is_self_contained() -> None:
    state = finished("house_of_suits", 4)
    review = cardkit.review(state, 0, samples=1, progress=False)
    page = review_html(review, state)
    assert page.startswith("<!DOCTYPE html>") and page.count("<svg") == len(review.decisions) + 1  # and the chart
    assert not re.search(r"<script|<link|<img|<iframe|src=|url\(|@import", page, re.I)
    addresses = set(re.findall(r"https?://[^\s\"'<>]+", page))
    assert addresses == {"http://www.w3.org/2000/svg"}  # the SVG namespace, never fetched
    assert 'href="#decision-1"' in page and 'id="decision-1"' in page
    assert review.summary.message in page
    # A seat that never moved: an empty review that says so.
    empty = cardkit.review(type(state).new(None, 1), 1, samples=1, progress=False)
    assert not empty.decisions
    text = review_html(empty, type(state).new(None, 1))
    assert empty.summary.message in text and "<svg" not in text


def test_a_review_from_a_saved_file_and_bad_input(tmp_path) -> None:
    state = finished("house_of_suits", 6)
    path = tmp_path / "game.json"
    path.write_text(save_game(state), encoding="utf-8")
    widget = ReviewWidget.from_file(path, 0, samples=1, background=False)
    assert widget.review is not None and len(widget.review.decisions) == len(widget.screen.replay.order)
    with pytest.raises(ValueError):
        ReviewWidget.from_file(path, 2)
    path.write_text(save_game(state)[:-5], encoding="utf-8")
    with pytest.raises(BadSave):
        ReviewWidget.from_file(path, 0)
    with pytest.raises(ValueError):
        ReviewWidget(widget.review, record=finished("house_of_suits", 7))  # another game's record


def test_in_a_notebook_the_review_is_made_in_the_background_with_its_progress_shown() -> None:
    state = finished("house_of_suits", 8)

    async def main() -> ReviewWidget:
        widget = ReviewWidget.from_record(state, 0, samples=1)
        assert widget.review is None and 'data-id="review-progress"' in widget.scene["review"]["note"]
        assert widget.scene["areas"]  # the board is there at once, and can be stepped through
        command(widget, "step", 2)
        for _ in range(600):
            if widget.review is not None:
                return widget
            await asyncio.sleep(0.05)
        raise AssertionError("the review did not arrive")

    widget = asyncio.run(main())
    assert widget.index == 2 and "review-progress" not in widget.scene["review"]["note"]


def test_the_play_widget_offers_the_review_only_once_the_game_is_over(monkeypatch) -> None:
    sent = record_comms(monkeypatch)
    widget = PlayWidget("ipso", ("random", "human"), {"players": 2, "tournament": False}, seed=11, bot_delay=0)
    widget.review_options = {"samples": 1}
    scanner = Scanner(widget)
    scanner.watch(widget, sent)
    assert "review" not in [b["id"] for b in widget.scene["buttons"]]
    move = widget.table.now.move
    send(widget, {"kind": "command", "name": "review"})
    assert (
        widget.reviewing is None
        and widget.scene["error"] == "A game is reviewed once it is over, for a player at the screen."
    )
    assert widget.table.now.move == move
    with pytest.raises(cardkit.core.CardkitError):
        widget.review()
    play_match(widget, random.Random(2), lambda payload: send(widget, payload), lambda: widget.scene)
    assert widget.state.is_over() and "review" in [b["id"] for b in widget.scene["buttons"]]
    send(widget, {"kind": "command", "name": "review"})
    screen = widget.reviewing
    assert screen is not None and screen.seat == 1 and screen.replay is not None
    assert widget.scene["steps"]["count"] == len(widget.state.history) + 1
    for index in range(screen.count):
        send(widget, {"kind": "command", "name": "step", "value": index})
        if any(b["id"] == "best" for b in widget.scene["buttons"]):
            send(widget, {"kind": "command", "name": "best"})
            assert hinted(widget.scene)
    scanner.raise_failures()
    assert scanner.messages > screen.count
    send(widget, {"kind": "command", "name": "back"})
    assert widget.reviewing is None and widget.scene["sheet"] and "steps" not in widget.scene
    assert isinstance(widget.review(samples=1, background=False), ReviewWidget)


def test_the_table_offers_a_review_to_a_person_at_the_screen_only() -> None:
    bots = Table("ipso", ("random", "random"), {"tournament": False}, seed=1)
    bots.run_bots()
    assert bots.state.is_over() and bots.reviewable() is None
    assert "review" not in [b["id"] for b in bots.frame()["buttons"]]
    hot = Table("ipso", ("human", "human"), {"tournament": False}, seed=1)
    play_match(
        hot,
        random.Random(1),
        lambda p: hot.handle({**p, "move": hot.now.move, "seat": hot.now.screen}),
        lambda: hot.frame(),
    )
    record, seat = hot.reviewable()
    assert seat == hot.now.screen and record == hot.state.record()


def test_a_saved_notebook_shows_the_annotated_review(tmp_path) -> None:
    import nbformat  # imported here: its schema checks take seconds to load, only this test needs them
    from nbclient import NotebookClient

    code = (
        "import random, cardkit\nfrom cardkit import games\nfrom cardkit.widgets import ReviewWidget\n"
        "state = games.spec('house_of_suits').state.new(None, 4)\nrng = random.Random(4)\n"
        "while not state.is_over():\n    state.apply(rng.choice(state.legal_actions()))\n"
        "ReviewWidget(cardkit.review(state, 0, samples=1, progress=False), record=state)"
    )
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(code)])
    NotebookClient(nb, kernel_name="python3", timeout=120, resources={"metadata": {"path": str(tmp_path)}}).execute()
    path = tmp_path / "review.ipynb"
    nbformat.write(nb, path)
    saved = nbformat.read(path, as_version=4)
    [output] = saved.cells[0].outputs
    assert output.output_type == "execute_result"
    assert "application/vnd.jupyter.widget-view+json" in output.data
    assert "ck-review-note" in output.data["text/html"] and "review-chart" in output.data["text/html"]


def test_review_this_game_in_the_dashboard() -> None:
    from cardkit.dashboard import Dashboard

    dashboard = Dashboard(bot_delay=0, seed=2)
    board = dashboard.start()
    board.review_options = {"samples": 1}
    play_match(board, random.Random(3), lambda payload: send(board, payload), lambda: board.scene)
    send(board, {"kind": "command", "name": "review"})
    assert board.reviewing is not None and board.reviewing.replay is not None
    assert dashboard.board is board and "review" in board.scene and dashboard.scores.value
    send(board, {"kind": "command", "name": "back"})
    assert board.reviewing is None and board.scene["sheet"]
    dashboard.close()


def test_cardkit_review_writes_the_html_page(tmp_path) -> None:
    from cardkit.cli import main

    state = finished("house_of_suits", 4)
    game, out = tmp_path / "game.json", tmp_path / "review.html"
    game.write_text(save_game(state), encoding="utf-8")
    main(["review", str(game), "--seat", "0", "--format", "html", "--samples", "1", "--quiet", "--output", str(out)])
    page = out.read_text(encoding="utf-8")
    assert page.startswith("<!DOCTYPE html>") and 'data-id="review-chart"' in page
    assert page.strip() == review_html(cardkit.review(state, 0, samples=1, progress=False), state).strip()


def test_without_threads_the_review_is_made_at_once(monkeypatch) -> None:
    """Pyodide (JupyterLite) runs an event loop but starts no thread: the review is made in the call."""
    import threading

    def no_thread(self) -> None:
        raise RuntimeError("can't start new thread")

    monkeypatch.setattr(threading.Thread, "start", no_thread)
    state = finished("house_of_suits", 8)

    async def main() -> ReviewWidget:
        return ReviewWidget.from_record(state, 0, samples=1)

    widget = asyncio.run(main())
    assert widget.review is not None and "review-progress" not in widget.scene["review"]["note"]


def test_a_match_is_reviewed_deal_by_deal_in_french() -> None:
    from cardkit.core import Match

    match, rng = Match("house_of_suits", {"games": 4}, 4), random.Random(1)
    while True:
        while not match.current.is_over():
            match.apply(rng.choice(match.current.legal_actions()))
        if match.is_over():
            break
        match.next_deal()
    review = cardkit.review(match, 0, samples=1, progress=False, language="fr")
    widget = ReviewWidget(review, record=match)
    assert widget.screen.count == sum(len(deal.history) + 1 for deal in match.deals)
    widget.index = widget.screen.count - 1
    assert widget.scene["prompt"].startswith("Partie 4.") and widget.scene["sheet"]
    assert {d.deal for d in review.decisions} == {0, 1, 2, 3}
    assert "Analyse de la partie du joueur 1" in review_html(review, match)  # de + Joueur 1


def test_a_review_that_cannot_be_made_says_why_above_the_board() -> None:
    widget = ReviewWidget.from_record(finished("house_of_suits", 8), 0, level="random", background=False)
    assert widget.review is None and widget.scene["areas"]
    assert widget.scene["error"] == "The random bot of House of Suits does not weigh moves: a review needs the Expert."
