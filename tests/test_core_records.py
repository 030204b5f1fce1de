"""Records, save files and matches: the game-agnostic core, exercised with Ipso."""

import json
import random
import time

import pytest

from cardkit.core import (
    BadSave,
    CardkitError,
    IllegalAction,
    Match,
    Record,
    action_from_json,
    action_to_json,
    derive_seed,
    game_class,
    load_game,
    save_game,
)
from cardkit.core.record import FORMAT_VERSION, dumps
from cardkit.ipso import DiscardDrawn, Game, KeepStar, Replace, SpendStar, Swap


def finished_game(seed=1, players=2):
    state = Game.new({"players": players}, seed)
    state.play_random(random.Random(seed))
    return state


def test_actions_round_trip_through_json():
    for action in (Replace(1, 13), KeepStar(), SpendStar(), Swap(0), DiscardDrawn()):
        data = json.loads(json.dumps(action_to_json(action)))
        assert action_from_json(Game.Actions, data, "Ipso") == action


def test_actions_of_different_kinds_are_never_equal():
    assert KeepStar() != SpendStar() != DiscardDrawn()
    assert Swap(3) != (3,) and Replace(0, 3) != (0, 3)
    assert len({KeepStar(), SpendStar(), DiscardDrawn()}) == 3


@pytest.mark.parametrize(
    "data, message",
    [
        ([], "expected an object"),
        ({"type": "Teleport"}, "'Teleport' is not a move of Ipso"),
        ({"type": "Replace", "centre": 0}, "takes the fields centre, slot"),
        ({"type": "Replace", "centre": 0, "slot": 1, "extra": 2}, "takes the fields"),
        ({"type": "Replace", "centre": "0", "slot": 1}, "wrong type"),
        ({"type": "Replace", "centre": True, "slot": 1}, "wrong type"),
        ({"type": "Swap", "slot": [1]}, "wrong type"),
    ],
)
def test_malformed_action_json_is_refused_with_a_reason(data, message):
    with pytest.raises(IllegalAction, match=message):
        action_from_json(Game.Actions, data, "Ipso")


def test_apply_json_plays_a_move_and_refuses_nonsense_without_change():
    state = Game.new({"players": 2})
    assert state.apply_json({"type": "Replace", "centre": 1, "slot": 2}, seat=0) == Replace(1, 2)
    with pytest.raises(IllegalAction, match="not your turn"):
        state.apply_json({"type": "Replace", "centre": 1, "slot": 2}, seat=0)  # the same message again
    assert state.history == [Replace(1, 2)]


def test_errors_explain_themselves_in_french_too():
    state = Game.new({"players": 2})
    with pytest.raises(IllegalAction) as refusal:
        state.apply(Replace(0, 0), seat=1)
    assert refusal.value.explain("fr") == "Ce n'est pas votre tour\u00a0: c'est au joueur 1 de jouer."


def test_errors_cross_process_pools_intact():
    import pickle

    state = Game.new({"players": 2})
    with pytest.raises(IllegalAction) as refusal:
        state.apply(Replace(0, 0), seat=1)
    again = pickle.loads(pickle.dumps(refusal.value))
    assert type(again) is IllegalAction and str(again) == str(refusal.value)
    assert again.explain("fr") == refusal.value.explain("fr")


def test_a_save_file_rebuilds_the_game_exactly():
    state = finished_game()
    assert load_game(save_game(state)).__dict__ == state.__dict__


def test_a_save_file_records_options_seed_and_actions_with_a_version():
    data = json.loads(save_game(finished_game()))
    assert data["format"] == "cardkit" and data["version"] == FORMAT_VERSION and data["kind"] == "game"
    assert set(data["payload"]) == {"game", "options", "seed", "actions"}


def test_every_truncation_of_a_save_file_is_refused_clearly():
    text = save_game(Game.new({"players": 2}, 3))
    for cut in range(len(text)):
        with pytest.raises(BadSave, match="cannot be loaded"):
            load_game(text[:cut])


def test_every_byte_flip_of_a_save_file_is_refused_clearly():
    state = Game.new({"players": 2}, 3)
    state.apply(Replace(0, 5))
    state.apply(Replace(1, 9))
    raw = save_game(state).encode()
    for i in range(len(raw)):
        for flip in (0x01, 0x20):
            corrupted = bytearray(raw)
            corrupted[i] ^= flip
            with pytest.raises(BadSave):
                load_game(bytes(corrupted))


def test_a_save_file_from_a_future_version_is_refused_by_name():
    data = json.loads(save_game(finished_game()))
    data["version"] = FORMAT_VERSION + 1
    with pytest.raises(BadSave, match=f"newer cardkit \\(format version {FORMAT_VERSION + 1}"):
        load_game(json.dumps(data))


