"""A chance on screen never claims a certainty it is not: "100% to win" over a fight lost one time in a hundred
read as a lie to a playtester."""

from baraza.scenes.ui.words import chance_text


def test_only_a_sure_thing_is_100_and_only_an_impossible_one_is_0() -> None:
    assert chance_text(1.0) == "100%" and chance_text(0.0) == "0%"
    assert chance_text(0.996) == ">99%" and chance_text(0.999999) == ">99%"
    assert chance_text(0.004) == "<1%" and chance_text(1e-9) == "<1%"
    assert chance_text(0.34) == "34%" and chance_text(0.994) == "99%"
