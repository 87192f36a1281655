"""Reading a client's message: everything malformed is refused with a reason word, before it reaches a match."""

from __future__ import annotations

import json

import pytest

from baraza.game.core.action import Action
from baraza.game.net import protocol
from baraza.game.net.client import split_address
from baraza.game.net.protocol import ProtocolError, nesting_depth, parse, read_hello, read_intent


def act(**fields):
    return {"v": 1, "type": "act", "token": "t", "seq": 3, "action": {"kind": "roll", "args": [1, "a"]}, **fields}


@pytest.mark.parametrize(("frame", "code"), [
    (b"\x00\x01binary", protocol.BINARY),
    ('{"v": 1, "type": "act"', protocol.MALFORMED),  # truncated
    ("[1, 2]", protocol.MALFORMED),
    ("[" * 40 + "]" * 40, protocol.MALFORMED),  # deeper than allowed
    ('{"v": 2, "type": "hello"}', protocol.VERSION_MISMATCH),
    ('{"v": 1, "type": "shout"}', protocol.UNKNOWN_TYPE),
    ("x" * (protocol.MAX_CLIENT_MESSAGE + 1), protocol.MALFORMED),
    ("NaN", protocol.MALFORMED),
])
def test_bad_frames_are_refused_with_a_reason(frame, code):
    with pytest.raises(ProtocolError) as caught:
        parse(frame)
    assert caught.value.code == code and caught.value.reason


@pytest.mark.parametrize("fields", [
    {"seq": -1}, {"seq": "3"}, {"seq": True}, {"seq": 2**60}, {"ref": -2},
    {"action": "roll"}, {"action": {"args": []}}, {"action": {"kind": "roll", "args": {"a": 1}}},
    {"action": {"kind": "roll", "args": [1.5]}}, {"action": {"kind": "roll", "args": [{"x": 1}]}},
    {"action": {"kind": "k" * 65, "args": []}},
])
def test_malformed_intents_are_refused(fields):
    with pytest.raises(ProtocolError) as caught:
        read_intent(act(**fields))
    assert caught.value.code == protocol.MALFORMED


def test_a_good_intent_and_hello_are_read():
    intent = read_intent(parse(json.dumps(act(ref=7))))
    assert intent.action == Action("roll", (1, "a")) and intent.seq == 3 and intent.ref == 7
    hello = read_hello({"v": 1, "type": "hello", "code": "ABC234", "last_seq": 5})
    assert hello.last_seq == 5 and hello.token is None and not hello.spectate
    with pytest.raises(ProtocolError):
        read_hello({"v": 1, "type": "hello", "code": "A", "token": 5})


def test_depth_counts_brackets_outside_strings_only():
    assert nesting_depth('{"a": [1, {"b": "[[[[["}]}') == 3
    assert nesting_depth('"\\"[["') == 0


def test_tokens_and_codes_are_random_and_long_enough():
    tokens = {protocol.new_token() for _ in range(50)}
    assert len(tokens) == 50 and all(len(t) * 6 >= 128 for t in tokens)
    code = protocol.new_join_code()
    assert len(code) == protocol.CODE_LENGTH and set(code) <= set(protocol.CODE_ALPHABET)
    assert protocol.same_secret(code, code) and not protocol.same_secret(code.lower(), code)
    assert not protocol.same_secret(None, code) and not protocol.same_secret("x" * 500, code)


@pytest.mark.parametrize("text", ["localhost", "host:", ":80", "host:0", "host:70000", "host:http"])
def test_addresses_are_host_and_port(text):
    with pytest.raises(ValueError, match="host:port"):
        split_address(text)
    assert split_address("[::1]:8765") == ("::1", 8765) and split_address("10.0.0.2:80") == ("10.0.0.2", 80)
