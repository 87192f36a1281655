"""s33 (a blind tester, Hint 5/10): the Hint contradicted itself from turn to turn. "keep your cards for a town (you
still need 1 Wheat + 1 Ore)" and next turn "give 1 Ore for 1 Wood + 1 Sheep"; "keep for a road (need 1 Wood)" and
next turn "give 2 Brick for 1 Ore toward a town", that Ore then spent on a development card; "keep for a village
(need 1 Brick)" and then "Buy a development card" with the village's Sheep. A goal a hint names is the player's plan:
later hints keep to it unless they say why it changes."""

from __future__ import annotations

from types import SimpleNamespace

from krownia_helpers import R, fresh, give, path, path_corners, put_road, put_village

from baraza.game.core.action import Action
from baraza.game.krownia.hint_facts import HintFacts, HintWords
from baraza.game.krownia.hint_plan import keep_plan
from baraza.game.krownia.hint_words import offer_words
from baraza.game.krownia.rules import COST_ROAD, COST_TOWN, COST_VILLAGE


def _seat(hand: tuple[int, ...], roads: int = 2):
    """Seat 0 of three with a village, `roads` roads from it (two reach a free spot) and `hand`."""
    state = fresh(3)
    edges = path(0, roads)
    put_village(state, 0, path_corners(0, edges)[0])
    for e in edges:
        put_road(state, 0, e)
    give(state, 0, hand)
    return state


def _said(words: str, goal=None, give=None, get=None) -> HintWords:
    """A hint's words with the facts the AI worker sends along (s34: no longer read back from the words)."""
    return HintWords(words, HintFacts(goal, give, get))


def _hint(state, action: Action, words: str, plan):
    return keep_plan(R.view(state, 0), 0, action, words, plan, R.legal_actions(state, 0))


def test_a_town_kept_for_last_turn_is_not_traded_away_this_turn() -> None:
    # 122-t16 "keep your cards for a town (still need 1 Wheat + 1 Ore)" -> 123-t17 "give 1 Ore for 1 Wood + 1 Sheep"
    state = _seat((0, 0, 0, 1, 2))
    first = _hint(state, Action("end_turn"), _said("keep your cards for a town (you still need 1 Wheat + 1 Ore)",
                                                   COST_TOWN), None)
    assert first.plan == COST_TOWN
    state.turn += 3  # the player's next turn, the same hand
    step = _hint(state, Action("open_trade"), _said("give 1 Ore for 1 Wood + 1 Sheep, to everyone", None,
                                                    (0, 0, 0, 0, 1), (1, 0, 1, 0, 0)), first.plan)
    assert step.action == Action("end_turn"), step
    assert step.words == "keep your cards for a town (you still need 1 Wheat + 1 Ore)"
    assert step.plan == COST_TOWN
    # an offer from cards the town does not need stands (to a partner seen to hold Ore: s34)
    give(state, 0, (2, 0, 0, 0, 0))
    give(state, 1, (0, 0, 0, 0, 1))
    spare = _hint(state, Action("open_trade"), _said("give 1 Wood for 1 Ore toward a town, to everyone", COST_TOWN,
                                                     (1, 0, 0, 0, 0), (0, 0, 0, 0, 1)), COST_TOWN)
    assert spare.action == Action("open_trade") and spare.plan == COST_TOWN


def test_a_road_kept_for_is_not_traded_for_a_card_a_development_card_then_spends() -> None:
    # 168-t29b "keep for a road (need 1 Wood)" -> 169-t30 "give 2 Brick for 1 Ore toward a town" -> 171 buys a card
    state = _seat((0, 2, 1, 1, 0))
    view = R.view(state, 0)
    # the label names what the Ore is used for next: it pays for a development card outright
    assert offer_words(view, ((0, 2, 0, 0, 0), (0, 0, 0, 0, 1), -1), COST_TOWN) == \
        "give 2 Brick for 1 Ore toward a development card, to everyone"
    first = _hint(state, Action("end_turn"), _said("keep your cards for a road (you still need 1 Wood)", COST_ROAD),
                  None)
    assert first.plan == COST_ROAD
    step = _hint(state, Action("open_trade"), _said("give 2 Brick for 1 Ore toward a development card, to everyone",
                                                    None, (0, 2, 0, 0, 0), (0, 0, 0, 0, 1)), first.plan)
    assert step.action == Action("end_turn") and "for a road" in step.words and "1 Wood" in step.words, step


