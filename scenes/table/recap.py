"""The recap: when a human's turn comes round, a small panel in the log's place lists what the others did
since that human last moved (their log lines). A click on it opens them whole ("recent_moves": every line,
scrollable); any other click or key closes it, as does that human's move. It does not close on its own: a
player who looked away comes back to it. A move the table made for the player without a click (an offer they
cannot meet, declined for them) is not their move: the recap keeps what came before it and tells it too.

It is drawn in the log panel's rect (`rect`) and is quiet while a lesson runs (a lesson tells each reply itself).
A game may tell a line as the seat being told may read it (the table's `log_text(line, seat)`), a run of one
player's one-line moves as one line (`recap_merge(lines)`, None when they are not one), and a line in fewer words
(`recap_short(line)`, None when it has none): a recap too small for its lines whole tells those, rather than
lines cut with "…" ("Chieftain falls and goes face…": blind tester, issue 41). A game may also leave out lines that
tell the seat its own doings (`recap_tells(line, seat)`, False to leave it out: the rules starting its turn and
filling its hand), except those of a move the table made for it unasked, which the recap always tells, with the
move it answered (an offer told once as the player was asked, then declined for them, began the next recap at
"Red declines the offer": blind tester krownia17). A recap the player has not closed gathers what comes next.
"""

from __future__ import annotations

import pygame

from baraza.game.core.match import LogLine
from baraza.scenes.table.context import TableContext
from baraza.scenes.table.lesson import LessonHook
from baraza.scenes.ui import theme

RECAP_SIZE = 16
# the headings: the others' moves came while the player waited; the player's own (what their last move led to, a move
# the table made for them) did not (khedu23: "While you waited" headed the player's own fight, resolved by the table)
WAITED, OWN, SINCE = "While you waited", "Your last move", "Since your last move"
# the recap is cut to its panel; choosing it (a click, or Enter on the cursor's log spot) shows every line
# (scenes/table/moves_panel.py). "choose: all of it" was unclear to players.
HINT = "Click or Enter: show all"


def left_out_words(left_out: int, mattering: int) -> str:
    """The recap's count of the lines it left out: "routine" only when every one of them is (krownia25: "… 12
    routine lines left out" hid "White played a Warrior" and the Pirate put on the player's tile, lines the game
    calls notable that did not all fit); else how many of them matter, for "show all" to find."""
    if not mattering:
        return f"… {left_out} routine line{'s' if left_out != 1 else ''} left out"
    return f"… {left_out} left out, {mattering} that matter{'s' if mattering == 1 else ''}"


