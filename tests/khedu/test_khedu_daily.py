"""The daily deal (one per date, from the date alone) and deal codes (round trip, mistypes refused)."""

from __future__ import annotations

import json
import subprocess
import sys
from datetime import date, timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from baraza.game.khedu import RULES
from baraza.game.khedu.codes import (
    ALPHABET,
    CLAN_VALUES,
    TURN_VALUES,
    CodeError,
    Deal,
    code_for,
    decode,
    encode,
)
from baraza.game.khedu.daily import daily_deal
from baraza.game.registry import new_match


def test_a_dates_deal_is_pinned():
    # Pinned: every machine and every Python must deal exactly this on 2 December 2026.
    deal = daily_deal(date(2026, 12, 2))
    assert deal.to_json() == {"date": "2026-12-02", "code": "4GG-12E-NYA", "clan": "Hadimi", "seed": 538000062,
                              "options": {"clan_1": "Hadimi", "max_turns": 25}}
    assert daily_deal(date(2027, 1, 1)).code == "5GV-DWJ-CJ3"


def test_the_deal_is_the_same_in_another_process():
    # Another interpreter with its own hash seed: the deal comes from SHA-256, never hash().
    code = ("import json; from datetime import date; from baraza.game.khedu.daily import daily_deal; "
            "print(json.dumps(daily_deal(date(2026, 12, 2)).to_json()))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         env={"PYTHONHASHSEED": "12345", "PATH": ""})
    assert json.loads(out.stdout) == daily_deal(date(2026, 12, 2)).to_json()


def test_days_differ():
    first = date(2026, 1, 1)
    deals = [daily_deal(first + timedelta(days=i)) for i in range(60)]
    assert len({d.seed for d in deals}) == 60 and len({d.code for d in deals}) == 60
    assert {d.clan for d in deals} == set(CLAN_VALUES[1:])  # every clan comes round


def test_the_daily_code_deals_the_daily_match():
    deal = daily_deal(date(2026, 12, 2))
    options, seed = decode(deal.code).options, decode(deal.code).seed
    a = new_match("khedu", ["human"], seed, options)
    b = new_match("khedu", ["human"], deal.seed, deal.options)
    assert a.view(0).players[0].clan == "Hadimi"
    assert RULES.legal_actions(a.state, 0) == RULES.legal_actions(b.state, 0)
    assert a.state.deck == b.state.deck


@given(st.sampled_from(CLAN_VALUES), st.sampled_from(TURN_VALUES), st.integers(0, 2**32 - 1))
def test_codes_round_trip(clan, turns, seed):
    deal = Deal(clan, turns, seed)
    code = encode(deal)
    assert len(code) == 11 and code.count("-") == 2
    assert decode(code) == deal
    assert decode(code.lower().replace("-", " ")) == deal  # case, spaces and dashes do not matter


def test_readers_letters_for_digits_are_read_as_crockford_says():
    code = encode(Deal("Wuqri", 25, 1001))
    assert decode(code.replace("0", "O").replace("1", "l")) == Deal("Wuqri", 25, 1001)


@given(st.integers(0, 2**32 - 1), st.integers(0, 8), st.integers(1, 31))
def test_every_single_wrong_character_is_refused(seed, position, shift):
    text = encode(Deal("Rahala", 40, seed)).replace("-", "")
    wrong = ALPHABET[(ALPHABET.index(text[position]) + shift) % 32]
    with pytest.raises(CodeError):
        decode(text[:position] + wrong + text[position + 1:])


@pytest.mark.parametrize("text, reason", [
    ("", "empty"),
    ("4GG-12E-NY", "9 characters"),
    ("4GG-12E-NYAA", "9 characters"),
    ("4GG-12U-NYA", "'U' (character 6) is not used"),
    ("4GG-12E-NY!", "'!' (character 9)"),
    ("4GG-12E-NYB", "check character"),
])
def test_bad_codes_are_refused_with_a_reason(text, reason):
    with pytest.raises(CodeError, match=reason.replace("(", r"\(").replace(")", r"\)")):
        decode(text)


def _forged(number: int) -> str:
    values = [(number >> (5 * (7 - i))) & 31 for i in range(8)]
    check = ALPHABET[sum(v * (2 * i + 1) for i, v in enumerate(values)) % 32]
    return "".join(ALPHABET[v] for v in values) + check


def test_well_formed_codes_of_unknown_things_are_refused():
    with pytest.raises(CodeError, match="unknown clan"):
        decode(_forged((1 << 37) | (6 << 34) | 5))
    with pytest.raises(CodeError, match="unknown turn limit"):
        decode(_forged((1 << 37) | (1 << 34) | (3 << 32) | 5))
    with pytest.raises(CodeError, match="version 2"):
        decode(_forged((2 << 37) | 5))


def test_deals_without_a_code():
    assert code_for({"clan_1": "Wuqri", "max_turns": 25}, -1) is None
    assert code_for({"clan_1": "Wuqri", "max_turns": 25}, 2**32) is None
    assert code_for({"clan_1": "Nobody", "max_turns": 25}, 5) is None
    assert code_for({"clan_1": "random", "max_turns": 15}, 5) == encode(Deal("random", 15, 5))


def test_score_parts_sum_to_the_score():
    from baraza.scenes.shots import play_actions

    match = new_match("khedu", ["ai:easy"], 538000062, {"clan_1": "Hadimi"})
    play_actions(match, 5000)
    assert match.is_over()
    parts = RULES.score_parts(match.state)
    assert [label for label, _ in parts] == ["Legacy from play", "Achievements", "Heroes' Honor", "Ascensions"]
    assert sum(v for _, v in parts) == match.score_key()[1]


def test_undo_in_the_daily_never_crosses_a_die_or_a_draw():
    deal = daily_deal(date(2026, 12, 2))
    match = new_match("khedu", ["human"], deal.seed, deal.options)
    from baraza.game.core.agent import RandomAgent

    agent = RandomAgent(3)
    for _ in range(400):
        if match.is_over():
            break
        legal = match.legal_actions(0)
        match.submit(0, agent.choose(match.rules, match.view(0), 0, legal))
        last = match.records[-1]
        if last.chance:
            assert not match.can_undo()  # a roll or a draw: nothing before it can be taken back
    assert any(r.chance for r in match.records) and any(e.kind == "dice_rolled" for r in match.records for e in r.events)
