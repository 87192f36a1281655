"""Issue 44, Khedu by keys alone (a blind tester, solo, text 150 %): where the cursor lands after a move, so that
one Enter too many does no harm (a new turn opened on "Pass (−3 LP)"; the dice choice on a losing Resolve; the
Cadence window on a Cadence against the player's own attack), the defender's words while an attacker is chosen,
and the hand as a Tab stop once the Cadre holds a unit. Only key events reach the table."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
from khedu_helpers import take

from baraza.game.core.action import Action
from baraza.game.registry import new_match
from baraza.scenes.khedu.table import KheduScene

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scenes"))
from keyboard_player import play_by_keys, press, show_cursor, walk_to  # noqa: E402
from scene_helpers import frames, make_app  # noqa: E402

SETTLE = 40  # frames before an Enter that follows a move (the click gate and the cursor's guard)


def _table(seed: int = 3, ensemble: tuple[str, ...] | None = None):
    """Solo at 150 % text; `ensemble`: the Cadences in the player's Ensemble places, in order."""
    app = make_app()
    app.settings.text_scale = 150
    app.apply_look()
    match = new_match("khedu", ["human"], seed, {})
    if ensemble is not None:
        places = match.state.players[0].ensemble
        for slot in places:  # back to the deck first, so that a wanted Cadence held in another place is found
            if slot.card is not None:
                match.state.cadence_deck.append(slot.card)
                slot.card = None
        for slot, key in zip(places, ensemble, strict=False):
            slot.card, slot.face_up = take(match.state, key), True
    table = KheduScene(app, match)
    app.stack.reset(table)
    app.stack.apply_pending()
    table.ai.cancel()
    frames(app, 2)
    show_cursor(app, table)
    return app, match, table


def _by_keys(app, table, action: Action) -> None:
    frames(app, SETTLE)
    play_by_keys(app, table, action)
    frames(app, SETTLE)


def _first(table, kind: str, where: str | None = None) -> Action:
    return next(a for a in table.legal_actions()
                if a.kind == kind and (where is None or a.args[0][0] == where))


def _to_cadences(app, match, table) -> None:
    """Place a unit and attack the Desert with it, paying by keys, up to the Cadence window."""
    _by_keys(app, table, _first(table, "place"))
    _by_keys(app, table, _first(table, "attack", "cadre"))
    while match.view(0).combat.step == "pay":
        _by_keys(app, table, _first(table, "pay"))
    assert match.view(0).combat.step == "cadences"


def _button(table, text: str) -> pygame.Rect:
    table.prompt.sync(table.current_view())
    return next(pygame.Rect(b.rect) for b in table.prompt.buttons if b.text.startswith(text))


def _on(table) -> pygame.Rect:
    return pygame.Rect(table.focus.current.rect)


def test_a_new_turn_opens_on_the_hands_first_playable_card_not_on_pass(baraza_home):
    app, match, table = _table()
    _by_keys(app, table, _first(table, "place"))
    _by_keys(app, table, Action("end_turn"))
    view = table.current_view()
    assert view.turns_completed == 1 and view.turn_mode is None and table.human_to_act() == 0
    assert any(a.kind == "pass" for a in table.legal_actions())  # a costly Pass stands in the bar
    playable = [pygame.Rect(table.tutorial_clicks(a, view)[0]) for a in table.legal_actions()
                if a.kind in ("place", "command")]
    first = min(playable, key=lambda r: (r.x, r.y)) if playable else None
    if first is None:  # nothing to play from the hand: a hero of the Cadre
        first = pygame.Rect(table.tutorial_clicks(_first(table, "attack", "cadre"), view)[0])
    assert _on(table) == first, table.focus.current.label
    lp = match.view(0).players[0].legacy_points
    frames(app, SETTLE)
    press(app, pygame.K_RETURN)  # one Enter too many: a choice begins, nothing is spent
    frames(app, 2)
    assert len(match.records) and match.records[-1].action.kind == "end_turn"
    assert match.view(0).players[0].legacy_points == lp


def test_pass_by_enter_asks_first_and_the_cursor_waits_on_keep_my_turn(baraza_home):
    app, match, table = _table()
    _by_keys(app, table, _first(table, "place"))
    _by_keys(app, table, Action("end_turn"))
    lp = match.view(0).players[0].legacy_points
    assert lp >= match.view(0).pass_cost > 0
    walk_to(app, table, _button(table, "Pass"))
    moves = len(match.records)
    frames(app, SETTLE)
    press(app, pygame.K_RETURN)
    frames(app, 2)
    assert len(match.records) == moves and table.prompt.confirming == Action("pass")  # asked, not passed
    assert table.focus.current.label.startswith("Keep my turn"), table.focus.current.label
    frames(app, SETTLE)
    press(app, pygame.K_RETURN)  # a second Enter keeps the turn
    frames(app, 2)
    assert len(match.records) == moves and table.prompt.confirming is None
    assert match.view(0).players[0].legacy_points == lp


