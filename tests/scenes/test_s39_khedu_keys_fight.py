"""S39 Khedu by keys at 150 % (blind tester keys22).

- A fight the player provoked (a Desert unit sent at the rival's hero) is the player's own: at 89 % the player said
  No Cadence, the rival sang two Whitesand Ballads, the chance fell to 26 %, and the cursor stayed on "No Cadence"
  (a second Enter threw the fight) while the Hint said Storm Chorus lifts it to 77 %. The window, come back to the
  player, is placed by the rule of the fight's start (the song that lifts the player's side by 10 points or more),
  and No Cadence says the chance it keeps.
- "…holds this fight anyway (97%)", then the rival's face-up Storm Chorus took it to 51 %: "anyway" only where the
  songs the player can see a rival may still sing leave the fight decided; a face-down Cadence is never named.
- The menu's Continue read "Khedu, turn 7" beside a table on "Turn 4 of 25 for Player 1": a save counts the turns as
  the table does.
- The cursor's words were cut at 150 % ("…even if others si…"): in a fight and at the prompt they read whole."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "khedu"))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from keyboard_player import press, walk_to  # noqa: E402
from khedu_helpers import desert_top, give_hand, new_turn, put_cadre, set_ensemble  # noqa: E402
from scene_helpers import frames  # noqa: E402
from test_s33_khedu_keys_landing import _attack, _button, _pay_all, _table  # noqa: E402

from baraza.game.core.action import Action  # noqa: E402
from baraza.game.khedu.odds import combat_chance  # noqa: E402
from baraza.game.persistence.saves import snapshot  # noqa: E402
from baraza.game.registry import get_game, new_match  # noqa: E402
from baraza.scenes.khedu.cadence_odds import decided_words, odds_reason  # noqa: E402
from baraza.scenes.ui.words import chance_text  # noqa: E402


def _provoked(seats: list[str]):
    """keys22's fight: the player (Oadhii) provokes the Desert's Hadimi Warden at Player 2's Wuqri Zealot, Storm
    Chorus in the Ensemble; Player 2 holds two Whitesand Ballads. The activation paid: the player's window, 89 %."""
    app, match, table = _table(seats, ("Oadhii", "Wuqri"))
    table.ai_turns.enabled = False  # the rival's songs are the test's
    s = match.state
    new_turn(s, 0)
    give_hand(s, 0, ["allure", "caravan", "hadimi_dreamer", "rahala_fighter", "khana_chahak"])
    put_cadre(s, 0, 0, "oadhii_conjurer")
    if len(seats) > 1:
        put_cadre(s, 1, 0, "wuqri_zealot")
        set_ensemble(s, 1, ["whitesand_ballad", "whitesand_ballad"])
    set_ensemble(s, 0, ["storm_chorus"])
    desert_top(s, 0, "hadimi_warden")
    target = ("cadre", 1, 0) if len(seats) > 1 else ("desert", 1)
    provoke = next(a for a in match.legal_actions(0) if a.kind == "attack" and tuple(a.args[0]) == ("desert", 0)
                   and tuple(a.args[1]) == target)
    assert match.submit(0, provoke).ok
    _pay_all(match, 0)
    table.ai.cancel()
    frames(app, 20, dt=0.1)
    return app, match, table


def _no_cadence(table, view) -> pygame.Rect:
    return _button(table, view, lambda text: text == table.prompt.button_label(view, Action("cadence_done")))


def test_after_the_rivals_songs_the_cursor_goes_to_the_song_that_matters(baraza_home):
    app, match, table = _provoked(["human", "ai:normal"])
    view = table.current_view()
    assert view.combat.step == "cadences" and table.human_to_act() == 0
    assert chance_text(view.combat.win_probability) == "89%"
    walk_to(app, table, _no_cadence(table, view))  # as the Hint advised
    frames(app, 10, dt=0.1)
    assert table.focus.current.label == "No Cadence: keep your chance at 89%", table.focus.current.label
    press(app, pygame.K_RETURN)
    frames(app, 5, dt=0.1)
    assert match.records[-1].action == Action("cadence_done")
    for slot in (0, 1):  # the rival's two "+3 def"
        assert match.submit(1, Action("cadence", (slot,))).ok
    assert match.submit(1, Action("cadence_done")).ok
    table.ai.cancel()
    frames(app, 20, dt=0.1)
    view = table.current_view()
    assert view.combat.step == "cadences" and table.human_to_act() == 0
    assert chance_text(view.combat.win_probability) == "26%"
    storm = pygame.Rect(table.lesson_targets.clicks_for(Action("cadence", (0,)), view)[0])
    current = table.focus.current
    assert current.rect == tuple(storm), current.label  # not left on No Cadence: one Enter would throw the fight
    assert current.label == "Sing Storm Chorus: your chance 26% → 77%", current.label
    no_cadence = next(t for t in table.focus.targets() if t.rect == tuple(_no_cadence(table, view)))
    assert no_cadence.label == "No Cadence: keep your chance at 26%", no_cadence.label


