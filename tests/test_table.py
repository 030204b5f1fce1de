"""The headless table: a match at one screen with no widget library, driven by the board's messages."""

from __future__ import annotations

import copy
import dataclasses
import subprocess
import sys
import textwrap

import pytest

import cardkit.ipso as ipso
from cardkit.core import CardkitError, action_to_json
from cardkit.ipso.rules import Replace
from cardkit.session import Outcome, Table
from cardkit.session.table import Screen
from cardkit.testing import click, command, element, scene_cards as elements, send, shown


def ipso_table(seats=("human", "random"), **kw) -> Table:
    kw.setdefault("seed", 1)
    kw.setdefault("hint_level", "random")
    table = Table("ipso", seats, {"players": len(seats), "tournament": False}, **kw)
    table.run_bots()
    return table


def fields(table: Table) -> dict:
    """Every field of the table's state (lists copied), the match's deals and the current deal's every field."""
    now = {f.name: getattr(table.now, f.name) for f in dataclasses.fields(Screen) if f.name != "follow"}
    now.update(
        follow={seat: (f.deal, f.count, list(f.log), dict(f.moved)) for seat, f in table.now.follow.items()},
        bots=dict(table.bots),
        deals=[list(d.history) for d in table.match.deals],
        current=copy.deepcopy(vars(table.state)),
    )
    return now


def same(before: dict, table: Table) -> None:
    after = fields(table)
    for name, value in before.items():
        assert after[name] == value, name


def now(table: Table, content):
    """A message carrying the table's move counter and screen, unless it says otherwise."""
    return {"move": table.now.move, "seat": table.now.screen, **content} if isinstance(content, dict) else content


def test_the_table_needs_no_widget_library():
    code = textwrap.dedent("""
        import sys
        from cardkit.session import Table
        table = Table("rummy500", ("human", "random", "random"), {"players": 3}, seed=2)
        table.run_bots()
        frame = table.frame()
        assert frame["seat"] == 0 and frame["areas"], frame
        loaded = {"anywidget", "ipywidgets", "traitlets"} & set(sys.modules)
        assert not loaded, loaded
        print("ok")
    """)
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert result.stdout.strip() == "ok", result.stderr


def test_a_frame_is_the_scene_the_widget_shows():
    table = ipso_table()
    widget = ipso.play(("human", "random"), seed=1, bot_delay=0, hint_level="random")
    assert table.frame() == widget.scene
    click(table, "centre:0")
    click(widget, "centre:0")
    assert table.frame() == widget.scene


# ------------------------------------------------------------------------------ refusals change nothing

REFUSED = [
    ("not an object", ["act"], "could not be read (expected an object)"),
    ("unknown kind", {"kind": "dance"}, "unknown kind 'dance'"),
    ("stale move", {"kind": "select", "move": 99, "target": "centre:0"}, "came from an older board"),
    ("another seat", {"kind": "select", "seat": 1, "target": "centre:0"}, "another player's screen"),
    ("unknown target", {"kind": "select", "target": "centre:7"}, "nothing called 'centre:7'"),
    ("illegal move", {"kind": "act", "action": {"type": "KeepStar"}}, "only used in the final"),
    ("unknown language", {"kind": "command", "name": "language", "value": "de"}, "unknown language 'de'"),
]


@pytest.mark.parametrize("content,error", [(c, e) for _, c, e in REFUSED], ids=[n for n, _, _ in REFUSED])
def test_a_refused_message_leaves_every_field_unchanged_and_says_why(content, error):
    table = ipso_table()
    click(table, "centre:1")  # a selection under way: it must survive the refusal too
    before = fields(table)
    outcome = table.handle(now(table, content))
    assert not outcome.ok and error in outcome.error
    same(before, table)
    assert table.frame()["error"] == outcome.error


