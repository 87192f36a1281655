"""The Khedu moves the prompt bar asks about once more before making them (split from prompt.py): a pass that costs
Legacy points, ending a solo run, which cannot be taken back (the results open and the score is kept), and End turn
while an attack at SURE_ATTACK or better is still open and affordable (khedu24 ended a turn at once with a 95 % attack
the Hint had just named; Konja's "Collect & end turn" asks the same way). Never in a lesson: its steps ask for End turn.

End turn asks only about an attack whose win gains the player something, as the rules count it (game/khedu/win_gain.py:
points, an achievement, a rival's unit removed): khedu25 was asked about a Desert-vs-Desert fight at 94 % that
scores nothing. And it asks once a turn: after "Keep my turn", End turn pressed again in the same turn with the same
attacks open ends it (the player heard the question); only an attack opened since asks again (`Asking`).

The question's two buttons: the answer that keeps the turn stands where the asked button was (a double click lands
on it, and waits there: the bar's settling), the confirm beside it on the side with room (the sentence needs the bar's
left end), never in the go-on slot, which stays empty. The keep is the safe answer: it always looks lit, even while
it waits out a double click (`safe`; khedu25 saw it grey one time and gold the next)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

import pygame

from baraza.game.core.action import Action
from baraza.game.khedu.fight_judge import GAIN_INACCURACY, table_worth
from baraza.game.khedu.hint_answers import rival_answer
from baraza.game.khedu.odds import wants_attacker
from baraza.game.khedu.win_gain import SURE_WIN, WinGain, table_win_gain
from baraza.scenes.khedu.bar_sizes import button_rect
from baraza.scenes.khedu.layout import mat_seat, unit_at
from baraza.scenes.khedu.prompt_words import pass_words
from baraza.scenes.table.press_hold import hand_moves
from baraza.scenes.ui.widgets import Button
from baraza.scenes.ui.words import chance_text

END_RUN_LABEL = "End the run here"
END_TURN_LABEL = "End the turn"  # the confirm of End turn asked about (never the go-on slot's "End turn")
KEEP_LABELS = {"pass": "Keep my turn", "end_run": "Keep playing", "end_turn": "Keep my turn"}
SURE_ATTACK = SURE_WIN  # an open attack this likely to win (the fight panel's odds, as the Hint's) makes End turn ask
# ... and still likely once the rivals sing every Cadence they may hold against it (the Hint's "about 26% if Player 2
# sings its 3 hidden Cadences"): khedu27 was asked about a 94 % attack the Hint put at 26 % after songs, and the
# analysis rightly left that End turn unmarked
AFTER_SONGS = 0.5


class SureAttack(NamedTuple):
    """An open attack End turn asks about: its two cards, "Rahala Outrider attacks Hadimi Guard", its chance and
    what its win brings the player."""

    cards: tuple[int, int]
    what: str
    chance: float
    gain: WinGain


@dataclass
class Asking:
    """The bar's question in hand: where the asked button stood, the sure attacks an End turn question names, and
    the ones the player already heard about this turn (answered "Keep my turn")."""

    at: pygame.Rect | None = None
    attacks: tuple[SureAttack, ...] = ()
    turn: tuple | None = None  # the turn `heard` belongs to
    heard: frozenset = frozenset()  # the card pairs of the attacks named to the player in that turn


def turn_of(view) -> tuple:
    """The turn now, told apart from the seat's other turns."""
    return view.current, view.turns_completed, view.players[mat_seat(view)].turns_taken


