"""A Khedu turn's frame: its start (clan first-turn bonus, refill), its end (turn limits, leaving the song,
the last one standing, the next seat) and the two plain ways to end it: End turn and Pass."""

from __future__ import annotations

from baraza.game.core.rules import Event
from baraza.game.khedu import queries as q
from baraza.game.khedu.cards import CardData
from baraza.game.khedu.constants import HAND_SIZE
from baraza.game.khedu.state import KheduState, TurnLog, Unit


def start_turn(cards: CardData, state: KheduState, seat: int) -> list[Event]:
    """The seat's turn begins: a fresh turn log, the first-turn clan bonus, the hand refilled."""
    state.current = seat
    state.phase = "turn"
    state.turn_mode = None
    state.log = TurnLog()
    p = state.players[seat]
    events = [Event("turn_start", seat, {"turn": p.turns_taken + 1},
                    f"Player {seat + 1} ({p.clan}) begins turn {p.turns_taken + 1}.")]
    target = HAND_SIZE
    if p.turns_taken == 0:  # first-turn clan bonus
        if p.clan == "Hadimi":
            target = HAND_SIZE + 2
        elif p.clan == "Wuqri":
            p.lp += 3
        elif p.clan == "Oadhii":
            target = HAND_SIZE + 1
            p.lp += 1
        elif p.clan == "Rahala":
            p.rahala_bonus = True
        board = cards.clans[p.clan]
        events.append(Event("first_turn_bonus", seat, {"clan": p.clan},
                            f"Player {seat + 1} takes the {board.first_turn} bonus: {board.first_turn_text}"))
    drawn = 0
    while len(p.hand) < target and state.deck:
        p.hand.append(state.deck.pop(0))
        drawn += 1
    if drawn:
        events.append(Event("draw", seat, {"count": drawn},
                            f"Player {seat + 1} refills the hand with {drawn} card{'s' if drawn != 1 else ''}."))
    return events


def end_turn(cards: CardData, state: KheduState, seat: int, run_ended: bool = False) -> list[Event]:
    """The turn ends: a seat at its limit (or ending its solo run: `run_ended`) leaves the song, the game may end,
    else the next seat begins."""
    p = state.players[seat]
    p.meditated_last = state.turn_mode == "meditation"
    p.turns_taken += 1
    state.turns_completed += 1
    events: list[Event] = []
    if p.lms_turns is not None:
        p.lms_turns -= 1
    if run_ended or p.last_turn or p.turns_taken >= state.max_turns or (p.lms_turns is not None and p.lms_turns <= 0):
        why = ("ended the run" if run_ended else "spent the last Influence" if p.last_turn else
               "reached the turn limit" if p.turns_taken >= state.max_turns else
               "used the last-man-standing turns")
        events += exhaust(cards, state, seat, why)
    alive = [s for s in range(state.num_seats) if not state.players[s].exhausted]
    if not alive:
        state.phase = "over"
        state.end_reason = "the run was ended here, by choice" if run_ended else "every player has ended the last turn"
        res = q.result(cards, state)
        events.append(Event("game_over", None, {"scores": list(res.scores), "winners": list(res.winners)},
                            "The song ends: " + ", ".join(
                                f"Player {i + 1} {int(s)}" for i, s in enumerate(res.scores)) + "."))
        return events
    if len(alive) == 1 and state.num_seats > 1:
        last = state.players[alive[0]]
        if last.lms_turns is None:
            ballads = sum(
                1 for s in last.ensemble
                if s.card is not None and s.eternal and state.cards[s.card][1] == "whitesand_ballad"
            )
            last.lms_turns = max(1, last.influence + ballads)
            events.append(Event("last_man_standing", alive[0], {"turns": last.lms_turns},
                                f"Player {alive[0] + 1} stands alone and may take {last.lms_turns} more turn{'' if last.lms_turns == 1 else 's'}."))
    nxt = seat
    for i in range(1, state.num_seats + 1):
        cand = (seat + i) % state.num_seats
        if not state.players[cand].exhausted:
            nxt = cand
            break
    events += start_turn(cards, state, nxt)
    return events


