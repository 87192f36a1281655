"""The replay after the fourth blind playtest of Replay/Analyse (issue 41): the Moves button says what a press does
once the analysis opened the list by itself; the move list's first row is never cut under the chart's words; the
replay's board explains what the pointer rests on (cards shown large, game words, the game's own notes) as the
live table does; Analyse keeps its guard against a double Enter."""

from __future__ import annotations

import pygame
import pytest
from matches import played
from scene_helpers import click, frames, key, make_app

from baraza.game.core.analysis import MoveJudgement
from baraza.game.registry import game_names, get_game
from baraza.scenes.replay.board import fit
from baraza.scenes.table.term_hover import DWELL, TIP_W
from baraza.scenes.ui.card_zoom import HOVER_DELAY


def _judged(viewer) -> list[MoveJudgement]:
    """A made-up analysis: every move even, the sixth a blunder."""
    seats = len(viewer.replay.match.seats)
    even = tuple(1 / seats for _ in range(seats))
    judged = [MoveJudgement(m.ply, m.seat, m.text, None, 0.5, 0.5, None, None, even, even)
              for m in viewer.replay.moves]
    move = viewer.replay.moves[5]
    judged[5] = MoveJudgement(6, move.seat, move.text, None, 0.7, 0.1, "a better move", "blunder", even, even)
    return judged


class _DoneJob:
    """An analysis that has just finished (the worker's answer, as `AnalysisJob` hands it over)."""

    keeps, running, error, missing, cancelled, progress = True, False, None, False, False, 1.0

    def __init__(self, judgements) -> None:
        self.judgements = judgements

    def poll(self) -> None:
        pass

    def cancel(self) -> None:
        pass

    def seconds_left(self) -> None:
        return None


def _motion(pos) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))]


# --- 1. the Moves button after the analysis opened the list ----------------------------------------
def test_the_moves_button_says_hide_once_the_analysis_opened_the_list(baraza_home) -> None:
    """The list opened by itself at the analysis's end; the playtester pressed "Moves" to see the moves and hid
    them. The button now says what a press does, and a click aimed at the "Moves" it said a moment before the
    list opened does not hide it."""
    app = make_app()
    viewer = app.show("replay", played("konja", 4, ["human", "ai:easy"]))
    frames(app, 1)
    button = viewer.bar.buttons[2]  # Moves
    assert not viewer.show_moves and button.text == "Moves"
    viewer.job = _DoneJob(_judged(viewer))
    frames(app, 1)  # the analysis's answer comes in: the list and its chart open
    assert viewer.show_moves and button.text == "Hide moves"
    assert "move list" in app.toasts[-1].text  # the summary says where the marks are
    frames(app, 1, click(button.rect.center))  # aimed at "Moves" as the list opened under the pointer
    assert viewer.show_moves and button.text == "Hide moves"
    frames(app, 1, dt=1.0)
    frames(app, 1, click(button.rect.center))  # a deliberate press of "Hide moves" hides the list
    assert not viewer.show_moves and button.text == "Moves"
    frames(app, 30, dt=1 / 30)
    frames(app, 1, click(button.rect.center))
    assert viewer.show_moves and button.text == "Hide moves"
    viewer.on_exit()


@pytest.mark.parametrize("scale", [100, 150])
def test_the_moves_button_reads_whole(baraza_home, scale: int) -> None:
    app = make_app()
    app.settings.text_scale = scale
    app.apply_look()
    viewer = app.show("replay", played("konja", 4, ["human", "ai:easy"]))
    frames(app, 1)
    viewer.toggle_moves()
    frames(app, 1)
    assert viewer.bar.buttons[2].fitted_label(app.fonts)[1] == "Hide moves"
    assert viewer.timeline.rect.w >= 240  # the timeline between the icons and the buttons keeps its room
    viewer.on_exit()


