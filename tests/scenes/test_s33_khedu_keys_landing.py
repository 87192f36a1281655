"""S33 Khedu by keys (keys-only blind tester at 150 %, playtest 13): where the cursor lands.

- A Cadence window starts on No Cadence (at ">99 % to win" one Enter spent Sandfire Hymn for nothing; every rival's
  fight with the Desert offered a song; since keys16 never on a Sing at all, test_s35_khedu_keys2_landing.py).
- Paying an activation, the cursor goes to "Discard all N", else to the card needed least, said so (it went to the
  paid card's neighbour, a valuable Khana, and a quick Enter more would have thrown it away); an Enter too quick
  after a discard is held.
- The cursor's words keep off the board's cards and numbers (the Desert's top cards, the decks, the clan board, the
  player's own Chieftain's defence), which are drawn into card pictures the table's text records miss."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "khedu"))
from keyboard_player import press, walk_to  # noqa: E402
from khedu_helpers import desert_top, give_hand, new_turn, put_cadre, set_ensemble  # noqa: E402
from scene_helpers import frames, make_app  # noqa: E402

from baraza.game.core.action import Action  # noqa: E402
from baraza.game.registry import new_match  # noqa: E402


def _table(seats: list[str], clans: tuple[str, ...] = ("Wuqri", "Hadimi")):
    from baraza.scenes.khedu.table import KheduScene

    app = make_app()
    app.settings.text_scale = 150
    app.apply_look()
    options = {f"clan_{i + 1}": clan for i, clan in enumerate(clans[:len(seats)])}
    match = new_match("khedu", seats, 3, options)
    while match.state.phase == "opening":
        seat = match.active_seats()[0]
        assert match.submit(seat, match.legal_actions(seat)[0]).ok
    table = KheduScene(app, match)
    app.stack.reset(table)
    app.stack.apply_pending()
    table.ai.cancel()
    frames(app, 3)
    return app, match, table


def _attack(match, seat: int, hand: list[str], unit: str, ensemble: list[str | None], defender: str | None = None):
    """`seat`'s Cadre `unit` attacks Desert stack 1 (its top `defender`), paid with the hand's first cards."""
    s = match.state
    new_turn(s, seat)
    give_hand(s, seat, hand)
    put_cadre(s, seat, 0, unit)
    set_ensemble(s, seat, ensemble)
    if defender is not None:
        desert_top(s, 0, defender)
    attack = next(a for a in match.legal_actions(seat) if a.kind == "attack" and a.args[0] == ("cadre", seat, 0)
                  and a.args[1] == ("desert", 0))
    assert match.submit(seat, attack).ok


def _pay_all(match, seat: int) -> None:
    while match.state.combat.step == "pay":
        assert match.submit(seat, next(a for a in match.legal_actions(seat) if a.kind == "pay")).ok


def _landing(app, table):
    frames(app, 20, dt=0.1)
    view = table.current_view()
    return view, table.keyboard.landing(view)


def _button(table, view, wanted) -> pygame.Rect:
    table.prompt.sync(view)
    return next(pygame.Rect(b.rect) for b in table.prompt.buttons if b.enabled and wanted(b.text))


def test_a_sure_fight_opens_the_cadence_window_on_no_cadence(baraza_home, monkeypatch):
    # Roll by click, No Cadence at any odds (S34)
    monkeypatch.setattr("baraza.scenes.table.answered.AnsweredForYou.skip", {"lone_roll", "odds"})
    app, match, table = _table(["human"])
    _attack(match, 0, ["allure", "caravan", "hadimi_guard", "wuqri_zealot"], "khana_chahak",
            ["sandfire_hymn", "storm_chorus"], "himbua_wanderer")
    _pay_all(match, 0)
    view, spot = _landing(app, table)
    assert view.combat.step == "cadences" and view.combat.win_probability > 0.99
    no_cadence = _button(table, view, lambda text: text == table.prompt.button_label(view, Action("cadence_done")))
    assert spot == no_cadence  # not "Sing Sandfire Hymn": one Enter would spend it for nothing


# a close fight: No Cadence too since keys16 (test_s35_khedu_keys2_landing.py)


def test_a_rivals_fight_with_the_desert_opens_on_no_cadence(baraza_home):
    app, match, table = _table(["human", "ai:normal"], ("Rahala", "Hadimi"))
    set_ensemble(match.state, 0, ["whitesand_ballad", "mirage_lament"])
    _attack(match, 1, ["allure", "caravan", "wuqri_zealot", "rahala_fighter"], "khana_kudjani", [None],
            "himbua_colossus")
    _pay_all(match, 1)
    while match.active_seats() == [1]:
        assert match.submit(1, Action("cadence_done")).ok
    table.ai.cancel()
    view, spot = _landing(app, table)
    assert view.combat.step == "cadences" and table.human_to_act() == 0
    assert any(a.kind == "cadence" for a in table.legal_actions())  # a defensive song could be sung...
    no_cadence = _button(table, view, lambda text: text == table.prompt.button_label(view, Action("cadence_done")))
    assert spot == no_cadence  # ...but none of the player's units is at stake


def test_after_a_discard_the_cursor_waits_on_the_card_needed_least_and_a_quick_enter_is_held(baraza_home):
    app, match, table = _table(["human"])
    hand = ["khana_chahak", "allure", "okavian_raider", "hadimi_guard"]  # Wuqri: the Hadimi Guard only pays
    _attack(match, 0, hand, "chieftain", [None])
    frames(app, 20, dt=0.1)
    view = table.current_view()
    places = {card.key: rect for rect, card in table.geometry.visible_hand(view)}
    walk_to(app, table, places["allure"])
    frames(app, 10, dt=0.1)
    press(app, pygame.K_RETURN)  # Allure paid
    assert match.records[-1].action.kind == "pay"
    current = table.focus.current
    assert current.rect == tuple(places["hadimi_guard"]), current.label  # not its neighbour, the Khana
    assert "need least" in current.label and "not of your clan" in current.label
    paid = len(match.records)
    press(app, pygame.K_RETURN)  # at once: aimed at the card paid, held
    assert len(match.records) == paid
    frames(app, 30, dt=0.1)
    press(app, pygame.K_RETURN)  # meant: the Hadimi Guard goes
    assert len(match.records) == paid + 1
    assert match.state.cards[match.records[-1].action.args[0]][1] == "hadimi_guard"


def test_a_payment_of_the_whole_hand_waits_on_discard_all(baraza_home):
    app, match, table = _table(["human"])
    _attack(match, 0, ["khana_chahak", "allure", "caravan"], "chieftain", [None])
    view, spot = _landing(app, table)
    assert view.combat.step == "pay"
    assert spot == _button(table, view, lambda text: text == "Discard all 3")


def test_the_cursor_words_keep_off_the_boards_cards_in_a_fight(baraza_home, monkeypatch):
    """A geometry check on a fight position: the words of every Cadence spot cover no card, deck nor clan board
    (the table's `focus_keep_clear` declares them: HotSpots.board)."""
    # Roll by click, No Cadence at any odds (S34)
    monkeypatch.setattr("baraza.scenes.table.answered.AnsweredForYou.skip", {"lone_roll", "odds"})
    app, match, table = _table(["human"], ("Rahala",))
    keep = table.focus_keep_clear
    if not any(r == pygame.Rect(table.geometry.zones["decks"]) for r in keep(table.current_view())):
        table.focus_keep_clear = lambda view: keep(view) + table.hot_spots.board(view)  # until table.py declares it
    s = match.state
    put_cadre(s, 0, 1, "rahala_fighter")
    _attack(match, 0, ["allure", "caravan", "hadimi_guard", "wuqri_zealot"], "chieftain",
            ["whitesand_ballad", "sandfire_hymn", "mirage_lament", "storm_chorus"])
    _pay_all(match, 0)
    frames(app, 30, dt=0.1)
    view = table.current_view()
    board = table.hot_spots.board(view)
    cadre = [table.geometry.cadre_rect(0, slot, view) for slot in range(2)]
    assert all(any(rect == r for r in board) for rect in cadre)  # the Chieftain and its numbers are declared
    for slot in range(4):
        spot = table.geometry.ensemble_rect(0, slot, view)
        walk_to(app, table, spot)
        frames(app, 2)
        tag = table.focus.tag
        assert tag is not None
        covered = [r for r in board if r.colliderect(tag) and r != spot]
        assert not covered, (table.focus.current.label, tag, covered)
