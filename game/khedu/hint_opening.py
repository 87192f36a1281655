"""Why the hinted opening discard: what is kept and what it is for (a blind tester was told to discard their only
defensive Cadence, "the one you need least", and not why). Read from the seat's view only."""

from __future__ import annotations

from collections import Counter

from baraza.game.khedu.constants import ENSEMBLE_LIMIT

# what each War Cadence is worth kept for the match: the AI's opening ranks by it (opening_order)
CADENCE_VALUE = {"storm_chorus": 2.0, "sandfire_hymn": 1.8, "whitesand_ballad": 1.6, "mirage_lament": 1.4}
EFFECT = {  # each War Cadence's effect in a few words (assets/data/khedu/cadences.toml)
    "sandfire_hymn": "+3 to your total",
    "storm_chorus": "one more die",
    "whitesand_ballad": "+3 defence",
    "mirage_lament": "one die fewer for the attacker",
}


def plural(name: str) -> str:
    """A card name's plural: "Sandfire Hymns", "Storm Choruses" ("2 Storm Choruss": khedu24)."""
    return f"{name}es" if name.endswith(("s", "x", "z", "ch", "sh")) else f"{name}s"


def _names(cads) -> str:
    """"2 Sandfire Hymns and Storm Chorus"."""
    counts = Counter(c.name for c in cads)
    said = [f"{n} {plural(name)}" if n > 1 else name for name, n in counts.items()]
    return ", ".join(said[:-1]) + " and " + said[-1] if len(said) > 1 else "".join(said)


def discard_reasons(view, seat: int, card: int) -> list[str]:
    """Why discard the opening Cadence `card`, longest first: what stays (the three kept face down and the one
    already face up) and why that mix serves better."""
    dealt = list(view.opening_cadences)
    gone = next((c for c in dealt if c.card == card), None)
    if gone is None or gone.name is None:
        return []
    kept = [c for c in dealt if c.card != card and c.name]
    shown = [c for c in view.players[seat].ensemble if c.occupied and c.face_up and c.name]
    stays = kept + shown
    if not kept:
        return []
    keep = f"keep {_names(kept)}"
    same = next((c for c in stays if c.key == gone.key), None)
    if same is not None:  # a copy stays: nothing of its kind is lost
        return [f"{keep}: another {gone.name} stays, so you lose no effect",
                f"another {gone.name} stays", f"{keep}"]
    defence = [c for c in stays if c.kind == "defensive"]
    attack = [c for c in stays if c.kind == "offensive"]
    if gone.kind == "defensive" and not defence:
        # attacks are yours to start every turn; a defence serves only when a rival attacks your heroes
        return [f"{keep}: they lift the fights you start each turn; a defensive one waits for a rival to attack "
                "your heroes",
                f"{keep} for the fights you start; a defence waits for a rival's attack",
                f"{keep} for the fights you start"]
    if gone.kind == "offensive" and not attack:
        return [f"{keep}: {_names(defence)} guard your heroes ({EFFECT[defence[0].key]})",
                f"{keep} to guard your heroes"]
    better = (defence if gone.kind == "defensive" else attack)[0]
    role = "guard your heroes" if gone.kind == "defensive" else "lift your attacks"
    both = "attack and defence both stay covered" if defence and attack else f"{better.name} can still {role}"
    full = [f"{keep}: {both}; {better.name} ({EFFECT[better.key]}) can still {role}"] if defence and attack else []
    return full + [f"{keep}: {both}", f"{better.name} can still {role}", keep]


def opening_order(cadences) -> list:
    """The opening Cadences weakest first: the one plan of the opening (the AI reveals the last and discards the
    first, game/khedu/ai.py), so the reveal's hint can name what the discard's hint will keep (khedu23 was told a
    reveal "keeps Mirage Lament and Whitesand Ballad hidden", then to discard Mirage Lament)."""
    return sorted(cadences, key=lambda c: (CADENCE_VALUE.get(c.key or "", 0), c.card))


def planned_discard(rest: list):
    """The Cadence the discard would take from `rest`, what is left once one is laid face up (None when fewer
    than ENSEMBLE_LIMIT are left: nothing is discarded, game/khedu/setup.py)."""
    return opening_order(rest)[0] if len(rest) >= ENSEMBLE_LIMIT else None


def reveal_reasons(view, seat: int, card: int) -> list[str]:
    """Why lay the opening Cadence `card` face up, longest first, in what the player can check: what it does for the
    clan's heroes shown (an attack's Cadence lifts the fights they start whether a rival has seen it or not) and
    which Cadences stay hidden for the match, those the discard's hint will keep (a defence hidden is one a rival
    attacking your heroes cannot count). "It shows the others the least" could not be checked (khedu21); "keeps your 4
    defensive Cadences hidden" where three are kept (khedu22); "Storm Chorus is the one shown" gave the move for its
    reason (khedu25)."""
    dealt = [c for c in view.opening_cadences if c.name]
    up = next((c for c in dealt if c.card == card), None)
    if up is None:
        return []
    rest = [c for c in dealt if c.card != card]
    gone = planned_discard(rest)
    hidden = [c for c in rest if c is not gone]
    if not hidden:
        return []
    guard = [c for c in hidden if c.kind == "defensive"]
    clan = view.players[seat].clan if seat < len(view.players) else None
    heroes = f"your {clan} heroes'" if clan else "your heroes'"
    role = f"guards {heroes[:-1]} defence" if up.kind == "defensive" else f"lifts {heroes} attacks"
    effect = f" ({EFFECT[up.key]})" if up.key in EFFECT else ""
    shows = f"{up.name}{effect} {role}, shown or not"  # what it is for, where "is the one shown" named the move
    brief = f"{up.name} {role}, shown or not"  # the card shows its effect: the shorter wordings leave it out
    copy = gone is not None and any(c.key == gone.key for c in hidden)  # a copy stays: "one" of them goes
    then = f"; then discard {'one ' if copy else ''}{gone.name}" if gone is not None else ""
    n = len(guard)
    if n > 1 and n == len(hidden):  # every Cadence kept face down defends
        return [f"{shows}; the {n} you keep face down all defend ({_names(guard)}), so a rival attacking your "
                f"heroes cannot count them{then}", f"{brief}; the {n} you keep face down all defend{then}",
                f"{brief}; the {n} you keep face down all defend", f"it keeps {n} defensive Cadences hidden"]
    if guard:  # the hidden defence is what a rival weighing an attack on your heroes cannot count
        what = f"your {n} defensive Cadences" if n > 1 else "your defensive Cadence"
        return [f"{shows}; it keeps {what} ({_names(guard)}) hidden, so a rival attacking your heroes cannot count "
                f"{'them' if n > 1 else 'it'}{then}", f"{brief}; it keeps {what} ({_names(guard)}) hidden{then}",
                f"{brief}; it keeps {what} ({_names(guard)}) hidden", f"it keeps {what} hidden"]
    stay = f"{_names(hidden)} stay{'s' if len(hidden) == 1 else ''} hidden"
    return [f"{shows}; {stay}{then}", f"{brief}; {stay}{then}", f"{brief}; {stay}", stay]
