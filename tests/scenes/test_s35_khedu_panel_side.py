"""S35, Khedu's fight panel (blind tester khedu18): in a fight the AI started, its own hero against a Desert unit it
provoked, the panel read "Your chance: 6%", then "Your odds: 6%", then "You win 31%": the wording changed with the
room as the cards slid in and with the number, and "You" was false (none of the player's units fought). One wording
a fight, measured with the widest number where the cards settle, and the side named as the Hint names it."""

from __future__ import annotations

from dataclasses import dataclass

import pygame
from scene_helpers import frames, make_app

from baraza.game.core.action import Action
from baraza.scenes.khedu.fight_words import fitted_chance, panel_chance
from baraza.scenes.ui import theme

# khedu18's match (seed 966851) to Player 2's provocation: its Khana KuDjani against Desert stack 2's Wuqri Sentinel,
# paid; then the player's Cadence window (6 %), and Sandfire Hymn sung (31 %)
SEATS, SEED = ["human", "ai:normal"], 966851
OPTIONS = {"clan_1": "random", "clan_2": "random", "clan_3": "random", "clan_4": "random", "max_turns": 15}
MOVES = [(1, "reveal_cadence", 84), (1, "discard_cadence", 90), (0, "reveal_cadence", 83), (0, "discard_cadence", 78),
         (1, "place", 5, 0), (1, "attack", ["cadre", 1, 0], ["desert", 1]), (1, "pay", 16), (1, "pay", 31),
         (1, "cadence_done"), (0, "cadence_done"), (1, "roll"), (1, "adjust", 3, "high"), (1, "reward", "lp"),
         (1, "end_turn"), (0, "attack", ["desert", 1], ["cadre", 1, 0]), (0, "pay", 0), (0, "pay", 2),
         (0, "cadence_done"), (1, "cadence_done"), (0, "roll"), (0, "resolve"), (0, "end_turn"), (1, "meditate"),
         (1, "med_clan"), (1, "end_turn"), (0, "meditate"), (0, "med_redraw"), (0, "med_clan"), (0, "end_turn"),
         (1, "place", 11, 0), (1, "attack", ["desert", 1], ["cadre", 1, 0]), (1, "pay", 26), (1, "pay", 36),
         (1, "cadence_done")]


@dataclass
class Clash:
    """An animation step of the arena's clash (the cards sliding in), `progress` 0 → 1."""

    progress: float
    kind: str = "clash"


def _match():
    from baraza.game.core.match import Match
    from baraza.game.registry import get_game

    moves = [(m[0], Action.from_json({"kind": m[1], "args": list(m[2:])})) for m in MOVES]
    return Match.from_moves(get_game("khedu").rules, SEATS, SEED, dict(OPTIONS), moves)


def _panel_words(app, monkeypatch, count: int) -> list[str]:
    """The arena's chance lines drawn over `count` frames (the ones naming a percent under the VS)."""
    drawn: list[str] = []
    real = theme.blit_fit

    def spy(surface, fonts, text, *args, **kwargs):
        if text.endswith("%"):
            drawn.append(text)
        return real(surface, fonts, text, *args, **kwargs)

    monkeypatch.setattr(theme, "blit_fit", spy)
    frames(app, count, dt=0.02)
    monkeypatch.setattr(theme, "blit_fit", real)
    return drawn


def test_another_seats_fight_names_the_side_in_one_wording(baraza_home, monkeypatch) -> None:
    from baraza.scenes.khedu.table import KheduScene

    match = _match()
    c = match.state.combat
    assert c is not None and c.step == "cadences" and c.instigator == 1 and match.active_seats() == (0,)
    app = make_app()
    table = KheduScene(app, match)
    app.stack.reset(table)
    before = _panel_words(app, monkeypatch, 5)
    assert before and set(before) == {"Desert 6%"}, before
    # as the cards slide in (the clash), the room between them is wider: the wording stays the settled one
    sliding = []
    real = theme.blit_fit
    monkeypatch.setattr(theme, "blit_fit", lambda s, f, text, *a, **k: (
        sliding.append(text) if text.endswith("%") else None, real(s, f, text, *a, **k))[1])
    for progress in (0.0, 0.3, 0.6, 1.0):
        table.arena.draw(pygame.Surface(app.screen.get_size()), table.current_view(), Clash(progress))
    monkeypatch.setattr(theme, "blit_fit", real)
    assert set(sliding) == {"Desert 6%"}, sliding
    sing = next(a for a in match.legal_actions(0) if a.kind == "cadence" and a.args[0] == 2)  # Sandfire Hymn, +3
    assert match.submit(0, sing).ok
    after = _panel_words(app, monkeypatch, 10)
    assert after and set(after) == {"Desert 31%"}, after


def test_one_wording_for_every_number_of_a_fight() -> None:
    class U:
        def __init__(self, where, denomination="Hadimi"):
            self.where, self.denomination = where, denomination

    def fits(text: str) -> bool:  # room for "Your odds: 100%" and no more
        return len(text) <= len("Your odds: 100%")

    mine = (U(("cadre", 0, 0)), U(("desert", 1)), 0)  # the player's hero attacks
    said = {fitted_chance(*mine, p, 0, ["You", "AI"], fits) for p in (0.06, 0.31, 1.0)}
    assert said == {"Your odds: 6%", "Your odds: 31%", "Your odds: 100%"}, said
    # a rival provokes a Desert unit at its own hero: the player has no unit in it, and wants the Desert to win
    theirs = (U(("desert", 1), "Wuqri"), U(("cadre", 1, 0)), 1)
    assert panel_chance(*theirs, 0.06, 0, ["Player 1", "Player 2"])[0] == "Desert's chance: 6%"
    assert fitted_chance(*theirs, 0.31, 0, ["Player 1", "Player 2"], fits) == "Desert 31%"
    # a rival's hero attacks a Desert unit: the player wants the defender to hold, named by the Desert's chance
    assert panel_chance(U(("cadre", 1, 0)), U(("desert", 0)), 1, 0.8, 0, ["P1", "P2"])[0] == "Desert's chance: 20%"
    assert not any(w.startswith("You") for w in panel_chance(*theirs, 0.5, 0, ["P1", "P2"]))
