"""Issue 41, blind round 9 (KROWNIA's table): an AI's offer says what it is in the side panel and when it lapses,
and the keys' cursor opens an unbidden offer on its words, where Enter answers nothing."""

from __future__ import annotations

import pygame
from keyboard_player import press
from scene_helpers import frames, make_app
from test_krownia_keyboard import _blue_offers
from test_krownia_keyboard import _offer_to_the_player as _blue_may_offer
from test_krownia_readable import _offer_to_the_player
from test_krownia_scene import _table

from baraza.game.core.action import Action
from baraza.scenes.krownia.table import KrowniaScene


def test_an_offer_says_what_it_is_in_the_side_panel_and_when_it_lapses(baraza_home):
    """127-pre.png: "Blue's offer lapsed: it was declined for you." about an offer the player never saw."""
    from baraza.scenes.krownia.answers import OFFER_PATIENCE

    app = make_app()
    match = _offer_to_the_player()
    scene = KrowniaScene(app, match)
    scene.ai_turns.enabled = False
    app.stack.reset(scene)
    frames(app)
    view = scene.current_view()
    trade = view.trade
    gives = next(r for r in range(5) if trade.give[r])
    wants = next(r for r in range(5) if trade.get[r])
    names = ("Wood", "Brick", "Sheep", "Wheat", "Ore")
    offer = f"{trade.give[gives]} {names[gives]} for your {trade.get[wants]} {names[wants]}"
    assert scene.trade.prompt(view).startswith(f"{view.names[trade.offerer]} offers {offer}")
    moves = len(match.records)
    for _ in range(int(OFFER_PATIENCE) + 3):
        frames(app, 1, dt=1.0)
        if len(match.records) > moves:
            break
    assert match.records[moves].action == Action("decline_trade", (True,))  # a lapse (s37)
    lapsed = [t.text for t in app.toasts if "lapsed" in t.text]
    assert lapsed and f"offer of {offer} lapsed" in lapsed[0], lapsed


def test_an_unbidden_offer_opens_the_cursor_on_its_words_where_enter_answers_nothing(baraza_home):
    """hist9 22.png: the cursor opened an AI's offer on Counter…, so an Enter meant for something else opened a
    counter-offer (before that, on Accept: a trade)."""
    app, match, table = _table(_blue_may_offer, seats=("human", "ai:easy"))
    table.ai_turns.enabled = False
    press(app, pygame.K_RIGHT)  # the cursor shows
    _blue_offers(match)
    table.focus.moved()
    frames(app, 3, dt=0.3)
    view = table.current_view()
    assert table.trade.kind(view) == "answer"
    summary = table.trade.offer_summary(view)
    assert table.focus.current.rect == tuple(summary), table.focus.current.label
    assert "offers" in table.focus.current.label
    before = len(match.records)
    frames(app, 1, dt=0.5)
    press(app, pygame.K_RETURN)
    frames(app, 2, dt=0.3)
    assert len(match.records) == before and table.trade.kind(table.current_view()) == "answer"
    press(app, pygame.K_TAB)  # the buttons are a Tab away
    assert table.focus.current.rect != tuple(summary)


def test_while_a_discard_still_plays_out_the_panel_names_who_discards(baraza_home):
    """24.png: "Red is moving the Pirate." while Blue's discards were still flying to the bank."""
    def blue_discards(match) -> bool:
        return match.state.phase == "discard" and match.active_seats() == (1,) and match.state.current == 0
    app, match, table = _table(blue_discards, seats=("human", "ai:easy"))
    table.ai_turns.enabled = False
    while match.state.phase == "discard":
        assert match.submit(1, match.legal_actions(1)[0]).ok
    assert match.state.phase == "move_pirate" and match.records[-1].action.kind == "discard"
    table.animations.factor = 1.0  # (the tests' app skips animations)
    table.animations.add("wait", 5.0)  # the last card still flying
    view = table.current_view()
    assert table.prompts.prompt(view)[1] == f"{view.names[1]} is discarding."
    frames(app, 20, dt=0.5)
    assert table.prompts.prompt(table.current_view())[1] != f"{view.names[1]} is discarding."


