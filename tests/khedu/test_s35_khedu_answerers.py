"""Khedu's moves made for the player are answerers of the shared part (scenes/table/answered.py), asked in the order
the table asked its five modules before: settled dice, a lone Roll, a lone End turn, the prompt bar's standing No
Cadence, a No Cadence no song could change."""

from __future__ import annotations

import sys
from pathlib import Path

from baraza.game.registry import new_match
from baraza.scenes.table.answered import AnsweredForYou

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scenes"))
from scene_helpers import make_app  # noqa: E402


def test_the_table_asks_its_answerers_in_order_through_one_part(baraza_home):
    from baraza.scenes.khedu.table import KheduScene

    table = KheduScene(make_app(), new_match("khedu", ["human"], 1, {}))
    assert isinstance(table.answered, AnsweredForYou)
    assert [a.name for a in table.answered.answerers] == ["settled", "lone_roll", "lone_end_turn", "standing", "odds"]
