"""Game records and save files.

A record is the options, the seed and the actions: replaying it rebuilds the game exactly, so
replay, undo and save/load are one mechanism. A save file is JSON with a format version and a
SHA-256 of its content, so a truncated or flipped byte is caught before anything is rebuilt, and a
file from a newer cardkit is refused by its version number.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any, NamedTuple

from cardkit.core.game import BadSave, CardkitError, State, action_from_json, action_to_json

FORMAT = "cardkit"
FORMAT_VERSION = 1
KNOWN_VERSIONS = (1,)
# The longest real save is a Rummy 500 match to 500 (a few hundred kB); anything far larger is refused
# before it is parsed, so a hostile file costs nothing.
MAX_SAVE_BYTES = 4_000_000


def game_class(name: str) -> type[State]:
    """The State class of a registered game, by its name (``cardkit.games`` holds the registry)."""
    from cardkit import games  # the registry sits above the core: looked up when a game is needed

    return games.spec(name).state


class Record(NamedTuple):
    game: str
    options: dict
    seed: int
    actions: tuple

    def replay(self, upto: int | None = None) -> State:
        """The game after the first ``upto`` actions (all of them by default)."""
        state = game_class(self.game).new(self.options, self.seed)
        for action in self.actions[:upto]:
            state.apply(action)
        return state

    @classmethod
    def load(cls, data: Any) -> tuple[Record, State]:
        """The record a JSON object describes and the game it replays to. Each move is read and played
        in turn, so the first malformed or illegal one stops the load (a hostile file of a million
        moves costs one move's work)."""
        _check_record(data)
        state = game_class(data["game"]).new(data["options"], data["seed"])
        actions = []
        for move in data["actions"]:
            action = action_from_json(state.Actions, move, state.title)
            state.apply(action)
            actions.append(action)
        return cls(data["game"], data["options"], data["seed"], tuple(actions)), state

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "options": self.options,
            "seed": self.seed,
            "actions": [action_to_json(a) for a in self.actions],
        }

    @classmethod
    def from_json(cls, data: Any) -> Record:
        _check_record(data)
        actions = game_class(data["game"]).Actions
        return cls(
            data["game"],
            data["options"],
            data["seed"],
            tuple(action_from_json(actions, a, data["game"]) for a in data["actions"]),
        )


def _check_record(data: Any) -> None:
    if not isinstance(data, dict) or set(data) != {"game", "options", "seed", "actions"}:
        raise BadSave("core.bad_save", reason="a game needs exactly game, options, seed and actions")
    if not isinstance(data["actions"], list) or type(data["seed"]) is not int:
        raise BadSave("core.bad_save", reason="the seed or the list of moves is malformed")
    if not isinstance(data["game"], str) or not isinstance(data["options"], dict):
        raise BadSave("core.bad_save", reason="the game name or its options are malformed")


def dumps(kind: str, payload: dict[str, Any]) -> str:
    """A save file's text: the payload wrapped with the format, its version and a checksum."""
    body = {"format": FORMAT, "version": FORMAT_VERSION, "kind": kind, "payload": payload}
    return json.dumps({**body, "sha256": _digest(body)}, ensure_ascii=False, sort_keys=True)


def loads(text: str | bytes, kind: str) -> dict[str, Any]:
    """The payload of a save file of ``kind``, or BadSave naming what is wrong."""
    if not isinstance(text, (str, bytes, bytearray)):
        raise BadSave("core.bad_save", reason=f"a save file is a text, not {type(text).__name__}")
    if len(text) > MAX_SAVE_BYTES:
        raise BadSave("core.bad_save", reason=f"it is larger than any real game ({len(text):,} characters)")
    try:
        data = json.loads(text)
    except (ValueError, UnicodeDecodeError, RecursionError) as e:
        raise BadSave("core.bad_save", reason=f"it is not valid JSON ({type(e).__name__})") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise BadSave("core.bad_save", reason="it is not a cardkit save file")
    version = data.get("version")
    if type(version) is not int:
        raise BadSave("core.bad_save", reason="its format version is missing")
    if version > FORMAT_VERSION:
        raise BadSave("core.future_save", version=version, supported=FORMAT_VERSION)
    if version not in KNOWN_VERSIONS:
        raise BadSave("core.bad_save", reason=f"its format version {version} was never written by cardkit")
    digest = data.pop("sha256", None)
    try:
        matches = digest == _digest(data)
    except RecursionError:  # nested deeper than any save file: a hostile file
        matches = False
    if not matches:
        raise BadSave("core.bad_save", reason="its checksum does not match (the file was changed or cut)")
    if data.get("kind") != kind:
        raise BadSave("core.bad_save", reason=f"it holds a {data.get('kind')!r}, not a {kind!r}")
    return data["payload"]


def _digest(body: dict[str, Any]) -> str:
    canonical = json.dumps(body, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(canonical.encode()).hexdigest()


def save_game(state: State) -> str:
    return dumps("game", state.record().to_json())


def load_game(text: str | bytes) -> State:
    """Rebuild a saved game, replaying every move; any bad move refuses the whole file."""
    payload = loads(text, "game")
    try:
        return Record.load(payload)[1]
    except BadSave:
        raise
    except CardkitError as e:
        raise BadSave("core.bad_save", reason=f"its content is not a legal game ({e})") from None
