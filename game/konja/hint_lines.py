"""The words of a Konja hint whose card changes one die and whose gain comes with the cards after it (split from
hint_words.py): Oodoo kept ready turning a 4 into a 5 and, used again, into a fourth 6; Bone Flute on a 2 and Oodoo
on the 4 making three 3s. The Hint plays such a line of certain cards before its rerolls (issue 41)."""

from __future__ import annotations

from collections.abc import Callable

from baraza.game.core.action import Action
from baraza.game.konja import cards
from baraza.game.konja.hint_dice import NUDGES, _card_effect, _die_face, _guards, _kept_safe, _made, _me
from baraza.game.konja.hint_plan import guarded_after, risk_words, step_choice
from baraza.game.konja.state import KonjaView


def line_words(view: KonjaView, action: Action, plan: list[Action]) -> str | None:
    """What `action` and the hint level's next cards that change dice (`plan`, in the order it plays them) make
    together: one card on the same die says it as `followup_words`; more cards, or a card on another die, name each
    card, its die and the face it leaves, then what the dice make ("then Bone Flute on the 5 (→ 6): that makes
    three 6s: a 3-point Cloud"; "Bone Flute on the 4 make 3 6s" left out what the card did: konja20)."""
    plan = _held(view, plan)
    if not plan:
        return None
    if len(plan) == 1:
        words = followup_words(view, action, plan[0])
        if words or _same_die(view, action, plan[0]):
            return words
    values = [d.value for d in view.dice]
    after, names, touched = list(values), [], []
    for move in (action, *plan):
        change = _die_face(view, move, after) if move.kind in ("use_relic", "play_spell") else None
        if change is None and move is not action and move.kind in ("use_relic", "play_spell", "use_spirit"):
            names.append(_card_name(view, move))  # a play on no die: a recharge before the card is used again
            touched.append(None)
            continue
        if change is None or not 1 <= change[1] <= 6:
            return None
        if move is not action:  # each step names the chip it needs ("Let it be spent" is picked first: round 13)
            names.append(on_die(view, move, after[change[0]], change[1]))
        touched.append(change[0])
        after[change[0]] = change[1]
    made = _made(view, after, values)
    first = _die_face(view, action, values)
    alone = _made(view, values[:first[0]] + [first[1]] + values[first[0] + 1:], values) if first else None
    if not made or made == alone or made.endswith("1 Power"):
        return None
    # the red dice come after the plan: its Cloud is promised only as far as they spare it (round 13)
    made += risk_words(view, after, guarded_after(view, [action, *plan], touched))
    return f"then {', '.join(names[:-1]) + ' and ' if len(names) > 1 else ''}{names[-1]}: that makes {made}"


def on_die(view: KonjaView, move: Action, face: int, to: int) -> str:
    """A card's step on one die, as the move's own words say it (describe.py): "Oodoo on the 4 (→ 3) with Keep
    ready"."""
    return f"{_card_name(view, move)} on the {face} (→ {to}){step_choice(view, move)}"


def _held(view: KonjaView, plan: list[Action]) -> list[Action]:
    """The plan up to its first card the player does not hold yet (a Relic Patron's Gift brings, used later in the
    line): that card cannot be read in this view, and reading it raised, which left the hint with no reason at all
    ("Use Oodoo on the 6" twice, a blind tester)."""
    me = _me(view)
    hand = list(me.spells or ())
    for n, move in enumerate(plan):
        if (move.kind in ("use_relic", "use_spirit") and move.args[0] >= len(me.relics)) or (
                move.kind == "play_spell" and move.args[0] not in hand):
            return plan[:n]
    return plan


def _same_die(view: KonjaView, action: Action, nxt: Action) -> bool:
    values = [d.value for d in view.dice]
    first = _die_face(view, action, values)
    if first is None or nxt.kind not in ("use_relic", "play_spell"):
        return False
    after = values[:first[0]] + [first[1]] + values[first[0] + 1:]
    second = _die_face(view, nxt, after)
    return second is not None and second[0] == first[0]


def _card_name(view: KonjaView, move: Action) -> str:
    if move.kind == "use_spirit":
        return "the Spirit token"
    return cards.spells()[move.args[0]].name if move.kind == "play_spell" else _me(view).relics[move.args[0]].name


def followup_words(view: KonjaView, action: Action, nxt: Action) -> str | None:
    """A die changed by one card and then by the next the hint level plays (`nxt`) on that die: what the two make
    together, or the set they keep safe. Oodoo kept ready turned a 4 into a 5 "to make a 5: 1 Power", and used
    again made 4 6s (issue 41)."""
    if nxt.kind not in ("use_relic", "play_spell"):
        return None
    values = [d.value for d in view.dice]
    first = _die_face(view, action, values)
    if first is None:
        return None
    after = values[:first[0]] + [first[1]] + values[first[0] + 1:]
    second = _die_face(view, nxt, after)
    if second is None or second[0] != first[0]:
        return None
    both = after[:first[0]] + [second[1]] + after[first[0] + 1:]
    made = _made(view, both, values)
    start = f"then {on_die(view, nxt, first[1], second[1])}:"  # the die it goes on and the face it leaves
    if made and not made.endswith("1 Power") and made != _made(view, after, values):
        safe = guarded_after(view, [action, nxt], [first[0], second[0]])
        return f"{start} that makes {made}{risk_words(view, both, safe)}"
    safe = _kept_safe(view, both, first[0]) if _guards(view, action) or _guards(view, nxt) else None
    return f"{start} that keeps {safe}" if safe else None


