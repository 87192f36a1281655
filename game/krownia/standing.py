"""How a KROWNIA match stands: each seat's chance of winning read off the position, for the analysis's play-outs
cut short (analysis.py).

The expert's learned value (expert/learned.py, fitted on the outcomes of AI matches: P(this seat wins) from
features.py's vector of what that seat knows) scores each seat from its own side of the table: its own hand and
Victory Point cards, and of the others only what the table shows. The seats' log-odds are then shared out as
a softmax so the chances add up to 1 (the model scores one seat at a time and was fitted on four-seat matches,
so its chances over a table need not add up), each log-odds times SCALE[seats], fitted on the outcomes of AI
matches (tools/krownia_standing_check.py --fit). A missing or damaged model file gives a standing by visible
points alone (POINT_LOGIT per point).
"""

from __future__ import annotations

import math
from functools import lru_cache

from baraza.game.krownia.constants import VPCARD
from baraza.game.krownia.expert.features import FeatureMaker, extra_vector
from baraza.game.krownia.expert.learned import LinearModel, MLPModel, load_model
from baraza.game.krownia.expert.value import Evaluator, load_weights
from baraza.game.krownia.state import KrowniaState

POINT_LOGIT = 0.8  # the fallback's log-odds per point ahead
# log-odds scale per table size: least squared error on 40 AI matches each (tools/krownia_standing_check.py;
# three seats 0.28-0.4 alike within 0.001, four from --fit on 20)
SCALE = {2: 0.6, 3: 0.4, 4: 0.43}
BOARDS_KEPT = 8  # boards whose per-hex tables are kept (a match's play-outs share one board)


@lru_cache(maxsize=1)
def _model() -> LinearModel | MLPModel | None:
    return load_model()


@lru_cache(maxsize=1)
def _weights():
    return load_weights()


_MAKERS: dict[tuple, FeatureMaker] = {}


def _board_maker(state: KrowniaState) -> FeatureMaker:
    key = (tuple(state.terrain), tuple(state.numbers))
    maker = _MAKERS.get(key)
    if maker is None:
        if len(_MAKERS) >= BOARDS_KEPT:
            _MAKERS.pop(next(iter(_MAKERS)))
        maker = _MAKERS[key] = FeatureMaker(state)  # reads only the board's terrain and numbers
    return maker


def seat_logit(state: KrowniaState, seat: int) -> float:
    """The learned model's log-odds that `seat` wins, from what `seat` knows (its own hand and cards, the
    others' as the table shows them); by visible points when there is no model."""
    model = _model()
    if model is None:
        visible = state.vp_build[seat] + 2 * (state.longest_holder == seat) + 2 * (state.army_holder == seat)
        return POINT_LOGIT * (visible + state.devs[seat][VPCARD])
    hand = Evaluator(state, seat, state.devs[seat][VPCARD], _weights()).value(state)
    x = _board_maker(state).vector(state, seat, hand)
    if isinstance(model, MLPModel):
        x += extra_vector(state, seat)
    return model.logit(x)


def standing(state: KrowniaState) -> tuple[float, ...]:
    """Each seat's chance of winning as the match stands (they add up to 1): a finished match's winner has 1;
    otherwise a softmax of the seats' scaled log-odds."""
    n = state.num_seats
    if state.winner >= 0:
        return tuple(1.0 if s == state.winner else 0.0 for s in range(n))
    return shared([seat_logit(state, s) for s in range(n)], SCALE.get(n, 1.0))


def shared(logits: list[float], scale: float) -> tuple[float, ...]:
    """A softmax of `scale` times each seat's log-odds: chances adding up to 1."""
    top = max(logits)
    weights = [math.exp(max(-60.0, scale * (z - top))) for z in logits]
    total = sum(weights)
    return tuple(w / total for w in weights)
