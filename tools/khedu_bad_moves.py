"""Does Khedu's analysis find bad moves made on purpose, and how often does it mark AI moves? (issue 41, round 9)

`play`: 2-seat matches of the normal AI in both seats (a blind tester's opponent). With `--plant`, seat 0, at up to
PER_MATCH moments GAP_TURNS turns apart, plays instead of its AI's move one the judge's fault hook names against it
(game/khedu/mark_words.py `fault`: a hero of its own risked in a fight it wins under 70 % of the time, the last
Influence spent); without, the matches are plain AI-vs-AI (false marks). Each match is saved as JSON (options, seed,
seats, moves, planted move indices).

`judge`: each saved match analysed as the replay does (`analyser_for("baraza.game.khedu", SECONDS)`), with the fault
hook ("after") and without it ("before": the judge of commit 96014ed, its marks at the moves a fault was named
judged again as that judge does): marks on planted moves, marks elsewhere (false marks), CPU seconds.

    nice .venv/bin/python tools/khedu_bad_moves.py play --out DIR --seeds 1 2 3 [--plant]
    nice .venv/bin/python tools/khedu_bad_moves.py judge DIR/*.json --json
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
from baraza.game.khedu.mark_words import fault  # noqa: E402
from baraza.game.registry import get_game  # noqa: E402

LEVEL = "normal"
PER_MATCH, GAP_TURNS, CHANCE = 4, 2, 0.5
SECONDS = 0.5  # the replay's budget (scenes/replay/analysis_job.py)


def play(seed: int, plant: bool) -> dict:
    """One match; with `plant`, seat 0's planted faulty moves (their indices in the moves)."""
    spec = get_game("khedu")
    rules = spec.rules
    options = rules.default_options()
    state = rules.initial_state(options, seed, 2)
    agents = [spec.agent_factory(LEVEL, s, seed * 31 + s) for s in range(2)]
    rng = random.Random(seed * 7 + 2)
    moves: list[tuple[int, Action]] = []
    planted: list[dict] = []
    last_turn = -99
    while not rules.is_terminal(state) and len(moves) < 5000:
        seat = rules.active_seats(state)[0]
        legal = rules.legal_actions(state, seat)
        chosen = agents[seat].choose(rules, rules.view(state, seat), seat, legal)
        turn = state.players[seat].turns_taken
        if plant and seat == 0 and len(planted) < PER_MATCH and turn - last_turn >= GAP_TURNS and len(legal) > 1:
            faulty = [(a, said) for a in legal for said in [fault(rules, state, seat, a, chosen)] if said]
            if faulty and rng.random() < CHANCE:
                chosen, said = rng.choice(faulty)
                planted.append({"index": len(moves), "fault": said})
                last_turn = turn
        moves.append((seat, chosen))
        rules.apply(state, seat, chosen)
    return {"game": "khedu", "options": options, "seed": seed, "seats": ["ai:" + LEVEL] * 2,
            "moves": [[s, a.to_json()] for s, a in moves], "planted": planted}


def judge(path: Path) -> dict:
    """The marks with the fault hook ("after") and without it ("before"), planted and elsewhere, and the CPU
    seconds. One analysis: the two judges differ only at moves where the hook names a fault (a paired look with
    three times the pairs, marked when they agree it cost something), so each such move's paired look is also made
    as the judge without the hook makes it (the gate, one times the pairs), and its mark taken from that."""
    from baraza.game.core import analysis
    from baraza.game.core.analysis_marks import stronger

    data = json.loads(path.read_text())
    rules = get_game("khedu").rules
    moves = [(s, Action.from_json(a)) for s, a in data["moves"]]
    planted = {p["index"] for p in data["planted"]}
    plain = analysis.paired_mark
    before_of: dict[int, str | None] = {}  # move index -> the mark without the hook, where a fault was named
    cursor = [0]

    def paired_mark(analyser, rules, position, seats, seat, action, before, after, played_best, seen=None):
        while cursor[0] < len(moves) and moves[cursor[0]] != (seat, action):
            cursor[0] += 1
        with_hook = plain(analyser, rules, position, seats, seat, action, before, after, played_best, seen)
        if analysis.named_fault(analyser, rules, position, seat, action, before.best) is not None:
            analyser.fault = None  # the judge without the hook, on the same position and seeds
            try:
                without = plain(analyser, rules, position, seats, seat, action, before, after, played_best)
            finally:
                del analyser.fault
            shown = stronger(analysis.mark_for(before, after, seat, played_best), without)
            before_of[cursor[0]] = analysis.as_shown(shown, before, after, seat)
        cursor[0] += 1
        return with_hook

    analysis.paired_mark = paired_mark
    try:
        start = time.process_time()
        judged = analysis.analyse(rules, data["options"], data["seed"], 2, moves,
                                  analysis.analyser_for("baraza.game.khedu", SECONDS))
        cpu = round(time.process_time() - start, 1)
    finally:
        analysis.paired_mark = plain
    out: dict = {"file": path.name, "moves": len(moves), "planted": len(planted), "cpu": cpu,
                 "faults_named": sorted(before_of)}
    for name, marks in (("after", {k: j.mark for k, j in enumerate(judged)}),
                        ("before", {k: before_of.get(k, j.mark) for k, j in enumerate(judged)})):
        marked = sorted(k for k, m in marks.items() if m)
        out[name] = {"planted_marked": [k for k in marked if k in planted],
                     "false_marks": [k for k in marked if k not in planted],
                     "marks": [(k, marks[k]) for k in marked]}
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("play")
    p.add_argument("--out", type=Path, required=True)
    p.add_argument("--seeds", type=int, nargs="+", required=True)
    p.add_argument("--plant", action="store_true")
    j = sub.add_parser("judge")
    j.add_argument("files", type=Path, nargs="+")
    j.add_argument("--json", action="store_true")
    args = parser.parse_args()
    if args.cmd == "play":
        args.out.mkdir(parents=True, exist_ok=True)
        for seed in args.seeds:
            record = play(seed, args.plant)
            name = f"khedu-{'bad' if args.plant else 'plain'}-seed{seed}.json"
            (args.out / name).write_text(json.dumps(record))
            print(name, len(record["moves"]), "moves,", len(record["planted"]), "planted")
        return
    results = [judge(f) for f in args.files]
    for r in results:
        print(json.dumps(r) if args.json else
              f"{r['file']}: {r['moves']} moves, {r['planted']} planted, faults named at {r['faults_named']}; "
              f"before {r['before']['planted_marked']} planted marked, {len(r['before']['false_marks'])} other "
              f"marks; after {r['after']['planted_marked']}, {len(r['after']['false_marks'])} ({r['cpu']} s)")


if __name__ == "__main__":
    main()