def why_points(honor: int, reward: int) -> str:
    """What a retiring hero's points are: its Honor, and its reward when it ascends ("ascends to Khana: +5" said
    not what the 5 was: blind tester)."""
    said = f"{honor} Honor"
    return f"{said} + its reward {reward}" if reward else said


def exhaust(cards: CardData, state: KheduState, seat: int, why: str) -> list[Event]:
    """The seat leaves the song: clan heroes retire or ascend for points, the others wander into the Desert."""
    p = state.players[seat]
    p.exhausted = True
    events = []
    bonus = ascended = 0
    for i, u in enumerate(p.cadre):
        if u is None:
            continue
        d = q.unit_def(cards, state, u.card)
        if q.aligned(cards, state, seat, u.card):
            ascend = d.reward if u.honor >= 3 else 0  # Ascension to Khana: needs 3 Honor
            bonus += u.honor + ascend
            ascended += ascend
            text = f"{d.name} ascends to Khana" if ascend else f"{d.name} retires"
            events.append(Event("ascend" if ascend else "retire", seat,
                                {"card": u.card, "honor": u.honor, "bonus": u.honor + ascend},
                                f"{text}: +{u.honor + ascend} to Player {seat + 1}'s score ({why_points(u.honor, ascend)})."))
            to_resource_bottom(state, u.card)
        else:
            state.desert.append([u])  # a hero not of the clan wanders into the Desert
            events.append(Event("wander", seat, {"card": u.card, "stack": len(state.desert) - 1},
                                f"{d.name} wanders off and forms a new Desert stack."))
        p.cadre[i] = None
    p.bonus_score = bonus
    p.ascension_score = ascended
    state.deck.extend(p.hand)
    p.hand = []
    events.insert(0, Event("exhausted", seat, {"reason": why},
                           f"Player {seat + 1} {why} and leaves the song."))
    return events


def to_resource_bottom(state: KheduState, card: int) -> None:
    """A unit leaving play: a Desert-born one returns to its home stack, any other under the Resource deck."""
    if card in state.home:
        state.desert[state.home[card]].append(Unit(card))  # a Desert-born unit goes home
    else:
        state.deck.append(card)


def commit_action_turn(state: KheduState) -> None:
    """The first action of a turn makes it an action turn (no Meditation or Pass after it)."""
    if state.turn_mode is None:
        state.turn_mode = "action"


def do_end_turn(cards: CardData, state: KheduState, seat: int) -> list[Event]:
    return [Event("end_turn", seat, {}, f"Player {seat + 1} ends the turn.")] + end_turn(cards, state, seat)


def do_pass(cards: CardData, state: KheduState, seat: int) -> list[Event]:
    p = state.players[seat]
    cost = q.pass_cost(state, seat)
    if p.lp < cost:
        cost = 0  # only reached when no other move exists
    p.lp -= cost
    state.turn_mode = "pass"
    ev = Event("pass", seat, {"cost": cost}, f"Player {seat + 1} passes the turn, paying {cost} Legacy points.")
    return [ev] + end_turn(cards, state, seat)


def do_end_run(cards: CardData, state: KheduState, seat: int) -> list[Event]:
    """Solo only, at a turn's start with a full Cadre: the run ends now, as at the turn limit (heroes retire or
    ascend), with no pass paid. A full Cadre leaves no way to spend the last Influence, the rules' own end (docs:
    Interpretations)."""
    state.turn_mode = "end_run"
    score = q.final_score(cards, state, seat)
    ev = Event("end_run", seat, {"score": score},
               f"Player {seat + 1} ends the run here: no more turns, no pass to pay.")
    return [ev] + end_turn(cards, state, seat, run_ended=True)
