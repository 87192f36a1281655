"""Does KROWNIA's analysis find bad moves made on purpose? (issue 41)

`play`: 2-seat and 3-seat matches of the middle AI level in every seat, where seat 0, at about PER_MATCH chosen
moments, makes a bad move of a kind blind testers made on purpose: a road where a village was affordable, ending
the turn with a village affordable, a needless 4:1 trade away of a card a build needs, the Pirate onto a tile of
its own, and hoarding (ending HOARD_TURNS turns running with a build affordable). Each match is saved as
`baraza simulate --save-dir` saves one, beside it `<name>.planted.json` (the planted moves' indices and kinds).

`judge`: each saved match analysed as `baraza analyse FILE` does (`analyser_for(package, SECONDS)`), then: the
planted moves marked (any level), the other moves marked (false marks), the chart's steps where no mark is given
(mean and max |change| of the mover's chance, and of any seat's), and the analysis's CPU seconds per match.

    nice .venv/bin/python tools/krownia_bad_moves.py play --out /tmp/kbad --seeds 1 2 --seats 2 3
    nice .venv/bin/python tools/krownia_bad_moves.py judge /tmp/kbad/*.json --seconds 0.5 --json
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run from a fresh checkout

from baraza.game.core.action import Action  # noqa: E402
from baraza.game.krownia import board as B  # noqa: E402
from baraza.game.krownia.constants import COST_TOWN, COST_VILLAGE, MAIN  # noqa: E402
from baraza.game.registry import get_game  # noqa: E402
from baraza.game.simulate import MatchRecord  # noqa: E402

LEVEL = "hard"  # the middle of KROWNIA's levels: the analysis's play-outs play it too
PER_MATCH = 5
KINDS = ("road_not_village", "end_with_village", "needless_trade", "pirate_on_own", "hoard")
HOARD_TURNS = 3
GAP_TURNS = 3  # seat 0's turns at least between two plantings


def _plant(rules, state, legal: list[Action], kind: str, rng: random.Random) -> Action | None:
    """The bad move of `kind` in this position, or None where it has no chance here."""
    kinds = {a.kind for a in legal}
    hand = state.hands[0]
    if kind == "road_not_village" and "build_village" in kinds and "build_road" in kinds:
        return rng.choice([a for a in legal if a.kind == "build_road"])
    if kind in ("end_with_village", "hoard") and "build_village" in kinds and "end_turn" in kinds:
        return Action("end_turn")
    if kind == "hoard" and "end_turn" in kinds and ("build_town" in kinds or sum(hand) >= 8):
        return Action("end_turn")
    if kind == "needless_trade" and state.phase == MAIN:
        # give 4 (or the seat's rate) of a card a village or town needs, for one it holds plenty of
        needed = [r for r in range(5) if COST_VILLAGE[r] or COST_TOWN[r]]
        trades = [a for a in legal if a.kind == "bank_trade" and a.args[0] in needed and hand[a.args[1]] >= 1]
        return rng.choice(trades) if trades else None
    if kind == "pirate_on_own":
        own = [a for a in legal if a.kind == "move_pirate"
               and any(state.corner_owner[c] == 0 for c in B.HEX_CORNERS[a.args[0]])
               and not any(state.corner_owner[c] > 0 for c in B.HEX_CORNERS[a.args[0]])]
        return rng.choice(own) if own else None
    return None


def play(seed: int, seats: int) -> tuple[MatchRecord, list[dict]]:
    """One match with seat 0's planted bad moves, and the list of them (move index, kind)."""
    spec = get_game("krownia")
    rules = spec.rules
    options = rules.default_options()
    state = rules.initial_state(options, seed, seats)
    agents = [spec.agent_factory(LEVEL, s, seed * 31 + s) for s in range(seats)]
    rng = random.Random(seed * 7 + seats)
    order = list(KINDS)
    rng.shuffle(order)
    planted: list[dict] = []
    moves: list[tuple[int, Action]] = []
    last_turn, hoarding = -99, 0
    start = time.process_time()
    while not rules.is_terminal(state) and len(moves) < 20000:
        seat = rules.active_seats(state)[0]
        legal = rules.legal_actions(state, seat)
        action = None
        if seat == 0 and len(legal) > 1 and state.turn > 2 * seats:
            if hoarding and state.turn > last_turn:
                action = _plant(rules, state, legal, "hoard", rng)
                if action is not None:
                    hoarding -= 1
                    last_turn = state.turn
                    planted.append({"ply": len(moves), "kind": "hoard"})
            elif len(planted) < PER_MATCH + HOARD_TURNS - 1 and state.turn >= last_turn + GAP_TURNS * seats \
                    and order:
                action = _plant(rules, state, legal, order[0], rng)
                if action is not None:
                    kind = order.pop(0)
                    hoarding = HOARD_TURNS - 1 if kind == "hoard" else 0
                    last_turn = state.turn
                    planted.append({"ply": len(moves), "kind": kind})
        if action is None:
            action = legal[0] if len(legal) == 1 else agents[seat].choose(rules, rules.view(state, seat), seat, legal)
        rules.apply(state, seat, action)
        moves.append((seat, action))
    result = rules.result(state)
    record = MatchRecord("krownia", options, seed, [f"ai:{LEVEL}"] * seats, moves, result.winners, result.scores,
                         rules.turn_number(state), time.process_time() - start, {}, rules.result_tallies(state))
    return record, planted


