"""How a KROWNIA match stands: each seat's chance of winning read off the position, for the analysis's play-outs
cut short (analysis.py).

The expert's learned value (expert/learned.py, fitted on the outcomes of AI matches: P(this seat wins) from
features.py's vector of what that seat knows) scores each seat from its own side of the table: its own hand and
Victory Point cards, and of the others only what the table shows. The seats' log-odds are then shared out as
a softmax so the chances add up to 1 (the model scores one seat at a time and was fitted on four-seat matches,
so its chances over a table need not add up), each log-odds times SCALE[seats], fitted on the outcomes of AI
matches (tools/krownia_standing_check.py --fit). A missing or damaged model file gives a standing by visible
points alone (POINT_LOGIT per point).

The vector needs the board's per-hex tables (features.FeatureMaker, about a tenth of a standing's cost): `standing`
and `seat_logit` make them anew, a `Standing` (the analyser's, one per judge) keeps them across its play-outs.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
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
BOARDS_KEPT = 8  # boards whose per-hex tables a Standing keeps (a match's play-outs share one board)


@lru_cache(maxsize=1)
def _model() -> LinearModel | MLPModel | None:
    return load_model()


@lru_cache(maxsize=1)
def _weights():
    return load_weights()


@dataclass
class Standing:
    """The standing as its owner keeps it (the analyser, whose play-outs share one board): `standing(state)` with
    each board's per-hex tables (features.FeatureMaker) made once and kept, the BOARDS_KEPT latest."""

    makers: dict[tuple, FeatureMaker] = field(default_factory=dict)

    def maker(self, state: KrowniaState) -> FeatureMaker:
        key = (tuple(state.terrain), tuple(state.numbers))
        maker = self.makers.get(key)
        if maker is None:
            if len(self.makers) >= BOARDS_KEPT:
                self.makers.pop(next(iter(self.makers)))
            maker = self.makers[key] = FeatureMaker(state)  # reads only the board's terrain and numbers
        return maker

    def seat_logit(self, state: KrowniaState, seat: int) -> float:
        return seat_logit(state, seat, self.maker(state) if _model() is not None else None)

    def __call__(self, state: KrowniaState) -> tuple[float, ...]:
        return standing(state, self.maker(state) if state.winner < 0 and _model() is not None else None)


def seat_logit(state: KrowniaState, seat: int, maker: FeatureMaker | None = None) -> float:
    """The learned model's log-odds that `seat` wins, from what `seat` knows (its own hand and cards, the
    others' as the table shows them); by visible points when there is no model. `maker`: the board's tables when
    the caller keeps them (Standing), else made here."""
    model = _model()
    if model is None:
        visible = state.vp_build[seat] + 2 * (state.longest_holder == seat) + 2 * (state.army_holder == seat)
        return POINT_LOGIT * (visible + state.devs[seat][VPCARD])
    hand = Evaluator(state, seat, state.devs[seat][VPCARD], _weights()).value(state)
    x = (FeatureMaker(state) if maker is None else maker).vector(state, seat, hand)
    if isinstance(model, MLPModel):
        x += extra_vector(state, seat)
    return model.logit(x)


def standing(state: KrowniaState, maker: FeatureMaker | None = None) -> tuple[float, ...]:
    """Each seat's chance of winning as the match stands (they add up to 1): a finished match's winner has 1;
    otherwise a softmax of the seats' scaled log-odds. `maker` as for seat_logit (made once here for every seat)."""
    n = state.num_seats
    if state.winner >= 0:
        return tuple(1.0 if s == state.winner else 0.0 for s in range(n))
    if maker is None and _model() is not None:
        maker = FeatureMaker(state)
    return shared([seat_logit(state, s, maker) for s in range(n)], SCALE.get(n, 1.0))


def shared(logits: list[float], scale: float) -> tuple[float, ...]:
    """A softmax of `scale` times each seat's log-odds: chances adding up to 1."""
    top = max(logits)
    weights = [math.exp(max(-60.0, scale * (z - top))) for z in logits]
    total = sum(weights)
    return tuple(w / total for w in weights)
