"""The layout lint's screen states: every screen the app opens by name (scenes/screens/directory.py), in the
states a player meets it in — History with real match records, its statistics, the replay viewer with an
analysis curve, the Kona exercise, the daily calendar, run history and a run's breakdown, Play a code, the
import box, Settings and Keys (scrolled to the end too), Scores with entries, Setup for every game.

`screen_states()` yields (name, build) pairs like layout_lint.states(); build(app) puts the screen on the stack.
What they need on disk (match records, saves, solo runs) is written under the lint's BARAZA_HOME once, by
`prepare()`; the solo runs are played once per lint run and kept in memory."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from datetime import date
from functools import cache

Build = Callable[[object], None]
TODAY = date(2026, 12, 2)  # the daily screens show a fixed day, as `baraza shot daily` does


# --- what the screens show: played once ------------------------------------------------------------------
def _played(game: str, seed: int, seats: list[str], limit: int | None = None):
    """`game` played by easy AIs from `seed` (to its end, or `limit` actions), kept as a player's match:
    seat 0 is the human."""
    from baraza.game.registry import get_game, new_match

    spec = get_game(game)
    match = new_match(game, seats, seed, {})
    agents = [spec.make_agent("random" if kind == "human" else kind, s, seed + s) for s, kind in enumerate(seats)]
    while not match.is_over() and (limit is None or len(match.records) < limit):
        seat = match.active_seats()[0]
        match.submit(seat, agents[seat].choose(match.rules, match.view(seat), seat, match.legal_actions(seat)))
    match.play_seconds = 600.0 + seed * 37
    return match


@cache
def _matches() -> tuple:
    """A few short seeded matches of every game, as History keeps them (one unfinished)."""
    from baraza.scenes.table.launch import playable_games

    out = []
    for i, spec in enumerate(playable_games()):
        n = spec.max_seats if spec.min_seats >= 2 else spec.min_seats
        seats = ["human"] + ["ai:easy"] * (n - 1)
        out.append(_played(spec.name, 11 + i, seats))
        if spec.max_seats >= 2 and n != 2:
            out.append(_played(spec.name, 21 + i, ["human", "ai:normal"]))
    two = next(spec for spec in playable_games() if spec.min_seats <= 2 <= spec.max_seats)
    out.append(_played(two.name, 31, ["human", f"ai:{two.ai_levels[-1]}"], limit=12))  # left unfinished
    return tuple(out)


def judged(match) -> list:
    """A believable analysis of `match` without running the judge: every seat's chances drift with the moves,
    and a few of seat 0's moves are marked (a blunder, a mistake, an inaccuracy) with a better move named."""
    import math

    from baraza.game.core.analysis import MoveJudgement
    from baraza.game.core.replay import Replay

    moves = Replay(match).moves
    seats = len(match.seats)
    marks = {len(moves) // 4: "blunder", len(moves) // 2: "mistake", 3 * len(moves) // 4: "inaccuracy"}

    def chances(ply: int) -> tuple[float, ...]:
        lead = 0.5 + 0.35 * math.sin(ply / 5)
        rest = (1 - lead) / max(1, seats - 1)
        return (lead, *([rest] * (seats - 1))) if seats > 1 else (lead,)

    out = []
    for m in moves:
        before, after = chances(m.ply - 1), chances(m.ply)
        mark = marks.get(m.ply) if m.seat == 0 else None
        best = next((other.text for other in moves if other.seat == m.seat and other.text != m.text), None)
        out.append(MoveJudgement(m.ply, m.seat, m.text, m.action.to_json(), before[m.seat], after[m.seat],
                                 best if mark else None, mark, before, after))
    return out


@cache
def _runs():
    """A month of solo runs of the game with daily deals (scenes/shots_history.py), or None."""
    from baraza.scenes.screens.daily_panel import daily_game
    from baraza.scenes.shots_history import sample_runs

    found = daily_game()
    return None if found is None else sample_runs(found[0], TODAY)


def prepare() -> None:
    """Write History's records and two saves under BARAZA_HOME (the lint's own temporary home)."""
    from baraza.game.persistence import history
    from baraza.game.persistence.saves import new_save_path, write_save

    for match in _matches():
        history.write_match(match)
    for match in _matches()[:2]:
        write_save(match.copy_at(len(match.records) // 2), new_save_path(match.game, f"{match.rules.title} evening"))


# --- the states ------------------------------------------------------------------------------------------
def _reset(app, name: str, *args, **kwargs):
    scene = app.show(name, *args, how="reset", **kwargs)
    app.stack.apply_pending()
    return scene


def _first_game() -> str:
    """The first installed game with a table (the states below need one, not a particular one)."""
    from baraza.scenes.table.launch import playable_games

    return playable_games()[0].name


def playable_games_of_two() -> list:
    from baraza.scenes.table.launch import playable_games

    return [spec for spec in playable_games() if spec.rules.max_seats >= 2]


def _dice_game() -> str:
    """An installed game with chance and the most seats (its dice charts, its AI turns in a row)."""
    from baraza.scenes.table.launch import playable_games

    games = [spec for spec in playable_games() if spec.chance] or playable_games()
    return max(games, key=lambda spec: spec.max_seats).name


def _exercise_game() -> str | None:
    """An installed game whose table offers "find a better move" exercises."""
    import importlib.util

    from baraza.scenes.table.launch import playable_games

    for spec in playable_games():
        try:
            if importlib.util.find_spec(spec.table + ".exercise") is not None:
                return spec.name
        except ImportError:
            continue
    return None


def _over_table(app, game: str | None = None):
    """A table mid-match (the AI's thread stopped), for the dialogs that open over one."""
    from baraza.game.registry import get_game, new_match
    from baraza.scenes.shots import play_actions

    game = game or _first_game()
    spec = get_game(game)
    n = spec.rules.max_seats if spec.rules.min_seats >= 2 else spec.rules.min_seats
    match = new_match(game, ["human"] * n, 5)
    play_actions(match, 6)
    table = app.show_match(match)
    app.stack.apply_pending()
    table.ai.close()
    table.results_shown = True
    return table


def _history(app, stats: bool = False) -> None:
    import time

    scene = _reset(app, "history")
    end = time.monotonic() + 30
    while scene.history is None and time.monotonic() < end:  # read on its own thread
        app.frame(0.05, events=[])
        time.sleep(0.01)
    if stats:
        app.show("history_stats", scene.history, _dice_game())  # a dice game: the totals' chart too
        app.stack.apply_pending()


def _replay(app, analysed: bool, moves: bool = False) -> None:
    match = next(m for m in _matches() if m.game == _first_game() and m.is_over())
    viewer = _reset(app, "replay", match, f"{match.rules.title} · 2 Dec")
    if analysed:
        viewer.timeline.judgements = judged(match)
        viewer.jump(len(match.records) // 4)
    if moves:
        viewer.toggle_moves()


def _exercise(app) -> None:
    import importlib

    from baraza.game.registry import get_game

    game = _exercise_game()
    module = importlib.import_module(get_game(game).table + ".exercise")
    # the first seeded finished match whose marked moves give exercises (a quick loss may give none)
    exercises = next(found for seed in range(11, 60)
                     if (match := _played(game, seed, ["human", "ai:easy"])).is_over()
                     and (found := module.exercises_for(match, judged(match), 0)))
    app.stack.reset(module.ExerciseScene(app, exercises))
    app.stack.apply_pending()


def _scores(app, game: str) -> None:
    from baraza.game.registry import get_game

    spec = get_game(game)
    for match in (m for m in _matches() if m.game == game):
        if match.is_over():
            result = match.result()
            app.scores.record_match(game, list(match.seats), tuple(result.winners), tuple(result.scores),
                                    match.turn_number(), len(match.records), match.play_seconds, match.seed)
    for level in spec.ai_levels:
        app.scores.record_match(game, ["human", f"ai:{level}"], (0,), (1.0, 0.0), 30, 200, 1500.0, 3)
        app.scores.record_match(game, ["human", f"ai:{level}"], (1,), (0.0, 1.0), 24, 180, 1200.0, 4)
    keys = {m.score_key() for m in _matches() if m.game == game and m.is_over()} - {None}
    for category, best in sorted(keys):
        for step in range(11):
            app.scores.add_high_score(game, category, best + 70 - 7 * step, 1000 + step)  # a full top ten
    app.scores.flush()
    _reset(app, "scores", game)
    app.scores.settle()
    app.frame(0.05, events=[])


def _daily(app, name: str) -> None:
    runs = _runs()
    if name.startswith("daily_calendar"):
        scene = _reset(app, "daily_calendar", runs, TODAY)
        if name.endswith("earlier"):  # a whole month of runs
            scene.shift_month(-1)
    elif name == "run_history":
        scene = _reset(app, name, runs, today=TODAY)
        counts = {n: sum(1 for r in runs.runs if r.category == n) for n in scene.names[1:]}
        if counts:
            scene.pick(scene.names.index(max(counts, key=counts.get)))
    elif name == "run_breakdown":
        run = max((r for r in runs.runs if r.counted and r.finished), key=lambda r: r.score)
        _reset(app, name, run, runs)
    else:  # the menu with today's deal
        scene = _reset(app, "menu")
        scene.daily.load(runs, TODAY)


def _keys(app, end: bool) -> None:
    scene = _reset(app, "keys")
    if end:
        scene.box.scroll = scene.box.max_scroll()


def _play_code(app, refused: bool) -> None:
    _reset(app, "menu")
    scene = app.show("play_code", None, "4GG-12E-NYB" if refused else "")
    app.stack.apply_pending()
    if refused:
        scene.play()  # a mistyped code: the reason shows


class _HeardTables:
    """What Join a table lists, without listening to the network (the lint's states are the same everywhere)."""

    problem = ""

    def __init__(self, count: int) -> None:
        from baraza.game.net.discovery import FoundTable
        from baraza.scenes.table.launch import playable_games

        titles = [spec.title for spec in playable_games()] or ["A game"]
        self.found = [FoundTable(f"amani-laptop-{8765 + i}", titles[i % len(titles)], f"192.168.1.{20 + i}:8765",
                                 1 + i % 3, "1") for i in range(count)]

    def tables(self) -> list:
        return self.found

    def close(self) -> None:
        pass


def _join(app, count: int, refused: bool) -> None:
    _reset(app, "menu")
    scene = app.show("join", _HeardTables(count))
    app.stack.apply_pending()
    if count:
        scene._pick(scene.finder.tables()[0])
    if refused:
        scene.code.text = "K7P2"
        scene.join()  # a code too short: the reason shows, nothing is sent


def _hosting(app) -> None:
    """A table this window hosts, its friend not yet joined: the prompt says how they join."""
    from baraza.game.core.match import Match
    from baraza.game.net.window_seat import host_table
    from baraza.game.registry import get_game

    spec = next((s for s in playable_games_of_two()), get_game(_first_game()))
    seats = ["human", "remote"] + [f"ai:{spec.ai_levels[0]}"] * max(0, spec.min_seats - 2)
    net = host_table(Match(spec.rules, seats, 4, {}), bind="127.0.0.1", port=0, address="192.168.1.20")
    for _ in range(200):
        if net.pump() or net.seat_rows:
            break
        time.sleep(0.01)
    app.show_match(net)
    app.stack.apply_pending()


def _import_box(app) -> None:
    _history(app)
    app.show("import_record", lambda path: False)
    app.stack.apply_pending()


def _message(app) -> None:
    _reset(app, "menu")
    app.show("message", "Could not save", "The disk is full. The match is still open: free some room and save again.")
    app.stack.apply_pending()


def _save_name(app) -> None:
    app.show("save_name", _over_table(app))
    app.stack.apply_pending()


def _pause(app) -> None:
    app.show("pause", _over_table(app))
    app.stack.apply_pending()


def _results(app, game: str) -> None:
    match = next(m for m in _matches() if m.game == game and m.is_over())
    copy = match.copy_at(len(match.records))
    copy.play_seconds = match.play_seconds
    table = app.show_match(copy)
    app.stack.apply_pending()
    table.ai.close()
    table.results_shown = True
    app.show("results", table)
    app.stack.apply_pending()


def _recent_moves(app, caption: bool) -> None:
    """Krownia against three AIs some rounds in. `caption`: an AI mid-turn, its last move's caption in the
    turn panel with "More"; else the human to play after the AIs, their moves opened whole."""
    from baraza.game.registry import get_game, new_match
    from baraza.scenes.shots import play_actions

    spec = get_game(_dice_game())
    match = new_match(spec.name, ["human"] + ["ai:easy"] * (spec.rules.max_seats - 1), 9)
    play_actions(match, 40)

    def ai(seat: int) -> bool:
        return match.seats[seat] != "human"

    def wanted() -> bool:
        last, now = match.records[-1].seat, match.active_seats()[0]
        return ai(last) and (ai(now) and now == last if caption else not ai(now))

    while not match.is_over() and not wanted():
        play_actions(match, 1)
    table = app.show_match(match)
    app.stack.apply_pending()
    table.ai.close()
    if not caption:
        table.turn_panel.open_moves()
        app.stack.apply_pending()


def _handoff(app) -> None:
    from baraza.scenes.table.launch import playable_games

    first = _first_game()  # another game than the first, whose table the other dialogs use
    game = next((s.name for s in playable_games() if s.max_seats >= 2 and s.name != first), first)
    table = _over_table(app, game)
    seat = table.human_to_act() or 0
    app.show("handoff", table.seat_labels()[seat], table.seat_colour(seat),
             table.handoff_reason(seat, table.match.view(seat)))
    app.stack.apply_pending()


def screen_states() -> Iterator[tuple[str, Build]]:
    """Every screen by name in the states listed in the module's docstring."""
    from baraza.game.registry import available_games
    from baraza.scenes.table.launch import playable_games

    yield "menu", lambda app: _reset(app, "menu")
    yield "game_select", lambda app: _reset(app, "game_select")
    yield "settings", lambda app: _reset(app, "settings")
    yield "keys", lambda app: _keys(app, end=False)
    yield "keys/end", lambda app: _keys(app, end=True)
    yield "key_bindings", lambda app: _reset(app, "key_bindings")
    yield "key_bindings/waiting", lambda app: _reset(app, "key_bindings").start("hint")
    yield "load", lambda app: _reset(app, "load")
    for spec in available_games():
        yield f"rules/{spec.name}", lambda app, n=spec.name: _reset(app, "rules", n)
        yield f"glossary/{spec.name}", lambda app, n=spec.name: _reset(app, "glossary", n)
    for spec in playable_games():
        yield f"setup/{spec.name}", lambda app, s=spec: _reset(app, "setup", s)
        yield f"scores/{spec.name}", lambda app, n=spec.name: _scores(app, n)
    yield "message", _message
    yield "save_name", _save_name
    yield "pause", _pause
    yield "recent_moves", lambda app: _recent_moves(app, caption=False)
    yield "table/caption", lambda app: _recent_moves(app, caption=True)
    yield "results", lambda app: _results(app, _first_game())
    yield "results/dice", lambda app: _results(app, _dice_game())  # the dice histogram too
    yield "handoff", _handoff
    yield "history", lambda app: _history(app)
    yield "history_stats", lambda app: _history(app, stats=True)
    yield "import_record", _import_box
    yield "replay", lambda app: _replay(app, analysed=False)
    yield "replay/analysed", lambda app: _replay(app, analysed=True)
    yield "replay/moves", lambda app: _replay(app, analysed=True, moves=True)
    if _exercise_game() is not None:
        yield f"exercise/{_exercise_game()}", _exercise
    yield "join", lambda app: _join(app, 0, refused=False)
    yield "join/found", lambda app: _join(app, 3, refused=True)
    yield "table/hosting", _hosting
    yield "play_code", lambda app: _play_code(app, refused=False)
    yield "play_code/refused", lambda app: _play_code(app, refused=True)
    if _runs() is not None:
        yield "menu/daily", lambda app: _daily(app, "menu")
        for name in ("daily_calendar", "daily_calendar/earlier", "run_history", "run_breakdown"):
            yield name, lambda app, n=name: _daily(app, n)


def screens_on(app) -> set[str]:
    """The directory names of the screens on the app's stack (what a state shows)."""
    from baraza.scenes.screens.directory import SCREENS

    by_class = {target.rpartition(":")[2]: name for name, target in SCREENS.items()}
    return {by_class[type(s).__name__] for s in app.stack.scenes if type(s).__name__ in by_class}
