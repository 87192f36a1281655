"""KROWNIA's table reads right (issue 24): the Pirate's targets leave the pieces readable, numbers take the
right article, AI captions are words, offers the player cannot meet never block."""

from __future__ import annotations

import pygame
from scene_helpers import click, frames, make_app
from test_krownia_scene import _advance

from baraza.game.core.action import Action
from baraza.game.krownia.describe import with_article
from baraza.game.registry import new_match
from baraza.scenes.krownia.table import KrowniaScene


def _table(cond, seats=("human", "human", "human"), seed: int = 7):
    app = make_app()
    match = new_match("krownia", list(seats), seed)
    _advance(match, cond, seed)
    scene = KrowniaScene(app, match)
    app.stack.reset(scene)
    frames(app)
    return app, match, scene


def test_pirate_targets_are_drawn_under_the_villages_and_roads(baraza_home):
    app, match, scene = _table(lambda m: m.state.phase == "move_pirate")
    view = match.view(None)
    board = scene.board
    _corners, _edges, hexes = scene.selection.targets(view)
    assert hexes, "the Pirate's targets are lit"
    plain = pygame.Surface(app.screen.get_size())
    board.paint_island(plain, view, None)
    lit = plain.copy()
    board.draw_targets(lit, view)
    owned = [c for c, owner in enumerate(view.corner_owner) if owner >= 0]
    assert owned
    pieces = board.pieces_layer(view)
    ox, oy = board.offset
    covered = []
    for c in owned:  # every pixel of every village looks the same, outline or not
        x, y = (int(v) for v in scene.geometry.corner_px[c])
        for px in range(x - 12, x + 13):
            for py in range(y - 12, y + 13):
                if pieces.get_at((px - ox, py - oy)).a == 255 and lit.get_at((px, py)) != plain.get_at((px, py)):
                    covered.append((c, px, py))
    assert not covered, covered[:5]


def test_numbers_take_the_article_they_are_said_with():
    assert [with_article(n) for n in (2, 6, 8, 11, 12)] == ["a 2", "a 6", "an 8", "an 11", "a 12"]


def test_the_pirate_log_line_reads_as_english(baraza_home):
    _app, match, _scene = _table(lambda m: m.state.phase == "move_pirate")
    seat = match.active_seats()[0]
    target = next(a for a in match.legal_actions(seat) if a.kind == "move_pirate")
    match.submit(seat, target)
    line = next(e.text for e in reversed(match.log) if "Pirate" in e.text)
    assert " to a " not in line and " to the " in line, line




def _placed(app, ctl) -> list[tuple[pygame.Rect, str]]:
    from baraza.scenes.krownia import art

    app.fonts.placed = []
    art.draw_control(pygame.Surface((1280, 720)), app.fonts, ctl, False)
    placed, app.fonts.placed = app.fonts.placed, None
    return [(rect, text) for rect, text, _size, _face in placed]


def test_a_build_rows_words_stop_before_its_cost_chips(baraza_home):
    from baraza.scenes.krownia import art
    from baraza.scenes.krownia.panels import COST, _why_not

    app = make_app()
    for piece, hand in (("village", (0, 0, 0, 0, 0)), ("village", (1, 0, 1, 0, 0)), ("town", (0, 0, 0, 1, 1))):
        note = _why_not(piece, hand, COST[piece], "3 left · 1 VP")
        ctl = art.Control(pygame.Rect(990, 460, 268, 44), piece.title(), None, enabled=False, cost=COST[piece],
                          note=note)
        chips_left = ctl.rect.right - 10 - sum(COST[piece]) * 19
        for rect, text in _placed(app, ctl):
            assert rect.right <= chips_left, (text, rect.right, chips_left)
            assert not text.endswith("…"), text


