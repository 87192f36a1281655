"""KROWNIA's remaining first-evening findings at the table (issue 41): "7 Pirate!" before the roll, the score
list at the end, the cut "…end you…", internal corner numbers in a hint, the move captions over the island, and
the reason an AI gives when it declines the player's offer."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
from scene_helpers import frames
from test_krownia_scene import _table

from baraza.game.core.action import Action
from baraza.scenes.ui.text_audit import TextAudit

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "krownia"))

from krownia_helpers import FixedDice  # noqa: E402


def _texts(app, dt: float = 1 / 60, within: pygame.Rect | None = None) -> list[str]:
    """The texts one frame draws on the screen (the cached regions painted live), those `within` a rect only."""
    audit = TextAudit(app)
    try:
        audit.frame(dt)
        return [t.text for t in audit.screen.texts if within is None or within.contains(t.rect)]
    finally:
        audit.close()


def _dice_top(table) -> pygame.Rect:
    """The dice and their total (above the bars, which name every total 2 to 12)."""
    rect = table.geometry.dice_rect
    return pygame.Rect(rect.x, rect.y, rect.w, 100)


def _changed(table) -> None:
    """The match's state was set by hand: the views and the painted regions are made afresh, as after a move."""
    table.match.state.cache.clear()
    table.views.moved()
    table.forget_pictures()
    table.animations.skip()


def _can_roll(match) -> bool:
    return match.state.phase == "roll" and match.active_seats() == (0,) and match.state.turn >= 3


def _animated(cond, seats=("human", "ai:easy")):
    app, match, table = _table(cond, seats=seats)
    table.ai_turns.enabled = False  # the AI's turns are held: the test plays them
    app.settings.animation_speed = "normal"
    table.animations.factor = 1.0
    return app, match, table


def test_a_seven_shows_only_once_its_dice_have_rolled(baraza_home):
    """The playtest: "7 Pirate!" was on the dice panel before the roll. A roll the table has not shown yet (its
    tumble queued behind the "Your turn" banner) keeps its total, its "Pirate!" and its bar back."""
    app, match, table = _animated(_can_roll)
    table.animations.add("banner", 0.7, text="Your turn")  # still playing when the player rolls
    match.state.rng = FixedDice([3, 4])
    assert match.submit(0, Action("roll")).ok and match.state.dice == (3, 4)
    texts = _texts(app, within=_dice_top(table))
    assert "Pirate!" not in texts and "7" not in texts, "the 7 shows before its dice roll"
    assert table.dice.unseen_rolls() == (7,)  # and the 7's bar waits for it too
    for _ in range(200):  # the banner, then the tumble
        if not table.animations.busy:
            break
        frames(app, 1, dt=0.05)
    assert "Pirate!" in _texts(app, within=_dice_top(table)) and table.dice.unseen_rolls() == ()


def test_last_turns_seven_is_not_shown_as_the_next_players_roll(baraza_home):
    """Before the next player rolls, the dice panel shows last turn's dice dimmed, without "7 Pirate!"."""
    app, match, table = _animated(lambda m: m.state.phase == "main" and m.active_seats() == (0,)
                                  and m.state.turn >= 3)
    match.state.dice = (3, 4)
    assert match.submit(0, Action("end_turn")).ok
    table.animations.skip()
    assert match.state.phase == "roll" and match.active_seats() == (1,)
    texts = _texts(app, within=_dice_top(table))
    assert "Pirate!" not in texts and "7" not in texts


def test_at_the_end_every_seats_victory_point_cards_count_and_show(baraza_home):
    """The playtest: after the end the score list still hid a Victory Point card. Once the match is over each
    seat's score counts its VP cards and its Dev cell names them; during the match they stay hidden."""
    app, match, table = _animated(lambda m: m.state.phase == "main" and m.active_seats() == (0,)
                                  and m.state.turn >= 3)
    state = match.state
    state.devs[1][1] = 2  # Blue holds two Victory Point cards (kind 1), unseen by the player
    _changed(table)
    blue = table.current_view().players[1]
    before = _texts(app, within=table.geometry.info_rect)
    assert "2 VP" not in before
    state.vp_build[0] = state.options["target"]
    events = []
    match.rules._check_win(state, events)  # the player reaches the target
    _changed(table)
    assert match.is_over()
    view = table.current_view()
    from baraza.scenes.krownia.players import dev_words, score_words

    assert score_words(view, view.players[1]) == str(blue.vp_visible + 2)
    assert dev_words(view, view.players[1]) == "2 VP"
    after = _texts(app, within=table.geometry.info_rect)
    assert str(blue.vp_visible + 2) in after and "2 VP" in after


def test_the_turn_panel_says_every_choice_whole(baraza_home):
    """The playtest's "…end you…": with every kind of move open (three pieces, a card to buy, cards to play,
    trades) the turn panel's "You can: …" line was cut before "end your turn". It is whole, at 100 % and at a
    text size of 150 %."""
    app, match, table = _animated(lambda m: m.state.phase == "main" and m.active_seats() == (0,)
                                  and m.state.turn >= 3 and m.state.rolled)
    state = match.state
    state.hands[0] = [5, 5, 5, 5, 5]
    state.devs[0] = [1, 0, 1, 1, 1]  # a Warrior, Road Building, Year of Plenty, Monopoly, none bought this turn
    _changed(table)
    line = table.turn_panel.now_line()
    assert line.endswith("end your turn") and "trade" in line and "buy" in line, line
    for scale in (100, 150):
        app.settings.text_scale = scale
        app.apply_look()
        texts = _texts(app, within=table.turn_panel.rect)
        assert not any(t.endswith("…") for t in texts), (scale, texts)
        assert "turn" in texts[-1], (scale, texts)  # the last line ends with "end your turn"


