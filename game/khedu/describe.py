"""Khedu in words: the label of every move (for buttons, logs and AI explanations) and the lines the
results screen shows on how a match was won."""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.core.rules import Event
from baraza.game.khedu import queries as q
from baraza.game.khedu.cards import CardData
from baraza.game.khedu.dice import win_probability
from baraza.game.khedu.state import KheduState, Ref


def describe_action(cards: CardData, state: KheduState, seat: int, action: Action) -> str:
    k, a = action.kind, action.args
    if k == "reveal_cadence":
        return f"Reveal {q.card_name(cards, state, a[0])} face up"
    if k == "discard_cadence":
        return f"Discard {q.card_name(cards, state, a[0])}"
    if k == "place":
        return f"Place {q.card_name(cards, state, a[0])} in Cadre slot {a[1] + 1} (1 Influence)"
    if k == "attack":
        au, du = q.unit_at(state, a[0]), q.unit_at(state, a[1])
        if au is None or du is None:
            return "Attack"
        attacker, defender = q.card_name(cards, state, au.card), q.card_name(cards, state, du.card)
        return f"{attacker} ({_where(a[0])}) attacks {defender} ({_where(a[1])})"
    if k == "command":
        name = q.card_name(cards, state, a[0])
        rest = a[1:]
        cmd = cards.commands[state.cards[a[0]][1]]
        if cmd.effect == "allure":
            return f"{name}: stack {rest[0] + 1} onto stack {rest[1] + 1}"
        if cmd.effect in ("betrayal", "sandstorm"):
            return f"{name} on Desert stack {rest[0] + 1}"
        if cmd.effect == "exchange":
            src = f"Desert stack {rest[3] + 1}" if rest[2] == "desert" else f"your slot {rest[3] + 1}"
            return f"{name}: Player {rest[0] + 1}'s slot {rest[1] + 1} with {src}"
        return name
    if k == "pay":
        return f"Discard {q.card_name(cards, state, a[0])}"
    if k == "cadence":
        s = state.players[seat].ensemble[a[0]]
        return f"Sing {q.card_name(cards, state, s.card)}" if s.card is not None else "Sing a Cadence"
    if k == "adjust":
        return f"Turn the {a[0]}s {'up' if a[1] == 'high' else 'down'}"
    if k == "reward":
        return "Take Legacy points" if a[0] == "lp" else "Stack Honor on the victor"
    if k == "bind_cadence":
        return f"Wake the Cadence beside stack {a[0] + 1}"
    if k == "med_clan":
        return cards.clans[state.players[seat].clan].meditation
    return {
        "meditate": "Meditate", "pass": f"Pass ({q.pass_cost(state, seat)} LP)", "end_turn": "End the turn",
        "end_run": "End the run here (the score stands, no more turns)",
        "cadence_done": "No Cadence", "roll": "Roll the dice", "resolve": "Resolve the combat",
        "med_replenish": "Replenish Cadences", "med_redraw": "Discard and redraw the hand",
        "med_eternal": "Make an Eternal Cadence (5 Honor)",
    }.get(k, str(action))


def meditation_purpose(events: list) -> str | None:
    """What a Meditation turn was taken for, from the events of the options it took (public, never the hand's
    cards): "use Sunken Temples and draw a new hand". The log read only "Player 2 takes a Meditation turn" where
    the AI had an attack open (blind tester khedu23); None when no option was taken (yet)."""
    said = []
    for e in events:
        if e.kind == "replenish" and e.data.get("count"):
            n = e.data["count"]
            said.append(f"replenish {n} Cadence{'' if n == 1 else 's'}")
        elif e.kind == "eternal" and ": " in e.text:
            said.append(f"make {e.text.split(': ', 1)[1].split(' becomes')[0]} Eternal")
        elif e.kind == "meditation_ability" and ": " in e.text:
            said.append(f"use {e.text.split(': ', 1)[0]}")
        elif e.kind == "redraw":
            said.append("draw a new hand")
        elif e.kind == "desert_cadence":
            said.append("wake a Desert Cadence")
    if not said:
        return None
    return said[0] if len(said) == 1 else ", ".join(said[:-1]) + " and " + said[-1]


def percent(p: float) -> str:
    """A chance as a whole percent that claims no certainty it lacks (as the table's chance_text)."""
    return "100%" if p >= 1 else "0%" if p <= 0 else ">99%" if p >= 0.995 else "<1%" if p < 0.005 else f"{p:.0%}"


