"""Short texts for actions, before they are applied (menus, hints, the log of refused moves)."""

from __future__ import annotations

import math

from baraza.game.core.action import Action
from baraza.game.krownia.board import (
    CORNER_HEXES,
    EDGE_HEXES,
    LAND_HEXES,
    NUM_CORNERS,
    corner_position,
    edge_position,
    hex_center,
)
from baraza.game.krownia.constants import (
    COLOURS,
    HARBOUR_ANY,
    RESOURCES,
    RESPONSE_NAMES,
    SETUP_VILLAGE,
    TERRAINS,
)
from baraza.game.krownia.state import KrowniaState


def with_article(word: str | int) -> str:
    """"a 6", "an 8", "an 11", "an orchard": the article goes by the sound of the word as said aloud."""
    text = str(word)
    spoken_vowel = text[:1].lower() in "aeiou" or text in ("8", "11", "18") or text.startswith("8")
    return f"{'an' if spoken_vowel else 'a'} {text}"


# the development cards a seat plays from its face-down hand (their kinds name the card)
# a seat drafting a counter sees "Decline offer" for the decline and reaches Accept by "Back to offer" (counter.py)
COUNTER_WORDS = {"offer_abandon": "Decline the offer", "accept_trade": "Back to the offer and accept it"}
HIDDEN_PLAYS = ("play_warrior", "play_road_building", "play_year_of_plenty", "play_monopoly")


class Describe:
    """Short phrases for actions in menus and hints."""

    def caption_of(self, name: str, action: Action) -> str | None:
        """Words for a move that writes no log line, as a caption of what a seat just did ("Orange: offer get"
        is not words). A draft stays private until it is sent, so its caption does not say what is in it."""
        if action.kind in ("offer_give", "offer_get", "offer_take_back"):
            return f"{name} is putting an offer together"
        return None

    def describe_action_seen_by(self, state: KrowniaState, seat: int, action: Action, viewer: int | None) -> str:
        """Another seat's move as a player sees it while the match goes on: its development cards lie face down
        (a replay's "better: Play Year of Plenty" for an AI named its secret card: krownia17) and a draft is
        private until sent; the board, the bank and the dice are public."""
        if viewer != seat and action.kind in HIDDEN_PLAYS:
            return "Play a development card"
        if viewer != seat and action.kind in ("offer_give", "offer_get", "offer_take_back"):
            return "Put an offer together"
        return self.describe_action(state, seat, action)

    def describe_action(self, state: KrowniaState, seat: int, action: Action) -> str:
        k, a = action.kind, action.args
        simple = {
            "auto_place": "Let the table place a village and road", "roll": "Roll the dice",
            "end_turn": "End the turn", "buy_dev": "Buy a development card",
            "skip_free_road": "Skip the free road", "play_warrior": "Play a Warrior",
            "play_road_building": "Play Road Building", "play_year_of_plenty": "Play Year of Plenty",
            "open_trade": "Offer a trade to players", "offer_abandon": "Drop the offer",
            "accept_trade": "Accept the offer", "decline_trade": "Decline the offer",
            "counter_trade": "Make a counter-offer", "cancel_trade": "Withdraw the offer",
        }
        countering = seat < len(state.responses) and RESPONSE_NAMES[state.responses[seat]] == "composing_counter"
        if countering and k in COUNTER_WORDS:  # krownia20: the counter's own buttons ("Decline offer", "Back to offer")
            return COUNTER_WORDS[k]
        if k == "decline_trade" and a and a[0]:  # the table's decline once the time ran out (timeouts.A_LAPSE)
            return "No answer in time: the offer lapsed"
        if k in simple:
            return simple[k]
        if k == "timeout":
            if state.phase == SETUP_VILLAGE:
                return "Time is up: the table places a village and road"
            return "Time is up: the table moves the Pirate"
        if k in ("place_village", "build_village"):
            return f"Build a village {corner_words(state, a[0])}{harbour_words(state, a[0])}"
        if k == "move_auto_pair":
            return f"Move the auto-placed village {corner_words(state, a[0])}"
        if k in ("place_road", "build_road"):
            return f"Build a road {edge_words(state, a[0])}"
        if k == "build_town":
            return f"Make the village {corner_words(state, a[0])} a town"
        if k == "discard":
            return f"Discard 1 {RESOURCES[a[0]]}"
        if k == "move_pirate":
            # the tile as the table labels it, a twin's side with it: "the hills 6" named either of two, and the
            # replay's "better" ring stood on the very tile played (a KROWNIA tester)
            return f"Move the Pirate to the {tile_words(state, a[0])}"
        if k == "steal":
            return f"Steal from {COLOURS[a[0]]}"
        if k == "take_resource":
            return f"Take 1 {RESOURCES[a[0]]}"
        if k == "play_monopoly":
            return f"Play Monopoly on {RESOURCES[a[0]]}"
        if k == "bank_trade":
            return f"Trade {state.port_rate[seat][a[0]]} {RESOURCES[a[0]]} for 1 {RESOURCES[a[1]]}"
        if k == "offer_give":
            return f"Offer 1 {RESOURCES[a[0]]}"
        if k == "offer_get":
            return f"Ask for 1 {RESOURCES[a[0]]}"
        if k == "offer_take_back":
            return f"Take 1 {RESOURCES[a[0]]} off the offer"
        if k == "offer_send":
            # a counter goes back to the offerer only ("Send the offer to everyone" on it misled: a playtest)
            if countering:
                return "Send the counter-offer"
            return "Send the offer to everyone" if a[0] < 0 else f"Send the offer to {COLOURS[a[0]]}"
        if k == "confirm_trade":
            return f"Trade with {COLOURS[a[0]]}"
        return str(action)


