"""The Khedu prompt bar: the sentence saying what you are asked now and the buttons for choices that have
no card on the table (Meditate, Pass, Roll, the equal-dice sets, rewards, confirmations).

`PromptBar` is built with the table context, the click language (the half-made path and which moves are
buttons) and the pointer (button hover). Its buttons are rebuilt only when the legal moves, the path, the
viewer or the hint change; `invalidate` asks for a rebuild."""

from __future__ import annotations

import pygame

from baraza.game.core.action import Action
from baraza.game.khedu.ai import attack_win_chance
from baraza.scenes.khedu.clicks import ClickLanguage
from baraza.scenes.khedu.context import KheduContext, Pointer
from baraza.scenes.khedu.layout import mat_seat, unit_at
from baraza.scenes.ui import theme
from baraza.scenes.ui.widgets import Button

HINT_REASONS = {  # why the hinted kind of move is worth making, in a few words
    "place": "a hero fights from your Cadre and carries Honor to your score",
    "command": "its effect is worth its LP now",
    "meditate": "a quiet turn to restock while your hand is thin",
    "pass": "nothing else is worth doing this turn",
    "end_turn": "the cards you keep are next turn's fuel",
    "pay": "the card you need least",
    "cadence": "it bends this fight your way",
    "cadence_done": "keep your Cadences for a harder fight",
    "roll": "nothing more to add before the dice",
    "adjust": "it brings the total closer to the defence",
    "resolve": "the total is as good as it gets",
    "reward": "it serves your score best now",
    "bind_cadence": "that Cadence harms you least",
    "reveal_cadence": "it shows the others the least",
    "discard_cadence": "it is the one you need least",
    "med_replenish": "an empty Ensemble place fills",
    "med_redraw": "a fresh hand of five",
    "med_clan": "your clan's own Meditation",
    "med_eternal": "an Eternal Cadence helps in every fight of your Cadre",
}


