"""The play widget's message protocol: every message is answered with one update; a malformed,
stale, repeated, out-of-turn or illegal message is answered with an error and changes nothing;
bots move on their own; hot-seat, hints, undo, matches and languages.
"""

from __future__ import annotations

import asyncio
import logging

import ipywidgets
import pytest
import traitlets

import cardkit.house_of_suits as hos
import cardkit.ipso as ipso
import cardkit.rummy500 as r5
from cardkit.core import CardkitError, action_to_json
from cardkit.core.bots import RandomBot
from cardkit.ipso.rules import Replace
from cardkit.testing import click, command, element, message, record_comms, send
from cardkit.widgets import PlayWidget


def ipso_widget(seats=("human", "random"), **kw):
    kw.setdefault("bot_delay", 0)
    kw.setdefault("hint_level", "random")
    return ipso.play(seats, seed=kw.pop("seed", 1), **kw)


def snapshot(w) -> tuple:
    """Everything a message could change: the game, the selection, the counter, the screen."""
    now = w.table.now
    return (
        [list(d.history) for d in w.match.deals],
        now.selection,
        now.move,
        now.screen,
        now.hidden,
        w.language,
        id(w.match),
    )


def updates(sent: list) -> list:
    return [data for kind, data in sent if kind == "comm_msg" and data.get("method") == "update"]


# ------------------------------------------------------------------------------ every message answered


def test_each_message_is_answered_by_exactly_one_update(monkeypatch):
    sent = record_comms(monkeypatch)
    w = ipso_widget()
    for do, synced in (
        (lambda: click(w, "centre:0"), {"scene"}),
        (lambda: click(w, "p0:3"), {"scene"}),
        (lambda: command(w, "hint"), {"scene"}),
        (lambda: command(w, "clear"), {"scene"}),
        (lambda: command(w, "language", value="fr"), {"scene", "rules"}),
        (lambda: command(w, "undo"), {"scene"}),
        (lambda: command(w, "new_game"), {"scene"}),
        (lambda: send(w, {"kind": "act", "action": {"type": "KeepStar"}}), {"scene"}),
    ):
        before, reply = len(sent), w.scene["reply"]
        do()
        # One message, the bots' replies in it, and nothing else travels: the scene alone (with the rules
        # panel when the language changes).
        [(kind, data)] = sent[before:]
        assert kind == "comm_msg" and data["method"] == "update" and set(data["state"]) == synced
        assert w.scene["reply"] == reply + 1


def test_the_widget_syncs_nothing_but_the_scene_the_rules_its_looks_and_its_own_code():
    w = ipso_widget()
    synced = set(w.get_state()) - set(ipywidgets.DOMWidget.class_trait_names(sync=True))
    assert synced == {"scene", "rules", "theme", "card_back", "_esm", "_css", "_anywidget_id"}


# ------------------------------------------------------------------------------ bad input

BAD_MESSAGES = [
    ("not an object", ["act"], "could not be read (expected an object)"),
    ("unknown kind", {"kind": "dance", "move": 0, "seat": 0}, "could not be read (unknown kind 'dance')"),
    ("missing move", {"kind": "act", "seat": 0, "action": {"type": "KeepStar"}}, "could not be read"),
    (
        "move as text",
        {"kind": "act", "move": "0", "seat": 0, "action": {"type": "KeepStar"}},
        "move and seat are whole numbers",
    ),
    (
        "move as true",
        {"kind": "act", "move": True, "seat": 0, "action": {"type": "KeepStar"}},
        "move and seat are whole numbers",
    ),
    ("extra field", {"kind": "act", "move": 0, "seat": 0, "action": {"type": "KeepStar"}, "x": 1}, "could not be read"),
    ("unknown command", {"kind": "command", "move": 0, "seat": 0, "name": "win"}, "unknown command 'win'"),
    (
        "unknown language",
        {"kind": "command", "move": 0, "seat": 0, "name": "language", "value": "de"},
        "unknown language 'de'",
    ),
    (
        "action not an object",
        {"kind": "act", "move": 0, "seat": 0, "action": "Replace"},
        'This move could not be read: expected an object with a "type" name.',
    ),
    (
        "unknown action",
        {"kind": "act", "move": 0, "seat": 0, "action": {"type": "Win"}},
        "'Win' is not a move of Ipso.",
    ),
    (
        "wrong field type",
        {"kind": "act", "move": 0, "seat": 0, "action": {"type": "Replace", "centre": "0", "slot": 1}},
        "a field of Replace has the wrong type",
    ),
    ("target not a text", {"kind": "select", "move": 0, "seat": 0, "target": 3}, "the target is a text"),
    (
        "unknown target",
        {"kind": "select", "move": 0, "seat": 0, "target": "centre:7"},
        "There is nothing called 'centre:7' to choose on the board now.",
    ),
    (
        "stale move",
        {"kind": "select", "move": 5, "seat": 0, "target": "centre:0"},
        "This click came from an older board (move 5; the game is at move 0)",
    ),
    (
        "another seat",
        {"kind": "select", "move": 0, "seat": 1, "target": "centre:0"},
        "This click came from another player's screen",
    ),
    (
        "final-round move now",
        {"kind": "act", "move": 0, "seat": 0, "action": {"type": "KeepStar"}},
        "The Star card is only used in the final round",
    ),
]


