"""The choices a 7 asks of the player, hinted with a reason (krownia18, a blind tester: "Discard 1 Sheep" and the seat
to steal from came bare, or with a count that said nothing of why). A discard drops a card the plan's build can
spare and says what it keeps; a hinted discard of a card the plan still needs, while a spare one is held, gives way
to the spare one. A steal says why that seat (it leads, it holds the most cards, or it is seen holding a card the
plan still lacks) and what it brings: "you take 1 of its 5 cards" (T119: a bare count read as no reason)."""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.krownia import board as B
from baraza.game.krownia.constants import RESOURCES
from baraza.game.krownia.hint_facts import HintFacts, HintWords
from baraza.game.krownia.hint_words import GOAL_NAMES
from baraza.game.krownia.rules import KrowniaView

Cost = tuple[int, ...]


def plan_goal(view: KrowniaView, seat: int, plan: Cost | None) -> Cost:
    if plan is not None:
        return tuple(plan)
    from baraza.game.krownia.ai import KrowniaAI  # what the Hint's level saves for (as hint_agree.py)

    return tuple(KrowniaAI("hard", seat, 0).goal_cost(view, seat))


def _spare(hand: Cost, goal: Cost, r: int) -> int:
    return hand[r] - goal[r]


def kept_discard(view: KrowniaView, seat: int, action: Action, plan: Cost | None,
                 legal: list[Action]) -> tuple[Action, HintWords] | None:
    """The discard to hint and why (None: not a discard): the hinted one when its card is spare for the plan's
    build, else the kind the hand holds most beyond the build's need."""
    hand = view.hand
    if action.kind != "discard" or hand is None:
        return None
    goal = plan_goal(view, seat, plan)
    kind = action.args[0]
    if _spare(hand, goal, kind) <= 0:
        spares = [a for a in legal if a.kind == "discard" and _spare(hand, goal, a.args[0]) > 0]
        if spares:
            action = max(spares, key=lambda a: (_spare(hand, goal, a.args[0]), -a.args[0]))
            kind = action.args[0]
    return action, HintWords(discard_words(hand, goal, kind), HintFacts(goal=goal if goal in GOAL_NAMES else None))


def discard_words(hand: Cost, goal: Cost, kind: int) -> str:
    """"Sheep is spare: a village needs 1 of your 3, and you keep its Wood, Brick and Sheep"."""
    name, card = GOAL_NAMES.get(goal, "your next build"), RESOURCES[kind]
    kept = [RESOURCES[r] for r in range(5) if goal[r] and hand[r] - (r == kind) > 0]
    keeps = f"; you keep the {_listed(kept)} it needs" if kept else ""
    if goal[kind] >= hand[kind]:
        return f"every card you hold serves {name}"  # never with more cards than the discard limit
    need = f"needs only {goal[kind]} of your {hand[kind]} {card}" if goal[kind] else f"needs no {card}"
    return f"{name} {need}{keeps}"


def _listed(names: list[str], last: str = "and") -> str:
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} {last} {names[-1]}"


def _leads(view: KrowniaView, other: int) -> bool:
    vp = view.players[other].vp_visible
    return all(vp > p.vp_visible for p in view.players if p.seat != other)


def _counted(view: KrowniaView, other: int, r: int) -> int:
    """Cards of kind `r` the table has seen go to `other` and not leave (at most what it holds)."""
    p = view.players[other]
    return min(p.card_count, max(0, p.stats.get("cards_counted", {}).get(RESOURCES[r], 0)))


def take_words(n: int, whose: str = "its") -> str:
    """What a steal brings: "you take 1 of its 5 cards", "you take its only card" (a count is public)."""
    return f"you take {whose} only card" if n == 1 else f"you take 1 of {whose} {n} cards"