def test_a_save_file_with_an_illegal_move_is_refused_whole():
    record = finished_game().record().to_json()
    record["actions"][5] = {"type": "KeepStar"}
    with pytest.raises(BadSave, match="not a legal game"):
        load_game(dumps("game", record))


def test_a_save_file_of_an_unknown_game_is_refused():
    with pytest.raises(BadSave, match="Unknown game 'chess'"):
        load_game(dumps("game", {"game": "chess", "options": {}, "seed": 1, "actions": []}))


def test_a_match_file_is_not_loaded_as_a_game():
    with pytest.raises(BadSave, match="holds a 'match'"):
        load_game(Match("ipso").save())


def test_unknown_game_names_are_refused():
    with pytest.raises(CardkitError, match="the games are: ipso"):
        game_class("chess")


def test_seed_must_be_a_whole_number():
    with pytest.raises(CardkitError, match="seed"):
        Game.new(None, seed="7")


def test_a_record_replays_any_prefix():
    state = finished_game(seed=4)
    record = state.record()
    assert isinstance(record, Record)
    assert record.replay(10).history == state.history[:10]


def test_deal_seeds_are_stable_and_distinct():
    assert derive_seed(1, 0) == derive_seed(1, 0)
    assert len({derive_seed(s, i) for s in range(10) for i in range(10)}) == 100


def test_a_match_saves_and_loads_mid_deal():
    match = Match("ipso", {"players": 3}, seed=5)
    match.current.play_random(random.Random(0))
    match.next_deal()
    for _ in range(7):
        match.apply(match.current.legal_actions()[0])
    again = Match.load(match.save())
    assert [d.__dict__ for d in again.deals] == [d.__dict__ for d in match.deals]
    assert again.totals() == match.totals()


def test_every_truncation_of_a_match_file_is_refused():
    text = Match("ipso", {"players": 2}, seed=6).save()
    for cut in range(0, len(text), 3):
        with pytest.raises(BadSave):
            Match.load(text[:cut])


def test_a_match_cannot_move_on_before_the_deal_ends():
    match = Match("ipso")
    with pytest.raises(IllegalAction, match="not finished"):
        match.next_deal()


def test_match_undo_takes_back_moves_of_the_current_deal():
    match = Match("ipso")
    match.apply(Replace(0, 0))
    match.undo()
    assert match.current.history == []
    with pytest.raises(IllegalAction, match="no move to undo"):
        match.undo()


@pytest.mark.parametrize("text", [None, {"format": "cardkit"}, 12, ["cardkit"]])
def test_a_save_that_is_not_a_text_is_refused_as_a_bad_save(text):
    with pytest.raises(BadSave, match="a save file is a text"):
        load_game(text)


@pytest.mark.parametrize("depth", [100, 990, 5000, 200_000])
def test_a_save_nested_to_any_depth_is_refused_quickly(depth):
    text = '{"format": "cardkit", "version": 1, "kind": "game", "payload": ' + "[" * depth + "]" * depth + "}"
    started = time.process_time()
    with pytest.raises(BadSave, match="cannot be loaded"):
        load_game(text)
    with pytest.raises(BadSave):
        Match.load(text)
    assert time.process_time() - started < 2  # generous: a hostile file must not cost real work


@pytest.mark.parametrize("version", [0, -1, FORMAT_VERSION + 1])
def test_only_the_known_format_versions_are_loaded(version):
    data = json.loads(save_game(finished_game()))
    data["version"] = version
    with pytest.raises(BadSave):
        load_game(json.dumps(data))


def test_a_save_with_a_million_moves_is_refused_without_replaying_them():
    record = Game.new({"players": 2}, 3).record().to_json()
    record["actions"] = [{"type": "KeepStar"}] * 1_000_000
    started = time.process_time()
    with pytest.raises(BadSave, match="larger than any real game"):
        load_game(dumps("game", record))
    record["actions"] = [{"type": "KeepStar"}] * 100_000  # under the size limit: the first move stops it
    text = dumps("game", record)
    started = time.process_time()
    with pytest.raises(BadSave, match="not a legal game"):
        load_game(text)
    assert time.process_time() - started < 2


def test_the_first_bad_move_of_a_save_stops_the_load():
    record = finished_game().record().to_json()
    record["actions"][3] = {"type": "Teleport"}
    record["actions"][10] = "garbage"
    with pytest.raises(BadSave, match="'Teleport' is not a move of Ipso"):
        load_game(dumps("game", record))
