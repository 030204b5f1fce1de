"""cardkit's guarantees, measured: ``python -m benchmarks.reliability [--small] [--parts ...]``.

Five parts, each a count of what was tried and of what went wrong (every "violations" figure must be 0):

- ``audit`` (``audit.py``): complete games of every game and seat count played through the play
  widget's own messages (a player clicking the board, asking hints, undoing; bots at the random and
  normal levels; some matches hot-seat). Every message published to the front end, the widget's saved
  notebook state and its static HTML are scanned for a card the seat at the screen has not seen (the
  leak scanner of ``cardkit.testing``), and every view a bot or the hint bot receives must be exactly
  ``state.view(seat)`` and equal the view of a re-dealt world (so it holds no hidden card).
- ``fuzz`` (``fuzz.py``): hypothesis-generated messages to the widget's handler (malformed, wrong
  types, out of turn, illegal, replayed, huge, unicode) and generated actions to the engines'
  ``apply``: no crash, a refusal changes nothing and is answered once with a clear error in the
  board's language.
- ``invariants`` (``invariants.py``): random and bot games of every game and configuration with the
  conformance checks of ``cardkit.testing`` (views hiding what they must, legal moves accepted and
  others refused without a change, ``apply`` agreeing with ``play``), scores equal to their
  breakdown, exact replay, save files.
- ``saves`` (``saves.py``): every truncation and every single-bit flip of saved games and matches of
  every game is refused with a clear error or loads to exactly the saved game; an illegal move
  anywhere refuses the whole file; a file from a future format version is refused by its version number.
- ``sessions`` (``sessions.py``; slow, needs Chromium and the dashboard): concurrent dashboard sessions
  in separate Playwright contexts play separate, correct games; many sequential page loads leave no
  kernel or memory growth behind; the front end cannot execute code in the kernel.

The work runs on a process pool (``--workers``, 2 by default; ``run.py``). The checks are those of
``cardkit.testing`` and of the browser helpers in ``browser.py``, which the test suite uses too;
``tests/test_reliability.py`` runs every part at a small size.
"""

from benchmarks.reliability.audit import audit_match, audit_task
from benchmarks.reliability.common import CONFIGS, FULL, GAMES, SEAT_COUNTS, SMALL
from benchmarks.reliability.fuzz import fuzz_engine, fuzz_messages
from benchmarks.reliability.invariants import invariant_game, invariant_task
from benchmarks.reliability.run import main, run, table
from benchmarks.reliability.saves import corrupt_saves
from benchmarks.reliability.sessions import measure_sessions

__all__ = [
    "CONFIGS",
    "FULL",
    "GAMES",
    "SEAT_COUNTS",
    "SMALL",
    "audit_match",
    "audit_task",
    "corrupt_saves",
    "fuzz_engine",
    "fuzz_messages",
    "invariant_game",
    "invariant_task",
    "main",
    "measure_sessions",
    "run",
    "table",
]
