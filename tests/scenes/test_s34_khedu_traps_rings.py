"""S34, Khedu's table by mouse (khedu16, 81-crop, 110-hintpay2): the Hint's payment words name every card to pay
("pay with Wuqri Zealot and Okavian Raider… pick the ringed cards"), but only the first was ringed."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "khedu"))
from khedu_helpers import give_hand, new_turn, put_cadre  # noqa: E402
from scene_helpers import frames, make_app  # noqa: E402

from baraza.game.core.action import Action  # noqa: E402
from baraza.game.khedu.card_worth import payment  # noqa: E402
from baraza.game.khedu.hint_pay import payment_reasons  # noqa: E402
from baraza.game.registry import new_match  # noqa: E402


def test_every_card_the_hint_names_for_a_payment_is_ringed(baraza_home):
    from baraza.scenes.khedu.table import KheduScene

    match = new_match("khedu", ["human"], 3, {})
    s = match.state
    new_turn(s, 0)
    give_hand(s, 0, ["wuqri_zealot", "okavian_raider", "chieftain", "caravan", "hadimi_dreamer"])
    put_cadre(s, 0, 0, "chieftain")
    attack = next(a for a in match.legal_actions(0) if a.kind == "attack" and a.args[0] == ("cadre", 0, 0))
    assert match.submit(0, attack).ok
    assert s.combat.step == "pay" and s.combat.to_pay == 3
    app = make_app()
    table = KheduScene(app, match)
    app.stack.reset(table)
    frames(app, 3)
    view = table.current_view()
    hand = view.players[0].hand
    paid = payment(view, 0, [h.card for h in hand])
    first = paid[0]
    table.hint = Action("pay", (first.card,))
    words = payment_reasons(view, 0, first.card)[0]
    assert all(h.name in words for h in paid), words  # the words name the whole payment
    frames(app, 2)
    assert table.clicks.hint_tokens == {("hand", h.key) for h in paid}, table.clicks.hint_tokens