@pytest.mark.parametrize("content,error", [(c, e) for _, c, e in BAD_MESSAGES], ids=[n for n, _, _ in BAD_MESSAGES])
def test_a_bad_message_gets_a_short_error_changes_nothing_and_play_goes_on(content, error, caplog):
    w = ipso_widget()
    before = snapshot(w)
    with caplog.at_level(logging.INFO, logger="cardkit.table"):
        message(w, content)
    assert error in w.scene["error"]
    assert snapshot(w) == before
    assert any("refused a message" in r.getMessage() for r in caplog.records)  # the kernel logs it
    click(w, "centre:0")  # play goes on, and the error is gone
    click(w, "p0:0")
    assert w.state.history[0] == Replace(0, 0) and not w.scene["error"]


def test_a_repeated_click_is_refused_by_its_move_counter():
    w = ipso_widget()
    click_message = {**element(w.scene, "centre:0")["send"], "move": w.scene["move"], "seat": 0}
    message(w, click_message)
    assert element(w.scene, "centre:0")["selected"]
    move = {**element(w.scene, "p0:2")["send"], "move": w.scene["move"], "seat": 0}
    message(w, move)
    played = list(w.state.history)
    message(w, move)  # the same click again, e.g. a double click
    assert w.state.history == played
    assert w.scene["error"].startswith("This click came from an older board")


def test_a_move_out_of_turn_is_refused_with_the_engines_reason():
    async def scenario():
        w = ipso_widget(("random", "human"), bot_delay=30)  # the bot waits: it is on turn
        assert w.state.to_move() == 0 and w._timer is not None
        before = snapshot(w)
        send(w, {"kind": "act", "action": {"type": "Replace", "centre": 0, "slot": 0}})
        assert w.scene["error"] == "It is not your turn: player 1 is to play."
        click_centre = {"kind": "select", "target": "centre:0"}
        send(w, click_centre)
        assert w.scene["error"] == "It is not your turn: player 1 is to play."
        assert snapshot(w) == before
        w.close()

    asyncio.run(scenario())


def test_an_error_inside_the_handler_shows_in_the_widget_is_logged_and_undone(monkeypatch, caplog):
    w = ipso_widget()

    def broken(*args):
        raise KeyError("oops")

    monkeypatch.setattr(ipso.scene.IpsoBoard, "describe", broken)
    click(w, "centre:0")
    before = snapshot(w)
    with caplog.at_level(logging.ERROR, logger="cardkit.table"):
        click(w, "p0:0")  # the engine applies the move, then writing the log line fails
    assert w.scene["error"].startswith("Something went wrong in the kernel (KeyError in test_widgets_play.py:")
    assert "oops" not in w.scene["error"]  # the details go to the kernel log, never to the page
    assert snapshot(w) == before  # the move was taken back
    assert any(r.exc_info for r in caplog.records)
    monkeypatch.undo()
    click(w, "p0:0")
    assert w.state.history[0] == Replace(0, 0) and not w.scene["error"]


# ------------------------------------------------------------------------------ bots


def test_bots_move_one_by_one_on_the_kernels_event_loop_and_stop_when_closed(monkeypatch):
    sent = record_comms(monkeypatch)

    async def scenario():
        w = ipso_widget(("human", "random", "random"), bot_delay=0.01)
        click(w, "centre:0")
        click(w, "p0:0")
        assert w.state.to_move() == 1 and len(w.state.history) == 1  # the bots wait their delay
        n = len(updates(sent))
        for _ in range(200):
            if w.state.to_move() == 0:
                break
            await asyncio.sleep(0.01)
        assert len(w.state.history) == 3 and len(updates(sent)) == n + 2  # one visible update per bot move
        click(w, "centre:0")
        click(w, "p0:1")
        w.close()
        await asyncio.sleep(0.05)
        assert len(w.state.history) == 4  # no bot moves once the widget is closed

    asyncio.run(scenario())


