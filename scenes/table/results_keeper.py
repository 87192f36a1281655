"""The end of a match at the table: its result goes into the scores (and a solo score into the high-score
table), the autosave goes (Continue is for unfinished matches), a sound says won or lost, and the results
screen opens over the table. A read-only table records nothing and opens nothing."""

from __future__ import annotations

from baraza.scenes.table.context import TableContext
from baraza.scenes.table.history_keeper import HistoryKeeper
from baraza.scenes.table.saving import TableSaver
from baraza.scenes.ui import theme

# a match played on from a replay's position ("Play here") won with one move read as a won match (Kona playtest)
FROM_REPLAY = "Played on from a replay: practice, not counted in your record or Scores."


class ResultsKeeper:
    def __init__(self, ctx: TableContext, saver: TableSaver, history: HistoryKeeper) -> None:
        self.ctx = ctx
        self.saver = saver
        self.history = history
        self.recorded = ctx.match.is_over()  # a match loaded finished was recorded when it ended

    @property
    def lesson(self) -> bool:
        """A match begun as a lesson (its scripted moves are not the learner's) is never scored; the flag is
        the match's, so a saved lesson match reloads as one."""
        return self.ctx.match.lesson

    def update(self) -> None:
        """Once the match is over and its last animation played: record it, then show the results."""
        ctx = self.ctx
        if ctx.read_only or not ctx.match.is_over() or ctx.animations.busy:
            return
        if not self.recorded:
            self.recorded = True
            self._record()
        if ctx.host.tutorial is not None:
            ctx.host.results_shown = True  # a lesson ends on its own card (Start again / Leave)
        if not ctx.host.results_shown:
            ctx.host.results_shown = True
            ctx.app.show("results", ctx.host, ctx.host.extra_result_lines)

    def _record(self) -> None:
        app, match, host = self.ctx.app, self.ctx.match, self.ctx.host
        result = match.result()
        if match.networked:  # the host's machine keeps the record and the scores
            host.extra_result_lines = match.result_lines()
            app.sounds.play("win" if any(w in match.human_seats() for w in result.winners) else "lose")
            return
        if self.lesson or host.tutorial is not None:
            host.extra_result_lines = match.result_lines() + ["A lesson match: not counted in Scores."]
            app.sounds.play("win" if any(w in match.human_seats() for w in result.winners) else "lose")
            return
        if match.branched_from:  # played on from a replay's position: not a whole match against the AI
            host.extra_result_lines = [FROM_REPLAY] + match.result_lines()  # first: a large text size cuts the last
            self.history.finished()  # History keeps it, marked as played from a replay (out of its statistics)
            self.saver.autosave()
            app.sounds.play("win" if any(w in match.human_seats() for w in result.winners) else "lose")
            return
        try:
            app.scores.record_match(match.game, match.seats, result.winners, result.scores, match.turn_number(),
                                    len(match.records), match.play_seconds, match.seed)
        except Exception as exc:  # noqa: BLE001 - a full disk must not cost the player the results screen
            app.toast(f"Score not recorded: {exc}", colour=theme.BAD)
        score_lines = self.record_high_score()
        run_lines = self.history.finished()  # kept in the history; a solo run's rank and what it beat
        host.extra_result_lines = match.result_lines() + (run_lines or score_lines)
        self.saver.autosave()
        humans = match.human_seats()
        won = any(w in humans for w in result.winners)
        app.sounds.play("win" if won or not humans else "lose")

    def record_high_score(self) -> list[str]:
        """Solo games with a score key enter the high-score table; returns lines for the results screen."""
        app, match = self.ctx.app, self.ctx.match
        key = match.score_key()
        if key is None or match.seats != ["human"]:
            return []
        category, score = key
        best = app.scores.best_score(match.game, category)
        try:
            rank = app.scores.add_high_score(match.game, category, score, match.seed)
        except Exception as exc:  # noqa: BLE001 - scores off (read-only or full disk): the results still show
            return [f"Your score {score} (not recorded: {exc})."]
        lines = [f"Your score {score} ranks #{rank} for {category}."]
        if best is not None and score > best:
            lines.append(f"A new best! (was {best})")
        return lines
