"""A Desert unit the AI provokes against its own hero, to feed it the unit's reward, priced with the Cadences the
rivals may sing for the Desert unit, read from the AI's view only.

A blind tester (khedu25) saw a normal AI provoke Hadimi Warden at its own Khana Ekkubana: 89 % to hold before songs,
a hold worth 2 points, for 2 cards. The player held four Cadences face down, sang three (4 dice +6 against 14) and the
Khana fell. The AI had priced the fight at its odds before songs, as if no rival could answer; but a rival always
wants the hero provoked to fall (odds.wants_attacker) and may sing every one-time Cadence it holds for the attacker.
Here the attacker's chance is the average once each rival sings what helps the attacker (its face-up offensive
Cadences as they are, the face-down ones as the part of the Cadence deck the AI has not seen makes likely,
hint_answers.unseen).
"""

from __future__ import annotations

from math import comb

from baraza.game.khedu import odds
from baraza.game.khedu.dice import win_probability
from baraza.game.khedu.hint_answers import unseen

MAX_DICE = 6  # the roll keeps 1..6 dice (queries.combat_numbers)


def own_provocation(seat: int, att_ref: tuple, def_ref: tuple) -> bool:
    """A Desert unit sent at one of `seat`'s own heroes."""
    return att_ref[0] == "desert" and tuple(def_ref[:2]) == ("cadre", seat)


def _rival_songs(view, seat: int) -> tuple[int, int, int]:
    """(Sandfire Hymns, Storm Choruses, face-down Cadences) the rivals still in the song may sing for the attacker of
    a fight between a Desert unit and `seat`'s hero: their Eternal ones serve only their own heroes' fights."""
    hymns = storms = hidden = 0
    for p in view.players:
        if p.seat == seat or p.exhausted:
            continue
        for c in p.ensemble:
            if not c.occupied or c.eternal:
                continue
            if c.key is None:
                hidden += 1
            hymns += c.key == "sandfire_hymn"
            storms += c.key == "storm_chorus"
    return hymns, storms, hidden


def _chance(dice: int, bonus: int, defence: int, storms: int, hymns: int, low: bool) -> float:
    return win_probability(max(1, min(MAX_DICE, dice + storms)), bonus + 3 * hymns, defence, low)


def sung_chance(view, seat: int, att_ref: tuple, def_ref: tuple) -> float:
    """The attacker's chance once the rivals sing every Cadence they may hold for it, its equal dice lowered by
    `seat` (who started the fight for its hero), and `seat`'s free Eternal Cadences sung (odds.attack_odds)."""
    _cost, dice, bonus, defence = odds.attack_numbers(view, seat, att_ref, def_ref)
    for c in view.players[seat].ensemble:  # its Eternal defensive Cadences serve its hero's fight, free
        if c.occupied and c.eternal and c.key and c.kind == "defensive":
            dd, _db, df = odds.CADENCE_EFFECT[c.key]
            dice, defence = dice + dd, defence + df
    hymns, storms, hidden = _rival_songs(view, seat)
    if not hidden:
        return _chance(dice, bonus, defence, storms, hymns, True)
    pool = unseen(view, seat)
    h_left, s_left = pool["sandfire_hymn"], pool["storm_chorus"]
    others = sum(pool.values()) - h_left - s_left
    n = min(hidden, h_left + s_left + others)
    total = comb(h_left + s_left + others, n) or 1
    p = 0.0
    for h in range(n + 1):  # the face-down ones: a hypergeometric draw from what `seat` has not seen
        for s in range(n + 1 - h):
            ways = comb(h_left, h) * comb(s_left, s) * comb(others, n - h - s)
            if ways:
                p += ways / total * _chance(dice, bonus, defence, storms + s, hymns + h, True)
    return p


def provocation_value(view, seat: int, att_ref: tuple, def_ref: tuple, fall: float, hold: float) -> tuple[float, float]:
    """(expected points, the attacker's chance) of provoking the Desert unit `att_ref` against `seat`'s own hero
    `def_ref`, worth `fall` to `seat` if the hero falls and `hold` if it holds, the rivals singing for the Desert unit.
    `seat`'s own one-time defensive Cadences are not counted on: pricing them in as sung back measured weaker
    (solo, normal: 2 points a game less), and each spent is one fewer for a rival's attack. Cards paid are not
    counted."""
    p = sung_chance(view, seat, att_ref, def_ref)
    return p * fall + (1 - p) * hold, p