def steal_reason(view: KrowniaView, seat: int | None, other: int, plan: Cost | None = None) -> str:
    """Why steal from `other`, then what the player gets (T119, blind testers: "Blue holds 5 cards" read as a fact,
    not a reason): it leads on points, it has more points than the others at the Pirate's tile, or it holds the
    most cards of them (their counts named; a tie said as one); then "you take 1 of its 5 cards", and the cards the
    plan still lacks that it is seen holding (the table's count: a random card, so "maybe"; never a hidden card)."""
    me = view.players[other]
    n, name = me.card_count, view.names[other]
    rivals = sorted({view.corner_owner[c] for c in B.HEX_CORNERS[view.pirate_hex]} - {-1, seat, other})
    rivals = [s for s in rivals if view.players[s].card_count]
    counts = " and ".join(f"{view.names[s]}'s {view.players[s].card_count}" for s in rivals)
    gain = take_words(n)
    needed = ""
    if seat is not None and view.hand is not None:
        goal = plan_goal(view, seat, plan)
        lacking = [r for r in range(5) if goal[r] > view.hand[r] and _counted(view, other, r)]
        if lacking:  # counted cards only (the table saw them go to that seat); the one taken is random: "maybe"
            needed = f"the {_listed([RESOURCES[r] for r in lacking], 'or')} {GOAL_NAMES.get(goal, 'your next build')}" \
                     f" still needs"
    maybe = f", maybe {needed}" if needed else ""
    if _leads(view, other):
        return f"{name} leads with {me.vp_visible} points: {gain}{maybe}"
    if rivals and all(me.vp_visible > view.players[s].vp_visible for s in rivals):
        theirs = " and ".join(f"{view.names[s]}'s {view.players[s].vp_visible}" for s in rivals)
        richer = [f"{view.names[s]} holds {view.players[s].card_count} cards" for s in rivals
                  if view.players[s].card_count > n]
        though = f", though {' and '.join(richer)}" if richer else ""  # the points are the reason, said so
        return f"{name} has more points: {me.vp_visible} against {theirs}{though}; {gain}{maybe}"
    if rivals and all(n > view.players[s].card_count for s in rivals):
        return f"{name} holds {'more' if len(rivals) == 1 else 'the most'} cards: {n} against {counts}; you take 1 of them" \
               f"{maybe}"
    if needed:  # no more points nor cards than the others: the card the plan lacks is the reason
        return f"{name} is seen holding {needed}: {gain}"
    if rivals and all(n >= view.players[s].card_count for s in rivals):
        tied = " and ".join(view.names[s] for s in rivals if view.players[s].card_count == n)
        return f"{name} and {tied} each hold {n} cards: you take 1 from either"
    if not rivals:
        return f"only {name} has cards to take here: {gain}"
    return take_words(n, f"{name}'s")


def steal_choice(view: KrowniaView, seat: int, action: Action, plan: Cost | None,
                 legal: list[Action]) -> Action | None:
    """The richer seat to steal from instead of the hinted one (None: it stands): the hinted seat holds fewer cards
    than another the steal may take from, has no more points than it, and is seen holding no card the plan still
    lacks (krownia21: "Steal from Blue: Blue holds 5 cards" while White held 6)."""
    if action.kind != "steal" or view.hand is None:
        return None
    goal = plan_goal(view, seat, plan)

    def worth(s: int) -> tuple[int, int, int]:
        p = view.players[s]
        needed = any(goal[r] > view.hand[r] and _counted(view, s, r) for r in range(5))
        return p.vp_visible, int(needed), p.card_count

    victim = action.args[0]
    richer = [a for a in legal if a.kind == "steal" and worth(a.args[0]) > worth(victim)
              and view.players[a.args[0]].card_count > view.players[victim].card_count]
    return max(richer, key=lambda a: (worth(a.args[0]), -a.args[0])) if richer else None


def steal_pick(view: KrowniaView, seat: int, victims: list[int]) -> int | None:
    """The seat a hinted Pirate move meant to rob (hint_why.pirate_reason names it: most points, then most cards),
    among `victims`, the seats the steal may take from."""
    return max(victims, key=lambda s: (view.players[s].vp_visible, view.players[s].card_count, -s), default=None)
