"""A month of solo runs for renders of the history screens (`baraza shot daily|calendar|history|run`): real
matches of the daily deals and a few other deals, played by the AI and recorded as a player's runs would be.
Nothing is written to disk."""

from __future__ import annotations

from datetime import date, datetime, time, timedelta

from baraza.game.persistence.runs import RunList, parse_record, record_data, solo_plugin
from baraza.game.registry import new_match
from baraza.scenes.shots import play_actions

MISSED = (9, 10, 20)  # days ago without a daily run: the streak breaks there


def sample_runs(spec, today: date, days: int = 30) -> RunList:
    plugin = solo_plugin(spec)
    out = RunList()
    if plugin is None or not hasattr(plugin, "today_deal"):
        return out

    def add(options: dict, seed: int, day: date, hour: int, kind: str, daily: date | None, counted: bool,
            moves: int = 100_000) -> None:
        match = new_match(spec.name, [kind], seed, options)
        play_actions(match, moves)
        match.seats = ["human"]  # recorded as the player's run
        match.play_seconds = 900.0 + (seed % 600)
        when = datetime.combine(day, time(hour, seed % 60)).astimezone()
        data = record_data(match, code=plugin.deal_code(options, seed), daily=daily, counted=counted, when=when)
        data["match_id"] = f"{spec.name}-sample-{day}-{hour}"
        out.runs.append(parse_record(data, f"sample-{day}-{hour}.json"))

    for back in range(days, -1, -1):
        day = today - timedelta(days=back)
        deal = plugin.today_deal(day)
        if back not in MISSED:
            kind = "ai:normal" if back % 3 else "ai:easy"
            add(deal["options"], deal["seed"], day, 19, kind, day, True)
        if back % 4 == 1 or back == 0:  # practice on the day's deal
            add(deal["options"], deal["seed"], day, 21, "ai:normal", day, False)
        if back % 5 == 2:  # a run of another deal
            add({}, 1000 + back, day, 12, "ai:normal", None, False)
    out.runs.sort(key=lambda r: r.when)
    return out


SHOT_DAY = date(2026, 12, 2)  # renders show a fixed day, so they can be compared from run to run
HISTORY_SHOTS = ("daily", "calendar", "history", "run", "code")


def render_history_screen(app, name: str):
    """`daily` (the menu with today's deal), `calendar`, `history` (one clan's records and chart), `run` (a run's
    breakdown) and `code` (Play a code, refusing a mistyped code), over the sample month."""
    from baraza.scenes.screens.daily_panel import daily_game
    from baraza.scenes.shots import settle

    found = daily_game()
    if found is None:
        raise KeyError(f"{name}: no game has daily deals")
    runs = sample_runs(found[0], SHOT_DAY)
    if name == "daily":
        scene = app.make_screen("menu")
        scene.daily.wait_for_runs()  # a render shows the panel filled in, not "Reading your runs…"
    elif name == "calendar":
        scene = app.make_screen("daily_calendar", runs, SHOT_DAY)
    elif name == "history":
        scene = app.make_screen("run_history", runs, today=SHOT_DAY)
        counts = {n: sum(1 for r in runs.runs if r.category == n) for n in scene.names[1:]}
        scene.pick(scene.names.index(max(counts, key=counts.get)))
    elif name == "run":
        run = max((r for r in runs.runs if r.counted and r.finished), key=lambda r: r.score)
        scene = app.make_screen("run_breakdown", run, runs)
    elif name == "code":
        scene = app.make_screen("play_code", None, "4GG-12E-NYB")
        scene.play()  # refused: the reason shows
    else:
        raise KeyError(name)
    if name == "code":  # a dialog: over the menu, as the player meets it
        app.stack.reset(app.make_screen("menu"))
        app.stack.push(scene)
    else:
        app.stack.reset(scene)
    app.stack.apply_pending()
    if name == "daily":
        scene.daily.load(runs, SHOT_DAY)
    return settle(app)
