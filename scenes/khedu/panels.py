"""The Khedu side panels: players and scores, the turn count, and your clan board (aura, first-turn
bonus, Meditation, achievements ticked).

`SidePanels` is built with the table context (the shared seat list is the table's `draw_seat_list`) and the
solo best score (`best_score` reads it once). It keeps the clan board's rows (`clan_rects`) for the card
zoom, and says where an achievement's row is (`feat_rect`) for the lessons."""

from __future__ import annotations

import pygame

from baraza.scenes.khedu.cards import DENOMINATION_COLOURS, ETERNAL, MIN
from baraza.scenes.khedu.context import KheduContext
from baraza.scenes.khedu.layout import mat_seat
from baraza.scenes.render.cards import CardFace
from baraza.scenes.table.seats import seat_labels
from baraza.scenes.ui import theme

HEAD = 30  # the clan board's title band, then its rows
ROW = 19  # one clan board row: a line at the text floor
GAP = 3  # before each group of achievements


def best_score(app, match) -> int | None:
    """The solo player's best score for their clan, or None (not solo, no score yet, or a damaged file)."""
    if len(match.seats) != 1:
        return None
    try:
        clan = match.view(0).players[0].clan
        return app.scores.best_score("khedu", clan)
    except Exception:  # noqa: BLE001 - a damaged score file must not stop the table
        return None


LESSON_RIVAL = "lesson rival"  # a lesson's other seat plays its script, not at an AI level


def lesson_seat_labels(table) -> list[str]:
    """The seats' names; while a lesson runs its rival is labelled for what it is (it said "AI easy" though it
    plays the lesson's script: blind tester, issue 41). Played on after the lesson, the AI level shows again."""
    match = table.match
    labels = seat_labels(match)
    if getattr(table, "tutorial", None) is None:
        return labels
    names = match.seat_names()
    return [f"{names[seat]} ({LESSON_RIVAL})" if kind != "human" else labels[seat]
            for seat, kind in enumerate(match.seats)]


def shown_best(best: int | None, view, score: int) -> int | None:
    """The best score to show: the best before this run and, once it is over, this run too."""
    if not view.is_over:
        return best
    return score if best is None else max(best, score)


def seat_extra(fonts, label: str, p, width: int) -> str:
    """The count at the right of a seat's row (the seat list draws the name at 19 px from 48 px in and the count
    at 17 px up to 16 px from the right): "4 LP" when it fits beside the whole name, else the number alone, which
    always shows; the seat list shrinks the name into what is left (an opponent's score of 11 vanished beside
    "Player 2 (AI normal)": playtest, issue 41)."""
    room = width - 48 - 16 - 24 - fonts.get(19, "bold").size(label)[0]
    whole = f"{p.score} pts" if p.exhausted else f"{p.legacy_points} LP"
    return whole if fonts.get(17).size(whole)[0] <= room else whole.split()[0]


def row_label(fonts, label: str, extra: str, width: int) -> str:
    """The seat's name as its row shows it beside `extra`: whole when it fits at its 100 % size (the seat list
    shrinks it no further), else the name alone, then the name cut short. At 150 % "Player 2 (AI normal)" ran
    over its score (a keys-only blind tester); its "Player 2 (AI)" when the score reached 10 was a third name for
    the seat beside the opponent panel's (a blind tester): the one name, or its first part."""
    # the seat list leaves 24 px before the count, which a name at its 100 % size may run into, never past 8 px
    room = width - 48 - 16 - (fonts.get(17).size(extra)[0] + 8 if extra else 0)
    font = fonts.get(fonts.logical_floor(19))  # the regular face: the list draws an active row in it when bold
    cut = label.rfind(" (")  # would not fit (scenes/table/seats.py)
    name = label[:cut] if cut > 0 and label.endswith(")") else label
    return next((text for text in (label, name) if font.size(text)[0] <= room), theme.ellipsize(font, name, room))


