"""Where the Konja lesson clicks and points: the remaining clicks that make an action from the table's
current picks (marked dice, selected card, chips), and the named spots the lesson script lights up.

A part of the Konja table (the `tutorial_clicks` and `tutorial_spot` hooks). Reads the geometry, the picks,
card use and the Collection plan (the `KonjaContext`), the legal actions, and the prompt panel (where its
buttons are).
"""

from __future__ import annotations

import tomllib
from functools import cache

import pygame

from baraza.game.core.action import Action
from baraza.game.core.tutorial import TutorialError, script_text
from baraza.game.konja import cards
from baraza.game.registry import get_game
from baraza.scenes.konja.context import KonjaContext
from baraza.scenes.konja.layout import RESOURCES, TOKEN_RADIUS, around
from baraza.scenes.konja.prompt import PromptPanel
from baraza.scenes.ui import theme


class LessonTargets:
    def __init__(self, konja: KonjaContext, prompt: PromptPanel) -> None:
        self.ctx = konja.ctx
        self.geometry = konja.geometry
        self.picks = konja.picks
        self.prompt = prompt
        self.card_use = konja.card_use
        self.plan = konja.plan

    def clicks(self, action: Action, view) -> list[pygame.Rect]:
        """The clicks left to make `action` from the current picks, in order (the `tutorial_clicks` hook)."""
        geo, picks = self.geometry, self.picks
        kind, args = action.kind, action.args
        me = view.players[geo.bottom_seat(view)]
        clicks: list[pygame.Rect | None]
        if kind == "choose_ancestor":
            clicks = [geo.tile_rects.get(args[0])]
        elif kind in ("sell_relic", "use_spirit", "discard_relic"):
            clicks = [geo.relic_rect("my", args[0])]
        elif kind == "discard_spell":
            hand = list(me.spells or ())
            clicks = [geo.spell_rect("my", hand.index(args[0]), len(hand))] if args[0] in hand else []
        elif kind == "upgrade_cloud":
            clicks = [rect for idx, rect in geo.cloud_rects(view, "my") if args[0] in idx][:1]
        elif kind == "summon_cloud":
            clicks = [geo.pile_rect(args[0])]
        elif kind in ("buy_relic", "refresh_offering"):
            if picks.offer_pick != args[0]:
                clicks = [geo.offer_rect(args[0])]  # its Buy / Replace buttons appear after this click
            else:
                clicks = [self.prompt.button_rect(view, action=action)]
        elif kind == "red_replace":
            clicks = [] if picks.red_pick == args[0] else [geo.red_rect(args[0])]
            clicks.append(geo.die_rect(args[1]))
        elif kind in ("use_relic", "play_spell"):
            clicks = self._card_clicks(action, view)
        elif kind in ("collect", "finish_collection"):
            clicks = self._collect_clicks(action, view)
        else:  # roll, end_bones, the red dice buttons, the Done / Pass buttons, finish_collection
            clicks = [self.prompt.button_rect(view, action=action)]
        return [rect for rect in clicks if rect is not None]

    def _card_clicks(self, action: Action, view) -> list[pygame.Rect | None]:
        """Mark the dice the card works on, pick the Action die, click the card, then its chips and button."""
        geo, picks = self.geometry, self.picks
        me = view.players[geo.bottom_seat(view)]
        if action.kind == "play_spell":
            card_id, target, power, die = action.args[0], tuple(action.args[1]), 0, -1
            sel = ("spell", card_id)
            effect = cards.spells()[card_id].effect
            hand = list(me.spells or ())
            card_rect = geo.spell_rect("my", hand.index(card_id), len(hand)) if card_id in hand else None
        else:
            slot, die, power, target = action.args[0], action.args[1], action.args[2], tuple(action.args[3])
            sel = ("relic", slot)
            effect = cards.relics()[me.relics[slot].card].side(view.oodoo_side == "shayka")[0]
            card_rect = geo.relic_rect("my", slot)
        if effect in ("reroll", "guard"):
            want = list(target)
        elif effect in ("set_face", "nudge", "nudge_guard"):
            want = [target[0]]
        elif effect == "mirror":
            want = [target[1]]
        else:
            want = []
        clicks: list[pygame.Rect | None] = []  # what is known before the card is picked, in order
        if effect in ("reroll", "guard"):
            if sorted(picks.marked) != sorted(want):
                toggles = [i for i in picks.marked if i not in want] + [i for i in want if i not in picks.marked]
                clicks += [geo.die_rect(i) for i in toggles]
        elif want and (not picks.marked or picks.marked[-1] != want[0]):
            clicks.append(geo.die_rect(want[0]))
        if die >= 0 and self._action_die_now(view, action) != die:
            clicks.append(geo.action_rect(die))
        if picks.sel_card != sel:
            clicks.append(card_rect)
        elif effect == "discard_draw":  # the other Spells to discard are clicked once the card is picked
            hand = list(me.spells or ())
            free = [i for i in range(len(hand)) if i != hand.index(card_id)]  # not the Chaac! being cast
            wanted: set[int] = set()
            for card in target:
                wanted.add(next(i for i in free if hand[i] == card and i not in wanted))
            toggles = sorted(wanted.symmetric_difference(i for i in picks.marked_spells if i < len(hand)))
            clicks += [geo.spell_rect("my", i, len(hand)) for i in toggles]
        if clicks:
            return clicks  # the card's chips and Use button show once it is picked
        resolved, chips, _need = self.card_use.resolve(view, self.ctx.views.legal_actions())
        if resolved == action or self._same_faces(view, resolved, action):
            verb = "Cast" if sel[0] == "spell" else "Use"
            name = cards.spells()[sel[1]].name if sel[0] == "spell" else me.relics[sel[1]].name
            return [self.prompt.button_rect(view, f"{verb} {name}")]
        for label, value, is_power in chips:
            if (not is_power and value == target and picks.target_pick != target) or (
                    is_power and value == power and picks.power_pick != power):
                return [self.prompt.button_rect(view, label)]
        faces = self._faces(view, target)
        for label, value, is_power in chips:  # one chip per face: a die showing the same face does the same
            if not is_power and faces is not None and self._faces(view, value) == faces and picks.target_pick != value:
                return [self.prompt.button_rect(view, label)]
        return []

    def _same_faces(self, view, resolved: Action | None, action: Action) -> bool:
        """A card aimed at a die showing the same face as the one `action` names does the same (one chip
        stands for both): the rules word the two moves alike."""
        if resolved is None or resolved.kind != action.kind or resolved.args[0] != action.args[0]:
            return False
        match = self.ctx.match
        seat = self.geometry.bottom_seat(view)
        return match.describe_action(seat, resolved) == match.describe_action(seat, action)

    @staticmethod
    def _faces(view, dice) -> tuple | None:
        try:
            return tuple(view.dice[i].value for i in dice)
        except (IndexError, TypeError, AttributeError):
            return None

    def _action_die_now(self, view, action: Action) -> int:
        """The Action die the Relic of `action` would take now (as CardUse.resolve picks it)."""
        uses = [a for a in self.ctx.views.legal_actions() if a.kind == "use_relic" and a.args[0] == action.args[0]]
        return self.card_use.action_die(view, uses)

    def _collect_clicks(self, action: Action, view) -> list[pygame.Rect | None]:
        """A group is collected by clicking its pyramid row with no die picked (the row's first group
        goes); "Collect & end turn" with an empty pyramid only ends the turn."""
        geo, prompt = self.geometry, self.prompt
        self.plan.ensure(view)
        if action.kind == "finish_collection":
            clear = [prompt.button_rect(view, "Clear the pyramid")] if self.plan.groups else []
            return clear + [prompt.button_rect(view, "Collect & end turn")]
        kind, idx = action.args[0], tuple(action.args[1])
        if self.picks.marked and set(self.picks.marked) <= set(idx):  # picking this group's dice: the rest, the row
            return [geo.die_rect(i) for i in idx if i not in self.picks.marked] + [geo.row_rect(kind)]
        if self.picks.marked:
            return [geo.die_rect(i) for i in self.picks.marked]  # unpick first: a row click would lay them there
        plan = [(k, tuple(group)) for k, group in self.plan.groups]
        if (kind, idx) in plan:
            before = [(g, group) for g, (k, group) in enumerate(plan) if k == kind]
            g, first = before[0]
            if first == idx:
                return [geo.row_rect(kind)]
            return [geo.plan_die_rect(self.plan.groups, kind, g, 0)]  # lift an earlier group of that row back to the tray
        if (kind, idx) in [(k, tuple(group)) for k, group in self.plan.best(view)]:
            return [prompt.button_rect(view, "Best split"), geo.row_rect(kind)]
        return [geo.die_rect(i) for i in idx] + [geo.row_rect(kind)]

    def zones(self, view, step_text: str | None = None) -> list[pygame.Rect]:
        """What a step talks about without lighting it, kept in sight by the lesson's card (the table's
        `lesson_zones` hook): the learner's tokens, which most steps change (the playtests found the card over
        them as a step said "it gives Power too"); the Ancestor tiles while one is picked (only the one to pick
        is lit); in a Collection the dice on the pyramid and the learner's Cloud points; else the dice rolled and
        red dice thrown. At every step the prompt panel too: its words and buttons are what the steps talk
        about (a blind playtest found the card over it, only Buy showing at the Merchant's Blessing), and the
        learner's hand of Spells."""
        geo = self.geometry
        tokens = self.spot("tokens:my", view)  # a Favour, a Relic, a Spell or a row collected changes them
        tokens.append(pygame.Rect(self.prompt.zone))
        # the learner's hand, where most steps send the learner next: with the Spell strips 29 px down (layout.CAPTION)
        # a step lighting the last strip let a wide card onto the two above it (step 34, Second Wind)
        tokens.append(pygame.Rect(geo.z["my_spells"]))
        # what the step names on the board, as its script declares (`zones`): the playtests found the card over
        # the Merchant and Kofi's new Idol Mask as step 18 spoke of them
        for name in declared_zones(step_text):  # a Konja spot, or a zone of the layout ("zone:my_spells")
            kind, _, key = name.partition(":")
            tokens += [pygame.Rect(geo.z[key])] if kind == "zone" and key in geo.z else self.spot(name, view)
        if view.phase == "ancestor":
            return [pygame.Rect(rect) for rect in geo.tile_rects.values()] + tokens
        if view.phase == "collect":
            return [pygame.Rect(geo.z["pyramid"]), *tokens, *self.spot("score:my", view)]
        dice = [geo.die_rect(i) for i in range(len(view.dice))]
        return tokens + dice + [geo.red_rect(r) for r in range(len(view.red_dice))]

    # --- named spots ---------------------------------------------------------------------------
    def spot(self, name: str, view) -> list[pygame.Rect]:
        """The rects of a Konja spot the lesson names ([] for a name it does not know: the table's own
        spots, the Menu button, then answer)."""
        kind, _, key = name.partition(":")
        if view is None:  # the overlay asks for the shared spots (the Menu button) without a view
            return []
        geo = self.geometry
        me = view.players[geo.bottom_seat(view)]
        if kind == "ancestor" and key in geo.tile_rects:
            return [pygame.Rect(geo.tile_rects[key])]
        if name == "ancestors":  # the five tiles, one outline
            tiles = list(geo.tile_rects.values())
            return [tiles[0].unionall(tiles[1:])]
        if kind in ("my_relic", "opp_relic"):  # a Relic by its card: "opp_relic:idol_mask"
            side = kind.partition("_")[0]
            player = me if side == "my" else view.players[1 - geo.bottom_seat(view)]
            return [geo.relic_rect(side, i) for i, relic in enumerate(player.relics) if relic.card == key]
        if kind == "phase":
            rects = self.prompt.phase_rects()
            if key in rects:
                return [rects[key]]
            track = list(rects.values())
            return [track[0].unionall(track[1:])]  # the whole track, one outline
        if name == "dice":  # before the roll: the five places the green dice land on
            return [geo.die_rect(i) for i in range(len(view.dice) or 5)]
        if kind == "die" and key.isdigit() and int(key) < len(view.dice):
            return [geo.die_rect(int(key))]
        if name == "spirit_token":  # on the Spirit tile, or by its holder's tokens
            return [pygame.Rect(geo.spirit_rect(view))]
        if name == "action_dice":
            return [geo.action_rect(a) for a in range(len(view.action_dice) or 2)]
        if name == "red_dice":  # the red dice still in the tray (a placed one lies among the number dice)
            if not view.red_dice:
                return [geo.red_rect(r) for r in range(2)]
            return [geo.red_rect(r) for r in range(len(view.red_dice)) if not view.red_used[r]]
        if kind == "relic" and key.isdigit() and int(key) < len(me.relics):
            rect = geo.relic_rect("my", int(key))
            if me.relics[int(key)].spent:  # a spent Relic lies turned sideways
                rect = pygame.Rect(0, 0, rect.h, rect.w).move(rect.centerx - rect.h // 2, rect.centery - rect.w // 2)
            return [rect]
        if kind == "spell" and me.spells and key in me.spells:
            return [geo.spell_rect("my", list(me.spells).index(key), len(me.spells))]
        if kind == "row" and key in geo.rows:
            return [geo.row_rect(key)]
        if kind == "offer" and key.isdigit() and int(key) < len(view.offering):
            return [geo.offer_rect(int(key))]
        if kind == "pile" and key in ("3", "5", "7"):
            return [geo.pile_rect(int(key))]
        if kind == "clouds" and key in ("my", "opp"):  # no Cloud yet: where the first one will lie
            return [rect for _idx, rect in geo.cloud_rects(view, key)] or [
                around(geo.cloud_centre(key, 0, 1), 30)]
        if kind == "tokens" and key in ("my", "opp"):  # the coins and their counts as drawn, no taller: the
            # ring round a taller spot cut through the "Nia 1st" pill above them (blind playtest)
            (x, y), count = geo.token_centre(key, 0), geo.token_count_box(key, len(RESOURCES) - 1)
            return [pygame.Rect(x - TOKEN_RADIUS - 3, y - 12, count.right - (x - TOKEN_RADIUS - 3), 24)]
        if kind == "score" and key in ("my", "opp"):  # the "☁ points / target" line of a player
            return [self._score_line(key, view)]
        if kind == "cloud_points" and key in ("my", "opp"):  # the Cloud line and the Clouds under it, one ring:
            # two rings there crossed each other and the Cloud's count (blind playtest, step 24)
            line = self._score_line(key, view)
            return [line.unionall(self.spot(f"clouds:{key}", view))]
        if name == "supply_tokens":
            return [around(geo.supply_token_centre(k), 30) for k in range(len(RESOURCES))]
        return []


    def _score_line(self, key: str, view) -> pygame.Rect:
        """The "☁ points / target" line of a player as drawn (the opponent's ring once sat 20 px under it), no
        taller than its words: the thin ring round it then keeps off the Clouds just under it (blind playtest)."""
        geo = self.geometry
        x, y = geo.score_topleft(key)
        player = view.players[geo.bottom_seat(view) if key == "my" else 1 - geo.bottom_seat(view)]
        # measured: at a larger text size a fixed ring cut through "0 / 21" (the keyboard playtest at 150 %)
        w, h = self.ctx.app.fonts.get(theme.MIN_TEXT, "bold").size(geo.score_text(player, view.target))
        return pygame.Rect(x - 4, y, max(96, w + 8), h)


@cache
def _script_zones() -> dict[str, tuple[str, ...]]:
    """Each lesson step's text (as the lesson reads it) and the spots its `zones` list declares: what the step
    names on the board without lighting it (the shared lesson reads only `point`)."""
    try:
        text = script_text(get_game("konja"))
        steps = tomllib.loads(text or "").get("step", [])
    except (TutorialError, tomllib.TOMLDecodeError, KeyError):
        return {}
    return {" ".join(str(step.get("text", "")).split()): tuple(step.get("zones", ())) for step in steps}


def declared_zones(step_text: str | None) -> tuple[str, ...]:
    """The spot names the lesson step with this text declares as talked about (none for no step)."""
    return _script_zones().get(" ".join(step_text.split()), ()) if step_text else ()