def _island_parts(table) -> list[pygame.Rect]:
    """What the player reads on the island: its tiles (numbers), harbour badges and every corner (pieces)."""
    from baraza.scenes.krownia.art import HARBOUR_R
    from baraza.scenes.krownia.geometry import around

    geo = table.geometry
    parts = [geo.tile_rect(h) for h in geo.tile_centre]
    parts += [around(pos, 2 * HARBOUR_R) for pos, _r, _rate in geo.harbour_badges]
    return parts + [around(pos, 30) for pos in geo.corner_px.values()] + [geo.bank_rect()]


def test_another_seats_move_is_captioned_off_the_island(baraza_home):
    """Playtests B5 and C8: the words of each AI move ("Blue placed a village") were drawn over tiles and pieces.
    The ring stays on the spot; the words go to the open sea under the island, at 100 % and at 150 %."""
    app, match, table = _animated(None, seats=("ai:easy", "human"))
    while match.seats[match.active_seats()[0]] == "human":  # the human places first in this deal
        seat = match.active_seats()[0]
        match.submit(seat, match.legal_actions(seat)[0])
    seat = match.active_seats()[0]
    village = next(a for a in match.legal_actions(seat) if a.kind == "place_village")
    match.submit(seat, village)
    rect, bubble_words, _left = table.action_spots.spot
    assert rect.center == tuple(round(v) for v in table.corner_px[village.args[0]]) and bubble_words == ""
    for scale in (100, 150):
        app.settings.text_scale = scale
        app.apply_look()
        audit = TextAudit(app)
        try:
            audit.frame(0.0)
            shown = table.captions.shown
            assert shown is not None and table.geometry.board_rect.contains(shown)
            words = [t.text for t in audit.screen.texts if shown.contains(t.rect)]
        finally:
            audit.close()
        assert words == [match.records[-1].events[0].text], words  # whole, in one line
        covered = [r for r in _island_parts(table) if r.colliderect(shown)]
        assert not covered, (scale, shown, covered)
    for _ in range(300):  # it goes with its ring
        frames(app, 1, dt=0.05)
        if table.action_spots.spot is None:
            break
    frames(app, 1)
    assert table.action_spots.spot is None and table.captions.shown is None


def test_an_ai_that_declines_the_players_offer_says_why(baraza_home):
    """Playtest B6: Blue declined every fair offer and no reason was shown. Blue, saving for a town, keeps its
    Ore: its row in the offer's dialog says so, and a toast says it too (it outlasts the dialog)."""
    from baraza.game.krownia.ai import KrowniaAI

    app, match, table = _animated(lambda m: m.state.phase == "main" and m.active_seats() == (0,)
                                  and m.state.turn >= 3 and m.state.rolled
                                  and any(o == 1 for o in m.state.corner_owner),
                                  seats=("human", "ai:normal", "ai:normal"))
    state = match.state
    for seat, hand in ((0, [1, 0, 0, 0, 0]), (1, [0, 0, 1, 2, 2])):
        state.hands[seat] = list(hand)
        state.public_cards[seat] = list(hand)
    _changed(table)
    for action in (Action("open_trade"), Action("offer_give", (0,)), Action("offer_get", (4,)),
                   Action("offer_send", (-1,))):
        assert match.submit(0, action).ok, action
    blue = KrowniaAI("normal", 1, 1).choose(match.rules, match.view(1), 1, match.legal_actions(1))
    assert blue == Action("decline_trade")
    assert match.submit(1, blue).ok
    table.animations.skip()
    assert table.trade.kind(table.current_view()) == "watch"  # White has not answered yet
    assert table.reasons.said(1) == "is not trading Ore"
    dialog = _texts(app, within=table.trade.rect(table.current_view()))
    assert "Blue declines: is not trading Ore" in dialog, dialog
    assert app.toasts and app.toasts[-1].text == "Blue is not trading Ore."
    white = match.legal_actions(2)
    assert match.submit(2, Action("decline_trade")).ok and Action("decline_trade") in white
    assert match.view(0).trade is None  # nobody took it: the dialog is gone, the toast tells both reasons
    # krownia21: Blue keeping its Ore and White without one say the same words, told once
    assert app.toasts[-1].text == "Blue and White declined: each is not trading Ore."


def test_two_ais_declining_for_the_same_reason_are_told_once():
    """Two decline reasons told in full grew the message over the recap's heading (blind playtest)."""
    from types import SimpleNamespace

    from baraza.scenes.krownia.reasons import DeclineReasons

    names = ["Red", "Blue", "White"]
    table = SimpleNamespace(match=SimpleNamespace(seat_names=lambda: names), app=None)
    reasons = DeclineReasons(table)
    reasons.reasons = {1: "Blue is saving for a town and already has the Wheat it needs",
                       2: "White is saving for a town and already has the Wheat it needs"}
    assert reasons._joined() == ("Blue and White declined: each is saving for a town and already has the Wheat "
                                 "it needs")
    reasons.reasons[2] = "White has no Brick"
    assert reasons._joined() == "Blue is saving for a town and already has the Wheat it needs; White has no Brick"
