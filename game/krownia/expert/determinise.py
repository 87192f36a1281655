"""A full KROWNIA state built from one seat's view, with the hidden parts sampled.

The expert searches with the real rules engine, which needs a whole state. Everything the view shows
is copied; what it hides is drawn at random, consistently with what the seat can see:
- the other seats' resource cards: each keeps what the table has counted of its hand (every card taken
  and given is public but a stolen one), less cards of random kinds for those the Pirate took; the rest
  of the cards neither in the bank nor in the seat's hand are dealt to the others by their card counts.
  A view without that count (one built from another engine) has all those cards dealt by counts;
- the other seats' development cards and the deck order: the 25 cards minus the seat's own and minus
  the Warriors everyone has played, shuffled and dealt by the others' card counts, the rest forming the
  deck.
The real state's rng is never seen: the copy gets a fresh rng from the agent's own.
"""

from __future__ import annotations

import random

from baraza.game.krownia import board as B
from baraza.game.krownia.rules import (
    BANK_START,
    DEV_DECK,
    DEV_KINDS,
    HARBOUR_ANY,
    MAIN,
    MAX_OFFERS_PER_TURN,
    R_NONE,
    RESOURCES,
    ROLL,
    TERRAINS,
    WARRIOR,
    KrowniaState,
    KrowniaView,
)


def _deal(pool: list[int], counts: list[int], rng: random.Random) -> list[list[int]]:
    """Deal counts[i] items of `pool` (kind ids) to seat i without replacement; short pools pad with 0s."""
    cards = list(pool)
    rng.shuffle(cards)
    out = []
    for n in counts:
        take, cards = cards[:n], cards[n:]
        take += [0] * (n - len(take))
        out.append(take)
    return out


def hidden_resources(view: KrowniaView) -> list[int]:
    """The resource cards the others hold between them, by kind id: those neither in the bank nor in
    the viewer's hand."""
    pool = []
    for r in range(5):
        pool += [r] * max(0, BANK_START - view.bank[r] - view.hand[r])
    return pool


TableCount = tuple[list[list[int]], list[int]]  # ([seat][kind] cards seen kept, [seat] cards stolen from it)


def table_count(view: KrowniaView) -> TableCount | None:
    """What the view's seat has counted of each seat's cards (the view's "cards_counted": every card taken
    and given is public but a stolen one, whose kind only the thief and the robbed seat know: tally.py) and how
    many the Pirate took from it unseen, or None when the view has no count (one built from another engine)."""
    kept, stolen = [], []
    for p in view.players:
        counted = p.stats.get("cards_counted") if isinstance(p.stats, dict) else None
        if not isinstance(counted, dict):
            return None
        kept.append([max(0, int(counted.get(RESOURCES[r], 0))) for r in range(5)])
        taken = p.stats.get("cards_stolen", 0)
        stolen.append(taken if isinstance(taken, int) else 0)
    return kept, stolen


def deal_counted(view: KrowniaView, count: TableCount, rng: random.Random) -> list[list[int]]:
    """One guess at every hand from the table's count: each other seat keeps the cards it was seen to
    keep, less as many cards of random kinds as the Pirate took from it; the cards left over (the stolen
    ones) go at random to the seats with room for them."""
    me, n = view.seat, view.num_seats
    hands = [[0] * 5 for _ in range(n)]
    hands[me] = list(view.hand)
    pool = hidden_resources(view)
    left = [pool.count(r) for r in range(5)]
    room = [0 if s == me else view.players[s].card_count for s in range(n)]
    others = [s for s in range(n) if s != me]
    rng.shuffle(others)
    counted, stolen = count
    for s in others:
        kept = list(counted[s])
        for _ in range(min(stolen[s], sum(kept))):
            kept[rng.choices(range(5), kept)[0]] -= 1
        for r in range(5):
            k = min(kept[r], left[r], room[s])
            hands[s][r] += k
            left[r] -= k
            room[s] -= k
    rest = [r for r in range(5) for _ in range(left[r])]
    rng.shuffle(rest)
    for r in rest:
        seats = [s for s in others if room[s]]
        if not seats:
            break
        s = rng.choice(seats)
        hands[s][r] += 1
        room[s] -= 1
    return hands


