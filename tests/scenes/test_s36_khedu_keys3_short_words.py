"""Keys playtest 17 at 150 %: sentences cut beside the bar's buttons ("Meditation pick an…", "Meditation anothe…",
"Hint: Holy…") and a payment caption that read as stopping mid-sentence ("…not of your clan (Wuqri): it only
pays"). Each list of wordings ends in one that reads whole in the narrowest sentence box seen (about 80 px at
150 %), and the payment's words end a sentence."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from scene_helpers import make_app

from baraza.scenes.khedu.keys_pay import _worth
from baraza.scenes.khedu.prompt_words import hint_sayings, meditation_words
from baraza.scenes.ui import theme

BOX = (80, 38)  # the sentence's room beside three Meditation buttons and the go-on slot at 150 %


@pytest.mark.parametrize("wordings", [meditation_words(False, True), meditation_words(True, True),
                                      meditation_words(True, False), hint_sayings(["Holy Mission"], True),
                                      hint_sayings(["Place Khana Chahak"], False)])
def test_the_last_resort_reads_whole_at_150(wordings):
    app = make_app()
    app.settings.text_scale = 150
    app.apply_look()
    assert not theme.fit_lines(app.fonts, wordings[-1], BOX, theme.MIN_TEXT, "bold", line_gap=0)[2], wordings[-1]
    assert wordings[0] != wordings[-1]


def test_another_clans_card_is_said_whole():
    me = SimpleNamespace(clan="Wuqri", legacy_points=3, cadre=[None, None], influence=2)
    card = SimpleNamespace(kind="unit", key="oadhii_conjurer", cost=1)
    worth, why = _worth(card, me, ("wuqri_zealot",))
    assert worth == 0.0 and "not of your clan (Wuqri)" in why
    assert not why.endswith("it only pays"), why