# --- 2. the move list's first row under the chart -------------------------------------------------
@pytest.mark.parametrize("scale", [100, 150])
def test_the_first_row_under_the_chart_is_never_cut(baraza_home, scale: int) -> None:
    """"19. AI normal: Kofi rolls 5, 1, 6, 3, 2 and" was half hidden under the chart's words: the list scrolled to
    keep the current move in view by pixels, not rows."""
    app = make_app()
    app.settings.text_scale = scale
    app.apply_look()
    viewer = app.show("replay", played("konja", 4, ["human", "ai:easy"]))
    frames(app, 1)
    judged = _judged(viewer)
    viewer.timeline.judgements = judged
    viewer.moves.set_judgements(judged)
    viewer.show_moves = True
    moves = viewer.moves
    heights = {move.ply: height for move, _lines, height in moves._layout(app.fonts)}

    def first_row_whole() -> bool:
        first_ply, first = moves._rows[0]
        return first.h == heights[first_ply]

    for ply in range(1, min(90, viewer.replay.plies)):
        viewer.jump(ply, before_mark=False)
        frames(app, 1)
        assert first_row_whole(), (scale, ply, moves.scroll)
        shown = {p for p, _rect in moves._rows}
        assert any(m.start <= ply <= m.ply and m.ply in shown for m in moves.moves), ply  # the current move in view
    for scroll in (37, 101, 250):  # the wheel leaves it anywhere: it settles on a row's start
        moves.scroll = scroll
        frames(app, 1)
        assert first_row_whole(), (scale, scroll, moves.scroll)
    viewer.on_exit()


# --- 3. the replay's board explains what the pointer rests on ---------------------------------------
def _replay_at(game: str, ply: int = 40, show_moves: bool = True):
    spec = get_game(game)
    app = make_app()
    seats = ["human"] + ["ai:easy"] * (max(2, spec.min_seats) - 1)
    viewer = app.show("replay", played(game, 4, seats, limit=80))
    frames(app, 1)
    viewer.show_moves = show_moves  # the board scaled beside the list: the pointer must be carried into it
    viewer.jump(min(ply, viewer.replay.plies), before_mark=False)
    frames(app, 2)
    return app, viewer


def _drawn(app, table) -> tuple[list, list]:
    """The table drawn whole off screen: the cards it offers the card zoom and the texts it places, in its own
    coordinates."""
    zoom, fonts = app.card_zoom, app.fonts
    kept, zoom.spots = zoom.spots, []
    outer, fonts.placed = fonts.placed, []
    try:
        table.draw(pygame.Surface(app.screen.get_size()))
        return [(spot.rect, spot.face) for spot in zoom.spots], list(fonts.placed)
    finally:
        zoom.spots, fonts.placed = kept, outer


def _on_screen(app, viewer, rect: pygame.Rect) -> pygame.Rect:
    """Where a rect of the table shows on screen: the table scaled into the viewer's board rect, centred."""
    target = fit(app.screen, viewer.board_rect())
    scale = target.w / app.screen.get_width()
    return pygame.Rect(target.x + round(rect.x * scale), target.y + round(rect.y * scale), round(rect.w * scale),
                       round(rect.h * scale))


@pytest.mark.parametrize("show_moves", [True, False])
def test_konjas_ancestors_and_relics_show_large_in_the_replay(baraza_home, show_moves: bool) -> None:
    """Pointing at Konja's Ancestor tiles or Relic cards showed nothing in the replay (at the table they show large)."""
    app, viewer = _replay_at("konja", show_moves=show_moves)
    assert fit(app.screen, viewer.board_rect()).w < app.screen.get_width()  # drawn scaled
    cards = {face.title: rect for rect, face in _drawn(app, viewer.board.table)[0]}
    ancestor = next(title for title in cards if title.endswith("Ancestor"))
    relic = next(title for title in cards if title in ("Fie-Ah", "Oodoo", "At!", "Gold Scale", "Thunder Drum"))
    for title in (ancestor, relic):
        spot = _on_screen(app, viewer, cards[title]).center
        frames(app, 1, _motion(spot))
        frames(app, 1, dt=HOVER_DELAY + 0.05)
        frames(app, 1)
        assert app.card_zoom.shown_face is not None and app.card_zoom.shown_face.title == title, title
        assert not app.card_zoom.shown.collidepoint(spot)  # beside the card, never under the pointer
    viewer.on_exit()


