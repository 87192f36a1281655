"""The Khedu findings of the 2026-12-06 mouse playtest still open (docs/playtests.md, issue 41): the lesson card over
the instruction bar (step 38) and the rival's panel (step 43), the lesson's Persistence said as the rules award it
(A10), a big hand shown with every card's cost, Desert names whole and a woken Storm Chorus labelled, offensive
Cadences offered to a defender (A15), and the two-player game easier to follow."""

import sys
from pathlib import Path

from khedu_helpers import achieved, act, desert_top, fight, new_turn, put_cadre, set_ensemble, start
from test_khedu_playtest_fixes import _lesson_at, _table, _words_drawn

from baraza.game.core.action import Action
from baraza.game.core.match import MoveRecord
from baraza.game.core.rules import Event
from baraza.game.core.tutorial import load_tutorial
from baraza.game.khedu import RULES
from baraza.game.khedu.state import Unit
from baraza.game.registry import get_game, new_match
from baraza.scenes.khedu.cards import CardArt
from baraza.scenes.khedu.table import KheduScene
from baraza.scenes.shots import play_actions

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scenes"))
from scene_helpers import click, frames, make_app  # noqa: E402

SPEC = get_game("khedu")


def _lesson_match(index: int):
    """The lesson's match as it stands at step `index` (from 0), played from its stage without the overlay."""
    tutorial = load_tutorial(SPEC)
    base = max(i for i in range(index + 1) if tutorial.steps[i].stage is not None)
    match = tutorial.steps[base].stage.new_match(SPEC)
    for step in tutorial.steps[base:index]:
        if step.do is not None:
            assert match.submit(tutorial.learner, step.do).ok, step.do
        for reply in step.reply:
            assert match.submit(match.active_seats()[0], reply).ok, reply
    return match


def _scene(match):
    app = make_app()
    scene = KheduScene(app, match)
    app.stack.reset(scene)
    scene.ai.cancel()
    frames(app, 2)
    return app, scene


# --- 1. the lesson card -------------------------------------------------------------------------

def test_the_lesson_card_keeps_clear_of_the_instruction_bar_and_the_rivals_panel(baraza_home):
    """Step 38 (paying for the Raider's attack) covered the bar that says what to do; step 43 (the rival's Khana
    falls) covered the rival's panel. Neither card covers its lit target, the bar or the rival's panel now; while
    paying it leaves the hand to pick from in sight too."""
    app = make_app()
    for index in (37, 42):
        table = _lesson_at(app, index)
        view = table.current_view()
        card = table.tutorial.card
        assert table.tutorial.spots(), index + 1
        assert card.collidelist(table.tutorial.spots()) == -1, (index + 1, card)
        assert not card.colliderect(table.z["prompt"]), (index + 1, card)
        assert not card.colliderect(table.geometry.opponent_panel(1, view)), (index + 1, card)
        if view.combat is not None and view.combat.step == "pay":
            assert not card.colliderect(table.z["hand"]), (index + 1, card)


# --- 2. Persistence (A10) -------------------------------------------------------------------------

def test_persistence_comes_as_the_third_attack_resolves_and_the_lesson_says_so():
    s = start(4, seed=21)
    for seat in range(4):
        set_ensemble(s, seat, [None, None, None, None])
    new_turn(s, 0)
    s.players[0].hand = [s.deck.pop(0) for _ in range(4)]
    put_cadre(s, 0, 0, "hadimi_dreamer")
    got = []
    for _ in range(2):
        got += achieved(fight(s, 0, ("cadre", 0, 0), ("desert", 0), [6, 6, 5]))
    events = act(s, 0, "attack", ("cadre", 0, 0), ("desert", 0))  # the third one started: nothing yet
    while s.combat.step != "roll":
        events += RULES.apply(s, RULES.active_seats(s)[0], RULES.legal_actions(s, RULES.active_seats(s)[0])[0])
    assert "persistence" not in got + achieved(events)
    events = act(s, 0, "roll")
    while s.combat is not None and s.combat.step == "adjust":
        events += act(s, 0, "resolve")
    assert "persistence" in achieved(events)  # awarded as the third one resolves
    text = " ".join(step.text for step in load_tutorial(SPEC).steps)
    assert "Starting three attacks" not in text
    # the same words as the clan board's tooltip (the Cadre keeps its two slots: "room for one more hero" misled)
    assert ("Persistence achievement (1 more Influence: one more unit you may place before your game ends) once the "
            "third is fought out") in text
    rules = (Path(__file__).resolve().parents[2] / "docs" / "rules" / "khedu.md").read_text(encoding="utf-8")
    assert "awarded as the third one resolves" in rules


