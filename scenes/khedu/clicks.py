"""The Khedu click language: every legal action is a short sequence of "tokens" (a hand card, a Desert
stack, a Cadre slot, an Ensemble place...). The table lights what may come next and submits an action once
its sequence is complete; choices without a place on the table are prompt buttons.

`ClickLanguage` holds the half-made path of clicks and what is lit this frame; it reads the table's legal
moves and view and submits through `submit_intent`."""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.khedu.card_worth import payment
from baraza.scenes.khedu.context import KheduContext
from baraza.scenes.khedu.layout import mat_seat
from baraza.scenes.ui import theme

HONOR_RISK_ODDS = 0.8  # a hero carrying Honor attacks at worse odds than this only after a confirm
BUTTON_KINDS = {"meditate", "pass", "end_run", "end_turn", "cadence_done", "roll", "resolve", "adjust", "reward",
                "med_replenish", "med_redraw"}


class ClickLanguage:
    """Tokens, the half-made path of clicks, what is lit and why a click offers nothing."""

    def __init__(self, ctx: KheduContext) -> None:
        self.ctx = ctx
        self.data = ctx.data
        self.path: list[tuple] = []
        self.selected_card: int | None = None
        # Filled while drawing a frame; empty until the first draw, so input before it finds nothing lit.
        self.lit: set[tuple] = set()  # tokens that may come next
        self.hint_tokens: set[tuple] = set()  # tokens of the hinted move
        self.switch: set[tuple] = set()  # other attackers while a defender is picked: dimly outlined, not lit
        # the hand card a click just refused: it does not lift under the pointer, so it never looks held (lifted
        # beside "Only Rahala units may join…", it read as a choice Esc should drop: blind tester bad14, 204-205)
        self.refused: int | None = None

    def clear(self) -> None:
        """Forget the half-made choice."""
        self.path = []
        self.selected_card = None

    def light(self, view) -> None:
        """This frame's lit tokens (when hints are on or a choice is under way) and the hinted move's."""
        legal = self.ctx.table.legal_actions()
        nxt = self.next_tokens(view, legal) if legal else set()
        if not self.path:  # a Cadence for the other side is not lit as one to sing (it asks first: A15)
            nxt -= {tuple(self.tokens(view, a)[0]) for a in legal if self.against_own_side(view, a)}
        self.lit = nxt if self.ctx.app.settings.show_hints or self.path else set()
        self.switch = self.attacker_switches(view, legal) - self.lit
        hint = self.ctx.table.hint
        self.hint_tokens = set(self.tokens(view, hint) or []) if hint is not None else set()
        self.hint_tokens |= self.payment_tokens(view, hint)

    def payment_tokens(self, view, hint: Action | None) -> set[tuple]:
        """A hinted payment's every card, as the Hint's words name them (game/khedu/hint_pay.py): "pay with Wuqri
        Zealot and Okavian Raider… pick the ringed cards" rang the first alone (khedu16)."""
        c = view.combat
        if hint is None or hint.kind != "pay" or c is None or c.step != "pay":
            return set()
        seat = mat_seat(view)
        hand = view.players[seat].hand or ()
        picked = [h for h in payment(view, seat, [h.card for h in hand]) if h.card != hint.args[0]]
        return {("hand", h.key) for h in picked[:max(0, c.to_pay - 1)]}

    def attacker_switches(self, view, legal: list[Action]) -> set[tuple]:
        """While an attacker waits for its defender, the other cards a click makes the attacker instead (a click
        there starts a new attack): lighting them as "a lit card" read as defenders (blind tester, k17)."""
        if len(self.path) != 1:
            return set()
        firsts = {tuple(a.args[0]) for a in legal if a.kind == "attack"}
        return firsts - {self.path[0]} if self.path[0] in firsts else set()

    def hand_key(self, view, card: int) -> str | None:
        """The kind of the hand card numbered `card`."""
        me = view.players[mat_seat(view)]
        for c in me.hand or ():
            if c.card == card:
                return c.key
        return None

    def tokens(self, view, action: Action) -> list[tuple] | None:
        """The clicks that make `action`, or None for a prompt button."""
        k, a = action.kind, action.args
        seat = mat_seat(view)
        if k in BUTTON_KINDS or (k == "med_clan" and not a):
            return None
        if k == "place":
            return [("hand", self.hand_key(view, a[0])), ("cadre", seat, a[1])]
        if k == "attack":
            return [tuple(a[0]), tuple(a[1])]
        if k == "pay":
            return [("hand", self.hand_key(view, a[0]))]
        if k == "command":
            key = self.hand_key(view, a[0])
            first = ("hand", key)
            effect = self.data.commands[key].effect if key in self.data.commands else ""
            rest = a[1:]
            if effect == "allure":
                return [first, ("desert", rest[0]), ("desert", rest[1])]
            if effect in ("betrayal", "sandstorm"):
                return [first, ("desert", rest[0])]
            if effect == "exchange":
                ts, tslot, src, idx = rest
                end = ("desert", idx) if src == "desert" else ("cadre", seat, idx)
                return [first, ("cadre", ts, tslot), end]
            return [first]
        if k in ("cadence", "med_eternal"):
            return [("ens", a[0])]
        if k == "med_clan":
            return [("desert", a[0])] if view.players[seat].clan == "Oadhii" else [("cadre", seat, a[0])]
        if k == "bind_cadence":
            return [("desert", a[0])]
        if k in ("reveal_cadence", "discard_cadence"):
            return [("open", a[0])]
        return None

    def candidates(self, view, legal: list[Action]) -> list[tuple[Action, list[tuple]]]:
        out = []
        for action in legal:
            seq = self.tokens(view, action)
            if seq is not None and seq[: len(self.path)] == self.path:
                out.append((action, seq))
        return out

    def next_tokens(self, view, legal: list[Action]) -> set[tuple]:
        n = len(self.path)
        return {seq[n] for _, seq in self.candidates(view, legal) if len(seq) > n}

    def needs_confirm(self, view, action: Action) -> bool:
        """A Command that needs no target is confirmed with a button: it costs LP and may draw cards. So is an
        attack that risks a hero's Honor at less than `HONOR_RISK_ODDS` (the prompt says the odds), and a
        Cadence that helps the other side of the player's own fight (the prompt says why one might)."""
        if action.kind == "command" and len(action.args) == 1 and view.phase == "turn":
            return True
        if self.ends_the_song(view, action):
            return True
        return self.honor_at_risk(view, action) is not None or self.against_own_side(view, action)

    def ends_the_song(self, view, action: Action) -> bool:
        """A unit placed with the player's last Influence while turns remain: it makes this turn their last, so it
        is asked (a blind tester's match ended at turn 10 of 15 on one click). Not in a lesson (its script)."""
        if action.kind != "place" or self.ctx.table.tutorial is not None:
            return False
        me = view.players[mat_seat(view)]
        turns_left = view.max_turns - me.turns_taken
        return (me.influence == 1 and not me.last_turn and turns_left > 1
                and (me.lms_turns_left is None or me.lms_turns_left > 1))

    def against_own_side(self, view, action: Action) -> bool:
        """Whether `action` sings a Cadence that helps the other side of a fight the player is in: an offensive
        one while their hero defends, a defensive one while they attack. The rules allow it (anyone may sing
        either kind: docs/rules/khedu.md §7), so it stays open, but it is not offered as one to sing (A15)."""
        if action.kind != "cadence" or view.combat is None:
            return False
        helps = helpful_kind(view, mat_seat(view))
        slot = view.players[mat_seat(view)].ensemble[action.args[0]]
        return helps is not None and slot.kind is not None and slot.kind != helps

    def honor_at_risk(self, view, action: Action) -> tuple[int, float, float] | None:
        """(Honor carried, chance to win, chance once the Eternal Cadences are sung) when `action` sends one of your
        heroes carrying Honor into an attack the fight's panel gives less than `HONOR_RISK_ODDS`; else None."""
        if action.kind != "attack" or view.combat is not None:
            return None
        att, dfn = tuple(action.args[0]), tuple(action.args[1])
        seat = mat_seat(view)
        if att[:2] != ("cadre", seat):
            return None
        hero = view.players[seat].cadre[att[2]]
        if hero is None or not hero.honor:
            return None
        chance = view.attack_win_chance(seat, att, dfn)
        sung = view.attack_win_chance(seat, att, dfn, eternal=True)
        return (hero.honor, chance, sung) if chance < HONOR_RISK_ODDS else None

    def click_token(self, token: tuple, card: int | None = None) -> None:
        """A click on `token` (`card`: which hand card of that kind): it extends the path, starts a new one, or
        completes a move and submits it; a click that offers nothing says why and drops the choice."""
        table, app = self.ctx.table, self.ctx.app
        view = table.current_view()
        legal = table.legal_actions()
        self.refused = None
        if not legal:
            return
        for attempt in (self.path + [token], [token]):
            saved = self.path
            self.path = attempt
            cands = self.candidates(view, legal)
            if cands:
                done = [a for a, seq in cands if len(seq) == len(attempt)]
                longer = [a for a, seq in cands if len(seq) > len(attempt)]
                if token[0] == "hand":
                    self.selected_card = card
                if done and not longer and not self.needs_confirm(view, done[0]):
                    self.path = []
                    self.selected_card = None
                    table.submit_intent(done[0])
                else:
                    app.sounds.play("click")
                return
            self.path = saved
            if not self.path:
                break
        if self.path:
            app.toast(self._why_not_next(view, token), colour=theme.BAD)
        else:
            app.toast(self._why_not(view, token), 2.4)
        table.reset_selection()
        self.refused = card if token[0] == "hand" else None

    def _why_not_next(self, view, token: tuple) -> str:
        """Why a click does not go on with the half-made choice: an attacker picked, a card in a rival's Cadre
        clicked said only "That is not a choice for this move" (a blind tester; the Infiltrator could, the
        Conjurer could not)."""
        seat = mat_seat(view)
        first = self.path[0] if self.path else None
        if first is not None and first[:2] == ("cadre", seat) and token[0] == "cadre" and token[1] != seat:
            unit = view.players[seat].cadre[first[2]]
            if unit is not None and not getattr(unit, "infiltrating", False):
                return "Only an Infiltrating unit attacks a card in another Cadre: pick a lit card."
        return "That is not a choice for this move: pick a lit card."

    def _why_not(self, view, token: tuple) -> str:
        """Why a clicked card offers nothing now, in the player's words."""
        me = view.players[mat_seat(view)]
        if token[0] == "hand" and view.phase == "turn" and view.combat is None:
            key = token[1]
            cmd = self.data.commands.get(key)
            if cmd is not None and me.legacy_points < cmd.cost:
                return f"{cmd.name} costs {cmd.cost} Legacy points; you have {me.legacy_points}."
            if key in self.data.units:
                if key not in self.data.clans[me.clan].units:
                    return f"Only {me.clan} units may join your Cadre (this card can pay activation costs)."
                if view.placed_this_turn:
                    return "One unit per turn joins the Cadre."
                if me.influence <= 0:
                    return "No Influence left to place a unit."
                return "Both Cadre slots are taken."
        if token[0] == "ens" and view.phase == "turn":
            return "Cadences are sung during a combat, or made Eternal in a Meditation."
        return "Nothing to do there now."



def helpful_kind(view, seat: int) -> str | None:
    """The kind of Cadence that helps `seat` in the fight on the table: "defensive" while its hero defends,
    "offensive" while its hero attacks or it started the fight; in a two-player game, a fight of the rival's
    only, the kind that works against the rival's side. None when it takes no side (others' fight, 3+ players)."""
    c = view.combat
    if c is None:
        return None
    kind = _side(c, seat)
    if kind is None and view.num_seats == 2:
        rival = _side(c, 1 - seat)
        kind = None if rival is None else "offensive" if rival == "defensive" else "defensive"
    return kind


def _side(c, seat: int) -> str | None:
    if tuple(c.defender.where[:2]) == ("cadre", seat):
        return "defensive"
    if tuple(c.attacker.where[:2]) == ("cadre", seat) or c.instigator == seat:
        return "offensive"
    return None
