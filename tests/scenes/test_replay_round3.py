"""The replay after the third round of blind playtests of History/Replay/Analyse (issue 41): a marked move of the
AI ringed through the player's eyes, never into a hand hidden from them; the ring's status line read whole; the
tags clear of KROWNIA's tokens and Konja's scores; the turn panel never saying "Your turn" in a replay; Konja's
"All hands" naming the other player's Spells whole; a double click on Cancel not starting the analysis again."""

from __future__ import annotations

import pygame
import pytest
from matches import played
from scene_helpers import click, frames, key, make_app

from baraza.game.core.analysis import MoveJudgement
from baraza.game.registry import game_names, get_game
from baraza.scenes.replay.controls import CAPTION_TEXT
from baraza.scenes.replay.move_rings import BETTER, PLAYED, tag_places
from baraza.scenes.ui import theme


def _judged(viewer, ply: int, better: str) -> list[MoveJudgement]:
    """A made-up analysis: every move even, move `ply` a blunder with `better` the AI's move."""
    seats = len(viewer.replay.match.seats)
    even = tuple(1 / seats for _ in range(seats))
    judged = [MoveJudgement(m.ply, m.seat, m.text, None, 0.5, 0.5, None, None, even, even)
              for m in viewer.replay.moves]
    move = viewer.replay.moves[ply - 1]
    judged[ply - 1] = MoveJudgement(ply, move.seat, move.text, None, 0.7, 0.1, better, "blunder", even, even)
    return judged


def _ai_move(match, seat: int, kind: str, other_kind: str | None = None) -> tuple[int, str]:
    """The first move of `seat` of `kind` with another legal move (of `other_kind`, else of the same kind) beside
    it: (its ply, that other move's words)."""
    for ply, record in enumerate(match.records, start=1):
        if record.seat != seat or record.action.kind != kind:
            continue
        before = match.state_at(ply - 1)
        for action in match.rules.legal_actions(before, seat):
            if action != record.action and action.kind == (other_kind or kind):
                return ply, match.rules.describe_action(before, seat, action)
    raise AssertionError(f"no {kind} of seat {seat} with another move beside it")


def _longest_marked(viewer, seat: int) -> tuple[int, str]:
    """The move of `seat` whose words and another legal move's words together are the longest (a setup road that
    ends the setup: "Blue placed a road. Blue collected … Setup is over; Blue rolls first.")."""
    match, found = viewer.replay.match, []
    for ply, record in enumerate(match.records, start=1):
        before = match.state_at(ply - 1)
        if record.seat != seat:
            continue
        for action in match.rules.legal_actions(before, seat):
            if action != record.action and match.rules.describe_action(before, seat, action):
                words = match.rules.describe_action(before, seat, action)
                found.append((len(viewer.replay.moves[ply - 1].text) + len(words), ply, words))
    _length, ply, words = max(found)
    return ply, words


def _onto_marked(app, viewer, ply: int, better: str) -> None:
    viewer.timeline.judgements = _judged(viewer, ply, better)
    viewer.jump(ply - 1, before_mark=False)
    frames(app, 1, [key(pygame.K_RIGHT)])  # onto the marked move: the position before it, ringed
    assert viewer.ply == ply and viewer.board.ply == ply - 1 and viewer.before_mark


def _colour_count(surface: pygame.Surface, colour) -> int:
    return pygame.mask.from_threshold(surface, colour, (6, 6, 6, 255)).count()


@pytest.mark.parametrize("kind", ["place_village", "build_road"])
def test_the_ais_marked_move_on_the_island_is_ringed_through_the_players_eyes(baraza_home, kind: str) -> None:
    """A KROWNIA playtester saw no rings on the AI's marked moves: they were drawn only through the mover's eyes in
    a game with hidden hands. A move on the island is seen alike by every seat."""
    app = make_app()
    viewer = app.show("replay", played("krownia", 4, ["human", "ai:easy"]))
    frames(app, 1)
    assert viewer.board.seat == 0
    ply, better = _ai_move(viewer.replay.match, 1, kind)
    _onto_marked(app, viewer, ply, better)
    rings = viewer.board.rings
    assert rings is not None and rings.played and rings.better
    surface = pygame.Surface(app.screen.get_size())
    viewer.board.draw(surface)
    assert _colour_count(surface, PLAYED) > 50 and _colour_count(surface, BETTER) > 50
    assert "(ringed: played, better)" in viewer._caption()
    viewer.on_exit()


