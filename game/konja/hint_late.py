"""Late-game words of a Konja hint (split from hint_words.py): near the end there is no "later" to promise, and a
Gold pile that buys the opponent the winning Cloud is worth a warning. A blind tester read "sell Fie-Ah and Oodoo:
too late for them to pay back", then, at 20-20, "take the Spirit token, to make a Relic ready later", and lost to a
Rain Cloud bought with the 12 Gold the Hint never mentioned (issue 41)."""

from __future__ import annotations

from itertools import combinations

from baraza.game.konja.state import CLOUD_UPGRADE, SUMMON_COST, UPGRADE_COST, KonjaView

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
    me, them = view.players[seat], view.players[1 - seat]
    gain, summons = rain_gain(them.gold, them.clouds)
    after = them.cloud_points + gain
    if gain == 0 or after < view.target or after <= me.cloud_points:
        return None
    what = "a Rain Cloud" if summons else "flipping a Cloud"
    return f"{them.name} holds {them.gold} Gold: enough for {what} and the win"
