"""The Khedu findings of the 2026-12-05 mouse playtest (docs/playtests.md, issue 41): the lesson card clear of the
heroes and the status line, hints whole and true, the clan board's aura as it stands, one No Cadence a fight when
alone and a log that says so, whole card names on narrow cards, and lesson words true to the game."""

import sys
from contextlib import contextmanager
from pathlib import Path

from baraza.game.core.action import Action
from baraza.game.core.tutorial import load_tutorial
from baraza.game.khedu.cards import load_cards
from baraza.game.registry import get_game, new_match
from baraza.scenes.khedu.cards import CardArt
from baraza.scenes.khedu.panels import aura_state
from baraza.scenes.khedu.prompt import meditate_gains
from baraza.scenes.khedu.table import KheduScene
from baraza.scenes.shots import play_actions
from baraza.scenes.table.tutorial import _lesson_scene
from baraza.scenes.ui import theme

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scenes"))
from scene_helpers import frames, make_app  # noqa: E402

SPEC = get_game("khedu")


def _table(seats, seed, after):
    app = make_app()
    match = new_match("khedu", seats, seed, {})
    play_actions(match, after)
    scene = KheduScene(app, match)
    app.stack.reset(scene)
    scene.ai.cancel()
    frames(app)
    return app, match, scene


@contextmanager
def _words_drawn(app):
    """Every text the fonts render while the block runs (the words a player sees)."""
    drawn: list[str] = []
    plain = app.fonts.render

    def render(text, size, colour=theme.TEXT, face="sans"):
        drawn.append(text)
        return plain(text, size, colour, face)

    app.fonts.render = render
    try:
        yield drawn
    finally:
        app.fonts.render = plain


def _lesson_at(app, index: int):
    """The lesson's table at step `index` (from 0), reached by playing the script on its match (or stage)."""
    tutorial = load_tutorial(SPEC)
    base = max((i for i in range(index + 1) if tutorial.steps[i].stage is not None), default=None)
    match = tutorial.steps[base].stage.new_match(SPEC) if base is not None else tutorial.new_match(SPEC)
    for step in tutorial.steps[base or 0:index]:
        if step.do is not None:
            assert match.submit(tutorial.learner, step.do).ok, step.do
        for reply in step.reply:
            assert match.submit(match.active_seats()[0], reply).ok, reply
    table = _lesson_scene(app, tutorial, match, None, start=index, staged=base == index)
    app.stack.reset(table)
    app.stack.apply_pending()
    table.ai.close()
    for _ in range(200):
        frames(app)
        if table.tutorial.settled:
            break
    frames(app)
    return table


def _to_cadences(match) -> None:
    """Solo: place a unit, attack the Desert with it and pay, up to the Cadence window."""
    for _ in range(12):
        view = match.view(0)
        if view.combat is not None and view.combat.step == "cadences":
            return
        legal = match.legal_actions(0)
        pick = next((a for kind in ("place", "pay") for a in legal if a.kind == kind), None)
        pick = pick or next(a for a in legal if a.kind == "attack" and a.args[0][0] == "cadre")
        assert match.submit(0, pick).ok
    raise AssertionError("no Cadence window")


# --- the lesson card -----------------------------------------------------------------------------

def test_the_lesson_card_keeps_clear_of_the_heroes_and_the_status_line(baraza_home):
    """Step 4 talks right after the Zealot was placed (the card covered it), step 36 after the rival placed its
    Khana (the card covered the rival's Cadre); neither card covers the turn panel's status line."""
    app = make_app()
    for index, seat in ((3, 0), (35, 1)):
        table = _lesson_at(app, index)
        view = table.current_view()
        hero = table.geometry.cadre_rect(seat, 0, view)
        assert view.players[seat].cadre[0] is not None
        card = table.tutorial.card
        assert not card.colliderect(hero), (index + 1, card, hero)
        assert not card.colliderect(table.turn_panel.rect), (index + 1, card)


# --- hints --------------------------------------------------------------------------------------

def test_a_long_attack_hint_reads_whole_in_the_bar_and_in_its_message(baraza_home):
    """Seed 0 after 39 moves: the hinted attack names two units and their places; the bar's two lines hold it
    whole, and the message over the turn panel grows until it does too (both were cut)."""
    app, match, scene = _table(["human"], 0, 39)
    attack = next(a for a in scene.legal_actions() if a.kind == "attack")
    scene.hint = attack
    app.toast("Hint: " + match.describe_action(0, attack), 30, key="hint")  # as the table's hint says it
    frames(app, 2)
    prompt = scene.prompt
    text = prompt.text(scene.current_view())
    # the reason first, the "how" left out when both do not fit (the rings show what to pick): a Desert fight's
    # reason says what its win brings (khedu25: "a win scores you nothing")
    assert "of the time" in text and ("ringed" in text or "a win scores you nothing" in text)
    assert not theme.fit_lines(app.fonts, text, prompt.text_box().size, theme.MIN_TEXT, "bold", line_gap=0)[2]
    area = scene.toast_rect()
    assert not theme.fit_lines(app.fonts, app.toasts[-1].text, area.inflate(-28, -16).size, 17, "bold")[2]
    assert area.bottom <= scene.z["log"].bottom


def test_the_meditate_hint_says_what_this_player_gains_never_a_thin_hand(baraza_home):
    app, match, scene = _table(["human"], 3, 0)
    view = scene.current_view()
    assert len(view.players[0].hand) == 5
    scene.hint = Action("meditate")
    text = scene.prompt.text(view)
    assert text.startswith("Hint: Meditate") and "thin" not in text
    assert "Holy Mission" in text or "Desert Cadence" in text
    gains = meditate_gains(view, 0, match.rules.data)
    assert "wake a Desert Cadence" in gains and gains[-1] == "use Holy Mission"
    assert not any("Cadence place" in g for g in gains)  # the Ensemble is full


