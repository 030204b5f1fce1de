"""Hidden information at the table: a screen receives only what the seat at the screen may see.

Complete matches of every game and seat count are played through the table's messages, by a player
clicking the board (with some random clicks that the rules refuse) against random bots, and in
hot-seat. Every frame (after each message and after each bot move), every answer and the board's
static SVG are scanned for the identity of any card: each one found must be a card the seat at the
screen has seen so far in this deal (in the current view or an earlier one). On a pass screen no
card at all may appear. The same matches played through the play widget check every message it
publishes (the opening state, every update) and its saved HTML snapshot.
"""
from __future__ import annotations

import json
import random
import re

import pytest

import cardkit.house_of_suits as hos
import cardkit.ipso as ipso
import cardkit.rummy500 as r5
from cardkit import games
from cardkit.core import action_to_json
from cardkit.house_of_suits.deck import SUITS as HOS_SUITS
from cardkit.rummy500.rules import Meld
from cardkit.scene import to_svg
from cardkit.table import Table
from widget_helpers import click, command, element, elements, record_comms, send, shown

# ------------------------------------------------------------------------------ what a seat sees


def ipso_visible(view) -> set[str]:
    seen = {n for p in view.pyramids for n in p if n is not None} | set(view.centre) | set(view.discards)
    seen |= set(getattr(view, "pile_bottom", ()))
    if view.drawn is not None:
        seen.add(view.drawn)
    return {f"ipso:{n}" for n in seen}


def hos_visible(view) -> set[str]:
    seen = set(view.hand) | {c for cards in view.market for c in cards}
    seen |= {c for seat in view.investments for cards in seat for c in cards}
    if view.set_aside is not None:
        seen.add(view.set_aside)
    if view.revealed is not None:
        seen |= {c for c in view.revealed if c >= 0}
    return {f"hos:{c}" for c in seen}


def r5_visible(view) -> set[str]:
    seen = set(view.hand) | set(view.discard) | {c for m in view.melds for c in m.cards}
    seen |= {c for cards in view.known for c in cards} | {c for cards in view.shown_hands for c in cards}
    return {f"r500:{c.index}" for c in seen}


# ------------------------------------------------------------------------------ card mentions
# Every way the kit writes a card: its identity field, its short form ("45✚", "7♥") and its name
# ("45, orange cross", "7 of hearts", "as de pique").

IPSO_SHAPES = "●▲■◆✚"
IPSO_WORDS = "magenta|yellow|green|blue|orange|rond|triangle|carré|losange|croix"
HOS_SYMBOLS = {s.symbol: i for i, s in enumerate(HOS_SUITS)}
HOS_NAMES = {"spades": 0, "hearts": 1, "diamonds": 2, "clubs": 3, "stars": 4, "moons": 5,
             "pique": 0, "cœur": 1, "carreau": 2, "trèfle": 3, "étoile": 4, "lune": 5}
R5_SYMBOLS = {"♣": 0, "♦": 1, "♥": 2, "♠": 3}
R5_NAMES = {"clubs": 0, "diamonds": 1, "hearts": 2, "spades": 3, "trèfle": 0, "carreau": 1, "cœur": 2, "pique": 3}
R5_RANKS = {"a": 1, "ace": 1, "as": 1, "j": 11, "jack": 11, "valet": 11, "q": 12, "queen": 12, "dame": 12,
            "k": 13, "king": 13, "roi": 13, **{str(n): n for n in range(2, 11)}}


def ipso_mentions(text: str) -> set[str]:
    found = set(re.findall(r"ipso:(\d+)", text))
    found |= set(re.findall(rf"(\d+)[{IPSO_SHAPES}]", text))
    found |= set(re.findall(rf"(\d+), (?:{IPSO_WORDS})\b", text))
    return {f"ipso:{n}" for n in found}


