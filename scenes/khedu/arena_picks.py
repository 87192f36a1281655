"""A click on a unit drawn in the COMBAT panel counts as a click on that unit where it stands on the table.

The panel draws the fight on the table, or the last one, with each side's unit: a player choosing an attack's
defender clicked the rival's Khana there, and the click dropped the attacker without a word; they had to find
Khana again in the rival's panel (blind tester bad14, 208 -> 209). So a unit drawn there that still stands where
it fought is clicked in its place (picked when it is a legal choice, told why not as on the table); one that has
left its place, or any other spot of the panel while a choice is half made, says why in one line."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from baraza.scenes.khedu.layout import unit_at

PANEL_ONLY = "The COMBAT panel shows the fight: pick a lit card on the table."


@dataclass(frozen=True)
class ArenaPick:
    """What a click in the COMBAT panel means: `token` to click in its place, else `why` to say (both None: the
    click was not on the panel)."""

    token: tuple | None = None
    why: str | None = None


def place(where: tuple) -> tuple:
    """A unit's `where` as a click token: a Desert stack without its depth, a Cadre slot as it is."""
    return ("desert", where[1]) if where[0] == "desert" else tuple(where)


def fighters(view, match) -> dict[str, tuple[tuple, int]] | None:
    """The place and card of the fight's attacker and defender: the fight on the table, else the last one fought
    (its result tells the winner's and the loser's place and card)."""
    c = view.combat
    if c is not None:
        return {"attacker": (place(c.attacker.where), c.attacker.card),
                "defender": (place(c.defender.where), c.defender.card)}
    for record in reversed(match.records):
        result = next((e for e in record.events if e.kind == "combat_result"), None)
        if result is not None:
            d = result.data
            won = (tuple(d["winner"]), d["winner_card"])
            lost = (tuple(d["loser"]), d["loser_card"])
            attacker, defender = (won, lost) if d["attacker_wins"] else (lost, won)
            return {"attacker": (place(attacker[0]), attacker[1]), "defender": (place(defender[0]), defender[1])}
    return None


def arena_pick(view, match, zone: pygame.Rect, hots: list, pos: tuple[int, int], choosing: bool) -> ArenaPick:
    """What a click at `pos` in the COMBAT panel `zone` means; `hots`: the last frame's hot spots (the panel's cards
    carry a face and no token); `choosing`: a choice is half made."""
    if not zone.collidepoint(pos):
        return ArenaPick()
    for hot in reversed(hots):
        face = hot.face
        if hot.token is not None or face is None or not face.kind.endswith(" unit") or not hot.rect.collidepoint(pos):
            continue
        sides = fighters(view, match)
        if sides is None:
            break
        # the attacker is drawn on the panel's left, the defender on its right
        ref, card = sides["attacker" if hot.rect.centerx < zone.centerx else "defender"]
        standing = unit_at(view, ref) if ref[0] in ("desert", "cadre") else None
        if standing is not None and standing.card == card:
            return ArenaPick(token=ref)
        return ArenaPick(why=f"{face.title} has left its place since that fight: pick a lit card on the table.")
    return ArenaPick(why=PANEL_ONLY if choosing else None)