# --- the clan board -----------------------------------------------------------------------------

def test_the_clan_board_shows_the_wuqri_aura_off_once_an_eternal_cadence_is_made(baraza_home):
    """The lesson step after the Eternal Storm Chorus: the board no longer shows the Okavian Aura as working."""
    app = make_app()
    tutorial = load_tutorial(SPEC)
    after = next(i for i, s in enumerate(tutorial.steps) if s.do == Action("med_eternal", (0,))) + 1
    table = _lesson_at(app, after)
    view = table.current_view()
    assert aura_state(view, 0)[0] is False
    with _words_drawn(app) as drawn:
        table.panels.draw_clan(app.screen, view)
    # off, and why (s38: the row says what the aura needs, or "(off)" where the words do not fit)
    assert {"Okavian Aura (off)", "off, only with no Eternal", "only with no Eternal"} & set(drawn)
    assert "Okavian Aura" not in drawn
    start = _lesson_at(app, 0).current_view()  # before: working
    assert aura_state(start, 0) == (True, "on: you have no Eternal Cadence")


# --- No Cadence, once a fight when alone --------------------------------------------------------

def test_alone_after_singing_one_no_cadence_closes_the_singing_and_undo_waits(baraza_home):
    app, match, scene = _table(["human"], 3, 0)
    _to_cadences(match)
    sing = next(a for a in match.legal_actions(0) if a.kind == "cadence")
    scene.submit_intent(sing)
    frames(app, 3)
    scene.submit_intent(Action("cadence_done"))
    frames(app, 3)
    assert scene.current_view().combat.step == "roll"  # the table said the second No Cadence
    kinds = [r.action.kind for r in match.records[-3:]]
    assert kinds == ["cadence", "cadence_done", "cadence_done"]
    assert match.records[-1].events[0].text == "Player 1 sings no more Cadences: now the dice."
    scene.move_intents.undo()  # takes the table's answer back: the window now waits for the player
    frames(app, 3)
    assert scene.current_view().combat.step == "cadences"
    assert scene.standing_answer(scene.current_view()) is None


def test_the_log_says_no_cadence_and_when_the_singing_ends():
    match = new_match("khedu", ["human"], 3, {})
    _to_cadences(match)
    assert match.submit(0, Action("cadence_done")).ok
    text = match.records[-1].events[0].text
    assert text == "Player 1 sings no Cadence: now the dice."
    assert "song go on" not in text


# --- card names ---------------------------------------------------------------------------------

def test_a_narrow_ensemble_card_never_splits_a_word_of_its_name(baraza_home):
    """"Mirage La-ment", "Sand-fire Hymn" were read on the 62 px Ensemble cards: each word is drawn whole."""
    app = make_app()
    art = CardArt(app.fonts)
    with _words_drawn(app) as drawn:
        for d in load_cards().cadences.values():
            for face_down in (False, True):
                drawn.clear()
                surface = art._cadence(d.name, d.kind, d.text, (62, 84), False, face_down)
                assert surface.get_size() == (62, 84)
                assert not any(t.endswith("-") or "…" in t for t in drawn), (d.name, drawn)
                words = " ".join(drawn).split()
                assert all(word in words for word in d.name.split()), (d.name, drawn)


# --- the lesson's words -------------------------------------------------------------------------

def test_the_lesson_says_what_the_game_does(baraza_home):
    """An Eternal Cadence must be clicked to sing; a Meditation needs no more than one option; the score
    already counts the heroes' Honor; the second No Cadence is the table's in a real game."""
    steps = [s.text for s in load_tutorial(SPEC).steps]
    text = " ".join(steps)
    assert "sings once in every fight" not in text and ("by clicking it like any Cadence" in text
                                                        or "by picking it like any Cadence" in text)  # keys too
    assert "each once" not in text and "enough meditating" not in text
    assert "adds its Honor to your score" not in text and "already counts the Honor" in text
    again = [t for t in steps if "No Cadence again" in t or "No Cadence once more" in t]
    assert again and all("for you" in t for t in again)
    app, _match, scene = _table(["human"], 3, 0)
    scene.submit_intent(Action("meditate"))
    frames(app, 2)
    woken = next(a for a in scene.legal_actions() if a.kind == "bind_cadence")
    scene.submit_intent(woken)
    frames(app, 2)
    assert "at most once" in scene.prompt.text(scene.current_view())



def test_the_bar_does_not_ask_to_move_equal_dice_when_none_can_move(baraza_home):
    """Playtest A11: "raise or lower each set" with every die alike, where the rule has nothing to move."""
    import dataclasses

    for seed in range(1, 40):
        app, match, scene = _table(["human"], seed, 0)
        for _ in range(400):
            view = match.view(0)
            if view.combat is not None and view.combat.step == "adjust" or match.is_over():
                break
            play_actions(match, 1)
        view = match.view(0)
        if view.combat is None or view.combat.step != "adjust":
            continue
        asked = scene.prompt.text(view)
        assert "raise or lower" in asked or "No equal dice" in asked or "already the best" in asked  # S33
        alike = dataclasses.replace(view.combat, dice=(4, 4, 4), equal_sets=(4,), adjusted=(4, 4, 4))
        said = scene.prompt.text(dataclasses.replace(view, combat=alike))
        assert "raise or lower" not in said and "Resolve" in said, said
        return
    raise AssertionError("no equal-dice step reached")