def hos_mentions(text: str) -> set[str]:
    found = {int(c) for c in re.findall(r"hos:(\d+)", text)}
    for value, symbol in re.findall(rf"(10|[1-9]|A)([{''.join(HOS_SYMBOLS)}])", text):
        found.add(HOS_SYMBOLS[symbol] * 10 + (1 if value == "A" else int(value)) - 1)
    names = "|".join(HOS_NAMES)
    for value, suit in re.findall(rf"\b(ace|as|10|[1-9]) (?:of|de) ({names})", text, flags=re.IGNORECASE):
        v = 1 if value.lower() in ("ace", "as") else int(value)
        found.add(HOS_NAMES[suit.lower()] * 10 + v - 1)
    return {f"hos:{c}" for c in found}


def r5_mentions(text: str) -> set[str]:
    found = {int(c) for c in re.findall(r"r500:(\d+)", text)}
    for rank, symbol in re.findall(r"(10|[2-9AJQK])([♣♦♥♠])", text):
        found.add(R5_SYMBOLS[symbol] * 13 + R5_RANKS[rank.lower()] - 1)
    ranks = "|".join(k for k in R5_RANKS if len(k) > 1 or k.isdigit())
    names = "|".join(R5_NAMES)
    # Full names start the aria labels; the engine writes cards "7♠" and describes the cards a meld
    # would need by the rule ("the 7 and 8 of spades"), which names no card of anybody's.
    for rank, suit in re.findall(rf'"({ranks}) (?:of|de) ({names})', text, flags=re.IGNORECASE):
        found.add(R5_NAMES[suit.lower()] * 13 + R5_RANKS[rank.lower()] - 1)
    return {f"r500:{c}" for c in found}


def test_the_scanners_find_every_way_a_card_is_written():
    assert ipso_mentions('{"card": "ipso:45"} put 7▲ there; "12, green square, 2 stars"') == \
        {"ipso:45", "ipso:7", "ipso:12"}
    assert hos_mentions("the 7 of hearts, A♠, 10☾, as de pique, hos:59") == {"hos:16", "hos:0", "hos:59"}
    assert r5_mentions('discards the 7♠; "queen of hearts, hand", "roi de trèfle, r500:5"') == \
        {"r500:45", "r500:37", "r500:12", "r500:5"}
    assert r5_mentions("a run needs two spades next to it (7 and 8 of spades)") == set()
    assert ipso_mentions("row of 4, 2nd from the left; 46 cards") == set()


# ------------------------------------------------------------------------------ the driver

GAMES = {
    "ipso": (ipso_visible, ipso_mentions, "ipso"),
    "house_of_suits": (hos_visible, hos_mentions, "hos"),
    "rummy500": (r5_visible, r5_mentions, "r500"),
}


def next_click(scene: dict, action) -> str | None:
    """The id of the element to click next to play ``action`` through the board, None if it is there."""
    wanted = action_to_json(action)
    for item in elements(scene) + scene["choices"]:
        send_ = item.get("send")
        if send_ and send_["kind"] == "act" and send_["action"] == wanted:
            return item["id"]
    selected = {item["id"] for item in elements(scene) if item.get("selected")}
    kind = type(action).__name__
    if kind == "Replace":  # Ipso: centre card first
        return f"centre:{action.centre}"
    if kind == "Place":  # House of Suits: the market card first (another card picked: put it back)
        return selected.pop() if selected else f"hand:{action.market}"
    if kind in ("Meld", "LayOff", "Discard"):  # Rummy 500: select exactly the cards of the move
        cards = set(action.cards) if isinstance(action, Meld) else {action.card}
        want = {f"hand:{c}" for c in cards}
        return sorted(want ^ selected)[0]
    raise AssertionError(f"no way to play {action} on the board")


