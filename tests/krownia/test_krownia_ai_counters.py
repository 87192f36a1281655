"""The hard AI's counter-offers ask only for a kind the offerer is seen to hold (the table's count of their
cards), never for a card the player lacks (issue 41)."""

import random

from baraza.game.core.action import Action
from baraza.game.krownia.ai import KrowniaAI
from baraza.game.krownia.constants import RESOURCES
from baraza.game.registry import new_match


def _offer(seed: int):
    """Seat 0 offers seat 1 one card for one other, after a random setup."""
    match = new_match("krownia", ["human", "ai:hard"], seed)
    rng = random.Random(seed)
    for _ in range(3000):
        seat = match.active_seats()[0]
        legal = match.legal_actions(seat)
        if seat == 0 and match.state.phase == "main" and Action("open_trade") in legal:
            hand = match.state.hands[0]
            give = next((r for r in range(5) if hand[r]), None)
            if give is not None:
                get = (give + 1 + rng.randrange(4)) % 5
                for action in (Action("open_trade"), Action("offer_give", (give,)), Action("offer_get", (get,)),
                               Action("offer_send", (1,))):
                    assert match.submit(0, action).ok
                return match
        pick = [a for a in legal if a.kind not in ("open_trade",)] or legal
        match.submit(seat, rng.choice(pick))
    return None


def test_a_counter_never_asks_for_a_kind_the_offerer_is_not_seen_to_hold():
    countered = 0
    for seed in range(60):
        match = _offer(seed)
        if match is None or match.active_seats() != (1,):
            continue
        counted = match.view(1).players[0].stats["cards_counted"]
        ai = KrowniaAI("hard", 1, seed)
        action = ai.choose(match.rules, match.view(1), 1, match.legal_actions(1))
        if action == Action("counter_trade"):
            countered += 1
            _give, get, _to = ai.plan
            asked = [RESOURCES[r] for r in range(5) if get[r]]
            assert all(counted[name] > 0 for name in asked), (seed, asked, counted)
    assert countered, "some offers were countered"


def test_a_hint_to_offer_a_trade_names_the_trade():
    """The hint says which trade, not only "Offer a trade to players" (issue 41): the AI's hint carries its
    planned offer in words, through the AI runner, for the hint level the game declares."""
    from baraza.game.registry import get_game
    from baraza.scenes.table.ai_runner import AIRequest, _decide

    spec = get_game("krownia")
    found = 0
    for seed in range(40):
        match = new_match("krownia", ["human", "ai:hard"], seed)
        rng = random.Random(seed)
        for _ in range(600):
            seat = match.active_seats()[0]
            legal = match.legal_actions(seat)
            if seat == 0 and Action("open_trade") in legal:
                ai = KrowniaAI("hard", 0, seed)
                if ai.choose(match.rules, match.view(0), 0, legal) == Action("open_trade"):
                    words = ai.explain(match.view(0), Action("open_trade"))
                    assert words and " for " in words and words.endswith("everyone"), words
                    result = _decide({}, AIRequest(1, "hint", "krownia", "ai:hard", 0, seed, match.view(0), legal))
                    assert result.action == Action("open_trade") and result.words == words
                    found += 1
                    break
            pick = [a for a in legal if a.kind != "open_trade"] or legal
            match.submit(seat, rng.choice(pick))
        if found >= 2:
            break
    assert found, "the hard AI offered a trade somewhere"
    assert spec.hint_level in spec.ai_levels
