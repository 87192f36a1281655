"""Blind keyboard-only playtest at 150 % text, Konja (issue 41/44): the cursor on "Clear the pyramid" read "Finish
the turn" and Enter wiped the split; after a card's move the cursor stood on the next spending move; Tab never
reached the prompt's buttons and Right left a row; the hint's ring and the cursor were one blue; "Keep (1 Power)"
read as keeping the Power; the cursor's words covered the scores and rows; the Keys page misnamed Tab in History;
the Hint priced a Relic at the Gold left after a sale."""

import pygame
from keyboard_player import press, walk_to
from scene_helpers import frames, make_app

from baraza.game.core.action import Action
from baraza.game.konja.state import Die
from baraza.game.registry import new_match
from baraza.scenes.konja.table import KonjaScene


def _settle(app, scene) -> None:
    for _ in range(300):
        if not scene.animations.busy:
            break
        frames(app)
    frames(app, 30, dt=1 / 30)  # past the click gate's wait and the second-Enter guard


def _table(phase_setup, scale: int = 150):
    app = make_app()
    app.settings.text_scale = scale
    app.apply_look()
    match = new_match("konja", ["human", "ai:easy"], 5, {"first_player": 0})
    state = match.state
    state.phase, state.dice = "bones", [Die("green", v) for v in (1, 3, 6, 6, 6)]
    state.action_dice, state.action_used, state.collected = ["blank", "blank"], [False, False], []
    scene = KonjaScene(app, match)
    app.stack.reset(scene)
    phase_setup(match)
    scene.viewer = 0
    _settle(app, scene)
    return app, match, scene


def _collection(match) -> None:
    assert match.submit(0, Action("end_bones")).ok
    assert match.submit(1, Action("skip_red")).ok


def _spot(scene, rect):
    return next((t for t in scene.focus.targets() if t.rect == tuple(pygame.Rect(rect))), None)


def test_every_prompt_button_in_the_collection_is_said_by_its_own_name(baraza_home):
    app, match, scene = _table(_collection)
    view = scene.current_view()
    assert view.phase == "collect"
    for name in ("Clear the pyramid", "Collect & end turn", "Best split"):
        rect = scene.prompt_panel.button_rect(view, name)
        spot = _spot(scene, rect)
        assert spot is not None, name
        assert spot.label.startswith(name), (name, spot.label)  # the ring on Clear read "Finish the turn"
        assert not (name == "Clear the pyramid" and spot.acts), spot  # never a spot the cursor lands on by itself


def test_enter_on_best_split_leaves_the_cursor_there_never_on_clear(baraza_home):
    app, match, scene = _table(_collection)
    view = scene.current_view()
    scene.plan.clear()  # the player cleared the split: Best split then has work to do
    frames(app, 2)
    best = scene.prompt_panel.button_rect(view, "Best split")
    walk_to(app, scene, best)
    press(app, pygame.K_RETURN)
    _settle(app, scene)
    frames(app, 2)
    assert scene.plan.groups, "Best split laid the dice out"
    assert scene.focus.current.rect == tuple(best), scene.focus.current.label  # it went on to Clear (108.png)
    press(app, pygame.K_RETURN)  # a second Enter: Best split again, the split stays
    _settle(app, scene)
    assert scene.plan.groups


def test_after_a_relic_is_used_a_second_enter_makes_no_move(baraza_home):
    app, match, scene = _table(lambda match: None)
    view = scene.current_view()
    assert view.phase == "bones"
    use = next(a for a in match.legal_actions(0) if a.kind == "use_relic" and a.args[0] == 1)  # Oodoo
    from keyboard_player import play_by_keys
    play_by_keys(app, scene, use)
    _settle(app, scene)
    current = scene.focus.current
    # the die it worked on (Enter there only marks it), never the card again ("Spend the Spirit token on Oodoo")
    assert current is not None and current.rect != tuple(scene.geometry.relic_rect("my", 1)), current.label
    assert current.rect == tuple(scene.geometry.die_rect(use.args[3][0])), current.label
    records = len(match.records)
    press(app, pygame.K_RETURN)
    _settle(app, scene)
    assert len(match.records) == records


