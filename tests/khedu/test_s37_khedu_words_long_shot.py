"""S37, Khedu's log (khedu22): the normal AI spends its last Influence 4-12 Legacy points behind, and a player read it
as the AI ending its own game for nothing. The log line says why, only when it was the last Influence and the seat
was that far behind; the recap's short telling keeps the why."""

from __future__ import annotations

from khedu_helpers import act, give_hand, new_turn, start

from baraza.game.core.match import LogLine
from baraza.game.registry import new_match


def _last_place(lp_me: int, lp_rival: int, influence: int = 1) -> list:
    s = start(2, seed=3, clans=("Wuqri", "Hadimi"))
    new_turn(s, 1)
    p = s.players[1]
    p.influence, p.lp, s.players[0].lp = influence, lp_me, lp_rival
    card = give_hand(s, 1, ["hadimi_guard"])[0]
    return act(s, 1, "place", card, next(i for i, u in enumerate(p.cadre) if u is None))


def test_the_last_influence_spent_well_behind_says_it_is_a_long_shot():
    events = _last_place(lp_me=3, lp_rival=9)
    line = next(e for e in events if e.kind == "last_turn")
    assert line.text == ("Player 2 has spent the last Influence: this is their last turn, a long shot from 6 Legacy "
                         "points behind."), line.text  # the ending first, a sentence when cut (khedu25, S38)
    assert line.data == {"behind": 6}


def test_the_words_hold_only_when_behind_and_only_for_the_last_influence():
    ahead = next(e for e in _last_place(lp_me=9, lp_rival=3) if e.kind == "last_turn")
    assert "behind" not in ahead.text and "long shot" not in ahead.text
    close = next(e for e in _last_place(lp_me=7, lp_rival=9) if e.kind == "last_turn")
    assert "long shot" not in close.text  # 2 behind: no long shot
    spare = _last_place(lp_me=0, lp_rival=12, influence=2)  # Influence left: no last turn, no words
    assert not [e for e in spare if e.kind == "last_turn" or "long shot" in e.text]


def test_the_recap_keeps_the_why():
    from baraza.scenes.khedu.recap_words import short_line

    match = new_match("khedu", ["human", "ai:normal"], 3, {"clan_1": "Wuqri", "clan_2": "Hadimi"})
    while match.state.phase == "opening":
        seat = match.active_seats()[0]
        assert match.submit(seat, match.legal_actions(seat)[0]).ok
    s = match.state
    new_turn(s, 1)
    p = s.players[1]
    p.influence, p.lp, s.players[0].lp = 1, 2, 10
    card = give_hand(s, 1, ["hadimi_guard"])[0]
    slot = next(i for i, u in enumerate(p.cadre) if u is None)
    assert match.submit(1, next(a for a in match.legal_actions(1) if a.kind == "place" and a.args == (card, slot))).ok
    event = next(e for e in match.records[-1].events if e.kind == "last_turn")
    short = short_line(match, LogLine(1, event.text, len(match.records) - 1))
    assert short == "Player 2: last Influence, 8 behind, a long shot.", short
