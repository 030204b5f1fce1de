"""The records: a player's finished games kept across visits (cardkit.records, docs/records.md)."""

from __future__ import annotations

import json
import os
import stat

import pytest

from cardkit.coach import puzzles
from cardkit.core import CardkitError
from cardkit.core.bots import make_bot
from cardkit.core.record import dumps, save_game
from cardkit.core.shipped import puzzle_ids
from cardkit.games import spec
from cardkit.records import Puzzles, RecordsError, open_records, wilson
from cardkit.records.store import kept
from test_rooms import redis_server  # noqa: F401  (a fixture: a redis-server of the module's own)

ANA = "ana-browser-0123456789"
BOB = "bob-browser-9876543210"


def finished(game: str = "ipso", seed: int = 1):
    """A finished deal played by bots, as a Record."""
    state = spec(game).state.new(None, seed)
    bots = [make_bot(game, "normal", seed + i) for i in range(state.num_players)]
    while not state.is_over():
        seat = state.to_move()
        state.apply(bots[seat].choose(state.view(seat)))
    return state.record()


def kept_game(seed: int = 1, date: float = 1000.0, game: str = "ipso"):
    record = finished(game, seed)
    return kept(record, 0, ["human", "normal"], ["Ana", "Bot 2 (normal)"], date), record


@pytest.fixture(params=["sqlite", "redis"])
def records(request, tmp_path):
    """The records beside the rooms, in their SQLite file or on their Redis server (emptied first)."""
    url = tmp_path / "rooms.db" if request.param == "sqlite" else request.getfixturevalue("redis_server").url
    with open_records(url) as r:
        if request.param == "redis":
            r.rows.store.command("flushdb")
        yield r


def test_a_kept_game_is_listed_to_its_player_only_with_its_result(records):
    game, record = kept_game()
    assert records.add(ANA, game, record)
    listed = records.list(ANA)
    assert [g.id for g in listed] == [game.id]
    state = record.replay()
    assert listed[0].scores == tuple(state.totals()) and listed[0].won == (0 in state.winners())
    assert records.list(BOB) == []
    assert records.record(ANA, game.id)[1] == record
    with pytest.raises(RecordsError):
        records.record(BOB, game.id)  # another player's id opens nothing


def test_the_store_names_a_player_by_the_sha_256_of_their_id_alone(records):
    """ "A person is a player id kept in the browser, stored hashed": nothing the store holds (every row of the
    SQLite file, every key and field on Redis) carries the id itself, after a game, an import and a puzzle."""
    import hashlib
    import sqlite3

    records.add(ANA, *kept_game(1))
    assert records.import_(BOB, records.export(ANA)) == 1
    records.solve(ANA, puzzles.shipped("ipso")[0].id, True)
    if hasattr(records.rows, "path"):
        with sqlite3.connect(records.rows.path) as db:
            held = "\n".join(db.iterdump())
    else:
        store = records.rows.store
        held = "\n".join(f"{key} {store.command('hgetall', key)}" for key in store.command("keys", "cardkit:records:*"))
    for player in (ANA, BOB):
        assert player not in held and hashlib.sha256(player.encode()).hexdigest() in held


def test_the_same_game_added_twice_is_kept_once(records):
    game, record = kept_game()
    assert records.add(ANA, game, record) is True
    assert records.add(ANA, game, record) is False  # a retry, a second tab
    assert len(records.list(ANA)) == 1


def test_list_is_newest_first_and_summary_counts_wins_with_a_wilson_interval(records):
    for seed in range(1, 6):
        records.add(ANA, *kept_game(seed, date=1000.0 + seed))
    listed = records.list(ANA)
    assert [g.date for g in listed] == sorted((g.date for g in listed), reverse=True)
    (line,) = records.summary(ANA)
    assert (line.game, line.opponents, line.games) == ("ipso", "normal", 5)
    assert line.wins == sum(g.won for g in listed)
    assert (line.low, line.high) == pytest.approx(wilson(line.wins, 5))
    assert line.margins[-1] == pytest.approx(sum(g.margin for g in listed) / 5, abs=0.01)
    assert wilson(0, 0) == (0.0, 1.0) and wilson(5, 10) == pytest.approx((0.2366, 0.7634), abs=1e-3)


def test_export_then_import_into_an_empty_file_gives_the_same_games(records, tmp_path):
    for seed in (1, 2):
        records.add(ANA, *kept_game(seed))
    text = records.export(ANA)
    with open_records(tmp_path / "other.db") as other:
        assert other.import_(BOB, text) == 2
        assert [g.id for g in other.list(BOB)] == [g.id for g in records.list(ANA)]
        with pytest.raises(RecordsError) as refused:
            other.import_(BOB, text)  # every game already kept
        assert refused.value.key == "records.nothing_new"
        assert "déjà" in refused.value.explain("fr")