def test_a_refusal_is_explained_in_the_tables_language():
    table = ipso_table(language="fr")
    outcome = table.handle({"kind": "command", "move": 3, "seat": 0, "name": "clear"})
    assert outcome.error.startswith("Ce clic vient d'un plateau dépassé")


def test_a_refused_new_game_or_undo_puts_the_whole_table_back(monkeypatch):
    table = ipso_table()
    click(table, "centre:0")
    click(table, "p0:0")  # my move, then the bot's
    before = fields(table)

    def broken(*args):
        raise RuntimeError("/srv/secret/path.py exploded")

    monkeypatch.setattr(ipso.Game, "new", classmethod(lambda cls, *args: broken()))
    outcome = table.handle(now(table, {"kind": "command", "name": "new_game", "value": "confirm"}))
    assert outcome.error.startswith("Something went wrong in the kernel (RuntimeError in test_table.py:")
    assert "secret" not in outcome.error and "Traceback" not in outcome.error
    same(before, table)
    monkeypatch.undo()
    outcome = table.handle(now(table, {"kind": "command", "name": "undo"}))  # my move turned a card up
    assert outcome.error.startswith("You have seen a new card since your last move")
    same({**before, "move": before["move"]}, table)


def test_the_language_is_checked():
    table = ipso_table()
    with pytest.raises(CardkitError, match="unknown language 'de'"):
        table.language = "de"
    table.language = "fr"
    assert table.frame()["lang"] == "fr" and table.rules()["title"] == "Règles d'Ipso"
    with pytest.raises(ValueError, match="unknown language 'xx'"):
        Table("ipso", ("human", "random"), {"players": 2}, language="xx")


def test_an_unknown_game_is_refused_by_name():
    with pytest.raises(CardkitError, match="poker"):
        Table("poker", ("human", "random"), {})


# ------------------------------------------------------------------------------ bots


def test_bots_move_one_at_a_time_when_the_front_end_asks():
    table = Table("ipso", ("human", "random", "random"), {"players": 3}, seed=4)
    assert table.bot_to_move() is None  # the human starts
    for id in ("centre:0", "p0:0"):  # the clicks of my move
        assert table.handle(now(table, element(table.frame(), id)["send"])).ok
    assert len(table.state.history) == 1 and table.bot_to_move() == 1  # handle moves no bot
    move = table.now.move
    assert table.step_bot() == Outcome()
    assert len(table.state.history) == 2 and table.bot_to_move() == 2 and table.now.move > move
    assert table.step_bot().ok and table.bot_to_move() is None and table.state.to_move() == 0
    assert table.step_bot().ok and len(table.state.history) == 3  # no bot to move: nothing happens
    assert len(table.frame()["log"]) == 3


def test_run_bots_plays_them_all_and_a_failing_bot_is_put_back(monkeypatch):
    table = Table("ipso", ("random", "random"), {"players": 2}, seed=3)
    assert table.run_bots().ok and table.state.is_over()
    table = Table("ipso", ("random", "human"), {"players": 2}, seed=3)

    def broken(self, view):
        raise KeyError("oops")

    monkeypatch.setattr(type(table.bots[0]), "choose", broken)
    before = fields(table)
    outcome = table.run_bots()
    assert outcome.error.startswith("Something went wrong in the kernel (KeyError in test_table.py:")
    same(before, table)
    assert table.frame()["error"] == outcome.error


# ------------------------------------------------------------------------------ hot-seat, undo, hints


