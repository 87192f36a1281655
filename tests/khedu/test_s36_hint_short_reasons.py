"""S36 (Khedu blind testers khedu19/20): some hints showed no reason ("Hint: End the turn; press End turn.", "Hint:
Sing Whitesand Ballad.", "Hint: Rahala Hunter attacks Khana Chahak; pick the ringed cards."): every wording of
their reason was too long for a bar squeezed by its buttons, so the bar fell back to the move alone. Run over every
position of seeded AI-vs-AI matches, each hinted move's reasons end in a few words, so one reads whole beside it."""

from __future__ import annotations

import pytest

from baraza.game.core.analysis_hint import hint_move
from baraza.game.registry import get_game, new_match
from baraza.scenes.khedu.hint_words import hint_reasons

SHORT = 24  # characters: "Hint: End the turn — nothing worth more." reads whole in two lines of ~190 px
ODDS = 30  # an attack a rival may answer says both chances: ">99% before songs, ~43% after"


@pytest.mark.parametrize(("seed", "seats"), [(1, 2), (2, 2), (3, 3)])
def test_every_hinted_move_ends_in_a_short_reason(seed, seats):
    spec = get_game("khedu")
    match = new_match("khedu", ["ai:normal"] * seats, seed, {})
    agents = [spec.make_agent("ai:normal", s, seed) for s in range(seats)]
    long, kinds = {}, set()
    for _ in range(2500):
        if not match.active_seats():
            break
        seat = match.active_seats()[0]
        legal, view = match.legal_actions(seat), match.view(seat)
        if len(legal) > 1:
            hinted = hint_move(spec, view, seat, legal)
            said = hint_reasons(view, seat, hinted, match.rules.data)
            kinds.add(hinted.kind)
            assert said and all(said), (hinted, said)  # a reason, never an empty one
            if len(said[-1]) > (ODDS if hinted.kind == "attack" else SHORT):
                long.setdefault(hinted.kind, said[-1])
        assert match.submit(seat, agents[seat].choose(match.rules, view, seat, legal)).ok
    assert {"attack", "cadence", "end_turn", "pay"} <= kinds  # the run met the kinds the testers saw
    assert not long, long
