"""A declared fight is a chance node: worth p_win × (the position once it is won) + (1 − p_win) × (once it is lost).

A blind tester's AI provoked at 26 % (paying 2 cards) with a fight at 82 % open: the chart rose 16 → 22 % and the
loss was booked at the roll, while play-outs from the positions of one fight swung 79 → 4 → 66 %, each play-out
rolling the dice at random. From the declaration to the roll (paying, singing, rolling), the judge
(analysis.KheduAnalyser.chance_node, game.core.analysis_chance) plays the fight's payments and songs as its
play-outs' AI plays them, then weighs the roll by its exact odds: one position where the attacker won, one where it
lost, each judged by its own play-outs. The fall of a long shot lands on the move that chose it.

The odds are the ones the choice after the roll makes: the instigator moves the equal dice, down where it plays for
the defender (odds.dice_lowered). A blind tester's AI provoked a Desert unit at its own hero and turned 3-2-3 down to
lose on purpose; the node had priced the roll with the dice raised (the Desert unit's 89 %, not the 74 % it had), so
the throw the AI was always going to make was charted as the roll's bad luck.

Blind testers (khedu21/22) watched the chart stay flat through a whole song exchange (four songs, each side's odds
moved 30 points) and jump at the roll: the node played the songs still to come as the AI would sing them, so every
song it foresaw changed nothing. A fight is now weighed at its odds as they stand, the songs sung so far counted
and no more one-time songs to come (each seat passes; a free Eternal Cadence the AI would sing still sings), as the
Hint and the fight's panel count them: a song that raises the attacker's odds raises the attacker's chart
(analysis.KheduAnalyser.changes_value keeps such a song's positions apart from the pooled run).
"""

from __future__ import annotations

from typing import Any

from baraza.game.core.action import Action
from baraza.game.core.rules import FixedRolls, dice_outcomes
from baraza.game.khedu.dice import (
    MAX_DICE,
    best_total,
    equal_sets,
    has_three_of_a_kind,
    is_straight,
    lowest_total,
    win_probability,
)
from baraza.game.khedu.odds import dice_lowered

BEFORE_ROLL = ("pay", "cadences", "roll")  # a fight's steps before its dice: a chance node
DRIVE_STEPS = 64  # a fight's payments and songs are fewer than this; more is a position these rules do not know


def fight_outcomes(rules: Any, state: Any, level: str, seed: int) -> list[tuple[float, Any]] | None:
    """[(p_win, the position once the attacker won), (1 − p_win, once it lost)] for a fight not yet rolled (a
    decided fight lists its one outcome); None with no fight before its roll, or where the fight cannot be settled
    so (the AI's songs end it otherwise, more dice than a roll lists)."""
    odds = fight_odds(rules, state, level, seed)
    return None if odds is None else [(p, child) for _won, p, child in odds]


def fight_odds(rules: Any, state: Any, level: str, seed: int) -> list[tuple[bool, float, Any]] | None:
    """`fight_outcomes`, each with whether the attacker won."""
    c = getattr(state, "combat", None)
    if c is None or c.step not in BEFORE_ROLL or rules.is_terminal(state):
        return None
    from baraza.game.registry import get_game

    spec = get_game(rules.name)
    agents: dict[int, Any] = {}

    def play(sim: Any) -> list:
        seat = rules.active_seats(sim)[0]
        legal = rules.legal_actions(sim, seat)
        if not legal:
            raise LookupError("no move to play")  # a position the rules left without one: not settled
        if len(legal) == 1:
            return rules.apply(sim, seat, legal[0])
        agent = agents.get(seat) or agents.setdefault(seat, spec.agent_factory(level, seat, seed + seat))
        chosen = agent.choose(rules, rules.view(sim, seat), seat, legal)
        if sim.combat is not None and sim.combat.step == "cadences" and not free_song(sim, seat, chosen):
            chosen = Action("cadence_done")  # the fight at its odds as they stand: no one-time song to come
        return rules.apply(sim, seat, chosen)

    sim = rules.clone(state)
    try:
        for _ in range(DRIVE_STEPS):  # the payments and songs to come, as the play-outs would play them
            if sim.combat is None or sim.combat.step == "roll":
                break
            play(sim)
    except LookupError:
        return None
    if sim.combat is None or sim.combat.step != "roll":
        return None
    dice, bonus, defence = rules.combat_numbers(sim)
    if not 1 <= dice <= MAX_DICE:
        return None
    # the equal dice go the way the fight's instigator moves them: down where it plays for the defender (a Desert
    # unit provoked at its own hero to feed it), so the roll is weighed as the choice after it will be made
    c = sim.combat
    low = dice_lowered(c.instigator, c.attacker, c.defender)
    p_win = win_probability(dice, bonus, defence, low)
    out: list[tuple[bool, float, Any]] = []
    for won, p in ((True, p_win), (False, 1.0 - p_win)):
        if p <= 0.0:
            continue
        child = _rolled(rules, sim, dice, defence - bonus, won, play, low)
        if child is None:
            return None
        out.append((won, p, child))
    return out


def free_song(state: Any, seat: int, action: Action) -> bool:
    """Whether `action` sings one of `seat`'s Eternal Cadences (it comes back after the fight: free to sing, and
    counted in the Hint's odds)."""
    if action.kind != "cadence":
        return False
    slot = state.players[seat].ensemble[action.args[0]]
    return slot.card is not None and slot.eternal


def representative(dice: int, need: int, won: bool, low: bool = False) -> tuple[int, ...] | None:
    """A roll of `dice` dice whose best total (`low`: lowest, its equal dice lowered) reaches `need` (`won`) or falls
    short of it: one with no equal dice to move where there is one (it resolves at once, whoever moves them) and
    earning no achievement (a straight, three alike: points the fight's odds do not carry), the likeliest such."""
    total = lowest_total if low else best_total
    fitting = [(p, faces) for p, faces in dice_outcomes(dice) if (total(faces) >= need) == won]
    if not fitting:
        return None
    return min(fitting, key=lambda f: (bool(equal_sets(f[1])), is_straight(f[1]) or has_three_of_a_kind(f[1]),
                                       -f[0]))[1]


def _rolled(rules: Any, sim: Any, dice: int, need: int, won: bool, play: Any, low: bool = False) -> Any | None:
    """The position once the fight's roll fell as `won` says and its equal dice (if any) were moved by the AI; None
    when it did not fall so."""
    faces = representative(dice, need, won, low)
    if faces is None:
        return None
    child = rules.clone(sim)
    own, child.rng = child.rng, FixedRolls(faces)
    seat = rules.active_seats(child)[0]
    try:
        events = list(rules.apply(child, seat, Action("roll")))
        for _ in range(DRIVE_STEPS):
            if child.combat is None or child.combat.step != "adjust":
                break
            events += play(child)
    except LookupError:
        return None  # the roll drew more than its dice
    finally:
        child.rng = own
    result = [e for e in events if e.kind == "combat_result"]
    return child if result and result[-1].data["attacker_wins"] == won else None