def determinise(view: KrowniaView, rng: random.Random) -> KrowniaState:
    """One full state consistent with `view` (which must belong to a seat, not a spectator)."""
    me = view.seat
    if me is None or view.hand is None or view.dev_cards is None:
        raise ValueError("determinise needs a seat's view")
    n = view.num_seats
    others = [s for s in range(n) if s != me]
    # resources: what is neither in the bank nor in my hand is in the others' hands
    count = table_count(view)
    if count is not None:  # the cards the table has seen each seat keep
        hands = deal_counted(view, count, rng)
    else:
        hands = [[0] * 5 for _ in range(n)]
        hands[me] = list(view.hand)
        dealt = _deal(hidden_resources(view), [view.players[s].card_count for s in others], rng)
        for s, cards in zip(others, dealt, strict=True):
            for r in cards:
                hands[s][r] += 1
    # development cards: the unseen ones are in the deck or the others' hands
    unseen = list(DEV_DECK)
    for k in range(5):
        for _ in range(view.dev_cards[k]):
            if k in unseen:
                unseen.remove(k)
    for p in view.players:
        for _ in range(p.warriors_played):
            if WARRIOR in unseen:
                unseen.remove(WARRIOR)
    counts = [view.players[s].dev_count for s in others]
    dealt_devs = _deal(unseen, counts + [view.deck_count], rng)
    devs = [[0] * 5 for _ in range(n)]
    devs[me] = list(view.dev_cards)
    for s, cards in zip(others, dealt_devs[:-1], strict=True):
        for k in cards:
            devs[s][k] += 1
    deck = dealt_devs[-1]
    devs_new = [[0] * 5 for _ in range(n)]
    devs_new[me] = list(view.dev_new or (0,) * 5)

    terrain = [TERRAINS.index(t.terrain) for t in view.tiles]
    numbers = [t.number for t in view.tiles]
    harbours = []
    corner_port = [-2] * B.NUM_CORNERS
    for hb in view.harbours:
        kind = HARBOUR_ANY if hb.resource is None else RESOURCES.index(hb.resource)
        a, b = hb.corners
        harbours.append((a, b, kind))
        corner_port[a] = corner_port[b] = kind
    vp_build = [len(p.villages) + 2 * len(p.towns) for p in view.players]
    options = {"target": view.target, "discard_limit": view.discard_limit,
               "friendly_pirate": view.friendly_pirate, "beginner": False, "turn_timer": view.turn_timer}
    return KrowniaState(
        num_seats=n, options=options, rng=random.Random(rng.getrandbits(64)), terrain=terrain, numbers=numbers,
        harbours=harbours, port_rate=[list(p.trade_rates) for p in view.players], corner_port=corner_port,
        pirate=view.pirate_hex, corner_owner=list(view.corner_owner), corner_level=list(view.corner_level),
        road_owner=list(view.road_owner), hands=hands, bank=list(view.bank), deck=deck, devs=devs,
        devs_new=devs_new, warriors=[p.warriors_played for p in view.players], order=list(view.order),
        phase=view.phase, current=view.current, setup_step=2 * n, turn=view.turn,
        dev_played=view.dev_played_this_turn, rolled=view.phase != ROLL, dice=view.dice,
        dice_counts=list(view.dice_counts), discard_owed=list(view.discard_owed), return_phase=MAIN,
        free_roads=view.free_roads_left, plenty_left=view.plenty_left,
        road_len=[p.longest_road for p in view.players], longest_holder=view.longest_holder,
        army_holder=view.army_holder, winner=-1, offers_made=MAX_OFFERS_PER_TURN - view.offers_left,
        responses=[R_NONE] * n, counters=[((), ())] * n, drafts=[[[0] * 5, [0] * 5] for _ in range(n)],
        auto_pairs=[[] for _ in range(n)], setup_paid=[[0] * 5 for _ in range(n)],
        earned=[[0] * 5 for _ in range(n)], trades_done=[0] * n, vp_build=vp_build, cache={},
        public_cards=[[0] * 5 for _ in range(n)], cards_stolen=[0] * n,
    )


__all__ = ["determinise", "deal_counted", "hidden_resources", "table_count", "TableCount", "DEV_KINDS"]
