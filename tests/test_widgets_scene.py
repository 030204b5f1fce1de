"""The scenes of the three games, phase by phase, and the static diagrams built from them.

Scenes are driven through the play widget's own messages (``widget_helpers``), so each test reads
like a player at the board: click this, then that, and see what the board shows.
"""

from __future__ import annotations

import html
import random
import subprocess
import sys
import textwrap

import pytest

import cardkit.house_of_suits as hos
import cardkit.ipso as ipso
import cardkit.rummy500 as r5
from cardkit import games, i18n
from cardkit.core import action_to_json
from cardkit.house_of_suits.rules import Place, PlaceLast, SetAside
from cardkit.ipso.rules import Replace, SpendStar, Swap
from cardkit.rummy500.cards import ids
from cardkit.rummy500.rules import Discard, Draw, LayOff, Meld, Take
from cardkit.scene import Context, to_svg
from cardkit.testing import click, command, element, scene_cards as elements, send


def ipso_widget(seed: int = 1, **kw):
    return ipso.play(("human", "random"), seed=seed, bot_delay=0, hint_level="random", **kw)


def face_up_ids(scene: dict) -> set[str]:
    return {item["id"] for item in elements(scene) if item["face"] == "up"}


# ------------------------------------------------------------------------------ Ipso


def test_ipso_board_starts_with_two_centre_cards_up_and_every_pyramid_face_down():
    w = ipso_widget()
    scene = w.scene
    centre = [element(scene, f"centre:{c}") for c in (0, 1)]
    assert [c["rank"] for c in centre] == [str(n) for n in w.state.centre]
    for seat in (0, 1):
        for slot in range(14):
            assert element(scene, f"p{seat}:{slot}")["face"] == "down"
        assert element(scene, f"star:{seat}")["rank"] == "★"
    assert scene["areas"][-1]["mine"] and scene["areas"][-1]["current"]
    assert scene["prompt"].startswith("Your turn: choose one of the two centre cards")


def test_ipso_a_centre_card_then_a_face_down_place_replaces_it():
    w = ipso_widget()
    card = w.state.centre[1]
    click(w, "centre:1")
    assert element(w.scene, "centre:1")["selected"]
    assert w.scene["prompt"].startswith(f"Now choose the face-down card of your pyramid that {card}")
    assert element(w.scene, "p0:4")["send"] == {"kind": "act", "action": {"type": "Replace", "centre": 1, "slot": 4}}
    click(w, "p0:4")
    assert w.state.history[0] == Replace(1, 4)
    assert element(w.scene, "p0:4")["rank"] == str(card)
    assert w.scene["log"][0].startswith(f"Player 1 put {ipso.scene.short(card)} in the row of 5, 5th from the left")


def test_ipso_a_place_first_then_the_centre_card_works_too_and_a_second_click_takes_a_choice_back():
    w = ipso_widget()
    click(w, "p0:9")
    assert element(w.scene, "p0:9")["selected"]
    click(w, "p0:9")
    assert "selected" not in element(w.scene, "p0:9") and w.state.history == []
    click(w, "p0:9")
    click(w, "centre:0")
    assert w.state.history[0] == Replace(0, 9)


def test_ipso_replacing_a_face_up_card_gets_the_rulebook_explanation_and_changes_nothing():
    w = ipso_widget()
    click(w, "centre:0")
    click(w, "p0:0")
    click(w, "centre:0")
    before = list(w.state.history)
    click(w, "p0:0")
    assert w.scene["error"].startswith("You may only replace a face-down card of your pyramid")
    assert w.state.history == before
    assert element(w.scene, "centre:0")["selected"]  # the choice stays: pick another place


