"""Short texts for actions, before they are applied (menus, hints, the log of refused moves)."""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.krownia.board import CORNER_HEXES, EDGE_HEXES
from baraza.game.krownia.constants import COLOURS, RESOURCES, SETUP_VILLAGE, TERRAINS
from baraza.game.krownia.state import KrowniaState


def with_article(word: str | int) -> str:
    """"a 6", "an 8", "an 11", "an orchard": the article goes by the sound of the word as said aloud."""
    text = str(word)
    spoken_vowel = text[:1].lower() in "aeiou" or text in ("8", "11", "18") or text.startswith("8")
    return f"{'an' if spoken_vowel else 'a'} {text}"


class Describe:
    """Short phrases for actions in menus and hints."""

    def caption_of(self, name: str, action: Action) -> str | None:
        """Words for a move that writes no log line, as a caption of what a seat just did ("Orange: offer get"
        is not words). A draft stays private until it is sent, so its caption does not say what is in it."""
        if action.kind in ("offer_give", "offer_get", "offer_take_back"):
            return f"{name} is putting an offer together"
        return None

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
        if k in simple:
            return simple[k]
        if k == "timeout":
            if state.phase == SETUP_VILLAGE:
                return "Time is up: the table places a village and road"
            return "Time is up: the table moves the Pirate"
        if k in ("place_village", "build_village"):
            return f"Build a village on corner {a[0]}{_beside(state, CORNER_HEXES[a[0]])}"
        if k == "move_auto_pair":
            return f"Move the auto-placed village on corner {a[0]}{_beside(state, CORNER_HEXES[a[0]])}"
        if k in ("place_road", "build_road"):
            return f"Build a road on edge {a[0]}{_beside(state, EDGE_HEXES[a[0]])}"
        if k == "build_town":
            return f"Upgrade the village on corner {a[0]} to a town{_beside(state, CORNER_HEXES[a[0]])}"
        if k == "discard":
            return f"Discard 1 {RESOURCES[a[0]]}"
        if k == "move_pirate":
            return f"Move the Pirate to the {TERRAINS[state.terrain[a[0]]]} {state.numbers[a[0]] or ''}".strip()
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
            return "Send the offer to everyone" if a[0] < 0 else f"Send the offer to {COLOURS[a[0]]}"
        if k == "confirm_trade":
            return f"Trade with {COLOURS[a[0]]}"
        return str(action)


def _beside(state: KrowniaState, hexes) -> str:
    """Which tiles a corner or an edge touches (", by Wheat 6, Brick 10"): a corner's number says nothing to
    a player who cannot see the board, its tiles do."""
    words = [f"{TERRAINS[state.terrain[h]]} {state.numbers[h] or ''}".strip() for h in hexes]
    return f", by {', '.join(words)}" if words else ""