def test_resource_chips_show_their_notes_whole(baraza_home):
    from baraza.scenes.krownia import art

    app = make_app()
    for label, note in (("Wheat", "bank 15"), ("Sheep", "have 12"), ("3:1", "have 0")):
        ctl = art.Control(pygame.Rect(400, 300, 100, 56), label, None, style="chip", resource=3, note=note)
        placed = _placed(app, ctl)
        assert {text for _rect, text in placed} == {label, note}
        assert all(rect.right <= ctl.rect.right - 2 for rect, _text in placed), placed


def _offer_to(match, can_meet: bool):
    """The player to act offers one card to one other seat, asking for a card that seat has (or lacks)."""
    s = match.state
    me = s.current
    for other in range(s.num_seats):
        if other == me:
            continue
        for want in range(5):
            if (s.hands[other][want] > 0) != can_meet:
                continue
            give = next((r for r in range(5) if r != want and s.hands[me][r] > 0), None)
            if give is None:
                continue
            for action in (Action("open_trade"), Action("offer_give", (give,)), Action("offer_get", (want,)),
                           Action("offer_send", (other,))):
                assert match.submit(me, action).ok, action
            return me, other
    return None


def _main_with_cards(m) -> bool:
    s = m.state
    return s.phase == "main" and s.turn >= 6 and sum(s.hands[s.current]) >= 2


def _offered_table(can_meet: bool):
    app = make_app()
    for seed in range(1, 30):
        match = new_match("krownia", ["human"] * 3, seed)
        _advance(match, _main_with_cards, seed)
        pair = _offer_to(match, can_meet)
        if pair is not None:
            break
    scene = KrowniaScene(app, match)
    app.stack.reset(scene)
    frames(app, 3)
    return app, match, scene, pair


def test_an_offer_the_player_cannot_meet_is_declined_for_them(baraza_home):
    app, match, scene, (offerer, other) = _offered_table(can_meet=False)
    assert match.records[-1].action == Action("decline_trade") and match.records[-1].seat == other
    assert match.log[-1].text.endswith("declines the offer") or any(
        e.text.endswith("declines the offer") for e in match.log[-3:])
    assert other not in match.active_seats() or match.state.trade_give is None
    assert any("declined for " in t.text and " lacks 1 " in t.text for t in app.toasts), [t.text for t in app.toasts]


def test_an_offer_the_player_can_meet_waits_for_their_answer(baraza_home):
    app, match, scene, (offerer, other) = _offered_table(can_meet=True)
    frames(app, 5)
    assert match.records[-1].action.kind == "offer_send"
    assert list(match.active_seats()) == [other]


def test_a_counter_the_player_cannot_pay_says_why_its_trade_button_is_grey(baraza_home):
    app, match, scene, (offerer, other) = _offered_table(can_meet=True)
    s = match.state
    lack = next((r for r in range(5) if s.hands[offerer][r] == 0 and s.trade_give[r] == 0), None)
    assert lack is not None
    assert match.submit(other, Action("counter_trade")).ok
    if s.drafts[other][1][lack] == 0:
        assert match.submit(other, Action("offer_get", (lack,))).ok
    if Action("offer_send", (-1,)) not in match.legal_actions(other):
        assert match.submit(other, next(a for a in match.legal_actions(other) if a.kind == "offer_give")).ok
    assert match.submit(other, Action("offer_send", (-1,))).ok
    frames(app, 3)
    frames(app, 2, click((640, 360)))  # the hand-over cover: the offerer takes the device back
    assert scene.viewer == offerer
    button = scene.control(f"confirm_{other}")
    assert button is not None and not button.enabled
    app.fonts.placed = []
    scene.trade.draw(pygame.Surface((1280, 720)), match.view(offerer))
    words = [text for _rect, text, _size, _face in app.fonts.placed]
    app.fonts.placed = None
    assert any(text.startswith("you lack 1 ") for text in words), words


