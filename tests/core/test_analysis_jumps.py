"""Play-out estimates that jump with no mark (playtest: KROWNIA's chart went 0 → 65 % → 0, nothing marked) are
judged again with more play-outs: `analyse` refines both positions of the largest unexplained jumps, pools the
new play-outs with the first, and the pooled judgement replaces the noisy one."""

from __future__ import annotations

from matches import played

from baraza.game.core.analysis import Evaluation, PlayoutAnalyser, analyse, unexplained_jumps


class Spiky:
    """Judges every position 0.2 / 0.8 from 10 play-outs, but one position 0.85 / 0.15 (a lucky handful);
    judged again, the spike turns out to be the same 0.2 as its neighbours."""

    def __init__(self, spike: int) -> None:
        self.spike, self.calls, self.refined = spike, 0, []

    def evaluate(self, rules, state, seats):
        index = self.calls
        self.calls += 1
        lucky = index == self.spike
        return Evaluation((0.85, 0.15) if lucky else (0.2, 0.8), None, False, 10)

    def refine(self, rules, state, seats, first):
        self.refined.append(first.chances)
        return Evaluation(tuple((c * 10 + q * 30) / 40 for c, q in zip(first.chances, (0.2, 0.8), strict=True)),
                          first.best, False, 40)


def test_an_unmarked_spike_is_judged_again_and_smoothed() -> None:
    match = played("konja", 5, ["human", "ai:easy"], limit=40)
    unforced = [i for i, (seat, action) in enumerate(match.moves)
                if match.copy_at(i).legal_actions(seat) != [action]]
    spike_position = unforced[len(unforced) // 2]
    # positions are judged from the end: the call that judges `spike_position` (forced ones are not judged)
    judged_order = [i for i in range(len(match.moves), -1, -1) if i == len(match.moves) or i in unforced]
    analyser = Spiky(judged_order.index(spike_position))
    seen = []
    judgements = analyse(match.rules, match.options, match.seed, 2, match.moves,
                         analyser, progress=lambda done, total: seen.append((done, total)))
    assert (0.85, 0.15) in analyser.refined, "the spike was judged again"
    curve = [judgements[0].chances_before[0]] + [j.chances_after[0] for j in judgements]
    assert max(curve) < 0.5, curve  # 0.85 pooled with 30 more play-outs at 0.2: about 0.36
    assert seen[-1][0] == seen[-1][1]  # the progress ends at 100 %


def test_unexplained_jumps_lists_the_largest_first() -> None:
    evs = [Evaluation((0.5, 0.5), None, False, 10), Evaluation((0.9, 0.1), None, False, 10),
           Evaluation((0.6, 0.4), None, False, 10), Evaluation((0.6, 0.4), None, False, 10)]
    assert unexplained_jumps(evs, [(0, None), (1, None), (0, None)]) == [0, 1]


def test_play_out_refinement_pools_more_play_outs() -> None:
    match = played("krownia", 5, ["human", "ai:easy", "ai:easy"], limit=30)
    judge = PlayoutAnalyser(playouts=2, max_moves=400)
    first = judge.evaluate(match.rules, match.state, 3)
    again = judge.refine(match.rules, match.state, 3, first)
    assert again.samples > first.samples and abs(sum(again.chances) - 1.0) < 1e-9