def provocation_why(cards: CardData, state: KheduState, seat: int) -> Event | None:
    """The log line of why `seat` provoked a Desert unit against its own hero (the fight just declared), from the
    fight's public numbers: "Player 2 provokes its own Khana Ekkubana to feed it: it holds 89% before songs, and a
    hold scores 2." The AI did so at a blind tester (khedu25), the Khana fell to three songs, and neither the log, the
    recap nor the Moves list had said what the fight was for. None for any other fight."""
    c = state.combat
    if c is None or c.attacker[0] != "desert" or tuple(c.defender[:2]) != ("cadre", seat):
        return None
    au, du = q.unit_at(state, c.attacker), q.unit_at(state, c.defender)
    if au is None or du is None:
        return None
    dice, bonus, defence = q.combat_numbers(cards, state)
    hold = 1 - win_probability(dice, bonus, defence, True)  # the instigator turns the equal dice down for its hero
    value = q.unit_def(cards, state, au.card).reward + au.honor  # what the beaten Desert unit gives the victor
    gain = f"a hold scores {value}" if q.aligned(cards, state, seat, du.card) else \
        f"a hold puts {value} Honor on it"
    third = state.log.attacks == 2 and "persistence" not in state.players[seat].achievements
    gain = f"{gain}, and this third attack earns Persistence" if third else f"and {gain}"
    text = (f"Player {seat + 1} provokes its own {q.card_name(cards, state, du.card)} to feed it: it holds "
            f"{percent(hold)} before songs, {gain}.")
    return Event("provocation_why", seat, {"hold": round(hold, 4), "gain": value, "persistence": third}, text)


def _where(ref: Ref) -> str:
    if ref[0] == "desert":
        return f"Desert {ref[1] + 1}"
    return f"P{ref[1] + 1} slot {ref[2] + 1}"


# the words for each of `queries.score_parts`' labels in a results line
PART_WORDS = {"Legacy from play": "Legacy points from play", "Achievements": "from achievements",
              "Heroes' Honor": "from clan heroes' Honor", "Ascensions": "from ascensions"}


def score_line(cards: CardData, state: KheduState, seat: int) -> str:
    """One seat's score and where it came from ("Player 2 (Rahala) 14: 8 Legacy points from play, 2 from
    achievements, 4 from clan heroes' Honor"): the parts of `queries.score_parts` (Honor and ascensions when
    they gave anything: four seats' lines share the results panel)."""
    p = state.players[seat]
    score = q.final_score(cards, state, seat)
    parts = [(label, v) for label, v in q.score_parts(cards, state, seat)
             if v or label in ("Legacy from play", "Achievements")]
    said = ", ".join(f"{v} {PART_WORDS[label]}" for label, v in parts)
    who = f"Final score {score} with the {p.clan} clan" if state.num_seats == 1 else \
        f"Player {seat + 1} ({p.clan}) {score}"
    return f"{who}: {said}."


def result_lines(cards: CardData, state: KheduState) -> list[str]:
    """How the match ended, then every seat's score and its parts, best first, and the achievements of the
    leaders."""
    scores = [q.final_score(cards, state, s) for s in range(state.num_seats)]
    best = max(scores)
    leaders = [s for s, score in enumerate(scores) if score == best]
    rest = sorted(((score, s) for s, score in enumerate(scores) if s not in leaders), reverse=True)
    if state.num_seats == 1:
        lines = []
    elif len(leaders) == state.num_seats:
        lines = [f"Everyone finished level on {best} points: a draw."]
    elif len(leaders) > 1:
        lines = [" and ".join(f"Player {s + 1}" for s in leaders) + f" share the win on {best} points."]
    else:
        lines = [f"Player {leaders[0] + 1} wins with {best} points to {rest[0][0]}."]
    lines += [score_line(cards, state, s) for s in leaders + [s for _, s in rest]]
    for s in leaders[:2]:
        names = ", ".join(cards.achievements[k].name for k in state.players[s].achievements)
        if state.num_seats == 1:
            lines.append(f"Achievements: {names}." if names else "No achievement earned.")
        else:
            lines.append(f"Player {s + 1}'s achievements: {names}." if names else
                         f"Player {s + 1} earned no achievement.")
    return lines