def bad_files(records) -> dict[str, str]:
    records.add(ANA, *kept_game(1))
    good = json.loads(records.export(ANA))
    cheated = json.loads(json.dumps(good["payload"]))
    cheated["games"][0]["record"]["actions"] = cheated["games"][0]["record"]["actions"][:-1]  # not over
    unfinished = dumps("records", cheated)
    flipped = records.export(ANA).replace('"seat": 0', '"seat": 1')
    newer = json.loads(records.export(ANA))
    newer["version"] = 99
    return {
        "damaged": flipped,
        "cut": records.export(ANA)[:-40],
        "foreign": save_game(finished().replay()),
        "not json": "hello",
        "oversized": "x" * 5_000_000,
        "future": json.dumps(newer),
        "unfinished": unfinished,
    }


@pytest.mark.parametrize(
    "case", ["damaged", "cut", "foreign", "not json", "oversized", "future", "unfinished"]
)  # fmt: skip
def test_a_bad_import_is_refused_whole_with_a_clear_message(records, case):
    text = bad_files(records)[case]
    fresh, _ = kept_game(7)
    with pytest.raises(CardkitError) as refused:
        records.import_(BOB, text)
    assert refused.value.explain("en") and refused.value.explain("fr") != refused.value.explain("en")
    assert records.list(BOB) == []  # nothing half-imported
    assert len(records.list(ANA)) == 1 and fresh.id not in {g.id for g in records.list()}


def test_a_file_with_one_bad_game_among_good_ones_imports_none(records, tmp_path):
    for seed in (1, 2):
        records.add(ANA, *kept_game(seed))
    payload = json.loads(records.export(ANA))["payload"]
    payload["games"][1]["record"]["actions"][0] = {"kind": "nonsense"}
    with open_records(tmp_path / "other.db") as other:
        with pytest.raises(RecordsError) as refused:
            other.import_(BOB, dumps("records", payload))
        assert refused.value.params["n"] == 2
        assert other.list() == []


@pytest.mark.parametrize("player", ["", "short", "x" * 200, "has space in it ok", 12345678901234567])
def test_a_forged_or_malformed_player_id_is_refused_and_reads_nothing(records, player):
    records.add(ANA, *kept_game())
    with pytest.raises(RecordsError) as refused:
        records.list(player)
    assert refused.value.key == "records.bad_player"
    assert records.list("forged-but-well-formed-id") == []  # an id nobody used sees no game


