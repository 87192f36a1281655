"""A Cadence window where no Cadence the player holds could change the fight: the table answers No Cadence for them.

A mouse player was asked "No Cadence" in fights at more than 91 % (or under 1 % with their own hero attacked), where
every song they held moved the odds by less than a point (khedu16); another, about five times a game on the AI's turn
in fights at 97 % or more either way (khedu17). No Cadence is their answer, and the table gives it, when no Cadence the
player may sing for their own side (or for a side, in a fight of others) moves the chance of the fight by a point or
more, or when the fight is DECIDED either way and their best Cadence moves their side's chance by less than
DECIDED_LIFT; and none could earn a helper's achievement (`odds_answer`, never in a lesson nor right after an undo
that went back to the window). A toast says why and so does the log.

Both No Cadences the table gives are answerers of its answered-for-you part (scenes/table/answered.py): the prompt
bar's standing answer (`StandingNoCadence`: nothing to sing, a fight sat out, a window come round again) and this
one (`CadenceOdds`), asked after it."""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.khedu.dice import win_probability
from baraza.game.khedu.odds import CADENCE_EFFECT, combat_chance
from baraza.scenes.khedu.clicks import helpful_kind
from baraza.scenes.khedu.fight_words import (
    GIVEN_LINE,
    answered_line,
    answered_words,
    feat_in_reach,
    named_unit,
    sang_in_fight,
)
from baraza.scenes.khedu.layout import mat_seat
from baraza.scenes.table.answered import Answer, Answerer
from baraza.scenes.ui.words import chance_text

MOVES_THE_ODDS = 0.01  # a Cadence that moves the fight's chance by a point or more is worth asking about
DECIDED = 0.95  # a fight this sure either way (the panel's chance) ...
DECIDED_LIFT = 0.03  # ... is worth asking about only for a Cadence that moves the player's side by 3 points or more
ODDS_LINE = "No Cadence you held could change the odds: the table said No Cadence for you."
ODDS_WORDS = "No Cadence you hold changes these odds: the table said No Cadence for you."  # short: a toast (khedu25)


def odds_reason(view, seat: int, legal: list[Action], data) -> str | None:
    """Why the table may answer No Cadence for `seat` now: "unmoved" (no Cadence it may sing for its side moves the
    chance by MOVES_THE_ODDS), "decided" (the fight is DECIDED either way and none moves its side's chance by
    DECIDED_LIFT); None when the choice is the player's (or No Cadence is not open)."""
    c = view.combat
    if c is None or c.step != "cadences" or Action("cadence_done") not in legal:
        return None
    helps = helpful_kind(view, seat)
    before = win_probability(c.attack_dice, c.bonus, c.defence)
    best = 0.0  # the most a Cadence moves the chance the player's way (either way when it takes no side)
    for action in legal:
        if action.kind != "cadence":
            continue
        cadence = view.players[seat].ensemble[action.args[0]]
        if cadence.key not in CADENCE_EFFECT or feat_in_reach(view, seat, cadence.kind, data):
            return None  # a song whose worth this cannot weigh, or one towards an achievement: the player's call
        if helps is not None and cadence.kind != helps:
            continue  # it only helps the other side
        dd, db, df = CADENCE_EFFECT[cadence.key]
        after = win_probability(max(1, c.attack_dice + dd), c.bonus + db, c.defence + df)
        lift = after - before if helps == "offensive" else before - after if helps == "defensive" else abs(after - before)
        best = max(best, lift)
    if best < MOVES_THE_ODDS:
        return "unmoved"
    shown = c.win_probability  # the chance the fight's panel shows (the instigator's dice moves in)
    if (shown >= DECIDED or shown <= 1 - DECIDED) and best < DECIDED_LIFT:
        return "decided"
    return None


def odds_unmoved(view, seat: int, legal: list[Action], data) -> bool:
    """Whether the table answers No Cadence for `seat` now: no Cadence it may sing changes the fight (odds_reason)."""
    return odds_reason(view, seat, legal, data) is not None


def decided_words(view, seat: int) -> tuple[str, str]:
    """The toast and the log line of a No Cadence given in a decided fight, naming who wins it and how surely:
    "keep your Cadences" named no side nor fight (blind tester, khedu17). "Anyway" only where the songs the rivals
    may still sing that the player can see leave the fight decided (`seen_worst`): keys22 read "your Oadhii Conjurer
    holds this fight anyway (97%)", then the rival's face-up Storm Chorus took it to 51 %; such a fight is said as it
    stands now, with what those songs could make of it."""
    c = view.combat
    names = [p.name for p in view.players]
    attacker_wins = c.win_probability >= 0.5
    unit = c.attacker if attacker_wins else c.defender
    who = named_unit(unit, seat, names)
    verb = "wins" if attacker_wins else "holds"
    odds = chance_text(c.win_probability if attacker_wins else 1 - c.win_probability)
    worst = seen_worst(view, seat, attacker_wins)
    if worst is not None:
        chance, singers, songs = worst
        sing = f"{_joined(singers)} {'sings' if len(singers) == 1 else 'sing'} the face-up {_joined(songs)}"
        return (f"No Cadence for you now: {who} {verb} this fight at {odds}, {chance_text(chance)} if {sing}.",
                f"The table said No Cadence for you: {who} {verb} at {odds}, {chance_text(chance)} if {sing}.")
    # short: six lines of toast squeezed the log (khedu25); the Moves list and the Hint keep the detail
    toast = f"No Cadence for you: {who} {verb} this fight anyway ({odds})."
    return toast, f"The table said No Cadence for you: {who} {verb} anyway ({odds})."


