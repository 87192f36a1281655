"""What a KROWNIA event tells a seat at another machine: everything its log line says, but a steal's cards only to
the thief and the victim, and a draft only to its composer (over whole random matches, against every seat)."""

from __future__ import annotations

import random

from baraza.game.core.match import Match
from baraza.game.registry import get_game


def test_a_steal_names_its_cards_to_the_thief_and_the_victim_only_and_drafts_stay_with_their_composer():
    rules = get_game("krownia").rules
    steals = drafts = 0
    for seed in range(6):
        match = Match(rules, ["random"] * 3, seed)
        rng = random.Random(seed)
        while not match.is_over() and len(match.records) < 1500:
            seat = match.active_seats()[0]
            match.submit(seat, rng.choice(match.legal_actions(seat)))
        for record in match.records:
            for event in record.events:
                for viewer in (None, 0, 1, 2):
                    seen = rules.event_seen_by(event, viewer)
                    assert seen.text == event.text and seen.kind == event.kind
                    if event.kind == "steal":
                        steals += viewer == 0
                        told = viewer in (event.seat, event.data["from"])
                        assert ("cards" in seen.data) is told and seen.data["from"] == event.data["from"]
                    elif event.kind == "trade_draft":
                        drafts += viewer == 0
                        assert seen.data == (event.data if viewer == event.seat else {})
                    else:
                        assert seen.data == event.data  # the rest is as public as the log line
    assert steals > 0 and drafts > 0
