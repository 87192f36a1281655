"""S36, Khedu's bar under the pointer (blind testers khedu19/khedu20), a fight's Cadence windows. Trap 4: "No
Cadence" pressed, a rival sang, and the window came back with "No Cadence" on the very spot: the double click's
second half answered at once a song the player had not yet seen; asked again after a rival's move, the button is
held greyed for a moment. Trap 5: "Sing no more this fight" stood at two places in one fight (an old press pushed it
about): it keeps one place through the fight's windows, off the spot of the payment just pressed."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "khedu"))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from khedu_helpers import desert_top, give_hand, new_turn, put_cadre, set_ensemble  # noqa: E402
from scene_helpers import click, frames, make_app  # noqa: E402

from baraza.game.core.action import Action  # noqa: E402
from baraza.game.registry import new_match  # noqa: E402
from baraza.scenes.ui.click_guard import CHANGED_SECONDS  # noqa: E402


def _window_with_a_song_to_sing(attacker: str = "hadimi_dreamer", defender: str = "hadimi_warden", paid: bool = True):
    """The player's `attacker` attacks a Desert `defender` with a Sandfire Hymn to sing, the AI holding two Whitesand
    Ballads: the table at the player's Cadence window (at the payment unless `paid`), the AI's moves made by the
    test."""
    from baraza.scenes.khedu.table import KheduScene

    match = new_match("khedu", ["human", "ai:normal"], 32, {"clan_1": "Hadimi", "clan_2": "Wuqri"})
    while match.state.phase == "opening":
        seat = match.active_seats()[0]
        assert match.submit(seat, match.legal_actions(seat)[0]).ok
    s = match.state
    new_turn(s, 0)
    give_hand(s, 0, ["allure", "wuqri_zealot", "okavian_raider"])
    put_cadre(s, 0, 0, attacker)
    set_ensemble(s, 0, ["sandfire_hymn", None, None, None])
    desert_top(s, 0, defender)  # a close fight: the song counts (else the table answers No Cadence)
    set_ensemble(s, 1, ["whitesand_ballad", "whitesand_ballad", None, None])
    assert match.submit(0, Action("attack", (("cadre", 0, 0), ("desert", 0)))).ok
    while paid and s.combat.step == "pay":
        assert match.submit(0, match.legal_actions(0)[0]).ok
    assert match.active_seats() == (0,) and s.combat.step == ("cadences" if paid else "pay")
    app = make_app()
    table = KheduScene(app, match)
    table.ai_turns.enabled = False  # the rival sings when the test says
    app.stack.reset(table)
    frames(app, int(CHANGED_SECONDS * 60) + 3)
    return app, match, table


def _no_cadence(table):
    table.prompt.sync(table.current_view())
    return next(b for b in table.prompt.buttons if b.text == "No Cadence")


def _move(app, pos) -> None:
    frames(app, 1, events=[pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))], dt=0.05)


def test_no_cadence_asked_again_after_a_rivals_song_waits_a_moment(baraza_home):
    app, match, table = _window_with_a_song_to_sing()
    button = _no_cadence(table)
    spot, pos = pygame.Rect(button.rect), button.rect.center
    _move(app, pos)
    first = len(match.records)
    frames(app, 1, events=click(pos))
    assert [(r.seat, r.action) for r in match.records[first:]] == [(0, Action("cadence_done"))]
    assert match.active_seats() == (1,)
    # the pointer leaves the bar while the rival answers (so no button comes under it when the bar is rebuilt)
    _move(app, (spot.centerx, spot.y - 200))
    assert match.submit(1, Action("cadence", (0,))).ok  # the rival sings: the window comes back to the player
    while match.active_seats() == (1,):
        assert match.submit(1, Action("cadence_done")).ok
    assert match.active_seats() == (0,) and match.state.combat.step == "cadences"
    frames(app, 1, dt=0.05)
    again = _no_cadence(table)
    assert again.rect.colliderect(spot), "asked again on its own spot (the bar keeps its places)"
    _move(app, pos)  # and comes back to the button just pressed
    again = _no_cadence(table)
    assert not table.prompt.ready(again), "held, drawn greyed: the rival's song is not seen yet"
    moves = len(match.records)
    frames(app, 1, events=click(pos), dt=0.05)
    assert len(match.records) == moves, "a click on the held No Cadence answers nothing"
    frames(app, int(CHANGED_SECONDS / 0.05) + 2, dt=0.05)
    again = _no_cadence(table)
    assert table.prompt.ready(again), "after a moment it answers"
    frames(app, 1, events=click(again.rect.center))
    assert (match.records[moves].seat, match.records[moves].action) == (0, Action("cadence_done"))


def _rival_sings(match, slot: int) -> None:
    assert match.active_seats() == (1,)
    assert match.submit(1, Action("cadence", (slot,))).ok  # the window comes back to the player
    while match.active_seats() == (1,):
        assert match.submit(1, Action("cadence_done")).ok
    assert match.active_seats() == (0,) and match.state.combat.step == "cadences"


def test_sing_no_more_keeps_one_place_through_the_fights_windows(baraza_home):
    app, match, table = _window_with_a_song_to_sing("chieftain", "himbua_ancient", paid=False)
    table.prompt.sync(table.current_view())
    pay = next(b for b in table.prompt.buttons if b.text == "Discard all 3")
    paid_at = pygame.Rect(pay.rect)
    _move(app, pay.rect.center)
    frames(app, 1, events=click(pay.rect.center))
    places = []
    for song in (0, 1, None):
        frames(app, int(CHANGED_SECONDS / 0.05) + 2, dt=0.05)
        table.prompt.sync(table.current_view())
        places.append(next(pygame.Rect(b.rect) for b in table.prompt.buttons if b.text == "Sing no more this fight"))
        if song is None:
            break
        quiet = _no_cadence(table)
        _move(app, quiet.rect.center)
        frames(app, 1, events=click(quiet.rect.center))
        _rival_sings(match, song)
    assert not places[0].colliderect(paid_at), "off the spot of the payment just pressed"
    assert places == [places[0]] * 3, places
