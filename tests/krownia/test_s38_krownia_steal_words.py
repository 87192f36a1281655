"""T119 (blind testers): the Pirate's and the steal's Hint read "…: Blue holds 5 cards", a fact and no reason. They
say why that rival (it leads, it has more points or cards than the others there, it is seen holding a card the plan
lacks) and what the player gets ("you take 1 of its 5 cards"), short, from public counts only."""

from __future__ import annotations

from krownia_helpers import fresh, give, put_village

from baraza.game.core.action import Action
from baraza.game.krownia import board as B
from baraza.game.krownia.hint_seven import steal_reason, take_words
from baraza.game.krownia.hint_why import bare_reason
from baraza.game.krownia.rules import COST_VILLAGE, KrowniaRules

R = KrowniaRules()


def _tile_between(state, seats: tuple[int, ...]) -> int:
    """A numbered tile with a village of each of `seats` on it (placed here), the Pirate elsewhere."""
    hex_ = next(h for h in range(len(B.HEX_CORNERS)) if state.numbers[h] and h != state.pirate
                and all(state.corner_owner[c] < 0 for c in B.HEX_CORNERS[h]))
    for seat, i in zip(seats, (0, 3, 1), strict=False):
        put_village(state, seat, B.HEX_CORNERS[hex_][i])
    return hex_


def test_the_pirate_says_what_the_player_takes():
    state = fresh(3)
    hex_ = _tile_between(state, (1,))
    put_village(state, 2, next(c for c in range(B.NUM_CORNERS) if state.corner_owner[c] < 0
                               and all(state.corner_owner[n] < 0 for n in B.CORNER_NEIGHBOURS[c])))
    give(state, 1, (1, 1, 1, 1, 1))
    words = bare_reason(R.view(state, 0), 0, Action("move_pirate", (hex_,)))
    assert words.startswith("it blocks Blue's") and words.endswith("; you take 1 of Blue's 5 cards"), words
    assert "holds 5 cards" not in words, words  # the old bare count


def test_the_pirate_names_why_that_rival_among_several():
    state = fresh(3)
    hex_ = _tile_between(state, (1, 2))
    give(state, 1, (0, 1, 0, 0, 0))
    give(state, 2, (1, 1, 1, 0, 0))
    put_village(state, 1, next(c for c in range(B.NUM_CORNERS) if state.corner_owner[c] < 0
                               and all(state.corner_owner[n] < 0 for n in B.CORNER_NEIGHBOURS[c])))
    put_village(state, 2, next(c for c in range(B.NUM_CORNERS) if state.corner_owner[c] < 0
                               and all(state.corner_owner[n] < 0 for n in B.CORNER_NEIGHBOURS[c])))
    put_village(state, 0, next(c for c in range(B.NUM_CORNERS) if state.corner_owner[c] < 0
                               and all(state.corner_owner[n] < 0 for n in B.CORNER_NEIGHBOURS[c])))
    # level on points (2 each): White holds more cards there
    words = bare_reason(R.view(state, 0), 0, Action("move_pirate", (hex_,)))
    assert "(and Blue): White holds more cards there; you take 1 of its 3 cards" in words, words


def test_the_steal_says_why_and_what_it_may_bring():
    state = fresh(3)
    state.pirate = _tile_between(state, (1, 2))
    give(state, 0, (1, 0, 1, 1, 0))  # a village lacks only Brick
    give(state, 1, (0, 1, 0, 0, 1))  # Blue seen holding a Brick
    give(state, 2, (2, 0, 0, 0, 0))
    view = R.view(state, 0)
    words = steal_reason(view, 0, 1, COST_VILLAGE)
    assert words == "Blue is seen holding the Brick a village still needs: you take 1 of its 2 cards", words
    state.hands[2] = [2, 0, 1, 0, 0]
    state.public_cards[2] = [2, 0, 1, 0, 0]
    view = R.view(state, 0)
    assert steal_reason(view, 0, 2, COST_VILLAGE) == "White holds more cards: 3 against Blue's 2; you take 1 of them"
    assert take_words(1, "Blue's") == "you take Blue's only card"


def test_a_stolen_card_is_never_named():
    """A card that reached a seat by the Pirate is hidden from the others: the steal's words do not name its kind."""
    state = fresh(3)
    state.pirate = _tile_between(state, (1, 2))
    give(state, 0, (1, 0, 1, 1, 0))  # lacks Brick
    state.hands[1] = [0, 1, 0, 0, 0]  # a Brick Blue stole: not in the table's count
    give(state, 2, (3, 0, 0, 0, 0))
    words = steal_reason(R.view(state, 0), 0, 1, COST_VILLAGE)
    assert "Brick" not in words and "only card" in words, words