class PromptBar:
    """Prompt text and buttons."""

    def __init__(self, ctx: KheduContext, clicks: ClickLanguage, pointer: Pointer) -> None:
        self.ctx = ctx
        self.data = ctx.data
        self.clicks = clicks
        self.pointer = pointer
        self.buttons: list[Button] = []
        self._built_for: tuple | None = None  # what the buttons were built for

    def invalidate(self) -> None:
        """The buttons are rebuilt before they are next used (a click may have changed the choice)."""
        self._built_for = None

    def button_label(self, view, action: Action) -> str:
        """The words on the button that makes `action`."""
        k, a = action.kind, action.args
        me = view.players[mat_seat(view)]
        c = view.combat
        if k == "meditate":
            return "Meditate"
        if k == "pass":
            cost = view.pass_cost
            return f"Pass (−{cost} LP)" if me.legacy_points >= cost else "Pass"
        if k == "end_turn":
            return "End turn"
        if k == "cadence_done":
            return "No Cadence"
        if k == "roll":
            return f"Roll {c.attack_dice} dice" if c else "Roll"
        if k == "resolve":
            return f"Resolve ({c.total})" if c else "Resolve"
        if k == "adjust":
            hi, lo = (max(c.dice), min(c.dice)) if c and c.dice else (6, 1)
            return f"{a[0]}s → {hi}" if a[1] == "high" else f"{a[0]}s → {lo}"
        if k == "reward":
            n = c.reward_value if c else 0
            return f"Take {n} LP" if a[0] == "lp" else f"Stack {n} Honor"
        if k == "med_replenish":
            return "Replenish Cadences"
        if k == "med_redraw":
            return "Redraw hand"
        if k == "med_clan":
            return self.data.clans[me.clan].meditation
        if k == "attack":
            return "Attack anyway"
        if k == "command":
            key = self.clicks.hand_key(view, a[0])
            cmd = self.data.commands.get(key or "")
            return f"Play {cmd.name} (−{cmd.cost} LP)" if cmd else "Play"
        return k

    def sync(self, view) -> None:
        """Build the buttons for `view`, unless they are already built for the same choice."""
        table, clicks = self.ctx.table, self.clicks
        legal = table.legal_actions()
        key = (tuple(legal), tuple(clicks.path), view.viewer, table.hint, self.ctx.app.fonts.scale)  # widths by size
        if key == self._built_for:
            return
        self._built_for = key
        specs: list[tuple[str, object, bool]] = []  # (label, callback, accent)
        c = view.combat
        if c is not None and c.step == "adjust" and legal:
            best = [Action("adjust", (v, ch)) for v, ch in c.best_choices]
            if any(b in legal for b in best) or Action("resolve") in legal:
                specs.append((f"Best: {c.best_total}", self.play_best, True))
        for action in legal:
            if clicks.tokens(view, action) is None:
                specs.append((self.button_label(view, action), lambda a=action: self.press(a),
                              action == table.hint))
        for action, seq in clicks.candidates(view, legal) if clicks.path else []:
            if len(seq) == len(clicks.path) and clicks.needs_confirm(view, action):
                specs.append((self.button_label(view, action), lambda a=action: self.press(a), True))
        if clicks.path:
            specs.append(("Cancel", table.reset_selection, False))
        if legal and view.phase == "turn" and view.turn_mode is None and not clicks.path:
            # the turn's three-way choice stays visible; a greyed button says why it is closed
            kinds = {a.kind for a in legal}
            if "meditate" not in kinds:
                specs.insert(0, ("Meditate: not twice in a row", _nothing, False))
            if "pass" not in kinds:
                specs.append((f"Pass: needs {view.pass_cost} LP", _nothing, False))
        zone = self.ctx.zones["prompt"]
        fonts = self.ctx.app.fonts
        buttons: list[Button] = []
        x = zone.right - 6
        for label, callback, accent in reversed(specs):
            w = max(74, fonts.get(16, "bold").size(label)[0] + 22)
            x -= w
            buttons.append(Button(pygame.Rect(x, zone.y + 5, w, zone.h - 10), label, callback, font_size=16,
                                  accent=accent, enabled=callback is not _nothing))
            x -= 6
        buttons.reverse()
        for i, b in enumerate(buttons[:9]):
            b.tooltip = str(i + 1)
        self.buttons = buttons

    def press_number(self, index: int) -> bool:
        """The keyboard's way to a button: `index` 0 is the first (its tooltip says "1")."""
        if index < len(self.buttons) and self.buttons[index].enabled:
            self.buttons[index].on_click()
            self.invalidate()
            return True
        return False

    def press(self, action: Action) -> None:
        self.ctx.table.reset_selection()
        self.ctx.table.submit_intent(action)

    def play_best(self) -> None:
        """The equal-dice choice the game offers: every set raised to the highest die, then resolve."""
        table = self.ctx.table
        view = table.current_view()
        seat = table.human_to_act()
        c = view.combat
        if seat is None or c is None or c.step != "adjust":
            return
        table.reset_selection()
        table.submit_intents([Action("adjust", (v, ch)) for v, ch in c.best_choices] + [Action("resolve")])

    def text(self, view) -> str:
        """What the player is asked now (or what the others are doing)."""
        table = self.ctx.table
        seat = table.human_to_act()
        names = table.match.seat_names()
        c = view.combat
        if view.is_over:
            return "The song has ended."
        if seat is None:
            step = table.animations.current
            if step is not None:
                return {"roll": "The dice tumble…", "clash": "Attacker and defender meet…",
                        "defeat": "The defeated unit leaves the field…", "sing": "A Cadence is sung…",
                        "place": "A unit joins the Cadre…"}.get(step.kind, "…") + "   (Space skips)"
            active = view.active_seats
            who = names[active[0]] if active else ""
            if c is not None and c.step == "cadences":
                return f"{who} may answer with a Cadence."
            if view.phase == "opening":
                return f"{who} chooses the opening Cadences."
            return f"{who} is playing."
        if self.clicks.path:
            return self._path_prompt(view)
        if table.hint is not None and table.hint in table.legal_actions():
            return self.hint_text(view, table.hint, seat)
        if view.phase == "opening":
            if view.opening_step == "reveal":
                return "Opening: click one Cadence to lay face up in your Ensemble."
            return "Opening: click one Cadence to discard; the other three go face down."
        if view.phase == "bind":
            return "The Desert wakes: click a face-down Cadence beside a Desert stack."
        if view.phase == "meditation":
            me = view.players[mat_seat(view)]
            clan = self.data.clans[me.clan].meditation
            # short enough for two lines beside four buttons: what is done shows as its button gone
            kinds = {a.kind: a for a in table.legal_actions()}
            clicks = []
            if "med_eternal" in kinds:
                clicks.append("a lit Cadence: Eternal (5 Honor)")
            if "med_clan" in kinds and kinds["med_clan"].args:
                clicks.append(f"a lit {'stack' if me.clan == 'Oadhii' else 'hero'}: {clan}")
            if not clicks:
                return self._fitting(["Meditation: use each option once with the buttons in this bar, then End turn.",
                                      "Meditation: use each option once, then End turn.",
                                      "Meditation: each option once."])
            said = "; ".join(clicks)
            # the longest wording that reads whole in two lines beside the buttons ("Conveyance of Dreams" is long)
            return self._fitting([f"Meditation, once each: click {said}; or a button.",
                                  f"Meditation, once each: click {said}.", f"Meditation: {said}."])
        if c is not None:
            if c.step == "pay":
                return (f"Pay the activation: click {c.to_pay} more card{'' if c.to_pay == 1 else 's'} in your hand "
                        "to discard.")
            if c.step == "cadences":
                return (f"Cadence window: click a Cadence in your Ensemble to sing it — "
                        f"{c.attack_dice} dice +{c.bonus} vs {c.defence} (attacker {c.win_probability:.0%}).")
            if c.step == "roll":
                return f"Roll: {c.attack_dice} dice +{c.bonus} against defence {c.defence} — {c.win_probability:.0%} to win."
            if c.step == "adjust":
                return (f"Equal dice: raise or lower each set. Now {c.total} vs {c.defence}; "
                        f"best {c.best_total}.")
            if c.step == "reward":
                return "Victory! Take the reward as Legacy points, or stack it as Honor on the victor."
        # Only the choices open now: a prompt never offers what the rules refuse (no free Cadre slot, no LP).
        kinds = {a.kind for a in table.legal_actions()}
        doing = [words for kind, words in (("place", "place a unit"), ("attack", "attack"),
                                           ("command", "play a Command")) if kind in kinds]
        doing_text = ", ".join(doing[:-1]) + " or " + doing[-1] if len(doing) > 1 else "".join(doing)
        if view.turn_mode == "action":
            if not doing:
                return "Action turn: nothing more can be done — End turn."
            return f"Action turn: {doing_text} — End turn when done."
        rest = [words for kind, words in (("meditate", "Meditate"), ("pass", "Pass")) if kind in kinds]
        if not doing:
            return "Your turn: " + " or ".join(rest) + "." if rest else "Your turn."
        return f"Your turn: {doing_text}" + (" — or " + ", or ".join(rest) if rest else "") + "."

    def hint_text(self, view, action: Action, seat: int) -> str:
        """The hinted move in words, what to click and why; it stays until the next move."""
        table = self.ctx.table
        what = table.match.describe_action(seat, action)
        why = HINT_REASONS.get(action.kind, "")
        if action.kind == "attack":
            chance = attack_win_chance(view, mat_seat(view), tuple(action.args[0]), tuple(action.args[1]))
            why = f"it wins {chance:.0%} of the time"
        how = ("click the ringed cards" if self.clicks.tokens(view, action) is not None
               else f"press {self.button_label(view, action)}")
        return f"Hint: {what} — {why}; {how}." if why else f"Hint: {what}; {how}."

    def _path_prompt(self, view) -> str:
        path = self.clicks.path
        first = path[0]
        if first[0] == "hand":
            key = first[1]
            if key in self.data.units:
                warn = ""
                if view.players[mat_seat(view)].influence == 1:
                    warn = " It costs your last Influence: this turn becomes your last."
                return f"Place {self.data.units[key].name}: click an empty slot of your Cadre.{warn}"
            cmd = self.data.commands.get(key)
            if cmd is None:
                return "Choose."
            if cmd.effect == "allure":
                return ("Allure: click the Desert stack to lift from." if len(path) == 1
                        else "Allure: click the stack it lands on.")
            if cmd.effect == "betrayal":
                return "Betrayal: click an exposed Desert unit that carries Honor."
            if cmd.effect == "sandstorm":
                return "Sandstorm: click the Desert stack whose exposed unit sinks."
            if cmd.effect == "exchange":
                return ("Exchange of Oaths: click a hero in a Cadre." if len(path) == 1
                        else "Exchange of Oaths: click a Desert stack, or one of your heroes, to swap with.")
            return f"{cmd.name}: confirm with the button."
        unit = unit_at(view, first)
        name = unit.name if unit else "the attacker"
        if len(path) == 2:  # an attack waiting for its confirm: a hero's Honor is at stake
            risk = self.clicks.honor_at_risk(view, Action("attack", (path[0], path[1])))
            if risk is not None:
                return (f"Your hero carries {risk[0]} Honor; this attack wins {risk[1]:.0%} of the time. "
                        "Attack anyway?")
        return f"Attack with {name}: click the defender (a lit card)."

    def text_box(self) -> pygame.Rect:
        """Where the sentence goes: the prompt zone left of the buttons."""
        zone = self.ctx.zones["prompt"]
        right = self.buttons[0].rect.x - 10 if self.buttons else zone.right - 10
        return pygame.Rect(zone.x + 14, zone.y + 2, right - zone.x - 20, zone.h - 4)

    def _fitting(self, wordings: list[str]) -> str:
        """The first wording that fits the sentence's box at the text floor (two lines), else the last."""
        fonts = self.ctx.app.fonts
        box = self.text_box()
        for text in wordings:
            if not theme.fit_lines(fonts, text, box.size, theme.MIN_TEXT, "bold", line_gap=0)[2]:
                return text
        return wordings[-1]

    def draw(self, surface: pygame.Surface, view) -> None:
        """The prompt zone: the sentence, then the buttons at the right (call `sync` first)."""
        fonts = self.ctx.app.fonts
        text = self.text(view)
        colour = theme.ACCENT if self.ctx.table.human_to_act() is not None else theme.TEXT_DIM
        box = self.text_box()
        # one line if it fits at any readable size (a prompt reads at a glance), else two lines
        size = next((n for n in range(17, theme.MIN_TEXT - 1, -1) if fonts.get(n, "bold").size(text)[0] <= box.w), 17)
        theme.draw_text_box(surface, fonts, text, box, size, colour, "bold", valign="middle", line_gap=0)
        for b in self.buttons:
            b.hovered = b.rect.collidepoint(self.pointer.pos)
            b.draw(surface, fonts)


def _nothing() -> None:
    """The callback of a greyed-out prompt button."""
