"""Issue 41, "analysis worth reading": blind testers made bad KROWNIA moves on purpose (a road where a village was
affordable, ending turns holding 10+ cards, a needless 4:1 trade, the Pirate on a tile of one's own) and the replay
marked them with numbers only. game/krownia/mark_words.py words why, from the position before the move and the
judge's better move; each reason here is checked on the bad move and not given for a good one."""

from __future__ import annotations

from krownia_helpers import R, act, fresh, give, put_road, put_village

from baraza.game.core.action import Action
from baraza.game.krownia import board as B
from baraza.game.krownia.constants import MOVE_PIRATE, ORE, SHEEP, WHEAT, WOOD
from baraza.game.krownia.mark_words import MAX_WORDS, corner_yield, mark_reason, road_leads_nowhere

HOME = 17  # seat 0's village: by fields 12, hills 6 and forest 11 on the beginner island
SPOT = 29  # two roads on from HOME: a free village spot


def edge(a: int, b: int) -> int:
    return B.EDGE_ID[(min(a, b), max(a, b))]


def reason(state, action: Action, best: Action | None, seat: int = 0) -> str | None:
    why = mark_reason(R, state, seat, action, best)
    assert why is None or len(why) <= MAX_WORDS, why
    return why


def home(cards: tuple[int, ...] = (0, 0, 0, 0, 0)):
    """Seat 0 with a village on HOME and roads to SPOT, holding `cards`."""
    state = fresh()
    put_village(state, 0, HOME)
    put_road(state, 0, edge(HOME, 23))
    put_road(state, 0, edge(23, SPOT))
    give(state, 0, cards)
    return state


def test_a_road_when_a_village_was_affordable_says_the_village_and_its_income() -> None:
    state = home((2, 2, 1, 1, 0))
    road, village = Action("build_road", (edge(HOME, 22),)), Action("build_village", (SPOT,))
    assert road in R.legal_actions(state, 0) and village in R.legal_actions(state, 0)
    why = reason(state, road, village)
    assert why is not None and why.startswith("a village by ") and "was affordable" in why, why
    assert "added 1 VP and" in why and "Wheat" in why and "income" in why, why  # fields 3 and 12 touch it
    assert reason(state, village, village) is None  # the judge's own move: nothing to say
    # ending the turn or a trade instead are worded the same way
    assert "was affordable" in reason(state, Action("end_turn"), village)


def test_a_build_that_was_not_affordable_is_never_called_affordable() -> None:
    state = home((1, 1, 0, 0, 0))  # a road's worth only: a village cannot be built
    village = Action("build_village", (SPOT,))
    why = reason(state, Action("build_road", (edge(HOME, 22),)), village)
    assert why is None or "affordable" not in why, why


def test_ending_the_turn_with_a_big_hand_says_what_a_7_takes() -> None:
    state = home((6, 5, 0, 0, 0))
    why = reason(state, Action("end_turn"), Action("build_road", (edge(HOME, 22),)))
    assert why is not None and why.startswith("ending the turn with 11 cards: a 7 would take 5"), why
    state = home((3, 2, 0, 0, 0))  # 5 cards: a 7 takes nothing
    why = reason(state, Action("end_turn"), Action("build_road", (edge(HOME, 22),)))
    assert why is None or "a 7" not in why, why


def test_a_big_hand_and_an_affordable_town_are_both_said() -> None:
    state = home((2, 2, 0, 2, 3))
    town = Action("build_town", (HOME,))
    why = reason(state, Action("end_turn"), town)
    assert why is not None and "9 cards: a 7 would take 4" in why and "a town" in why and "affordable" in why, why


def test_a_bank_trade_that_gave_away_the_towns_ore_says_so() -> None:
    state = home((0, 0, 0, 2, 4))
    town = Action("build_town", (HOME,))
    trade = Action("bank_trade", (ORE, WOOD))
    assert trade in R.legal_actions(state, 0) and town in R.legal_actions(state, 0)
    why = reason(state, trade, town)
    assert why is not None and why.startswith("trading 4 Ore for 1 Wood gave away the Ore a town"), why
    assert "it was affordable" in why, why


def test_a_bank_trade_that_brings_no_build_closer_says_so_and_a_useful_one_does_not() -> None:
    state = home((0, 0, 0, 4, 0))  # 4 Wheat for 1 Ore: the town and the card are no nearer, the village further
    needless = Action("bank_trade", (WHEAT, ORE))
    assert needless in R.legal_actions(state, 0)
    why = reason(state, needless, Action("end_turn"))
    assert why == "trading 4 Wheat for 1 Ore brought no build closer: 4 cards went for 1", why
    state = home((1, 1, 1, 0, 4))  # 4 Ore for the Wheat a village lacks
    useful = Action("bank_trade", (ORE, WHEAT))
    assert useful in R.legal_actions(state, 0)
    why = reason(state, useful, Action("end_turn"))
    assert why is None or "no build" not in why, why
    assert reason(state, useful, useful) is None