def _decided(face_up: bool):
    """The player's Okavian Raider (Wuqri: +3) attacks the Desert's Hadimi Warden at 98 %, Storm Chorus held (a lift
    under 3 points: the table answers No Cadence); Player 2 holds a Whitesand Ballad, face up or down."""
    app, match, table = _table(["human", "ai:normal"], ("Wuqri", "Hadimi"))
    table.ai_turns.enabled = False
    set_ensemble(match.state, 1, ["whitesand_ballad", "sandfire_hymn"])
    match.state.players[1].ensemble[0].face_up = face_up
    _attack(match, 0, ["allure", "caravan", "hadimi_dreamer", "rahala_fighter"], "okavian_raider",
            ["storm_chorus"], "hadimi_warden")
    _pay_all(match, 0)
    view = match.view(0)
    assert view.combat.step == "cadences" and view.combat.win_probability > 0.95
    assert odds_reason(view, 0, match.legal_actions(0), table.prompt.data) == "decided"
    return view


def test_anyway_counts_the_rivals_face_up_songs(baraza_home):
    view = _decided(face_up=True)
    toast, line = decided_words(view, 0)
    after = chance_text(combat_chance(view, 0, 0, 3))  # the Ballad sung against the Raider
    for words in (toast, line):
        assert "anyway" not in words, words
        assert "Player 2" in words and "Whitesand Ballad" in words and after in words, words
        assert "Sandfire Hymn" not in words  # face down: never named
    assert toast.startswith("No Cadence for you now: your Okavian Raider wins this fight at 98%"), toast


def test_a_face_down_song_is_not_named(baraza_home):
    view = _decided(face_up=False)
    toast, _line = decided_words(view, 0)
    assert toast == "No Cadence for you: your Okavian Raider wins this fight anyway (98%).", toast


def test_a_save_counts_the_turns_as_the_table_does(baraza_home):
    spec = get_game("khedu")
    match = new_match("khedu", ["human", "ai:easy"], 5, {})
    agents = [spec.agent_factory("easy", s, 5 + s) for s in range(2)]
    state = match.state
    while not (state.current == 0 and state.players[0].turns_taken == 3):
        seat = match.active_seats()[0]
        assert match.submit(seat, agents[seat].choose(match.rules, match.view(seat), seat,
                                                      match.legal_actions(seat))).ok
        assert not match.is_over()
    assert state.turns_completed in (6, 7)  # every seat's turn: the menu read "Khedu, turn 7" (or 8)
    panel = f"Turn {match.view(0).players[0].turns_taken + 1} of {match.view(0).max_turns}"  # panels.py's words
    assert panel == "Turn 4 of 25"
    header = snapshot(match).header
    assert header["summary"] == "Khedu, turn 4", header["summary"]
    assert header["turns_begun"] == 4


def _cut_words(app, table) -> list[tuple[str, list[str]]]:
    """Every cursor spot's words the strip did not hold whole, with what it showed."""
    cut = []
    for target in list(table.focus.targets()):
        walk_to(app, table, pygame.Rect(target.rect))
        frames(app, 1, dt=0.05)
        if " ".join(table.focus.tag_text).split() != target.label.split():
            cut.append((target.label, table.focus.tag_text))
    return cut


def test_the_fights_words_read_whole_at_150(baraza_home):
    app, match, table = _provoked(["human", "ai:normal"])
    view = table.current_view()
    assert view.combat.step == "cadences" and table.human_to_act() == 0
    labels = [t.label for t in table.focus.targets()]
    assert any(label.startswith("Sing no more this fight") for label in labels), labels
    assert _cut_words(app, table) == []  # "…even if others si…" (keys22)


def test_the_payment_and_the_turns_words_read_whole_at_150(baraza_home):
    app, match, table = _table(["human"], ("Oadhii",))
    s = match.state
    new_turn(s, 0)
    give_hand(s, 0, ["oadhii_infiltrator", "hadimi_dreamer", "rahala_fighter", "allure", "caravan"])
    frames(app, 10, dt=0.1)
    words = [t.label for t in table.focus.targets()]
    assert any("not of your clan (Oadhii)" in w for w in words), words
    assert _cut_words(app, table) == []  # "…(Oadhii), so it only pays for…" (keys22)
    _attack(match, 0, ["hadimi_dreamer", "rahala_fighter", "allure", "caravan", "khana_chahak"], "oadhii_conjurer",
            ["storm_chorus"])
    table.ai.cancel()
    frames(app, 10, dt=0.1)
    assert table.current_view().combat.step == "pay"
    assert _cut_words(app, table) == []
