"""An exchange the supply cannot pay in full says so (a replay tester read "exchanges … for 0 Power")."""

from .helpers import act, at_bones, new_state


def test_an_exchange_from_an_empty_supply_says_it_got_nothing():
    s = at_bones(new_state(shayka="none"), [3, 3, 3, 5, 6], action=("blank", "blank"))
    act(s, "end_bones")
    s.supply["power"] = 0
    events = act(s, "collect", "power", (3,))
    assert "0 Power" not in events[0].text and "nothing: the Power supply is empty" in events[0].text


def test_a_full_exchange_reads_as_before():
    s = at_bones(new_state(shayka="none"), [3, 3, 3, 5, 6], action=("blank", "blank"))
    act(s, "end_bones")
    events = act(s, "collect", "power", (3,))
    assert events[0].text.endswith("for 2 Power.") or events[0].text.endswith("Power.")
    assert "supply" not in events[0].text
