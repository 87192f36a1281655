"""Another seat's move is shown where it landed: a ring on the spot and its caption beside it, for a moment."""

from __future__ import annotations

from scene_helpers import frames, make_app

from baraza.game.core.action import Action
from baraza.game.registry import new_match
from baraza.scenes.table.launch import scene_class


def _table(game: str, seats: list[str], seed: int = 1):
    app = make_app()
    app.settings.animation_speed = "normal"
    match = new_match(game, seats, seed, {"pie": "off"} if game == "kona" else {})
    table = scene_class(game)(app, match)
    app.stack.reset(table)
    frames(app, 2)
    table.ai.close()
    return app, table


def test_kona_ai_move_lights_its_landing_square_with_its_caption_then_fades(baraza_home):
    app, table = _table("kona", ["human", "ai:easy"])
    table.match.submit(0, Action("move", ("f1", "d3")))
    assert table.action_spots.spot is None, "the player's own move needs no pointer"
    table.match.submit(1, Action("move", ("f6", "d4")))
    rect, caption, _left = table.action_spots.spot
    assert rect == table.square_rect("d4") and "Black" in caption
    for _ in range(600):
        frames(app, 1)
        if table.action_spots.spot is None:
            break
    assert table.action_spots.spot is None


def test_krownia_ai_placement_lights_its_corner_and_a_roll_lights_nothing(baraza_home):
    app, table = _table("krownia", ["ai:easy", "human"], seed=3)
    match = table.match
    while match.seats[match.active_seats()[0]] == "human":  # the human places first in this deal
        seat = match.active_seats()[0]
        match.submit(seat, match.legal_actions(seat)[0])
    seat = match.active_seats()[0]
    village = next(a for a in match.legal_actions(seat) if a.kind == "place_village")
    match.submit(seat, village)
    assert table.action_spots.spot is not None and table.action_spots.spot[0].center == tuple(round(v) for v in table.corner_px[village.args[0]])
    assert table.action_spot(Action("roll"), table.current_view()) is None


def test_no_ring_when_animations_are_off(baraza_home):
    app, table = _table("kona", ["human", "ai:easy"])
    app.settings.animation_speed = "instant"
    table.match.submit(0, Action("move", ("f1", "d3")))
    table.match.submit(1, Action("move", ("f6", "d4")))
    assert table.action_spots.spot is None


def test_konja_ai_ancestor_choice_lights_its_tile(baraza_home):
    for seed in range(1, 20):  # a deal where the AI asks an Ancestor first
        app, table = _table("konja", ["ai:easy", "human"], seed=seed)
        match = table.match
        seat = match.active_seats()[0]
        choice = next((a for a in match.legal_actions(seat) if a.kind == "choose_ancestor"), None)
        if match.seats[seat] != "human" and choice is not None:
            break
    else:
        raise AssertionError("no deal found where the AI chooses first")
    match.submit(seat, choice)
    assert table.action_spots.spot is not None and table.action_spots.spot[0] == table.tile_rects[choice.args[0]]


def test_khedu_ai_attack_lights_the_defender(baraza_home):
    app, table = _table("khedu", ["human", "ai:easy"], seed=4)
    match = table.match
    for _ in range(600):
        if match.is_over():
            break
        seat = match.active_seats()[0]
        legal = match.legal_actions(seat)
        attack = next((a for a in legal if a.kind == "attack"), None)
        if match.seats[seat] != "human" and attack is not None:
            expected = table.action_spot(attack, table.current_view())
            match.submit(seat, attack)
            assert expected is not None and table.action_spots.spot is not None and table.action_spots.spot[0] == expected
            return
        match.submit(seat, legal[0])
    raise AssertionError("the AI never attacked in this deal")


def test_a_long_caption_is_cut_to_two_lines_and_says_so(baraza_home):
    """Beside the spot there is room for two lines; a longer caption ends with "…" (More has it whole)."""
    import pygame

    from baraza.scenes.ui.text_audit import TextAudit

    app, table = _table("kona", ["human", "ai:easy"])
    long = "Black moved f6→d4 onto a stack of three, " * 6
    table.action_spots.spot = (pygame.Rect(table.square_rect("d4")), long, 5.0)
    audit = TextAudit(app)
    try:
        audit.frame()
        caption = [t.text for t in audit.screen.texts if t.text.rstrip("…").strip() in long and len(t.text) > 12]
    finally:
        audit.close()
    assert len(caption) == 2 and long.startswith(caption[0]) and caption[1].endswith("…")


def test_a_kona_caption_keeps_off_the_pieces_where_a_side_is_free(baraza_home):
    """The caption of Black's move sat over a piece on the file the lesson talked about (playtest K1): it goes
    to the first side of the spot that covers no piece."""
    import pygame

    app, table = _table("kona", ["human", "ai:easy"])
    table.match.submit(0, Action("move", ("f1", "d3")))
    table.match.submit(1, Action("move", ("f6", "d4")))
    rect, caption, _left = table.action_spots.spot
    bubble = pygame.Rect(0, 0, 260, 40)
    placed = table.action_spots._place(bubble, rect, table.board_rect)
    pieces = [r for r in table.caption_avoid(table.current_view()) if not r.colliderect(rect)]
    assert pieces and not placed.colliderect(rect)
    assert not any(placed.colliderect(r) for r in pieces), (placed, pieces)
    above = rect.move(0, -rect.h).inflate(rect.w * 2, 0)  # a row of pieces right above the spot: not there
    table.caption_avoid = lambda view: [above]
    placed = table.action_spots._place(bubble, rect, table.board_rect)
    assert not placed.colliderect(above) and not placed.colliderect(rect), (placed, above)


def test_a_caption_slides_along_its_spot_to_a_free_place_before_covering_a_piece(baraza_home):
    """A lesson's caption ran across two squares and touched a piece (a Kona playtest): the four centred sides were
    all taken, so it took the least covered. A place slid along the spot's side, clear of every piece by a few pixels,
    comes first."""
    import pygame

    app, table = _table("kona", ["human", "ai:easy"])
    table.match.submit(0, Action("move", ("f1", "d3")))
    table.match.submit(1, Action("move", ("f6", "d4")))
    rect, _caption, _left = table.action_spots.spot
    area = pygame.Rect(0, 0, 1280, 720)
    rect = pygame.Rect(500, 300, 80, 80)
    bubble = pygame.Rect(0, 0, 260, 40)
    pieces = [pygame.Rect(300, 200, 480, 95), pygame.Rect(300, 385, 480, 95),  # rows right above and below
              pygame.Rect(400, rect.centery + 5, 95, 30), pygame.Rect(585, rect.centery + 5, 95, 30)]  # low beside
    table.caption_avoid = lambda view: pieces
    placed = table.action_spots._place(bubble, rect, area)
    assert not placed.colliderect(rect)
    assert not any(placed.colliderect(r.inflate(6, 6)) for r in pieces), (placed, pieces)
