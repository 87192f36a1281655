"""What the Khedu prompt bar says about a fight: the Cadence window from the player's side (which kind of Cadence
helps them, A15: an offensive Cadence was offered to a defender as if it helped), why one would sing a Cadence
that helps the other side, and another seat's fight while the player waits. Each is a list of wordings, longest
first: the bar shows the first that reads whole (PromptBar._fitting)."""

from __future__ import annotations

from collections.abc import Callable

from baraza.game.core.action import Action
from baraza.game.khedu.odds import wants_attacker
from baraza.scenes.khedu.clicks import helpful_kind
from baraza.scenes.ui.words import chance_text

# The achievements that count the Cadences every helper sang: the one reason to sing for the other side.
HELPER_FEATS = {"offensive": "order_of_pinra", "defensive": "desert_defender"}
# The unit each of them needs in the fight, as game/khedu/achievements.py checks it (attacker, defender).
HELPER_UNITS = {"offensive": ("khana_kudjani", None), "defensive": (None, "rahala_fighter")}
# What the log and "While you waited" say of a No Cadence the table gave because no Cadence held could help.
ANSWERED_LINE = "You had no Cadence to help: the table said No Cadence for you."
# ... and one given after the player sang in that fight: "no Cadence to help" read false beside the song (khedu20)
SANG_LINE = "You had no other Cadence to help: the table said No Cadence for you."
# ... and one the table gave for the player's standing choice (nobody sang since their No Cadence, or Sing no more
# this fight): the recap told the raw "Player 1 passes this Cadence round." under "While you waited"
GIVEN_LINE = "The table said No Cadence again for you."


def named_unit(unit, seat: int, names: list[str]) -> str:
    """A unit as the player reads it: "your Okavian Raider", "Player 2's Khana Ekkubana", "Himbua Wanderer"."""
    where = unit.where
    if where[0] != "cadre":
        return unit.name
    return f"your {unit.name}" if where[1] == seat else f"{names[where[1]]}'s {unit.name}"


def situation(view, seat: int, names: list[str]) -> str:
    """"Himbua Wanderer attacks your Okavian Raider"; two Desert units of one name say their stacks."""
    c = view.combat
    attacker, defender = named_unit(c.attacker, seat, names), named_unit(c.defender, seat, names)
    if attacker == defender:
        attacker, defender = (f"{name} of stack {u.where[1] + 1}" if u.where[0] == "desert" else name
                              for name, u in ((attacker, c.attacker), (defender, c.defender)))
    text = f"{attacker} attacks {defender}"
    return text[0].upper() + text[1:]


CHANCE = "\0"  # where a panel wording's number goes (_chance_forms)
WIDEST = "100%"  # the widest number a chance is said with (chance_text): a wording is picked to fit it


def _chance_forms(attacker, defender, instigator: int, seat: int, names: list[str] | None) -> tuple[list[str], bool]:
    """The fight panel's wordings with CHANCE for the number, longest first, and whether the number is the
    attacker's chance (else the defender's). "Your" only where `seat`'s own hero fights or it started the fight
    (the Hint's "your chance", hint_steps.side_words); in another's fight it has a side in, that side by name,
    as the Hint names it ("the Desert's chance"): "Your chance: 6%" stood over a Desert unit the AI provoked at
    its own hero (blind tester, khedu18)."""
    where_a, where_d = tuple(attacker.where), tuple(defender.where)
    wants = wants_attacker(seat, where_a, where_d)
    if seat in (where_a[1] if where_a[0] == "cadre" else None, where_d[1] if where_d[0] == "cadre" else None) \
            or instigator == seat:
        return [f"Your chance: {CHANCE}", f"Your odds: {CHANCE}", f"You win {CHANCE}", f"You: {CHANCE}"], \
            wants is not False
    if wants is None:
        return [f"{attacker.denomination} (attacker) {CHANCE}", f"Attacker {CHANCE}", f"Att. {CHANCE}"], True
    unit, role = (attacker, "Attacker") if wants else (defender, "Defender")
    side = "Desert" if unit.where[0] == "desert" else names[unit.where[1]] if names else unit.denomination
    return [f"{side}'s chance: {CHANCE}", f"{side} {CHANCE}", f"{role} {CHANCE}"], wants


