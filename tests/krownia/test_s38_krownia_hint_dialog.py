"""S38, a blind tester (Hint 7/10): the Hint in the offer dialog and the Hint on the table gave different trade
advice for the same position, twice. The dialog's Hint is now the table's Hint for the position the dialog opened
from (game/krownia/hint_dialog.py), found on the worker (hint_expert.py): the same goal and the same cards, over
many positions of seeded games. Before, the dialog ran the search afresh on its own view (another seed, one offer
fewer left) and judged the draft by its cards: on 3 of these 14 positions it named another offer or another move."""

from __future__ import annotations

from krownia_helpers import R, play_hard_until

from baraza.game.core.action import Action
from baraza.game.core.analysis_hint import hint_move, hint_seed
from baraza.game.krownia import SPEC
from baraza.game.krownia.hint_dialog import dialog_hint, judged, outside_legal, outside_view
from baraza.game.krownia.hint_expert import HintExpert
from baraza.game.krownia.hint_facts import NO_FACTS, HintWords, facts_of
from baraza.game.krownia.rules import MAIN, TRADE_PENDING

SEEDS = range(1, 15)


def _clock():
    """A clock that moves by each look at it: the search is cut at the same step every time (the table's Hint runs
    on the wall clock; asked twice there, the table keeps its first answer: scenes/krownia/hint_agree.py)."""
    now = [0.0]

    def clock() -> float:
        now[0] += 0.004
        return now[0]
    return clock


def _asked(state, seat: int = 0):
    """The hint level's move and words for `seat`, as the worker answers the table (analysis_hint.hint_move)."""
    view, legal = R.view(state, seat), R.legal_actions(state, seat)
    agent = HintExpert(seat, hint_seed(view), clock=_clock())
    action = hint_move(SPEC, view, seat, legal, agent)
    said = agent.explained(view, action)
    words = said.text if said is not None else ""
    facts = said.facts if said is not None and said.facts is not None else NO_FACTS
    return view, legal, action, (HintWords(words, facts) if facts is not NO_FACTS else words)


def _in_dialog(state, seat: int = 0):
    """The dialog's hint, as the table says it: (its step, the table's own hint it comes from)."""
    view, legal, action, words = _asked(state, seat)
    outside = facts_of(words).outside
    assert outside is not None, (action, words)  # the worker's facts carry the table's hint

    def describe(move: Action) -> str:
        return R.describe_action(state, seat, move)
    return dialog_hint(view, seat, outside, None, legal, describe)


def _main(seed: int):
    return play_hard_until(seed, lambda s: s.phase == MAIN and s.current == 0 and s.turn > 8 and sum(s.hands[0]) >= 3
                           and Action("open_trade") in R.legal_actions(s, 0))


def test_the_dialog_hint_is_the_table_hint_for_the_position_it_opened_from() -> None:
    offers = drops = 0
    for seed in SEEDS:
        state = _main(seed)
        if state is None:
            continue
        view, legal, action, words = _asked(state)
        table = judged(view, 0, action, words, None, legal)
        dialog = R.clone(state)
        R.apply(dialog, 0, Action("open_trade"))
        assert outside_view(R.view(dialog, 0), 0) == view  # the same view: the same seed, the same search
        assert sorted(map(str, outside_legal(R, view, 0))) == sorted(map(str, legal))
        step, outside = _in_dialog(dialog)
        assert outside == table, (seed, outside, table)
        facts = facts_of(table.words)
        if table.action.kind != "open_trade":
            drops += 1
            assert step.action == Action("offer_abandon"), (seed, step)
            said = R.describe_action(state, 0, table.action)
            assert step.words.startswith(f"then {said[0].lower()}{said[1:]}"), (seed, step.words)
            continue
        offers += 1
        for _ in range(12):  # drafted card by card, each step the same offer, then sent
            assert facts_of(step.words).give == facts.give and facts_of(step.words).get == facts.get, (seed, step)
            assert facts_of(step.words).goal == facts.goal, (seed, step)
            R.apply(dialog, 0, step.action)
            if dialog.phase == TRADE_PENDING:
                break
            step, _outside = _in_dialog(dialog)
        assert (tuple(dialog.trade_give), tuple(dialog.trade_get)) == (facts.give, facts.get), seed
        assert dialog.trade_to == facts.to
    assert offers and drops  # both kinds of advice were met


def test_a_counter_offer_dialog_follows_the_table_hint_on_the_offer() -> None:
    met = 0
    for seed in range(1, 8):
        state = play_hard_until(seed, lambda s: s.phase == TRADE_PENDING and s.current != 0
                                and Action("counter_trade") in R.legal_actions(s, 0))
        if state is None:
            continue
        view, legal, action, words = _asked(state)
        table = judged(view, 0, action, words, None, legal)
        dialog = R.clone(state)
        R.apply(dialog, 0, Action("counter_trade"))
        step, outside = _in_dialog(dialog)
        assert outside == table, (seed, outside, table)
        expected = {"accept_trade": "accept_trade", "counter_trade": None}.get(table.action.kind, "offer_abandon")
        if expected is None:  # the counter the table named, drafted
            assert facts_of(step.words).give == facts_of(table.words).give, (seed, step)
        else:
            assert step.action.kind == expected, (seed, table, step)
        met += 1
    assert met >= 3


def test_outside_a_dialog_the_hint_is_the_expert_choice() -> None:
    state = _main(2)
    view, legal = R.view(state, 0), R.legal_actions(state, 0)
    agent = HintExpert(0, hint_seed(view), clock=_clock())
    assert agent.hint(R, view, 0, legal) == HintExpert(0, hint_seed(view), clock=_clock()).choose(R, view, 0, legal)
    assert agent.outside is None
