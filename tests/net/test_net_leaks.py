"""Each seat's stream of messages holds nothing its own view would not show (game/net/leak_check.py: every
message against a local replay; the per-game view tests, e.g. tests/krownia's test_views_hide_other_hands_and_cards
and tests/khedu's test_views_hide_hands_and_face_down_cadences, prove the views themselves hide what they must)."""

from __future__ import annotations

from net_table import auto_player, client_kind, hosted, pump_until, stop_all

from baraza.game.core.action import Action
from baraza.game.core.rules import Event, Rules
from baraza.game.net.codec import encode
from baraza.game.net.leak_check import leaks
from baraza.game.registry import game_names, get_game


def play_with_a_spectator(game: str, seed: int):
    spec = get_game(game)
    with hosted(game, seed) as host:
        players = [auto_player(host, client_kind(spec), s) for s in (1, 2)]
        watcher = auto_player(host, "random", 3, spectate=True)
        everyone = [*players, watcher]
        try:
            assert pump_until(everyone, lambda: host.finished.done() and all(p.mirror.over for p in everyone))
        finally:
            stop_all(everyone)
        return host, everyone


def test_the_check_finds_a_leak_of_a_view_an_event_or_an_action(monkeypatch):
    """The check itself: a host that sent seat 0's view, an event's hidden data or another seat's action to
    everyone would be caught."""
    game = game_names()[0]
    host, everyone = play_with_a_spectator(game, 14)
    player = everyone[1]
    seat = player.mirror.seat
    update = next(m for m in player.received if m["type"] == "update" and m["mover"] != seat)
    record = host.match.records[update["seq"] - 1]
    for tampered in (
        {**update, "view": encode(host.match.rules.view(host.match.state_at(update["seq"]), 1 - seat))},
        {**update, "action": record.action.to_json()},
        {**update, "events": [*update["events"], {"kind": "x", "seat": 0, "text": "", "data": {"card": 5}}]},
        {**update, "secret": 1},
    ):
        assert leaks(host.match, seat, [tampered], []) != []
    assert leaks(host.match, seat, [update], [host.seats[1 - seat].token]) == []
    assert leaks(host.match, seat, [{**update, "x": host.seats[1 - seat].token}], [host.seats[1 - seat].token])


def test_by_default_event_details_and_other_seats_actions_are_not_sent():
    rules = get_game(game_names()[0]).rules
    event = Event("draw", 0, {"card": "ace"}, "Player 1 drew a card")
    assert Rules.event_seen_by(rules, event, 1) == Event("draw", 0, {}, "Player 1 drew a card")
    assert Rules.action_seen_by(rules, 0, Action("play", ("ace",)), 1) is None
    assert Rules.action_seen_by(rules, 0, Action("play", ("ace",)), 0) == Action("play", ("ace",))


def test_each_seat_and_spectator_is_sent_only_its_own_view(contract_game):
    """Every registered game, and the toy tic-tac-toe registered by one line: nothing in game/net names a game."""
    host, everyone = play_with_a_spectator(contract_game.name, 17)
    assert host.match.is_over()
    tokens = {s.index: s.token for s in host.seats}
    for player in everyone:
        seat = player.mirror.seat
        assert player.mirror.view == host.match.view(seat)
        assert sum(m["type"] in ("state", "update") for m in player.received) > 0
        assert leaks(host.match, seat, player.received, [t for i, t in tokens.items() if i != seat]) == []
