"""Blind tester khedu26 (Hint 8/10): a hinted attack named what its win brings and never what it costs, though
declaring it makes the player discard the attacker's activation cost from the hand, win or lose; and "Sing … lifts
the Desert's chance …" did not say why a Desert unit's chance helps the player (a rival's hero falls if it wins).
The bar's longest wordings and the toast now name the cards (none where the attack costs nothing), shorter ones stay
for a crowded bar; a song for another's side says whose hero falls."""

from __future__ import annotations

import json
from pathlib import Path

from khedu_helpers import desert_top, give_hand, new_turn, put_cadre, set_ensemble, start

from baraza.game.core.action import Action
from baraza.game.core.analysis_hint import hint_agent
from baraza.game.core.match import Match
from baraza.game.khedu import RULES
from baraza.game.khedu.hint_steps import cadence_reasons
from baraza.game.registry import get_game
from baraza.scenes.khedu.hint_words import hint_reasons

AT_CHIEFTAIN = Action("attack", (("desert", 0), ("cadre", 1, 0)))  # Himbua Wanderer provoked at Player 2's hero
DESERT_FIGHT = Action("attack", (("desert", 0), ("desert", 1)))
FEED = Action("attack", (("desert", 0), ("cadre", 0, 0)))  # the Wanderer sent at the player's own Khana Ekkubana
OWN_HERO = Action("attack", (("cadre", 0, 0), ("desert", 1)))  # the player's Khana Ekkubana sent at the Sentinel
RECORD = Path(__file__).parent / "s34_khedu16_record.json"
FIRST_HYMN, HOLD_SONG = 89, 143  # the player's songs for the Desert against Player 2's Khana Ekkubana


def _position():
    """Seat 0 (Oadhii) with its Khana Ekkubana and 4 cards, Player 2 (Rahala) with a Chieftain; the Desert shows a
    Himbua Wanderer (activation 2 cards) and a Wuqri Sentinel."""
    s = start(2, 3, ("Oadhii", "Rahala"))
    new_turn(s, 0)
    put_cadre(s, 0, 0, "khana_ekkubana")
    put_cadre(s, 1, 0, "chieftain")
    desert_top(s, 0, "himbua_wanderer")
    desert_top(s, 1, "wuqri_sentinel")
    give_hand(s, 0, ["sandstorm", "allure", "caravan", "sandstorm"])
    set_ensemble(s, 1, [None, None, None, None])
    return s


def _cost(key: str) -> str:
    return f"the attack costs {RULES.data.units[key].cost} cards from your hand"


def test_every_kind_of_hinted_attack_names_its_cost_first_and_keeps_shorter_wordings() -> None:
    s = _position()
    view = RULES.view(s, 0)
    for action, key, stake in ((AT_CHIEFTAIN, "himbua_wanderer", "a win removes Player 2's Chieftain"),
                               (DESERT_FIGHT, "himbua_wanderer", "a win scores you nothing"),
                               (FEED, "himbua_wanderer", "a hold scores 1, a fall costs your Khana Ekkubana"),
                               (OWN_HERO, "khana_ekkubana", "a win scores 1, a loss costs your Khana Ekkubana")):
        assert action in RULES.legal_actions(s, 0), action
        said = hint_reasons(view, 0, action, RULES.data)
        assert f"{_cost(key)}; {stake}" in said[0], said
        assert any(stake in w and "the attack costs" not in w for w in said), said  # the fallback for a full bar
        brief = f"costs {RULES.data.units[key].cost} cards; "  # the cost in two words, for a crowded bar
        assert any(brief in w and "the attack" not in w for w in said), said
        assert "the attack costs" not in said[-1], said  # the fewest words stay few


def test_the_cards_are_said_as_the_attacks_cost_and_a_loss_as_what_comes_on_top() -> None:
    s = _position()
    said = hint_reasons(RULES.view(s, 0), 0, AT_CHIEFTAIN, RULES.data)
    assert f"{_cost('himbua_wanderer')}; a win removes Player 2's Chieftain, a loss gives Player 2 1 point" \
        in said[0], said


def test_the_toast_names_the_cost_after_the_payoff() -> None:
    s = _position()
    view = RULES.view(s, 0)
    agent = hint_agent(get_game("khedu"), 0, view)
    assert agent.explain(view, AT_CHIEFTAIN) == f"a win removes Player 2's Chieftain; {_cost('himbua_wanderer')}"
    assert agent.explain(view, FEED).endswith(f"a hold scores 1; {_cost('himbua_wanderer')}")


def test_an_attack_that_costs_nothing_says_no_cost() -> None:
    s = _position()
    s.log.rally = 5  # Rallying Call: the next attack costs that many cards less, here none
    view = RULES.view(s, 0)
    agent = hint_agent(get_game("khedu"), 0, view)
    for action in (AT_CHIEFTAIN, DESERT_FIGHT, FEED, OWN_HERO):
        said = hint_reasons(view, 0, action, RULES.data)
        assert not any("the attack costs" in w or "0 cards" in w for w in said), said
        assert "costs" not in agent.explain(view, action).split(";")[-1], action


def _record_state(ply: int):
    record = json.loads(RECORD.read_text())
    moves = [(m["seat"], Action.from_json(m["action"])) for m in record["moves"]]
    match = Match.from_moves(get_game("khedu").rules, record["seats"], record["seed"], dict(record["options"]),
                             moves)
    return match.state_at(ply), match.records[ply].action


def _pct(p: float) -> str:
    return f"{p:.0%}"


def test_a_song_that_lifts_the_deserts_chance_says_whose_hero_falls() -> None:
    for ply, wins in ((FIRST_HYMN, "wins"), (HOLD_SONG, "holds")):  # the Desert attacks, then defends
        state, action = _record_state(ply)
        assert action.kind == "cadence"
        said = cadence_reasons(RULES.view(state, 0), 0, action.args[0], _pct)
        assert said[0].startswith("lifts the Desert's chance "), said
        assert f"if the Desert {wins}, Player 2 loses that hero" in said[0], said
        brief = next(w for w in said if w.startswith("lifts the Desert's chance ") and "Khana" not in w)
        assert brief.endswith(f": if it {wins}, Player 2's hero falls"), said


def test_a_song_that_lowers_that_chance_or_lifts_the_players_own_gives_no_such_why() -> None:
    state, _action = _record_state(FIRST_HYMN)
    view = RULES.view(state, 0)
    lowering = next(i for i, e in enumerate(view.players[0].ensemble) if e.key == "whitesand_ballad")
    said = cadence_reasons(view, 0, lowering, _pct)
    assert said[0].startswith("lowers the Desert's chance") and not any("loses that hero" in w for w in said), said
    state, _action = _record_state(54)  # the player's own fight: "lifts your chance"
    view = RULES.view(state, 0)
    said = cadence_reasons(view, 0, 1, _pct)
    assert said[0].startswith("lifts your chance") and not any("hero" in w for w in said), said
