"""A Warrior held ready, weighed before the turn ends (krownia17, a blind tester, Hint 7/10): "End the turn: keep your
cards for a road" while a Warrior could be played and the leader, Blue, held 10 cards; and "you are 3 Warriors short
of Largest Army" said while the player held one. A Warrior that puts the Pirate on a rival ahead of the player who
holds cards (a card stolen, a tile blocked), or that wins Largest Army, is played before the turn ends; one kept says
why it waits; and every count of Warriors to Largest Army counts those in hand."""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.krownia import board as B
from baraza.game.krownia.constants import ARMY_MIN, DEV_KINDS
from baraza.game.krownia.hint_facts import HintFacts, HintWords
from baraza.game.krownia.rules import KrowniaView

PLAY = Action("play_warrior")
WARRIOR = DEV_KINDS.index("warrior")


def army_needed(view: KrowniaView, seat: int) -> int:
    """Warriors played that take Largest Army from its holder (or claim it): at least ARMY_MIN, one more than any
    rival's."""
    rivals = max((p.warriors_played for p in view.players if p.seat != seat), default=0)
    return max(ARMY_MIN, rivals + 1)


def warriors_held(view: KrowniaView) -> int:
    """The Warriors in the viewer's hand, those bought this turn too."""
    return view.dev_cards[WARRIOR] if view.dev_cards else 0


def army_words(view: KrowniaView, seat: int, playing: bool) -> str:
    """Where Largest Army stands once the Warriors in hand are played (`playing`: one of them now): "2 Warriors
    short of Largest Army after this one", "it wins you Largest Army (2 VP)"."""
    me = view.players[seat]
    if me.has_largest_army:
        return "your Largest Army grows" if playing else "you hold Largest Army"
    held = max(warriors_held(view), 1 if playing else 0)  # the one played now is in hand
    left = army_needed(view, seat) - me.warriors_played - held
    if left <= 0:
        return "it wins you Largest Army (2 VP)" if playing and held == 1 else \
            "the Warriors you hold win you Largest Army (2 VP)"
    if playing:
        after = "after this one" if held == 1 else f"after this one and the {held - 1} more you hold"
    else:
        after = "after the one you hold" if held == 1 else f"after the {held} you hold"
    return f"{left} Warrior{'s' if left != 1 else ''} short of Largest Army {after}"


def _leader(view: KrowniaView, seat: int) -> int | None:
    """The rival with the most points on the table, when ahead of the player (of two level, the one holding more
    cards: more to steal)."""
    mine = view.players[seat].vp_visible
    rivals = [p for p in view.players if p.seat != seat and p.vp_visible > mine]
    if not rivals:
        return None
    return max(rivals, key=lambda p: (p.vp_visible, p.card_count, -p.seat)).seat


def _reachable(view: KrowniaView, leader: int) -> bool:
    """Whether the Pirate can move onto a tile of the leader's (any tile but the one it is on; the friendly Pirate
    spares seats of 2 points or fewer)."""
    if view.friendly_pirate and view.players[leader].vp_visible <= 2:
        return False
    return any(h != view.pirate_hex and any(view.corner_owner[c] == leader for c in B.HEX_CORNERS[h])
               for h in range(B.NUM_HEXES))


def warrior_first(view: KrowniaView, seat: int, legal: list[Action]) -> tuple[Action, HintWords] | None:
    """The Warrior to play instead of ending the turn (None: ending stands): it wins Largest Army, or the Pirate
    can go onto the leader, who holds cards to steal."""
    if PLAY not in legal or view.hand is None:
        return None
    me = view.players[seat]
    army = army_words(view, seat, playing=True)
    if not me.has_largest_army and me.warriors_played + 1 >= army_needed(view, seat):
        return PLAY, HintWords(army, HintFacts())
    leader = _leader(view, seat)
    if leader is None or not view.players[leader].card_count or not _reachable(view, leader):
        return None
    them, p = view.names[leader], view.players[leader]
    words = f"the Pirate goes onto {them}'s tile and you steal one of {them}'s {p.card_count} " \
            f"card{'s' if p.card_count != 1 else ''} ({them} leads with {p.vp_visible} points); {army}"
    return PLAY, HintWords(words, HintFacts())


def warrior_wait(view: KrowniaView, seat: int, legal: list[Action]) -> str:
    """Why a Warrior held ready is kept when the turn ends ("" when none can be played)."""
    if PLAY not in legal:
        return ""
    leader = _leader(view, seat)
    if leader is None:
        return "the Warrior can wait: no rival is ahead of you"
    if not view.players[leader].card_count:
        return f"the Warrior can wait: {view.names[leader]}, ahead of you, holds no card to steal"
    return "the Warrior can wait"