class SidePanels:
    """The info panel and the clan board."""

    def __init__(self, ctx: KheduContext, best: int | None) -> None:
        self.ctx = ctx
        self.data = ctx.data
        self.best = best
        self.clan_rects: list[tuple[pygame.Rect, CardFace]] = []  # clan board rows that zoom on hover

    def draw_info(self, surface: pygame.Surface, rect: pygame.Rect, view) -> None:
        """The players panel with each one's Legacy points (or final score), the solo score, the turn count,
        then the clan board."""
        fonts = self.ctx.app.fonts
        labels = self.ctx.table.seat_labels()
        extra = [seat_extra(fonts, labels[p.seat], p, rect.w) for p in view.players]
        shown = [row_label(fonts, labels[p.seat], extra[p.seat], rect.w) for p in view.players]
        y = self.ctx.table.draw_seat_list(surface, rect, extra, labels=shown)  # names fitted beside their counts
        lines: list[tuple[list[str], int, tuple, str]] = []  # (wordings, size, colour, face), top to bottom
        if view.num_seats == 1:
            score = view.players[0].score
            shown = shown_best(self.best, view, score)
            best = "—" if shown is None else str(shown)
            lines.append(([f"Score {score}   ·   Best {best}", f"Score {score} · Best {best}"], 17, theme.TEXT, "bold"))
        if not view.is_over:
            cur = view.players[view.current]
            turn = f"Turn {cur.turns_taken + 1} of {view.max_turns}"
            lines.append(([turn] if view.num_seats == 1 else [f"{turn} for {cur.name}", f"{turn}: {cur.name}", turn],
                          MIN, theme.TEXT_DIM, "sans"))
        if view.num_seats == 1 and not view.is_over:
            woken = sum(1 for st in view.desert if st.cadence is not None and st.cadence.flipped)
            lines.append(([f"Desert Cadences awake: {woken} of 3", f"Cadences awake: {woken} of 3"], MIN,
                          theme.TEXT_DIM, "sans"))
        width = rect.w - 32
        for wordings, size, colour, face in lines:  # measured, so a larger text size pushes lines down, never out
            # the longest wording that reads whole, at the text size if it fits, else shrunk back as far as 100 %
            # (at 150 % they were cut: "Turn 4 of 25 for Play…", keyboard playtest C)
            fitted = [(text, theme.fit_size(fonts, text, size, width, face)) for text in wordings]
            text, used = next(((t, n) for t, n in fitted if fonts.get(n, face).size(t)[0] <= width), fitted[-1])
            font = fonts.get(used, face)
            if y + 4 + font.get_linesize() > rect.bottom - 4:
                break
            theme.blit_text(surface, fonts, theme.ellipsize(font, text, width), (rect.x + 16, y + 4), used, colour, face)
            y += font.get_linesize() + 2
        self.draw_clan(surface, view)

    def draw_clan(self, surface: pygame.Surface, view) -> None:
        """The clan board: aura, first-turn bonus, meditation, achievements ticked."""
        zone = self.ctx.zones["clan"]
        fonts = self.ctx.app.fonts
        p = view.players[mat_seat(view)]
        clan = self.data.clans[p.clan]
        colour = DENOMINATION_COLOURS.get(p.clan, theme.PANEL)
        theme.draw_panel(surface, zone, (44, 40, 36), colour, 10)
        band = pygame.Rect(zone.x, zone.y, zone.w, 28)
        pygame.draw.rect(surface, colour, band, border_top_left_radius=10, border_top_right_radius=10)
        # the band's two words share it, each in its half (shrunk back at a larger text size, never overlapping)
        half = band.w // 2 - 14
        theme.draw_text_box(surface, fonts, f"{p.clan} clan", pygame.Rect(zone.x + 12, zone.y + 3, half, 22), MIN,
                            (252, 248, 238), "bold", valign="middle")
        state = "open" if p.clan_unlocked else "locked"
        theme.draw_text_box(surface, fonts, f"feats {state}", pygame.Rect(zone.right - 10 - half, zone.y + 3, half, 22),
                            MIN, (252, 248, 238), "bold", "right", "middle")
        # every row one line at the text floor (the large view on hover has the details); the rows stand where
        # feat_rect expects them: ROW px apart, a small gap before each group of achievements
        y = zone.y + HEAD
        self.clan_rects = []
        for kind, label, text in (("Aura", clan.aura, clan.aura_text), ("First turn", clan.first_turn,
                                  clan.first_turn_text), ("Meditation", clan.meditation, clan.meditation_text)):
            # "Meditate:" is the short label that leaves "Conveyance of Dreams" its whole width
            said = "Meditate" if kind == "Meditation" else kind
            r = theme.draw_text_box(surface, fonts, f"{said}:", pygame.Rect(zone.x + 10, y, zone.w // 2 - 10, ROW), MIN,
                                    theme.TEXT_DIM, "bold")
            room = zone.right - r.right - 14
            tags: tuple[str, ...] = ()
            shown, ink = label, ETERNAL
            if kind == "Aura":  # said as it stands now: the Wuqri aura ends with the first Eternal Cadence
                active, why = aura_state(view, p.seat)
                tags = (why,)
                if not active:  # and why, from the clan's data: "(off)" alone from turn 1 told nothing (khedu25)
                    shown, ink = aura_off_words(fonts, label, clan.aura_when, room), theme.TEXT_DIM
            face = "bold" if fonts.get(MIN, "bold").size(shown)[0] <= room else "sans"  # "Conveyance of Dreams"
            # the name is left out of the word help: "Hadimi Aura" is all glossary words, whose help hid the
            # row's own card with its effect (playtest, issue 41); the row's card says what it does
            placed, fonts.placed = fonts.placed, None
            theme.draw_text_box(surface, fonts, shown, pygame.Rect(r.right + 6, y, room, ROW), MIN, ink, face)
            fonts.placed = placed
            self.clan_rects.append((pygame.Rect(zone.x + 6, y, zone.w - 12, ROW),
                                    CardFace(label, text, f"{p.clan} · {kind}", colour, "", tags, "")))
            y += ROW
        general = [a for a in self.data.achievements.values() if not a.clan]
        own = [a for a in self.data.achievements.values() if a.clan == p.clan]
        for group, locked in ((general, False), (own, not p.clan_unlocked)):
            y += GAP
            for a in group:
                done = a.key in p.achievements
                box = pygame.Rect(zone.x + 10, y + 3, 14, 14)
                pygame.draw.rect(surface, (30, 28, 24), box, border_radius=2)
                pygame.draw.rect(surface, theme.GOOD if done else (120, 114, 100), box, 1, border_radius=2)
                if done:  # a drawn tick: a glyph at the floor would not fit the box
                    pygame.draw.lines(surface, theme.GOOD, False, [(box.x + 3, box.centery), (box.centerx - 1,
                                      box.bottom - 4), (box.right - 3, box.y + 3)], 2)
                prize = f"+{a.lp} LP" if a.lp else f"+{a.influence} ◆"
                col = theme.GOOD if done else (120, 114, 100) if locked else theme.TEXT
                pr = theme.draw_text_box(surface, fonts, prize, pygame.Rect(zone.right - 10 - 70, y, 70, ROW), MIN, col,
                                         align="right")
                theme.draw_text_box(surface, fonts, a.name, pygame.Rect(zone.x + 30, y, pr.x - zone.x - 36, ROW), MIN,
                                    col, "bold" if done else "sans")
                # an Influence prize said in words, as the lesson says it ("+1 ◆" alone was read three ways)
                told = a.text if a.lp else f"{a.text} Prize: {a.influence} more Influence, one more unit you may " \
                    "place before your game ends."
                face = CardFace(a.name, told, f"{a.clan or 'General'} achievement", colour if a.clan else
                                (110, 96, 72), prize, ("earned" if done else "locked until an Eternal Cadence"
                                                       if locked else "open",), "")
                self.clan_rects.append((pygame.Rect(zone.x + 6, y, zone.w - 12, ROW), face))
                y += ROW

    def feat_rect(self, key: str, view) -> list[pygame.Rect]:
        """An achievement's row on the clan board, where `draw_clan` draws it."""
        zone = self.ctx.zones["clan"]
        clan = view.players[mat_seat(view)].clan
        y = zone.y + HEAD + 3 * ROW
        for group in ([a for a in self.data.achievements.values() if not a.clan],
                      [a for a in self.data.achievements.values() if a.clan == clan]):
            y += GAP
            for a in group:
                if a.key == key:
                    return [pygame.Rect(zone.x + 6, y, zone.w - 12, ROW)]
                y += ROW
        return []


def aura_off_words(fonts, label: str, when: str, room: int) -> str:
    """The clan board's aura row while the aura is off, the first wording that fits `room` at the text floor (bold,
    else plain): "off, needs 2 Rahala units" (the card on hover names the aura and counts the units), "needs 2
    Rahala units" (drawn dim, as an aura off is), else "Rahala Aura (off)" (at 150 % the row holds ~17 letters)."""
    wordings = [f"off, {when}", when] if when else []
    for text in wordings:
        if any(fonts.get(MIN, face).size(text)[0] <= room for face in ("bold", "sans")):
            return text
    return f"{label} (off)"


def aura_state(view, seat: int) -> tuple[bool, str]:
    """Whether `seat`'s clan aura works now, and why in a few words (the rules of game/khedu/queries.py: auras
    count the exposed Desert units and every Cadre unit; the Wuqri and Oadhii ones count Eternal Cadences)."""
    p = view.players[seat]
    eternals = sum(1 for c in p.ensemble if c.occupied and c.eternal)
    if p.clan == "Wuqri":
        return (True, "on: you have no Eternal Cadence") if eternals == 0 else \
            (False, "off: it ended with your first Eternal Cadence")
    if p.clan == "Oadhii":
        return (True, "on: you have two Eternal Cadences") if eternals >= 2 else \
            (False, f"off until you have two Eternal Cadences ({eternals} now)")
    units = [st.units[0] for st in view.desert if st.units]
    units += [u for q in view.players for u in q.cadre if u is not None]
    count = sum(1 for u in units if u.denomination == p.clan)
    if count >= 2:
        return True, f"on: {count} {p.clan} units in play"
    return False, f"off: {count} {p.clan} unit{'' if count == 1 else 's'} in play, it needs two"


def hand_words(view) -> str:
    """The hand of the seat at the mat in words, for the speech key F2 (`TableVoice`)."""
    from baraza.scenes.khedu.layout import mat_seat

    me = view.players[mat_seat(view)]
    if me.hand is None:
        return f"{me.hand_count} cards, hidden from this seat."
    cards = [f"{c.name} ({c.kind}, cost {c.cost}{' LP' if c.kind == 'command' else ''})" for c in me.hand]
    return "Your hand: " + (", ".join(cards) if cards else "empty") + "."
