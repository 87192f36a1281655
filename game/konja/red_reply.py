"""Answering the opponent's red dice with a Spell (Storm Veil): what the red dice threaten, and whether an answer
is worth its real cost.

The hint level once weighed a red die by the worst one die it could take alone, against a fixed bar of 1.5, and
read Storm Veil as dear: a blind tester was told "no Spell of yours is worth its Magick against these red dice",
then a red 5 broke their pair of 3s, though Storm Veil pays its 1 Magick back (issue 41). Now the threat is the
attacker's best placing of every red die still to use (each on a different die it beats), and the cost is what
casting the Spell really takes from the player: the card, and the Magick it pays net of the Magick it gives back.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from baraza.game.core.action import Action

# an answer is suggested when what it saves beats its cost by at least this much (a near tie keeps the card)
ANSWER_MARGIN = 0.1


def open_dice(dice: Sequence) -> list[tuple[int, bool]]:
    """(value, closed) for each die: a red die already placed or a safe die cannot be taken."""
    return [(d.value, bool(d.guarded) or d.colour == "red") for d in dice]


def worst_after(dice: Sequence[tuple[int, bool]], reds: Sequence[int],
                score: Callable[[tuple[int, ...]], float]) -> tuple[float, list[int]]:
    """The lowest `score` the attacker can leave by placing the red dice `reds` (each may replace one open die it
    beats, a different one each, or stay unused), and the dice values then."""
    values = [v for v, _ in dice]
    best = (score(tuple(values)), list(values))

    def place(k: int, vals: list[int], hit: frozenset[int]) -> None:
        nonlocal best
        if k == len(reds):
            return
        place(k + 1, vals, hit)  # this red die unused
        for i, (v, closed) in enumerate(dice):
            if closed or i in hit or reds[k] <= v:
                continue
            trial = vals[:i] + [reds[k]] + vals[i + 1:]
            found = score(tuple(trial))
            if found < best[0] - 1e-9:
                best = (found, trial)
            place(k + 1, trial, hit | {i})

    place(0, values, frozenset())
    return best


def answer(rules, state, seat: int, legal: list[Action], score: Callable[[tuple[int, ...]], float],
           worth: Callable[[object], float]) -> Action:
    """The Spell answer worth more than its cost, else "Do not answer". `score`: what a pool of dice values is
    worth to the defender; `worth`: what the defender's holdings are worth (cards and tokens), so a Spell's cost
    counts the card and the Magick it takes net of the Magick it gives back."""
    reds = [r for r in range(len(state.red)) if not state.red_used[r]]
    dice = open_dice(state.dice)
    base = score(tuple(d.value for d in state.dice))

    def loss(rs: list[int]) -> float:
        return base - worst_after(dice, [state.red[r] for r in rs], score)[0]

    threat = loss(reds)
    best, best_gain = Action("no_reply"), ANSWER_MARGIN
    held = worth(state)
    for a in legal:
        if a.kind != "play_spell" or not a.args[1]:
            continue
        s = state.clone()
        rules.apply(s, seat, a)
        cost = held - worth(s)
        gain = threat - loss([r for r in reds if r != a.args[1][0]]) - cost
        if gain > best_gain + 1e-9:
            best, best_gain = a, gain
    return best


def threatened(dice: Sequence[tuple[int, bool]], score: Callable[[tuple[int, ...]], float]) -> list[int]:
    """The open dice one red die may take for a loss: some higher face in its place leaves a lower `score`. A die
    whose every taker only helps (Kofi's lone 3 beside four 6s: a red 6 makes five) is no reason to roll the red
    dice at it (a blind tester read "Kofi's 3 is not safe")."""
    values = [v for v, _ in dice]
    base = score(tuple(values))
    return [i for i, (v, closed) in enumerate(dice) if not closed and any(
        score(tuple(values[:i] + [r] + values[i + 1:])) < base - 1e-9 for r in range(v + 1, 7))]
