"""S32 (2-player blind tester against AI normal): the player pressed No Cadence at every AI fight, holding no Cadence
that could help. The table answers a Cadence window for the player when no Cadence they may sing helps their side
(and no achievement asks for it), and says so in the log and the recap; holding one that helps, it still asks."""

from __future__ import annotations

import sys
from pathlib import Path

from khedu_helpers import give_hand, new_turn, put_cadre, set_ensemble

from baraza.game.core.action import Action
from baraza.game.registry import new_match
from baraza.scenes.khedu.fight_words import ANSWERED_LINE

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scenes"))
from scene_helpers import frames, make_app  # noqa: E402


def _ai_attacks(mine: list[str | None]):
    """A seeded match (seat 0 human, seat 1 AI) where the AI's Desert unit attacks the player's hero and paid for
    it: the Cadence window waits for the player, who holds the Cadences `mine`."""
    match = new_match("khedu", ["human", "ai:normal"], 32, {"clan_1": "Hadimi", "clan_2": "Wuqri"})
    while match.state.phase == "opening":
        seat = match.active_seats()[0]
        assert match.submit(seat, match.legal_actions(seat)[0]).ok
    s = match.state
    new_turn(s, 1)
    give_hand(s, 1, ["wuqri_zealot", "okavian_raider", "allure", "caravan"])
    put_cadre(s, 0, 0, "hadimi_guard", honor=2)
    set_ensemble(s, 1, [None, None, None, None])  # the AI sings nothing: the window comes to the player at once
    set_ensemble(s, 0, mine)
    attack = next(a for a in match.legal_actions(1) if a.kind == "attack" and a.args[1] == ("cadre", 0, 0))
    assert match.submit(1, attack).ok
    while s.combat.step == "pay":
        assert match.submit(1, match.legal_actions(1)[0]).ok
    assert match.active_seats() == (0,) and s.combat.step == "cadences"
    return match


def _scene(match):
    from baraza.scenes.khedu.table import KheduScene

    app = make_app()
    scene = KheduScene(app, match)
    app.stack.reset(scene)
    return app, scene


def test_holding_only_cadences_for_the_attacker_the_table_answers_no_cadence_and_says_so(baraza_home):
    match = _ai_attacks(["storm_chorus", "sandfire_hymn", None, None])  # both offensive: they help the AI's attack
    assert any(a.kind == "cadence" for a in match.legal_actions(0))  # singable, but only for the other side
    before = len(match.records)
    app, scene = _scene(match)
    frames(app, 4, dt=0.5)
    record = match.records[before]
    assert (record.seat, record.action) == (0, Action("cadence_done"))  # in the record: a replay plays it again
    assert before in scene.recap.answered_for  # the table's answer, not the player's click
    assert not (match.state.combat is not None and match.state.combat.step == "cadences"
                and match.active_seats() == (0,))  # the table went on to the next decision
    line = next(line for line in match.log if line.move_index == before)
    assert scene.log_text(line, 0) == ANSWERED_LINE  # the log and "While you waited" tell the player why
    assert scene.log_text(line, 1) == line.text
    assert any("No offensive" in t.text or "No defensive" in t.text for t in app.toasts)


def test_holding_a_cadence_for_the_defender_the_table_still_asks(baraza_home):
    match = _ai_attacks(["storm_chorus", "whitesand_ballad", None, None])  # a defensive one helps the hero hold
    before = len(match.records)
    app, scene = _scene(match)
    frames(app, 4, dt=0.5)
    assert len(match.records) == before  # waits for the player's choice
    assert scene.standing_answer(scene.current_view()) is None
    assert scene.prompt.nothing_to_sing() is False


def test_a_cadence_for_the_other_side_is_still_asked_when_it_may_earn_order_of_pinra():
    """The one reason to sing for the other side: Order of Pinra counts the offensive Cadences sung into a Khana
    Kudjani's attack. A Hadimi player with an Eternal Cadence may earn it, so the window waits for them."""
    from baraza.game.khedu import RULES
    from baraza.scenes.khedu.fight_words import nothing_helps

    match = new_match("khedu", ["human", "ai:normal"], 32, {"clan_1": "Hadimi", "clan_2": "Wuqri"})
    while match.state.phase == "opening":
        seat = match.active_seats()[0]
        assert match.submit(seat, match.legal_actions(seat)[0]).ok
    s = match.state
    new_turn(s, 1)
    give_hand(s, 1, ["wuqri_zealot", "okavian_raider", "allure", "caravan"])
    put_cadre(s, 1, 0, "khana_kudjani")
    set_ensemble(s, 1, [None, None, None, None])
    set_ensemble(s, 0, ["storm_chorus", "sandfire_hymn", "mirage_lament", None], eternal=(2,))
    assert match.submit(1, Action("attack", (("cadre", 1, 0), ("desert", 0)))).ok
    while s.combat.step == "pay":
        assert match.submit(1, match.legal_actions(1)[0]).ok
    view, legal = RULES.view(s, 0), match.legal_actions(0)
    assert not any(a.kind == "cadence" and a.args[0] == 2 for a in legal)  # the Eternal one: not this fight's
    assert nothing_helps(view, 0, legal, RULES.data) is False  # Storm Chorus may earn Order of Pinra
    s.players[0].achievements.append("order_of_pinra")  # earned already: nothing left to sing for
    assert nothing_helps(RULES.view(s, 0), 0, legal, RULES.data) is True
