"""Khedu's Hint words (a blind round, session 34): a payment of several cards is named whole in one Hint, and on
the player's last turn no reason speaks of a later turn ("keep your Cadences", "the Honor falls with the hero")."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from khedu_helpers import act, give_hand, new_turn, put_cadre, set_ensemble, start  # noqa: E402
from test_s34_khedu_keeps_clan_unit import _paying  # noqa: E402

from baraza.game.core.action import Action  # noqa: E402
from baraza.game.khedu import RULES  # noqa: E402
from baraza.game.khedu.ai import make_agent  # noqa: E402
from baraza.game.khedu.hint_steps import cadence_done_reasons, reward_reasons  # noqa: E402
from baraza.scenes.khedu.hint_words import hint_reasons  # noqa: E402

FUTURE = ("keep your Cadence", "keep it", "fall with", "falls with", "Eternal")


def pct(p: float) -> str:
    return f"{p:.0%}"


def test_a_hinted_discard_names_the_whole_payment():
    s = _paying()
    view, legal = RULES.view(s, 0), RULES.legal_actions(s, 0)
    hinted = make_agent("hard", 0, 1).choose(RULES, view, 0, legal)
    said = hint_reasons(view, 0, hinted, RULES.data)
    first = said[0]
    assert first.startswith("pay with Wuqri Zealot and ") and f"the {s.combat.to_pay} cards" in first, said
    assert "Khana Ekkubana" not in first, said
    # the cards named after the Hint's are the ones the next Hints name
    second = first.split(" and ")[1].split(":")[0]
    RULES.apply(s, 0, hinted)
    again = make_agent("hard", 0, 1).choose(RULES, RULES.view(s, 0), 0, RULES.legal_actions(s, 0))
    assert RULES.describe_action(s, 0, again) == f"Discard {second}"
    assert make_agent("hard", 0, 1).explain(view, hinted).startswith("pay with Wuqri Zealot and ")


def test_the_last_card_of_a_payment_says_why_it_goes():
    s = _paying()
    while s.combat.to_pay > 1:
        RULES.apply(s, 0, RULES.legal_actions(s, 0)[0])
    view = RULES.view(s, 0)
    hinted = make_agent("hard", 0, 1).choose(RULES, view, 0, RULES.legal_actions(s, 0))
    said = hint_reasons(view, 0, hinted, RULES.data)
    assert said[0].startswith("the card you need least: "), said


def _fight(last: bool):
    """Seat 0's Khana Ekkubana (2 Honor) at a Hadimi Dreamer of seat 1's Cadre: a sure win, its Cadences kept."""
    s = start(2, 3, ("Oadhii", "Hadimi"))
    new_turn(s, 0)
    put_cadre(s, 0, 0, "khana_ekkubana", honor=2)
    put_cadre(s, 1, 0, "hadimi_dreamer")
    set_ensemble(s, 0, ["storm_chorus", "sandfire_hymn", None, None])
    set_ensemble(s, 1, [None, None, None, None])
    give_hand(s, 0, ["sandstorm", "allure", "exchange", "wuqri_zealot", "rally"])
    s.players[0].last_turn = last
    act(s, 0, "attack", ("cadre", 0, 0), ("cadre", 1, 0))
    while s.combat.step == "pay":
        RULES.apply(s, 0, RULES.legal_actions(s, 0)[0])
    assert s.combat.step == "cadences"
    return s


def test_no_song_on_the_last_turn_never_says_keep_your_cadences():
    said = cadence_done_reasons(RULES.view(_fight(True), 0), 0, pct)
    assert said and not any(f in w for w in said for f in FUTURE), said
    before = cadence_done_reasons(RULES.view(_fight(False), 0), 0, pct)
    assert any("keep your Cadences" in w for w in before), before  # a later turn: keeping them is the point


def test_the_reward_on_the_last_turn_speaks_of_what_scores_by_the_turns_end():
    s = _fight(True)
    while s.combat.step != "reward":
        seat = RULES.active_seats(s)[0]
        legal = RULES.legal_actions(s, seat)
        done = [a for a in legal if a.kind in ("cadence_done", "roll", "resolve")]
        RULES.apply(s, seat, done[0] if done else legal[0])
    view = RULES.view(s, 0)
    for how in ("lp", "honor"):
        said = reward_reasons(view, 0, how)
        assert said and not any(f in w for w in said for f in FUTURE), (how, said)
    assert "ascends" in reward_reasons(view, 0, "honor")[0]  # 2 Honor + the Dreamer's reward reach 3
    assert "at once" in reward_reasons(view, 0, "lp")[0]
    assert Action("reward", ("honor",)) in RULES.legal_actions(s, 0)


def _ekkubana_at_the_colossus(last: bool):
    from khedu_helpers import desert_top

    s = start(2, 3, ("Oadhii", "Hadimi"))
    new_turn(s, 0)
    put_cadre(s, 0, 0, "khana_ekkubana")
    desert_top(s, 0, "himbua_colossus")
    set_ensemble(s, 0, ["storm_chorus", "sandfire_hymn", None, None])
    set_ensemble(s, 1, [None, None, None, None])
    give_hand(s, 0, ["sandstorm", "allure", "exchange", "wuqri_zealot", "rally"])
    s.players[0].last_turn = last
    act(s, 0, "attack", ("cadre", 0, 0), ("desert", 0))
    while s.combat.step == "pay":
        RULES.apply(s, 0, RULES.legal_actions(s, 0)[0])
    return s


def test_on_its_last_turn_the_ai_sings_what_it_would_keep_for_a_later_turn():
    """A 90 % fight: on other turns the Cadence is kept for later fights; on the last turn there is none, so the
    Hint sings rather than keep it (and says no word about keeping it)."""
    for last, kind in ((False, "cadence_done"), (True, "cadence")):
        s = _ekkubana_at_the_colossus(last)
        view = RULES.view(s, 0)
        assert 0.85 < view.combat.win_probability < 0.95
        assert make_agent("hard", 0, 1).choose(RULES, view, 0, RULES.legal_actions(s, 0)).kind == kind, last
