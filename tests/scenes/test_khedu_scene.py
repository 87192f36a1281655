"""Playing Khedu through the table as a player would: every decision by a click, nothing hidden shown."""

import random
import time

import pygame
from scene_helpers import click, frames, make_app

from baraza.game.core.action import Action
from baraza.game.registry import new_match
from baraza.scenes.khedu.table import KheduScene
from baraza.scenes.shots import play_actions


def _wait_for(app, condition, seconds: float = 120.0) -> None:  # a bound for a loaded machine, not a speed claim
    end = time.monotonic() + seconds
    while not condition() and time.monotonic() < end:
        frames(app, 1, dt=0.05)
        time.sleep(0.002)
    assert condition()


def _variety(surface: pygame.Surface) -> int:
    small = pygame.transform.scale(surface, (64, 36))
    return len({small.get_at((x, y))[:3] for x in range(64) for y in range(36)})


def _table(seats, seed=3, after=0, options=None):
    app = make_app()
    match = new_match("khedu", seats, seed, options or {})
    play_actions(match, after)
    scene = KheduScene(app, match)
    app.stack.reset(scene)
    frames(app)
    return app, match, scene


def _hot(scene, token):
    """The centre of a drawn card that answers `token` (hand tokens match on the card key)."""
    for hot in reversed(scene.hot_spots.build(scene.current_view())):
        t = hot.token
        if t is None:
            continue
        if t == token or (t[0] == "hand" and token[0] == "hand" and t[:2] == token[:2]):
            r = hot.rect
            return (r.x + 8, r.centery) if t[0] == "hand" else r.center
    raise AssertionError(f"no card on the table for {token}")


def _button(scene, label_start):
    scene.prompt.sync(scene.current_view())
    for b in sorted(scene.prompt.buttons, key=lambda b: b.text != label_start):  # the exact label first
        if b.text.startswith(label_start):
            return b.rect.center
    raise AssertionError(f"no button {label_start!r} in {[b.text for b in scene.prompt.buttons]}")


def _play_by_clicks(app, scene, action) -> None:
    """Make `action` the way a player would: click its cards in order, or its button."""
    frames(app, 1, dt=0.5)  # a moment after the last click: one at once where it went is a double click's half
    view = scene.current_view()
    seq = scene.clicks.tokens(view, action)
    if seq is None:
        frames(app, 51)  # a button new under the pointer waits the bar's CHANGED_SECONDS (scenes/khedu/prompt.py)
        frames(app, 1, click(_button(scene, scene.prompt.button_label(view, action))))
        _answer_end_question(app, scene)
        return
    for token in seq:
        frames(app, 1, click(_hot(scene, token)))
    if scene.clicks.needs_confirm(view, action):  # a Command's Play, an attack or a Cadence "anyway"
        frames(app, 51)
        frames(app, 1, click(_button(scene, scene.prompt.button_label(view, action))))


def _answer_end_question(app, scene) -> None:
    """End turn beside a sure attack asks first (khedu24): the player means it, and says so."""
    scene.prompt.sync(scene.current_view())
    if any(b.text == "End the turn" for b in scene.prompt.buttons):
        frames(app, 51)
        frames(app, 1, click(_button(scene, "End the turn")))


def test_renders_solo_and_every_table_size(baraza_home):
    for seats, after in ((["human"], 0), (["human"], 25), (["human", "ai:easy"], 0), (["human", "ai:easy"], 30),
                         (["human", "ai:easy", "ai:easy"], 40), (["human", "ai:easy", "ai:easy", "ai:easy"], 60)):
        app, match, scene = _table(seats, after=after)
        scene.ai.cancel()
        app.settings.show_hints = after % 2 == 0  # both with and without the lit next choices
        app.settings.colour_blind = len(seats) == 3
        frames(app, 2)
        assert _variety(app.screen) > 40, (seats, after)
        assert scene.prompt.text(scene.current_view())