def test_the_dice_choice_opens_on_best(baraza_home, monkeypatch):
    # the bar as a lesson shows it
    monkeypatch.setattr("baraza.scenes.table.answered.AnsweredForYou.skip", {"settled", "lone_roll", "odds"})
    app, match, table = _table()
    _to_cadences(app, match, table)
    _by_keys(app, table, Action("cadence_done"))
    _by_keys(app, table, Action("roll"))
    combat = table.current_view().combat
    assert combat.step == "adjust"
    go_on = "Best: " if combat.best_total > combat.total else "Resolve ("  # nothing to gain: Resolve alone (S33)
    assert _on(table) == _button(table, go_on), table.focus.current.label
    best = combat.best_total
    press(app, pygame.K_RETURN)
    frames(app, 2)
    assert match.records[-1].action.kind == "resolve"
    assert any(r.action.kind == "adjust" for r in match.records[-3:]) or best == combat.total


def test_the_cadence_window_of_your_attack_opens_on_no_cadence_and_a_song_is_sung_by_keys(baraza_home, monkeypatch):
    """Never on a Sing, even with a song that helps (keys16: one Enter spent a Cadence the Hint would keep); the
    arrows reach the song and Enter sings it."""
    # Roll by click, No Cadence at any odds (S34)
    monkeypatch.setattr("baraza.scenes.table.answered.AnsweredForYou.skip", {"lone_roll", "odds"})
    app, match, table = _table(ensemble=("mirage_lament", "whitesand_ballad", "storm_chorus"))
    _to_cadences(app, match, table)
    assert _on(table) == _button(table, "No Cadence") and "Sing" not in table.focus.current.label
    _by_keys(app, table, Action("cadence", (2,)))
    # Storm Chorus sung for the player's attack (then the table may say No Cadence: nothing else held helps it)
    assert Action("cadence", (2,)) in [r.action for r in match.records[-3:]]


def test_with_no_cadence_to_help_your_attack_the_table_says_no_cadence(baraza_home, monkeypatch):
    """Both Cadences held help the Desert's defence: no stop, the table answers No Cadence (s32; it waited on the
    No Cadence button before)."""
    # Roll by click, No Cadence at any odds (S34)
    monkeypatch.setattr("baraza.scenes.table.answered.AnsweredForYou.skip", {"lone_roll", "odds"})
    app, match, table = _table(ensemble=("mirage_lament", "whitesand_ballad"))
    _by_keys(app, table, _first(table, "place"))
    _by_keys(app, table, _first(table, "attack", "cadre"))
    while match.view(0).combat.step == "pay":
        _by_keys(app, table, _first(table, "pay"))
    assert match.records[-1].action == Action("cadence_done") and match.view(0).combat.step != "cadences"


def test_the_defenders_words_name_the_chosen_attacker(baraza_home):
    app, match, table = _table()
    _by_keys(app, table, _first(table, "place"))
    attack = _first(table, "attack", "cadre")
    walk_to(app, table, table.tutorial_clicks(attack, table.current_view())[0])
    frames(app, SETTLE)
    press(app, pygame.K_RETURN)
    frames(app, 2)
    assert table.clicks.path == [tuple(attack.args[0])]  # the attacker chosen, no defender yet
    attacker = match.view(0).players[0].cadre[attack.args[0][2]].name
    desert = [t for t in table.focus.targets() if t.acts and t.region == "desert"]
    assert desert and table.focus.current in desert
    for spot in desert:  # not "Himbua Wanderer (Desert 1) attacks Himbua Wanderer (Desert 2)"
        assert spot.label.startswith(f"{attacker} (P1 slot 1) attacks "), spot.label


def test_tab_stops_at_the_hand_once_the_cadre_holds_a_unit(baraza_home):
    app, match, table = _table()
    _by_keys(app, table, _first(table, "place"))
    view = table.current_view()
    assert any(view.players[0].cadre) and view.players[0].hand
    hand = [tuple(pygame.Rect(r)) for r, _c in table.geometry.visible_hand(view)]
    seen = []
    for _ in range(len(table.focus.targets())):
        press(app, pygame.K_TAB)
        seen.append(table.focus.current.rect)
    assert any(rect in hand for rect in seen), [t.label for t in table.focus.targets()]
    assert any(t.rect in hand for t in table.focus.targets()) and all(
        t.region == "hand" for t in table.focus.targets() if t.rect in hand)