def cmd_play(args: argparse.Namespace) -> None:
    from baraza.game.persistence.saves import save_record

    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for seats in args.seats:
        for seed in args.seeds:
            record, planted = play(seed, seats)
            path = out / f"krownia-bad-{seats}p-seed{seed}.json"
            save_record(record, path)
            path.with_suffix(".planted.json").write_text(json.dumps(planted) + "\n")
            print(json.dumps({"file": str(path), "moves": len(record.moves), "winners": list(record.winners),
                              "planted": planted}))


def judge(path: Path, seconds: float, args: argparse.Namespace) -> dict:
    """One saved match analysed as `baraza analyse` does, and its figures."""
    from baraza.game.core.analysis import analyse
    from baraza.game.persistence.history import match_from_file

    match = match_from_file(path)
    planted = {p["ply"]: p["kind"] for p in json.loads(path.with_suffix(".planted.json").read_text())}
    looks = _watch_paired_looks(match.moves)
    start = time.process_time()
    judgements = analyse(match.rules, match.options, match.seed, len(match.seats), match.moves,
                         _judge_of(args, seconds))
    cpu = time.process_time() - start
    looks.close()
    found = {ply: judgements[ply].mark for ply in planted}
    false = [j.ply - 1 for j in judgements if j.mark and j.ply - 1 not in planted]
    steps = [abs(j.p_after - j.p_before) for j in judgements if not j.mark]
    any_steps = [max(abs(a - b) for a, b in zip(j.chances_before, j.chances_after, strict=True))
                 for j in judgements if not j.mark]
    return {"file": path.name, "moves": len(judgements), "cpu_s": round(cpu, 1),
            "planted": len(planted), "planted_marked": sum(1 for m in found.values() if m),
            "planted_marks": {f"{ply}:{planted[ply]}": found[ply] for ply in sorted(planted)},
            "others": len(judgements) - len(planted), "false_marks": len(false),
            "false_at": [(i, judgements[i].action, judgements[i].mark) for i in false][:12],
            "step_mean": round(sum(steps) / max(1, len(steps)), 4), "step_max": round(max(steps, default=0.0), 3),
            "any_seat_step_mean": round(sum(any_steps) / max(1, len(any_steps)), 4),
            "any_seat_step_max": round(max(any_steps, default=0.0), 3),
            "chart": [round(j.p_before, 3) for j in judgements],
            # every paired look (analysis_paired) with a fault named: the ply, the mean drop, its error, the fault,
            # whether it was planted and its mark; other gates for a named fault are judged from these exactly
            "fault_looks": [dict(look, planted=look["ply"] in planted, mark=judgements[look["ply"]].mark)
                            for look in looks.looks if look.get("fault")]}


class _watch_paired_looks:  # noqa: N801 - used as a context of the judge's paired looks
    """Records each paired look `analyse` makes (game.core.analysis.paired_mark): its ply (matched in order with
    the match's moves), the pairs' mean drop and error, and the fault the judge names in the move, if any."""

    def __init__(self, moves) -> None:
        from baraza.game.core import analysis

        self.analysis, self.moves, self.next, self.looks = analysis, moves, 0, []
        self.mark, self.drop = analysis.paired_mark, analysis.paired_drop
        look: dict = {}

        def paired_mark(analyser, rules, position, seats, seat, action, *rest):
            while self.next < len(moves) and moves[self.next] != (seat, action):
                self.next += 1
            look.clear()
            look["ply"] = self.next
            result = self.mark(analyser, rules, position, seats, seat, action, *rest)
            if "mean" in look:
                self.looks.append(dict(look))
            self.next += 1
            return result

        def paired_drop(analyser, rules, state, seats, seat, played, best, *rest, **named):
            found = self.drop(analyser, rules, state, seats, seat, played, best, *rest, **named)
            hook = getattr(analyser, "fault", None)
            if found is not None:
                look.update(mean=round(found[0], 4), error=round(found[1], 4),
                            fault=hook(rules, state, seat, played, best) if hook else None)
            return found

        analysis.paired_mark, analysis.paired_drop = paired_mark, paired_drop

    def close(self) -> None:
        self.analysis.paired_mark, self.analysis.paired_drop = self.mark, self.drop


