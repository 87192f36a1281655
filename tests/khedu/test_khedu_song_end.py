"""The end of a Khedu song at a newcomer's table (issue 41, 2-player playtest: a normal AI spent its last
Influence on its turn 4 while leading 13-3, and the player learnt from the score sheet that one turn was left).
Below hard the AI keeps its last Influence until late; a rival's last turn, a seat leaving and the turns a last
player has left are said as they happen, and a shortened recap keeps them."""

import sys
from pathlib import Path

from khedu_helpers import give_hand, new_turn, start

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scenes"))
from scene_helpers import frames, make_app  # noqa: E402

from baraza.game.core.rules import Event  # noqa: E402
from baraza.game.khedu import RULES, make_agent  # noqa: E402
from baraza.game.registry import new_match  # noqa: E402
from baraza.scenes.khedu.table import KheduScene  # noqa: E402


def _last_influence_turn(turns_taken: int):
    s = start(2, seed=21)  # seat 1 leads the Wuqri
    new_turn(s, 1)
    give_hand(s, 1, ["wuqri_zealot", "okavian_raider", "allure"])
    me = s.players[1]
    me.influence, me.turns_taken, me.cadre = 1, turns_taken, [None, None]
    return s


def test_normal_and_easy_ais_keep_their_last_influence_early_in_the_song():
    s = _last_influence_turn(turns_taken=2)
    legal = RULES.legal_actions(s, 1)
    assert any(a.kind == "place" for a in legal)
    for level in ("easy", "normal"):
        for seed in range(6):
            choice = make_agent(level, 1, seed).choose(RULES, RULES.view(s, 1), 1, legal)
            assert choice.kind != "place", (level, seed)


def test_late_in_the_song_the_last_influence_is_spent_again():
    s = _last_influence_turn(turns_taken=8)
    view = RULES.view(s, 1)
    place = next(a for a in RULES.legal_actions(s, 1) if a.kind == "place")
    assert make_agent("normal", 1, 0)._place_value(view, 1, place) > 0


def _table():
    app = make_app()
    match = new_match("khedu", ["human", "ai:easy"], 5, {})
    scene = KheduScene(app, match)
    app.stack.reset(scene)
    frames(app, 2)
    return app, scene


def test_a_rivals_last_turn_and_the_players_turns_alone_are_told(baraza_home):
    app, scene = _table()
    scene.animations.factor = 1.0  # the tests' app skips animations; the banners are what this test reads
    view = scene.current_view()
    scene.arena._ending_news(Event("last_turn", 1, {}, "Player 2 has spent the last Influence."), view)
    banners = [step.data["text"] for step in scene.animations.steps if step.kind == "banner"]
    assert "Player 2's last turn" in banners
    told = app.toasts[-1].text
    assert "last turn" in told and f"unspent Influence (now {view.players[0].influence})" in told
    scene.arena._ending_news(Event("exhausted", 1, {}, "Player 2 spent the last Influence and leaves the song."),
                             view)
    scene.arena._ending_news(Event("last_man_standing", 0, {"turns": 2}, "Player 1 stands alone."), view)
    banners = [step.data["text"] for step in scene.animations.steps if step.kind == "banner"]
    assert "Player 2 leaves the song" in banners and "You stand alone: 2 more turns" in banners
    assert app.toasts[-1].text.startswith("You stand alone and play 2 more turns")


def test_a_shortened_recap_keeps_the_song_ending_news():
    for kind in ("last_turn", "exhausted", "last_man_standing"):
        assert RULES.notable(Event(kind, 1, {}, "Player 2 ..."), "Player 1")
    assert not RULES.notable(Event("end_turn", 1, {}, "Player 2 ends the turn."), "Player 1")


def test_a_hand_unit_says_whether_it_can_join_the_cadre_or_only_pay(baraza_home):
    """A 2-player playtester dealt another clan's units did not know what they were for."""
    app, scene = _table()
    view = scene.current_view()
    clan = view.players[0].clan
    faces = [h.face for h in scene.hot_spots.build(view, []) if h.token and h.token[0] == "hand"
             and h.face is not None and h.face.kind.endswith(" unit")]
    assert faces
    for face in faces:
        mine = face.kind == f"{clan} unit"
        assert ("Your clan: place it" in face.text) == mine
        assert ("Not of your clan" in face.text) == (not mine)
