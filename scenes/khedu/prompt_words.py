"""Khedu's prompt sentences that have shorter stand-ins, longest first (the bar takes the first that reads whole
beside its buttons: PromptBar._fitting). Both were cut with "…" at 100 % in a playtest."""

from __future__ import annotations

from baraza.scenes.ui.words import chance_text


def pass_words(cost: int) -> list[str]:
    """The confirm of a costly pass."""
    return [f"Passing costs {cost} Legacy points. Pass anyway, or keep your turn?",
            f"Pass for -{cost} Legacy points, or keep your turn?", f"Pass for -{cost} LP?"]


def last_place_words(name: str) -> list[str]:
    """The ask before a unit is placed with the last Influence."""
    return [f"Place {name} with your last Influence? This turn becomes your last: you leave the song at its end.",
            f"Place {name}: your last turn?"]


def risk_words(honor: int, chance: float, sung: float) -> list[str]:
    """The Honor warning before an attack, longest first: the odds the fight's panel will show, and those once the
    Eternal Cadences (free to sing in the Cadre's fights) are sung when they differ (a tester was told 77 %, then
    the fight showed 26 %; and the warning was cut with '…')."""
    now = chance_text(chance)
    with_eternal = f" ({chance_text(sung)} with your Eternal Cadence sung)" if chance_text(sung) != now else ""
    short = f" ({chance_text(sung)} with your Eternal)" if with_eternal else ""
    return [f"Your hero carries {honor} Honor; this attack wins {now} of the time{with_eternal}. Attack anyway?",
            f"Your hero carries {honor} Honor; this attack wins {now}{with_eternal}. Attack anyway?",
            f"{honor} Honor at stake: {now} to win{with_eternal}. Attack anyway?",
            f"{honor} Honor at stake: {now} to win{short}. Attack anyway?",
            f"{honor} Honor at stake: {now} to win. Attack anyway?"]


def defender_words(name: str, switch: bool) -> list[str]:
    """The ask for a defender once an attacker is picked; `switch` when other attackers are dimly outlined (a click
    there makes that one the attacker: said, so "a lit card" means only defenders; blind tester, k17)."""
    if switch:
        return [f"Attack with {name}: pick the defender (a lit card), or another attacker (dim outline).",
                f"Attack with {name}: pick a lit defender, or another attacker.",
                "Attack: pick a lit defender, or another attacker.", "Attack: pick a lit defender."]
    return [f"Attack with {name}: pick the defender (a lit card).", f"Attack with {name}: pick a lit defender.",
            "Attack: pick a lit defender."]


def reward_words(name: str, held: bool) -> list[str]:
    """The ask for the reward, saying whose victory: a provocation the player lost was "Victory!" for the defending
    hero, which read as the provocation's win (blind tester, k37)."""
    how = "held" if held else "won"
    return [f"Your {name} {how}: Victory! Take the reward as Legacy points, or stack it as Honor on your {name}.",
            f"Your {name} {how}: Victory! Take the reward as LP, or as Honor on it.",
            f"Your {name} {how}: take the reward as LP or Honor.", f"Your {name} {how}: LP or Honor?"]


def still_dice_words(dice: tuple[int, ...], total: int, defence: int) -> list[str]:
    """The roll's sentence when the equal-dice rule has nothing to change: no two dice alike, or every die alike (three
    2s read "No equal dice to move": a blind tester; a set only moves to the roll's highest or lowest die)."""
    if len(dice) > 1 and max(dice) == min(dice):
        return [f"All your dice match, so moving them changes nothing: {total} vs {defence}. Resolve the attack.",
                f"Moving equal dice would not help: {total} vs {defence}. Resolve the attack.",
                f"{total} vs {defence}: moving dice would not help. Resolve."]
    return [f"No equal dice to move: {total} vs {defence}. Resolve the attack.", f"No equal dice: {total} vs {defence}."]


def meditation_words(done: bool, others: bool) -> list[str]:
    """A Meditation's sentence with no card to pick, longest first: `done` once an option is used (End turn is
    there: rules §5, at least one, each once), `others` while an option is left. The shortest read whole beside the
    bar's buttons at 150 % ("Meditation pick an…", "Meditation anothe…": keys17)."""
    if done and others:
        return ["Meditation: another option, or End turn.", "Another option, or End turn.", "One more, or End turn.",
                "Or End turn."]
    if done:
        return ["Meditation done: End turn.", "Done: End turn.", "End turn."]
    return ["Meditation: use at least one option, each at most once.", "Meditation: one option or more, each once.",
            "Meditation: pick an option.", "Pick an option.", "Pick one."]


def ringed_words(rings: list) -> str:
    """How to make a hinted move the table rings: "the ringed card" when one is ringed ("cards" for one: khedu24)."""
    return f"pick the ringed card{'' if len(rings) == 1 else 's'}"


def hint_sayings(said: list[str], button: bool) -> list[str]:
    """The bar's Hint sentences, longest first, then last resorts that read whole beside many buttons at 150 %
    ("Hint: Holy…": keys17): where to look, the lit button or the ringed cards (the turn panel's toast says it
    all)."""
    return [f"Hint: {text}." for text in said] + (["Hint: the lit button.", "Hint: lit button."] if button
                                                   else ["Hint: see the rings.", "Hint: ringed."])