@pytest.mark.parametrize("game", game_names())
def test_every_games_cards_and_words_explain_themselves_in_the_replay(baraza_home, game: str) -> None:
    """For every game: a card the table offers shows large, and a game word under the resting pointer is explained
    at full size beside the word where it shows on screen."""
    app, viewer = _replay_at(game)
    board = viewer.board
    cards, placed = _drawn(app, board.table)
    if cards:
        rect, face = cards[0]
        frames(app, 1, _motion(_on_screen(app, viewer, rect).center))
        frames(app, 1, dt=HOVER_DELAY + 0.05)
        frames(app, 1)
        assert app.card_zoom.shown_face is not None and app.card_zoom.shown_face.title == face.title
    hover = board.table.term_hover
    fonts = app.fonts
    found = None
    target = fit(app.screen, viewer.board_rect())
    for rect, text, size, face in placed:
        for start, end, entry in hover.glossary.find_terms(text):
            font = fonts.get(size, face)
            x0, x1 = rect.x + font.size(text[:start])[0], rect.x + font.size(text[:end])[0]
            word = _on_screen(app, viewer, pygame.Rect(x0, rect.y, x1 - x0, rect.h))
            if word.w > 6 and target.contains(word):
                found = word.center, entry
                break
        if found:
            break
    assert found is not None, f"no game word on {game}'s table"
    pos, entry = found
    frames(app, 1, _motion((pos[0] + 1, pos[1])))
    frames(app, 1, _motion(pos))
    frames(app, 1, dt=DWELL + 0.05)
    frames(app, 1)
    box = viewer.term_hover.drawn_box
    assert box is not None and hover.shown is not None and hover.shown[1].term == entry.term, game
    assert box.w == TIP_W  # at full size, not scaled with the table
    assert box.bottom <= viewer.bar.rect.y  # above the bar: the caption and the buttons stay in view
    word = _on_screen(app, viewer, hover.shown[0])
    assert word.inflate(4, 4).collidepoint(pos)  # the word under the pointer where it shows
    assert box.colliderect(word.inflate(0, 16)) and not box.colliderect(word)  # just under or over it
    frames(app, 1, _motion((viewer.moves.rect.centerx, viewer.moves.rect.y + 4)))  # off the table: it goes
    frames(app, 1, dt=DWELL + 0.05)
    frames(app, 1)
    assert viewer.term_hover.drawn_box is None
    viewer.on_exit()


def test_konjas_dice_note_shows_at_full_size_in_the_replay(baraza_home) -> None:
    """The game's own notes (a die, a pile) come with the pointer too, read at their own size."""
    app, viewer = _replay_at("konja")
    board, table = viewer.board, viewer.board.table
    assert table.current_view().dice
    spot = _on_screen(app, viewer, table.hover.geometry.die_rect(0)).center
    frames(app, 1, _motion(spot))
    frames(app, 2, dt=0.06)  # the table is drawn again for the pointer within a moment
    tips = table.shown_tips()
    assert tips, "no note for the die under the pointer"
    tip = tips[0]
    scaled = _on_screen(app, viewer, tip)
    assert scaled.w < tip.w  # the note in the scaled picture is small...
    big = pygame.Rect(scaled.topleft, tip.size)  # ...and shown on screen at its own size where it stands
    if scaled.centerx < spot[0]:
        big.right = scaled.right
    if scaled.centery < spot[1]:
        big.bottom = scaled.bottom
    big = big.clamp(pygame.Rect(0, 0, app.screen.get_width(), viewer.bar.rect.y))
    shown = pygame.image.tobytes(app.screen.subsurface(big), "RGB")
    assert shown == pygame.image.tobytes(board._full.subsurface(tip), "RGB")
    viewer.on_exit()


