"""A match played on from a replay ("Play here") never undoes past the move it started from (kona21: Continue →
Undo jumped from Move 5 back to Move 3, into the recorded match's own moves)."""

from __future__ import annotations

from baraza.game.core.match import Match
from baraza.game.registry import game_names, get_game


def _played(game: str, plies: int) -> Match:
    spec = get_game(game)
    seats = ["human"] * 2
    match = Match(spec.rules, seats, 7, spec.rules.default_options())
    for _ in range(plies):
        if match.is_over():
            break
        seat = match.active_seats()[0]
        match.submit(seat, match.legal_actions(seat)[0])
    return match


def test_undo_stops_at_the_branch_point():
    for game in game_names():
        whole = _played(game, 6)
        if whole.is_over() or len(whole.records) < 4 or any(r.chance for r in whole.records):
            continue
        ply = len(whole.records) - 2
        branch = whole.copy_at(ply, ["human", "human"])
        branch.branched_from = {"origin": "x.json", "ply": ply}
        assert not branch.can_undo()  # nothing played since the branch
        seat = branch.active_seats()[0]
        assert branch.submit(seat, branch.legal_actions(seat)[0]).ok
        assert branch.undo_point() == ply
        assert branch.undo() and len(branch.records) == ply and not branch.can_undo()
        return
    raise AssertionError("no game gave a dice-free opening to branch from")


def test_a_saved_branch_keeps_its_start_and_a_forged_one_is_dropped(tmp_path):
    from baraza.game.persistence.saves import load_match, save_data, write_save

    for game in game_names():
        whole = _played(game, 6)
        if whole.is_over() or len(whole.records) < 4 or any(r.chance for r in whole.records):
            continue
        ply = len(whole.records) - 2
        branch = whole.copy_at(ply, ["human", "human"])
        branch.branched_from = {"origin": "x.json", "ply": ply}
        seat = branch.active_seats()[0]
        assert branch.submit(seat, branch.legal_actions(seat)[0]).ok
        again = load_match(write_save(branch, tmp_path / "b.json"))
        assert again.branched_from == {"origin": "x.json", "ply": ply} and again.undo_point() == ply
        data = save_data(branch)
        for bad in ({"ply": 10**9}, {"ply": -1}, {"ply": "3"}, "x", {"ply": True}):
            data["branched_from"] = bad
            (tmp_path / "f.json").write_text(__import__("json").dumps(data))
            forged = load_match(tmp_path / "f.json")
            assert forged.branched_from is None and len(forged.records) == ply + 1
        return
    raise AssertionError("no game gave a dice-free opening to branch from")
