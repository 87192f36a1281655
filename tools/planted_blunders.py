"""Does the analysis mark a thrown-away win? Planted blunders, for every game in the registry.

For each game, AI-vs-AI matches are played from fixed seeds. Near each match's end, a position is taken where one
move keeps a near-certain win for its mover and another throws it away (the missed line of three, the Cloud not
collected, the build that hands the opponent the match): each legal move is tried and judged by seeded play-outs
of the game's quick level, and the pair is confirmed by play-outs of the judge's level or the matches' own, whichever
is stronger (a throw confirmed only by weaker seats than the analysis's may not be a throw: stronger play-outs can
win from there anyway). Then the throw-away move is
played and judged as `analyse` judges a move (the game's analysis, `analyser_for`, before and after it, and
`mark_for`), and the tool counts the planted moves marked "blunder" and those marked at least "mistake".

    python tools/planted_blunders.py --per-game 20 --save /tmp/planted.json     # find, then judge
    python tools/planted_blunders.py --load /tmp/planted.json                   # judge the same positions again

`--load` judges positions found earlier (by another checkout's analysis, say: the positions are options + seed +
moves, so any version of the rules replays them). No game is named here: the registry lists them.
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
from baraza.game.core.analysis import analyser_for, judge_move, terminal_evaluation  # noqa: E402
from baraza.game.registry import GAMES, game_names, get_game  # noqa: E402

WIN, LOSS = 0.9, 0.35  # a move keeps the win at or above WIN; the throw-away leaves at most LOSS
SCAN_PLIES = 24  # how far back from a match's end positions are tried
MAX_ACTIONS = 24  # a position with more legal moves than this tries a spread of them
PER_MATCH = 2


def play_match(spec, level: str, seed: int, seats: int) -> tuple[dict, list[tuple[int, Action]]]:
    rules = spec.rules
    options = rules.default_options()
    state = rules.initial_state(options, seed, seats)
    agents = [spec.agent_factory(level, s, seed * 31 + s) for s in range(seats)]
    moves = []
    for _ in range(5000):
        if rules.is_terminal(state):
            break
        seat = rules.active_seats(state)[0]
        legal = rules.legal_actions(state, seat)
        action = legal[0] if len(legal) == 1 else agents[seat].choose(rules, rules.view(state, seat), seat, legal)
        moves.append((seat, action))
        rules.apply(state, seat, action)
    return options, moves


def chance_after(spec, state, seat: int, action: Action, seats: int, level: str, playouts: int, seed: int) -> float:
    """`seat`'s share of wins over `playouts` play-outs of `level` after `action` (a draw is half)."""
    rules = spec.rules
    child = rules.clone(state)
    rules.apply(child, seat, action)
    if rules.is_terminal(child):
        return terminal_evaluation(rules, child, seats).chances[seat]
    rng = random.Random(seed)
    total = 0.0
    for _ in range(playouts):
        sim = rules.clone(child)
        play_seed = rng.randrange(2**31)
        if hasattr(getattr(sim, "rng", None), "seed"):
            sim.rng.seed(play_seed)
        shuffle = getattr(rules, "shuffle_unseen", None)
        if shuffle is not None:  # cards not yet seen drawn in an order of the play-out's own, as the analysis does
            shuffle(sim, random.Random(play_seed))
        agents = [spec.agent_factory(level, s, play_seed + s) for s in range(seats)]
        for _ in range(5000):
            if rules.is_terminal(sim):
                break
            s = rules.active_seats(sim)[0]
            legal = rules.legal_actions(sim, s)
            rules.apply(sim, s, legal[0] if len(legal) == 1 else agents[s].choose(rules, rules.view(sim, s), s, legal))
        total += terminal_evaluation(rules, sim, seats).chances[seat] if rules.is_terminal(sim) else 1.0 / seats
    return total / playouts


