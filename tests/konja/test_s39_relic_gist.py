"""keys22: the Hint said Spirit Bowl "pays Magick in every turn"; it pays only for an Action die showing Magick."""

from baraza.game.konja.hint_merchant import relic_use


def test_a_paying_relic_says_the_die_it_needs():
    assert relic_use("spirit_bowl") == "pays 4 Magick in each turn you place an Action die showing Magick on it"
    assert relic_use("gold_scale") == "pays 3 Gold in each turn you place an Action die showing Gold on it"
    assert "every turn" not in relic_use("spirit_bowl")
