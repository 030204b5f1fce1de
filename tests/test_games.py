"""The registry of games and the explicit action declarations (cardkit.games, cardkit.core.actions)."""

from __future__ import annotations

import dataclasses
import pickle
import subprocess
import sys
import textwrap

import pytest

from cardkit import games
from cardkit.core import Action, CardkitError, action_from_json, action_to_json


def test_the_kit_registers_its_three_games_in_menu_order():
    assert games.names() == ("ipso", "rummy500", "house_of_suits")


@pytest.mark.parametrize("name", ["ipso", "rummy500", "house_of_suits"])
def test_each_game_declares_every_part(name):
    spec = games.spec(name)
    assert spec.state.name == name
    assert spec.match is spec.state.Match
    assert spec.title("en") and spec.title("fr") and spec.about("fr")
    assert all(path.exists() for path in spec.rules.values())
    assert set(spec.players) and all(n >= 2 for n in spec.players)
    for choice in spec.form:
        assert choice.option in spec.match_option_names()
        assert choice.default in [value for value, _ in choice.values]
    state = spec.state.new(None, seed=1)
    assert games.spec_of(state) is spec and games.spec_of(state.view(0)) is spec


def test_an_unknown_game_is_refused_naming_the_known_games():
    with pytest.raises(CardkitError, match="poker") as refused:
        games.spec("poker")
    assert "ipso, rummy500, house_of_suits" in str(refused.value)
    with pytest.raises(CardkitError):
        games.spec(["ipso"])


def test_a_spec_missing_a_part_is_refused_naming_the_game_and_the_part():
    spec = dataclasses.replace(games.spec("ipso"), name="ipso2", bots=None)
    with pytest.raises(TypeError, match="ipso2 declares no bots"):
        games.register(spec)
    assert "ipso2" not in games.names()


def test_invariants_are_the_one_part_a_game_may_leave_out():
    spec = dataclasses.replace(games.spec("ipso"), invariants=None)
    with pytest.raises(TypeError, match="two games are registered as 'ipso'"):  # no part was missing
        games.register(spec)
    with pytest.raises(TypeError, match="ipso: invariants is a function of a state"):
        games.register(dataclasses.replace(spec, invariants="every card"))


def test_two_games_registering_one_name_are_refused():
    with pytest.raises(TypeError, match="two games are registered as 'ipso'"):
        games.register(games.spec("ipso"))


def test_a_form_choice_must_be_a_match_option():
    spec = games.spec("rummy500")
    bad = dataclasses.replace(spec, form=(games.Choice("colour", "rummy500.form.target", ((1, "x"),), 1),))
    with pytest.raises(TypeError, match="'colour', which is not a match option"):
        games.register(bad)


def test_an_action_class_declared_twice_is_refused():
    code = textwrap.dedent("""
        from cardkit.core import Action
        class Pass(Action):
            pass
        try:
            class Pass(Action):
                pass
        except TypeError as e:
            print(e)
    """)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert "the action Pass of __main__ is declared twice" in out


def test_an_action_field_must_be_an_int_a_str_or_a_tuple_of_ints():
    with pytest.raises(TypeError, match="an action field is an int, a str or a tuple of ints"):

        class Bad(Action):
            card: float


class Draw(Action):
    pass


class Pass(Action):
    pass


class Swap(Action):
    slot: int


class Meld(Action):
    cards: tuple[int, ...]


def test_actions_equal_only_actions_of_their_own_kind():
    assert Draw() == Draw() and Draw() != Pass()
    assert Swap(3) == Swap(slot=3) and Swap(3) != (3,) and Swap(3) != Meld((3,))
    assert hash(Swap(3)) == hash(Swap(3)) and len({Draw(), Pass(), Swap(3), Swap(3)}) == 3


def test_actions_read_like_their_fields():
    swap = Swap(4)
    assert (swap.slot, swap[0], swap[-1], len(swap), list(swap), swap[:1]) == (4, 4, 4, 1, [4], (4,))
    assert repr(Meld((1, 2))) == "Meld(cards=(1, 2))" and swap._asdict() == {"slot": 4}
    match swap:
        case Swap(slot=slot):
            assert slot == 4
    assert not hasattr(swap, "__dict__")


def test_actions_survive_pickling_and_json():
    for action in (Draw(), Swap(13), Meld((5, 6, 7))):
        assert pickle.loads(pickle.dumps(action)) == action
        assert action_from_json((Draw, Swap, Meld), action_to_json(action), "test") == action