def test_hot_seat_shows_a_pass_screen_until_the_next_player_asks():
    table = Table("ipso", ("human", "human"), {"players": 2}, names=["Ana", "Bob"], seed=2)
    frame = table.frame()
    assert frame["pass"]["button"]["label"] == "I am Ana: show my cards" and not frame["areas"]
    assert table.now.hidden and table.now.pass_to == 0
    command(table, "show")
    assert not table.now.hidden and table.frame()["seat"] == 0 and table.frame()["areas"]
    click(table, "centre:0")
    click(table, "p0:0")
    frame = table.frame()
    assert frame["pass"]["button"]["label"] == "I am Bob: show my cards" and frame["areas"] == []
    watcher = table.frame(1)  # Bob's own screen would show his cards, but nothing to click yet
    assert watcher["seat"] == 1 and watcher["areas"] and not watcher["pass"]
    assert not [i for i in elements(watcher) if i.get("send")]
    command(table, "show")
    assert table.frame()["seat"] == 1 and not table.frame()["pass"]
    with pytest.raises(ValueError, match="no seat 2"):
        table.frame(2)


def test_undo_takes_back_my_last_move_when_it_showed_me_no_new_card():
    table = Table("rummy500", ("human", "random", "random"), {"players": 3}, seed=2, hint_level="random")
    table.run_bots()
    history = list(table.state.history)
    take = next(a for a in table.state.view(0).legal if type(a).__name__ == "Take")
    send(table, {"kind": "act", "action": action_to_json(take)})  # every card of the pile was in view
    generation = table.now.generation
    command(table, "undo")
    assert table.state.history == history and not table.frame()["error"]
    assert table.now.follow[0].count == len(history) == len(table.match.current.history)
    assert table.now.generation == generation + 1  # a bot move paced before the undo is dropped


def test_a_hint_is_shown_and_highlighted():
    table = ipso_table()
    command(table, "hint")
    hint = table.now.hint
    assert isinstance(hint, Replace) and table.frame()["notice"].startswith(
        "Hint, highlighted on the board. A random bot's pick"
    )
    assert element(shown(table), f"centre:{hint.centre}")["hint"]
    click(table, f"centre:{hint.centre}")
    click(table, f"p0:{hint.slot}")
    assert table.state.history[0] == hint and not table.frame()["notice"]


def test_a_refusal_from_another_seats_screen_is_not_shown_to_it():
    table = ipso_table()
    table.handle({"kind": "act", "move": table.now.move, "seat": 0, "action": {"type": "KeepStar"}})
    assert table.frame()["error"] and not table.frame(1)["error"]


def test_new_game_asks_before_it_discards_a_game_in_progress():
    table = ipso_table()
    first_seed = table.match.seed
    assert not table.in_progress() and [b["id"] for b in table.frame()["buttons"]][-1] == "new_game"
    click(table, "centre:0")
    click(table, "p0:0")
    assert table.in_progress()
    history = list(table.state.history)
    command(table, "new_game")  # the first step: a question, and the game untouched
    frame = table.frame()
    assert frame["notice"] == "A new game discards the one under way: are you sure?"
    assert [b["id"] for b in frame["buttons"]][-2:] == ["confirm_new_game", "keep_playing"]
    assert table.state.history == history
    command(table, "keep_playing")  # no: the game goes on, the question is gone
    assert table.state.history == history and table.frame()["notice"] == ""
    assert [b["id"] for b in table.frame()["buttons"]][-1] == "new_game"
    command(table, "new_game")
    click(table, "centre:1")  # playing on answers no as well
    assert [b["id"] for b in table.frame()["buttons"]][-1] == "new_game"
    command(table, "new_game")
    send(table, next(b for b in table.frame()["buttons"] if b["id"] == "confirm_new_game")["send"])
    assert table.state.history == [] or table.state.to_move() == 0  # a fresh game (the bot may have opened it)
    assert len(table.match.deals) == 1 and table.match.seed != first_seed


def test_a_bot_left_unnamed_keeps_its_name_in_the_tables_language():
    table = ipso_table(names=["Ana", None])
    assert table.names() == ["Ana", "Bot 2 (random)"]
    table.language = "fr"
    assert table.names()[0] == "Ana" and table.names()[1] != "Bot 2 (random)" and "2" in table.names()[1]
    assert [area["label"] for area in table.frame()["areas"] if area["id"] == "seat:1"][0].startswith(table.names()[1])
