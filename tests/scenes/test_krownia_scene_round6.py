"""Issue 41, blind round 6 (KROWNIA): the replay's seat button names the seat whole; the game log comes back to
the latest lines after the player's own move."""

from __future__ import annotations

import os

import pygame
from matches import played
from scene_helpers import frames, key, make_app

from baraza.game.persistence.settings import Settings

SHOTS = os.environ.get("KROWNIA6_SHOTS")  # a folder: the test also saves what it drew, to look at


def _app(scale: int = 100):
    from baraza.scenes.app import App

    app = App(Settings(animation_speed="instant", text_scale=scale))
    app.strict = True
    app.find_tables = False
    return app


def test_the_replay_seat_button_names_each_seat_whole(baraza_home) -> None:
    """201/202.png: both AIs' seats read "AI norma…" on the button."""
    for scale in (100, 150):
        app = _app(scale)
        # no human seat: an unfinished match with one is seen through its player's eyes only (s35)
        viewer = app.show("replay", played("krownia", 2, ["ai:easy", "ai:normal", "ai:normal"], limit=12))
        frames(app, 1)
        seen = []
        for _ in range(4):
            size, text = viewer.view_button.fitted_label(app.fonts)
            seen.append(text)
            if SHOTS:
                pygame.image.save(app.screen, f"{SHOTS}/seat-{scale}-{len(seen)}.png")
            viewer.next_seat()
            frames(app, 1)
        names = viewer.source.seat_names()
        assert not any(t.endswith("…") for t in seen), seen
        assert {names[1], names[2]} <= {t.split(" (")[0] for t in seen}, seen
        viewer.on_exit()


def test_the_log_comes_back_to_the_latest_lines_after_the_players_own_move(baraza_home) -> None:
    """107-113.png: "Back to latest" showed through a dozen moves after one scroll up."""
    import random

    from scene_helpers import open_table

    app = make_app()
    table = open_table(app, "krownia")
    match, rng = table.match, random.Random(1)
    while len(match.log) < 40:  # enough lines to scroll
        seat = match.active_seats()[0]
        match.submit(seat, rng.choice(match.legal_actions(seat)))
        frames(app, 1, dt=0.5)
    while type(app.stack.top).__name__ == "HandoffScene":  # the next player takes the seat: the table shows
        frames(app, 1, [key(pygame.K_RETURN)])
        frames(app, 3, dt=0.5)
    log = table.log_panel
    log.box.stick_to_bottom, log.box.scroll = False, 0  # the player scrolls up
    last = match.records[-1]
    turn = last.turn
    other = next(s for s in range(len(match.seats)) if s != table.viewer)
    record = type(last)  # moves recorded as if by a seat (the panel reads only their seat and turn)
    log.moved(record(other, last.action, False, (), turn))  # another seat, the same turn: the scroll is kept
    frames(app, 2, dt=0.5)
    assert not log.box.stick_to_bottom and log.latest_rect() is not None
    log.moved(record(table.viewer, last.action, False, (), turn))  # the player's own move
    frames(app, 2, dt=0.5)
    assert log.box.stick_to_bottom and log.latest_rect() is None
    log.box.stick_to_bottom, log.box.scroll = False, 0
    log.moved(record(other, last.action, False, (), turn + 1))  # a new turn
    assert log.box.stick_to_bottom


def test_the_pirate_stands_beside_the_buildings_on_its_tile(baraza_home) -> None:
    """144/116.png: the Pirate was drawn over a town / village on a corner of its tile."""
    from test_krownia_readable import _table

    from baraza.game.krownia import board as B
    from baraza.scenes.krownia import art

    app, match, scene = _table(lambda m: m.state.phase == "roll")
    view, geo = match.view(None), scene.board.geometry
    moved = 0
    for tile in view.tiles:
        if not tile.number:
            continue
        built = [art.building_bounds(geo.corner_px[c], view.corner_level[c]) for c in B.HEX_CORNERS[tile.hex_id]
                 if view.corner_owner[c] >= 0]
        old = art.pirate_bounds(art.pirate_spot(geo.tile_centre[tile.hex_id], True), art.PIRATE_REST)
        moved += any(old.colliderect(r) for r in built)
        spot = scene.board.pirate_rest(view, tile.hex_id)
        body = art.pirate_bounds(spot, art.PIRATE_REST)
        assert not any(body.colliderect(r) for r in built), (tile.hex_id, body, built)
        cx, cy = geo.tile_centre[tile.hex_id]
        assert abs(spot[0] - cx) >= art.TOKEN_R + 12, "the number token stays whole"
    assert moved, "some building stood where the Pirate used to"


def test_no_glossary_word_takes_the_place_of_end_turn(baraza_home) -> None:
    """142.png: with End turn gone (another seat's turn), "first to 10 VP" lay under the resting pointer and
    the "Victory point" tip covered the turn panel."""
    from test_krownia_readable import _table

    app, match, scene = _table(lambda m: m.state.phase == "roll")
    match.seats[match.state.current] = "ai:easy"  # someone else's turn: the turn order shows, no button
    scene.ai.close()
    frames(app, 1)
    app.fonts.placed = []  # what the table places, seen as a screen holding it would see it
    scene.draw(app.screen)
    panel = scene.board.geometry.actions_rect
    words = [text for rect, text, _size, _face in app.fonts.placed if panel.colliderect(rect)]
    label = next(text for text in words if text.startswith("Turn "))  # where End turn stands on the player's turn
    assert "VP" not in label and "point" not in label, label


