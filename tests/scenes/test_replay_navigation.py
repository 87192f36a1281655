"""Finding one's way through a replay (playtest 2026-12-05): the move reached stays readable while the pointer
rests on a step button (H2), and "next/previous key moment" stops at every Cloud and every marked move, both
ways, from the end too (H8)."""

from __future__ import annotations

import pygame
from matches import played
from scene_helpers import frames, key, make_app

from baraza.game.core.analysis import MoveJudgement
from baraza.game.core.replay import Replay, turn_named


def _rest_on(app, button) -> None:
    frames(app, 1, [pygame.event.Event(pygame.MOUSEMOTION, pos=button.rect.center, rel=(0, 0), buttons=(0, 0, 0))])


def _texts_drawn(app, scene) -> list[str]:
    surface = pygame.Surface(app.screen.get_size())
    app.fonts.placed = []
    try:
        scene.draw(surface)
        return [text for _rect, text, _size, _face in app.fonts.placed]
    finally:
        app.fonts.placed = None


def test_stepping_by_keys_with_the_pointer_on_a_step_button_shows_the_move_and_the_buttons_words(baraza_home) -> None:
    app = make_app()
    viewer = app.show("replay", played("kona", 2, ["human", "ai:easy"], limit=12))
    frames(app, 1, [key(pygame.K_HOME)])
    forward = viewer.bar.icons[3]
    _rest_on(app, forward)
    frames(app, 1, [key(pygame.K_RIGHT)])
    assert viewer.ply == 1 and viewer.bar.hovered_words() == forward.tooltip
    drawn = " ".join(_texts_drawn(app, viewer))
    assert "Move 1 of" in drawn or "Before move 1" in drawn  # the move reached is on screen...
    assert forward.tooltip.split()[0] in drawn  # ...and so are the button's words, beside it
    tip = viewer.bar.tip_rect(app.fonts)
    assert tip is not None and tip.bottom <= viewer.bar.rect.y and not tip.colliderect(forward.rect)
    viewer.on_exit()


def test_konja_clouds_won_by_a_set_of_a_kind_are_key_moments() -> None:
    replay = Replay(played("konja", 3, ["human", "ai:easy"]))
    collected = [m.ply for m in replay.moves if "for a 3-point Cloud" in m.text or "for a 4-point Cloud" in m.text
                 or "for a 5-point Cloud" in m.text]
    assert collected, "the seeded match has Clouds won by collecting"
    assert all(replay.next_moment(ply - 1) == ply for ply in collected)


def test_key_moment_navigation_stops_on_marked_moves_both_ways_and_back_from_the_end(baraza_home) -> None:
    app = make_app()
    match = played("konja", 3, ["human", "ai:easy"])
    viewer = app.show("replay", match)
    frames(app, 1)
    moments = sorted({ply for ply, _ in viewer.replay.moments()})
    marked = next(p for p in range(2, viewer.replay.plies) if p not in moments)  # a move no moment names
    viewer.timeline.judgements = [
        MoveJudgement(j, 0, "", None, 0.5, 0.2 if j == marked else 0.5, "x", "mistake" if j == marked else None,
                      (0.5, 0.5), (0.5, 0.5)) for j in range(1, viewer.replay.plies + 1)]
    stops = sorted({*moments, marked})
    frames(app, 1, [key(pygame.K_HOME)])
    seen = []
    for _ in range(len(stops) + 2):
        frames(app, 1, [key(pygame.K_PAGEDOWN)])
        if not seen or seen[-1] != viewer.ply:
            seen.append(viewer.ply)
    assert seen == stops
    frames(app, 1, [key(pygame.K_END)])
    back = []
    for _ in range(len(stops) + 2):
        frames(app, 1, [key(pygame.K_PAGEUP)])
        if not back or back[-1] != viewer.ply:
            back.append(viewer.ply)
    assert back == [p for p in reversed(stops) if p < viewer.replay.plies]
    viewer.on_exit()


def test_a_marked_move_of_the_other_seat_names_whose_chance_it_moved(baraza_home) -> None:
    """H5: the chart is "You: chance of winning"; the AI's mistake gave the AI's own chance, unnamed. Then a
    KROWNIA tester read "an inaccuracy by Blue: your chance of winning 0% → 0%": the mark tells the mover's own
    chance, named."""
    app = make_app()
    viewer = app.show("replay", played("kona", 2, ["human", "ai:easy"], limit=6))
    frames(app, 1)
    plies = viewer.replay.plies
    ai_ply = next(m.ply for m in viewer.replay.moves if m.seat == 1)
    viewer.timeline.judgements = [
        MoveJudgement(p, viewer.replay.moves[p - 1].seat, "", None, 0.6, 0.3, "x",
                      "mistake" if p == ai_ply else None, (0.4, 0.6), (0.7, 0.3) if p == ai_ply else (0.4, 0.6))
        for p in range(1, plies + 1)]
    viewer.jump(ai_ply, before_mark=False)
    frames(app, 1)
    assert "a mistake by AI easy: AI easy's chance of winning 60% → 30%" in viewer.bar.caption
    viewer.on_exit()


def test_the_caption_counts_turns_as_the_board_does(baraza_home) -> None:
    """Playtest A6: "Move 3 of 123, turn 0" beside a board reading Turn 1. A move is captioned with the turn it
    was made in, as the game's table names it: the first move is in turn 1, and a move that follows a turn's end
    is in the next turn."""
    import re

    from baraza.game.registry import game_names

    for name in game_names():
        app = make_app()
        viewer = app.show("replay", played(name, 2, ["human", "ai:easy"], limit=40))
        frames(app, 1)
        moves = viewer.replay.moves
        for ply in range(1, len(moves) + 1):
            viewer.ply = ply
            viewer.before_mark = False
            # the turn named as the game's table names it, from the position before the move (a game counting
            # each player's turns says "turn 5 of Player 2", never the turns summed over the seats)
            # (s37: counted as History counts, `turn_named`: krownia22's caption said "turn 40" where History said 15)
            label = turn_named(viewer.source.rules, viewer.replay.state_at(ply - 1))
            # a turn label that only repeats "move N" is left out ("Move 16 of 16, move 16" read twice); a move
            # that ended its turn also names the turn the board now shows ("the last of turn 39 (now turn 40)")
            after = turn_named(viewer.source.rules, viewer.replay.state_at(ply))
            shown = viewer._caption()
            assert (label.lower() == f"move {ply}" and f", {label} · " not in shown) \
                or f", {label} · " in shown or f", the last of {label} (now {after}) · " in shown, (name, ply, shown)
            if ply == 1:
                assert re.search(r"\b1\b", label), (name, label)  # the first move is in turn (or move) 1
        viewer.on_exit()
        app.stack.pop()
