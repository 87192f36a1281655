"""What the keyboard's cursor stands on at the Konja table and what its words keep clear of (the table's
`focus_clicks`, `focus_extras`, `focus_label` and `focus_keep_clear` hooks, scenes/table/focus.py).

The blind keyboard playtest at 150 % text (issue 41/44):
- the cursor stood on "Clear the pyramid" with the words "Finish the turn": the lesson finishes a Collection with
  a split laid by clearing it first, so that move's first click was Clear. For the cursor a turn's end with dice on
  the pyramid starts nowhere, nor a row's collection by the best split: Clear, Best split and "Collect & end
  turn" are the prompt's buttons, said by their own names (after Enter on one the cursor stays on it);
- a prompt button a move starts from is said by its name first ("Collect & end turn: Finish the turn");
- after a card's move the cursor lands on the player's tokens, which only read (focus_next.py): they say what
  the move cost and gave;
- the words never cover the scores, the pyramid's rows, the prompt's words or its buttons.
"""

from __future__ import annotations

import re

import pygame

from baraza.game.core.action import Action
from baraza.game.konja import cards as konja_cards
from baraza.scenes.konja.art import ANCESTOR_INFO
from baraza.scenes.konja.card_use import button_tip
from baraza.scenes.konja.context import KonjaContext
from baraza.scenes.konja.prompt import PromptPanel
from baraza.scenes.konja.prompt_buttons import CARD_VERBS
from baraza.scenes.table.focus_moves import on_board, step_towards

LAID_GROUPS = {"power": "single die", "pair": "pair", "run": "run", "kind": "set"}  # a group on the pyramid, said


