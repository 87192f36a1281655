"""A mark's level follows the drop the caption shows: "an inaccuracy: your chance 42% → 6%" beside "a mistake:
78% → 71%" (a playtest) could not be squared. The evidence (noise allowance, paired play-outs) decides whether a
move is marked; its level is read from the chart's drop, at least an inaccuracy."""

from baraza.game.core.analysis_marks import as_shown
from baraza.game.core.evaluation import Evaluation


def _ev(p: float, proven: bool = False) -> Evaluation:
    return Evaluation((p, 1 - p), None, proven, 0 if proven else 40)


def test_the_level_is_the_shown_drops():
    assert as_shown("inaccuracy", _ev(0.42), _ev(0.06), 0) == "blunder"
    assert as_shown("mistake", _ev(0.78), _ev(0.71), 0) == "inaccuracy"
    assert as_shown("inaccuracy", _ev(0.69), _ev(0.40), 0) == "mistake"
    assert as_shown(None, _ev(0.9), _ev(0.1), 0) is None  # no evidence, no mark


def test_a_proven_loss_stays_a_blunder():
    assert as_shown("blunder", _ev(0.25), _ev(0.0, proven=True), 0) == "blunder"