def test_a_solo_game_by_clicks_reaches_every_kind_of_decision(baraza_home, monkeypatch):
    """A human drives a whole solo game with the mouse; every click lands as the intended action. The table's own
    Resolve of settled dice is off here, so the walk meets the equal-dice choices (settled dice: test_s33_khedu_t2_traps)."""
    # Roll, No Cadence at any odds, Resolve and End turn: each by click here (S34)
    monkeypatch.setattr("baraza.scenes.table.answered.AnsweredForYou.skip",
                        {"settled", "lone_roll", "lone_end_turn", "odds"})
    app, match, scene = _table(["human"], seed=5, options={"max_turns": 15})
    rng = random.Random(5)
    seen: dict[str, int] = {}
    for _ in range(600):
        if match.is_over():
            break
        if scene.prompt.nothing_to_sing():  # no Cadence held helps: the table says No Cadence itself (s32)
            frames(app, 2, dt=0.5)
            continue
        legal = match.legal_actions(0)
        kinds = sorted(sorted({a.kind for a in legal} - {"end_run"}), key=lambda k: (seen.get(k, 0), rng.random()))  # ends the walk
        kind = kinds[0]
        if kind == "pass" and len(kinds) > 1 and rng.random() < 0.9:
            kind = kinds[1]  # passing costs the LP the other decisions need
        if kind == "resolve" and any(a.kind == "adjust" for a in legal) and seen.get("best", 0) == 0:
            before = len(match.records)
            frames(app, 51)
            frames(app, 1, click(_button(scene, "Best")))
            assert len(match.records) > before
            seen["best"] = 1
            continue
        action = rng.choice([a for a in legal if a.kind == kind])
        before = len(match.records)
        _play_by_clicks(app, scene, action)
        assert match.records[before].action == action
        # a No Cadence said again by the table when the window comes round with nothing new sung (solo playtest)
        # (and whenever a window opens or goes on with no Cadence held that helps: s32)
        extra = [r.action for r in match.records[before + 1:]]
        assert extra == [] or (action.kind in ("attack", "pay", "cadence", "cadence_done")
                               and set(extra) == {Action("cadence_done")}) or (
            action.kind in ("roll", "adjust") and extra == [Action("resolve")]), (action, extra)  # dice settled it
        assert scene.clicks.path == []
        seen[kind] = seen.get(kind, 0) + 1
    needed = {"place", "attack", "pay", "cadence", "cadence_done", "roll", "meditate", "end_turn", "bind_cadence",
              "med_redraw", "med_replenish", "adjust", "resolve", "best", "reward", "command", "med_clan"}
    assert needed <= set(seen), sorted(seen)
    assert match.is_over()


def test_hot_seat_opening_and_a_cadence_answer_by_clicks(baraza_home):
    """Two humans: each opens the Ensemble by clicks; the defender's side answers a combat with a Cadence."""
    from baraza.scenes.screens.handoff import HandoffScene

    app, match, scene = _table(["human", "human"], seed=7)
    opened, answered = 0, False
    order = ["attack", "pay", "cadence_done", "roll", "resolve", "reward", "end_turn"]
    for _ in range(200):
        app.stack.apply_pending()
        if isinstance(app.stack.top, HandoffScene):
            frames(app, 1, click((640, 360)))
            continue
        seat = match.active_seats()[0]
        view = scene.current_view()
        assert view.viewer == seat
        legal = match.legal_actions(seat)
        if view.phase == "opening":
            card = view.opening_cadences[0].card
            frames(app, 1, click(_hot(scene, ("open", card))))
            assert match.records[-1].action.args == (card,)
            opened += 1
            continue
        c = view.combat
        if c is not None and c.step == "cadences" and seat != c.instigator:
            cadence = next(a for a in legal if a.kind == "cadence")
            frames(app, 1, click(_hot(scene, ("ens", cadence.args[0]))))
            assert match.records[-1].action == cadence and match.records[-1].seat == seat
            answered = True
            break
        action = next((a for k in order for a in legal if a.kind == k), legal[0])
        match.submit(seat, action)
        frames(app, 1)
    assert opened == 4 and answered


def test_illegal_clicks_change_nothing(baraza_home):
    app, match, scene = _table(["human"], seed=3)
    view = scene.current_view()
    legal = match.legal_actions(0)
    # an Ensemble Cadence is no decision on a fresh turn
    frames(app, 1, click(_hot(scene, ("ens", 0))))
    assert match.records == [] and scene.clicks.path == []
    # choose an attacker, then click a card it cannot fight (itself)
    attack = next(a for a in legal if a.kind == "attack")
    frames(app, 1, click(_hot(scene, tuple(attack.args[0]))))
    assert scene.clicks.path == [tuple(attack.args[0])]
    frames(app, 1, click(scene.z["decks"].center))  # empty table: drops the choice
    assert scene.clicks.path == [] and match.records == []
    frames(app, 1, click(_hot(scene, tuple(attack.args[0]))))
    frames(app, 1, click(_hot(scene, tuple(attack.args[0]))))
    assert match.records == []
    # a right click forgets a half-made choice
    frames(app, 1, click(_hot(scene, tuple(attack.args[0]))))
    frames(app, 1, click((10, 10), button=3))
    assert scene.clicks.path == [] and match.records == [] and view == scene.current_view()