def test_a_new_game_or_an_undo_cancels_the_pending_bot_move():
    async def scenario():
        w = ipso_widget(("human", "random"), bot_delay=0.02)
        click(w, "centre:0")
        click(w, "p0:0")
        command(w, "new_game", value="confirm")
        old = w.match
        await asyncio.sleep(0.08)
        assert w.match is old and w.state.history == []  # the old game's bot did not play in the new one
        w.close()
        w = r5.play(("human", "random"), seed=2, bot_delay=0.02, hint_level="random")
        while w.state.to_move() != 0:
            await asyncio.sleep(0.02)
        draw = next(a for a in w.state.view(0).legal if type(a).__name__ == "Draw")
        send(w, {"kind": "act", "action": action_to_json(draw)})
        history = list(w.state.history)
        discard = next(a for a in w.state.view(0).legal if type(a).__name__ == "Discard")
        send(w, {"kind": "act", "action": action_to_json(discard)})  # the bot's move is now pending
        command(w, "undo")  # the discard showed me nothing new
        await asyncio.sleep(0.08)
        assert w.state.history == history
        w.close()

    asyncio.run(scenario())


def test_the_default_bot_level_comes_from_make_bot():
    w = ipso.play(bot_delay=0, seed=1)
    assert w.seats == ("human", "normal")
    assert not isinstance(w.table.bots[1], RandomBot)


def test_a_game_without_that_bot_level_says_so(monkeypatch):
    monkeypatch.setattr("cardkit.house_of_suits.bots.make", lambda level, seed: None)
    with pytest.raises(CardkitError, match="There is no expert bot for House of Suits in this version of cardkit"):
        hos.play(("human", "expert"))


@pytest.mark.parametrize(
    "seats,names,error",
    [
        (
            ("human", "robot"),
            None,
            "Each seat is \"human\" or a bot level (random, beginner, normal, expert), not 'robot'.",
        ),
        (("human",), None, "Ipso is played here by 2 seats, but 1 was given."),
        (("human", "random"), ["Ana"], "Give one name per seat (2 names), each a text."),
    ],
)
def test_bad_seats_or_names_are_refused_by_name(seats, names, error):
    with pytest.raises(CardkitError) as refused:
        PlayWidget("ipso", seats, {"players": 2}, names=names, bot_delay=0)
    assert str(refused.value) == error


def test_house_of_suits_is_for_two_seats():
    with pytest.raises(CardkitError, match="House of Suits is played here by 2 seats, but 3 were given"):
        hos.play(("human", "random", "random"), bot_delay=0)


# ------------------------------------------------------------------------------ helping the player


def test_a_hint_highlights_the_suggested_move_and_says_why():
    w = ipso_widget()
    command(w, "hint")
    assert w.scene["notice"] == (
        "Hint, highlighted on the board. A random bot's pick (not the Expert's, who "
        "reviews your games): Any legal move will do here: this one was picked at random."
    )
    hint = w.table.now.hint
    assert element(w.scene, f"centre:{hint.centre}")["hint"] and element(w.scene, f"p0:{hint.slot}")["hint"]
    click(w, f"centre:{hint.centre}")
    click(w, f"p0:{hint.slot}")
    assert not w.scene["notice"] and w.state.history[0] == hint


def test_a_hint_is_for_your_own_turn_only():
    w = ipso.play(("human", "human"), bot_delay=0, hint_level="random")
    command(w, "hint")
    assert w.scene["error"] == "A hint is given on your own turn only."


def test_undo_takes_back_my_last_move_unless_it_showed_me_a_new_card():
    w = r5.play(("human", "random", "random"), seed=2, bot_delay=0, hint_level="random")
    history = list(w.state.history)
    take = next(a for a in w.state.view(0).legal if type(a).__name__ == "Take")
    send(w, {"kind": "act", "action": action_to_json(take)})  # every card of the pile was in view
    command(w, "undo")
    assert w.state.history == history and not w.scene["error"]
    assert len(w.scene["log"]) == min(8, len(history))
    draw = next(a for a in w.state.view(0).legal if type(a).__name__ == "Draw")
    send(w, {"kind": "act", "action": action_to_json(draw)})
    command(w, "undo")
    assert w.scene["error"].startswith("You have seen a new card since your last move")
    assert w.state.history == history + [draw]


