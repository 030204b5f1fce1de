"""Conformance checks every game gets for free (``conformance.py``: ``check_game``) and the leak scanner
(``leaks.py``), for the tests and the benchmarks. Usage::

    from cardkit.testing import check_game
    check_game("ipso", games=20)
"""
from cardkit.testing.conformance import Violation, check, check_action_json, check_finished, check_game, check_invariants, check_legal_actions, check_match_save, check_observations, check_position, check_refusals, check_replay, check_save, check_scores, check_view_hides_what_its_seat_cannot_see, check_views, configurations, other_actions, random_deals, snapshot
from cardkit.testing.leaks import Scanner, SeenCards, Sent, click, clickable, command, element, find_widget, message, next_click, play_match, play_table, play_through, record_comms, scan_message, scan_scene, scan_text, scene_cards, send, shown, table_of

__all__ = ["Scanner", "SeenCards", "Sent", "Violation", "check", "check_action_json", "check_finished", "check_game", "check_invariants", "check_legal_actions", "check_match_save", "check_observations", "check_position", "check_refusals", "check_replay", "check_save", "check_scores", "check_view_hides_what_its_seat_cannot_see", "check_views", "click", "clickable", "command", "configurations", "element", "find_widget", "message", "next_click", "other_actions", "play_match", "play_table", "play_through", "random_deals", "record_comms", "scan_message", "scan_scene", "scan_text", "scene_cards", "send", "shown", "snapshot", "table_of"]
