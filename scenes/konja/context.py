"""What every part of the Konja table is built with.

`KonjaContext` is the shared table context (scenes/table/context.py: the app, the match, the animations, the
view cache `views` with the legal actions, the clock, and the game's table as a `TableHost`, the one protocol
every game's parts reach their table through) plus the few things the Konja parts share among themselves:
where things lie (`geometry`), the player's half-made choice and the mouse (`picks`, `pointer`), the
Collection plan (`plan`), a Spell or Relic from the picks to its move (`card_use`), what the records tell
beyond the view (`records`) and the pictures rendered once (`sprites`). A part is built with it and, at most,
the one or two parts it drives (the input and the lesson: the prompt panel's buttons; the tray: the motion).
"""

from __future__ import annotations

from dataclasses import dataclass

from baraza.scenes.konja.card_use import CardUse
from baraza.scenes.konja.history import RecordReading
from baraza.scenes.konja.layout import KonjaGeometry
from baraza.scenes.konja.picks import Picks, Pointer
from baraza.scenes.konja.plan import CollectionPlan
from baraza.scenes.konja.sprites import TableSprites
from baraza.scenes.table.context import TableContext


@dataclass(frozen=True)
class KonjaContext:
    ctx: TableContext  # the table, through the shared protocol only
    geometry: KonjaGeometry
    picks: Picks
    pointer: Pointer
    plan: CollectionPlan
    card_use: CardUse
    records: RecordReading
    sprites: TableSprites

    @classmethod
    def build(cls, ctx: TableContext) -> KonjaContext:
        """The Konja parts' shared pieces for the table `ctx` serves (a fresh choice, nothing picked)."""
        picks = Picks()
        return cls(ctx, KonjaGeometry(ctx.layout), picks, Pointer(), CollectionPlan(ctx, picks), CardUse(ctx, picks),
                   RecordReading(ctx.match), TableSprites(ctx))
