"""Why a Konja hint trades one token for another (Barter, Trader's Pouch), in a few words (split from
hint_words.py). A blind tester read "Gold serves you more now than Magick" with no reason why (88.png, issue 41):
the words now say what the tokens gained buy or cast that the tokens held could not."""

from __future__ import annotations

from baraza.game.konja import cards
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
