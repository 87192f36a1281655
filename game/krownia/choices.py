"""What a KROWNIA player may do now, in words: the phrases of the table's "You can: …" line."""

from __future__ import annotations

from collections.abc import Sequence

from baraza.game.core.action import Action

# Development cards by their play action, in the order the hand shows them.
_CARDS = (("play_warrior", "a Warrior"), ("play_road_building", "Road Building"),
          ("play_year_of_plenty", "Year of Plenty"), ("play_monopoly", "Monopoly"))


def _either(words: list[str]) -> str:
    """"road", "village", "town" -> "road, village or town"."""
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]


# The turn panel holds three lines of about 36 characters ("You can: " and the phrases joined by " · "): past
# this many characters the phrases take their short forms, so the line is never cut ("…end you…", issue 41).
LONG_LINE = 80
SHORT_FORMS = {"buy a development card": "buy a card"}


def summarize_actions(view, seat: int, legal: Sequence[Action]) -> list[str]:
    """What the seat may do now, a phrase per kind of action, short enough for the turn panel to show whole."""
    phrases = _phrases(view, seat, legal)
    if len(" · ".join(phrases)) <= LONG_LINE:
        return phrases
    short = [SHORT_FORMS.get(p, p) for p in phrases]
    short = ["play a card" if p.startswith("play ") and " or " in p else p for p in short]
    short = ["trade" if p.startswith("trade with the bank") else p for p in short]
    return short


def _phrases(view, seat: int, legal: Sequence[Action]) -> list[str]:
    kinds = {a.kind for a in legal}
    phrases: list[str] = []
    if "place_village" in kinds:
        phrases.append("place a village on a lit corner")
    if "move_auto_pair" in kinds:
        phrases.append("move the village the table placed for you")
    if "auto_place" in kinds:
        phrases.append("let the table place it for you")
    if "place_road" in kinds:
        phrases.append("place a road beside your new village")
    if "roll" in kinds:
        phrases.append("roll the dice")
    if "discard" in kinds:
        owed = view.discard_owed[seat] if view.discard_owed else 0
        phrases.append(f"discard {owed} card{'s' if owed != 1 else ''}" if owed else "discard cards")
    if "move_pirate" in kinds:
        phrases.append("move the Pirate to another tile")
    if "steal" in kinds:
        victims = [view.names[a.args[0]] for a in legal if a.kind == "steal"]
        phrases.append("steal a card from " + _either(victims))
    if view.phase == "road_building" and "build_road" in kinds:
        phrases.append(f"build a free road ({view.free_roads_left} left)")
    elif view.phase != "road_building":
        pieces = [p for p in ("road", "village", "town") if f"build_{p}" in kinds]
        if pieces:
            phrases.append("build a " + _either(pieces))
    if "skip_free_road" in kinds:
        phrases.append("skip the free road")
    if "take_resource" in kinds:
        phrases.append(f"take {view.plenty_left} card{'s' if view.plenty_left != 1 else ''} from the bank")
    if "buy_dev" in kinds:
        phrases.append("buy a development card")
    cards = [name for kind, name in _CARDS if kind in kinds]
    if cards:
        phrases.append("play " + _either(cards))
    if "bank_trade" in kinds or "open_trade" in kinds:
        harbour = any(a.kind == "bank_trade" and _rate(view, seat, a.args[0]) < 4 for a in legal)
        places = (["the bank or a harbour" if harbour else "the bank"] if "bank_trade" in kinds else [])
        places += ["the other players"] if "open_trade" in kinds else []
        phrases.append("trade with " + " or ".join(places))
    phrases += _trade_phrases(view, seat, legal, kinds)
    if "end_turn" in kinds:
        phrases.append("end your turn")
    return phrases


def _rate(view, seat: int, resource: int) -> int:
    try:
        return view.players[seat].trade_rates[resource]
    except (IndexError, AttributeError, TypeError):
        return 4


def _trade_phrases(view, seat: int, legal: Sequence[Action], kinds: set[str]) -> list[str]:
    """A trade being put together, answered or closed."""
    phrases: list[str] = []
    if kinds & {"offer_give", "offer_get"}:
        phrases.append("choose the cards to give and to ask for")
    if "offer_send" in kinds:
        phrases.append("send the offer")
    if "offer_abandon" in kinds:  # drafting a counter, it declines the other's offer (the table's "Decline offer")
        trade = getattr(view, "trade", None)
        phrases.append("decline the offer" if trade is not None and trade.offerer != seat else "drop the trade")
    if "accept_trade" in kinds:
        phrases.append("accept the offer")
    if "counter_trade" in kinds:
        phrases.append("make a counter-offer")
    if "decline_trade" in kinds:
        phrases.append("decline it")
    partners = [view.names[a.args[0]] for a in legal if a.kind == "confirm_trade"]
    if partners:
        phrases.append("trade with " + _either(partners))
    if "cancel_trade" in kinds:
        phrases.append("withdraw the offer")
    return phrases

