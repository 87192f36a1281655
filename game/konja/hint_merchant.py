"""What a Konja Merchant hint's Gold and Relic are for (split from hint_words.py).

A blind tester (konja21, 102-hint14 and 106-hint15) read "sacrifice Rain Stick and Oodoo for 7 Gold, then buy Bone
Flute for 2 Gold (5 Gold left)" and "Buy Bone Flute for 2 Gold: it moves a die by one pip": what it does, never why.
The words now say what the Gold left pays for (a Cloud at the next Rain), or what the Relic bought is for (its work,
every turn when it is never spent); a ready Relic sold with no other reason gets the plain one, what its Gold adds
up to. A Relic sold that is spent is said to be spent (it does nothing until made ready again)."""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.konja import cards
from baraza.game.konja.hint_ancestors import NONE_BETTER
from baraza.game.konja.hint_dice import _me
from baraza.game.konja.hint_late import last_turn
from baraza.game.konja.state import SUMMON_COST, KonjaView

# what a Relic bought does, in a few words (its whole text is on its card)
RELIC_GIST = {
    "reroll": "rerolls dice that make nothing", "reroll_low": "rerolls your low dice",
    "guard": "keeps dice safe from the red dice", "nudge": "moves a die by one pip",
    "nudge_guard": "moves a die by one pip and keeps it safe", "set_face": "turns a die to any face",
    "mirror": "copies one die onto another", "violet_roll": "gives you an extra violet die",
    "flip_action": "turns an Action die to the face you need", "exchange": "trades tokens you have for ones you need",
    "recharge": "makes a spent Relic ready again", "gain_gold": "pays Gold", "gain_magick": "pays Magick",
}


def cloud_for(view: KonjaView, gold: int) -> str | None:
    """"enough for a 3-point Cloud at the next Rain": the largest Cloud `gold` summons (the Rain's Blessing, a later
    turn: the Merchant is this turn's Ancestor); None when it pays none, or in the match's last turn."""
    if last_turn(view):
        return None
    bases = [b for b, cost in SUMMON_COST.items() if cost <= gold and view.cloud_piles.get(b, 0) > 0]
    return f"enough for a {max(bases)}-point Cloud at the next Rain" if bases else None


def relic_use(card_id: str) -> str:
    """What a Relic does for the player: "moves a die by one pip in every turn" (one never spent works each turn)."""
    card = cards.relics()[card_id]
    if card.effect in ("gain_gold", "gain_magick"):  # keys22: "pays Magick in every turn" with no Magick die rolled
        kind = "Gold" if card.effect == "gain_gold" else "Magick"
        return f"pays {card.amount} {kind} in each turn you place an Action die showing {kind} on it"
    gist = RELIC_GIST.get(card.effect, "works for you every turn it is ready")
    return gist if card.exhausts or "every turn" in gist else f"{gist} in every turn"


def buy_words(view: KonjaView, slot: int) -> str:
    """A Relic bought: what it does for the player, then what the Gold left pays for ("it moves a die by one pip in
    every turn, and the 5 Gold left is enough for a 3-point Cloud at the next Rain")."""
    card = view.offering[slot]
    left = _me(view).gold - cards.relics()[card].cost
    cloud = cloud_for(view, left)
    return f"it {relic_use(card)}" + (f", and the {left} Gold left is {cloud}" if cloud else "")


def sale_words(view: KonjaView, slot: int) -> str:
    """A ready Relic sold with no other reason found: the plain one, what its Gold adds up to ("its 2 Gold makes 7,
    enough for a 3-point Cloud at the next Rain", else "its 2 Gold makes 4, for a Relic or a Cloud"). One short
    sentence, as the sale's other reasons."""
    me = _me(view)
    price = cards.relics()[me.relics[slot].card].cost
    after = me.gold + price
    return f"its {price} Gold makes {after}, {cloud_for(view, after) or 'for a Relic or a Cloud'}"


def merchant_plan_words(view: KonjaView, plan: list[Action]) -> str:
    """The Merchant as the hint level would play it on: a Relic named only when its follow-up buys one (a blind
    tester read "your 6 Gold buys a Relic", then the Merchant's hint said "Pass: no Relic here is worth your Gold
    now": issue 41), and what the Gold and the Relic are for (konja21)."""
    me = _me(view)
    held, sold = list(me.relics), []
    for a in plan:
        if a.kind == "sell_relic" and a.args[0] < len(held):
            sold.append(held.pop(a.args[0]))  # a sale closes the row up: the next slot counts without it
    gold = me.gold + sum(cards.relics()[r.card].cost for r in sold)
    bought = [view.offering[a.args[0]] for a in plan if a.kind == "buy_relic" and view.offering[a.args[0]]]
    names = ", ".join(r.name for r in sold[:-1]) + (" and " if len(sold) > 1 else "") + (sold[-1].name if sold else "")
    if sold and all(r.spent for r in sold):  # a spent Relic does nothing until made ready: the reason to sell it
        names = f"your spent {names}"
    if bought:
        name, cost = cards.relics()[bought[0]].name, cards.relics()[bought[0]].cost
        cloud = cloud_for(view, gold - cost)
        # the Gold left's use first (the sale's reason), else the Relic's: one reason, the line stays short
        use = "" if cloud else f", which {relic_use(bought[0])}"
        left = f"{gold - cost} Gold left" + (f", {cloud}" if cloud else "")
        if sold:  # the card's price, then what the sale leaves ("buy Rain Stick (7 Gold)" read as its price:
            # the card costs 5, the 7 was the Gold after the sale: keyboard playtest, issue 41/44); "(you will hold
            # 4)" read as Relics (konja17): each sum says it is Gold, the sale's and what the buy leaves
            return f"sacrifice {names} for {gold - me.gold} Gold, then buy {name} for {cost} Gold{use} ({left})"
        return f"the Merchant lets you buy {name} for {cost} Gold{use} ({left})"
    if sold:
        # the game's word ("sell" beside the Sacrifice the next Hint names read as two moves: a blind tester)
        return f"sacrifice {names} for Gold: too late for {'them' if len(sold) > 1 else 'it'} to pay back"
    return NONE_BETTER