def test_the_ais_move_from_its_hidden_hand_is_never_ringed_in_the_players_hand(baraza_home) -> None:
    """A Khedu AI's better move, a Cadence from its own hand by its place there: through the player's eyes the same
    place holds the player's own card, which a ring must not point at."""
    app = make_app()
    viewer = app.show("replay", played("khedu", 4, ["human", "ai:easy"]))
    frames(app, 1)
    ply, better = _ai_move(viewer.replay.match, 1, "cadence_done", "cadence")
    _onto_marked(app, viewer, ply, better)
    rings, table = viewer.board.rings, viewer.board.table
    theirs = table.geometry.opponent_panel(1, table.current_view())  # the AI's Ensemble, face down, on its panel
    assert rings is None or all(theirs.contains(r) for r in rings.better), (rings, theirs)
    viewer.next_seat()  # through the AI's own eyes: its card ringed
    viewer.jump(ply)
    assert viewer.board.seat == 1 and viewer.board.rings is not None and viewer.board.rings.better
    viewer.on_exit()


@pytest.mark.parametrize("scale", [100, 150])
def test_the_status_line_before_a_marked_move_reads_whole(baraza_home, scale: int) -> None:
    """"(ringed: played,…" was cut at the bar's end: the longest wording that fits is said, the rings named."""
    app = make_app()
    app.settings.text_scale = scale
    app.apply_look()
    viewer = app.show("replay", played("krownia", 4, ["human", "ai:easy"]))
    frames(app, 1)
    ply, better = _longest_marked(viewer, 1)
    viewer.next_seat()  # through the mover's eyes (ringed before this round too)
    _onto_marked(app, viewer, ply, better)
    frames(app, 1)
    caption = viewer.bar.caption
    box = viewer.bar.caption_box()
    assert box.size == (viewer.bar.rect.w - 24, 40)  # the place the bar draws it in
    assert not theme.fit_lines(app.fonts, caption, box.size, CAPTION_TEXT)[2], caption
    assert "(ringed: played, better)" in caption and better in caption
    viewer.on_exit()


@pytest.mark.parametrize("game", ["krownia", "konja"])
def test_the_tags_keep_clear_of_the_pieces_and_scores(baraza_home, game: str) -> None:
    """"better" sat over a KROWNIA number token and "played" over Konja's Cloud score: each table says where its
    pieces, tokens and scores are (`piece_spots`), and the tags keep clear of them."""
    app = make_app()
    viewer = app.show("replay", played(game, 4, ["human", "ai:easy"]))
    frames(app, 1)
    kind = "build_road" if game == "krownia" else "collect"
    ply, better = _ai_move(viewer.replay.match, 1, kind, "collect" if game == "konja" else None)
    viewer.next_seat()  # through the mover's eyes
    _onto_marked(app, viewer, ply, better)
    table, rings = viewer.board.table, viewer.board.rings
    pieces = [pygame.Rect(r) for r in table.piece_spots(table.current_view())]
    assert rings is not None and len(pieces) > 10
    assert all(piece in rings.avoid for piece in pieces)
    for box, _label, _colour in tag_places(app.fonts, rings, pygame.Rect((0, 0), app.screen.get_size())):
        assert box.collidelist(pieces) == -1, (game, box)
    viewer.on_exit()