def sure_attacks(match, view, legal: list[Action] | tuple) -> tuple[SureAttack, ...]:
    """The attacks open among `legal` (legal attacks are affordable) at SURE_ATTACK or more, still AFTER_SONGS or more
    once the rivals sing what they may, whose win gains the player something (win_gain.py), likeliest first. A fight the player wants lost (its own hero defending, a rival's hero
    provoked) is no win left on the table; nor is one that scores nothing (two Desert units, khedu25)."""
    seat, out = mat_seat(view), []
    for action in legal:
        if action.kind != "attack":
            continue
        att, dfn = tuple(action.args[0]), tuple(action.args[1])
        if wants_attacker(seat, att, dfn) is False:
            continue
        chance = view.attack_win_chance(seat, att, dfn)
        a, d = unit_at(view, att), unit_at(view, dfn)
        if chance < SURE_ATTACK or a is None or d is None:
            continue
        answer = rival_answer(view, seat, att, dfn)
        if answer is not None and answer.after < AFTER_SONGS:
            continue
        gain = table_win_gain(match, view, seat, action)
        if gain and not gain.feats and (table_worth(match, view, seat, action) or 0.0) < GAIN_INACCURACY:
            continue  # worth too little to be marked when left (fight_judge.py): one rule for the question and the mark
        if gain:
            out.append(SureAttack((a.card, d.card), f"{a.name} attacks {d.name}", chance, gain))
    return tuple(sorted(out, key=lambda s: -s.chance))


def open_attack(match, view, legal: list[Action] | tuple) -> tuple[str, float] | None:
    """The likeliest of the `sure_attacks`, as ("Rahala Outrider attacks Hadimi Guard", chance); None without one."""
    attacks = sure_attacks(match, view, legal)
    return (attacks[0].what, attacks[0].chance) if attacks else None


def unheard(asking: Asking, view, attacks: tuple[SureAttack, ...]) -> tuple[SureAttack, ...]:
    """The `attacks` the player has not been asked about in this turn."""
    if asking.turn != turn_of(view):
        return attacks
    return tuple(s for s in attacks if s.cards not in asking.heard)


def asks_first(view, action: Action, attacks: tuple[SureAttack, ...] = (), lesson: bool = False) -> bool:
    """Whether the bar asks before making `action` (`attacks`: the sure attacks End turn would leave unheard;
    `lesson`: a lesson is on)."""
    if action.kind == "end_run":
        return True
    if action.kind == "end_turn":
        return not lesson and bool(attacks)
    return action.kind == "pass" and view.players[mat_seat(view)].legacy_points >= view.pass_cost > 0


def press(prompt, action: Action) -> None:
    """The bar's button for `action` pressed: asked about first (asks_first), else made."""
    table, view = prompt.ctx.table, prompt.ctx.table.current_view()
    if prompt.confirming is None:
        attacks = ()
        if action.kind == "end_turn" and table.tutorial is None:  # End turn asks in no lesson
            attacks = unheard(prompt.asking, view, sure_attacks(table.match, view, table.legal_actions()))
        if asks_first(view, action, attacks, table.tutorial is not None):
            label = prompt.button_label(view, action)
            prompt.asking.at = next((pygame.Rect(b.rect) for b in prompt.buttons if b.text == label), None)
            prompt.asking.attacks = attacks
            prompt.confirming = action  # a pass that costs Legacy points, an end that stays: asked once more
            prompt.invalidate()
            return
    prompt.confirming = None
    table.reset_selection()
    table.submit_intent(action)


def confirmed(prompt) -> None:
    """The question's confirm: the move asked about is made."""
    action, prompt.confirming = prompt.confirming, None
    if action is not None:
        prompt.ctx.table.reset_selection()
        prompt.ctx.table.submit_intent(action)


def keep_turn(prompt) -> None:
    """The question's keep: nothing is made; the attacks an End turn question named count as heard this turn."""
    asking = prompt.asking
    if prompt.confirming == Action("end_turn"):
        view = prompt.ctx.table.current_view()
        turn = turn_of(view)
        heard = asking.heard if asking.turn == turn else frozenset()
        asking.turn, asking.heard = turn, heard | {s.cards for s in asking.attacks}
    prompt.confirming = None
    prompt.invalidate()


def lay_out_question(prompt, view) -> None:
    """The move asked about (a costly pass, ending the run, End turn): its question's two buttons, numbered."""
    table = prompt.ctx.table
    prompt.buttons = question_buttons(prompt.ctx.app.fonts, prompt.ctx.zones["prompt"], view, prompt.confirming,
                                      prompt.asking.at, lambda: keep_turn(prompt), lambda: confirmed(prompt))
    for i, b in enumerate(prompt.buttons):
        b.tooltip = str(i + 1)
    prompt.settling.shown(prompt.buttons, table.clock.t, prompt.pointer.pos)
    prompt.press_hold.shown(prompt.buttons, table.clock.t, hand_moves(table.match))