class FocusSpots:
    def __init__(self, konja: KonjaContext, prompt: PromptPanel, lesson) -> None:
        self.ctx = konja.ctx
        self.geometry = konja.geometry
        self.plan = konja.plan
        self.picks = konja.picks
        self.prompt = prompt
        self.lesson = lesson  # LessonTargets: its clicks and named spots
        self.card_use = konja.card_use
        self.records = konja.records  # whose Idol stands on which Ancestor
        self._named_key: tuple | None = None  # the dice the cursor's words name, as last worked out (`named`)
        self._named: list[pygame.Rect] = []

    def clicks(self, action: Action, view) -> list[pygame.Rect]:
        """The lesson's clicks, but a turn's end with dice laid on the pyramid starts at no spot (its first click
        was Clear the pyramid, which then read "Finish the turn" and wiped the split on Enter)."""
        if action.kind == "finish_collection" and view.phase == "collect":
            self.plan.ensure(view)
            if self.plan.groups:
                return []
        clicks = self.lesson.clicks(action, view)
        if action.kind == "collect" and clicks and clicks[0] == self.prompt.button_rect(view, "Best split"):
            return []  # Best split only lays the dice out: a button said by its name, where the cursor stays
        return clicks

    def region(self, rect: pygame.Rect) -> str | None:
        """The table's `focus_region` hook: a spent Relic whose every move spends the Spirit token on it goes with
        the tokens for Tab (Tab into the Relics landed on "Spend the Spirit token on Fie-Ah", where Enter spent it
        at once: keys-only tester at 150 %); None: the layout's zone."""
        view = self.ctx.views.current_view()
        me = view.players[self.geometry.bottom_seat(view)]
        if view.spirit_holder != self.geometry.bottom_seat(view) or not any(r.spent for r in me.relics):
            return None
        if tuple(rect) not in {tuple(self.geometry.relic_rect("my", i)) for i, r in enumerate(me.relics) if r.spent}:
            return None
        moves = [a for a in self.ctx.views.legal_actions() if (self.clicks(a, view) or [None])[0] == rect]
        return "my_tokens" if moves and all(a.kind == "use_spirit" for a in moves) else None

    def tokens_rect(self, view) -> pygame.Rect:
        """The player's tokens and Cloud points, one spot (its words say both: they never cover the score)."""
        return self.lesson.spot("tokens:my", view)[0].unionall(self.lesson.spot("score:my", view))

    def tokens_words(self, view) -> str:
        me = view.players[self.geometry.bottom_seat(view)]
        return (f"Your tokens: {me.gold} Gold, {me.magick} Magick, {me.power} Power; "
                f"Cloud points {me.cloud_points} of {view.target}")

    def extras(self, view) -> list[tuple[pygame.Rect, str]]:
        """The prompt panel's buttons, and the player's tokens (read only: where the cursor rests after a card's
        move, saying what it cost)."""
        # a Power chip's words say what it costs ("Ready for 1 Power": you pay 1 Power, the Relic stays ready)
        tips = {tuple(b.rect): button_tip(b.text) for b in self.prompt.buttons if _power_chip(b.text)}
        out = [(rect, f"{words}: {tips[tuple(rect)]}" if tips.get(tuple(rect)) else words)
               for rect, words in self.prompt.focus_extras(view)]
        out = [(rect, self.chosen_words(rect, tips.get(tuple(rect), "")) or words) for rect, words in out]
        if view.viewer is not None and not view.over:
            out.append((self.tokens_rect(view), self.tokens_words(view)))
            out += self.cards(view) + self.dice(view) + self.ancestors(view)
        return out

    def chosen_words(self, rect: pygame.Rect, tip: str = "") -> str | None:
        """A card's option already chosen: what Enter does there, nothing, and what plays the card (Enter on a
        chosen option seemed to do nothing at all: keys15 at 150 %). None for any other spot."""
        buttons = self.prompt.buttons
        button = next((b for b in buttons if tuple(b.rect) == tuple(rect)), None)
        if self.picks.sel_card is None or button is None or not button.text.startswith("● ") or len(buttons) < 2:
            return None
        name, verb = button.text.removeprefix("● "), buttons[-2]  # Use / Cast, then Back: laid last
        what = tip.removeprefix(f"Pick this, then press {verb.text}: ")
        what = f" {what[:1].upper()}{what[1:]}" if what and what != tip else ""
        if verb.enabled:
            return f"{name}, chosen (Enter keeps it): {verb.text}, below, plays the card.{what}"
        return f"{name}, chosen (Enter keeps it): choose the rest, then {verb.text}.{what}"

    def ancestors(self, view) -> list[tuple[pygame.Rect, str]]:
        """The five Ancestor tiles, always stops that read (a keys-only tester at 150 %: Tab never reached them
        outside the turn's start): whose Idol stands there, what its Favour and Blessing give."""
        me, owners = self.geometry.bottom_seat(view), self.records.idol_owners()
        out = []
        for name, rect in self.geometry.tile_rects.items():
            title, _colour, favour, blessing = ANCESTOR_INFO[name]
            if name not in view.idols:
                state = "free"
            elif owners.get(name) == me:
                state = "your Idol stands on it"
            elif owners.get(name) is not None:
                state = f"{view.seat_names[owners[name]]}'s Idol stands on it"
            else:
                state = "an Idol stands on it"
            if name == "spirit" and view.spirit_holder is None:
                state += ", the Spirit token lies on it"
            # the bracketed details left to the tile itself: three lines at 150 % found no free room (s33)
            favour = re.sub(r" \([^)]*\)", "", favour)
            out.append((pygame.Rect(rect), f"{title}, {state}. {favour} {blessing}"))
        return out

    def cards(self, view) -> list[tuple[pygame.Rect, str]]:
        """Each of the player's own Relics and Spells, always a stop (a blind keyboard playtest: the arrows skipped
        the hand, whose cards became stops only once a die was marked, and Tab's stops came and went): a card no move
        starts from says what Enter does there (picks it, the dice and faces come next) or why it cannot be used."""
        geo, card_use = self.geometry, self.card_use
        me = view.players[geo.bottom_seat(view)]
        legal = self.ctx.views.legal_actions() if self.ctx.views.human_to_act() == view.viewer else []
        picked = self.picks.sel_card
        out = []
        hand = list(me.spells or ())
        for kind, key, name, rect in [
                *(("relic", i, r.name, geo.relic_rect("my", i)) for i, r in enumerate(me.relics)),
                *(("spell", c, cards_spell_name(c), geo.spell_rect("my", i, len(hand))) for i, c in enumerate(hand))]:
            usable = view.phase in ("bones", "red_reply") and any(
                (a.kind == "use_relic" and kind == "relic" and a.args[0] == key)
                or (a.kind == "play_spell" and kind == "spell" and a.args[0] == key) for a in legal)
            if picked == (kind, key):
                words = f"{name}, picked: choose below, or Enter puts it back"
            elif usable:
                words = f"{name}: Enter picks it, then choose how to use it"
            elif legal:
                why = card_use.why_not(view, (kind, key), name)
                words = why if why.startswith(name) else f"{name}: {why}"
            else:
                words = name
            out.append((rect, words))
        return out

    def dice(self, view) -> list[tuple[pygame.Rect, str]]:
        """The number dice in the Bones, always stops, with the words `die_words` gives them."""
        if view.phase != "bones":
            return []
        if view.turn_seat != view.viewer:  # the other's dice in their Bones: what they are, never "Enter marks it"
            # (the cursor sat on Kofi's dice in his turn saying so: keys-only tester at 150 %)
            owner = view.seat_names[view.turn_seat]
            return [(self.geometry.die_rect(d.index),
                     f"{owner}'s {'violet' if d.colour == 'violet' else 'green'} die {d.value}, {owner}'s to use")
                    for d in view.dice if not d.used]
        return [(self.geometry.die_rect(d.index), self.die_words(view, d.index)) for d in view.dice if not d.used]

    def die_words(self, view, index: int, cards_here: list[str] | None = None) -> str:
        """A number die in the Bones: its face and what Enter does there, marking it (never a cast: the blind
        keyboard playtest read "Cast Shape Bone: the 6 becomes a 1" on a die and took Enter for the cast)."""
        die = view.dice[index]
        colour = "Violet" if die.colour == "violet" else "Green"
        picked = self.picks.sel_card
        marked = index in self.picks.marked
        head = f"{colour} die {die.value}" + (", marked" if marked else "")
        if marked:
            return f"{head}: Enter unmarks it"
        if picked is not None:
            name = self._card_name(view, picked)
            return f"{head}: Enter marks it for {name}"
        if cards_here:
            return f"{head}: Enter marks it, then pick a card for it ({', '.join(cards_here)})"
        return f"{head}: Enter marks it"

    def _card_rect(self, view, sel: tuple[str, object]) -> pygame.Rect | None:
        me = view.players[self.geometry.bottom_seat(view)]
        if sel[0] == "relic":
            return self.geometry.relic_rect("my", sel[1])
        hand = list(me.spells or ())
        return self.geometry.spell_rect("my", hand.index(sel[1]), len(hand)) if sel[1] in hand else None

    def _card_name(self, view, sel: tuple[str, object]) -> str:
        if sel[0] == "spell":
            return cards_spell_name(sel[1])
        me = view.players[self.geometry.bottom_seat(view)]
        return me.relics[sel[1]].name if sel[1] < len(me.relics) else "the card"

    def spot_words(self, rect: pygame.Rect, actions: list[Action], view) -> str | None:
        """The words of a die or a card's chip where moves start, when the moves' own words would mislead (None: the
        moves' words): a die says it is marked by Enter, never "Cast Shape Bone: the 6 becomes a 1"; a chip says it
        is picked by Enter and that Cast (or Use) then plays the card (a blind keyboard playtest took both for the
        cast itself)."""
        if view.phase == "collect":  # a tray slot whose die lies on the pyramid: what Enter there really does
            laid = self.laid_slot_words(rect, view)
            if laid is not None:
                return laid
        if view.phase == "bones":
            for die in view.dice:
                if not die.used and tuple(self.geometry.die_rect(die.index)) == tuple(rect):
                    names = list(dict.fromkeys(self._card_name(view, _sel(a)) for a in actions if _sel(a)))
                    return self.die_words(view, die.index, names)
            for a, face in enumerate(view.action_dice):  # a white die: Enter picks it to pay a Relic with
                if tuple(self.geometry.action_rect(a)) == tuple(rect):
                    names = list(dict.fromkeys(self._card_name(view, _sel(m)) for m in actions if _sel(m)))
                    return f"White die {face}: Enter picks it to pay {' or '.join(names) or 'a Relic'}"
        picked = self.picks.sel_card
        swap = self.discard_words(view, rect)
        if swap is not None:
            return swap
        if not actions or actions[0].kind not in ("use_relic", "play_spell"):
            return None
        sel = _sel(actions[0])
        card = self._card_rect(view, sel) if sel != picked and all(_sel(a) == sel for a in actions) else None
        if card is not None and tuple(card) == tuple(rect):
            # the card itself: Enter picks it, the way comes next (it read "Cast Chaac!" and cast nothing)
            ways = len(actions)
            return f"{self._card_name(view, sel)}: Enter picks it, then choose how to use it" + (
                f" ({ways} ways)" if ways > 1 else "")
        if picked is None:
            return None
        self.prompt.sync(view)
        button = next((b for b in self.prompt.buttons if pygame.Rect(b.rect) == rect), None)
        if button is None or button.text in CARD_VERBS or _power_chip(button.text):
            return None
        verb = "Cast" if picked[0] == "spell" else "Use"
        name = button.text.removeprefix("● ")
        if self.card_use.effect(view)[0] == "set_face":
            name = f"Face {name}"
        detail = self.ctx.match.describe_action(self.geometry.bottom_seat(view), actions[0])
        detail = re.sub(rf"^{verb} {re.escape(self._card_name(view, picked))}:? ?", "", detail) or detail
        return f"{name}: {detail}. Enter picks it, then {verb}"

    def discard_words(self, view, rect: pygame.Rect) -> str | None:
        """With Chaac! picked, another Spell in the hand: Enter marks it to discard (or unmarks it); Cast plays the
        card. It read "Cast Chaac!: discard Patron's Gift…", and Enter only marked the card (keys-only tester)."""
        picked = self.picks.sel_card
        if picked is None or picked[0] != "spell" or konja_cards.spells()[picked[1]].effect != "discard_draw":
            return None
        hand = list(view.players[self.geometry.bottom_seat(view)].spells or ())
        if picked[1] not in hand:
            return None
        for i, card in enumerate(hand):
            if i != hand.index(picked[1]) and tuple(self.geometry.spell_rect("my", i, len(hand))) == tuple(rect):
                name, chaac = cards_spell_name(card), cards_spell_name(picked[1])
                if i in self.picks.marked_spells:
                    return f"{name}, marked to discard: Enter unmarks it; Cast plays {chaac}"
                return f"{name}: Enter marks it to discard with {chaac}, then Cast"
        return None

    def laid_slot_words(self, rect: pygame.Rect, view) -> str | None:
        """The empty tray slot of a die laid on the pyramid: Enter takes its group back off the pyramid (it read
        "Exchange a single high die: 5" and pulled the 5 out of the run: keys-only tester at 150 %)."""
        self.plan.ensure(view)
        for kind, idx in self.plan.groups:
            for i in idx:
                if tuple(self.geometry.die_rect(i)) == tuple(rect):
                    value, group = view.dice[i].value, LAID_GROUPS[kind]
                    return (f"Empty slot, its {value} lies in the {group} on the pyramid: Enter takes the {group} "
                            f"back to the tray and picks the {value}")
        return None

    def label(self, rect: pygame.Rect, first: str) -> str:
        """A prompt button's words begin with its name, so the words always name what is under the ring."""
        # the Hint's words for the Power chip ("with Keep ready (1 Power)") said as what it costs
        first = re.sub(r" with Keep ready \((\d+) Power\)", r", paying \1 Power to keep it ready", first)
        for button in self.prompt.buttons:
            name = button.text.removeprefix("● ")
            # (a card's way chips keep the move's own words, which name the way: "Cast Storm Veil on the red 6")
            named = self.picks.sel_card is None or _power_chip(name)
            if pygame.Rect(button.rect) == rect and named and name and not first.lower().startswith(name.lower()):
                return f"{name}: {first}"
        return first

    def keep_clear(self, view) -> list[pygame.Rect]:
        """What the cursor's words keep off: both scores, the pyramid's rows, the prompt's words and buttons, the
        players' tokens (the playtest's words covered "Single 4+", "20 / 21", the Use button and a Spell)."""
        geo = self.geometry
        out = [pygame.Rect(r) for name in ("score:my", "score:opp", "tokens:my", "tokens:opp")
               for r in self.lesson.spot(name, view)]
        out += [geo.row_rect(kind) for kind in geo.rows]
        out += [pygame.Rect(b.rect) for b in self.prompt.buttons]
        out.append(pygame.Rect(self.prompt.zone))
        me = view.players[geo.bottom_seat(view)]
        spells = len(me.spells or ())
        out += [geo.spell_rect("my", i, spells) for i in range(spells)]
        out += [geo.relic_rect("my", i) for i in range(len(me.relics))]
        info = self.geometry.z.get("info")
        if info is not None:  # "Nia 10 · Kofi 17 (first to 21)"
            out.append(pygame.Rect(info))
        return out

    def named(self, spot: pygame.Rect) -> list[pygame.Rect]:
        """The dice the cursor's words name, which they keep off as off the spot itself (the table's `focus_named`):
        the dice marked for a card (its chips and Use say "reroll the 6 and 1"), and the dice a move from this spot
        goes on to (a red die's "replaces the 2"). Worked out once for each state of the table and spot."""
        views = self.ctx.views
        key = (len(self.ctx.match.records), repr(self.picks), tuple(spot))  # (the picks: a dataclass)
        if key == self._named_key:
            return self._named
        view = views.current_view()
        dice = {tuple(self.geometry.die_rect(d.index)): None for d in view.dice}
        out = [self.geometry.die_rect(i) for i in self.picks.marked if i < len(view.dice)]
        if views.human_to_act() == view.viewer:
            for action in views.legal_actions():
                if action.kind not in ("red_replace", "use_relic", "play_spell"):
                    continue
                clicks = self.clicks(action, view)
                if clicks and tuple(clicks[0]) == tuple(spot):
                    out += [pygame.Rect(c) for c in clicks[1:] if tuple(c) in dice]
        self._named_key, self._named = key, [r for r in out if tuple(r) != tuple(spot)]
        return self._named

    def arrow(self, targets: list, current, direction: str):
        """Left and Right go along the row first: the nearest spot that way whose height overlaps the cursor's
        (Right from the Relic At! went down to the Action dice, six Rights from the dice passed End Bones to
        Undo). Any arrow keeps to the cursor's own part of the table (the dice, the hand, the pyramid, the
        Ancestors) while a spot lies that way in it, and never goes to the log or Undo, Hint, Menu while a spot of
        the table lies that way (a keys-only tester at 150 %: Right from a die went to the log). None: the shared
        rule (the nearest spot that way)."""
        panel = self._panel_step(targets, current, direction)
        if panel is not None:
            return panel
        board = [t for t in targets if on_board(t)] if on_board(current) else targets
        same = [t for t in board if t.region == current.region]
        return (_along_row(same, current, direction) or step_towards(same, current, direction)
                or step_towards(same, current, direction, wide=True) or _along_row(board, current, direction)
                or _beside(board, current, direction)
                or step_towards(_ahead(board, current, direction), current, direction))

    def _panel_step(self, targets: list, current, direction: str):
        """Up or Down among a card's options: the nearest row of its buttons that way, and in it the button whose
        left edge is nearest the cursor's (Down from the last option went to Back, beside Use under it: keys15 at
        150 %). None: not in a card's options, or nothing that way."""
        buttons = {tuple(b.rect) for b in self.prompt.buttons}
        if direction not in ("up", "down") or self.picks.sel_card is None or current.rect not in buttons:
            return None
        x, y, _w, h = current.rect
        if direction == "down":
            ahead = [t for t in targets if t.rect in buttons and t.rect[1] >= y + h]
            gap = {t.rect: t.rect[1] - (y + h) for t in ahead}
        else:
            ahead = [t for t in targets if t.rect in buttons and t.rect[1] + t.rect[3] <= y]
            gap = {t.rect: y - (t.rect[1] + t.rect[3]) for t in ahead}
        if not ahead:
            return None
        row = min(gap.values())
        return min((t for t in ahead if gap[t.rect] == row), key=lambda t: abs(t.rect[0] - x))

    def tab_stops(self, view) -> list[pygame.Rect]:
        """Where Tab stops besides each part's first spot: every prompt button (README: the prompt's buttons are
        a Tab stop; Tab went from the dice to the Spells and Hint, never to End Bones or Collect & end turn)."""
        self.prompt.sync(view)
        return [pygame.Rect(b.rect) for b in self.prompt.buttons if b.enabled]