def test_a_click_or_key_on_the_replay_board_chooses_nothing(baraza_home) -> None:
    """The pointer reaches the table's hover only: a click on its cards or a key makes no move."""
    app, viewer = _replay_at("konja")
    board = viewer.board
    before = (viewer.ply, len(board._shown.records))
    for rect, _face in _drawn(app, board.table)[0][:4]:
        spot = _on_screen(app, viewer, rect).center
        frames(app, 1, _motion(spot) + click(spot))
        frames(app, 1, [key(pygame.K_RETURN)])
    assert (viewer.ply, len(board._shown.records)) == before
    viewer.on_exit()


# --- 4. Analyse -> Cancel under Enter -------------------------------------------------------------------
def test_a_double_enter_on_analyse_does_not_cancel_it(baraza_home) -> None:
    """Analyse stays Analyse (greyed, "Analysing…") while it runs: two Enters read in one frame, or a second one a
    moment later, leave the analysis running; Enter on Cancel (a stop of its own) cancels, and its own quick second
    Enter does not start it again."""
    app = make_app()
    viewer = app.show("replay", played("krownia", 4, ["human", "ai:easy"]))
    frames(app, 1)
    for _ in range(20):
        frames(app, 1, [key(pygame.K_TAB)])
        if viewer.focused() is viewer.analyse_button:
            break
    assert viewer.focused() is viewer.analyse_button
    frames(app, 1, [key(pygame.K_RETURN), key(pygame.K_RETURN)])  # a double press read in one frame
    job = viewer.job
    assert job is not None and job.running and not job.cancelled
    frames(app, 1, dt=0.4)
    frames(app, 1, [key(pygame.K_RETURN)])  # a slow double press's second half
    assert viewer.job is job and job.running and not job.cancelled and viewer.analyse_button.text == "Analysing…"
    assert viewer.focused() is viewer.analyse_button  # the focus stayed on Analyse: Cancel was not slipped in
    frames(app, 3, dt=0.3)
    assert job.running, "the analysis ended before the test could cancel it"
    for _ in range(20):
        frames(app, 1, [key(pygame.K_TAB)])
        if viewer.focused() is viewer.cancel_button:
            break
    assert viewer.focused() is viewer.cancel_button
    frames(app, 1, [key(pygame.K_RETURN), key(pygame.K_RETURN)])  # Cancel, pressed twice
    assert job.cancelled and viewer.job is job
    frames(app, 1, dt=0.4)
    frames(app, 1, [key(pygame.K_RETURN)])
    assert viewer.job is job and viewer.analyse_button.text == "Analyse"
    viewer.on_exit()


def test_konas_tower_note_shows_in_the_replay(baraza_home) -> None:
    """Kona's tower note was switched off on a read-only table: the replay's board explains a tower too."""
    from baraza.scenes.kona.hover import DWELL as TOWER_DWELL

    app, viewer = _replay_at("kona", ply=10)
    table = viewer.board.table
    square = next(sq for sq, stack in table.current_view().stacks.items() if stack)
    spot = _on_screen(app, viewer, table.square_rect(square)).center
    frames(app, 1, _motion(spot))
    frames(app, 1, dt=TOWER_DWELL + 0.05)
    frames(app, 2, dt=0.06)
    assert table.shown_tips(), "no note for the tower under the pointer"
    viewer.on_exit()


def test_the_keyboards_place_is_kept_when_cancel_goes(baraza_home) -> None:
    """Enter on Cancel took the focus ring away with the button: the next Tab began again from the first control.
    The ring goes to Analyse, where the run began."""
    app = make_app()
    viewer = app.show("replay", played("krownia", 4, ["human", "ai:easy"]))
    frames(app, 1)
    viewer.toggle_analysis()
    frames(app, 1, dt=0.3)
    assert viewer.job is not None and viewer.job.running
    for _ in range(20):
        frames(app, 1, [key(pygame.K_TAB)])
        if viewer.focused() is viewer.cancel_button:
            break
    assert viewer.focused() is viewer.cancel_button
    frames(app, 1, [key(pygame.K_RETURN)])
    frames(app, 1)
    assert viewer.cancel_button not in viewer.bar.buttons
    assert viewer.focused() is viewer.analyse_button
    viewer.on_exit()
