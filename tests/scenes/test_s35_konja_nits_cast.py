"""A blind tester's Konja match (bad14): Storm Veil's Cast button stood a line higher than every other card's
(166-veil beside 88-cast/90-twin): the red dice's reply laid the end slot out tall, a card in the Bones short.
A card's Use/Cast sits in one place whatever the phase. Positions from the record (konja/data)."""

import json
from pathlib import Path

from scene_helpers import frames, make_app

from baraza.game.core.action import Action
from baraza.game.registry import new_match
from baraza.scenes.konja.table import KonjaScene

RECORD = Path(__file__).resolve().parents[1] / "konja" / "data" / "s35_bad14_record.json"


def _args(args):
    return tuple(tuple(a) if isinstance(a, list) else a for a in args)


def _cast_rect(moves: int, spell: str):
    """The prompt's Cast button with `spell` picked, in the match after its first `moves` moves."""
    record = json.loads(RECORD.read_text())
    app = make_app()
    match = new_match("konja", ["human", "human"], record["seed"], record["options"])
    for move in record["moves"][:moves]:
        assert match.submit(move["seat"], Action(move["action"]["kind"], _args(move["action"]["args"])))
    scene = KonjaScene(app, match)
    app.stack.reset(scene)
    frames(app)
    scene.picks.sel_card = ("spell", spell)
    view = scene.current_view()
    scene.prompt_panel.sync(view)
    button = scene.prompt_panel.button("Cast")
    assert button is not None, (view.phase, [b.text for b in scene.prompt_panel.buttons])
    return view.phase, button.rect


def test_cast_sits_in_one_place_in_the_bones_and_in_the_reply_to_red_dice(baraza_home):
    bones, twin = _cast_rect(48, "violet_twin")  # 90-twin: Violet Twin in the Bones
    reply, veil = _cast_rect(169, "storm_veil")  # 166-veil: Storm Veil against Kofi's red 6 and 5
    assert (bones, reply) == ("bones", "red_reply")
    assert veil == twin, (veil, twin)