def test_undo_needs_a_move_of_mine_and_is_only_against_bots():
    w = ipso_widget()
    command(w, "undo")
    assert w.scene["error"] == "You have not played a move in this game yet: there is nothing to undo."
    assert element(w.scene, "centre:0") and next(b for b in w.scene["buttons"] if b["id"] == "undo")["disabled"]
    w = ipso.play(("human", "human"), bot_delay=0)
    assert "undo" not in [b["id"] for b in w.scene["buttons"]]
    command(w, "undo")
    assert w.scene["error"] == "Undo is for a game against bots, with a single player at the screen."


# ------------------------------------------------------------------------------ hot-seat


def test_hot_seat_hides_the_board_until_the_next_player_asks_and_only_they_can_play():
    w = ipso.play(("human", "human", "human"), bot_delay=0, names=["Ana", "Bob", "Cy"])
    assert w.scene["pass"]["text"].startswith("Pass the screen to Ana.")
    send(w, {"kind": "select", "target": "centre:0"})
    assert w.scene["error"] == "The cards are hidden: Ana must first ask to see them."
    command(w, "show")
    assert w.scene["seat"] == 0 and w.scene["areas"][-1]["label"] == "Ana (you), to play"
    click(w, "centre:0")
    click(w, "p0:0")
    assert w.scene["pass"]["button"]["label"] == "I am Bob: show my cards" and w.scene["areas"] == []
    message(w, {"kind": "command", "name": "show", "move": w.scene["move"], "seat": 1})
    assert w.scene["error"] == "This click came from another player's screen; nothing was changed."
    command(w, "show")
    assert w.scene["seat"] == 1 and not w.scene["pass"]


def test_watching_bots_play_leaves_no_seat_to_click():
    w = ipso.play(("random", "random"), bot_delay=0, seed=3)
    assert w.state.is_over() and w.scene["sheet"]
    send(w, {"kind": "act", "action": {"type": "KeepStar"}})
    assert w.scene["error"] == "You are watching bots play: no seat here is yours."


# ------------------------------------------------------------------------------ matches and languages


def test_a_house_of_suits_match_runs_game_after_game_with_running_totals():
    w = hos.play(("human", "random"), games=6, seed=5, bot_delay=0, hint_level="random")
    assert w.scene["subtitle"] == "Game 1 of 6, 4 suits"
    command(w, "next_game")
    assert w.scene["error"] == "The current deal is not finished yet."
    suits = []
    while True:
        while not w.state.is_over():
            send(w, {"kind": "act", "action": action_to_json(w.state.view(0).legal[0])})
        suits.append(w.state.options.suits)
        totals = w.match.totals()
        assert w.scene["totals"] == f"Match totals: Player 1 {totals[0]} · Bot 2 (random) {totals[1]}"
        if w.match.is_over():
            break
        command(w, "next_game")
    assert suits == [4, 4, 5, 5, 6, 6]
    assert w.scene["sheet"]["match"].startswith("The match is over. ")
    assert "next_game" not in [b["id"] for b in w.scene["buttons"]]
    command(w, "next_game")
    assert w.scene["error"] == "The match is over: start a new match to play on."


def test_an_ipso_tournament_is_four_games_changing_direction():
    w = ipso.play(("human", "random", "random"), tournament=True, seed=2, bot_delay=0)
    directions = []
    while True:
        directions.append(w.state.options.direction)
        assert w.scene["subtitle"].startswith(f"Tournament, game {len(directions)} of 4")
        while not w.state.is_over():
            send(w, {"kind": "act", "action": action_to_json(w.state.view(0).legal[0])})
        if w.match.is_over():
            break
        command(w, "next_game")
    assert directions == [1, -1, 1, -1]


def test_rummy_match_title_names_the_target():
    w = r5.play(("human", "random"), target=250, seed=1, bot_delay=0, language="fr")
    assert w.scene["subtitle"] == "Donne 1, match en 250 points"


def test_french_everywhere_from_the_start_or_after_a_switch():
    w = ipso_widget(language="fr")
    assert w.scene["prompt"].startswith("À vous\u00a0: choisissez l'une des deux cartes du centre")
    assert w.rules["title"] == "Règles d'Ipso"
    assert [b["label"] for b in w.scene["buttons"]] == ["Indice", "Annuler mon dernier coup", "Nouvelle partie"]
    command(w, "language", value="en")
    assert w.rules["title"] == "Rules of Ipso" and w.scene["lang"] == "en"
    w.language = "fr"
    assert w.scene["prompt"].startswith("À vous")