def test_the_send_buttons_read_on_one_line(baraza_home) -> None:
    """75.png: "Send to / everyone" wrapped onto two lines in an even share of the row."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "krownia"))
    from test_krownia_dialog_keys import _can_trade, _table

    from baraza.game.core.action import Action
    from baraza.scenes.ui import theme

    app, match, table = _table(_can_trade, seats=("human", "ai:easy", "ai:easy"))
    assert match.submit(0, Action("open_trade")).ok
    table.selection.dialog = None
    frames(app, 2)
    controls = table.trade.controls(table.current_view())
    sends = [c for c in controls if c.name.startswith("send_")]
    assert len(sends) == 3
    for ctl in sends:
        _size, lines, cut = theme.fit_lines(app.fonts, ctl.label, ctl.rect.inflate(-8, -6).size, 20, "bold")
        assert len(lines) == 1 and not cut, (ctl.label, ctl.rect)
    rects = [c.rect for c in controls if c.name.startswith("send_") or c.name == "drop"]
    assert all(a is b or not a.colliderect(b) for a in rects for b in rects)


def test_a_replay_shows_no_trade_card_over_the_island(baraza_home) -> None:
    """200.png: the replay drew "Trade on the table" over the lower third of the board (its log and move list
    say the offer and each answer)."""
    from baraza.game.registry import get_game, new_match
    from baraza.scenes.table.launch import read_only_table

    app = make_app()
    match = new_match("krownia", ["human", "ai:normal", "ai:normal"], 4)
    agents = [get_game("krownia").agent_factory("hard", s, 4 + s) for s in range(3)]
    for _ in range(3000):
        view = match.view(None)
        if view.trade is not None and not view.trade.composing:
            break
        seat = match.active_seats()[0]
        match.submit(seat, agents[seat].choose(match.rules, match.view(seat), seat, match.legal_actions(seat)))
    else:
        raise AssertionError("no trade was offered")
    watcher = next(s for s in range(3) if s != match.view(None).trade.offerer)
    live = read_only_table(app, match, watcher)
    live.views.read_only = False  # as the live table would show it
    shown = live.trade.kind(live.current_view())
    live.on_exit()
    replay = read_only_table(app, match, watcher)
    assert replay.trade.kind(replay.current_view()) is None and shown is not None
    replay.on_exit()


def test_the_pirate_cursors_words_keep_off_the_harbours(baraza_home) -> None:
    """164.png: "Move the Pirate to the hills 6" covered a 2:1 harbour's badge."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "krownia"))
    from test_krownia_dialog_keys import _table

    def pirate(match) -> bool:
        return match.active_seats() == (0,) and match.state.phase == "move_pirate"

    app, match, table = _table(pirate, seats=("human", "ai:easy", "ai:easy"))
    frames(app, 1, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)])
    spots = [t for t in table.focus.targets() if t.label.startswith("Move the Pirate")]
    assert len(spots) > 10
    badges = table.keys.harbour_badges(table.current_view())
    assert len(badges) == 9
    covered = []
    for spot in spots:
        table.focus.current = spot
        frames(app, 1)
        covered += [spot.label for badge in badges if table.focus.tag.colliderect(badge)]
    # beside a coastal tile some place must cover a harbour or another tile to pick (those weigh more): most of
    # the words keep off the harbours (14 of 18 tiles' words covered one before)
    assert len(covered) * 2 < len(spots), covered


def test_quick_clicks_on_a_pile_while_discarding_each_discard_one(baraza_home):
    """Four quick clicks on Sheep discarded two: the click gate took every second for a double click's second
    half. While the player owes discards, a resource pile keeps its meaning, so each click counts."""
    from scene_helpers import click, frames
    from test_krownia_scene import _table

    def owes(m):
        view = m.view(0)
        return m.active_seats() == (0,) and view.discard_owed and view.discard_owed[0] >= 3 and max(view.hand) >= 3

    app, match, table = _table(owes, seats=("human", "ai:easy"))
    table.ai_turns.enabled = False
    frames(app, 10, dt=0.1)
    view = match.view(0)
    pile = max(range(5), key=lambda r: view.hand[r])
    spot = table.geometry.hand_card_rect(pile).center
    before = len(match.records)
    for _ in range(3):
        frames(app, 1, click(spot), dt=0.12)
    frames(app, 2, dt=0.05)
    kinds = [r.action for r in match.records[before:]]
    assert kinds == [kinds[0]] * 3 and kinds[0].kind == "discard", kinds


def test_quick_clicks_on_an_offers_plus_each_add_a_card(baraza_home):
    """Two clicks on a trade's "+" 0.4 s apart counted as one: a tester asked for 2 Wheat and sent an offer for 1.
    Each "+" (and "−") of an offer being drafted keeps its meaning: every click counts."""
    from scene_helpers import click, frames
    from test_krownia_keyboard import _main_after_roll
    from test_krownia_scene import _table

    from baraza.game.core.action import Action

    app, match, table = _table(_main_after_roll, seats=("human", "ai:easy"))
    table.ai_turns.enabled = False
    assert match.submit(0, Action("open_trade")).ok
    frames(app, 10, dt=0.1)
    view = table.current_view()
    plus = next(c for c in table.trade.controls(view) if c.name.startswith("get_plus_") and c.enabled)
    before = len(match.records)
    for _ in range(2):
        frames(app, 1, click(plus.rect.center), dt=0.2)
        frames(app, 1, dt=0.2)
    frames(app, 2, dt=0.05)
    kinds = [r.action for r in match.records[before:]]
    assert len(kinds) == 2 and kinds[0] == kinds[1] and kinds[0].kind == "offer_get", kinds