@pytest.mark.parametrize("game", game_names())
def test_the_replays_turn_panel_names_the_seat_to_play_never_your_turn(baraza_home, game: str) -> None:
    """The panel said "Your turn" beside "Kofi to play": in a replay nobody is to act, the panel names the seat."""
    spec = get_game(game)
    seats = ["human"] + ["ai:easy"] * (max(2, spec.min_seats) - 1)
    app = make_app()
    viewer = app.show("replay", played(game, 4, seats, limit=60))
    frames(app, 1)
    match = viewer.replay.match
    shown = 0
    for ply in range(viewer.replay.plies):
        if tuple(match.copy_at(ply).active_seats())[:1] != (0,):
            continue
        viewer.jump(ply, before_mark=False)
        panel = viewer.board.table.turn_panel
        title, body, _seat, mine = panel.turn_prompt()
        assert "Your" not in title and not mine, (game, ply, title)
        assert panel.status_line() != "Your move"
        shown += 1
    assert shown, game
    viewer.on_exit()


def test_all_hands_names_the_other_players_spells_whole(baraza_home, monkeypatch) -> None:
    """Konja's "All hands" drew the other player's Spells as small cards: "Vio… Twin", "Pa… Gift"."""
    from baraza.game.konja import cards
    from baraza.scenes.konja import art

    app = make_app()
    viewer = app.show("replay", played("konja", 4, ["human", "ai:easy"]))
    frames(app, 1)
    while viewer.board.seat is not None:
        viewer.next_seat()
    match = viewer.replay.match
    ply = max(range(viewer.replay.plies + 1), key=lambda p: match.rules.open_view(match.state_at(p)).players[1]
              .spell_count if match.rules.open_view(match.state_at(p)) is not None else -1)
    names = {cards.spells()[c].name for c in match.rules.open_view(match.state_at(ply)).players[1].spells}
    assert len(names) >= 2
    cut = []
    real = art.theme.ellipsize

    def spy(font, text, width, *args, **kwargs):
        out = real(font, text, width, *args, **kwargs)
        if out != text:
            cut.append(text)
        return out

    monkeypatch.setattr(art.theme, "ellipsize", spy)
    viewer.jump(ply, before_mark=False)
    surface = pygame.Surface(app.screen.get_size())
    viewer.board.draw(surface)
    assert not [text for text in cut if any(word in text for name in names for word in name.split())], cut
    viewer.on_exit()


def test_a_double_click_on_cancel_does_not_start_the_analysis_again(baraza_home) -> None:
    """Analyse and Cancel keep places of their own: a double click on Analyse leaves it running (greyed, it does
    nothing more), a later click on Cancel stops it, and that click's second press (read in the same frame by a
    slow window, or a moment later) finds nothing there: the analysis does not start again."""
    app = make_app()
    viewer = app.show("replay", played("krownia", 4, ["human", "ai:easy"]))
    frames(app, 1)
    spot = viewer.analyse_button.rect.center
    frames(app, 1, click(spot) + click(spot))  # a double click read in one frame
    assert viewer.job is not None and viewer.job.running and not viewer.job.cancelled
    frames(app, 1, dt=0.3)
    frames(app, 1, click(spot))  # a slow double click's second half
    assert viewer.job.running and not viewer.job.cancelled and viewer.analyse_button.text == "Analysing…"
    frames(app, 3, dt=0.3)
    assert viewer.job.running, "the analysis ended before the test could cancel it"
    job = viewer.job
    cancel = viewer.cancel_button.rect.center
    assert viewer.cancel_button in viewer.bar.buttons and not viewer.analyse_button.rect.collidepoint(cancel)
    frames(app, 1, click(cancel) + click(cancel))  # Cancel, double-clicked
    assert job.cancelled and viewer.job is job and not job.running
    frames(app, 1)
    assert viewer.analyse_button.text == "Analyse" and viewer.cancel_button not in viewer.bar.buttons
    frames(app, 1, dt=0.3)
    frames(app, 1, click(cancel))  # still the same double click: nothing there now
    assert viewer.job is job
    frames(app, 1, dt=1.0)
    frames(app, 1, click(spot))  # a deliberate click on Analyse: analysed again
    assert viewer.job is not job and viewer.job.running
    viewer.on_exit()