def test_ipso_final_round_keep_or_spend_the_star_then_swap_the_drawn_card():
    w = ipso_widget(seed=2)
    while w.state.phase == "play":
        click(w, "centre:0")
        click(w, f"p0:{w.state.down[0][0]}")
    assert [c["id"] for c in w.scene["choices"]] == ["keep", "spend"]
    assert w.scene["prompt"].startswith("Final round")
    turn = len(w.state.history)
    send(w, element(w.scene, "spend")["send"])
    drawn = w.state.drawn
    assert element(w.scene, "drawn")["rank"] == str(drawn)
    assert [c["id"] for c in w.scene["choices"]] == ["discard_drawn"]
    assert element(w.scene, "p0:3")["send"]["action"] == {"type": "Swap", "slot": 3}
    click(w, "p0:3")
    assert w.state.history[turn : turn + 2] == [SpendStar(), Swap(3)]
    assert element(w.scene, "p0:3")["rank"] == str(drawn)
    assert element(w.scene, "star:0")["face"] == "slot"


def test_ipso_the_card_drawn_with_the_star_is_face_down_for_the_other_players():
    state = ipso.Game.new({"players": 2}, 3)
    while state.phase == "play":
        state.apply(state.legal_actions()[0])
    state.apply(SpendStar())
    drawer, other = state.to_move(), 1 - state.to_move()
    names = ["Ana", "Bob"]
    mine = ipso.scene.BOARD.build(state.view(drawer), Context(names, live=True))
    theirs = ipso.scene.BOARD.build(state.view(other), Context(names))
    assert element(mine, "drawn")["card"] == f"ipso:{state.drawn}"
    assert element(theirs, "drawn")["face"] == "down" and "card" not in element(theirs, "drawn")
    assert [c["id"] for c in mine["choices"]] == ["discard_drawn"] and theirs["choices"] == []


def test_ipso_cards_have_shape_colour_stars_and_an_aria_label_in_each_language():
    w = ipso_widget()
    click(w, "centre:0")
    click(w, "p0:6")
    n = w.state.pyramids[0][6]
    item = element(w.scene, "p0:6")
    assert item["pip"] == ipso.card(n).color.shape and item["tone"] == ipso.card(n).color.value
    assert item.get("stars", 0) == ipso.card(n).stars
    assert item["label"].startswith(f"{n}, ") and item["label"].endswith(", your pyramid, row of 4, 2nd from the left")
    command(w, "language", value="fr")
    assert element(w.scene, "p0:6")["label"].endswith(", votre pyramide, rangée de 4, 2e en partant de la gauche")
    assert element(w.scene, "p0:0")["label"].startswith("carte face cachée, votre pyramide, rangée de 5, 1re")


def test_ipso_score_sheet_explains_every_row_and_agrees_with_the_engine():
    w = ipso_widget(seed=4)
    while w.state.phase == "play":
        click(w, "centre:1")
        click(w, f"p0:{w.state.down[0][-1]}")
    send(w, element(w.scene, "keep")["send"])
    assert w.state.is_over()
    sheet = w.scene["sheet"]
    assert [s["total"] for s in sheet["seats"]] == w.state.totals()
    assert sheet["seats"][0]["lines"][-2][0] == "Star card kept: + 3 points"
    assert sheet["result"].startswith(("Winner: ", "Shared win: "))
    assert w.scene["prompt"].startswith("The game is over. ")  # a single game: no "match" is spoken of


# ------------------------------------------------------------------------------ House of Suits


def hos_widget(seed: int = 1, **kw):
    kw.setdefault("seats", ("human", "random"))
    return hos.play(kw.pop("seats"), seed=seed, bot_delay=0, hint_level="random", **kw)


def test_house_of_suits_set_aside_is_one_click_and_stays_face_down_for_the_opponent():
    w = hos_widget(dealer=1)  # seat 0 plays first
    assert w.scene["prompt"].startswith("Choose the card to set aside face down")
    card = w.state.hands[0][2]
    click(w, f"hand:{card}")
    assert w.state.history[0] == SetAside(card)
    assert element(w.scene, "aside:0")["card"] == f"hos:{card}"  # mine, face up for me
    assert element(w.scene, "aside:1")["face"] == "down"  # the bot's, face down
    assert w.scene["log"] == ["Player 1 sets a card aside, face down.", "Bot 2 (random) sets a card aside, face down."]