class Recap:
    def __init__(self, ctx: TableContext, lesson: LessonHook, rect: pygame.Rect) -> None:
        self.ctx = ctx
        self.match = ctx.match
        self.lesson = lesson
        self.rect = rect
        self.recap_lines: list[str] = []  # the log lines the panel tells now ([]: closed)
        self.recap_groups: list[tuple[int, list[str]]] = []  # the same, one (seat, lines) per move
        self.answered_for: set[int] = set()  # indices of records the table made for a human seat, unasked
        self._recap_seen: dict[int, int] = {}  # human seat -> number of records it has been told about
        self._told_seat: int | None = None  # the seat the open recap tells (a new telling for it adds to it)
        self.notable_lines: set[str] = set()  # told lines that matter to the player (`Rules.notable`), kept first
        self.short_lines: dict[str, str] = {}  # told line -> the game's shorter telling (`recap_short`)
        self._cut = False  # whether the rows last made cut a line short with "…"
        self.reset_recap()

    def reset_recap(self) -> None:
        """Nothing to tell: a table opened (a loaded match) or an undo rebuilt the match."""
        self._recap_seen = {seat: len(self.match.records) for seat in self.match.human_seats()}
        self.recap_lines = []
        self.answered_for = {i for i in self.answered_for if i < len(self.match.records)}

    def made_for_player(self) -> None:
        """The match's latest record was made by the table for its human seat, without a click."""
        self.answered_for.add(len(self.match.records) - 1)

    def _theirs(self, index: int, seat: int) -> bool:
        """Whether record `index` is a move `seat`'s player made."""
        return self.match.records[index].seat == seat and index not in self.answered_for

    def recap_since(self, seat: int, retell: bool = True) -> list[tuple[int, list[str]]]:
        """The log lines of the others' moves since `seat` last moved or was last told, one (mover, lines)
        per move, oldest first; with `retell`, a move the table made for the seat first among them comes with
        the move it answered, even if that was told before."""
        records = self.match.records
        start = self._recap_seen.get(seat, 0)
        own = None  # the player's own last move, when it is among the records not yet told
        for index in range(len(records) - 1, start - 1, -1):
            if self._theirs(index, seat):
                start, own = index + 1, index
                break
        if retell and own is None and start in self.answered_for:
            start = self._answered_move(start, seat)
        moves: dict[int, list[LogLine]] = {}
        for line in self.match.log:
            if line.move_index == own or line.move_index >= start and not self._theirs(line.move_index, seat):
                moves.setdefault(line.move_index, []).append(line)
        # what the player's own last move led to (its lines after the first, the move itself): a Konja tester's
        # red dice rolled and came to nothing as the AI's turn went on, and the recap told only the AI's lines
        if own is not None:
            outcome = moves.pop(own, [])[1:]
            if outcome:
                moves = {own: outcome, **moves}
        return self._told(seat, [(records[index].seat, lines) for index, lines in moves.items()])

    def _answered_move(self, index: int, seat: int) -> int:
        """The record the table's move `index` for `seat` answered: the latest before it by another seat that the
        log tells (an offer's line is on its last step); `index` itself when there is none."""
        logged = {line.move_index for line in self.match.log}
        for earlier in range(index - 1, -1, -1):
            if self._theirs(earlier, seat) or self.match.records[earlier].seat == seat:
                return index
            if earlier in logged:
                return earlier
        return index

    def _told(self, seat: int, moves: list[tuple[int, list[LogLine]]]) -> list[tuple[int, list[str]]]:
        """The moves' lines as `seat` may read them (the game's `log_text`: a card only that seat knows), and a
        run of one-line moves by one player the game tells as one (`recap_merge`: "Blue discarded 4 cards", where
        four lines of one card each flooded the recap) as one move of one line."""
        host = self.ctx.host
        words = getattr(host, "log_text", None)
        merge = getattr(host, "recap_merge", None)
        tells = getattr(host, "recap_tells", None)  # what happened while the seat waited, not what it did
        out: list[tuple[int, list[str]]] = []
        run: list[LogLine] = []  # the one-line moves merged into out[-1] so far
        for mover, every in moves:
            lines = [line for line in every if tells is None or line.move_index in self.answered_for
                     or tells(line, seat)]
            if not lines:
                continue
            if merge is not None and len(lines) == 1 and run and out[-1][0] == mover:
                merged = merge([*run, lines[0]])
                if merged is not None:
                    run.append(lines[0])
                    out[-1] = (mover, [merged])
                    continue
            run = list(lines) if len(lines) == 1 else []
            told = [words(line, seat) if words is not None else line.text for line in lines]
            short = getattr(host, "recap_short", None)
            for line, text in zip(lines, told, strict=True):
                fewer = short(line) if short is not None and text == line.text else None
                if fewer:
                    self.short_lines[text] = fewer
            self.notable_lines.update(text for line, text in zip(lines, told, strict=True) if self._notable(line, seat))
            out.append((mover, told))
        return out

    def _notable(self, line: LogLine, seat: int) -> bool:
        """Whether `line` matters to `seat`'s player (the game's `Rules.notable`: a 7, the pirate, a steal, a line
        naming them): a recap that must shorten keeps it and drops routine lines first."""
        record = self.match.records[line.move_index]
        names = self.match.seat_names()
        name = names[seat] if seat < len(names) else ""
        return any(event.text == line.text and self.match.rules.notable(event, name) for event in record.events)

    def update_recap(self, dt: float) -> None:
        seat = self.ctx.views.human_to_act()
        if seat is None:
            return
        count = len(self.match.records)
        if self.lesson.running:  # a lesson tells each reply itself
            self._recap_seen[seat] = count
            return
        if self._recap_seen.get(seat, 0) >= count:
            return
        # still open, unread by a key or click: what comes next is added to it, not put in its place
        gathering = bool(self.recap_lines) and self._told_seat == seat
        if not gathering:
            self.notable_lines = set()
            self.short_lines = {}
        groups = self.recap_since(seat, retell=not gathering)
        self._recap_seen[seat] = count
        if self._theirs(count - 1, seat):
            self.recap_lines = []  # this seat just moved: nothing new to tell it
        elif groups:
            self.recap_groups = (self.recap_groups if gathering else []) + groups
            self.recap_lines = [line for _mover, lines in self.recap_groups for line in lines]
            self._told_seat = seat

    def open_whole(self, event: pygame.event.Event) -> bool:
        """A click on the recap opens every line of it in a panel over the table (and the recap closes)."""
        if not (self.recap_lines and event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                and self.rect.collidepoint(event.pos)):
            return False
        groups, title, self.recap_lines = self.recap_groups, self.title, []
        self.ctx.app.show("recent_moves", self.ctx.host, groups, title)
        return True

    @property
    def title(self) -> str:
        """The recap's heading: "While you waited" only when every move it tells is another seat's."""
        own = [mover == self._told_seat for mover, _lines in self.recap_groups]
        return WAITED if not any(own) else OWN if all(own) else SINCE

    def close_recap(self, event: pygame.event.Event) -> None:
        """Any click or key closes the recap; the event still goes on to the table."""
        if self.recap_lines and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.recap_lines = []

    def recap_rows(self, width: int, rows: int) -> list[str]:
        """The recap cut to `rows` screen lines of `width` pixels, as full as fits (`_rows`); when that cuts a line
        with "…", the same told in the game's fewer words (`recap_short`), if it has them."""
        rows_made = self._rows(width, rows)
        if not self._cut or not self.short_lines:
            return rows_made
        full = (self.recap_lines, self.recap_groups, self.notable_lines)
        short = self.short_lines.get
        self.recap_lines = [short(line, line) for line in full[0]]
        self.recap_groups = [(mover, [short(line, line) for line in lines]) for mover, lines in full[1]]
        self.notable_lines = {short(line, line) for line in full[2]}
        try:
            return self._rows(width, rows)
        finally:
            self.recap_lines, self.recap_groups, self.notable_lines = full

    def _rows(self, width: int, rows: int) -> list[str]:
        """The recap in `rows` screen lines of `width` pixels, as full as fits: every log line; else the lines
        that matter to the player with the latest routine ones that fit (`_notable_rows`); else the first line of
        each move; else one line per player's run of moves ("Blue rolled 10 · built a road"); else the
        latest of those after a line saying how many came before."""
        fonts = self.ctx.fonts
        self._cut = False

        def wrapped(lines: list[str]) -> list[str]:
            out: list[str] = []
            for line in lines:
                pieces = theme.wrap_text(fonts, line, RECAP_SIZE, width - 10)
                out += [pieces[0]] + ["  " + piece for piece in pieces[1:]]
            return out

        if len(wrapped(self.recap_lines)) <= rows:
            return wrapped(self.recap_lines)
        kept = self._notable_rows(wrapped, width, rows)  # before the first lines: a 7's pirate is no first line
        if kept is not None:
            return kept
        firsts = [lines[0] for _mover, lines in self.recap_groups]
        if len(wrapped(firsts)) <= rows:
            return wrapped(firsts)
        runs = self._runs()
        # one row: the latest alone (a count above it ran past the panel's edge at 150 %, a keys tester)
        head = [f"… {len(runs) - 1} earlier (see the log)"] if len(runs) > 1 and rows > 1 else []
        latest = wrapped(runs[-1:])
        if len(latest) > rows - len(head):  # even the latest run is too long: its latest line, whole if it fits
            last = wrapped(self.recap_lines[-1:])
            if len(last) <= rows:
                return ([f"… {len(self.recap_lines) - 1} earlier (see the log)"] if len(last) < rows else []) + last
            self._cut = True
            latest = latest[:max(1, rows - len(head))]
            latest[-1] = theme.ellipsize(fonts.get(RECAP_SIZE), latest[-1], width, force=True)
            return head + latest
        kept: list[str] = []
        for index in range(len(runs) - 1, -1, -1):
            piece = wrapped([runs[index]])
            if len(kept) + len(piece) > rows - (1 if index else 0):
                return [f"… {index + 1} earlier (see the log)"] + kept
            kept = piece + kept
        return kept

    def _notable_rows(self, wrapped, width: int, rows: int) -> list[str] | None:
        """The lines that matter to the player (a 7, the pirate, a steal, their name: `notable_lines`), in order,
        with as many of the latest routine lines as fit, after a line saying how many were left out; the latest
        of them when even those do not fit. None when no line matters more than another (the runs then)."""
        lines = self.recap_lines
        notable = [i for i, line in enumerate(lines) if line in self.notable_lines]
        if not notable or len(notable) == len(lines):
            return None  # nothing to choose by
        if rows < 3:  # no room for a count and more: the latest line that matters, alone (the one-row recap said
            # "Player 2 rolls 1, 5, 6, 1 (+0)…" and not the hero's fall it led to: blind tester, issue 41)
            body = wrapped([lines[max(notable)]])
            if len(body) > rows:
                self._cut = True
                body = body[:rows]
                body[-1] = theme.ellipsize(self.ctx.fonts.get(RECAP_SIZE), body[-1], width, force=True)
            return body
        room = rows - 1  # one row says how many lines were left out
        keep = set(notable)
        while len(wrapped([lines[i] for i in sorted(keep)])) > room and len(keep) > 1:
            keep.discard(min(keep))  # too many that matter: the latest of them
        for i in range(len(lines) - 1, -1, -1):  # then the latest routine lines, while they fit
            if i not in keep and len(wrapped([lines[k] for k in sorted(keep | {i})])) <= room:
                keep.add(i)
        body = wrapped([lines[i] for i in sorted(keep)])
        if len(body) > room:  # one line longer than the panel: its start, shortened
            self._cut = True
            body = body[:max(1, room)]
            body[-1] = theme.ellipsize(self.ctx.fonts.get(RECAP_SIZE), body[-1], width, force=True)
        return ([left_out_words(len(lines) - len(keep), len(set(notable) - keep))] if len(keep) < len(lines)
                else []) + body

    def _runs(self) -> list[str]:
        """One line per run of moves by the same player: their first lines joined, the name said once."""
        names = self.match.seat_names()
        runs: list[tuple[int, list[str]]] = []
        for mover, lines in self.recap_groups:
            if runs and runs[-1][0] == mover:
                name = names[mover] + " "
                runs[-1][1].append(lines[0][len(name):] if lines[0].startswith(name) else lines[0])
            else:
                runs.append((mover, [lines[0]]))
        return [" · ".join(part.rstrip(".") for part in parts) if len(parts) > 1 else parts[0] for _mover, parts in runs]

    def draw_recap(self, surface: pygame.Surface) -> bool:
        """Draws the recap in the log's place; False when there is none (the log shows)."""
        if not self.recap_lines:
            return False
        rect = self.rect
        theme.draw_panel(surface, rect, theme.PANEL_DARK, theme.ACCENT)
        fonts = self.ctx.fonts
        step = fonts.get(RECAP_SIZE).get_linesize() + 1
        # a short panel (a grown turn panel above it) sets its title tighter for a second row: one row cut most
        # lines with "…" (blind tester, issue 41); if that still leaves one row (a large text size), the lines take
        # the title's room too (the panel's accent edge still marks it as the recap)
        tight = (rect.h - 38) // step < 2
        title_h = fonts.get(16, "bold").get_height()
        under_title = (rect.bottom - 7 - title_h - rect.y) // step  # (none: the row alone, untitled, keys19's strip)
        titled = not tight or under_title >= 2 or ((rect.h - 8) // step < 2 and under_title >= 1)
        title = pygame.Rect(rect.x + 14, rect.y + 4, 0, 0)
        if titled:
            # smaller where it must, never under its 100 % size ("Since your last mov" was cut at 150 %: keys21)
            title = theme.blit_fit(surface, fonts, self.title, (rect.x + 14, rect.y + (4 if tight else 8)),
                                   16, rect.w - 28, theme.ACCENT, "bold")
        hint, hint_w = HINT, fonts.get(16).size(HINT)[0]
        top = (title.bottom if titled else rect.y + 4) if tight else rect.y + 32
        body = pygame.Rect(rect.x + 14, top, rect.w - 28, rect.bottom - 3 - top if tight else rect.h - 38)
        rows = max(1, body.h // step)  # a short panel shows one line, not two cut
        if not titled:  # no room for the hint either: a click on the recap still opens it whole
            hint = ""
        if hint and title.right + 16 + hint_w <= rect.right - 12:  # beside the title when it fits, else below
            theme.blit_text(surface, fonts, hint, (rect.right - 12, rect.y + 9), 16, theme.TEXT_DIM, anchor="topright")
        elif hint:  # wrapped within the panel: at 150 % the one line spilled out of it onto a Spell's cost (41/44)
            lines = theme.wrap_text(fonts, hint, 16, rect.w - 24)
            if rows > len(lines) + 1:
                rows -= -(-len(lines) * fonts.get(16).get_linesize() // step)
                line_h = fonts.get(16).get_linesize()
                for i, line in enumerate(reversed(lines)):
                    theme.blit_text(surface, fonts, line, (rect.right - 12, rect.bottom - 6 - i * line_h), 16,
                                    theme.TEXT_DIM, anchor="bottomright")
        y = body.y
        for line in self.recap_rows(body.w, rows):
            colour = theme.TEXT_DIM if line.startswith("… ") else theme.TEXT
            theme.draw_text_box(surface, fonts, line, pygame.Rect(body.x, y, body.w, step), RECAP_SIZE, colour)
            y += step
        return True
