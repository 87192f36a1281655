"""Why a setup placement is the Hint's (krownia18, a blind tester: "Build a village by forest 10, fields 8 and forest
9" came with no reason). The words weigh the corner as the setup judge does (setup_judge.corner_worth: its rolls in
36, a bonus for each kind of card, a little for a harbour): how often it pays and with what, its harbour, the kinds
it adds to the seat's first village, and whether it is the best open corner by that measure. A setup road says which
free corner one road further it leads to, and what that corner pays."""

from __future__ import annotations

from baraza.game.krownia import board as B
from baraza.game.krownia.constants import DESERT, HARBOUR_ANY, PIPS, RESOURCES, TERRAIN_RESOURCE
from baraza.game.krownia.describe import tile_words
from baraza.game.krownia.hint_words import point_words
from baraza.game.krownia.mark_words import corner_yield, income
from baraza.game.krownia.rules import KrowniaView
from baraza.game.krownia.setup_judge import corner_worth, seen_board

EPS = 1e-9


def _free(view: KrowniaView, c: int) -> bool:
    """A corner the distance rule lets a village stand on."""
    owner = view.corner_owner
    return owner[c] < 0 and all(owner[n] < 0 for n in B.CORNER_NEIGHBOURS[c])


def _kinds(board, c: int) -> set[int]:
    return {TERRAIN_RESOURCE[board.terrain[h]] for h in B.CORNER_HEXES[c]} - {-1}


def _harbour(board, c: int) -> str:
    port = board.corner_port[c]
    if port < HARBOUR_ANY:
        return ""
    return "a 3:1 harbour" if port == HARBOUR_ANY else f"a 2:1 {RESOURCES[port]} harbour"


def _listed(names: list[str]) -> str:
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def _pays(board, c: int) -> str:
    """"it pays on 12 rolls in 36 (fields 8, forest 9, forest 10)", with its harbour. The tiles are named as the
    places are ("between hills 4 and forest 6"): "Brick 3" beside "hills 3" read as two tiles (krownia19)."""
    rolls, _cards = corner_yield(board, c)
    hexes = sorted((h for h in B.CORNER_HEXES[c] if board.terrain[h] != DESERT),
                   key=lambda h: -PIPS.get(board.numbers[h], 0))  # richest first, as corner_yield lists them
    tiles = ", ".join(tile_words(board, h) for h in hexes) or "nothing"
    port = _harbour(board, c)
    return f"pays on {rolls} rolls in 36 ({tiles})" + (f", with {port}" if port else "")


def village_reason(view: KrowniaView, seat: int, corner: int) -> str:
    """Why a setup village on `corner`: what it pays, the kinds it adds to the first village, and "the best open
    corner" when no open corner is worth more to the setup judge."""
    board = seen_board(view)
    words = f"it {_pays(board, corner)}"
    mine = [c for c, owner in enumerate(view.corner_owner) if owner == seat and c != corner]
    kinds = _kinds(board, corner)
    if mine:
        had = set().union(*(_kinds(board, c) for c in mine))
        new = [RESOURCES[r] for r in sorted(kinds - had)]
        lacking = [RESOURCES[r] for r in range(5) if r not in kinds | had]
        if new:
            words += f"; it adds {_listed(new)} to your first village's {_listed([RESOURCES[r] for r in sorted(had)])}"
            words += ", all 5 kinds of card" if not lacking else f" (still no {' or '.join(lacking)})"
    elif len(kinds) > 1:
        words += f", {len(kinds)} kinds of card"
    worth = corner_worth(board, corner)
    others = [corner_worth(board, c) for c in range(B.NUM_CORNERS) if c != corner and _free(view, c)]
    if all(worth >= w - EPS for w in others):
        words += "; the best open corner"
    return words


def road_reason(view: KrowniaView, seat: int, edge: int) -> str:
    """Why a setup road along `edge`: the free corner one road further it leads to (the best, by the setup judge's
    worth), and what it pays; "" when it leads to none."""
    board = seen_board(view)
    a, b = B.EDGE_CORNERS[edge]
    far = b if view.corner_owner[a] == seat else a
    spots = [n for n in B.CORNER_NEIGHBOURS[far] if _free(view, n)]
    if _free(view, far):
        spots.append(far)
    if not spots:
        return ""
    best = max(spots, key=lambda c: (corner_worth(board, c), -c))
    return f"it leads to a free corner one road further that {_pays(board, best)}" if best != far else f"it reaches a free corner that {_pays(board, best)}"


def build_reason(view: KrowniaView, seat: int, corner: int, town: bool = False) -> str:
    """Why a village built in play, or a village made a town (krownia19: "Build a village by …" came bare): the
    point it adds, what the corner pays (twice for a town) and the kinds of card none of the seat's buildings get
    yet. Its tiles are named by the move already ("Build a village by fields 11, forest 6 and hills 3")."""
    board = seen_board(view)
    rolls, _cards = corner_yield(board, corner)
    paid = _listed(income(board, corner) or ["nothing"])
    point = point_words(view, seat)  # krownia23: the village reaching the target is the win, said so
    if point.startswith("it wins"):
        return point  # what it pays later no longer matters
    if town:
        return f"{point}, and it pays {paid} twice on {rolls} rolls in 36"
    port = _harbour(board, corner)
    words = f"{point}, and it pays {paid} on {rolls} rolls in 36" + (f", with {port}" if port else "")
    mine = [c for c, owner in enumerate(view.corner_owner) if owner == seat and c != corner]
    had = set().union(*(_kinds(board, c) for c in mine))
    new = [RESOURCES[r] for r in sorted(_kinds(board, corner) - had)]
    if new and mine:
        words += f"; it brings {_listed(new)}, which none of your buildings get"
    return words