def _along_row(targets: list, current, direction: str):
    """Left or Right: the nearest of `targets` that way whose height overlaps the cursor's, or None."""
    if direction not in ("left", "right"):
        return None
    x, y, w, h = current.rect
    cx, sign = x + w / 2, 1 if direction == "right" else -1
    row = [t for t in targets if t != current and t.rect[1] < y + h and t.rect[1] + t.rect[3] > y
           and (t.rect[1] <= y + h / 2 <= t.rect[1] + t.rect[3] or y <= t.centre[1] <= y + h)
           and (t.centre[0] - cx) * sign > 0]
    return min(row, key=lambda t: (abs(t.centre[0] - cx), abs(t.centre[1] - (y + h / 2))), default=None)


def _beside(targets: list, current, direction: str):
    """Left or Right: the nearest of `targets` that way whose height overlaps the cursor's at all (Left from the
    tall "Done with red dice" went down to a Relic past the dice row beside it: keys-only tester at 150 %)."""
    if direction not in ("left", "right"):
        return None
    x, y, w, h = current.rect
    sign = 1 if direction == "right" else -1
    row = [t for t in targets if t != current and t.rect[1] < y + h and t.rect[1] + t.rect[3] > y
           and ((t.rect[0] + t.rect[2] <= x) if sign < 0 else (t.rect[0] >= x + w))]
    edge = x if sign < 0 else x + w
    return min(row, key=lambda t: abs((t.rect[0] + t.rect[2] if sign < 0 else t.rect[0]) - edge), default=None)


def _ahead(targets: list, current, direction: str) -> list:
    """The spots more that way than aside (Right from the last die went down to a Relic, End Bones lay right)."""
    cx, cy = current.centre
    sign = 1 if direction in ("right", "down") else -1
    axis = 0 if direction in ("left", "right") else 1
    return [t for t in targets if abs(t.centre[1 - axis] - (cx, cy)[1 - axis])
            <= (t.centre[axis] - (cx, cy)[axis]) * sign]


def _sel(action: Action) -> tuple[str, object] | None:
    """The card a move plays, as the picks name it."""
    if action.kind == "play_spell":
        return ("spell", action.args[0])
    if action.kind == "use_relic":
        return ("relic", action.args[0])
    return None


def cards_spell_name(card_id) -> str:
    return konja_cards.spells()[card_id].name


def _power_chip(text: str) -> bool:
    """A Relic's chip of what it costs: spent, or Power paid to keep it ready (card_use.py)."""
    text = text.removeprefix("● ")
    return text in ("Spend the Relic", "Let it be spent", "Spend it") or text.startswith(
        ("Ready for ", "Keep ready (", "Keep ("))
