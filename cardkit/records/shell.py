"""``cardkit records list|summary|export|import [--rooms URL] [--player ID] [--format text|json|csv]``:
a teacher gathers a class's results, a player moves their games between computers."""

from __future__ import annotations

import argparse
import csv
import datetime
import json
import sys
from pathlib import Path
from typing import Any

from cardkit.records.store import open_records

FORMATS = ("text", "json", "csv")


def add_command(commands: Any) -> None:
    """The ``records`` command, under the ``cardkit`` command's subparsers."""
    command = commands.add_parser(
        "records",
        help="the finished games kept by the dashboard: list, summarise, export, import (docs/records.md)",
    )
    command.add_argument("action", choices=("list", "summary", "export", "import"))
    command.add_argument("file", nargs="?", help="import: the file to read (a Download all of 'My games')")
    command.add_argument("--rooms", default=None, metavar="URL", help="the rooms store (default: the dashboard's)")
    command.add_argument(
        "--player", default=None, metavar="ID", help="one player's id (list, summary: every player's by default)"
    )
    command.add_argument("--format", choices=FORMATS, default="text", help="list and summary (default text)")
    command.add_argument("--output", help="export: a file to write (default: standard output)")
    command.set_defaults(run=run)


def run(args: argparse.Namespace) -> None:
    if args.action in ("export", "import") and args.player is None:
        raise ValueError(f"records {args.action} needs --player ID (the player whose games they are)")
    if args.action == "import" and not args.file:
        raise ValueError("records import needs the file to read")
    with open_records(args.rooms) as records:
        if args.action == "export":
            text = records.export(args.player)
            if args.output:
                Path(args.output).write_text(text, encoding="utf-8")
            else:
                sys.stdout.write(text + "\n")
        elif args.action == "import":
            added = records.import_(args.player, Path(args.file).read_bytes())
            print(f"{added} game{'s' if added != 1 else ''} imported")
        elif args.action == "list":
            show([row(g) for g in records.list(args.player)], args.format)
        else:
            lines = [line.to_json() for line in records.summary(args.player)]
            solved = [line.to_json() for line in records.puzzles(args.player)]
            if args.format == "json":  # one document: the games' lines and the puzzles'
                print(json.dumps({"games": lines, "puzzles": solved}, indent=1, ensure_ascii=False))
                return
            show(lines, args.format)
            print()  # the puzzles solved per game, a table (or CSV block) of their own below the games'
            show(solved, args.format)


def row(game: Any) -> dict[str, Any]:
    data = game.to_json()
    data["date"] = datetime.datetime.fromtimestamp(game.date, datetime.timezone.utc).isoformat(timespec="seconds")
    return data


def show(rows: list[dict[str, Any]], form: str) -> None:
    if form == "json":
        print(json.dumps(rows, indent=1, ensure_ascii=False))
        return
    if not rows:
        return
    flat = [{k: " ".join(map(str, v)) if isinstance(v, list) else v for k, v in r.items()} for r in rows]
    if form == "csv":
        writer = csv.DictWriter(sys.stdout, fieldnames=list(flat[0]), lineterminator="\n")
        writer.writeheader()
        writer.writerows(flat)
        return
    keys = [k for k in flat[0] if k not in ("id", "margins", "winners", "seats")]
    widths = {k: max(len(k), *(len(str(r[k])) for r in flat)) for k in keys}
    print("  ".join(k.ljust(widths[k]) for k in keys))
    for r in flat:
        print("  ".join(str(r[k]).ljust(widths[k]) for k in keys))
