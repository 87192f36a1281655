"""A hint to end the turn while a build is affordable says what the cards are kept for (a playtest read "End the
turn" beside an affordable road as a wrong hint)."""

import random

from baraza.game.core.action import Action
from baraza.game.krownia.ai import KrowniaAI
from baraza.game.krownia.hint_words import saving_words
from baraza.game.krownia.rules import COST_TOWN, COST_VILLAGE
from baraza.game.registry import new_match
from baraza.scenes.table.ai_runner import AIRequest, _decide


def _walk(seats: list[str], seed: int, avoid: tuple[str, ...], limit: int = 900):
    """Each position of a seeded match played at random (no move of a kind in `avoid`), as (match, seat, legal);
    when the caller moves there itself, the walk makes no move of its own."""
    match = new_match("krownia", seats, seed)
    rng = random.Random(seed)
    for _ in range(limit):
        if not match.active_seats():
            return
        seat = match.active_seats()[0]
        legal = match.legal_actions(seat)
        made = len(match.records)
        yield match, seat, legal
        if len(match.records) == made:
            match.submit(seat, rng.choice([a for a in legal if a.kind not in avoid] or legal))


def test_saving_words_name_the_goal_and_what_is_missing():
    assert saving_words((1, 1, 0, 1, 0), COST_VILLAGE) == "keep your cards for a village (1 Sheep still to come)"
    assert saving_words((0, 0, 0, 2, 3), COST_TOWN) == "keep your cards for a town"


def test_an_end_turn_hint_beside_an_affordable_build_says_why():
    found = 0
    for seed in range(30):
        for match, seat, legal in _walk(["human", "ai:hard"], seed, ("open_trade",)):
            builds = [a for a in legal if a.kind in ("build_road", "build_village", "build_town", "buy_dev")]
            if seat == 0 and match.state.phase == "main" and builds and Action("end_turn") in legal:
                ai = KrowniaAI("hard", 0, seed)
                if ai.choose(match.rules, match.view(0), 0, legal) == Action("end_turn"):
                    result = _decide({}, AIRequest(1, "hint", "krownia", "ai:hard", 0, seed, match.view(0), legal))
                    assert result.action == Action("end_turn")
                    assert result.words and result.words.startswith("keep your cards for "), result.words
                    found += 1
                    break
        if found >= 2:
            break
    assert found, "the hard AI ended a turn beside an affordable build somewhere"


def test_a_counter_offer_is_sent_as_a_counter_offer():
    """Answering an AI's offer with Counter…, the send button's words read "Send the offer to everyone" (a keyboard
    playtest): a counter goes back to the offerer only."""
    from baraza.game.krownia import RULES

    for seed in range(40):
        for match, seat, legal in _walk(["ai:easy", "human"], seed, ("open_trade", "counter_trade")):
            if seat == 1 and Action("counter_trade") in legal:
                assert match.submit(1, Action("counter_trade")).ok
                send = next(a for a in match.legal_actions(1) if a.kind == "offer_send")
                assert RULES.describe_action(match.state, 1, send) == "Send the counter-offer"
                return
            if seat == 0 and match.state.phase == "main" and Action("open_trade") in legal and match.state.hands[0][0]:
                for action in (Action("open_trade"), Action("offer_give", (0,)), Action("offer_get", (1,)),
                               Action("offer_send", (1,))):
                    if not match.submit(0, action).ok:
                        break
    raise AssertionError("no counter to send")