def panel_chance(attacker, defender, instigator: int, win: float, seat: int,
                 names: list[str] | None = None) -> list[str]:
    """The fight panel's chance, said from `seat`'s side, longest first: "Your chance: 23%" in a fight of its own
    hero or one it started, "Desert's chance: 6%" in another's fight it takes a side in, else whose it is,
    "Hadimi (attacker) 77%"; `win` is the attacker's. A bare "59% to win" named no side (blind tester, khedu17)."""
    forms, of_attacker = _chance_forms(attacker, defender, instigator, seat, names)
    said = chance_text(win if of_attacker else 1 - win)
    return [form.replace(CHANCE, said) for form in forms]


def fitted_chance(attacker, defender, instigator: int, win: float, seat: int, names: list[str] | None,
                  fits: Callable[[str], bool]) -> str:
    """The panel's chance in the longest wording that `fits` with any number ("100%"), so that one fight keeps
    one wording as its chance moves: "Your chance: 6%", then "Your odds: 6%", then "You win 31%" (khedu18)."""
    forms, of_attacker = _chance_forms(attacker, defender, instigator, seat, names)
    form = next((f for f in forms if fits(f.replace(CHANCE, WIDEST))), forms[-1])
    return form.replace(CHANCE, chance_text(win if of_attacker else 1 - win))


def cadence_window_words(view, seat: int, names: list[str], can_help: bool) -> list[str]:
    """The Cadence window for `seat`; `can_help`: it holds a Cadence for its own side that it may sing now."""
    c = view.combat
    sit = situation(view, seat, names)
    odds = f"{c.attack_dice} {'die' if c.attack_dice == 1 else 'dice'} +{c.bonus} vs {c.defence}"
    helps = helpful_kind(view, seat)
    if helps is None:  # no side of the player's in it: either kind may serve
        return [f"{sit}: sing a Cadence (offensive helps the attacker, defensive the defender), or No Cadence — "
                f"{odds}.", f"{sit}: choose a Cadence to sing, or No Cadence — {odds}.",
                "Choose a Cadence to sing, or No Cadence.", "Sing a Cadence, or No Cadence."]
    role, verb = ("defender", "hold") if helps == "defensive" else ("attacker", "win")
    # the chance of the side the player helps, its dice moved as the instigator wants (CombatView.win_probability):
    # "attacker 60%" beside a defender's window read as the player's own chance (blind tester)
    chance = f"{role} {chance_text(1 - c.win_probability if helps == 'defensive' else c.win_probability)}"
    if can_help:
        return [f"{sit}: choose a lit {helps} Cadence to help the {role} {verb}, or No Cadence — {odds} ({chance}).",
                f"{sit}: a lit {helps} Cadence helps the {role} {verb}, or No Cadence ({chance}).",
                f"{sit}: a lit {helps} Cadence helps the {role}, or No Cadence.",
                f"{sit}: sing a lit {helps} Cadence, or No Cadence.",
                f"Sing a lit {helps} Cadence to help the {role}, or No Cadence.",
                # the bar beside buttons kept on their spots leaves two lines of ~190 px at 100 % and 150 %
                # ("Sing a lit defensive Cadence to help th…": blind testers khedu19/20)
                f"Sing a lit {helps} Cadence, or No Cadence.",
                f"{helps.capitalize()} Cadence, or No Cadence.",
                f"{helps.capitalize()} Cadence or none."]
    return [f"{sit}: you hold no {helps} Cadence to help the {role} — press No Cadence. {odds} ({chance}).",
            f"{sit}: no {helps} Cadence to sing — press No Cadence.",
            f"No {helps} Cadence to help the {role}: press No Cadence.",
            f"No {helps} Cadence: press No Cadence.", f"No {helps} Cadence to sing."]


def feat_in_reach(view, seat: int, kind: str, data) -> bool:
    """Whether singing a Cadence of `kind` in this fight may still earn `seat` its helper's achievement."""
    key, me, c = HELPER_FEATS[kind], view.players[seat], view.combat
    feat = data.achievements[key]
    if key in me.achievements or (feat.clan and (me.clan != feat.clan or not me.clan_unlocked)):
        return False
    attacker, defender = HELPER_UNITS[kind]
    return c.attacker.key == attacker if attacker else c.defender.key == defender


