"""Why the hinted opening discard: what is kept and what it is for (a blind tester was told to discard their only
defensive Cadence, "the one you need least", and not why). Read from the seat's view only."""

from __future__ import annotations

from collections import Counter

from baraza.game.khedu.constants import ENSEMBLE_LIMIT

EFFECT = {  # each War Cadence's effect in a few words (assets/data/khedu/cadences.toml)
    "sandfire_hymn": "+3 to your total",
    "storm_chorus": "one more die",
    "whitesand_ballad": "+3 defence",
    "mirage_lament": "one die fewer for the attacker",
}


def _names(cads) -> str:
    """"2 Sandfire Hymns and Storm Chorus"."""
    counts = Counter(c.name for c in cads)
    said = [f"{n} {name}s" if n > 1 else name for name, n in counts.items()]
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


def reveal_reasons(view, seat: int, card: int) -> list[str]:
    """Why lay the opening Cadence `card` face up, longest first, in what the player can check: what it shows
    and which kept ones stay hidden ("it shows the others the least" could not be checked: khedu21)."""
    dealt = [c for c in view.opening_cadences if c.name]
    up = next((c for c in dealt if c.card == card), None)
    if up is None:
        return []
    hidden = [c for c in dealt if c.card != card]
    if not hidden:
        return []
    guard = [c for c in hidden if c.kind == "defensive"]
    shows = f"{up.name} ({EFFECT[up.key]}) is the one shown" if up.key in EFFECT else f"{up.name} is the one shown"
    # five dealt: one of the four left goes with the discard, so at most three stay face down (khedu22 read "keeps
    # your 4 defensive Cadences hidden" where three are kept)
    kept = min(len(hidden), ENSEMBLE_LIMIT - 1)
    if guard and len(guard) > kept:  # more defences than room: whatever is discarded, the kept ones all defend
        return [f"{shows}; the {kept} you keep face down all defend (from {_names(guard)}), so a rival attacking "
                "your heroes cannot count them", f"{shows}; the {kept} you keep face down all defend",
                f"it keeps {kept} defensive Cadences hidden"]
    if guard:  # the hidden defence is what a rival weighing an attack on your heroes cannot count
        n = len(guard)
        what = f"your {n} defensive Cadences" if n > 1 else "your defensive Cadence"
        return [f"{shows}; it keeps {what} ({_names(guard)}) hidden, so a rival attacking your heroes cannot count "
                "them", f"{shows}; it keeps {what} ({_names(guard)}) hidden", f"it keeps {what} hidden"]
    stay = f"{_names(hidden)} stay hidden" if len(hidden) <= kept else f"{kept} of {_names(hidden)} stay hidden"
    return [f"{shows}; {stay}", stay]