def test_whose_turn_stays_marked_while_others_answer_an_offer(baraza_home):
    from baraza.scenes.krownia.geometry import ROW_H
    from baraza.scenes.ui import theme

    app, match, scene, (offerer, other) = _offered_table(can_meet=True)
    assert list(match.active_seats()) == [other]  # the answering seat's row is the lit one
    surface = pygame.Surface((1280, 720))
    rect = pygame.Rect(8, 8, 300, 380)
    scene.players.draw(surface, rect, match.view(other))
    row = match.state.order.index  # the seats are listed in turn order (s33)
    top = rect.y + 14 - 4 + row(offerer) * ROW_H
    assert surface.get_at((rect.centerx, top))[:3] == theme.ACCENT[:3]  # the turn owner's row is outlined
    assert surface.get_at((rect.centerx, rect.y + 14 - 4 + row(other) * ROW_H))[:3] != theme.ACCENT[:3]


def test_a_bank_trade_closes_the_dialog_so_the_island_shows_again(baraza_home):
    app, match, scene = _table(lambda m: m.state.phase == "main" and any(
        a.kind == "bank_trade" for a in m.legal_actions(m.state.current)), seats=("human", "human"), seed=5)
    trade = next(a for a in match.legal_actions(match.state.current) if a.kind == "bank_trade")
    for name in ("trade", f"bank_give_{trade.args[0]}", f"bank_get_{trade.args[1]}", "bank_confirm"):
        frames(app, 1, click(scene.control(name).rect.center))
    assert match.records[-1].action == trade
    assert scene.selection.dialog is None and scene.trade.rect(match.view(None)) is None


def test_the_lesson_says_honestly_what_it_did_not_teach():
    import tomllib
    from importlib.resources import files

    lesson = tomllib.loads(files("baraza.assets").joinpath("tutorials/krownia.toml").read_text(encoding="utf-8"))
    words = " ".join([lesson["outro"]] + [step["text"] for step in lesson["step"]])
    assert "whole game" not in words and "every rule" not in words
    for card in ("Road Building", "Year of Plenty", "Monopoly"):  # named, if never played
        assert card in words, card
    assert "give\nback" in words or "give back" in words  # a player's own discard on a 7


def test_the_log_stays_put_when_scrolled_up_and_offers_back_to_latest(baraza_home):
    app, match, scene = _table(lambda m: m.state.phase == "main" and len(m.log) > 40, seats=("human", "human"), seed=5)
    log = scene.log_panel
    frames(app, 1)
    box = log.box
    assert box.stick_to_bottom and box.scroll == box.max_scroll() > 0 and log.latest_rect() is None
    box.stick_to_bottom, box.scroll = False, 0  # the player scrolled to the top
    frames(app, 1)
    assert box.scroll == 0  # within the turn the log stays where the player scrolled it
    latest = log.latest_rect()
    assert latest is not None and log.rect.contains(latest)
    scene.recap.recap_lines = []  # the recap over the log read and closed (a click on it would open it whole)
    frames(app, 1, click(latest.center))
    frames(app, 1)
    assert box.stick_to_bottom and box.scroll == box.max_scroll()


def test_the_log_shows_at_least_five_lines_beside_a_four_player_panel(baraza_home):
    from baraza.scenes.table.log_panel import LOG_FONT

    app, match, scene = _table(lambda m: m.state.phase == "main", seats=("human",) * 4, seed=3)
    box = scene.log_panel.box
    assert box.rect.h // (LOG_FONT + box.line_gap + 4) >= 5
    view = match.view(None)
    surface = pygame.Surface((1280, 720))
    scene.players.draw(surface, scene.geometry.info_rect, view)
    assert scene.players.bonus_rects["army"].bottom <= scene.geometry.info_rect.bottom - 30  # room for the timer