def nothing_helps(view, seat: int, legal, data) -> bool:
    """Whether No Cadence is `seat`'s only sensible answer in this Cadence window: no Cadence left to sing, or only
    ones that help the other side of a fight it takes a side in, with no achievement to earn by them. The table
    then answers for the player (a blind tester pressed No Cadence at every AI fight, holding nothing that helped)."""
    if Action("cadence_done") not in legal:
        return False
    helps = helpful_kind(view, seat)
    for action in legal:
        if action.kind != "cadence":
            continue
        kind = view.players[seat].ensemble[action.args[0]].kind
        if helps is None or kind is None or kind == helps or feat_in_reach(view, seat, kind, data):
            return False
    return True


# What a fight's records hold from its start to its Cadence window (walking back from the window).
FIGHT_STEPS = frozenset({"pay", "cadence", "cadence_done"})


def sang_in_fight(records, seat: int) -> bool:
    """Whether `seat` sang a Cadence in the fight whose Cadence window is open: the records back to the fight's
    start (its attack or Command, the first record that is no payment nor Cadence answer)."""
    for record in reversed(records):
        kind = record.action.kind
        if kind not in FIGHT_STEPS:
            return False
        if kind == "cadence" and record.seat == seat:
            return True
    return False


def answered_line(records, seat: int) -> str:
    """The log line of a No Cadence the table gave `seat` as nothing could help: "no other" once it sang."""
    return SANG_LINE if sang_in_fight(records, seat) else ANSWERED_LINE


def answered_words(view, seat: int, legal, sang: bool = False) -> str:
    """The toast when the table answered No Cadence for `seat`: why no click was asked; `sang`, whether it sang in
    this fight already (then "no other"). "Undo takes it back" only in the player's own fight, where the roll waits
    for them: in another's, the dice roll without them and no Undo crosses a roll (the toast said so beside a greyed
    Undo: blind tester)."""
    undo = " (Undo takes it back)" if view.combat is not None and view.combat.instigator == seat else ""
    other = " other" if sang else ""
    if not any(a.kind == "cadence" for a in legal):
        return f"No{other} Cadence you could sing in this fight: the table answered No Cadence for you{undo}."
    helps = helpful_kind(view, seat)
    role = "defender" if helps == "defensive" else "attacker"
    return f"No{other} {helps} Cadence to help the {role}: the table answered No Cadence for you{undo}."


def other_side_words(view, seat: int, slot: int, data) -> list[str]:
    """A Cadence chosen that helps the other side: what it does, and the one reason to sing it anyway."""
    cadence = view.players[seat].ensemble[slot]
    other = "attacker" if helpful_kind(view, seat) == "defensive" else "defender"
    feat = data.achievements[HELPER_FEATS[cadence.kind]].name
    return [f"{cadence.name} helps the {other}, not your side: worth it only towards an achievement such as "
            f"{feat}. Sing it anyway?",
            f"{cadence.name} helps the {other}: useful only towards {feat}. Sing it anyway?",
            f"{cadence.name} helps the {other}: only {feat} needs it. Sing anyway?",
            f"Helps the {other}; only {feat} needs it. Sing anyway?",  # the reason kept, the name dropped first
            f"{cadence.name} helps the {other}. Sing it anyway?"]


def fight_words(view, names: list[str], waiting: str, fought: dict | None = None) -> str:
    """Another seat's fight while the player waits: who fights whom, and the numbers; `waiting` names who acts
    ("Player 2 may answer with a Cadence"); `fought`, the fight's result event once resolved: its numbers, not
    the view's, worked out anew after a fallen hero's aura went ("vs 13" beside the log's "18 against 17")."""
    c = view.combat
    seat = view.viewer if view.viewer is not None else 0
    odds = f"{c.attack_dice} {'die' if c.attack_dice == 1 else 'dice'} +{c.bonus} vs {c.defence}"
    if fought is not None:
        odds = f"{fought['total']} vs {fought['defence']}"
    return f"{waiting} — {situation(view, seat, names)}: {odds}."


def done_since_last_song(records, seat: int) -> bool:
    """Whether `seat` said No Cadence in this Cadence window after the last Cadence anyone sang: asked again, it
    could only say the same (the window goes round again so that others can answer a song)."""
    for record in reversed(records):
        kind = record.action.kind
        if kind == "cadence_done" and record.seat == seat:
            return True
        if kind != "cadence_done":  # a song, or the window's start (the payment or the attack)
            return False
    return False