def test_hidden_cards_are_never_drawn(baraza_home):
    app, match, scene = _table(["human", "ai:easy", "ai:easy"], seed=4, after=30)
    scene.ai.cancel()
    drawn: list[str] = []
    art = scene.art
    unit, command, cadence = art.unit, art.command, art.cadence
    art.unit = lambda u, *a: drawn.append(u.name) or unit(u, *a)
    art.command = lambda c, *a: drawn.append(c.name) or command(c, *a)
    art.cadence = lambda name, *a, **k: drawn.append(name) or cadence(name, *a, **k)
    frames(app, 2)
    view = scene.current_view()
    visible = {u.name for s in view.desert for u in s.units[:1]}
    visible |= {u.name for p in view.players for u in p.cadre if u}
    visible |= {c.name for c in view.players[0].hand}
    visible |= {cv.name for p in view.players for cv in p.ensemble if cv.name}
    if view.combat:
        visible |= {view.combat.attacker.name, view.combat.defender.name} | {c[2] for c in view.combat.cadences}
    assert drawn and set(drawn) <= visible
    for seat in (1, 2):
        assert view.players[seat].hand is None
        for slot in match.state.players[seat].ensemble:  # face-down Cadences of others: only backs
            if slot.card is not None and not slot.face_up:
                assert view.players[seat].ensemble[match.state.players[seat].ensemble.index(slot)].name is None


def test_hot_seat_covers_the_table_between_humans(baraza_home):
    from baraza.scenes.screens.handoff import HandoffScene

    app, match, scene = _table(["human", "human"], seed=3)
    first = match.active_seats()[0]
    covered = False
    for _ in range(10):
        seat = match.active_seats()[0]
        match.submit(seat, match.legal_actions(seat)[0])
        frames(app, 1)
        app.stack.apply_pending()
        if isinstance(app.stack.top, HandoffScene):
            covered = True
            break
    assert covered and match.active_seats()[0] != first
    assert scene.current_view().viewer == match.active_seats()[0]


def test_ai_match_reaches_the_results(baraza_home):
    from baraza.scenes.screens.results import ResultsScene

    app, match, scene = _table(["ai:easy", "ai:easy"], seed=8, options={"max_turns": 15})
    _wait_for(app, lambda: isinstance(app.stack.top, ResultsScene), 120)
    assert match.is_over()
    assert app.scores.stats("khedu").played == 1


def test_finished_solo_game_enters_the_high_score_table(baraza_home):
    from baraza.game.khedu import make_agent
    from baraza.scenes.screens.results import ResultsScene

    app, match, scene = _table(["human"], seed=9, options={"max_turns": 15})
    agent = make_agent("easy", 0, 9)
    while not match.is_over():
        legal = match.legal_actions(0)
        assert scene.submit_intent(agent.choose(match.rules, match.view(0), 0, legal))
    frames(app, 3)
    assert isinstance(app.stack.top, ResultsScene)
    clan, score = match.rules.score_key(match.state)
    assert app.scores.best_score("khedu", clan) == score
    assert any(f"Final score {score}" in line for line in app.stack.top.lines)
    assert any(line.startswith(f"Rank: today #1 of 1 · {clan} #1 of 1") for line in app.stack.top.lines)


def test_animations_play_at_normal_speed(baraza_home):
    """Dice tumble, Cadences slide in, the loser leaves: every animation frame draws without error."""
    from baraza.game.khedu import make_agent
    from baraza.game.persistence.settings import Settings
    from baraza.scenes.app import App

    app = App(Settings(animation_speed="fast"))
    app.strict = True
    match = new_match("khedu", ["human"], 3)
    scene = KheduScene(app, match)
    app.stack.reset(scene)
    frames(app)
    agent = make_agent("easy", 0, 3)
    kinds = set()
    for _ in range(30):
        if match.is_over():
            break
        while scene.animations.busy:
            kinds.add(scene.animations.current.kind)
            frames(app, 1, dt=0.12)
        legal = match.legal_actions(0)
        assert scene.submit_intent(agent.choose(match.rules, match.view(0), 0, legal))
        frames(app, 1, [pygame.event.Event(pygame.MOUSEMOTION, pos=(700, 240), rel=(0, 0), buttons=(0, 0, 0))],
               dt=0.02)
    assert {"roll", "clash", "defeat"} <= kinds