def _pirate_state():
    state = home()
    put_village(state, 1, 28)  # Blue, the leader: two villages on mountains 8 (hex 12)
    put_village(state, 1, 39)
    state.phase = MOVE_PIRATE
    return state


def test_the_pirate_on_the_movers_own_tile_says_whose_income_it_blocks() -> None:
    state = _pirate_state()
    why = reason(state, Action("move_pirate", (4,)), Action("move_pirate", (12,)))  # hills 6: Red's own Brick
    assert why == "the Pirate on hills 6 blocks Red's own Brick income there", why


def test_the_pirate_that_blocks_nobody_names_the_leaders_free_tile() -> None:
    state = _pirate_state()
    why = reason(state, Action("move_pirate", (0,)), Action("move_pirate", (12,)))  # mountains 10: nobody's
    assert why is not None and "blocks nobody" in why and "Blue (the leader)" in why, why
    assert "mountains 8" in why, why
    assert reason(state, Action("move_pirate", (12,)), Action("move_pirate", (13,))) is None  # on the leader


def test_a_road_that_leads_nowhere_says_so() -> None:
    state = home((1, 1, 0, 0, 0))
    road = Action("build_road", (edge(HOME, 22),))
    assert not road_leads_nowhere(state, 0, road.args[0])  # past it lie free spots
    why = reason(state, road, Action("end_turn"))
    assert why is None or "leads nowhere" not in why, why
    for c in R.setup_spots(state):  # Blue takes every free spot on the island
        put_village(state, 1, c)
    assert road in R.legal_actions(state, 0)
    why = reason(state, road, Action("end_turn"))
    assert why is not None and "leads nowhere" in why, why


def _leader_offers(gives: int, gets: int):
    """Blue (3 VP, two Wheat and two Ore in hand, a town short of one Ore) offers 1 of `gives` for 1 of `gets`."""
    state = home((0, 0, 1, 0, 2))
    put_village(state, 1, 28)
    put_village(state, 1, 39, level=2)
    give(state, 1, (0, 0, 1, 2, 2))
    state.current = 1
    act(state, 1, "open_trade")
    act(state, 1, "offer_give", gives)
    act(state, 1, "offer_get", gets)
    act(state, 1, "offer_send", -1)
    return state


def test_accepting_a_trade_that_hands_the_leader_its_town_says_so() -> None:
    state = _leader_offers(SHEEP, ORE)
    accept = Action("accept_trade")
    assert accept in R.legal_actions(state, 0)
    why = reason(state, accept, Action("decline_trade"))
    assert why is not None and why.startswith("accepting handed Blue, the leader with 3 VP, 1 Ore toward a town"), why
    # a swap that brings the leader nothing closer is not held against it (Blue holds the Sheep it needs)
    state = _leader_offers(ORE, SHEEP)
    assert accept in R.legal_actions(state, 0)
    why = mark_reason(R, state, 0, accept, Action("decline_trade"))
    assert why is None or "leader" not in why, why


def test_offering_the_leader_what_it_needs_says_so() -> None:
    state = home((0, 0, 1, 0, 2))
    put_village(state, 1, 28)
    put_village(state, 1, 39, level=2)
    give(state, 1, (0, 0, 1, 2, 2))
    act(state, 0, "open_trade")
    act(state, 0, "offer_give", ORE)
    act(state, 0, "offer_get", SHEEP)
    why = reason(state, Action("offer_send", (-1,)), Action("offer_abandon"))
    assert why is not None and "would hand Blue, the leader with 3 VP, 1 Ore toward a town" in why, why


def test_otherwise_the_better_build_is_said() -> None:
    state = home((0, 0, 1, 3, 4))
    why = reason(state, Action("buy_dev"), Action("build_town", (HOME,)))
    assert why is not None and why.startswith("making the village") and "a town would have added 1 VP" in why, why


def test_a_position_the_words_do_not_fit_gives_none_and_never_raises() -> None:
    state = home()
    assert mark_reason(R, state, 0, Action("build_road", (999,)), Action("build_village", (999,))) is None
    assert mark_reason(R, None, 0, Action("end_turn"), None) is None


def test_a_placement_on_a_poorer_corner_says_how_often_each_pays() -> None:
    state = R.initial_state({"beginner": True}, 3, 4)  # the opening placement: nothing built yet
    spots = [a.args[0] for a in R.legal_actions(state, state.current) if a.kind == "place_village"]
    poor = min(spots, key=lambda c: corner_yield(state, c)[0])
    rich = max(spots, key=lambda c: corner_yield(state, c)[0])
    seat = state.current
    why = reason(state, Action("place_village", (poor,)), Action("place_village", (rich,)), seat)
    assert why is not None and f"pays on {corner_yield(state, rich)[0]} rolls in 36" in why, why
    assert f"this one ({corner_yield(state, poor)[1]}) on {corner_yield(state, poor)[0]}" in why, why
    # the richer corner played against a poorer better one: nothing to say about rolls
    assert reason(state, Action("place_village", (rich,)), Action("place_village", (poor,)), seat) is None