class Scanner:
    """Checks what reaches the screen against what the seat at the screen has seen at that moment."""

    def __init__(self, table: Table, game: str) -> None:
        self.table = table
        self.visible, self.mentions, self.prefix = GAMES[game]
        self.seen: dict[int, set[str]] = {}
        self.deal: tuple = ()
        self.messages = 0
        self.failures: list[str] = []
        self.learn()

    def learn(self) -> None:
        """What each seat has seen so far: called after every action, the bots' too."""
        match = self.table.match
        deal = (id(match), len(match.deals))
        if deal != self.deal:  # a new deal: the cards are dealt afresh, nobody has seen them
            self.seen, self.deal = {}, deal
        for seat in range(match.num_players):
            self.seen.setdefault(seat, set()).update(self.visible(match.current.view(seat)))

    def watch(self, widget, sent) -> None:
        """Check every message the widget publishes from now on (and the ones it already sent)."""
        original = widget.table._record

        def record(*args):  # every action, the bots' too
            original(*args)
            self.learn()
        widget.table._record = record
        for msg_type, data in sent:  # the opening state, sent before this scanner existed
            self.check(msg_type, data)
        self.raise_failures()
        sent.on_publish = self.check

    def check(self, msg_type: str, data) -> None:
        # Called from inside the widget's message handler, which catches every exception (and would
        # show it in the widget): keep the failure to raise it afterwards.
        try:
            self.learn()
            self.check_text(json.dumps(data, ensure_ascii=False))
            state = data.get("state", {}) if isinstance(data, dict) else {}
            if "scene" in state:
                self.check_scene(state["scene"])
        except AssertionError as e:
            self.failures.append(str(e))
        self.messages += 1

    def check_frame(self, scene: dict) -> None:
        self.check_text(json.dumps(scene, ensure_ascii=False))
        self.check_scene(scene)
        self.messages += 1

    def raise_failures(self) -> None:
        assert not self.failures, self.failures[0]

    def check_text(self, text: str) -> None:
        found = self.mentions(text)
        now = self.table.now
        if now.hidden:
            assert not found, f"cards {sorted(found)} on a pass screen"
        else:
            leaked = found - self.seen[now.screen]
            assert not leaked, f"seat {now.screen} was sent unseen cards {sorted(leaked)}"

    def check_scene(self, scene: dict) -> None:
        for item in elements(scene):
            if item["face"] == "down":
                assert not {"card", "rank", "pip", "tone", "stars"} & set(item), item
            elif item["face"] == "slot":  # an empty place: at most a "+" to click
                assert not {"card", "rank", "tone", "stars"} & set(item), item
        actions = [item["send"]["action"] for item in elements(scene) + scene.get("choices", [])
                   if item.get("send", {}).get("kind") == "act"]
        cards = set()
        for a in actions:
            cards.update(a.get(f) for f in ("card", "market", "investment") if f in a)
            cards.update(a.get("cards", ()))
        ids = {f"{self.prefix}:{c}" for c in cards}
        unseen = ids - self.seen[self.table.now.screen]
        assert not unseen, f"actions name unseen cards {sorted(unseen)}"


def play_match(front, game: str, rng: random.Random, send, show, max_steps: int = 20000) -> None:
    """Play the whole match through the board: ``send(payload)`` sends what a clicked element carries,
    ``show()`` returns the scene on the screen, ``front`` is the table or the widget."""
    table = front if isinstance(front, Table) else front.table
    for step in range(max_steps):
        match = table.match
        state = match.current
        now = table.now
        if now.hidden:
            send({"kind": "command", "name": "show"})
        elif state.is_over():
            if match.is_over():
                break
            send({"kind": "command", "name": "next_game"})
        else:
            view = state.view(now.screen)
            assert view.to_move == now.screen and view.legal  # bots have moved, a human is on turn
            roll = rng.random()
            if roll < 0.08:  # a random click: a selection, or a move the rules may refuse
                scene = show()
                send(rng.choice([i for i in elements(scene) + scene["choices"] if i.get("send")])["send"])
            elif roll < 0.10:
                send({"kind": "command", "name": "hint"})
            else:
                action = rng.choice(view.legal)
                before = len(state.history)
                if any(b["id"] == "clear" for b in show()["buttons"]):
                    send({"kind": "command", "name": "clear"})  # start the move afresh after random clicks
                for _ in range(20):
                    scene = show()
                    send(element(scene, next_click(scene, action))["send"])
                    assert not show()["error"], show()["error"]
                    if table.match.current is not state or len(state.history) > before:
                        break
                else:
                    raise AssertionError(f"could not play {action} through the board")
    else:
        raise AssertionError("the match did not end")
    assert table.match.is_over()