def safe(button: Button) -> bool:
    """Whether `button` is a question's keep: drawn lit while it waits out a double click (see the module's text)."""
    return getattr(button, "safe", False)


def score_if_ended(view) -> int:
    """The run's final score if it ended now: the score so far plus each clan hero's ascension (3+ Honor adds its
    reward value), as the rules' end counts it (game/khedu/turns.py exhaust)."""
    return view.players[mat_seat(view)].score + sum(u.reward for u in ascending(view))


def ascending(view) -> list:
    """The player's clan heroes with 3 Honor or more: each adds its reward value when the run ends."""
    me = view.players[mat_seat(view)]
    return [u for u in me.cadre if u is not None and u.denomination == me.clan and u.honor >= 3]


def confirm_label(view, action: Action) -> str:
    if action.kind == "end_run":
        return f"End with {score_if_ended(view)} points"
    if action.kind == "end_turn":
        return END_TURN_LABEL
    return f"Pass for −{view.pass_cost} LP"


def question_words(view, action: Action, attacks: tuple[SureAttack, ...] = ()) -> list[str]:
    """The bar's sentence while it asks, longest first (PromptBar._fitting takes the first that reads whole);
    `attacks`: the sure attacks an End turn question is about (`press`)."""
    if action.kind == "end_turn":
        if not attacks:  # asked only with one open (asks_first)
            return ["End the turn?"]
        what, chance, gain = attacks[0].what, attacks[0].chance, attacks[0].gain.words()
        pct = chance_text(chance)
        win = [f"End the turn with an attack still open? {what} at {pct}: a win {gain}."] if gain else []
        return [*win, f"End the turn with an attack still open? {what} at {pct}.", f"End the turn? {what} at {pct}.",
                f"End the turn? An attack at {pct} is open.", "End the turn?"]
    if action.kind != "end_run":
        return pass_words(view.pass_cost)
    score = score_if_ended(view)
    now = view.players[mat_seat(view)].score
    if score != now:  # the ascending heroes' rewards, said where they come from (13 asked while SCORE showed 11)
        extra = score - now
        heroes = "hero" if len(ascending(view)) < 2 else "heroes"
        return [f"End the run now? No more turns, no pass to pay: {now} + {extra} for the ascending {heroes} = "
                f"{score} points. It cannot be undone.",
                f"End the run now with {now} + {extra} for the ascending {heroes} = {score} points? No undo.",
                f"End the run with {now} + {extra} for ascending {heroes} = {score}?",
                f"End the run with {now} + {extra} (ascension) = {score} points?", f"End the run: {score} points?"]
    return [f"End the run now? No more turns, no pass to pay: your score stays {score}. It cannot be undone.",
            f"End the run now with {score} points? It cannot be undone.", f"End the run with {score} points? No undo.",
            f"End the run: {score} points?"]


def question_buttons(fonts, zone: pygame.Rect, view, action: Action, asked_at: pygame.Rect | None,
                     keep, confirm) -> list[Button]:
    """The confirm and keep buttons for the question about `action`, left to right, laid out as the module's text
    says."""
    bold = fonts.get(16, "bold")
    keep_text = KEEP_LABELS.get(action.kind, "Keep my turn")
    right = asked_at.right if asked_at is not None else zone.right - 200
    keep_w = max(asked_at.w if asked_at is not None else 0, bold.size(keep_text)[0] + 22)
    keep_button = Button(button_rect(fonts, zone, right - keep_w, keep_w), keep_text, keep,  # as the bar's others
                         font_size=16, accent=True)
    keep_button.safe = True  # lit even while it waits out a double click (`safe`)
    label = confirm_label(view, action)
    w = bold.size(label)[0] + 22
    x = keep_button.rect.x - 6 - w
    if keep_button.rect.centerx < zone.centerx:  # asked at the bar's left (ending the run): the sentence keeps that room
        x = keep_button.rect.right + 6
    confirm_button = Button(pygame.Rect(x, keep_button.rect.y, w, keep_button.rect.h), label, confirm, font_size=16)
    return sorted([confirm_button, keep_button], key=lambda b: b.rect.x)  # left to right: the sentence ends at the first
