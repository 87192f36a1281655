"""Where a Khedu lesson's clicks go. A move is its click tokens (a hand card, a Cadre slot, a Desert stack,
an Ensemble place) followed, for a Command without a target, by its confirm button; choices with no card
on the table (Meditate, Roll, the equal-dice sets, rewards...) are prompt-bar buttons.

Spots a script may point at, besides the shared "zone:<name>" and "button:<label>" (the prompt bar's buttons
too, e.g. "button:Meditate"): "slot:N" (your Cadre slot N, from 1), "ens:N" (your Ensemble place N, from 1),
"stack:N" (the exposed unit of Desert stack N), "dcad:N" (the solo Desert Cadence beside stack N), "card:KEY"
(your hand cards of that kind), "counters" (Legacy, Influence, Honor and hand on your mat), "score" and
"best" (the solo banner's boxes), "turns" (the banner's turn and Influence lines) and "feat:KEY" (an
achievement row on the clan board).

`LessonTargets` is built with the table context, the geometry, the click language (the path made so far),
the prompt bar (its buttons) and the side panels (the clan board's rows); the table's `tutorial_clicks` and
`tutorial_spot` hooks hand their questions to it."""

from __future__ import annotations

import tomllib
from functools import cache

import pygame

from baraza.game.core.action import Action
from baraza.game.core.tutorial import TutorialError, script_text
from baraza.game.registry import get_game
from baraza.scenes.khedu.ask_first import confirm_label
from baraza.scenes.khedu.clicks import ClickLanguage
from baraza.scenes.khedu.context import KheduContext
from baraza.scenes.khedu.layout import TableGeometry, mat_seat
from baraza.scenes.khedu.panels import SidePanels
from baraza.scenes.khedu.prompt import PromptBar