def play_table(table: Table, game: str, rng: random.Random) -> Scanner:
    """Play the whole match at the table; scan every frame and every answer. Returns the scanner."""
    scanner = Scanner(table, game)
    frames = []  # the frame on the screen now, built once per change
    steps = [0]

    def show() -> dict:
        if not frames:
            frames.append(table.frame())
            scanner.check_frame(frames[0])
        return frames[0]

    def bots() -> None:  # one by one, each frame scanned, as a front end pacing them shows it
        while table.bot_to_move() is not None:
            assert table.step_bot().ok
            scanner.learn()
            frames.clear()
            show()

    def send_(payload: dict) -> None:
        scene = show()
        outcome = table.handle({**payload, "move": scene["move"], "seat": scene["seat"]})
        scanner.learn()
        scanner.check_text(outcome.error)
        frames.clear()
        if outcome.ok:
            bots()
        steps[0] += 1
        if steps[0] % 50 == 0:
            scanner.check_text(to_svg(show()))  # the board as a static picture

    bots()
    show()
    play_match(table, game, rng, send_, show)
    return scanner


def play_through(widget, sent: list, game: str, rng: random.Random) -> Scanner:
    """Play the whole match through the widget's messages; scan everything it publishes."""
    scanner = Scanner(widget.table, game)
    scanner.watch(widget, sent)
    steps = [0]

    def send_(payload: dict) -> None:
        send(widget, payload)
        scanner.raise_failures()
        steps[0] += 1
        if steps[0] % 50 == 0:
            scanner.check_text(widget._repr_mimebundle_()[0]["image/svg+xml"])

    play_match(widget, game, rng, send_, lambda: widget.scene)
    scanner.raise_failures()
    return scanner


CASES = [
    *[("ipso", ("human",) + ("random",) * (n - 1), {}) for n in range(2, 7)],
    ("ipso", ("random", "human", "random"), {"tournament": True, "odd_even": True}),
    ("ipso", ("human", "human"), {}),
    ("ipso", ("random", "human", "random", "human"), {}),
    ("house_of_suits", ("human", "random"), {"games": 6}),
    ("house_of_suits", ("random", "human"), {"suits": 5}),
    ("house_of_suits", ("human", "human"), {"games": 6}),
    *[("rummy500", ("human",) + ("random",) * (n - 1), {"target": 250}) for n in (2, 3, 4)],
    ("rummy500", ("human", "random", "human"), {"target": 250}),
]
PLAY = {"ipso": ipso.play, "house_of_suits": hos.play, "rummy500": r5.play}


def table_for(game: str, seats: tuple, options: dict, **kwargs) -> Table:
    """The table each game's ``play()`` would put behind its widget (Ipso's is one game by default)."""
    if "players" in games.spec(game).match_option_names():
        options = {"players": len(seats), **options}
    if game == "ipso":
        options = {"tournament": False, **options}
    return Table(game, seats, options, **kwargs)


@pytest.mark.parametrize("seed", [1, 2])
@pytest.mark.parametrize("game,seats,options", CASES, ids=lambda v: "-".join(v) if isinstance(v, tuple) else None)
def test_no_frame_names_a_card_its_seat_has_not_seen(game, seats, options, seed):
    rng = random.Random(seed * 7919 + len(seats))
    table = table_for(game, seats, options, seed=rng.randrange(1000), hint_level="random",
                      language=rng.choice(["en", "fr"]))
    scanner = play_table(table, game, rng)
    assert scanner.messages > 10
    assert table.frame()["sheet"] is not None  # the match ran to its end, score sheet shown


