"""A player's finished games, kept across visits: ``open_records(url=None)`` with ``.add``, ``.list``,
``.summary``, ``.export``, ``.import_`` (and ``.record``, ``.delete``; ``.solve``, ``.puzzles``
for the shipped puzzles); ``cardkit records ...`` on the command line; "My games" in the dashboard. docs/records.md has the details."""

from cardkit import i18n
from cardkit.records import strings

i18n.add_catalogs(strings.CATALOGS)

from cardkit.records.store import Game, Line, Puzzles, Records, RecordsError, open_records, wilson  # noqa: E402 (texts first)

__all__ = ["Game", "Line", "Puzzles", "Records", "RecordsError", "open_records", "wilson"]
