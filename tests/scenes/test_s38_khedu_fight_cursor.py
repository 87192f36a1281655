"""S38 Khedu by keys (blind tester keys21 at 150 %): where the cursor starts in a fight and after a move.

- A Cadence window where a song lifts the player's side by 10 points or more opens on that song, its words saying
  what Enter does ("Sing Storm Chorus: your chance 26% → 77%"): it opened on No Cadence at "You: 2 %" while the
  Hint said Mirage Lament lifts that to 31 %, so one Enter threw the fight. Also when the player's hero defends.
- After a move in an action turn with only a Command left, the cursor goes to the Command's card (its first click
  only starts a choice), never the prompt's sentence, where Enter does nothing; after Replenish in a Meditation, to
  End turn. End turn by keys still asks about an open sure attack, as a click does."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "khedu"))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from keyboard_player import press, walk_to  # noqa: E402
from khedu_helpers import desert_top, give_hand, new_turn, put_cadre, set_ensemble  # noqa: E402
from scene_helpers import frames  # noqa: E402
from test_s33_khedu_keys_landing import _attack, _button, _landing, _pay_all, _table  # noqa: E402
from test_s34_khedu_keys_turn import _meditating  # noqa: E402

from baraza.game.core.action import Action  # noqa: E402
from baraza.scenes.khedu.keys_cadence import SONG_MATTERS, song_that_matters  # noqa: E402


def _no_cadence(table, view) -> pygame.Rect:
    return _button(table, view, lambda text: text == table.prompt.button_label(view, Action("cadence_done")))


def test_a_song_that_lifts_the_players_chance_is_where_the_window_opens(baraza_home):
    app, match, table = _table(["human"])
    _attack(match, 0, ["allure", "caravan", "hadimi_guard", "rahala_fighter"], "wuqri_zealot",
            ["storm_chorus", "sandfire_hymn"], "himbua_colossus")
    _pay_all(match, 0)
    view, spot = _landing(app, table)
    assert view.combat.step == "cadences" and table.hint is None
    storm = next(a for a in table.legal_actions() if a.kind == "cadence" and a.args[0] == 0)
    picked = song_that_matters(view, 0, table.legal_actions())
    assert picked is not None and picked[0] == storm and picked[2] - picked[1] >= SONG_MATTERS  # 26 % → 77 %
    assert spot == table.geometry.ensemble_rect(0, 0, view) != _no_cadence(table, view)
    words = table.keyboard.label(spot, [storm], view)
    assert words == "Sing Storm Chorus: your chance 26% → 77%", words  # what one Enter does
    press(app, pygame.K_RIGHT)  # the cursor shown: it stands there, so saying
    frames(app, 5, dt=0.1)
    assert table.focus.current.rect == tuple(spot) and "26% → 77%" in table.focus.current.label


def test_a_song_for_the_players_defending_hero_is_where_the_window_opens(baraza_home):
    app, match, table = _table(["human", "ai:normal"], ("Rahala", "Wuqri"))
    s = match.state
    new_turn(s, 1)
    give_hand(s, 1, ["allure", "caravan", "hadimi_guard", "rahala_fighter"])
    put_cadre(s, 0, 0, "chieftain")
    set_ensemble(s, 0, ["mirage_lament", "storm_chorus"])
    set_ensemble(s, 1, [None])
    desert_top(s, 0, "himbua_colossus")
    provoke = next((a for a in match.legal_actions(1) if a.kind == "attack" and tuple(a.args[0]) == ("desert", 0)
                    and tuple(a.args[1]) == ("cadre", 0, 0)), None)
    assert provoke is not None, match.legal_actions(1)
    assert match.submit(1, provoke).ok
    _pay_all(match, 1)
    while match.active_seats() == [1]:
        assert match.submit(1, Action("cadence_done")).ok
    table.ai.cancel()
    view, spot = _landing(app, table)
    assert view.combat.step == "cadences" and table.human_to_act() == 0
    picked = song_that_matters(view, 0, table.legal_actions())
    assert picked is not None and picked[0].args == (0,), picked  # Mirage Lament: the defence's song
    assert spot == table.geometry.ensemble_rect(0, 0, view) != _no_cadence(table, view)
    assert table.keyboard.label(spot, [picked[0]], view).startswith("Sing Mirage Lament: your chance ")


def test_a_song_that_changes_little_leaves_the_window_on_no_cadence(baraza_home):
    app, match, table = _table(["human"])
    _attack(match, 0, ["allure", "caravan", "hadimi_guard", "rahala_fighter"], "chieftain",
            ["storm_chorus", "sandfire_hymn"], "himbua_colossus")  # 90 % → 99 %: the Hint keeps the card
    _pay_all(match, 0)
    view, spot = _landing(app, table)
    assert view.combat.step == "cadences" and song_that_matters(view, 0, table.legal_actions()) is None
    assert spot == _no_cadence(table, view)


def test_after_a_move_with_only_a_command_left_the_cursor_goes_to_the_command(baraza_home):
    app, match, table = _table(["human"])
    s = match.state
    new_turn(s, 0)
    s.players[0].legacy_points = 3
    give_hand(s, 0, ["khana_chahak", "sandstorm"])
    set_ensemble(s, 0, [None])
    place = next(a for a in match.legal_actions(0) if a.kind == "place")
    assert match.submit(0, place).ok  # a move made (keys21: an attack won, Sandstorm left in the hand)
    view, spot = _landing(app, table)
    legal = table.legal_actions()
    own = [a for a in legal if a.kind == "place" or (a.kind == "attack" and a.args[0][0] == "cadre")]
    assert any(a.kind == "command" for a in legal) and not own, legal  # a Command (and provocations) left
    assert spot != table.keyboard.sentence(view)  # "Prompt: Action turn: play a Command": Enter did nothing
    starts = [pygame.Rect(table.lesson_targets.clicks_for(a, view)[0]) for a in legal if a.kind != "end_turn"]
    assert spot in starts
    before = len(match.records)
    walk_to(app, table, spot)
    frames(app, 10, dt=0.1)
    press(app, pygame.K_RETURN)  # one Enter only starts the choice: nothing spent
    frames(app, 5, dt=0.1)
    assert len(match.records) == before and table.clicks.path


def test_after_replenish_the_cursor_goes_to_end_turn_not_the_sentence(baraza_home):
    app, match, table = _table(["human"])
    _meditating(match, ["sandfire_hymn", None])
    assert match.submit(0, Action("med_clan", ())).ok  # Holy Mission
    assert match.submit(0, Action("med_replenish")).ok
    view, spot = _landing(app, table)
    assert Action("med_redraw") in table.legal_actions()
    assert spot == _button(table, view, lambda text: text == "End turn") != table.keyboard.sentence(view)
    assert spot != _button(table, view, lambda text: text == "Redraw hand")  # it throws the hand away


def test_end_turn_by_keys_still_asks_about_a_sure_attack(baraza_home):
    app, match, table = _table(["human"])
    s = match.state
    new_turn(s, 0)
    give_hand(s, 0, ["wuqri_zealot", "allure", "caravan", "hadimi_guard"])
    put_cadre(s, 0, 0, "khana_chahak")
    desert_top(s, 0, "himbua_wanderer")  # a sure win, worth points
    place = next(a for a in match.legal_actions(0) if a.kind == "place")
    assert match.submit(0, place).ok  # an action turn
    view, spot = _landing(app, table)
    end_turn = _button(table, view, lambda text: text == "End turn")
    assert end_turn is not None and spot != end_turn  # the attack first
    walk_to(app, table, end_turn)
    frames(app, 10, dt=0.1)
    before = len(match.records)
    press(app, pygame.K_RETURN)
    frames(app, 5, dt=0.1)
    assert len(match.records) == before and table.prompt.confirming == Action("end_turn")  # asked, as a click is
