"""A Konja match lost for sure, said plainly by the Hint (konja16: Kofi's closing turn, 18 of 21 with four 3s, one
safe and a Storm Veil cast; the Hint's "Red 5 replaces the 3: Kofi's 4 3s become 3" never said that no placing of
the red dice left Nia a turn). Only words: the Hint's move is the hint level's."""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.konja.hint_late import final_score, last_turn
from baraza.game.konja.red_reply import open_dice, worst_after
from baraza.game.konja.state import KonjaView


def ends_match(view: KonjaView) -> bool:
    """Whether the turn under way is the match's last if the turn player reaches the target: the final round is
    on, or the turn closes the round (flow.end_turn ends the match once a player holds the target then)."""
    me, them = view.players[view.turn_seat], view.players[1 - view.turn_seat]
    return last_turn(view) or me.turns_taken + 1 == them.turns_taken


def lost_red_words(view: KonjaView, action: Action) -> str | None:
    """The red dice's placer loses whatever they do: the turn player ends the match ahead however the red dice left
    are placed. "the match is lost: Kofi ends on 21 at the least, you on 14"; None otherwise."""
    seat = view.viewer if view.viewer is not None else 1 - view.turn_seat
    if view.phase != "red_assign" or seat == view.turn_seat or action.kind not in ("red_replace", "red_done"):
        return None
    if not ends_match(view):
        return None
    reds = [r for r, used in zip(view.red_dice, view.red_used, strict=True) if not used]

    def ahead(values: tuple[int, ...]) -> float:
        mine, _theirs, wins = final_score(view, list(values))
        return float(wins and (view.final_round or mine >= view.target))

    if worst_after(open_dice(view.dice), reds, ahead)[0] < 1.0:
        return None
    low = worst_after(open_dice(view.dice), reds, lambda v: float(final_score(view, list(v))[0]))[1]
    them, me = view.players[view.turn_seat], view.players[seat]
    return f"the match is lost: {them.name} ends on {final_score(view, low)[0]} at the least, you on {me.cloud_points}"
