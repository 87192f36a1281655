"""S38, Khedu by keys (keys20 at 150 %): with the cursor on a card to discard, its words named one card while the Hint
advised another. The cursor starts on the Hint's own pick (its ranking of the hand, its opening plan), and every card
says what Enter on it does, with the Hint's pick named where it is another card (scenes/khedu/keys_discard.py)."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "khedu"))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from keyboard_player import show_cursor  # noqa: E402
from khedu_helpers import desert_top, give_hand, new_turn, put_cadre, set_ensemble, take  # noqa: E402
from scene_helpers import frames, make_app  # noqa: E402
from test_s36_khedu_traps2_opening import _opening_table  # noqa: E402

from baraza.game.core.action import Action  # noqa: E402
from baraza.game.registry import get_game, new_match  # noqa: E402


def _hint(match, seat: int) -> Action:
    """The move the table's Hint makes here: the AI at the Hint's level, from the seat's view."""
    spec = get_game("khedu")
    agent = spec.agent_factory(spec.hint_level, seat, 1)
    return agent.choose(match.rules, match.rules.view(match.state, seat), seat, match.legal_actions(seat))


def _words(table) -> dict[tuple, str]:
    """The cursor's words at each spot that makes a move, by the spot's rect."""
    table.focus.invalidate()
    return {tuple(t.rect): t.label for t in table.focus.targets() if t.acts}


def _pay_table():
    """Wuqri, its Cadre full and 5 LP, paying 3 of Okavian Raider, Allure, Wuqri Zealot and Khana Chahak: the table's
    own reading kept a Command it can pay for (Allure) above a unit of the clan, the Hint pays with it first."""
    from baraza.scenes.khedu.table import KheduScene

    match = new_match("khedu", ["human", "ai:normal"], 3, {"clan_1": "Wuqri", "clan_2": "Hadimi"})
    while match.state.phase == "opening":
        seat = match.active_seats()[0]
        assert match.submit(seat, match.legal_actions(seat)[0]).ok
    s = match.state
    new_turn(s, 0)
    give_hand(s, 0, ["okavian_raider", "allure", "wuqri_zealot", "khana_chahak"])
    put_cadre(s, 0, 0, "khana_chahak")
    put_cadre(s, 0, 1, "okavian_raider")
    s.players[0].lp = 5
    set_ensemble(s, 0, [None])
    desert_top(s, 0, "himbua_wanderer")
    attack = next(a for a in match.legal_actions(0) if a.kind == "attack" and a.args[0] == ("cadre", 0, 0)
                  and a.args[1] == ("desert", 0))
    assert match.submit(0, attack).ok and s.combat.to_pay == 3
    app = make_app()
    app.settings.text_scale = 150
    app.apply_look()
    table = KheduScene(app, match)
    app.stack.reset(table)
    app.stack.apply_pending()
    table.ai.cancel()
    frames(app, 3)
    show_cursor(app, table)
    return app, match, table


def test_a_payment_starts_on_the_hints_card_and_names_it_on_the_others(baraza_home):
    app, match, table = _pay_table()
    view = table.current_view()
    hint = _hint(match, 0)
    places = {card.card: tuple(rect) for rect, card in table.geometry.visible_hand(view)}
    names = {card.card: card.key for _rect, card in table.geometry.visible_hand(view)}
    assert hint.kind == "pay" and names[hint.args[0]] == "allure"
    assert tuple(table.keyboard.landing(view)) == places[hint.args[0]]  # the Hint's card, not a unit of the clan
    words = _words(table)
    assert words[places[hint.args[0]]] == "Discard Allure: the card you need least, a Command you can pay for"
    assert sum("need least" in w for w in words.values()) == 1, words  # one card called so: the Hint's
    table.hint = hint  # asked for: each card says how it stands with the Hint's payment
    words = _words(table)
    by_key = {names[card]: words[rect] for card, rect in places.items()}
    assert by_key["allure"] == "Discard Allure: the Hint's pick, the card you need least"
    kept = [w for w in by_key.values() if "the Hint keeps it" in w]
    paid = [w for w in by_key.values() if "the Hint pays with it too, after Allure" in w]
    assert len(kept) == 1 and len(paid) == 2, by_key  # 3 to pay: Allure and two units go, one unit stays
    assert kept[0].endswith("— the Hint keeps it and discards Allure"), kept


def test_the_opening_discard_starts_on_the_hints_plan_and_names_it_on_the_others(baraza_home):
    app, match, table = _opening_table()
    view = table.current_view()
    up = view.opening_cadences[0].card
    assert match.submit(0, Action("reveal_cadence", (up,))).ok
    s = match.state
    p = s.players[0]
    up_slot = next(slot for slot in p.ensemble if slot.card == up)
    s.cadence_deck.extend([*p.opening, up])  # dealt again by hand: their kinds chosen
    up_slot.card = take(s, "whitesand_ballad")
    # a copy of Storm Chorus stays if one goes (the cursor's own reading: nothing lost), yet the Hint's plan
    # discards Mirage Lament, the Cadence worth least kept (game/khedu/hint_opening.opening_order)
    p.opening[:] = [take(s, key) for key in ("storm_chorus", "storm_chorus", "mirage_lament", "sandfire_hymn")]
    storm, lament = p.opening[0], p.opening[2]
    table.hint = None
    frames(app, 5, dt=0.05)
    table._match_version += 1  # the state changed by hand: views and moves built again
    view = table.current_view()
    assert view.opening_step == "discard"
    rects = {hot.token[1]: tuple(pygame.Rect(hot.rect)) for hot in table.hot_spots.build(view)
             if hot.token is not None and hot.token[0] == "open"}
    hint = _hint(match, 0)
    assert hint == Action("discard_cadence", (lament,))
    assert tuple(table.keyboard.landing(view)) == rects[lament]  # where the Hint would discard, not a Storm Chorus
    words = _words(table)
    assert words[rects[lament]] == "Discard Mirage Lament: the one you need least"
    assert words[rects[storm]] == "Discard Storm Chorus"  # what Enter does, no more
    table.hint = hint
    words = _words(table)
    assert words[rects[lament]] == "Discard Mirage Lament: the Hint's pick"
    assert words[rects[storm]] == "Discard Storm Chorus — the Hint keeps it and discards Mirage Lament"
