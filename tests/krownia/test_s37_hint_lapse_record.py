"""krownia20: an AI's offer the player let lapse replayed as "Red declines the offer": the record held a plain
decline. The lapse is now a flagged decline (timeouts.A_LAPSE), saved with the match, so the log and the replay say
the offer lapsed; records from before the flag load and replay as they did."""

from __future__ import annotations

from pathlib import Path

from krownia_helpers import R

from baraza.game.core.action import Action
from baraza.game.core.match import Match
from baraza.game.krownia.ai import KrowniaAI
from baraza.game.krownia.constants import MAIN
from baraza.game.krownia.timeouts import A_LAPSE
from baraza.game.persistence import saves
from baraza.game.registry import new_match

OLD = Path(__file__).resolve().parent.parent / "fixtures" / "old"


def _offered() -> Match:
    """A two-seat match played by the AI for both seats until Red's (0) building, then Red offers Blue (1) one of
    its cards for 1 of a kind it lacks."""
    match = new_match("krownia", ["human", "human"], 4, {"beginner": True})
    agents = [KrowniaAI("normal", s, 1) for s in range(2)]
    for _ in range(2000):
        state = match.state
        if state.phase == MAIN and state.current == 0 and state.rolled and state.turn >= 2 and any(state.hands[0]):
            break
        seat = match.active_seats()[0]
        legal = [a for a in match.legal_actions(seat) if a.kind != "open_trade"]
        assert match.submit(seat, agents[seat].choose(R, match.view(seat), seat, legal)).ok
    hand = match.state.hands[0]
    have, lack = hand.index(max(hand)), hand.index(min(hand))
    for action in (Action("open_trade"), Action("offer_give", (have,)), Action("offer_get", (lack,)),
                   Action("offer_send", (1,))):
        assert match.submit(0, action).ok, action
    return match


def test_a_lapsed_offer_is_recorded_and_replayed_as_a_lapse(tmp_path) -> None:
    match = _offered()
    assert A_LAPSE in match.legal_actions(1)
    assert match.submit(1, A_LAPSE).ok
    said = [line.text for line in match.log if line.move_index == len(match.records) - 1]
    assert "Red's offer lapsed: Blue gave no answer in time" in said, said
    assert not any("declines" in text for text in said), said
    data = saves.save_data(match)
    assert "True" in str(data["moves"][-1]) or "true" in str(data["moves"][-1]), data["moves"][-1]
    again = saves.match_from_data(data)
    lines = [line.text for line in again.log]
    assert "Red's offer lapsed: Blue gave no answer in time" in lines, lines
    assert R.describe_action(again.state_at(len(again.records) - 1), 1, again.records[-1].action) == \
        "No answer in time: the offer lapsed"


def test_a_plain_decline_still_reads_as_one() -> None:
    match = _offered()
    assert match.submit(1, Action("decline_trade")).ok
    assert "Blue declines the offer" in [line.text for line in match.log]


def test_old_krownia_records_still_load_with_their_declines() -> None:
    for path in sorted(OLD.glob("*/saves/krownia*.json")):
        match = saves.load_match(path)
        assert all(r.action.args == () for r in match.records if r.action.kind == "decline_trade"), path
        assert match.is_over() or not path.stem.endswith("-finished")