def test_a_development_card_spending_the_villages_sheep_gives_way() -> None:
    # 105 "keep for a village (need 1 Brick)" -> 107 "Buy a development card" -> 108 "need 1 Brick + 1 Sheep"
    state = _seat((2, 0, 1, 2, 1))
    plan = _hint(state, Action("end_turn"), _said("keep your cards for a village (you still need 1 Brick)",
                                                  COST_VILLAGE), None).plan
    assert plan == COST_VILLAGE
    assert Action("buy_dev") in R.legal_actions(state, 0)
    step = _hint(state, Action("buy_dev"), "", plan)
    assert step.action == Action("end_turn") and step.words == "keep your cards for a village (you still need " \
        "1 Brick); a development card would spend the Sheep kept for it"  # s35: the lit Dev card button, said
    # unless a Warrior from it would win Largest Army: then the hint says the plan changes, and why
    state.warriors[0] = 2
    step = _hint(state, Action("buy_dev"), "", plan)
    assert step.action == Action("buy_dev") and "change of plan" in step.words and "Largest Army" in step.words


def test_a_plan_ends_when_it_is_affordable_or_its_cards_are_gone() -> None:
    state = _seat((1, 1, 1, 1, 0))  # the village is paid for: the hint builds what it likes
    step = _hint(state, Action("buy_dev"), "", COST_VILLAGE)
    assert step.action.kind == "build_village"  # the saving plan is over; the build named is this turn's (s36)
    assert step.plan == COST_VILLAGE and step.plan.turn == state.turn and step.plan.under is None
    state = _seat((0, 0, 0, 0, 3))
    assert _hint(state, Action("buy_dev"), "", COST_VILLAGE).plan is None


class _Table(SimpleNamespace):
    def human_to_act(self):
        return 0

    def legal_actions(self):
        return R.legal_actions(self.state, 0)


def test_the_table_remembers_the_plan_across_the_players_turns() -> None:
    from baraza.scenes.krownia.hint_agree import HintAgree

    state = _seat((0, 0, 0, 1, 2))
    records: list = []
    names = {"end_turn": "End the turn", "open_trade": "Offer a trade to players"}
    table = _Table(state=state, hint=Action("end_turn"),
                   hint_text="Hint: End the turn: keep your cards for a town (you still need 1 Wheat + 1 Ore)",
                   match=SimpleNamespace(records=records, describe_action=lambda s, a: names[a.kind]),
                   app=SimpleNamespace(toast=lambda *a, **k: None))
    agree = HintAgree(table, SimpleNamespace(mode=None))
    agree.tap = SimpleNamespace(hint=table.hint, facts=_said("keep your cards for a town (you still need 1 Wheat + "
                                                              "1 Ore)", COST_TOWN).facts)  # what the worker sent
    agree.follow(R.view(state, 0))
    records.append(object())  # the turn ends, the others play: a new position, the same hand
    table.hint = Action("open_trade")
    table.hint_text = "Hint: Offer a trade to players: give 1 Ore for 1 Wood + 1 Sheep, to everyone"
    agree.tap = SimpleNamespace(hint=table.hint, facts=_said("give 1 Ore for 1 Wood + 1 Sheep, to everyone", None,
                                                              (0, 0, 0, 0, 1), (1, 0, 1, 0, 0)).facts)
    agree.follow(R.view(state, 0))
    assert table.hint == Action("end_turn")
    assert table.hint_text == "Hint: End the turn: keep your cards for a town (you still need 1 Wheat + 1 Ore)"
