"""Why a Konja hint trades one token for another (Barter, Trader's Pouch), in a few words (split from
hint_words.py). A blind tester read "Gold serves you more now than Magick" with no reason why (88.png, issue 41):
the words now say what the tokens gained buy or cast that the tokens held could not."""

from __future__ import annotations

from collections.abc import Callable

from baraza.game.core.action import Action
from baraza.game.konja import cards
from baraza.game.konja.hint_dice import _card_effect, _me
from baraza.game.konja.hint_late import last_turn
from baraza.game.konja.state import PHASES, SUMMON_COST, KonjaView


def trade_words(view: KonjaView, give: str, take: str, amount: int) -> str:
    """What `amount` more of `take` does for the player that the `give` paid for it did not."""
    me = view.players[view.viewer if view.viewer is not None else view.turn_seat]
    held = getattr(me, take)
    after = held + amount
    why = None
    if take == "gold" and last_turn(view):  # nothing is bought after the last turn: Gold only breaks a tie on Clouds
        them = view.players[1 - (view.viewer if view.viewer is not None else view.turn_seat)]
        why = f"{after} Gold against {them.name}'s {them.gold} decides a tie on Clouds"
    elif take == "gold":
        summons = [base for base, cost in sorted(SUMMON_COST.items()) if held < cost <= after]
        buys = [cards.relics()[c] for c in view.offering if c and held < cards.relics()[c].cost <= after]
        later = PHASES.index(view.phase) > PHASES.index("rain_summon")  # this turn's Rain and Merchant are past
        if summons:  # a tester read "summons" as this turn, with no Rain chosen (s33): say when
            why = f"{after} Gold summons a {summons[-1]}-point Cloud" + (" at the next Rain" if later else "")
        elif buys:
            why = f"{after} Gold buys {buys[0].name}" + (" at the next Merchant" if later else "")
        else:
            nxt = min((cost for cost in SUMMON_COST.values() if cost > after), default=None)
            why = f"{after} Gold, toward a Cloud ({nxt} Gold)" if nxt else f"{after} Gold for Clouds"
    elif take == "magick":
        spells = [cards.spells()[s] for s in me.spells or ()]
        casts = sorted({s.name for s in spells if held < s.cost <= after})
        why = f"{after} Magick casts {' and '.join(casts)}" if casts else f"{after} Magick for your Spells"
    elif take == "power":
        why = f"{after} Power for more rerolls and Relics kept ready"
    spare = getattr(me, give)
    return f"{why}; your {spare} {give.title()} does less for you now"


# --- a trade is a plan's first step: the Hint's next moves must spend what it bought ("Cast Barter: 2 Magick casts
# Whirlwind", then "End the Bones phase": 2 Power spent for nothing, a blind tester) --------------------------------

def traded(view: KonjaView, action: Action) -> tuple[str, str, int] | None:
    """(given, taken, amount) of a trading card (Barter, Trader's Pouch), else None."""
    if action.kind not in ("use_relic", "play_spell"):
        return None
    effect, target = _card_effect(view, action)
    if effect != "exchange" or len(target) != 2:
        return None
    if action.kind == "play_spell":
        return str(target[0]), str(target[1]), cards.spells()[action.args[0]].amount
    return str(target[0]), str(target[1]), cards.relics()[_me(view).relics[action.args[0]].card].amount


def unused_trade(view: KonjaView, action: Action, line_of: Callable[[KonjaView, Action], list[Action]]) -> bool:
    """Whether `action` trades for Magick or Power that the Hint's line after it (`line_of`, the rest of this
    Bones) never needs: it spends no more than the player held before the trade. Gold is spent in later phases,
    so a trade for Gold is not judged here."""
    trade = traded(view, action)
    if trade is None or trade[1] not in ("magick", "power"):
        return False
    take, held = trade[1], getattr(_me(view), trade[1])
    spent = 0
    for move in line_of(view, action):
        if take == "magick" and move.kind == "play_spell":
            spent += cards.spells()[move.args[0]].cost
        elif take == "power" and move.kind == "use_relic":
            spent += move.args[2]
    return spent <= held


def blank_paid(view: KonjaView, move: Action, legal: list[Action]) -> Action:
    """The same Relic use paid with a blank Action die where the hinted one shows a token: an unused die showing a
    token pays it at the end of the turn, a blank one nothing (the Hint said "paying the power Action die" while
    its panel said "choose the blank one instead"). Not with a Relic that turns an Action die's face (Idol Mask),
    which may want the blank one."""
    if move.kind != "use_relic" or move.args[1] < 0 or view.action_dice[move.args[1]] == "blank":
        return move
    if any(cards.relics()[r.card].effect == "flip_action" for r in _me(view).relics):
        return move
    for die, face in enumerate(view.action_dice):
        other = Action("use_relic", (move.args[0], die, *move.args[2:]))
        if face == "blank" and other in legal:
            return other
    return move


def flip_words(view: KonjaView, action: Action) -> str:
    """Idol Mask: what the Action die turned does now, never "the Action die then pays a token or fits a Relic"
    (konja22, twice): the ready Relic that takes the new face, else the token it pays left unused at the turn's end,
    and what the old face paid."""
    _effect, target = _card_effect(view, action)
    if len(target) != 2 or not 0 <= target[0] < len(view.action_dice):
        return "the Action die then pays a token or fits a Relic"
    die, face = target
    old = view.action_dice[die]
    me = _me(view)
    shown = any(f == face and not used for i, (f, used) in enumerate(zip(view.action_dice, view.action_used,
                                                                      strict=True)) if i != die)
    takers = [cards.relics()[r.card].name for n, r in enumerate(me.relics) if not r.spent and n != action.args[0]
              and cards.relics()[r.card].die == face]
    if takers and not shown:  # the new face is what lets that Relic be used this turn
        return f"{takers[0]} takes a {face} Action die, and this one then fits it"
    was = "a blank one pays nothing" if old == "blank" else f"not 1 {old.title()}"
    return f"left unused, it pays 1 {face.title()} at the end of your turn ({was})"