def test_draft_moves_have_a_caption_in_words_that_keeps_the_draft_private():
    from baraza.game.registry import get_game

    rules = new_match("krownia", ["human", "human"], 1).rules
    assert get_game("krownia") is not None
    for kind in ("offer_give", "offer_get", "offer_take_back"):
        caption = rules.caption_of("Orange", Action(kind, (0,)))
        assert caption == "Orange is putting an offer together"
    assert rules.caption_of("Orange", Action("roll")) is None


def test_another_seats_draft_move_is_captioned_in_words() -> None:
    from baraza.game.core.match import MoveRecord
    from baraza.game.registry import new_match
    from baraza.scenes.table.action_spot import record_caption

    match = new_match("krownia", ["human", "ai:easy", "ai:easy"], 3)
    record = MoveRecord(1, Action("offer_get", (1,)), False, ())
    assert record_caption(match, record).endswith("is putting an offer together")


def test_a_piece_with_none_left_says_so_before_the_cards_it_lacks():
    """With all five villages built, Village says "none left", not "need Wheat": no trade makes it buildable
    (issue 41: a player traded for a village they could not place)."""
    from baraza.scenes.krownia.panels import COST, _why_not

    assert _why_not("village", (0, 0, 0, 0, 0), COST["village"], "0 left · 1 VP") == "none left"
    assert _why_not("town", (0, 0, 0, 0, 0), COST["town"], "0 left · 2 VP") == "none left"
    assert _why_not("dev", (0, 0, 0, 0, 0), COST["dev"], "0 left · secret") == "the deck is empty"
    assert _why_not("village", (0, 0, 0, 0, 0), COST["village"], "2 left · 1 VP").startswith("need")
    # every village already a town (the lesson's end): no card makes another town
    assert _why_not("town", (0, 0, 0, 0, 0), COST["town"], "1 left · 2 VP", has_village=False) == \
        "no village to upgrade"


def _offer_to_all(match, seed: int = 7) -> None:
    """A seat drafts an offer (give one card, ask one) and sends it to everyone."""
    _advance(match, lambda m: m.state.phase == "main" and
             any(a.kind == "open_trade" for a in m.legal_actions(m.active_seats()[0])), seed)
    seat = match.active_seats()[0]
    for kind in ("open_trade", "offer_give", "offer_get"):
        assert match.submit(seat, next(a for a in match.legal_actions(seat) if a.kind == kind)).ok
    assert match.submit(seat, Action("offer_send", (-1,))).ok


def test_two_seats_answering_read_as_two(baraza_home):
    """"Red and Blue are answering a trade", not "Red, Blue is answering a trade" (issue 41)."""
    app = make_app()
    match = new_match("krownia", ["ai:easy"] * 3, 7)
    _offer_to_all(match)
    scene = KrowniaScene(app, match)
    scene.ai_turns.enabled = False
    app.stack.reset(scene)
    frames(app)
    view = match.view(None)
    assert view.phase == "trade_pending" and len(match.active_seats()) == 2
    first, second = (view.names[s] for s in match.active_seats())
    _title, text = scene.prompts.prompt(view)
    assert text == f"{first} and {second} are answering a trade.", text


def test_the_moves_list_words_a_drafted_offer_and_tells_two_ai_seats_apart():
    """The replay's moves say "Red is putting an offer together", not "offer get"; two AIs of one level are
    not both "AI easy" (issue 41)."""
    from baraza.game.core.replay import Replay
    from baraza.scenes.screens.replay import mover_names

    match = new_match("krownia", ["human", "ai:easy", "ai:easy"], 7)
    _offer_to_all(match)
    texts = [move.text for move in Replay(match).moves if move.action.kind.startswith("offer_")]
    assert texts and not any("offer get" in t or "offer give" in t for t in texts), texts
    assert all("offer together" in t for t in texts[:-1]), texts
    movers = mover_names(match)
    assert movers[0] == "You" and movers[1] != movers[2] and movers[1].startswith("AI easy"), movers


