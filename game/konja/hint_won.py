"""A move that decides a Konja match, said so in its hint (split from hint_sure.py).

A blind tester (konja18) stood at 22 of 21 in Kofi's last turn, Kofi at 16 with no Gold: summoning a 7-point Cloud in
Kofi's Rain Blessing put the match out of his reach, and the Hint said only "7 Cloud points for your Gold". A move
that adds Cloud points for certain (a Cloud summoned, flipped or collected) and leaves the opponent unable to catch
up in the turns left is now said to win the match. The opponent's reach is counted generously (reach, below), so
the words may stay silent on a won match but never call one won that is not."""

from __future__ import annotations

from fractions import Fraction
from itertools import combinations, product

from baraza.game.core.action import Action
from baraza.game.konja.dice import CLOUD_FOR_KIND, combo_reward
from baraza.game.konja.hint_late import final_score, last_turn
from baraza.game.konja.hint_lost import ends_match
from baraza.game.konja.hint_rolls import odds
from baraza.game.konja.red_reply import open_dice, worst_after
from baraza.game.konja.state import CLOUD_UPGRADE, SUMMON_COST, UPGRADE_COST, KonjaView

RESOURCE_GOLD = 2  # what the Resource Ancestor's Blessing gives each player (ancestors.choose_resource)
DICE_CLOUD = max(CLOUD_UPGRADE)  # the most Cloud points one turn's dice collect (five alike: 7)
BEFORE_BLESSING = ("ancestor", "rain_upgrade", "rain_summon")  # phases after which no Rain Blessing comes this turn


def reach(gold: int, clouds, points: int) -> int:
    """The most Cloud points a player could hold after one more turn, generously: every flip and up to two
    summons their Gold buys (one in this turn's Rain Blessing, one in their own Rain turn), and five alike."""
    best = 0
    for n in range(len(clouds) + 1):
        for flips in set(combinations([c.base for c in clouds if not c.upgraded], n)):
            left = gold - sum(UPGRADE_COST[b] for b in flips)
            if left < 0:
                continue
            gain = sum(CLOUD_UPGRADE[b] - b for b in flips)
            buys = [0] + [b for b, c in SUMMON_COST.items() if c <= left]
            buys += [a + b for a in SUMMON_COST for b in SUMMON_COST if SUMMON_COST[a] + SUMMON_COST[b] <= left]
            best = max(best, gain + max(buys))
    return points + best + DICE_CLOUD


def _gain(view: KonjaView, seat: int, action: Action) -> int:
    """The Cloud points `action` adds to `seat` for certain (0 for a move whose gain is drawn or none)."""
    me, args = view.players[seat], action.args
    if action.kind == "summon_cloud":
        return args[0] if view.cloud_piles.get(args[0], 0) > 0 else 0
    if action.kind == "upgrade_cloud":
        cloud = me.clouds[args[0]]
        return 0 if cloud.upgraded else CLOUD_UPGRADE[cloud.base] - cloud.base
    if action.kind == "collect":
        reward = combo_reward(args[0], [view.dice[i].value for i in args[1]])
        if reward is not None and reward[0] == "cloud" and view.cloud_piles.get(CLOUD_FOR_KIND[len(args[1])], 0) > 0:
            return reward[1]
    return 0


def their_most(view: KonjaView, seat: int) -> int:
    """The most Cloud points `seat`'s opponent could hold when the match ends, once `seat` holds the target (the
    final round then ends the match when both have had as many turns: flow.end_turn)."""
    me, them = view.players[seat], view.players[1 - seat]
    best_summon = max((b for b, c in SUMMON_COST.items() if c <= them.gold), default=0)
    if view.turn_seat == seat:
        if me.turns_taken + 1 == them.turns_taken or view.final_round:  # this turn is the match's last
            return them.cloud_points + (best_summon if view.phase in BEFORE_BLESSING else 0)
        # one turn of theirs after this one, with the Gold a Resource Blessing of this turn may still give them
        extra = RESOURCE_GOLD if view.phase in ("ancestor", "resource_choice") else 0
        return reach(them.gold + extra, them.clouds, them.cloud_points)
    most = reach(them.gold, them.clouds, them.cloud_points)  # the rest of their turn under way
    if them.turns_taken + 1 != me.turns_taken:  # a turn of `seat`'s comes after theirs: its Rain Blessing may
        most += max(SUMMON_COST)  # summon them a Cloud, with Gold they gain meanwhile
    return most


