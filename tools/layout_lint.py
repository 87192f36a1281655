"""Render every screen and every game's table in many states and report text that overflows its box,
overlaps other text, is smaller than the floor (theme.MIN_TEXT, 16 logical px: 12 px at 960×540), is cut by
its button, lies under a picture of the game's art or across its edge (a card, a tile, a token: text_audit's
PICTURE_MIN), or holds a character its face lacks.

    python tools/layout_lint.py --json            one JSON line: states, overflows, overlaps, too_small, ...
    python tools/layout_lint.py                   the same, readable, with the first findings per state
    python tools/layout_lint.py --screens          the screens only (no tables); --png DIR saves each frame
    python tools/layout_lint.py --game kona        one game's tables only
    python tools/layout_lint.py --sweep 2000 --json   the sweep below, one JSON line

`too_small` counts texts on the screen under the floor; `too_small_in_pictures` counts the different texts
under it rendered into a picture first (a card face, a cached board layer), which the screen audit cannot place.
The report's `screens` lists the directory names of the screens its states showed (read off the app's stack).

The sweep (`--sweep N`) walks N states of seeded games of every registered game, random players and AI-vs-AI
in turn, every seat count, default and random options, with a human at every seat so the table shows the
prompts of the seat to act; plus every lesson step. For each state it draws the table and what that state can
open: the last move's animation replayed (banners live only there; only missing glyphs are filed from it),
the pause menu, the hand-over cover (hidden-hand games), the large card view (when the table offers cards),
the results screen (at the end) and whatever the table lists in an optional `lint_openings()` (a
list of callables, each opening one of its dialogs). At each lesson step it also checks that neither the lesson's
card nor a tooltip covers a spot the step lights up, nor the card what it talks about (`lesson_zones`, at 100 %
text) (`lesson_overlaps`, which fail the sweep): the tooltips
open as the learner's pointer rests where their last click left it, then on each lit spot in turn (a card's
large view, a cut text's whole wording, a word's explanation, and what a table lists in an optional
`shown_tips()`). It reports {states, overflows, overlaps, too_small,
clipped_buttons, text_under_pictures, missing_glyphs, lesson_overlaps} (and the same per table in `by_table`), the first findings with their state
and text (all with --details), and per table and kind the texts found in most states (`top`). Its `too_small` is against the
screen floor: at the smallest window (960×540, a scale of 0.75) a logical size s shows at s × 0.75 px, and
under 12 px is too small, so logical sizes under 16 are flagged. A state that fails to draw is an error entry.

States (without --sweep): every screen the app opens by name, in the states of tools/lint_screens.py (History
with real records, the replay viewer with a curve, Scores with entries, the daily screens, dialogs over a
table...); each game at its start, middle and end for every seat count it allows (the end shows the results
dialog), the pause menu over a table, and the colour-blind palette.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import tempfile
from collections import Counter
from pathlib import Path

from lint_screens import prepare, screen_states, screens_on

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


KINDS = {"overflow": "overflows", "overlap": "overlaps", "too_small": "too_small", "clipped_button": "clipped_buttons",
         "under_picture": "text_under_pictures", "missing_glyph": "missing_glyphs", "lesson_overlap": "lesson_overlaps"}


def seat_counts(spec) -> list[int]:
    return list(range(spec.min_seats, spec.max_seats + 1))


def states(games: list[str] | None, screens_only: bool = False):
    """(name, build) pairs; build(app) puts the scene on the stack. `screens_only`: the screens, no tables."""
    from baraza.game.registry import new_match
    from baraza.scenes.screens.setup import SetupScene
    from baraza.scenes.shots import play_actions
    from baraza.scenes.table.launch import playable_games, scene_class

    if not games:
        yield from screen_states()
    if screens_only:
        return
    for spec in playable_games():
        if games and spec.name not in games:
            continue
        if games:  # else the screens' states have it
            yield f"setup/{spec.name}", lambda app, s=spec: app.stack.reset(SetupScene(app, s))
        for n in seat_counts(spec):
            seats = ["human"] + ["ai:easy"] * (n - 1)
            for stage in ("start", "middle", "end"):

                def build(app, spec=spec, seats=seats, stage=stage):
                    match = new_match(spec.name, seats, 7)
                    if stage == "middle":
                        play_actions(match, _middle(spec.name, match))
                    elif stage == "end":
                        play_actions(match, 100_000)
                    scene = scene_class(spec.name)(app, match)
                    app.stack.reset(scene)
                    app.stack.apply_pending()
                    scene.ai.close()

                yield f"{spec.name}/{n} seats/{stage}", build

        def paused(app, spec=spec):
            from baraza.scenes.screens.pause import PauseScene

            n = spec.max_seats if spec.min_seats >= 2 else spec.min_seats
            match = new_match(spec.name, ["human"] + ["ai:easy"] * (n - 1), 5)
            scene = scene_class(spec.name)(app, match)
            app.stack.reset(scene)
            app.stack.apply_pending()
            scene.ai.close()
            app.stack.push(PauseScene(app, scene))

        yield f"{spec.name}/pause", paused

        def colour_blind(app, spec=spec):
            app.settings.colour_blind = True
            match = new_match(spec.name, ["human"] * spec.max_seats, 3)
            play_actions(match, _middle(spec.name, match))
            scene = scene_class(spec.name)(app, match)
            app.stack.reset(scene)
            app.stack.apply_pending()
            scene.ai.close()

        yield f"{spec.name}/colour-blind", colour_blind


def _middle(game: str, match) -> int:
    """About half a match's length in actions, measured on a copy played to the end."""
    from baraza.game.registry import new_match
    from baraza.scenes.shots import play_actions

    probe = new_match(game, list(match.seats), match.seed, dict(match.options))
    play_actions(probe, 100_000)
    return max(1, len(probe.records) // 2)


def run(games: list[str] | None = None, limit: int | None = None, png: str | None = None,
        screens_only: bool = False, look: dict | None = None) -> dict:
    """The fixed states' report. The screens' records and saves are written to a temporary BARAZA_HOME of the
    run's own (the caller's is put back at the end); `png`: a folder to save each state's frame in."""
    from baraza.game.persistence.settings import Settings
    from baraza.scenes.app import App
    from baraza.scenes.ui.text_audit import TextAudit

    report = {"states": 0, **{v: 0 for v in KINDS.values()}, "too_small_in_pictures": 0, "errors": [],
              "findings": {}, "screens": []}
    seen: set[str] = set()
    was = os.environ.get("BARAZA_HOME")
    home = tempfile.mkdtemp(prefix="baraza-lint-")
    os.environ["BARAZA_HOME"] = home
    try:
        if not games:
            prepare()
        for name, build in states(games, screens_only):
            if limit is not None and report["states"] >= limit:
                break
            found, hidden = _run_state(App(Settings(animation_speed="instant", **(look or {}))), TextAudit, name, build, report,
                                       seen, png)
            if found is None:
                continue
            report["states"] += 1
            for f in found:
                report[KINDS[f.kind]] += 1
            report["too_small_in_pictures"] += len(hidden)
            if found or hidden:
                report["findings"][name] = [f.as_json() for f in found + hidden]
    finally:
        if was is None:
            os.environ.pop("BARAZA_HOME", None)
        else:
            os.environ["BARAZA_HOME"] = was
        shutil.rmtree(home, ignore_errors=True)
    report["screens"] = sorted(seen)
    return report


def _run_state(app, audit_class, name: str, build, report: dict, seen: set[str], png: str | None):
    """(findings, findings in pictures) of one state, or (None, None) when it failed (an error entry)."""
    import pygame

    audit = audit_class(app)
    try:
        build(app)
        for _ in range(8):  # let dialogs that follow a finished match come up
            app.frame(0.25, events=[])
        for _ in range(2):
            top = app.stack.top
            if hasattr(top, "animations"):
                top.animations.skip()
            found = audit.frame()
        found += audit.missing_found()
        seen.update(screens_on(app))
        if png:
            pygame.image.save(app.screen, os.path.join(png, name.replace("/", "_").replace(" ", "_") + ".png"))
        # the picker's and the Load list's pictures are tables shrunk to thumbnails, audited full size
        hidden = audit.small_off_screen() if name not in ("game_select", "load") else []
        return found, hidden
    except Exception as exc:  # noqa: BLE001 - a lint reports a scene that fails to draw and goes on
        report["errors"].append(f"{name}: {exc!r}")
        return None, None
    finally:
        audit.close()
        app.close()


# --- the sweep -----------------------------------------------------------------------------------------------
STRIDE = 7  # at most this many actions between two states of one match (the stride is drawn 1..STRIDE)


class _Sweep:
    """One sweep's report; `look` judges what the app shows now and files the findings under a state."""

    def __init__(self, app, audit, keep: int) -> None:
        self.app, self.audit, self.keep = app, audit, keep
        self.report = {"states": 0, **{v: 0 for v in KINDS.values()}, "too_small_in_pictures": 0, "views": Counter(),
                       "floor": {"window": list(_smallest_window()), "screen_px": _screen_px(),
                                 "logical_px": audit.floor}, "errors": [], "findings": [], "by_table": {}, "top": {}}
        self._seen: set[tuple] = set()
        self._top: dict[str, Counter] = {}
        self._first: dict[tuple, str] = {}
        self._kept: Counter = Counter()

    def begin_state(self, game: str) -> None:
        self.report["states"] += 1
        self._seen = set()
        self.audit.forget()
        self._top.setdefault(game, Counter())

    def look(self, game: str, state: str, frames: int = 2) -> None:
        """Draw a few frames (animations skipped) and file what the last one shows."""
        found = []
        self.report["views"][state.rsplit("/", 1)[-1] if "/lesson/" not in state else "lesson"] += 1
        for _ in range(frames):
            top = self.app.stack.top
            animations = getattr(top, "animations", None)
            if animations is not None:
                animations.skip()
            found = self.audit.frame()
        self.file(game, state, found + self.audit.missing_found())
        self.audit.missing.clear()

    def end_state(self, game: str, state: str) -> None:
        self.file(game, state, self.audit.missing_found())  # rendered since the last look (a failed draw)
        hidden = self.audit.small_off_screen()
        self.report["too_small_in_pictures"] += len(hidden)
        self._add(game, state, hidden, count=False)

    def file(self, game: str, state: str, found) -> None:
        new = []
        for f in found:
            key = (f.kind, f.text, tuple(f.rect), f.other)
            if key in self._seen:  # the same text seen again under a dialog of the same state
                continue
            self._seen.add(key)
            self.report[KINDS[f.kind]] += 1
            table = self.report["by_table"].setdefault(game, {v: 0 for v in KINDS.values()})
            table[KINDS[f.kind]] += 1
            new.append(f)
        self._add(game, state, new)

    def _add(self, game: str, state: str, found, count: bool = True) -> None:
        for f in found:
            item = {"state": state, **f.as_json()}
            self._kept[f.kind] += 1
            if self._kept[f.kind] <= self.keep:  # per kind, so a rare kind is listed beside thousands of another
                self.report["findings"].append(item)
            key = (f.kind, f.text if f.kind != "missing_glyph" else f.other + " in " + f.text)
            self._top[game][key] += 1
            self._first.setdefault((game, *key), state)

    def error(self, state: str, exc: BaseException) -> None:
        self.report["errors"].append({"state": state, "error": repr(exc)[:300]})

    def finish(self, top: int = 8) -> dict:
        """`top`: per table and kind, the texts found in most states (with the first state that shows each)."""
        for game, counter in self._top.items():
            by_kind: dict[str, list] = {}
            for (kind, text), n in counter.most_common():
                if len(by_kind.setdefault(kind, [])) < top:
                    by_kind[kind].append({"text": text, "states": n, "first": self._first[(game, kind, text)]})
            self.report["top"][game] = by_kind
        self.report["views"] = dict(self.report["views"])
        return self.report


def _smallest_window() -> tuple[int, int]:
    from baraza.scenes.ui.text_audit import SMALLEST_WINDOW

    return SMALLEST_WINDOW


def _screen_px() -> int:
    from baraza.scenes.ui.text_audit import SCREEN_FLOOR_PX

    return SCREEN_FLOOR_PX


def _options(spec, rng) -> dict:
    """A random choice for every setup option (seat options included: unused ones are ignored); options only
    a lesson sets are left at their default, as a player's setup leaves them."""
    return {o.key: rng.choice(o.choices)[0] for o in spec.options() if not o.lesson_only}


def _new_match(spec, seats: int, seed: int, rng, random_options: bool):
    from baraza.game.registry import new_match

    if random_options:
        try:
            return new_match(spec.name, ["human"] * seats, seed, _options(spec, rng))
        except (ValueError, KeyError, TypeError):
            pass  # a combination the game refuses: its defaults
    return new_match(spec.name, ["human"] * seats, seed)


def _open_table(app, match, results: bool):
    table = app.show_match(match)
    app.stack.apply_pending()
    table.ai.close()
    table.results_shown = not results
    return table


def _look_state(sweep: _Sweep, app, spec, match, name: str, rng) -> None:
    """The table at this state and everything it can open from here."""
    over = match.is_over()
    table = _open_table(app, match, results=over)
    if over:  # the results screen opens over the table once the last move has played
        for _ in range(8):
            app.frame(0.25, events=[])
    sweep.look(spec.name, name + ("/results" if over else "/table"))
    if match.records and not over:
        _look_animating(sweep, app, spec, table, name)
    spots = [s for s in app.card_zoom.spots if s.owner == id(table)]
    if spots and app.stack.top is table:
        app.card_zoom.pinned = rng.choice(spots)
        sweep.look(spec.name, name + "/zoom", frames=1)
        app.card_zoom.close()
    if over:
        return
    app.stack.reset(table)
    app.show("pause", table)
    sweep.look(spec.name, name + "/pause", frames=1)
    seat = table.human_to_act()
    if table.hides_hands and seat is not None and len(match.seats) > 1:
        app.stack.reset(table)
        app.show("handoff", table.seat_labels()[seat], table.seat_colour(seat),
                 table.handoff_reason(seat, match.view(seat)))
        sweep.look(spec.name, name + "/cover", frames=1)
    openings = getattr(table, "lint_openings", None)
    for i, opening in enumerate(openings() if callable(openings) else []):
        app.stack.reset(table)
        app.stack.apply_pending()
        opening()
        sweep.look(spec.name, f"{name}/opening {i + 1}", frames=2)


def _look_animating(sweep: _Sweep, app, spec, table, name: str) -> None:
    """The last move's animation replayed and drawn part-way (banners live only there): only the characters its
    faces lack are filed, as what moves for a moment may cross other text."""
    table.animations.factor = 1.0  # the sweep's app plays "instant": this look plays at the normal speed
    table.animate_record(table.match.records[-1])
    for _ in range(10):  # each step of the queue drawn about once
        sweep.audit.frame(0.2)
        if not table.animations.busy:
            break
    sweep.report["views"]["animating"] += 1
    sweep.file(spec.name, name + "/animating", sweep.audit.missing_found())
    sweep.audit.missing.clear()
    table.animations.skip()


def _sweep_game(sweep: _Sweep, app, spec, quota: int, base_seed: int) -> None:
    import random

    counts = list(range(spec.min_seats, spec.max_seats + 1))
    kinds = ["random"] + [f"ai:{level}" for level in spec.ai_levels[:1]]
    done = 0
    index = 0
    while done < quota:
        seed = base_seed + index
        rng = random.Random(f"{spec.name}/{seed}")
        seats = counts[index % len(counts)]
        kind = kinds[(index // len(counts)) % len(kinds)]
        index += 1
        label = f"{spec.name}/{seats}p {kind} seed {seed}"
        try:
            match = _new_match(spec, seats, seed, rng, random_options=index % 3 == 0)
            agents = [spec.make_agent(kind, seat, seed) for seat in range(seats)]
        except Exception as exc:  # noqa: BLE001 - a lint reports a match it cannot start and goes on
            sweep.error(label, exc)
            done += 1
            continue
        next_look = 0
        while done < quota:
            if len(match.records) >= next_look or match.is_over():
                name = f"{label}/after {len(match.records)}"
                sweep.begin_state(spec.name)
                done += 1
                try:
                    _look_state(sweep, app, spec, match, name, rng)
                except Exception as exc:  # noqa: BLE001 - a state that fails to draw is an entry, not a crash
                    sweep.error(name, exc)
                    break
                finally:
                    sweep.end_state(spec.name, name)
                next_look = len(match.records) + rng.randint(1, STRIDE)
            if match.is_over():
                break
            try:
                seat = match.active_seats()[0]
                action = agents[seat].choose(match.rules, match.view(seat), seat, match.legal_actions(seat))
                match.submit(seat, action)
            except Exception as exc:  # noqa: BLE001
                sweep.error(f"{label}/playing after {len(match.records)}", exc)
                break


def _sweep_lesson(sweep: _Sweep, app, game: str) -> None:
    """Each step of `game`'s lesson as the learner sees it, walked the way `baraza tutorial GAME --auto` does."""
    from baraza.scenes.table import tutorial_auto as auto
    from baraza.scenes.table.tutorial import lesson_table

    table = lesson_table(app, game)
    overlay = table.tutorial
    app.stack.reset(table)
    app.stack.apply_pending()
    while not overlay.run.finished:
        if not auto._settle(app, table, overlay):
            raise RuntimeError(f"step {overlay.run.index + 1}: the table never came to rest")
        table, overlay = auto.current(app, table)
        index = overlay.run.index
        if overlay.run.finished:
            break
        name = f"{game}/lesson/step {index + 1}"
        sweep.begin_state(game)
        try:
            sweep.look(game, name, frames=1)
            sweep.file(game, name, lesson_overlaps(app, table, overlay))
        finally:
            sweep.end_state(game, name)
        problem = auto.do_step(app, overlay)
        if problem is not None:
            raise RuntimeError(problem)
        if overlay.run.index == index and not overlay.run.replying:
            raise RuntimeError(f"step {index + 1}: the clicks did not complete it")


REST = 0.8  # seconds the pointer rests before the lesson check looks at the tooltips (they open after 0.4–0.6 s)
REST_SPOTS = 4  # lit spots the pointer rests on at each step, the first (the next click) first


def shown_tips(app, table) -> list[tuple[str, object]]:
    """The tooltips on screen after the last frame, named: a card's large view, a cut text's whole wording,
    a word's explanation, and the table's own (its optional `shown_tips()`)."""
    import pygame

    shown = [("card view", app.card_zoom.shown), ("cut text tooltip", app.tips.shown),
             ("word tooltip", getattr(getattr(table, "term_hover", None), "drawn_box", None))]
    own = getattr(table, "shown_tips", None)
    shown += [("table tooltip", rect) for rect in (own() if callable(own) else [])]
    return [(what, pygame.Rect(rect)) for what, rect in shown if rect is not None]


def lesson_overlaps(app, table, overlay) -> list:
    """Findings (kind "lesson_overlap") where the lesson's card, or a tooltip opened by a resting pointer,
    covers a spot the step lights up (a whole board lit at once aside). The pointer rests where the last click
    left it, then on each lit spot; it is put back where it was, and the lesson is not moved on."""
    import pygame

    from baraza.scenes.table.tutorial import BIG_SPOT
    from baraza.scenes.ui.text_audit import Finding

    def rest(pos=None) -> None:
        if pos is not None:
            app.frame(1 / 30, events=[pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
        for _ in range(2):  # the tooltips' delays (0.4 s, 0.6 s) pass
            app.frame(REST / 2, events=[])

    def covering(where: str) -> list:
        # and the card of what the step talks about, at 100 % text (960×540 is the same layout; larger text is taller)
        talked = [("talked-about zone", r) for r in overlay.zones()] if app.settings.text_scale == 100 else []
        targets = [("lit spot", r) for r in overlay.spots() if r.w * r.h <= BIG_SPOT]
        found = []
        for what, rect in [("lesson card", pygame.Rect(overlay.card)), *shown_tips(app, table)]:
            for kind, target in targets + (talked if what == "lesson card" else []):
                if rect.colliderect(target):
                    found.append(Finding("lesson_overlap", what, tuple(rect), f"over the {kind} {tuple(target)}{where}"))
                    break
        return found

    if not overlay.settled or overlay.run.finished:
        return []
    mouse = app.card_zoom.mouse
    rest()
    found = covering("")
    for target in [r for r in overlay.spots() if r.w * r.h <= BIG_SPOT][:REST_SPOTS]:
        rest(target.center)
        found += [f for f in covering(f" (pointer on {tuple(target)})") if f.text != "lesson card"]
    if mouse != (-1, -1):
        rest(mouse)  # back where the last click left it: the walk clicks on from there
    return found


def sweep(n: int, games: list[str] | None = None, seed: int = 1, lessons: bool = True, keep: int = 200,
          look: dict | None = None) -> dict:
    """The sweep's report (see the module's docstring); `keep` findings of each kind are listed in full, all
    are counted."""
    from baraza.game.persistence.settings import Settings
    from baraza.scenes.app import App
    from baraza.scenes.table.launch import playable_games
    from baraza.scenes.table.tutorial import has_lesson
    from baraza.scenes.ui.text_audit import TextAudit, screen_floor

    specs = [s for s in playable_games() if not games or s.name in games]
    app = App(Settings(animation_speed="instant", **(look or {})))  # look: the player's text size and contrast
    app.strict = True  # a scene error reaches the sweep (and becomes an entry) instead of the error screen
    audit = TextAudit(app, floor=screen_floor())
    report = _Sweep(app, audit, keep)
    try:
        for i, spec in enumerate(specs):
            quota = n // len(specs) + (1 if i < n % len(specs) else 0)
            _sweep_game(report, app, spec, quota, seed)
            if lessons and has_lesson(spec.name):
                try:
                    _sweep_lesson(report, app, spec.name)
                except Exception as exc:  # noqa: BLE001
                    report.error(f"{spec.name}/lesson", exc)
    finally:
        audit.close()
    return report.finish()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--json", action="store_true", help="print one JSON line")
    parser.add_argument("--game", action="append", default=None, help="only this game's states (may repeat)")
    parser.add_argument("--limit", type=int, default=None, help="stop after this many states")
    parser.add_argument("--details", action="store_true", help="with --json: include every finding")
    parser.add_argument("--sweep", type=int, default=None, metavar="N", help="walk N game states (see above)")
    parser.add_argument("--seed", type=int, default=1, help="with --sweep: the first match's seed")
    parser.add_argument("--screens", action="store_true", help="without --sweep: the screens only, no tables")
    parser.add_argument("--png", metavar="DIR", default=None, help="without --sweep: save each state's frame here")
    parser.add_argument("--no-lessons", action="store_true", help="with --sweep: leave the lesson steps out")
    parser.add_argument("--text-scale", type=float, default=1.0, choices=(1.0, 1.25, 1.5),
                        help="lay out at this text size (Settings: 100, 125, 150 %%)")
    parser.add_argument("--high-contrast", action="store_true", help="in the high-contrast colours")
    args = parser.parse_args(argv)
    look = {"text_scale": round(args.text_scale * 100), "high_contrast": args.high_contrast}
    home = tempfile.mkdtemp(prefix="baraza-lint-")
    os.environ["BARAZA_HOME"] = home
    try:
        if args.sweep is not None:
            return _print_sweep(sweep(args.sweep, args.game, args.seed, not args.no_lessons,
                                      keep=10**9 if args.details else 200, look=look), args.json)
        if args.png:
            os.makedirs(args.png, exist_ok=True)  # a fresh folder is the usual case
        report = run(args.game, args.limit, args.png, args.screens, look)
    finally:
        shutil.rmtree(home, ignore_errors=True)
    if args.json:
        out = dict(report)
        if not args.details:
            out["findings"] = {name: len(items) for name, items in report["findings"].items()}
        print(json.dumps(out))
    else:
        print(f"{report['states']} states: " + ", ".join(f"{report[k]} {k}" for k in KINDS.values())
              + f", {report['too_small_in_pictures']} too_small_in_pictures, {len(report['errors'])} errors")
        for name, items in report["findings"].items():
            print(f"  {name}: {len(items)}")
            for item in items[:4]:
                extra = f" (over '{item['other']}')" if item["other"] else ""
                print(f"    {item['kind']}: '{item['text'][:60]}' at {item['rect']}{extra}")
        for err in report["errors"]:
            print(f"  error: {err}")
    return 1 if report["errors"] else 0


def _print_sweep(report: dict, as_json: bool) -> int:
    if as_json:
        print(json.dumps(report))
    else:
        print(f"{report['states']} states: " + ", ".join(f"{report[k]} {k}" for k in KINDS.values())
              + f", {report['too_small_in_pictures']} too_small_in_pictures, {len(report['errors'])} errors"
              + f" (floor: {report['floor']['logical_px']} px logical = {report['floor']['screen_px']} px at "
              + "x".join(map(str, report["floor"]["window"])) + ")")
        print("  views judged: " + ", ".join(f"{k} {v}" for k, v in report["views"].items()))
        for game, by_kind in report["top"].items():
            print(f"  {game}:")
            for kind, items in by_kind.items():
                for item in items:
                    print(f"    {item['states']:5d} x {kind}: '{item['text'][:70]}' (first: {item['first']})")
        for err in report["errors"][:20]:
            print(f"  error: {err['state']}: {err['error']}")
        for item in [f for f in report["findings"] if f["kind"] == "lesson_overlap"][:20]:
            print(f"  lesson overlap: {item['state']}: {item['text']} at {item['rect']} {item['other']}")
    return 1 if report["errors"] or report["lesson_overlaps"] else 0


if __name__ == "__main__":
    sys.exit(main())