def test_picking_an_offering_card_goes_on_to_its_buy_button_not_the_next_card(baraza_home):
    app = make_app()
    app.settings.text_scale = 150
    app.apply_look()
    match = new_match("konja", ["human", "human"], 5, {"first_player": 0})
    scene = KonjaScene(app, match)
    app.stack.reset(scene)
    for _ in range(20):  # to the Merchant's Blessing
        legal = match.legal_actions(match.state.turn_seat)
        view = match.view(0)
        if view.phase == "merchant_buy" and any(a.kind == "buy_relic" for a in match.legal_actions(0)):
            break
        seat = next(s for s in (0, 1) if match.legal_actions(s))
        legal = match.legal_actions(seat)
        pick = Action("choose_ancestor", ("merchant",))
        assert match.submit(seat, pick if pick in legal else legal[0]).ok
    scene.viewer = 0
    _settle(app, scene)
    view = scene.current_view()
    assert view.phase == "merchant_buy"
    buy = next(a for a in match.legal_actions(0) if a.kind == "buy_relic")
    walk_to(app, scene, scene.geometry.offer_rect(buy.args[0]))
    press(app, pygame.K_RETURN)
    _settle(app, scene)
    # the chosen card's Buy button, not the next Offering card ("Buy Idol Mask for 2 Gold" after Rain Stick: 89.png)
    view = scene.current_view()
    assert scene.focus.current.rect == tuple(scene.lesson.clicks(buy, view)[0]), scene.focus.current.label
    assert scene.focus.current.region == "prompt", scene.focus.current.label


def test_tab_stops_at_each_prompt_button(baraza_home):
    from baraza.scenes.table.focus_moves import tab_stops
    app, match, scene = _table(_collection)
    view = scene.current_view()
    targets = scene.focus.targets()
    stops = [targets[i].rect for i in tab_stops(targets)]
    for name in ("Best split", "Clear the pyramid", "Collect & end turn"):  # Tab went dice -> Spells -> Hint (49.png)
        assert tuple(scene.prompt_panel.button_rect(view, name)) in stops, name


def test_right_keeps_to_the_row(baraza_home):
    app, match, scene = _table(lambda match: None)
    targets = scene.focus.targets()
    geo = scene.geometry
    dice = [_spot(scene, geo.die_rect(i)) for i in range(5)]
    for left, right in zip(dice, dice[1:], strict=False):
        assert scene.focus.arrow_target(targets, left, "right") == right
    scene.picks.marked = [0]  # a die marked: the Relics and the Spell light up
    scene.focus.invalidate()
    targets = scene.focus.targets()
    relics = [_spot(scene, geo.relic_rect("my", i)) for i in range(3)]
    spell = _spot(scene, geo.spell_rect("my", 2, 3))
    assert all(relics) and spell is not None
    for left, right in zip(relics, relics[1:], strict=False):
        assert scene.focus.arrow_target(targets, left, "right") == right, (left.label, right.label)
    # Right from At! went up to the Action dice (126.png): it goes on to a Spell in the row (every Spell is a stop)
    assert scene.focus.arrow_target(targets, relics[-1], "right").region == "my_spells"


def test_the_cursor_and_the_hint_ring_differ_in_colour():
    from baraza.scenes.konja.sprites import HINT_COLOUR
    from baraza.scenes.table.focus import FOCUS_COLOUR
    assert sum(abs(a - b) for a, b in zip(FOCUS_COLOUR, HINT_COLOUR, strict=True)) > 200  # 56.png: one blue


def test_the_power_chips_say_what_they_cost_at_150(baraza_home):
    from baraza.scenes.konja.card_use import button_tip
    app, match, scene = _table(lambda match: None)
    view = scene.current_view()
    scene.picks.marked = [1]  # the 3, then Oodoo: its ways and its Power chips
    scene.picks.sel_card = ("relic", 1)
    _action, chips, _need = scene.card_use.resolve(view, match.legal_actions(0))
    scene.picks.target_pick = next(value for _label, value, power in chips if not power)  # the way: Power next
    scene.prompt_panel.sync(view)
    texts = [b.text.removeprefix("● ") for b in scene.prompt_panel.buttons]
    assert "Spend the Relic" in texts and "Ready for 1 Power" in texts, texts  # "Keep (1 Power)" misread (63.png)
    assert "pay 1 Power" in button_tip("Ready for 1 Power")
    assert "no Power" in button_tip("Spend the Relic")


def test_the_cursors_words_keep_off_the_scores_and_rows(baraza_home):
    app, match, scene = _table(_collection)
    view = scene.current_view()
    keep = scene.focus_keep_clear(view)
    geo = scene.geometry
    for rect in [*scene.lesson.spot("score:my", view), *scene.lesson.spot("score:opp", view),
                 *(geo.row_rect(k) for k in geo.rows), pygame.Rect(scene.layout.zones["info"])]:
        assert any(pygame.Rect(k).contains(rect) for k in keep), rect
    walk_to(app, scene, scene.prompt_panel.button_rect(view, "Collect & end turn"))
    frames(app, 2)
    assert scene.focus.tag is not None
    for rect in keep:
        if pygame.Rect(rect) != pygame.Rect(scene.focus.current.rect) and not pygame.Rect(rect).contains(
                pygame.Rect(scene.focus.current.rect)):
            assert not scene.focus.tag.colliderect(rect), (rect, scene.focus.tag)