def decided_words(view: KonjaView, seat: int, action: Action) -> str | None:
    """"this wins the match: 29 points, which Kofi cannot reach" for a move that decides the match for `seat`; None
    where the match was decided before it, or is not by it."""
    if view.over or seat not in (0, 1):
        return None
    if action.kind == "end_bones":
        return ended_words(view, seat)
    gain = _gain(view, seat, action)
    me, them = view.players[seat], view.players[1 - seat]
    after = me.cloud_points + gain
    if not gain or after < view.target:
        return None
    most = their_most(view, seat)
    if most >= after or (me.cloud_points >= view.target and most < me.cloud_points):
        return None  # still open after it, or won already whatever is played
    return f"this wins the match: {after} points, which {them.name} cannot reach"


def target_words(view: KonjaView, seat: int, action: Action) -> str | None:
    """"this takes you to 21 of 21 points: the final round begins, Kofi has one last turn" for a move of `seat`'s own
    turn, first in its round, that adds Cloud points for certain up to the target, ahead of the opponent, while
    the match stays open (decided_words says a move that decides it); else None."""
    if view.over or seat not in (0, 1) or view.turn_seat != seat or view.final_round:
        return None
    me, them = view.players[seat], view.players[1 - seat]
    if me.turns_taken != them.turns_taken:  # second in the round: the match ends with this turn (decided_words)
        return None
    after = me.cloud_points + _gain(view, seat, action)
    if me.cloud_points >= view.target or after < view.target or after <= them.cloud_points:
        return None
    return f"this takes you to {after} of {view.target} points: the final round begins, {them.name} has one last turn"


# --- the Bones phase ended on a win (konja21, 139-hint31: 18 of 21, second in the round, four 5s and a 4: "End the
# Bones phase: no Spell or Relic is likely to better your dice now", where only two red 6s could stop the match) ----

RED_DICE = 2  # the red dice the opponent throws once the Bones phase ends (red_dice.roll_red)
LIKELY = Fraction(1, 2)  # a win at least this likely is the reason told for ending the phase


def win_chance(view: KonjaView) -> Fraction | None:
    """The turn player's chance to win the match as the dice stand, over every throw of the red dice, each placed
    where it hurts most (the red dice are the last thing to come before the Collection); None where the turn may not
    end the match, or the red dice are not the opponent's (Shayka)."""
    if view.phase != "bones" or view.shayka != "off" or not ends_match(view):
        return None
    if any(view.cloud_piles.get(base, 0) <= 0 for base in CLOUD_FOR_KIND.values()):
        return None  # a Cloud the dice make may be missing from the supply: nothing is promised

    def won(values: tuple[int, ...]) -> float:
        mine, _theirs, wins = final_score(view, list(values))
        return float(wins and (last_turn(view) or mine >= view.target))

    dice = open_dice(view.dice)
    throws = list(product(range(1, 7), repeat=RED_DICE))
    return Fraction(sum(1 for reds in throws if worst_after(dice, list(reds), won)[0] >= 1.0), len(throws))


def already_words(view: KonjaView, seat: int, action: Action) -> str | None:
    """A move of the Bones phase made when ending the phase already wins the match whatever the red dice show: said
    so, the move not credited (konja22, 148: "Use Idol Mask: this wins the match: Idol Mask, then the Spirit token,
    Oodoo and At!" beside five safe 3s that had won it already). None otherwise, and for End Bones (ended_words)."""
    if action.kind == "end_bones" or view.turn_seat != seat or view.acting_seat != seat:
        return None
    chance = win_chance(view)
    if chance is None or chance < 1:
        return None
    return "the match is already won — no red die can stop it, and End Bones does as well"


def ended_words(view: KonjaView, seat: int) -> str | None:
    """Why End Bones when it ends the match on a win: "the match is won — no red die can stop it", or "a 97% chance
    to win the match now — only the red dice can stop it"; None when the win is less likely than not."""
    if view.turn_seat != seat:
        return None
    chance = win_chance(view)
    if chance is None or chance < LIKELY:
        return None
    if chance >= 1:
        return "the match is won — no red die can stop it (press End Bones)"
    said = odds(chance)
    percent = said.rstrip("%")  # "an 83%", said "eighty-three" (as closing_words)
    article = "an" if percent in ("8", "11", "18") or (len(percent) == 2 and percent.startswith("8")) else "a"
    return f"{article} {said} chance to win the match now — only the red dice can stop it (press End Bones)"
