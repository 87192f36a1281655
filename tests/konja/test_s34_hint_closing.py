"""Round 14 of a blind tester's Konja match, ply 142: Nia at 18 of 21, second to play, 5 3 1 1 3 rolled, with Shape
Bone, Tilt, Barter, Oodoo ready and Bone Flute. Five 3s, one safe, make a Cloud the red dice cannot stop: 21, and
the match ends with the turn. The Hint advised Barter (Magick for Gold), which left no Magick for Shape Bone. It now
asks the judge's search of a turn that may end the match (hint_closing.py) and gives the winning line's first step.
The position is rebuilt from the match record's seed, options and first 142 moves (data/konja14_ply142.json)."""

from __future__ import annotations

import json
from pathlib import Path

from baraza.game.core.action import Action
from baraza.game.core.analysis_hint import hint_agent, hint_move
from baraza.game.konja import RULES
from baraza.game.konja.analysis import make_analyser
from baraza.game.konja.analysis_last import LastTurnSearch, closing_turn
from baraza.game.konja.hint_closing import SURE, _joined
from baraza.game.registry import get_game

RECORD = Path(__file__).parent / "data" / "konja14_ply142.json"


def _args(x):
    return tuple(_args(i) for i in x) if isinstance(x, list) else x


def _replayed(moves: int | None = None):
    record = json.loads(RECORD.read_text())
    state = RULES.initial_state(record["options"], record["seed"], 2)
    for seat, kind, args in record["moves"][:moves]:
        RULES.apply(state, seat, Action(kind, _args(args)))
    return state


def _hint(state):
    """The Hint as the table asks it (analysis_hint.py: the hint level's agent, seeded by the view), with its words."""
    spec, seat = get_game("konja"), RULES.decider(state)
    view, legal = RULES.view(state, seat), RULES.legal_actions(state, seat)
    agent = hint_agent(spec, seat, view)
    move = hint_move(spec, view, seat, legal, agent)
    return move, agent.explain(view, move) or ""


def test_the_record_rebuilds_the_testers_position(baraza_home):
    state = _replayed()
    nia = state.players[0]
    assert state.phase == "bones" and state.turn_seat == 0 and closing_turn(state)
    assert [d.value for d in state.dice] == [5, 3, 1, 1, 3] and nia.cloud_points == 18
    assert {"shape_bone", "tilt", "barter"} <= set(nia.spells)


def test_the_hint_starts_the_sure_line_not_barter(baraza_home):
    state = _replayed()
    move, words = _hint(state)
    assert move.kind != "play_spell" or move.args[0] != "barter", move
    after = RULES.clone(state)
    RULES.apply(after, 0, move)
    chance, _best, _values = LastTurnSearch(budget=3000).judge(after)
    assert chance >= SURE, (move, chance)  # the win stays sure after the hinted step
    assert words.startswith("this wins the match: "), words
    assert "Shape Bone" in words and "Oodoo twice" in words and "Bone Flute" in words, words


def test_the_analysis_names_the_hints_move_as_its_best(baraza_home):
    """One judge (analysis_hint.py): the replay's better move at this position is the Hint's."""
    state = _replayed()
    move, _words = _hint(state)
    judged = make_analyser(0.5).evaluate(RULES, RULES.clone(state), 2)
    assert judged.chances[0] >= SURE and judged.best == move, (judged.best, move)


def test_an_ordinary_position_does_not_search(baraza_home, monkeypatch):
    """Outside a turn that may end the match the Hint is the AI's, at no extra cost (the search never runs)."""
    def refuse(self, state):
        raise AssertionError("searched an ordinary position")

    monkeypatch.setattr(LastTurnSearch, "judge", refuse)
    state = _replayed(56)  # a Bones phase early in the match, Nia to play
    assert state.phase == "bones" and not closing_turn(state)
    move, _words = _hint(state)
    assert move in RULES.legal_actions(state, RULES.decider(state))


def test_a_line_names_a_card_used_again_once():
    assert _joined(["Tilt", "Barter", "Oodoo", "Oodoo", "Bone Flute"]) == "Tilt, then Barter, Oodoo twice and Bone Flute"
    assert _joined(["Shape Bone", "Oodoo"]) == "Shape Bone, then Oodoo"
    assert _joined(["Tilt"]) == "Tilt"


def test_the_ais_own_step_on_the_sure_line_is_kept_and_called_sure(baraza_home):
    """The tester played Shape Bone on the 5 instead; the AI's next step (Oodoo) is on a sure line too: kept, and
    said sure rather than "if the red dice spare them"."""
    state = _replayed()
    RULES.apply(state, 0, Action("play_spell", ("shape_bone", (0, 3))))
    move, words = _hint(state)
    assert move.kind == "use_relic" and words.startswith("this wins the match: "), (move, words)
    assert "red dice spare" not in words