def test_the_keys_page_says_what_tab_does_in_history():
    from baraza.scenes.ui.keymap import SCREEN_KEYS
    rows = dict(SCREEN_KEYS)["In History"]
    words = next(w for intents, w in rows if intents == ("next", "previous"))
    assert "Game filter" not in words and "Result" in words and "button" in words  # 12.png


def test_the_hint_names_the_relics_price_not_the_gold_left():
    from baraza.game.konja import cards
    from baraza.game.konja.hint_words import merchant_plan_words
    match = new_match("konja", ["human", "human"], 5, {"first_player": 0})
    view = match.view(0)
    slot = next(i for i, c in enumerate(view.offering) if c)
    card = cards.relics()[view.offering[slot]]
    words = merchant_plan_words(view, [Action("sell_relic", (0,)), Action("buy_relic", (slot,))])
    assert f"buy {card.name} for {card.cost} Gold" in words, words  # "(7 Gold)" for a 5 Gold card (88.png)


def test_the_recaps_show_all_line_stays_inside_the_log_panel_at_150(baraza_home, monkeypatch):
    from baraza.scenes.ui import theme
    drawn = []
    real = theme.blit_text

    def spy(surface, fonts, text, pos, *args, **kwargs):
        rect = real(surface, fonts, text, pos, *args, **kwargs)
        drawn.append((text, pygame.Rect(rect)))
        return rect

    app, match, scene = _table(_collection)
    assert scene.recap.recap_lines  # "While you waited"
    monkeypatch.setattr(theme, "blit_text", spy)
    frames(app, 1)
    panel = pygame.Rect(scene.recap.rect)
    parts = [rect for text, rect in drawn if text and text in "Click or Enter: show all"]
    assert parts  # it spilled out of the panel onto a Spell's "1M" (33.png)
    assert all(panel.contains(rect) for rect in parts), (panel, parts)


def test_the_cursors_words_keep_off_a_greyed_undo(baraza_home):
    app, match, scene = _table(lambda match: None)
    undo = next(b for b in scene.buttons if b.text == "Undo")
    assert not undo.enabled  # nothing to take back yet
    press(app, pygame.K_RIGHT)
    for target in list(scene.focus.targets()):  # "Hint button, H" hid it (49): the words' strip never does
        scene.focus.current, scene.focus._pending = target, False
        frames(app, 1)
        assert scene.focus.tag is not None and not scene.focus.tag.colliderect(undo.rect), target.label


def test_a_piles_count_keeps_off_the_next_cloud_at_150(baraza_home):
    from baraza.game.konja.state import Cloud
    from baraza.scenes.ui import theme

    def clouds(match):
        match.state.players[0].clouds = [Cloud(3), Cloud(5, True), Cloud(5, True), Cloud(7)]
        match.state.players[1].clouds = [Cloud(5), Cloud(5), Cloud(7)]

    app, match, scene = _table(clouds)
    view = scene.current_view()
    w = app.fonts.get(theme.MIN_TEXT, "bold").size("×2")[0] + 6  # the count's dark tag, as draw_players draws it
    for side in ("my", "opp"):
        piles = [rect for _idx, rect in scene.geometry.cloud_rects(view, side)]
        zone = pygame.Rect(scene.geometry.z[f"{side}_tokens"])
        for pile, after in zip(piles, piles[1:], strict=False):
            tag = pygame.Rect(pile.centerx + 17, pile.centery, w, 10)
            if after.centery == pile.centery:  # the next pile in its row: "×2" covered the 7-point Cloud (202.png)
                assert tag.right <= after.centerx - 12, (side, tag, after)
        assert all(zone.contains(p.inflate(-8, -8)) for p in piles[:4] if side == "my"), piles


def test_after_the_spirit_token_the_cursor_rests_on_the_tokens_not_on_a_spell(baraza_home):
    def spent(match):
        match.state.spirit_holder = 0
        match.state.players[0].relics[1].spent = True  # Oodoo, turned aside: the Spirit token readies it

    app, match, scene = _table(spent)
    spirit = Action("use_spirit", (1,))
    assert spirit in match.legal_actions(0)
    from keyboard_player import play_by_keys
    play_by_keys(app, scene, spirit)
    _settle(app, scene)
    current = scene.focus.current
    # "Cast Violet Spark" after the token (123.png), or Oodoo's own next use
    assert current.label.startswith("Your tokens") and not current.acts, current.label
    records = len(match.records)
    press(app, pygame.K_RETURN)
    _settle(app, scene)
    assert len(match.records) == records