def test_enter_in_an_ai_turn_leaves_the_cursor_on_end_turn(baraza_home):
    """hist9 15.png: End turn pressed by keys, the button went with the turn and an Enter in the AI's turn put the
    cursor on the hand's first card. Where End turn stood stays a stop, saying whose turn it is."""
    from test_krownia_keyboard import _main_after_roll

    app, match, table = _table(_main_after_roll, seats=("human", "ai:easy"))
    table.ai_turns.enabled = False
    frames(app, 2)
    press(app, pygame.K_RIGHT)
    for _ in range(80):
        if table.focus.current.label == "End the turn":
            break
        press(app, pygame.K_TAB)
    end_turn = table.focus.current.rect
    frames(app, 30, dt=0.05)
    press(app, pygame.K_RETURN)
    frames(app, 30, dt=0.05)
    assert match.state.current == 1
    press(app, pygame.K_RETURN)
    frames(app, 10, dt=0.05)
    assert pygame.Rect(table.focus.current.rect).contains(end_turn), table.focus.current.label
    assert table.focus.current.label.startswith(f"Turn {table.current_view().round}: {table.current_view().names[1]}'s turn")


def test_the_replay_rings_the_move_its_caption_names(baraza_home):
    """221, 222.png: at "Red moved the Pirate to the mountains (10)" the ring sat on Blue's road of five moves
    before. At a Pirate move the ring is on the Pirate's tile; at a road, on that road; at a roll, nowhere."""
    from baraza.game.krownia.ai import KrowniaAI
    from baraza.game.registry import new_match

    match = new_match("krownia", ["human", "ai:hard", "ai:hard"], 5)
    agents = [KrowniaAI("hard", s, 5) for s in range(3)]
    while not any(r.action.kind == "move_pirate" for r in match.records[-1:]) or not any(
            r.action.kind == "build_road" for r in match.records[-6:-1]) or match.view(None).setup_round:
        seat = match.active_seats()[0]
        legal = match.legal_actions(seat)
        pick = [a for a in legal if a.kind not in ("open_trade",)] or legal
        match.submit(seat, agents[seat].choose(match.rules, match.view(seat), seat, pick))
    pirate = len(match.records)
    road = max(i for i, r in enumerate(match.records, 1) if r.action.kind == "build_road")
    app = make_app()
    viewer = app.show("replay", match)
    frames(app, 1)
    viewer.jump(pirate, before_mark=False)
    frames(app, 2)
    table = viewer.board.table
    assert table.board.ringed(table.current_view()) == ("tile", match.records[pirate - 1].action.args[0])
    viewer.jump(road, before_mark=False)
    frames(app, 2)
    table = viewer.board.table
    assert table.board.ringed(table.current_view()) == ("road", match.records[road - 1].action.args[0])
    roll = next(i for i, r in enumerate(match.records, 1) if i > road and r.action.kind in ("roll", "end_turn"))
    viewer.jump(roll, before_mark=False)
    frames(app, 2)
    table = viewer.board.table
    assert table.board.ringed(table.current_view()) is None


def test_the_lesson_card_keeps_off_the_hands_title_and_stays_put_between_the_two_picks():
    """32.png: step 24's card covered "Red's hand · 7 cards"; 50.png: at step 38 it jumped from beside the board
    to the top right, over the Dice panel."""
    from test_lesson_placement import walk
    from test_lesson_placement_steps import _step, _zones

    steps, zones = walk("krownia"), _zones("krownia")
    hand = zones["hand"]
    title = pygame.Rect(hand.x, hand.y, 330, 32)  # "Red's hand · 7 cards", over the five resource cards
    assert not _step(steps, 24)["card"].colliderect(title)
    assert _step(steps, 38)["card"] == _step(steps, 37)["card"]
    assert not _step(steps, 38)["card"].colliderect(zones["dice"])
