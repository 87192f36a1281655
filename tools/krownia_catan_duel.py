"""Duel games inside catanatron's engine: one seat Baraza (through the adapter), three catanatron bots.

Run by tools/krownia_vs_catanatron.py with the python of a scratch venv that has catanatron installed;
prints one JSON line per game. Game i uses seed S + i (catanatron seeds Python's global random with
it, and every game starts from a fresh Game) and puts our seat at turn position i % 4, so a run is
reproducible and our seat rotates through all four positions. With --control each game is played a
second time, with catanatron's own AlphaBetaPlayer in our seat through the same code path.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import random
import sys
import time
from importlib import metadata
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from catanatron import Color, Game, RandomPlayer  # noqa: E402
from catanatron.game import TURNS_LIMIT  # noqa: E402
from catanatron.players.minimax import AlphaBetaPlayer  # noqa: E402
from catanatron.players.value import ValueFunctionPlayer  # noqa: E402
from catanatron.players.weighted_random import WeightedRandomPlayer  # noqa: E402
from krownia_catan_adapter import BarazaSeat, CatanView  # noqa: E402
from krownia_vs_catanatron import expert_settings  # noqa: E402

from baraza.game.core.agent import RandomAgent  # noqa: E402
from baraza.game.krownia import make_agent  # noqa: E402
from baraza.game.krownia.expert import ExpertAI  # noqa: E402
from baraza.game.krownia.expert.determinise import determinise  # noqa: E402
from baraza.game.krownia.expert.features import FeatureMaker, extra_vector  # noqa: E402
from baraza.game.krownia.expert.value import Evaluator, Weights, load_weights  # noqa: E402
from baraza.game.krownia.rules import VPCARD  # noqa: E402

THEIRS = {"AB": AlphaBetaPlayer, "VF": ValueFunctionPlayer, "WR": WeightedRandomPlayer, "R": RandomPlayer}
COLORS = (Color.RED, Color.BLUE, Color.ORANGE, Color.WHITE)


class TimedPlayer:
    """Wraps a catanatron player to time its decisions the way BarazaSeat times ours."""

    def __init__(self, inner) -> None:
        self.inner = inner
        self.color = inner.color
        self.is_bot = True
        self.times: list[float] = []

    def decide(self, game, playable_actions):
        if len(playable_actions) == 1:
            return playable_actions[0]
        start = time.perf_counter()
        action = self.inner.decide(game, playable_actions)
        self.times.append(time.perf_counter() - start)
        return action

    def reset_state(self) -> None:
        self.inner.reset_state()

    def __repr__(self) -> str:
        return repr(self.inner)


CLOCKS = {"wall": time.perf_counter, "cpu": time.process_time}


def our_player(kind: str, color, seed: int, clock: str = "wall", settings: str = ""):
    if kind == "AB":
        return TimedPlayer(AlphaBetaPlayer(color))
    if kind == "random":
        return BarazaSeat(color, RandomAgent(seed))
    if kind == "ai:expert":
        # the table's budget on the wall clock, as players get it; "cpu" counts this process's CPU time
        # instead, for runs on a machine too busy to give the search its share
        return BarazaSeat(color, ExpertAI(0, seed, clock=CLOCKS[clock], **expert_settings(settings)))
    if not kind.startswith("ai:"):
        raise ValueError(f"unknown seat kind {kind}")
    return BarazaSeat(color, make_agent(kind[3:], 0, seed))


def settings_of(player) -> dict:
    """The plain settings of a bot or our agent (depth, pruning, budget...), for the record."""
    inner = getattr(player, "inner", None) or getattr(player, "agent", None) or player
    out = {"class": type(inner).__name__}
    for key, value in sorted(vars(inner).items()):
        if isinstance(value, bool | int | float | str) and not key.startswith("_") and key not in ("color", "seat"):
            out[key] = value
    weights = getattr(inner, "weights", None)
    if isinstance(weights, Weights):  # the value weights that differ from the shipped ones
        shipped = load_weights()
        out["weights_changed"] = {f.name: getattr(weights, f.name) for f in dataclasses.fields(Weights)
                                  if getattr(weights, f.name) != getattr(shipped, f.name)}
    return out


def tallies(player_state: dict, p: int) -> dict:
    """Where the points of the player at position `p` came from, and a little of how it played (to see
    what the losses have in common)."""
    get = lambda key: player_state[f"P{p}_{key}"]  # noqa: E731
    return {"vp": get("ACTUAL_VICTORY_POINTS"), "villages": 5 - get("SETTLEMENTS_AVAILABLE"),
            "towns": 4 - get("CITIES_AVAILABLE"), "roads": 15 - get("ROADS_AVAILABLE"),
            "longest": bool(get("HAS_ROAD")), "army": bool(get("HAS_ARMY")),
            "vp_cards": get("VICTORY_POINT_IN_HAND"), "knights": get("PLAYED_KNIGHT"),
            "road_len": get("LONGEST_ROAD_LENGTH")}


def setup_income(game, color) -> list[float]:
    """What the colour's setup villages bring per roll, per resource (wood, brick, sheep, wheat, ore: the sum
    of the dice chances of their tiles), to see which setups the losses have in common."""
    income = dict.fromkeys(("WOOD", "BRICK", "SHEEP", "WHEAT", "ORE"), 0.0)
    for node, (owner, _kind) in game.state.board.buildings.items():
        if owner == color:
            for resource, chance in game.state.board.map.node_production[node].items():
                income[resource] += chance
    return [round(v, 4) for v in income.values()]


class RowMaker:
    """Training rows for the learned value (tools/krownia_train.py --mlp): at a random share of the turn
    changes, every seat's features (features.py, with EXTRA_FEATURES) read from that seat's own view, so a
    row holds only what the seat knew; labelled with the winner when the game ends."""

    def __init__(self, game, position: int, sample: float, seed: int) -> None:
        self.views = CatanView(game, game.state.colors[position])
        self.position = position
        self.sample = sample
        self.rng = random.Random(seed * 7 + 1)  # its own rng: the game's draws stay as they were
        self.weights = load_weights()
        self.maker: FeatureMaker | None = None
        self.rows: list[dict] = []
        self.moment = 0

    def record(self, game, seed: int) -> None:
        if self.rng.random() >= self.sample:
            return
        for s in range(len(game.state.colors)):
            view = self.views.base_view(s)
            state = determinise(view, random.Random(self.rng.getrandbits(32)))
            self.maker = self.maker or FeatureMaker(state)
            hand = Evaluator(state, s, view.dev_cards[VPCARD], self.weights).value(state)
            x = self.maker.vector(state, s, hand) + extra_vector(state, s, s == self.position)
            self.rows.append({"g": seed, "m": self.moment, "seat": s, "x": x, "hand": round(hand, 3)})
        self.moment += 1

    def labelled(self, winner_position: int | None) -> list[dict]:
        if winner_position is None:
            return []
        return [{**row, "win": int(row["seat"] == winner_position)} for row in self.rows]


def play_on(game, rows: RowMaker | None, seed: int) -> None:
    """catanatron's Game.play, with the rows' look at each turn change."""
    turns = game.state.num_turns
    while game.winning_color() is None and game.state.num_turns < TURNS_LIMIT:
        game.play_tick()
        if rows is not None and game.state.num_turns != turns and game.winning_color() is None:
            turns = game.state.num_turns
            rows.record(game, seed)


def catanatron_version() -> str:
    try:
        return metadata.version("catanatron")
    except metadata.PackageNotFoundError:
        return "unknown"


def play_one(ours: str, theirs: str, seed: int, position: int, clock: str = "wall", settings: str = "",
             rows_sample: float = 0.0) -> dict:
    """One game with our seat at turn position `position`; the seating comes from the seed. With
    `rows_sample` > 0 the record also holds training rows ("rows")."""
    players = [THEIRS[theirs](c) for c in COLORS]
    game = Game(players, seed=seed)
    color = game.state.colors[position]
    bot_settings = settings_of(game.state.players[(position + 1) % 4])
    ours_player = our_player(ours, color, seed, clock, settings)
    # seat our player in the colour that moves `position`-th; the other three stay catanatron bots
    game.state.players[position] = ours_player
    if isinstance(ours_player, BarazaSeat):
        ours_player.agent_seat = position
    error = None
    setup = None
    rows = None
    try:
        while game.state.is_initial_build_phase and game.winning_color() is None:
            game.play_tick()
        setup = [setup_income(game, c) for c in game.state.colors]
        rows = RowMaker(game, position, rows_sample, seed) if rows_sample > 0 else None
        play_on(game, rows, seed)
    except Exception as exc:  # a harness or agent failure is counted, not hidden
        error = f"{type(exc).__name__}: {exc}"
    winner = game.winning_color()
    record = {
        "seed": seed, "position": position, "ours": ours, "theirs": theirs,
        "win": winner == color and error is None, "winner_position": None if winner is None
        else game.state.colors.index(winner), "turns": game.state.num_turns, "error": error,
        "vp": game.state.player_state[f"P{position}_ACTUAL_VICTORY_POINTS"],
        "tallies": [tallies(game.state.player_state, p) for p in range(len(game.state.colors))],
        "setup": setup,
        "times_ms": [round(t * 1000, 3) for t in ours_player.times],
        "clock": clock if ours == "ai:expert" else None, "ours_settings": settings_of(ours_player),
        "theirs_settings": bot_settings, "catanatron_version": catanatron_version(), "expert_set": settings or None,
    }
    if rows is not None:
        record["rows"] = rows.labelled(record["winner_position"] if error is None else None)
    return record


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--ours", default="ai:hard")
    parser.add_argument("--theirs", default="AB", choices=sorted(THEIRS))
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--first", type=int, default=0, help="index of the first game (to split long runs)")
    parser.add_argument("--control", action="store_true", help="also play each game with AB in our seat")
    parser.add_argument("--clock", default="wall", choices=sorted(CLOCKS), help="the expert's decision clock")
    parser.add_argument("--expert-set", default="", help="ExpertAI settings name=value,... (e.g. lookahead=4)")
    parser.add_argument("--rows-sample", type=float, default=0.0,
                        help="share of turn changes recorded as training rows (0: none)")
    args = parser.parse_args()
    for i in range(args.first, args.first + args.games):
        for kind in ([args.ours, "AB"] if args.control else [args.ours]):
            random.seed(args.seed + i)
            rec = play_one(kind, args.theirs, args.seed + i, i % 4, args.clock, args.expert_set, args.rows_sample)
            rec["game"] = i
            rec["control"] = kind == "AB" and args.control
            print(json.dumps(rec), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