# ------------------------------------------------------------------------------ traits a notebook programs


def test_language_is_a_validated_trait_a_notebook_can_observe_and_link(monkeypatch):
    w = ipso_widget()
    seen = []
    w.observe(lambda change: seen.append(change["new"]), "language")
    menu = ipywidgets.Dropdown(options=["en", "fr"], value="en")
    ipywidgets.link((menu, "value"), (w, "language"))
    menu.value = "fr"
    assert w.language == "fr" and w.scene["lang"] == "fr" and w.rules["title"] == "Règles d'Ipso"
    command(w, "language", value="en")  # the board's own menu moves the trait and the linked dropdown
    assert w.language == "en" and menu.value == "en" and seen == ["fr", "en"]
    before = snapshot(w)
    with pytest.raises(traitlets.TraitError, match="unknown language 'de': choose one of en, fr"):
        w.language = "de"
    assert snapshot(w) == before and w.scene["lang"] == "en"
    sent = record_comms(monkeypatch)
    w = ipso_widget()
    w.language = "fr"
    assert len(updates(sent)) == 1  # the scene and the rules panel in one update


def test_results_are_read_only_traits_none_until_the_game_ends():
    w = hos.play(("human", "random"), games=4, seed=5, bot_delay=0, hint_level="random")
    ended = []
    w.observe(lambda change: ended.append((change["name"], change["new"])), ["winners", "match_winners"])
    assert (w.to_move, w.scores, w.winners, w.match_winners) == (0, None, None, None)
    for name in ("scores", "winners", "match_winners", "to_move"):
        with pytest.raises(traitlets.TraitError, match="read-only"):
            setattr(w, name, None if name != "to_move" else 1)
    games = 0
    while True:
        while not w.state.is_over():
            assert w.to_move == w.state.to_move() and w.scores is None
            send(w, {"kind": "act", "action": action_to_json(w.state.view(0).legal[0])})
        games += 1
        assert w.to_move is None
        assert w.scores == list(w.state.totals()) and w.winners == list(w.state.winners())
        assert ended[-1] == (
            ("match_winners", list(w.match.winners())) if w.match.is_over() else ("winners", w.winners)
        )
        if w.match.is_over():
            break
        command(w, "next_game")  # a new game: its results are not known yet
        assert (w.scores, w.winners, w.to_move) == (None, None, w.state.to_move())
    assert games == 4 and [n for n, v in ended if v is not None].count("winners") == 4
    command(w, "new_game")
    assert (w.scores, w.winners, w.match_winners) == (None, None, None)


def test_the_result_traits_stay_in_the_kernel():
    w = ipso_widget()
    assert not {"language", "to_move", "scores", "winners", "match_winners"} & set(w.get_state())


# ------------------------------------------------------------------------------ looks


def test_a_theme_or_card_back_that_does_not_exist_is_refused_in_the_boards_language_and_changes_nothing(monkeypatch):
    sent = record_comms(monkeypatch)
    w = PlayWidget("ipso", language="fr", seed=1, bot_delay=0, theme="dark", card_back="red")
    assert (w.theme, w.card_back) == ("dark", "red")
    n = len(updates(sent))
    with pytest.raises(traitlets.TraitError, match="Il n'y a pas de thème appelé 'neon'"):
        w.theme = "neon"
    with pytest.raises(traitlets.TraitError, match="pas de dos de cartes appelé 'gold'"):
        w.card_back = "gold"
    with pytest.raises(traitlets.TraitError, match="no theme called 'Dark'. Choose one of: auto, light, dark"):
        PlayWidget("ipso", seed=1, bot_delay=0, theme="Dark")
    assert (w.theme, w.card_back) == ("dark", "red") and len(updates(sent)) == n  # nothing sent
    w.theme = "contrast"
    assert updates(sent)[-1]["state"] == {"theme": "contrast"}  # one update, only the look


def test_the_page_cannot_change_the_boards_looks(monkeypatch):
    from benchmarks.reliability.attacks_app import update

    sent = record_comms(monkeypatch)
    w = ipso_widget()
    sent.clear()
    update(w, theme="dark", card_back="green")
    assert (w.theme, w.card_back) == ("auto", "auto")
    [(kind, data)] = sent  # the kernel's values, sent back to the page
    assert data["state"] == {"theme": "auto", "card_back": "auto"}