def test_house_of_suits_a_turn_is_the_market_card_then_the_investment_card():
    w = hos_widget(dealer=1)
    click(w, f"hand:{w.state.hands[0][0]}")
    market, investment = w.state.hands[0][0], w.state.hands[0][3]
    click(w, f"hand:{market}")
    assert element(w.scene, f"hand:{market}")["selected"]
    assert w.scene["prompt"].startswith(f"The {hos.card(market).name()} goes to the market")
    click(w, f"hand:{market}")  # changed my mind
    assert w.state.moves == 2 and "selected" not in element(w.scene, f"hand:{market}")
    click(w, f"hand:{market}")
    click(w, f"hand:{investment}")
    assert w.state.history[2] == Place(market, investment)
    assert f"market:{market}" in face_up_ids(w.scene) and f"invest:0:{investment}" in face_up_ids(w.scene)


def test_house_of_suits_market_and_investments_are_grouped_by_suit_with_their_totals():
    w = hos_widget(suits=6, dealer=1)
    zone = next(z for a in w.scene["areas"] for z in a["zones"] if z["id"] == "market")
    assert zone["layout"] == "groups"
    assert [r["label"] for r in zone["rows"]] == [f"{s.label()}: 0" for s in hos.SUITS]
    rng = random.Random(2)
    for _ in range(6):
        send(w, {"kind": "act", "action": action_to_json(rng.choice(w.state.view(0).legal))})
    zone = next(z for a in w.scene["areas"] for z in a["zones"] if z["id"] == "market")
    for row, cards in zip(zone["rows"], w.state.view(0).market):
        assert row["label"].endswith(f": {sum(hos.card(c).value for c in cards)}")
        assert [item["card"] for item in row["cards"]] == [f"hos:{c}" for c in cards]


def test_house_of_suits_a_single_last_card_goes_where_the_player_chooses():
    w = hos_widget(dealer=1)
    rng = random.Random(5)
    while len(w.state.hands[0]) != 1 or w.state.to_move() != 0:
        send(w, {"kind": "act", "action": action_to_json(rng.choice(w.state.view(0).legal))})
    card = w.state.hands[0][0]
    assert [c["id"] for c in w.scene["choices"]] == ["last:market", "last:investment"]
    assert w.scene["choices"][1]["label"] == f"Put the {hos.card(card).name()} in your investment"
    send(w, w.scene["choices"][1]["send"])
    assert PlaceLast(card, "investment") in w.state.history


def test_house_of_suits_at_the_end_the_set_aside_cards_join_the_market_and_the_sheet_agrees():
    w = hos_widget(dealer=0, language="fr")
    rng = random.Random(6)
    while not w.state.is_over():
        send(w, {"kind": "act", "action": action_to_json(rng.choice(w.state.view(0).legal))})
    aside = w.state.aside
    ups = face_up_ids(w.scene)
    assert {f"market:{c}" for c in aside} <= ups
    sheet = w.scene["sheet"]
    assert [s["total"] for s in sheet["seats"]] == w.state.totals()
    assert sheet["intro"][0].startswith("Totaux du marché, les deux cartes mises de côté comprises")
    zone = next(z for a in w.scene["areas"] for z in a["zones"] if z["id"] == "aside:0")
    # one phrase: the seat's own card, once revealed, is no longer "only you see it"
    assert zone["label"] == "votre carte mise de côté, révélée, est maintenant au marché"
    assert not zone.get("note") and zone["rows"][0]["cards"] == []


# ------------------------------------------------------------------------------ Rummy 500


def r5_widget(seed: int = 1, **kw):
    return r5.play(kw.pop("seats", ("human", "random")), seed=seed, bot_delay=0, hint_level="random", **kw)


def first_human_turn(seed: int):
    """A Rummy widget on the human's first draw (the bot may have played first)."""
    w = r5_widget(seed)
    assert w.state.to_move() == 0 and w.state.view(0).phase == "draw"
    return w


