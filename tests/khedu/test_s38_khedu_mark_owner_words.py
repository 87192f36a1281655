"""A Khedu mark about a risked hero speaks of the mover's hero as "its", never "your": the replay shows an AI's mark
to the player too (khedu26: "provoked Oadhii Seer into your own Rahala Fighter", the Fighter being Player 2's)."""

from types import SimpleNamespace

from baraza.game.core.action import Action
from baraza.game.khedu import mark_words


def test_a_risked_hero_is_the_movers_own(monkeypatch) -> None:
    combat = SimpleNamespace(scenario="provocation", defender=("cadre", 1), attacker_card=7)
    monkeypatch.setattr(mark_words, "own_side_chance", lambda rules, state, seat, action: (0.3, "Rahala Fighter"))
    monkeypatch.setattr(mark_words, "after", lambda rules, state, seat, action: SimpleNamespace(combat=combat))
    monkeypatch.setattr(mark_words.q, "unit_def", lambda data, state, card: SimpleNamespace(name="Oadhii Seer"))
    rules = SimpleNamespace(data=None)
    said = mark_words._risky_fight(rules, None, 1, Action("attack", (("desert", 0), ("cadre", 1, 0))), Action("end_turn"))
    assert said is not None and "its own Rahala Fighter" in said and "your" not in said, said
    combat.scenario = "attack"
    said = mark_words._risky_fight(rules, None, 1, Action("attack", (("cadre", 1, 0), ("cadre", 0, 0))), Action("end_turn"))
    assert said is not None and said.startswith("this put its Rahala Fighter") and "your" not in said, said