class LessonTargets:
    """The rects a lesson points at: the clicks that make a move, and spots by name."""

    def __init__(self, ctx: KheduContext, geometry: TableGeometry, clicks: ClickLanguage, prompt: PromptBar,
                 panels: SidePanels) -> None:
        self.ctx = ctx
        self.data = ctx.data
        self.geometry = geometry
        self.clicks = clicks
        self.prompt = prompt
        self.panels = panels

    def clicks_for(self, action: Action, view) -> list[pygame.Rect]:
        """Where the player clicks next, in order, to make `action` from the path made so far."""
        seq = self.clicks.tokens(view, action)
        if seq is None:
            button = self._button_for(view, action)
            return [button] if button is not None else []
        path = list(self.clicks.path)
        rest = seq[len(path):] if path and seq[: len(path)] == path else seq
        if not rest and self.clicks.needs_confirm(view, action):
            button = self._button_for(view, action)
            return [button] if button is not None else []
        card = action.args[0] if action.kind in ("place", "pay", "command") else None
        rects = [self.geometry.token_rect(view, token, card, bind=action.kind == "bind_cadence") for token in rest]
        return [r for r in rects if r is not None]

    def seat_clicks(self, action: Action, view, seat: int) -> list[pygame.Rect]:
        """Where `seat`'s move lands on this view's table (the replay's rings of another seat's move: the table
        hook `seat_clicks`): its own Cadre slot, an attack's two units, an Exchange's ends, a Desert stack; nothing
        from its hidden hand, and no prompt button (the viewer's own bar)."""
        k, a = action.kind, action.args
        if k == "place":
            tokens = [("cadre", seat, a[1])]
        elif k == "med_clan" and a and view.players[seat].clan != "Oadhii":
            tokens = [("cadre", seat, a[0])]
        elif k == "cadence" or k == "med_eternal":
            rect = self.geometry.ensemble_rect(seat, a[0], view)
            return [rect] if rect is not None else []
        else:
            tokens = [t for t in (self.clicks.tokens(view, action) or []) if t[0] != "hand"]
        rects = [self.geometry.token_rect(view, token, None, bind=k == "bind_cadence") for token in tokens]
        return [r for r in rects if r is not None]

    def _button_for(self, view, action: Action) -> pygame.Rect | None:
        """The prompt button that makes `action` (a Command's confirm button once its card is chosen)."""
        self.prompt.sync(view)  # rebuilt only if the legal moves or the selection changed
        label = self.prompt.button_label(view, action)
        if self.prompt.confirming == action:  # a move asked about (a costly pass, End turn): its confirm is next
            label = confirm_label(view, action)
        for button in self.prompt.buttons:
            if button.text == label and button.enabled:
                return pygame.Rect(button.rect)
        return None

    def zones(self, view) -> list[pygame.Rect]:
        """What a step talks about without lighting it, kept in sight by the lesson's card (the table's
        `lesson_zones` hook): every hero in a Cadre (the one just placed, the rival's), in a fight the arena,
        the instruction bar (it says what to do now) and, with rivals, their whole panels (what they have and
        did); while paying, the hand the cards are paid from. The playtests found the card over the Cadre just
        filled, over the rival's Cadre, over the bar while paying (step 38) and over the rival's panel as its
        hero fell (step 43)."""
        mine = mat_seat(view)
        rects = [self.geometry.cadre_rect(p.seat, slot, view) for p in view.players
                 for slot, unit in enumerate(p.cadre) if unit is not None]
        rects += [self.geometry.opponent_panel(p.seat, view) for p in view.players if p.seat != mine]
        if view.combat is not None:
            rects.append(pygame.Rect(self.ctx.zones["arena"]))
            if view.combat.step == "pay":  # the cards to discard are picked from the whole hand
                rects.append(pygame.Rect(self.ctx.zones["hand"]))
        rects.append(pygame.Rect(self.ctx.zones["prompt"]))
        # the clan board: its aura adds to every attack, its achievements and Meditations are named (the
        # playtests found the card over it as step 5 spoke of the aura). With rivals, the learner's hand and songs
        # too (the playtests: the card sat over them at every step of the two-player table); the Desert, only
        # provoked there, is then where the card rests. (Solo the Desert is the whole fight and the card keeps
        # its usual places; in the opening Cadence pick the hand plays no part: the pick's panel shows them.)
        names = ("clan", "hand", "ensemble") if view.num_seats > 1 and view.phase != "opening" else ("clan",)
        rects += [pygame.Rect(self.ctx.zones[name]) for name in names]
        return rects

    def spot(self, name: str, view, shared: list[pygame.Rect]) -> list[pygame.Rect]:
        """The rects of the spot `name`; `shared` is what the table itself answers for it (zones, its buttons),
        used for the names Khedu does not know."""
        kind, _, key = name.partition(":")
        geometry = self.geometry
        mine = mat_seat(view)
        if kind == "slot" and key.isdigit():
            return [geometry.cadre_rect(mine, int(key) - 1, view)]
        if kind == "ens" and key.isdigit():
            return [geometry.ensemble_rect(mine, int(key) - 1, view)]
        if kind in ("stack", "dcad") and key.isdigit():
            desert = geometry.desert_geometry(view)
            i = int(key) - 1
            if i >= len(desert):
                return []
            unit, cadence = desert[i]
            rect = cadence if kind == "dcad" else unit
            return [pygame.Rect(rect)] if rect is not None else []
        if kind == "card":
            return [r for r, c in geometry.visible_hand(view) if c.key == key]
        zones = self.ctx.zones
        if kind == "counters":
            mat = zones["mat"]
            return [pygame.Rect(mat.x + 258, mat.y + 2, 470, 32)]
        if kind in ("score", "best", "turns") and view.num_seats == 1:
            zone = zones["opponents"]
            if kind == "turns":
                return [pygame.Rect(zone.x + 632, zone.y + 10, 230, 56)]
            box = pygame.Rect(zone.x + 250, zone.y + 14, 170, zone.h - 28)
            return [box if kind == "score" else box.move(186, 0)]
        if kind == "button":  # the prompt bar's buttons (Meditate, Pass...) as well as the shared ones
            self.prompt.sync(view)
            found = [pygame.Rect(b.rect) for b in self.prompt.buttons if b.text == key]
            # a prompt button shows only at its moment; before it, the bar where it will appear
            return found or shared or [pygame.Rect(zones["prompt"])]
        if kind == "feat" and key in self.data.achievements:
            return self.panels.feat_rect(key, view)
        return shared


@cache
def _script_zones() -> dict[str, tuple[str, ...]]:
    """Each lesson step's text (as the lesson reads it) and the spots its `zones` list declares: what the step
    names on the board without lighting it (the shared lesson reads only `point`)."""
    try:
        steps = tomllib.loads(script_text(get_game("khedu")) or "").get("step", [])
    except (TutorialError, tomllib.TOMLDecodeError, KeyError):
        return {}
    return {" ".join(str(step.get("text", "")).split()): tuple(step.get("zones", ())) for step in steps}


def declared_zones(step_text: str | None) -> tuple[str, ...]:
    """The spot names the lesson step with this text declares as talked about (none for no step)."""
    return _script_zones().get(" ".join(step_text.split()), ()) if step_text else ()