def test_rummy_the_stock_draws_and_every_discard_pile_card_can_be_tried():
    w = first_human_turn(1)
    assert w.scene["prompt"].startswith("Your turn: draw the top card of the stock")
    assert element(w.scene, "stock")["send"] == {"kind": "act", "action": {"type": "Draw"}}
    n = len(w.state.pile)
    for i in range(n):
        assert element(w.scene, f"discard:{i}")["send"]["action"] == {"type": "Take", "index": i}
    top = element(w.scene, f"discard:{n - 1}")
    assert top["label"].endswith("discard pile (spread, bottom to top), 1st from the top, " + top["note"])
    # Who put each card on the pile is public: it ends the card's label and shows on hover and focus.
    seats = w.state.view(0).discard_from
    names = {-1: "turned up at the deal", 0: "discarded by You", 1: "discarded by Bot 2 (random)"}
    assert [element(w.scene, f"discard:{i}")["note"] for i in range(n)] == [names.get(s, s) for s in seats]
    click(w, "stock")
    assert w.state.history[-1] == Draw() and w.state.view(0).phase == "play"


def test_rummy_select_cards_then_meld_lay_off_or_discard():
    state = r5.Game.position(["7S 8S 9S 2H 5D", "KC KD 3C 4C 6D 9D"], discard="QH", stock="4H 10C JC", to_move=0)
    w = r5_widget(1)
    w.set_position(state)
    click(w, "stock")
    for c in ids("9S 7S 8S"):
        click(w, f"hand:{c}")
    assert w.scene["prompt"].endswith("Selected: 7♠ 8♠ 9♠.")
    meld = element(w.scene, "meld")
    assert meld["label"] == "Meld 7♠ 8♠ 9♠"
    send(w, meld["send"])
    assert isinstance(w.state.history[-1], Meld) and not w.scene["error"]
    [heart] = ids("2H")
    click(w, f"hand:{heart}")
    place = element(w.scene, "layoff:0")
    assert place["face"] == "slot" and place["pip"] == "+" and "legal" not in place
    send(w, place["send"])  # the 2♥ does not fit a run of spades: the engine says why
    assert w.scene["error"].startswith("The 2♥ cannot be laid off on the run of spades (7♠ 8♠ 9♠)")
    assert w.state.history[-1] == Meld(tuple(ids("7S 8S 9S")))
    discard = element(w.scene, "discard")
    assert discard["label"] == "Discard the 2♥"
    turn = len(w.state.history)
    send(w, discard["send"])
    assert w.state.history[turn] == Discard(heart)  # then the bot played its turn


def test_rummy_a_refused_take_is_explained_and_the_turn_goes_on():
    state = r5.Game.position(["7S 2H 5D", "KC KD 3C"], discard="7H KH 2C", stock="4H 10C JC", to_move=0)
    w = r5_widget(1)
    w.set_position(state)
    click(w, "discard:0")
    assert w.scene["error"].startswith("You may not take the 7♥ with the cards above it (K♥ 2♣)")
    assert "legal" not in element(w.scene, "discard:0") and element(w.scene, "discard:2")["legal"]
    click(w, "discard:2")
    assert w.state.history == [Take(2)] and not w.scene["error"]
    assert "not to be discarded this turn" in element(w.scene, f"hand:{ids('2C')[0]}")["label"]
    assert w.scene["prompt"].endswith("You may not discard the 2♣ this turn.")


def test_rummy_laying_off_on_anyones_meld_through_its_plus_place():
    state = r5.Game.position(
        ["10S 2H 5D 9C", "KC KD 3C"], discard="QH", melds=[(1, "7S 8S 9S")], stock="4H 10C JC", to_move=0
    )
    w = r5_widget(1)
    w.set_position(state)
    click(w, "stock")
    [ten] = ids("10S")
    click(w, f"hand:{ten}")
    place = element(w.scene, "layoff:0")
    assert place["legal"] and place["label"] == "Lay off the 10♠ here: Bot 2 (random)'s run of spades"
    send(w, place["send"])
    assert w.state.history[-1] == LayOff(ten, 0)
    assert element(w.scene, f"meld0:{ten}")["label"].endswith("laid off by Player 1")


