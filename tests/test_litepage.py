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


def test_what_the_page_keeps_of_pythons_memory_holds_every_games_modules_and_no_deal():
    # ready() runs before the memory snapshot (python.js, in a worker of its own that never deals): after it,
    # every game's engine, board and bots are imported, and no game's state is alive anywhere in Python's
    # memory (no card can be in the snapshot).
    script = """
import gc, json, sys
from cardkit import games
from cardkit.core.game import State
from cardkit.litepage.bridge import ready
ready(["beginner", "normal", "expert"])
gc.collect()
alive = [type(o).__name__ for o in gc.get_objects() if isinstance(o, State)]
missing = [f"cardkit.{n}.bots" for n in games.names() if f"cardkit.{n}.bots" not in sys.modules]
print(json.dumps({"alive": alive, "missing": missing}))
"""
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    assert json.loads(result.stdout.splitlines()[-1]) == {"alive": [], "missing": []}


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


# ------------------------------------------------------------------------------ My games on the static page


def _finished(name: str = "house_of_suits", seats=("human", "beginner")):
    """A bridge game played to its end, the person's seat by its first legal move."""
    from cardkit.core import action_to_json
    from cardkit.litepage.bridge import Game

    game = Game(name, list(seats), "en")
    table = game.table
    for _ in range(500):
        while game.bot_to_move():
            game.step()
        if table.reviewable() is not None:
            return game
        if table.now.hidden:  # hot-seat: the pass screen, then the next person's hand
            game.handle(
                json.dumps({"kind": "command", "move": table.now.move, "seat": table.now.screen, "name": "show"})
            )
            continue
        view = table.state.view(table.now.screen)
        game.handle(json.dumps({"kind": "act", "move": table.now.move, "seat": table.now.screen,
                                "action": action_to_json(view.legal[0])}))  # fmt: skip
    raise AssertionError("the game did not end")


def test_a_finished_game_is_kept_once_and_comes_back_from_the_stored_text():
    from cardkit.litepage.bridge import Game, Kept

    kept = Kept(None)
    game = Game("house_of_suits", ["human", "beginner"], "en")
    assert not game.over() and not game.keep(kept)  # nothing of a game in progress
    assert json.loads(kept.save(None)) == {"text": ""}
    game = _finished()
    assert game.over()
    assert game.keep(kept) and not game.keep(kept)  # the finished frame drawn again keeps nothing twice
    stored = json.loads(kept.save(None))["text"]
    assert '"actions"' in stored and "cardkit" in stored
    again = Kept(stored)  # the next visit (a reload)
    listed = json.loads(again.listing("fr"))
    assert listed["unread"] == "" and len(listed["games"]) == 1
    assert " · House of Suits contre Bot 2 (beginner) · " in listed["games"][0]["text"]
    assert [(s["games"], s["against"]) for s in listed["summary"]] == [(1, "débutant")]
    assert "95" in listed["summary"][0]["interval"] and listed["summary"][0]["plot"].startswith("<svg")
    assert json.loads(again.save(stored))["text"] == stored  # merged with itself: the same one game
    game._kept = None  # the same finished game offered again to the next visit's games (a retry): kept once
    assert not game.keep(again) and again.count() == 1


def test_a_hot_seat_game_is_not_kept():
    from cardkit.litepage.bridge import Kept

    kept = Kept(None)
    assert not _finished(seats=("human", "human")).keep(kept) and kept.count() == 0


def test_a_damaged_or_foreign_stored_value_is_said_and_never_written_over():
    from cardkit.litepage.bridge import Kept

    good = Kept(None)
    _finished().keep(good)
    stored = json.loads(good.save(None))["text"]
    for bad in (stored[:-40], '{"not": "cardkit"}', "garbage"):
        kept = Kept(bad)
        assert "could not be read" in json.loads(kept.listing("en"))["unread"]
        _finished().keep(kept)  # this visit still plays
        answer = json.loads(kept.save(bad))
        assert "text" not in answer and "could not be read" in answer["error"]
        assert "text" not in json.loads(kept.delete("x" * 32, bad))  # deleting one game writes nothing either
        assert json.loads(kept.delete("", bad))["text"] == ""  # Delete all, asked first, starts afresh
        assert json.loads(kept.listing("en"))["unread"] == ""


def test_download_and_import_move_games_between_pages_and_refuse_duplicates_and_damage():
    from cardkit.litepage.bridge import Kept

    mine = Kept(None)
    _finished().keep(mine)
    _finished("ipso", ("human", "beginner")).keep(mine)
    everything = mine.download("")
    other = Kept(None)
    assert json.loads(other.import_(everything, "en"))["added"] == 2
    assert [g["text"] for g in json.loads(other.listing("en"))["games"]] == [
        g["text"] for g in json.loads(mine.listing("en"))["games"]
    ]
    assert "already kept" in json.loads(other.import_(everything, "en"))["error"]
    assert "Rien n'a été chargé" in json.loads(other.import_(everything[:100], "fr"))["error"]  # a cut file
    one = json.loads(mine.listing("en"))["games"][0]["id"]
    assert json.loads(Kept(None).import_(mine.download(one), "en"))["added"] == 1
    assert json.loads(mine.delete(one, None))["text"] and mine.count() == 1


def test_replay_steps_through_the_seats_own_views_one_a_move():
    from cardkit.litepage.bridge import PLAYER, Kept

    kept = Kept(None)
    game = _finished()
    game.keep(kept)
    [listed] = json.loads(kept.listing("fr"))["games"]
    _, record = kept.records.record(PLAYER, listed["id"])
    replay = json.loads(kept.replay(listed["id"], "fr"))
    assert replay["title"] == listed["text"] and len(replay["scenes"]) == len(record.actions) + 1
    assert replay["scenes"][0]["prompt"] == "La donne, avant le premier coup"
    # Only the seat's own views: until the end, the bot's hand is face down at every step.
    faces = {
        card.get("face")
        for scene in replay["scenes"][:-1]
        for area in scene["areas"]
        if area["id"] == "seat:1"
        for zone in area["zones"]
        if zone["id"].startswith("hand")
        for row in zone["rows"]
        for card in row["cards"]
    }
    assert faces == {"down"}