def confirm_level(name: str, spec, matches_level: str) -> str:
    """The level whose play-outs confirm a planted pair: the analysis's own play-out level (its judge's
    `level`, else the middle of the declared levels, as PlayoutAnalyser takes) or the matches' level, whichever
    the spec lists later (stronger)."""
    judge_level = getattr(analyser_for(GAMES[name], 0.5), "level", None)
    judge_level = judge_level or spec.ai_levels[len(spec.ai_levels) // 2]
    levels = list(spec.ai_levels)
    return max(matches_level, judge_level, key=lambda lv: levels.index(lv) if lv in levels else -1)


def find(name: str, wanted: int, max_seeds: int, log, first_seed: int = 1) -> list[dict]:
    """Up to `wanted` planted blunders of the game `name`: positions (options, seed, moves before it), the
    winning move and the throw-away move, with their play-out chances."""
    spec = get_game(name)
    rules = spec.rules
    seats = max(2, rules.min_seats)
    quick = spec.ai_levels[0]
    level = spec.ai_levels[min(1, len(spec.ai_levels) - 1)]  # the matches: a sensible, fast level
    check = confirm_level(name, spec, level)
    found: list[dict] = []
    seen: set = set()
    for seed in range(first_seed, first_seed + max_seeds):
        if len(found) >= wanted:
            break
        options, moves = play_match(spec, level, seed, seats)
        state = rules.initial_state(options, seed, seats)
        states = [rules.clone(state)]
        for seat, action in moves:
            rules.apply(state, seat, action)
            states.append(rules.clone(state))
        here = 0
        for ply in range(len(moves) - 1, max(-1, len(moves) - 1 - SCAN_PLIES), -1):
            if here >= PER_MATCH or len(found) >= wanted:
                break
            position, seat = states[ply], moves[ply][0]
            legal = rules.legal_actions(position, seat)
            if len(legal) < 2:
                continue
            tried = legal if len(legal) <= MAX_ACTIONS else legal[:: max(1, len(legal) // MAX_ACTIONS)]
            quick_p = {a: chance_after(spec, position, seat, a, seats, quick, 12, seed) for a in tried}
            keep = max(tried, key=lambda a: quick_p[a])
            throw = min(tried, key=lambda a: quick_p[a])
            if quick_p[keep] < WIN or quick_p[throw] > LOSS:
                continue
            p_keep = chance_after(spec, position, seat, keep, seats, check, 8, seed + 1)
            p_throw = chance_after(spec, position, seat, throw, seats, check, 8, seed + 1)
            if p_keep < WIN or p_throw > LOSS:
                continue
            key = (tuple(moves[:ply]), throw)
            if key in seen:
                continue  # another seed's match reached the same position
            seen.add(key)
            found.append({"game": name, "seed": seed, "seats": seats, "options": options, "seat": seat,
                          "moves": [[s, a.to_json()] for s, a in moves[:ply]], "keep": keep.to_json(),
                          "throw": throw.to_json(), "p_keep": round(p_keep, 3), "p_throw": round(p_throw, 3)})
            here += 1
            log(f"{name}: seed {seed} ply {ply} ({check}): keep {keep} ({p_keep:.2f}), throw {throw} ({p_throw:.2f})")
    return found


def judge(planted: dict, seconds: float) -> str | None:
    """The mark the game's analysis gives the throw-away move, judged as `analyse` judges a move."""
    rules, seats = get_game(planted["game"]).rules, planted["seats"]
    state = replayed(planted)
    return judge_move(rules, state, seats, planted["seat"], Action.from_json(planted["throw"]),
                      analyser_for(GAMES[planted["game"]], seconds))


def replayed(planted: dict):
    """The position of a planted blunder: its match's options + seed + moves, replayed."""
    rules = get_game(planted["game"]).rules
    state = rules.initial_state(planted["options"], planted["seed"], planted["seats"])
    for seat, action in planted["moves"]:
        rules.apply(state, seat, Action.from_json(action))
    return state


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--per-game", type=int, default=20)
    parser.add_argument("--max-seeds", type=int, default=60, help="matches played per game at most")
    parser.add_argument("--first-seed", type=int, default=1)
    parser.add_argument("--seconds", type=float, default=0.5, help="the analysis budget per position (the app's)")
    parser.add_argument("--games", default="", help="a comma-separated subset of the registry's games")
    parser.add_argument("--save", help="write the positions found here")
    parser.add_argument("--load", help="judge the positions in this file instead of finding them")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)

    def log(line: str) -> None:
        print(line, file=sys.stderr, flush=True)

    names = [n for n in game_names() if not args.games or n in args.games.split(",")]
    if args.load:
        planted = [p for p in json.loads(Path(args.load).read_text()) if p["game"] in names]
    else:
        planted = []
        for name in names:
            started = time.process_time()
            got = find(name, args.per_game, args.max_seeds, log, args.first_seed)
            log(f"{name}: {len(got)} found in {time.process_time() - started:.0f} s CPU")
            planted += got
            if args.save:  # after each game, so a long run keeps what it found
                Path(args.save).write_text(json.dumps(planted))
    report = {}
    for name in names:
        mine = [p for p in planted if p["game"] == name]
        started = time.process_time()
        marks = [judge(p, args.seconds) for p in mine]
        report[name] = {"planted": len(mine), "blunder": marks.count("blunder"),
                        "mistake_or_worse": sum(1 for m in marks if m in ("blunder", "mistake")),
                        "marks": marks, "cpu_s": round(time.process_time() - started, 1)}
        log(f"{name}: {report[name]['blunder']}/{len(mine)} blunder, "
            f"{report[name]['mistake_or_worse']}/{len(mine)} at least mistake ({report[name]['cpu_s']} s CPU)")
    if args.json:
        print(json.dumps(report))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