def test_rummy_with_the_stock_empty_the_player_takes_from_the_pile_or_ends_the_hand():
    state = r5.Game.position(["7S 2H 5D", "KC KD 3C"], discard="7H KH 2C", stock="", to_move=0)
    w = r5_widget(1)
    w.set_position(state)
    assert w.scene["prompt"] == "The stock is empty: take from the discard pile, or end the hand."
    assert not [item for item in elements(w.scene) if item["id"] == "stock"]
    [end] = w.scene["choices"]
    assert end["label"] == "End the hand (the stock is empty)"
    send(w, end["send"])
    assert w.state.is_over() and w.scene["sheet"]["intro"] == [
        "The stock was empty and Player 1 did not take from the discard pile."
    ]


def test_rummy_score_sheet_breakdown_adds_up_to_the_engine_totals():
    for seed in range(6):
        w = r5_widget(seed, seats=("human", "random", "random"))
        rng = random.Random(seed)
        while not w.state.is_over():
            send(w, {"kind": "act", "action": action_to_json(rng.choice(w.state.view(0).legal))})
        sheet = w.scene["sheet"]
        for seat in sheet["seats"]:
            assert seat["total"] == sum(points for _, points in seat["lines"])
        assert [s["total"] for s in sheet["seats"]] == w.state.totals()


# ------------------------------------------------------------------------------ static diagrams


@pytest.mark.parametrize(
    "game,options", [("ipso", {"players": 3}), ("house_of_suits", {"suits": 5}), ("rummy500", {"players": 2})]
)
def test_states_and_views_draw_themselves_as_svg_for_saved_notebooks(game, options):
    from cardkit.core import game_class

    state = game_class(game).new(options, 7)
    rng = random.Random(7)
    for _ in range(6):
        state.apply(rng.choice(state.legal_actions()))
    for obj in (state, state.view(1)):
        bundle = obj._repr_mimebundle_()
        svg = obj._repr_svg_()
        assert set(bundle) == {"image/svg+xml", "text/plain"} and bundle["image/svg+xml"] == svg
        assert svg.startswith('<svg xmlns="http://www.w3.org/2000/svg"')
        assert "[??]" in bundle["text/plain"]  # the text board, face-down cards and all
        assert "<style" not in svg and "class=" not in svg  # styles as attributes survive sanitizers
        assert svg.count("<title>") >= 10  # every card has a label for screen readers
    state.play_random(rng)
    final = state._repr_svg_()
    assert "Score sheet" in final and ("Winner: " in final or "Shared win: " in final)


def test_a_diagram_shows_only_what_its_seat_sees():
    state = hos.Game.new({"suits": 4}, 3)
    svg = state.view(0)._repr_svg_()
    for c in state.hands[1]:
        assert hos.card(c).name() not in svg
    for c in state.hands[0]:
        assert hos.card(c).name() in svg


def test_a_diagram_speaks_the_chosen_language_with_the_players_names():
    from cardkit.scene import diagram

    state = r5.Game.new({"players": 3}, 2)
    svg = html.unescape(str(diagram(state.view(2), "fr", ["Ana", "Bob", "Cy"])))  # d&#x27;Ana: read as text
    assert "Vu par Cy" in svg and "main d'Ana" in svg and "votre main" in svg and "talon" in svg
    with pytest.raises(TypeError, match="give a game's State or View"):
        diagram("7S")


@pytest.mark.parametrize("game", games.names())
def test_states_and_views_draw_themselves_once_their_game_package_alone_is_imported(game):
    # Defined once on the core's State and View, the board found through the registry: importing a
    # game's package is enough, no other game's, no widget, and no game class carries its own copy.
    others = [f"cardkit.{name}" for name in games.names() if name != game] + ["cardkit.widgets"]
    code = textwrap.dedent(f"""
        import sys
        import cardkit.{game} as game
        state = game.SPEC.state.new(None, 1)
        for position in (state, state.view(0)):
            assert "_repr_html_" not in vars(type(position)) and "_repr_svg_" not in vars(type(position))
            assert "_repr_mimebundle_" not in vars(type(position))
            assert position._repr_svg_().startswith("<svg")
            assert position._repr_mimebundle_()["image/svg+xml"] == position._repr_svg_()
        print(sorted(m for m in sys.modules if m.startswith({tuple(others)!r})))
    """)
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert result.stdout.strip() == "[]", result.stderr