def test_pass_by_its_button(baraza_home, monkeypatch):
    """Place a hero, end the turn; next turn the Pass button (3 LP with a hero) asks, and its confirm ends the
    turn (one click never spends Legacy points: test_khedu_prompt_traps.py)."""
    # Roll by click, No Cadence at any odds (S34)
    monkeypatch.setattr("baraza.scenes.table.answered.AnsweredForYou.skip", {"lone_roll", "odds"})
    app, match, scene = _table(["human"], seed=3, options={"clan_1": "Wuqri"})
    for _ in range(40):
        if scene.prompt.nothing_to_sing():  # no Cadence held helps: the table says No Cadence itself (s32)
            frames(app, 2, dt=0.5)
            continue
        legal = match.legal_actions(0)
        if Action("pass") in legal:
            break
        order = ["place", "end_turn", "bind_cadence", "med_redraw", "meditate"]
        _play_by_clicks(app, scene, min(legal, key=lambda a: order.index(a.kind) if a.kind in order else 9))
    turns = match.view(0).players[0].turns_taken
    frames(app, 51)
    frames(app, 1, click(_button(scene, "Pass")))
    assert match.records[-1].action != Action("pass")
    frames(app, 51)
    frames(app, 1, click(_button(scene, "Pass for")))
    assert match.records[-1].action == Action("pass")
    assert match.view(0).players[0].turns_taken == turns + 1


def test_meditation_wakes_the_desert_and_makes_an_eternal_cadence_by_clicks(baraza_home):
    from baraza.game.khedu.state import Unit

    app, match, scene = _table(["human"], seed=3)
    st = match.state  # the test, not the scene, sets up a hero with 5 Honor
    p = st.players[0]
    card = next(c for c in p.hand if st.cards[c][0] == "unit")
    p.hand.remove(card)
    p.cadre[0] = Unit(card, honor=5)
    frames(app, 1, click(_button(scene, "Meditate")))
    assert match.records[-1].action == Action("meditate")
    frames(app, 1, click(_hot(scene, ("desert", 1))))  # solo: the first Meditations wake a Desert Cadence
    assert match.records[-1].action == Action("bind_cadence", (1,))
    assert scene.current_view().desert[1].cadence.flipped
    frames(app, 1, click(_hot(scene, ("ens", 2))))
    assert match.records[-1].action == Action("med_eternal", (2,))
    mine = scene.current_view().players[0]
    assert mine.ensemble[2].eternal and mine.clan_unlocked
    frames(app, 1, click(_button(scene, "End turn")))
    assert match.records[-1].action == Action("end_turn")


def test_keyboard_tab_and_enter_make_a_move(baraza_home):
    from keyboard_player import play_by_keys
    from scene_helpers import key

    app, match, scene = _table(["human"], seed=3)
    play_by_keys(app, scene, match.legal_actions(0)[0])  # Tab, the arrows and Enter only
    assert len(match.records) == 1 and match.records[0].seat == 0
    scene.prompt.sync(scene.current_view())
    if scene.prompt.buttons and scene.prompt.buttons[0].enabled and scene.prompt.buttons[0].text != "Cancel":
        frames(app, 1, [key(pygame.K_1)])  # the first prompt button by its number
        _answer_end_question(app, scene)  # End turn beside a sure attack asks first
        assert len(match.records) == 2


def test_input_before_the_first_draw_is_handled(baraza_home):
    """The first frame of `baraza play khedu` may bring a click or a key before anything was drawn."""
    from scene_helpers import key

    for seats in (["human"], ["human", "ai:easy"]):
        app = make_app()
        match = new_match("khedu", seats, 3, {})
        scene = KheduScene(app, match)  # built, never drawn
        hand_card = next(h for h in scene.hot_spots.build(scene.current_view()) if h.token and h.token[0] == "hand")
        events = [
            pygame.event.Event(pygame.MOUSEMOTION, pos=(640, 360), rel=(0, 0), buttons=(0, 0, 0)),
            *click(hand_card.rect.center), *click((640, 360)), *click((5, 5), button=3),
            key(pygame.K_TAB), key(pygame.K_RETURN), key(pygame.K_1), key(pygame.K_BACKSPACE),
        ]
        for event in events:
            scene.handle_event(event)
        # a click or Enter may have made a move (the click language needs no drawing), and only by seat 0
        assert all(r.seat == 0 for r in match.records) and not match.is_over()
        app.stack.reset(scene)
        frames(app, 2)  # and it still draws afterwards


def test_table_modules_are_small_and_read_views_only():
    from pathlib import Path

    for path in (Path(__file__).resolve().parents[2] / "scenes" / "khedu").glob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert len(text.splitlines()) <= 600, path.name
        assert "match.state" not in text and "getattr(self" not in text, path.name
