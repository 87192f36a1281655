"""Words counted right (khedu24): "2 Storm Choruses", never "2 Storm Choruss"; "pick the ringed card" when one card
is ringed; and Replenish's Hint counts the Ensemble places that fill ("an empty place fills" when two did)."""

from types import SimpleNamespace

from baraza.game.core.action import Action
from baraza.game.khedu.hint_opening import _names, plural
from baraza.scenes.khedu.hint_words import _hint_reasons, short_meditation
from baraza.scenes.khedu.prompt_words import ringed_words


def test_a_name_ending_in_s_takes_es():
    assert plural("Storm Chorus") == "Storm Choruses"
    assert plural("Sandfire Hymn") == "Sandfire Hymns"
    cads = [SimpleNamespace(name="Whitesand Ballad"), SimpleNamespace(name="Storm Chorus"),
            SimpleNamespace(name="Storm Chorus")]
    assert _names(cads) == "Whitesand Ballad and 2 Storm Choruses"


def test_one_ringed_card_is_the_ringed_card():
    assert ringed_words([("opening", 2)]) == "pick the ringed card"
    assert ringed_words([("cadre", 0, 0), ("desert", 1)]) == "pick the ringed cards"


def _view(empty: int, deck: int):
    places = [SimpleNamespace(occupied=i >= empty) for i in range(4)]
    me = SimpleNamespace(ensemble=places, clan="Rahala")
    return SimpleNamespace(players=[me], cadence_deck_count=deck)


def test_replenish_counts_the_places_that_fill():
    reasons = _hint_reasons(_view(2, 10), 0, Action("med_replenish"), None)
    assert reasons == ["2 empty Ensemble places fill"], reasons
    assert _hint_reasons(_view(1, 10), 0, Action("med_replenish"), None) == ["an empty Ensemble place fills"]
    assert _hint_reasons(_view(3, 1), 0, Action("med_replenish"), None) == ["an empty Ensemble place fills"]
    assert short_meditation(_view(3, 2), 0, "med_replenish") == "+2 Cadences"