def seen_songs(view, seat: int) -> list[tuple[str, object]]:
    """(rival's name, Cadence) of each song a rival of `seat` may still sing in the fight open that `seat` can see:
    face up in its Ensemble (dealt so, or an Eternal), not one it sang in this fight (that stays face up until the
    fight ends, already counted), an Eternal only in its own Cadre's fights; none from a rival out of the song. A
    face-down Cadence is never guessed at."""
    c = view.combat
    out = []
    for p in view.players:
        if p.seat == seat or p.exhausted:
            continue
        sung = [key for s, key, _name, _kind, _eternal in c.cadences if s == p.seat]
        involved = any(tuple(u.where[:2]) == ("cadre", p.seat) for u in (c.attacker, c.defender))
        for cad in p.ensemble:
            if not (cad.occupied and cad.face_up and cad.key) or (cad.eternal and not involved):
                continue
            if cad.key in sung:
                sung.remove(cad.key)
                continue
            out.append((p.name, cad))
    return out


def seen_worst(view, seat: int, attacker_wins: bool) -> tuple[float, list[str], list[str]] | None:
    """(the winning side's chance once every song in `seen_songs` that works against it is sung, who would sing
    them, their names) when that leaves the fight no longer DECIDED; None when it stays decided (or none is seen)."""
    against = "defensive" if attacker_wins else "offensive"
    songs = [(name, cad) for name, cad in seen_songs(view, seat) if cad.kind == against and cad.key in CADENCE_EFFECT]
    if not songs:
        return None
    dice = bonus = defence = 0
    for _name, cad in songs:
        dd, db, df = CADENCE_EFFECT[cad.key]
        dice, bonus, defence = dice + dd, bonus + db, defence + df
    chance = combat_chance(view, dice, bonus, defence)
    chance = chance if attacker_wins else 1 - chance
    if chance >= DECIDED:
        return None
    return chance, list(dict.fromkeys(name for name, _cad in songs)), [cad.name for _name, cad in songs]


def _joined(words: list[str]) -> str:
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} and {words[-1]}"


def odds_answer(prompt, view) -> Answer | None:
    """No Cadence, when the table gives it for the player now as no song moves the odds, with its toast and log
    line (worded now: the log is worded after the fight, when the odds it was given for are gone)."""
    table = prompt.ctx.table
    if table.answered.held_back():  # a lesson, or right after an undo (scenes/table/answered.py)
        return None
    seat = mat_seat(view)
    reason = odds_reason(view, seat, table.legal_actions(), prompt.data)
    if reason is None:
        return None
    toast, line = decided_words(view, seat) if reason == "decided" else (ODDS_WORDS, ODDS_LINE)
    return Answer(Action("cadence_done"), line, toast)


class StandingNoCadence(Answerer):
    """The prompt bar's standing No Cadence (prompt.py standing_answer). When no Cadence held could help, the log
    says so and the toast why no click was asked (answered_words); otherwise the log says the table gave it."""

    name = "standing"

    def __init__(self, prompt) -> None:
        self.prompt = prompt

    def answer(self, table, view) -> Answer | None:
        action = self.prompt.standing_answer(view)
        if action is None:
            return None
        self.prompt.answered_for_player(action)  # what shows next on its spot waits (press_hold.py)
        if self.prompt.nothing_to_sing() and table.tutorial is None:
            seat, records = mat_seat(view), table.match.records  # "no other" once the player sang (khedu20)
            return Answer(action, answered_line(records, seat),
                          answered_words(view, seat, table.legal_actions(), sang_in_fight(records, seat)))
        return Answer(action, GIVEN_LINE)


class CadenceOdds(Answerer):
    """No Cadence for the player when no song they hold moves the fight's odds enough (odds_answer)."""

    name = "odds"

    def __init__(self, prompt) -> None:
        self.prompt = prompt

    def answer(self, table, view) -> Answer | None:
        given = odds_answer(self.prompt, view)
        if given is not None:
            self.prompt.answered_for_player(given.action)  # what shows next on its spot waits (press_hold.py)
        return given
