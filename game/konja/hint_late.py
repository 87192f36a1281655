"""Late-game words of a Konja hint (split from hint_words.py): near the end there is no "later" to promise, and a
Gold pile that buys the opponent the winning Cloud is worth a warning. A blind tester read "sell Fie-Ah and Oodoo:
too late for them to pay back", then, at 20-20, "take the Spirit token, to make a Relic ready later", and lost to a
Rain Cloud bought with the 12 Gold the Hint never mentioned (issue 41)."""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations

from baraza.game.konja import cards
from baraza.game.konja.dice import split_value
from baraza.game.konja.red_reply import open_dice, worst_after
from baraza.game.konja.state import CLOUD_UPGRADE, MAX_TURNS, SUMMON_COST, UPGRADE_COST, KonjaView

NEAR = 3  # points from the target at which the match ends within a turn or two (three alike make a 3-point Cloud)


def ends_soon(view: KonjaView) -> bool:
    """Whether the match ends within a turn or two: the final round, or a player a few points from the target."""
    return view.final_round or max(p.cloud_points for p in view.players) >= view.target - NEAR


def rain_gain(gold: int, clouds) -> tuple[int, bool]:
    """The most Cloud points `gold` buys with the Rain Ancestor (flips in its Favour, one Cloud in its Blessing),
    and whether that best buys a new Cloud."""
    flippable = [c.base for c in clouds if not c.upgraded]
    best = (0, False)
    for n in range(len(flippable) + 1):
        for flips in set(combinations(sorted(flippable), n)):
            cost = sum(UPGRADE_COST[b] for b in flips)
            if cost > gold:
                continue
            gain = sum(CLOUD_UPGRADE[b] - b for b in flips)
            summons = [b for b, c in SUMMON_COST.items() if c <= gold - cost]
            best = max(best, (gain + max(summons), True) if summons else (gain, False))
    return best


def rain_threat(view: KonjaView) -> str | None:
    """The opponent's Gold buys them the win with the Rain Ancestor next turn: "Kofi holds 12 Gold: enough for a
    Rain Cloud and the win"."""
    seat = view.viewer if view.viewer is not None else view.turn_seat
    if seat == view.turn_seat and last_turn(view):
        return None  # the match ends with this turn: the opponent has no turn left to spend it (round 14)
    me, them = view.players[seat], view.players[1 - seat]
    gain, summons = rain_gain(them.gold, them.clouds)
    after = them.cloud_points + gain
    if gain == 0 or after < view.target or after <= me.cloud_points:
        return None
    what = "a Rain Cloud" if summons else "flipping a Cloud"
    return f"{them.name} holds {them.gold} Gold: enough for {what} and the win"


# --- the player's last turn: nothing later to promise, and a Cloud counts only if it wins (a blind tester's final
# turn read "Gold buys Relics and Clouds", then "aiming for 3 4s: a 3-point Cloud", which lost 21-22) -------------

FINAL_SPLIT = {"cloud": 1.0, "gold": 0.001, "magick": 0.0, "power": 0.0}  # Clouds first, then Gold breaks a tie


def last_turn(view: KonjaView) -> bool:
    """Whether the match ends with this turn: the final round is on (flow.end_turn ends it once both players have
    had as many turns), or the turn limit comes with it."""
    me, them = view.players[view.turn_seat], view.players[1 - view.turn_seat]
    return view.final_round or min(me.turns_taken + 1, them.turns_taken) >= MAX_TURNS


@lru_cache(maxsize=4096)
def _final_value(free: tuple[int, ...]) -> float:
    """The last turn's split value of dice values in order, remembered: a reroll's words count every throw."""
    return split_value(free, FINAL_SPLIT)


def final_score(view: KonjaView, values: list[int]) -> tuple[int, int, bool]:
    """(the turn player's Cloud points, the opponent's, whether the turn player wins) once the dice `values` are
    collected as best for the last turn (flow.finish: most Cloud points, then most Gold)."""
    free = [v for v, d in zip(values, [*view.dice, *[None] * (len(values) - len(view.dice))], strict=True)
            if d is None or not d.used]
    score = _final_value(tuple(sorted(free)))
    points = int(score + 1e-6)
    me, them = view.players[view.turn_seat], view.players[1 - view.turn_seat]
    mine, theirs = me.cloud_points + points, them.cloud_points
    gold = me.gold + round((score - points) * 1000)
    return mine, theirs, mine > theirs or (mine == theirs and gold > them.gold)


def score_words(view: KonjaView, values: list[int]) -> str:
    """Whether the dice `values` win the last turn, with the score: "enough to win 25–22", "not enough, 21–22"."""
    mine, theirs, wins = final_score(view, values)
    if wins:
        return f"enough to win {mine}–{theirs}" + (" on Gold" if mine == theirs else "")
    return f"not enough, {mine}–{theirs}"


def spell_short_of(me, extra: int) -> str | None:
    """A Bones Spell in hand that `extra` more Magick lets the player cast (its name), else None."""
    for spell in me.spells or ():
        card = cards.spells()[spell]
        if card.timing == "bones" and me.magick < card.cost <= me.magick + extra:
            return card.name
    return None


def power_use(me) -> bool:
    """Whether Power does anything for the player's Relics this turn (a ready Relic that takes Power)."""
    return any(not r.spent and cards.relics()[r.card].power != "none" for r in me.relics)


def last_turn_rank(me, kind: str) -> int:
    """The order of the Resource picks in the last turn, whose values tie for the AI (both players get the same and
    nothing is bought after): Magick that casts a Spell in hand, Power for a Relic, Magick for any Spell, the rest."""
    if kind == "magick" and spell_short_of(me, 2):
        return 0
    if kind == "power" and power_use(me):
        return 1
    if kind == "magick" and any(cards.spells()[s].timing == "bones" and cards.spells()[s].cost <= me.magick + 2
                                for s in me.spells or ()):
        return 2
    return 3


def last_resource_words(view: KonjaView, kind: str) -> str:
    """The Resource Ancestor's pick in the last turn: only what it does this turn (no Relic or Cloud is bought
    after it), and both players get the same 2, so Gold breaks no tie."""
    seat = view.viewer if view.viewer is not None else view.turn_seat
    me, them = view.players[seat], view.players[1 - seat]
    rank = last_turn_rank(me, kind)
    if rank == 0:
        return f"2 more Magick casts {spell_short_of(me, 2)} this turn"
    if rank == 1:
        return "Power makes your Relics stronger this turn"
    if rank == 2:
        return "Magick casts your Spells this turn"
    return f"the last turn: no pick changes the score ({them.name} gets the same 2)"


def last_turn_either(view: KonjaView, reds: list[int]) -> str | None:
    """In the turn player's last turn, whose win the red dice `reds` cannot change however placed ("the match ends
    with this turn and Kofi wins either way"); None when not the last turn or when they may change it."""
    if not last_turn(view) or (view.viewer is not None and view.viewer != view.turn_seat):
        return None
    values = [d.value for d in view.dice]
    wins = final_score(view, values)[2]
    worst = worst_after(open_dice(view.dice), reds, lambda v: float(final_score(view, list(v))[2]))[1]
    if final_score(view, worst)[2] != wins:
        return None
    who = "you win" if wins else f"{view.players[1 - view.turn_seat].name} wins"
    return f"the match ends with this turn and {who} either way"