# A place is named by the tiles it touches, as the table and the lesson name them ("forest 11"), never by the
# rules' own corner and edge numbers ("corner 36" in a hint was a playtest finding: a player never sees them).
# Where the tiles alone could mean two places (a corner or a side on the coast) the side of the tiles is said.
_CORNER_SIDES = ("top", "upper-right", "lower-right", "bottom", "lower-left", "upper-left")  # clockwise from the top
_EDGE_SIDES = ("upper-right", "right", "lower-right", "lower-left", "left", "upper-left")  # from 30°, clockwise


def _label(state: KrowniaState, h: int) -> str:
    return f"{TERRAINS[state.terrain[h]]} {state.numbers[h] or ''}".strip()


def tile_words(state: KrowniaState, h: int) -> str:
    """A tile as the table labels it: its terrain and number ("forest 11", "desert"); when another tile has the
    same label, with the compass side it lies on from that one ("north forest 10"), so two places never share
    their words (the playtest: a road "by forest 10" could be by either forest 10)."""
    words = _label(state, h)
    twins = [o for o in range(len(state.terrain)) if o != h and _label(state, o) == words]
    if not twins:
        return words
    x, y = hex_center(*LAND_HEXES[h])
    ox, oy = (sum(hex_center(*LAND_HEXES[o])[i] for o in twins) / len(twins) for i in (0, 1))
    dx, dy = x - ox, y - oy
    side = ("south" if dy > 0 else "north") if abs(dy) >= abs(dx) else ("east" if dx > 0 else "west")
    return f"{side} {words}"


def harbour_words(state: KrowniaState, c: int) -> str:
    """What a village on corner `c` gains at its harbour, said with the build (the playtest: a village's words
    never said it came with a 3:1 harbour): ", on a 3:1 harbour" or ", on a 2:1 Wheat harbour"; "" for none."""
    kind = state.corner_port[c]
    if kind == -2:
        return ""
    return ", on a 3:1 harbour" if kind == HARBOUR_ANY else f", on a 2:1 {RESOURCES[kind]} harbour"


def _listed(words: list[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def _side(centre: tuple[float, float], point: tuple[float, float], names: tuple[str, ...], start: float) -> str:
    """Which of six sides `point` lies on, seen from `centre` (angles clockwise from the top, the first at
    `start` degrees)."""
    angle = math.degrees(math.atan2(point[0] - centre[0], centre[1] - point[1])) % 360
    return names[round((angle - start) / 60) % 6]


def corner_words(state: KrowniaState, c: int) -> str:
    """Where a corner is: "by forest 11, mountains 8 and fields 3"; on the coast, which corner of the tiles it
    is ("by forest 11 (top corner)", "by forest 11 and hills 6 (lower corner)")."""
    hexes = CORNER_HEXES[c]
    words = "by " + _listed([tile_words(state, h) for h in hexes])
    if len(hexes) >= 3 or not hexes:
        return words
    if len(hexes) == 2 and not any(CORNER_HEXES[o] == hexes for o in range(NUM_CORNERS) if o != c):
        return words  # the only corner those two tiles share
    centres = [hex_center(*LAND_HEXES[h]) for h in hexes]
    middle = (sum(x for x, _ in centres) / len(centres), sum(y for _, y in centres) / len(centres))
    x, y = corner_position(c)
    if len(hexes) == 1:
        return f"{words} ({_side(middle, (x, y), _CORNER_SIDES, 0)} corner)"
    dx, dy = x - middle[0], y - middle[1]  # one end of the side two tiles share
    end = ("lower" if dy > 0 else "upper") if abs(dy) > abs(dx) else ("right" if dx > 0 else "left")
    return f"{words} ({end} corner)"


def edge_words(state: KrowniaState, e: int) -> str:
    """Where an edge is: "between forest 11 and hills 6"; on the coast, which side of its tile it is ("by
    forest 11 (upper-right side)")."""
    hexes = EDGE_HEXES[e]
    if len(hexes) == 2:
        return "between " + _listed([tile_words(state, h) for h in hexes])
    centre = hex_center(*LAND_HEXES[hexes[0]])
    return f"by {tile_words(state, hexes[0])} ({_side(centre, edge_position(e), _EDGE_SIDES, 30)} side)"