# --- 3. a big hand ----------------------------------------------------------------------------------

def test_a_hand_of_seven_is_two_rows_of_cards_each_with_its_name_and_cost(baraza_home):
    """Seed 2, two players, after 4 moves: a hand of 7 was a list without costs. Now two rows of small cards in
    reading order inside the hand's place, every name whole and every cost drawn (a unit's activation cost,
    a Command's Legacy points)."""
    app, match, scene = _table(["human", "ai:easy"], 2, 4)
    view = scene.current_view()
    hand = view.players[0].hand
    assert len(hand) == 7
    rects = [r for r, _ in scene.geometry.hand_places(view)]
    assert len({r.y for r in rects}) == 2 and [r.y for r in rects] == sorted(r.y for r in rects)
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    assert all(scene.z["hand"].inflate(8, 8).contains(r) for r in rects)
    scene.art = scene.drawing.art = CardArt(app.fonts)  # nothing cached: every card's words are drawn again
    with _words_drawn(app) as drawn:
        scene.drawing.draw_mat(app.screen, view)
    words = " ".join(drawn).split()
    for card in hand:
        assert all(word in words for word in card.name.split()), (card.name, drawn)
        if card.kind == "command":
            assert f"{card.cost} LP" in drawn or f"needs {card.cost} LP" in drawn, (card.name, drawn)
        else:
            unit = match.rules.data.units[card.key]
            assert str(unit.cost) in drawn and f"×{unit.dice}" in drawn, (card.name, drawn)
    assert not [t for t in drawn if t.endswith("…")]
    # the keyboard and the lesson point at whole cards, not slivers of them
    assert [r for r, _ in scene.geometry.visible_hand(view)] == rects


# --- 4. the Desert's words ---------------------------------------------------------------------------

def test_desert_labels_read_whole_with_many_stacks_and_a_woken_storm_chorus_says_its_effect(baraza_home):
    """Six stacks (heroes that wander off become stacks): "Stack…" was all a label said. And a woken Storm
    Chorus beside its stack (a 40 px card) showed no effect at all: "+1⚄" did not fit."""
    match = new_match("khedu", ["human", "ai:easy", "ai:easy", "ai:easy"], 3, {})
    while match.view(0).phase == "opening":
        play_actions(match, 1)
    state = match.state
    units = [c for c in state.deck if state.cards[c][0] == "unit"]
    while len(state.desert) < 6:
        pair = [units.pop(), units.pop()]
        for c in pair:
            state.deck.remove(c)
        state.desert.append([Unit(c) for c in pair])
    app, scene = _scene(match)
    scene.drawing.art = CardArt(app.fonts)
    with _words_drawn(app) as drawn:
        scene.drawing.draw_desert(app.screen, scene.current_view())
    assert not [t for t in drawn if "…" in t], drawn
    assert {f"Stack {i}" for i in range(1, 7)} <= set(drawn), drawn
    data = match.rules.data.cadences["storm_chorus"]
    with _words_drawn(app) as drawn:
        CardArt(app.fonts).cadence(data.name, data.kind, data.text, (40, 56))
    assert "+1" in drawn


# --- 5. Cadences for the other side (A15) ------------------------------------------------------------