def test_the_widget_saves_its_board_as_a_static_svg_for_notebooks_without_a_kernel():
    w = ipso_widget()
    data, _ = w._repr_mimebundle_()
    assert "application/vnd.jupyter.widget-view+json" in data and "text/html" not in data
    assert data["image/svg+xml"].count("<title>") == len(elements(w.scene))
    assert to_svg(w.scene, "A picture of the board: run the cell to play.") == data["image/svg+xml"]
    # It says it is a picture (a front end without the widget manager shows it in place of the board).
    assert ' — A picture of the board: run the cell to play."' in data["image/svg+xml"]
    assert ">A picture of the board: run the cell to play.<" in data["image/svg+xml"]


def test_engines_and_diagrams_work_without_any_widget_library():
    code = textwrap.dedent("""
        import sys
        class Block:
            def find_spec(self, name, path=None, target=None):
                if name.split(".")[0] in ("ipywidgets", "anywidget", "traitlets"):
                    raise ImportError(f"{name} is blocked")
        sys.meta_path.insert(0, Block())
        import cardkit.ipso, cardkit.rummy500, cardkit.house_of_suits
        for mod in (cardkit.ipso, cardkit.rummy500, cardkit.house_of_suits):
            state = mod.Game.new(None, 1)
            assert state._repr_mimebundle_()["image/svg+xml"].startswith("<svg")
        assert not any(m.split(".")[0] in ("ipywidgets", "anywidget") for m in sys.modules)
        print("ok")
    """)
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert result.stdout.strip() == "ok", result.stderr


# ------------------------------------------------------------------------------ texts


def test_every_scene_and_widget_text_exists_in_english_and_french():
    import cardkit.widgets.play  # noqa: F401  (registers the widget's texts)

    en, fr = i18n.keys("en"), i18n.keys("fr")
    ours = {k for k in en | fr if k.startswith(("scene.", "widgets.")) or ".scene." in k or ".log." in k}
    assert ours and {k for k in ours if k in en} == {k for k in ours if k in fr}


@pytest.mark.parametrize("game", ["ipso", "rummy500", "house_of_suits"])
def test_the_rules_panel_has_each_games_rules_in_both_languages(game):
    from cardkit.session.rules_panel import load_rules

    en, fr = load_rules(game, "en"), load_rules(game, "fr")
    assert [list(b) for b in en["blocks"]] == [list(b) for b in fr["blocks"]]  # the same structure
    assert sum(1 for b in en["blocks"] if "h" in b) >= 4
    assert en["title"].startswith("Rules of") and fr["title"].startswith(("Règles de", "Règles d'"))


def test_rummy_the_hint_outlines_the_meld_or_discard_button_only_when_it_names_the_cards_selected():
    w = first_human_turn(1)
    click(w, "stock")
    view = w.state.view(0)
    board = games.spec("rummy500").board
    hand = sorted(c.index for c in view.hand)
    meld = Meld(tuple(hand[:3]))  # the scene draws whatever the hint says: it need not be legal here

    def choices(selection, hint):
        scene = board.build(view, Context(w.names(), selection=selection, hint=hint, live=True))
        return {c["id"]: c.get("hint", False) for c in scene["choices"]}

    assert choices((hand[0],), meld) == {"meld": False, "discard": False}  # one card selected: not that meld
    assert choices(tuple(hand[:3]), meld) == {"meld": True}
    assert choices((hand[0],), Discard(hand[1])) == {"meld": False, "discard": False}
    assert choices((hand[1],), Discard(hand[1])) == {"meld": False, "discard": True}
