"""S37, blind tester krownia21 (data/krownia21.json: Red the player, Blue and White normal AIs): the live log gave an
AI's reason for declining the player's offer ("Blue declines: ..."), the replay's Moves list only "Blue declines the
offer" (114-moves, 115-moves-2). The replay holds every position, so it works the reason out again from the same
view the table read it from (GameSpec.replay_line); a decline it cannot tell the reason of stays as logged."""

from __future__ import annotations

import json
from pathlib import Path

from baraza.game.core.action import Action
from baraza.game.core.match import Match
from baraza.game.core.replay import Replay
from baraza.game.krownia.trade_words import decline_reason
from baraza.game.registry import get_game

RECORD = Path(__file__).parent / "data" / "krownia21.json"
BLUE = 1


def _args(x):
    return tuple(_args(i) for i in x) if isinstance(x, list) else x


def _match() -> Match:
    data = json.loads(RECORD.read_text())
    moves = [(m["seat"], Action(m["action"]["kind"], _args(m["action"]["args"]))) for m in data["moves"]]
    return Match.from_moves(get_game("krownia").rules, data["seats"], data["seed"], data["options"], moves)


def _entry(replay: Replay, ply: int) -> str:
    return next(e.text for e in replay.entries(lambda m: replay.text_seen_by(m, 0)) if e.ply == ply)


def test_the_moves_list_says_why_blue_declined_the_players_offer():
    match = _match()
    replay = Replay(match, get_game("krownia").replay_line)
    # 115-moves-2, moves 28-35: "Red offers 2 Wood for 1 Wheat to everyone. Blue declines the offer. ..."
    text = _entry(replay, 35)
    assert "Blue declines the offer" not in text, text
    decline = next(i for i in range(28, 35) if match.records[i].action.kind == "decline_trade"
                   and match.records[i].seat == BLUE)
    view = match.rules.view(match.state_at(decline + 1), BLUE)  # the table's view, right after the decline
    why = decline_reason(view, BLUE, 0, (2, 0, 0, 0, 0), (0, 0, 0, 1, 0), "normal")
    assert why == "Blue is not trading Wheat"  # and never "needs its Wheat" (27-offer2-result)
    assert "Blue declines: is not trading Wheat." in text, text
    # the caption under the board says the same
    move = replay.moves[decline]
    assert replay.others_tail(move, 0)[0] == "Blue declines: is not trading Wheat."


def test_a_decline_between_ai_seats_stays_as_logged():
    replay = Replay(_match(), get_game("krownia").replay_line)
    text = _entry(replay, 59)  # Blue's own offer to White: the player asked nothing, no reason was given live
    assert "White declines the offer." in text, text


def test_a_replay_without_the_games_words_reads_the_log_as_written():
    replay = Replay(_match())
    assert "Blue declines the offer." in _entry(replay, 35)