def test_a_defender_is_offered_its_defensive_cadences_and_an_offensive_one_asks_first(baraza_home):
    """Lesson step 45's position played for real: the rival's provoked Wanderer attacks your Raider. The lit
    Cadences were all four, the offensive Storm Chorus among them (it helps the attacker); now only the defensive
    ones are lit, the bar says whose side they help, and a click on the Storm Chorus asks before it sings, saying
    the one reason to (an achievement that counts the Cadences sung)."""
    match = _lesson_match(44)
    app, scene = _scene(match)
    view = scene.current_view()
    c = view.combat
    assert c.step == "cadences" and c.defender.where[:2] == ("cadre", 0)
    kinds = {slot.slot: slot.kind for slot in view.players[0].ensemble if slot.occupied}
    singable = {a.args[0] for a in scene.legal_actions() if a.kind == "cadence"}
    storm = next(i for i in singable if kinds[i] == "offensive")
    assert {("ens", i) for i in singable if kinds[i] == "defensive"} <= scene.clicks.lit
    assert ("ens", storm) not in scene.clicks.lit
    text = scene.prompt.text(view)
    assert "your Okavian Raider" in text and "defensive" in text and "click" not in text, text
    before = len(match.records)
    frames(app, 2, click(scene.geometry.ensemble_rect(0, storm, view).center))
    assert len(match.records) == before  # asked, not sung
    asked = scene.prompt.text(scene.current_view())
    assert "helps the attacker" in asked.lower() and "Order of Pinra" in asked, asked
    button = next(b for b in scene.prompt.buttons if b.text == "Sing anyway")
    frames(app, 30)
    frames(app, 2, click(button.rect.center))
    assert match.records[before].action == Action("cadence", (storm,))


def test_in_a_rivals_fight_the_bar_says_which_kind_works_against_the_rival(baraza_home):
    """Two players, the rival provokes a Desert unit against its own hero: a Cadence that helps the attacker
    works against the rival, so the offensive ones are lit and the bar says so."""
    s = start(2, seed=5)
    new_turn(s, 1)
    s.players[1].hand = [s.deck.pop(0) for _ in range(4)]
    put_cadre(s, 1, 0, "rahala_hunter")
    desert_top(s, 0, "himbua_wanderer")
    set_ensemble(s, 0, ["storm_chorus", "whitesand_ballad", None, None])
    match = new_match("khedu", ["human", "ai:easy"], 5, {})
    match.state = s
    act(s, 1, "attack", ("desert", 0), ("cadre", 1, 0))
    while s.combat.step == "pay":
        act(s, 1, "pay", s.players[1].hand[0])
    act(s, 1, "cadence_done")
    assert RULES.active_seats(s) == (0,)
    app, scene = _scene(match)
    view = scene.current_view()
    assert ("ens", 0) in scene.clicks.lit and ("ens", 1) not in scene.clicks.lit
    text = scene.prompt.text(view)
    assert text.startswith("Himbua Wanderer attacks Player 2's Rahala Hunter") and "offensive" in text, text


# --- 6. the two-player game --------------------------------------------------------------------------

def test_two_player_table_says_whose_turn_and_what_the_rival_does(baraza_home):
    """The turn's banner says "Your turn" to the one human (it said "Player 1's turn"); while the rival fights,
    the bar says who attacks whom with what (it said "Player 2 is playing."); and a rival's fight of an earlier
    round no longer stands in the arena as its latest."""
    s = start(2, seed=5)
    new_turn(s, 1)
    s.players[1].hand = [s.deck.pop(0) for _ in range(4)]
    put_cadre(s, 1, 0, "rahala_hunter")
    desert_top(s, 0, "himbua_wanderer")
    match = new_match("khedu", ["human", "ai:easy"], 5, {})
    match.state = s
    act(s, 1, "attack", ("desert", 0), ("cadre", 1, 0))
    app, scene = _scene(match)
    view = scene.current_view()
    assert scene.human_to_act() is None and view.combat.step == "pay"
    text = scene.prompt.text(view)
    assert text.startswith("Player 2 fights — Himbua Wanderer attacks Player 2's Rahala Hunter: 3 dice"), text
    banners = []
    scene.animations.add = lambda kind, seconds, **data: banners.append(data.get("text")) if kind == "banner" else None
    scene.arena.animate(MoveRecord(1, Action("end_turn"), False, (Event("turn_start", 0, {}, ""),)))
    scene.arena.animate(MoveRecord(0, Action("end_turn"), False, (Event("turn_start", 1, {}, ""),)))
    assert banners == ["Your turn", "Player 2's turn"]
    memory = {"turn": 3, "won": True}
    scene.arena.memory = memory
    later = view.__class__(**{**{f: getattr(view, f) for f in view.__dataclass_fields__}, "turns_completed": 4})
    assert scene.arena._recent(later)  # the rival's fight, at the start of the player's turn: still news
    later = view.__class__(**{**{f: getattr(view, f) for f in view.__dataclass_fields__}, "turns_completed": 5})
    assert not scene.arena._recent(later)  # a round later it is not
