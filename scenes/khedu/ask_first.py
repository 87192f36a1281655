"""The Khedu moves the prompt bar asks about once more before making them (split from prompt.py): a pass that costs
Legacy points, ending a solo run, which cannot be taken back (the results open and the score is kept), and End turn
while an attack at SURE_ATTACK or better is still open and affordable (khedu24 ended a turn at once with a 95 % attack
the Hint had just named; Konja's "Collect & end turn" asks the same way). Never in a lesson: its steps ask for End turn.

The question's two buttons: the answer that keeps the turn stands where the asked button was (a double click lands
on it), the confirm beside it on the side with room (the sentence needs the bar's left end), never in the go-on slot,
which stays empty."""

from __future__ import annotations

import pygame

from baraza.game.core.action import Action
from baraza.game.khedu.odds import wants_attacker
from baraza.scenes.khedu.bar_sizes import button_rect
from baraza.scenes.khedu.layout import mat_seat, unit_at
from baraza.scenes.khedu.prompt_words import pass_words
from baraza.scenes.ui.widgets import Button
from baraza.scenes.ui.words import chance_text

END_RUN_LABEL = "End the run here"
END_TURN_LABEL = "End the turn"  # the confirm of End turn asked about (never the go-on slot's "End turn")
KEEP_LABELS = {"pass": "Keep my turn", "end_run": "Keep playing", "end_turn": "Keep my turn"}
SURE_ATTACK = 0.80  # an open attack this likely to win (the fight panel's odds, as the Hint's) makes End turn ask


def asks_first(view, action: Action, legal: list[Action] | tuple = (), lesson: bool = False) -> bool:
    """Whether the bar asks before making `action` (`legal`: the moves open now; `lesson`: a lesson is on)."""
    if action.kind == "end_run":
        return True
    if action.kind == "end_turn":
        return not lesson and open_attack(view, legal) is not None
    return action.kind == "pass" and view.players[mat_seat(view)].legacy_points >= view.pass_cost > 0


def open_attack(view, legal: list[Action] | tuple) -> tuple[str, float] | None:
    """The likeliest attack still open among `legal` (legal attacks are affordable), as ("Rahala Outrider attacks
    Hadimi Guard", chance) when its chance is SURE_ATTACK or more; None otherwise. A fight the player wants lost (its
    own hero defending, a rival's hero provoked) is no win left on the table."""
    seat, best = mat_seat(view), None
    for action in legal:
        if action.kind != "attack":
            continue
        att, dfn = tuple(action.args[0]), tuple(action.args[1])
        if wants_attacker(seat, att, dfn) is False:
            continue
        chance = view.attack_win_chance(seat, att, dfn)
        a, d = unit_at(view, att), unit_at(view, dfn)
        if chance >= SURE_ATTACK and a is not None and d is not None and (best is None or chance > best[1]):
            best = (f"{a.name} attacks {d.name}", chance)
    return best


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


def question_words(view, action: Action, legal: list[Action] | tuple = ()) -> list[str]:
    """The bar's sentence while it asks, longest first (PromptBar._fitting takes the first that reads whole)."""
    if action.kind == "end_turn":
        attack = open_attack(view, legal)
        if attack is None:  # asked only with one open (asks_first); the bar rebuilds if it went
            return ["End the turn?"]
        what, chance = attack
        pct = chance_text(chance)
        return [f"End the turn with an attack still open? {what} at {pct}.", f"End the turn? {what} at {pct}.",
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
    label = confirm_label(view, action)
    w = bold.size(label)[0] + 22
    x = keep_button.rect.x - 6 - w
    if keep_button.rect.centerx < zone.centerx:  # asked at the bar's left (ending the run): the sentence keeps that room
        x = keep_button.rect.right + 6
    confirm_button = Button(pygame.Rect(x, keep_button.rect.y, w, keep_button.rect.h), label, confirm, font_size=16)
    return sorted([confirm_button, keep_button], key=lambda b: b.rect.x)  # left to right: the sentence ends at the first