@pytest.mark.parametrize("game,seats,options", [
    ("ipso", ("random", "human", "random", "human"), {}),
    ("house_of_suits", ("human", "random"), {"games": 6}),
    ("rummy500", ("human", "random", "human"), {"target": 250}),
], ids=lambda v: "-".join(v) if isinstance(v, tuple) else None)
def test_no_message_to_the_browser_names_a_card_its_seat_has_not_seen(monkeypatch, game, seats, options):
    sent = record_comms(monkeypatch)
    rng = random.Random(7919 + len(seats))
    widget = PLAY[game](seats, seed=rng.randrange(1000), bot_delay=0, hint_level="random",
                        language=rng.choice(["en", "fr"]), **options)
    scanner = play_through(widget, sent, game, rng)
    assert scanner.messages > 10
    assert widget.scene["sheet"] is not None  # the match ran to its end, score sheet shown


def test_the_scan_catches_a_hidden_card_named_in_a_log_line(monkeypatch):
    holder = {}

    def leaky(self, action, actor, before, after):
        secret = holder["table"].state.pile[0]  # the bottom of the draw pile: nobody has seen it
        return lambda lang, names: f"psst: {ipso.scene.short(secret)}"

    monkeypatch.setattr(ipso.scene.IpsoBoard, "describe", leaky)
    holder["table"] = table = table_for("ipso", ("human", "random"), {}, seed=3)
    with pytest.raises(AssertionError, match="unseen cards"):
        play_table(table, "ipso", random.Random(3))


def test_the_scan_catches_a_hidden_card_drawn_face_up(monkeypatch):
    holder = {}
    build = hos.scene.HouseOfSuitsBoard.build

    def leaky(self, view, ctx):
        scene = build(self, view, ctx)
        if "table" in holder:
            secret = holder["table"].state.hands[1 - view.seat][0]
            scene["areas"][0]["zones"][0]["rows"][0]["cards"].append(
                hos.scene.sc.card("x", "a card", rank="?", pip="?", tone="hearts", ident=f"hos:{secret}"))
        return scene

    monkeypatch.setattr(hos.scene.HouseOfSuitsBoard, "build", leaky)
    holder["table"] = table = table_for("house_of_suits", ("human", "random"), {}, seed=3)
    with pytest.raises(AssertionError, match="unseen cards"):
        play_table(table, "house_of_suits", random.Random(3))


def test_the_scan_catches_a_hidden_card_in_a_message_of_the_widget(monkeypatch):
    holder = {}

    def leaky(self, action, actor, before, after):
        secret = holder["widget"].state.pile[0]
        return lambda lang, names: f"psst: {ipso.scene.short(secret)}"

    monkeypatch.setattr(ipso.scene.IpsoBoard, "describe", leaky)
    sent = record_comms(monkeypatch)
    holder["widget"] = widget = ipso.play(("human", "random"), seed=3, bot_delay=0)
    with pytest.raises(AssertionError, match="unseen cards"):
        play_through(widget, sent, "ipso", random.Random(3))


def test_a_pass_screen_shows_no_card_and_the_next_hand_only_after_asking():
    table = table_for("house_of_suits", ("human", "human"), {}, seed=4)
    scene = table.frame()
    assert scene["pass"] and not scene["areas"] and hos_mentions(json.dumps(scene, ensure_ascii=False)) == set()
    first = table.state.to_move()
    assert scene["pass"]["button"]["label"] == f"I am Player {first + 1}: show my cards"
    command(table, "show")
    assert shown(table)["seat"] == first and shown(table)["areas"]
    click(table, f"hand:{table.state.view(first).hand[0]}")  # the set-aside ends this player's turn
    assert shown(table)["pass"] and shown(table)["pass"]["button"]["label"] == \
        f"I am Player {2 - first}: show my cards"
    assert hos_mentions(json.dumps(shown(table), ensure_ascii=False)) == set()
    command(table, "show")
    assert shown(table)["seat"] == 1 - first