def guessed_followup(view: KonjaView, action: Action) -> str | None:
    """Without the hint level's next move (the judge's words for a mark, a direct ask): the follow-up a card that
    changes one die leaves open, when one card more on that die gains: the same Relic again when the move keeps it
    ready, or a Spell in hand that turns a die. A guess, told only where it makes or keeps something."""
    change = _die_face(view, action, [d.value for d in view.dice])
    if change is None:
        return None
    die = change[0]
    me = _me(view)
    options: list[Action] = []
    if action.kind == "use_relic" and action.args[2] and cards.relics()[me.relics[action.args[0]].card].power == "ready":
        options += [Action("use_relic", (action.args[0], -1, 0, (die, step))) for step in (1, -1)]
    for spell in dict.fromkeys(me.spells or ()):
        card = cards.spells()[spell]
        if card.effect in NUDGES and card.timing == "bones" and me.magick >= card.cost:
            faces = range(1, 7) if card.effect == "set_face" else (1, -1)
            options += [Action("play_spell", (spell, (die, f))) for f in faces]
    found = [w for w in (followup_words(view, action, o) for o in options) if w]
    return next((w for w in found if " makes " in w), found[0] if found else None)


# --- a recharge: worth its Action die only for the use that follows (Elder Staff on Oodoo read "Oodoo is ready to
# use again", then the next hint said End Bones: a blind tester's last turn) -----------------------------------------

def recharged(view: KonjaView, action: Action) -> int | None:
    """The slot of the Relic a move makes ready again (Elder Staff, Awaken, the Spirit token), else None."""
    if action.kind == "use_spirit":
        return action.args[0]
    if action.kind in ("use_relic", "play_spell"):
        effect, target = _card_effect(view, action)
        if effect == "recharge" and target and isinstance(target[0], int):
            return target[0]
    return None


def unused_recharge(view: KonjaView, action: Action, line_of: Callable) -> int | None:
    """The slot `action` recharges when the hint's line after it (`line_of(view, action)`) never uses that Relic."""
    slot = recharged(view, action)
    if slot is None or any(a.kind == "use_relic" and a.args[0] == slot for a in line_of(view, action)):
        return None
    return slot


def line_after(rules, state, seat: int, action: Action, next_move: Callable, steps: int) -> list[Action]:
    """The moves `next_move(state)` makes after `action` in the same Bones, at most `steps` (End Bones ends it)."""
    rules.apply(state, seat, action)
    line: list[Action] = []
    while len(line) < steps and state.phase == "bones" and rules.decider(state) == seat:
        nxt = next_move(state)
        if nxt.kind == "end_bones":
            break
        line.append(nxt)
        rules.apply(state, seat, nxt)
    return line


def recharge_words(view: KonjaView, action: Action, line: list[Action]) -> str | None:
    """A recharge's reason: the use of that Relic in the hint's line after it ("Oodoo is ready again: then Oodoo on
    the 4 (→ 5): that makes three 5s: a 3-point Cloud"); None when the line does not use it."""
    from baraza.game.konja.hint_rolls import aim_words

    slot = recharged(view, action)
    if slot is None or slot >= len(_me(view).relics):
        return None
    name = _me(view).relics[slot].name
    uses = [n for n, move in enumerate(line) if move.kind == "use_relic" and move.args[0] == slot]
    if not uses:
        return None
    use = line[uses[0]]
    if uses[0] == 0:  # the very next move: the dice are as they stand now
        values = [d.value for d in view.dice]
        change = _die_face(view, use, values)
        effect, target = _card_effect(view, use)
        if change is not None and 1 <= change[1] <= 6:
            after = values[:change[0]] + [change[1]] + values[change[0] + 1:]
            made = _made(view, after, values)
            if made:  # the red dice still come: said as a plan's other steps say it (round 14)
                risk = risk_words(view, after, guarded_after(view, [action, use], [None, change[0]]))
                return f"{name} is ready again: then {on_die(view, use, values[change[0]], change[1])}: that makes " \
                       f"{made}{risk}"
        if effect == "reroll":
            aim = aim_words(view, list(target), use, (action,))  # the recharge's Action die or Magick is spent
            if aim:
                return f"{name} is ready again, to reroll: {aim}"
    return f"{name} is ready again, to use it this turn"