def _offer_to_the_player(seed: int = 7):
    """An AI seat (not seat 1) offers seat 1, the human, a card it can meet."""
    match = new_match("krownia", ["ai:easy", "human", "ai:easy"], seed)
    for _ in range(30):
        _advance(match, lambda m: m.state.phase == "main" and m.active_seats()[0] != 1 and
                 any(a.kind == "open_trade" for a in m.legal_actions(m.active_seats()[0])), seed)
        seat = match.active_seats()[0]
        wanted = max(range(5), key=lambda r: match.state.hands[1][r])
        given = next((r for r in range(5) if match.state.hands[seat][r] and r != wanted), None)
        if match.state.hands[1][wanted] and given is not None:
            for action in (Action("open_trade"), Action("offer_give", (given,)), Action("offer_get", (wanted,)),
                           Action("offer_send", (1,))):
                assert match.submit(seat, action).ok
            return match
        match.submit(seat, Action("end_turn"))
    raise AssertionError("no offer reached the player")


def test_an_offer_left_alone_lapses_and_one_being_read_waits(baraza_home):
    """AI offers never hold the table for long (issue 41): left alone for 30 s, an offer the player could meet
    is declined for them and they are told; the pointer moving on it keeps it waiting. It stands in the
    side panel, the island in sight (S38)."""
    from baraza.scenes.krownia.answers import OFFER_PATIENCE

    app = make_app()
    match = _offer_to_the_player()
    scene = KrowniaScene(app, match)
    scene.ai_turns.enabled = False
    app.stack.reset(scene)
    frames(app)
    view = scene.current_view()
    assert scene.trade.kind(view) == "answer" and Action("accept_trade") in scene.legal_actions()
    rect = scene.trade.rect(view)
    # S38: it stands in the side panel, the whole island in sight (offer_panel.py)
    assert not rect.colliderect(scene.geometry.board_rect) and scene.geometry.actions_rect.contains(rect)
    moves = len(match.records)
    for _ in range(int(OFFER_PATIENCE) + 5):  # reading it: the pointer on the offer
        frames(app, 1, [pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(1, 0), buttons=(0, 0, 0))],
               dt=1.0)
    assert len(match.records) == moves, "an offer being read waits"
    frames(app, 1, [pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 0), buttons=(0, 0, 0))])
    for _ in range(int(OFFER_PATIENCE) + 2):  # then left alone
        frames(app, 1, dt=1.0)
        if len(match.records) > moves:
            break
    assert match.records[moves].action == Action("decline_trade", (True,)) and match.records[moves].seat == 1
    assert any("lapsed" in t.text for t in app.toasts)
    assert moves in scene.recap.answered_for, "not taken for the player's own move"


def test_the_side_panels_prompt_is_never_cut(baraza_home):
    """"…end you…" and "Right-click to…" were cut (issue 41): at every text size the side panel says its prompt
    whole, in a shorter wording when the long one does not fit."""
    app = make_app()
    match = new_match("krownia", ["human", "ai:easy"], 3)
    _advance(match, lambda m: m.state.phase == "main" and m.active_seats() == (0,) and
             any(a.kind.startswith("build_") for a in m.legal_actions(0)), 3)
    scene = KrowniaScene(app, match)
    scene.ai_turns.enabled = False
    app.stack.reset(scene)
    for scale in (100, 125, 150):
        app.settings.text_scale = scale
        app.apply_look()
        for mode in (None, "road", "village", "town"):
            scene.selection.mode = mode
            view = scene.current_view()
            surface = pygame.Surface(app.screen.get_size())
            app.fonts.placed = []
            scene.actions.draw(surface, view)
            placed, app.fonts.placed = app.fonts.placed, None
            inside = [text for rect, text, _s, _f in placed if scene.geometry.actions_rect.contains(rect)]
            cut = [t for t in inside if t.endswith("…") and t != "Trade…"]  # "Trade…" opens a dialog: not cut
            assert inside and not cut, (scale, mode, cut)