def cmd_spot(args: argparse.Namespace) -> None:
    """A quicker look: only the planted moves and `--others` AI moves of seat 0 spread over each match, each
    judged as `analyse` judges a mark (game.core.analysis.judge_move), not the whole chart."""
    from baraza.game.core.analysis import judge_move
    from baraza.game.persistence.history import match_from_file

    hits = planted_n = false = others_n = 0
    start = time.process_time()
    for name in args.files:
        if name.endswith(".planted.json"):
            continue
        path = Path(name)
        match = match_from_file(path)
        planted = {p["ply"]: p["kind"] for p in json.loads(path.with_suffix(".planted.json").read_text())}
        rules, seats = match.rules, len(match.seats)
        mine = [i for i, (seat, _a) in enumerate(match.moves) if seat == 0 and i not in planted
                and i > 8 * seats and len(rules.legal_actions(_state_at(match, i), 0)) > 1]
        picks = sorted(set(planted) | set(random.Random(len(mine)).sample(mine, min(args.others, len(mine)))))
        for i in picks:
            state = _state_at(match, i)
            seat, action = match.moves[i]
            mark = judge_move(rules, state, seats, seat, action, _judge_of(args, args.seconds))
            if i in planted:
                planted_n, hits = planted_n + 1, hits + bool(mark)
            else:
                others_n, false = others_n + 1, false + bool(mark)
            print(json.dumps({"file": path.name, "ply": i, "planted": planted.get(i), "action": action.kind,
                              "mark": mark}), flush=True)
    print(json.dumps({"summary": {"planted_marked": f"{hits}/{planted_n}", "false_marks": f"{false}/{others_n}",
                                  "cpu_s": round(time.process_time() - start, 1)}}))


def _judge_of(args: argparse.Namespace, seconds: float):
    """The analyser: KROWNIA's own (`analyser_for`), or `make_analyser` of the module file `--judge` names (an
    older copy, for a before-and-after), with `--set NAME=VALUE` constants of that module changed."""
    import importlib
    import importlib.util

    if args.judge:
        spec = importlib.util.spec_from_file_location("krownia_judge_copy", args.judge)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
    else:
        module = importlib.import_module("baraza.game.krownia.analysis")
    for pair in args.set or []:
        name, value = pair.split("=")
        setattr(module, name, type(getattr(module, name))(value))
    return module.make_analyser(seconds)


def _state_at(match, ply: int):
    rules = match.rules
    state = rules.initial_state(match.options, match.seed, len(match.seats))
    for seat, action in match.moves[:ply]:
        rules.apply(state, seat, action)
    return state


def cmd_judge(args: argparse.Namespace) -> None:
    rows = []
    for name in args.files:
        if name.endswith(".planted.json"):
            continue
        row = judge(Path(name), args.seconds, args)
        rows.append(row)
        shown = {k: v for k, v in row.items() if k not in ("chart", "fault_looks")}
        print(json.dumps(shown), flush=True)
        if args.charts:
            Path(args.charts).mkdir(parents=True, exist_ok=True)
            (Path(args.charts) / (Path(name).stem + ".chart.json")).write_text(json.dumps(row) + "\n")
    planted = sum(r["planted"] for r in rows)
    total = {"matches": len(rows), "planted_marked": f"{sum(r['planted_marked'] for r in rows)}/{planted}",
             "false_marks": f"{sum(r['false_marks'] for r in rows)}/{sum(r['others'] for r in rows)}",
             "step_mean": round(sum(r["step_mean"] * r["moves"] for r in rows) / max(1, sum(r["moves"] for r in rows)), 4),
             "step_max": max((r["step_max"] for r in rows), default=0.0),
             "cpu_s_per_match": round(sum(r["cpu_s"] for r in rows) / max(1, len(rows)), 1)}
    print(json.dumps({"summary": total}))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("play")
    p.add_argument("--out", required=True)
    p.add_argument("--seeds", type=int, nargs="+", default=[1, 2])
    p.add_argument("--seats", type=int, nargs="+", default=[2, 3])
    j = sub.add_parser("judge")
    j.add_argument("files", nargs="+")
    j.add_argument("--seconds", type=float, default=0.5)
    j.add_argument("--charts", default=None, help="write each match's figures and chart here")
    s = sub.add_parser("spot")
    s.add_argument("files", nargs="+")
    s.add_argument("--seconds", type=float, default=0.5)
    s.add_argument("--others", type=int, default=6, help="seat 0's AI moves judged per match besides the planted")
    for sub_parser in (j, s):
        sub_parser.add_argument("--judge", default=None, help="a copy of game/krownia/analysis.py to judge with")
        sub_parser.add_argument("--set", nargs="*", help="NAME=VALUE: a constant of the judge's module")
    args = parser.parse_args()
    {"play": cmd_play, "judge": cmd_judge, "spot": cmd_spot}[args.cmd](args)


if __name__ == "__main__":
    main()