def test_an_unreachable_store_says_so_and_changes_nothing(tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    with pytest.raises(CardkitError) as refused:
        open_records(blocker / "rooms.db")
    assert "rooms file" in refused.value.explain("en")
    with pytest.raises(CardkitError) as refused:
        open_records("redis://127.0.0.1:1/0")
    assert refused.value.key == "rooms.unreachable" and "127.0.0.1:1" in refused.value.explain("en")
    foreign = tmp_path / "foreign.db"
    import sqlite3

    sqlite3.connect(foreign).execute("CREATE TABLE t (x)")
    with pytest.raises(CardkitError):
        open_records(foreign)


def test_the_records_file_is_its_owners_alone(tmp_path):
    with open_records(tmp_path / "rooms.db") as records:
        records.add(ANA, *kept_game())
    assert stat.S_IMODE(os.stat(tmp_path / "rooms.db").st_mode) == 0o600


def test_the_rooms_still_open_the_file_the_records_share(tmp_path):
    from cardkit.rooms import open_store

    with open_records(tmp_path / "rooms.db") as records:
        records.add(ANA, *kept_game())
    with open_store("sqlite:///" + str(tmp_path / "rooms.db").lstrip("/")) as store:
        assert store.create("ipso", None, ["human", "normal"]).status == "waiting"
    with open_records(tmp_path / "rooms.db") as records:
        assert len(records.list(ANA)) == 1


def test_a_play_widget_s_game_is_added_when_asked_once_it_is_over(records):
    from cardkit.widgets.play import PlayWidget

    board = PlayWidget("ipso", ["normal", "normal"], seed=4, bot_delay=0)
    assert records.add(ANA, board) is False  # only a person's own seat is kept
    board = PlayWidget("ipso", ["human", "normal"], seed=4, bot_delay=0)
    assert records.add(ANA, board) is False  # not over yet
    bot = make_bot("ipso", "normal", 9)
    state = board.table.state
    while not state.is_over():
        board.table.state.apply(bot.choose(state.view(state.to_move())))
        board.table.run_bots()
    assert records.add(ANA, board) is True
    assert records.add(ANA, board) is False
    (game,) = records.list(ANA)
    assert game.seat == 0 and game.seats == ("human", "normal")


def test_delete_one_then_all(records):
    a, b = kept_game(1), kept_game(2)
    records.add(ANA, *a)
    records.add(ANA, *b)
    records.add(BOB, *a)
    assert records.delete(ANA, a[0].id) == 1
    assert [g.id for g in records.list(ANA)] == [b[0].id]
    assert records.delete(ANA) == 1 and records.list(ANA) == []
    assert len(records.list(BOB)) == 1  # another player's games stay


# ---------------------------------------------------------------------- the command line
def run_cli(capsys, *argv: str) -> tuple[int, str, str]:
    from cardkit.cli import main

    code = main(["records", *argv])
    out = capsys.readouterr()
    return code, out.out, out.err


# ------------------------------------------------------------------------------ puzzles solved
def test_a_puzzle_is_solved_when_the_first_answer_is_right_and_a_later_answer_changes_nothing(records):
    first, second = (p.id for p in puzzles.shipped("rummy500")[:2])
    assert records.solve(ANA, first, True) is True
    assert records.solve(ANA, first, True) is False  # a retry, a second tab: counted once
    assert records.solve(ANA, first, False) is False  # a second try after the answer: the first one stands
    assert records.solve(ANA, second, False) is True
    assert records.solve(ANA, second, True) is False  # right after reading the answer: not solved
    assert records.answered(ANA) == {first: True, second: False}
    lines = {line.game: line for line in records.puzzles(ANA)}
    assert set(lines) == {"ipso", "rummy500", "house_of_suits"}
    assert lines["rummy500"] == Puzzles("rummy500", solved=1, tried=2, of=len(puzzles.shipped("rummy500")))
    assert lines["ipso"].solved == lines["ipso"].tried == 0 and lines["ipso"].of == len(puzzles.shipped("ipso"))
    assert all(line.tried == 0 for line in records.puzzles(BOB))  # another player's answers are theirs
    records.solve(BOB, first, True)
    assert {line.game: line.solved for line in records.puzzles()}["rummy500"] == 2  # a teacher: every player's


def test_the_records_and_the_coach_name_the_shipped_puzzles_alike():
    for game in ("ipso", "rummy500", "house_of_suits"):
        assert puzzle_ids(game) == tuple(p.id for p in puzzles.shipped(game)) and len(set(puzzle_ids(game))) >= 2
        assert all(puzzles.by_id(id).game == game for id in puzzle_ids(game))


@pytest.mark.parametrize(
    "puzzle, right, key",
    [
        ("rummy500-000000000000", True, "records.unknown_puzzle"),
        ("chess-4b539c2e6eef", True, "records.unknown_puzzle"),
        (None, True, "records.unknown_puzzle"),
        (["rummy500-4b539c2e6eef"], True, "records.unknown_puzzle"),
        ("known", 1, "records.bad_answer"),
        ("known", "yes", "records.bad_answer"),
    ],
)
def test_an_unknown_puzzle_or_a_malformed_answer_is_refused_and_keeps_nothing(records, puzzle, right, key):
    puzzle = puzzles.shipped("rummy500")[0].id if puzzle == "known" else puzzle
    with pytest.raises(RecordsError) as refused:
        records.solve(ANA, puzzle, right)
    assert refused.value.key == key and refused.value.explain("fr").endswith("rien n'a été gardé.")
    assert records.answered(ANA) == {}
    with pytest.raises(RecordsError):
        records.solve("bad id", puzzles.shipped("rummy500")[0].id, True)


def test_deleting_every_game_keeps_the_puzzles_solved(records):
    records.add(ANA, *kept_game())
    records.solve(ANA, puzzles.shipped("ipso")[0].id, True)
    records.delete(ANA)
    assert records.list(ANA) == [] and records.puzzles(ANA)[0].solved == 1


def test_the_command_lists_summarises_exports_and_imports(tmp_path, capsys):
    url = "sqlite:///" + str(tmp_path / "rooms.db").lstrip("/")
    with open_records(url) as records:
        for seed in (1, 2):
            records.add(ANA, *kept_game(seed, date=1_700_000_000.0 + seed))
        records.add(BOB, *kept_game(3))
        records.solve(ANA, puzzles.shipped("house_of_suits")[0].id, True)
    code, out, _ = run_cli(capsys, "list", "--rooms", url, "--format", "json")
    assert code == 0 and len(json.loads(out)) == 3  # a teacher: every player's games
    code, out, _ = run_cli(capsys, "list", "--rooms", url, "--player", ANA, "--format", "csv")
    assert code == 0 and out.splitlines()[0].startswith("id,player,date,game") and len(out.splitlines()) == 3
    assert "2023-11-14T22:13:21+00:00" in out
    code, out, _ = run_cli(capsys, "summary", "--rooms", url, "--player", ANA)
    assert code == 0 and out.split()[:3] == ["game", "opponents", "games"] and "ipso" in out
    solved = out.split("\n\n")[1].splitlines()  # the puzzles' table, below the games'
    assert solved[0].split() == ["game", "solved", "tried", "of"] and solved[-1].split() == [
        "house_of_suits",
        "1",
        "1",
        "3",
    ]
    code, out, _ = run_cli(capsys, "summary", "--rooms", url, "--player", ANA, "--format", "json")
    assert json.loads(out)["puzzles"][-1] == {"game": "house_of_suits", "solved": 1, "tried": 1, "of": 3}
    saved = tmp_path / "ana.json"
    assert run_cli(capsys, "export", "--rooms", url, "--player", ANA, "--output", str(saved))[0] == 0
    other = "sqlite:///" + str(tmp_path / "other.db").lstrip("/")
    code, out, _ = run_cli(capsys, "import", str(saved), "--rooms", other, "--player", BOB)
    assert code == 0 and out.strip() == "2 games imported"
    code, _, err = run_cli(capsys, "import", str(saved), "--rooms", other, "--player", BOB)
    assert code == 2 and "already kept" in err


def test_the_command_refuses_bad_input_with_a_message(tmp_path, capsys):
    url = "sqlite:///" + str(tmp_path / "rooms.db").lstrip("/")
    code, _, err = run_cli(capsys, "export", "--rooms", url)
    assert code == 2 and "--player" in err
    code, _, err = run_cli(capsys, "list", "--rooms", url, "--player", "bad id")
    assert code == 2 and "player id is malformed" in err
    damaged = tmp_path / "damaged.json"
    damaged.write_text("{}")
    code, _, err = run_cli(capsys, "import", str(damaged), "--rooms", url, "--player", ANA)
    assert code == 2 and "not a cardkit save file" in err
    code, _, err = run_cli(capsys, "list", "--rooms", "sqlite:///" + str(damaged).lstrip("/") + "/x.db")
    assert code == 2 and "rooms file" in err


def test_each_player_of_a_room_of_friends_keeps_their_own_seat_once_the_deal_is_over(records, tmp_path):
    from cardkit.rooms import open_store
    from cardkit.session import Table

    with open_store("sqlite:///" + str(tmp_path / "rooms.db").lstrip("/")) as store:
        room = store.create("ipso", None, ["human", "human"])
        tokens = [store.join(room.code, 0, "Ana"), store.join(room.code, 1, "Bob")]
        store.start(room.code, tokens[0])
        tables = [Table.in_room(store, room.code, token) for token in tokens]
        bot = make_bot("ipso", "normal", 3)
        while not store.public(room.code).deal_over:
            assert not records.add(ANA, tables[0]) and not records.add(BOB, tables[1])  # nothing before the end
            seat = store.public(room.code).to_move
            store.act(room.code, tokens[seat], bot.choose(store.view(room.code, tokens[seat])))
            for table in tables:
                table.reload()
        assert records.add(ANA, tables[0]) and records.add(BOB, tables[1])
        (ana,), (bob,) = records.list(ANA), records.list(BOB)
        assert (ana.seat, bob.seat) == (0, 1) and ana.names == bob.names == ("Ana", "Bob")
        assert ana.scores == bob.scores == store.public(room.code).deal_totals[-1]


def test_records_on_redis_live_beside_the_rooms_and_a_server_gone_says_so_and_changes_nothing(tmp_path):
    from cardkit.rooms import open_store
    from test_rooms import RedisServer

    server = RedisServer(tmp_path)
    try:
        with open_store(server.url) as rooms, open_records(server.url) as records:
            room = rooms.create("ipso", None, ["human", "normal"])
            game, record = kept_game()
            assert records.add(ANA, game, record) and not records.add(ANA, game, record)
            assert rooms.public(room.code).code == room.code  # the rooms' keys untouched by the records'
            assert [g.id for g in records.list()] == [game.id]  # every player's: the teacher's listing
            server.stop()
            with pytest.raises(CardkitError) as refused:
                records.list(ANA)
            assert refused.value.key == "rooms.unreachable"
            server.start()  # every write was on disk before it was answered
            assert [g.id for g in records.list(ANA)] == [game.id]
    finally:
        server.stop()
