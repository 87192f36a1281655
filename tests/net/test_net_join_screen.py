"""Join a table as a player uses it: typed address and code (what may not be typed is refused with the reason), a
table heard on the LAN picked from the list, a wrong code told in one line, and the game's table opened once the
host welcomes this machine. Discovery's reading of another machine's announcement is bounded and cleaned."""

from __future__ import annotations

import sys
import time
from pathlib import Path
from types import SimpleNamespace

import pygame
import pytest

from baraza.game.core.match import Match
from baraza.game.net.discovery import MAX_TEXT, FoundTable, TableFinder
from baraza.game.net.window_seat import host_table
from baraza.game.registry import available_games

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scenes"))
from scene_helpers import frames, key, make_app  # noqa: E402

SPEC = next(s for s in available_games() if s.table and s.rules.max_seats >= 2)


@pytest.fixture(autouse=True)
def _own_home(baraza_home):
    """Each test its own data folder: a table joined in one (kept in joined-table.json) is not offered in another."""
    return baraza_home


class Heard:
    problem = ""

    def __init__(self, tables: list[FoundTable]) -> None:
        self.found = tables

    def tables(self) -> list[FoundTable]:
        return self.found

    def close(self) -> None:
        pass


def _type(app, text: str) -> None:
    frames(app, 1, [pygame.event.Event(pygame.TEXTINPUT, text=text)])


def _host():
    seats = ["human", "remote"] + [f"ai:{SPEC.ai_levels[0]}"] * max(0, SPEC.min_seats - 2)
    return host_table(Match(SPEC.rules, seats, 3, {}), bind="127.0.0.1", port=0)


def _until(app, condition, rounds: int = 2000) -> bool:
    for _ in range(rounds):
        if condition():
            return True
        frames(app, 1)
        time.sleep(0.005)
    return condition()


def test_typing_a_wrong_code_is_told_and_the_right_one_opens_the_table():
    app = make_app()
    net = _host()
    try:
        scene = app.show("join", Heard([]))
        app.stack.apply_pending()
        _type(app, net.host_address)
        frames(app, 1, [key(pygame.K_TAB)])
        _type(app, "io01")  # letters codes never use: refused, with the reason, nothing kept
        assert scene.code.text == "" and "does not belong" in scene.status
        wrong = "ZZZZZZ" if net.join_code != "ZZZZZZ" else "YYYYYY"
        _type(app, wrong.lower())  # typed small: kept as the code's capitals
        assert scene.code.text == wrong
        frames(app, 1, [key(pygame.K_RETURN)])
        assert _until(app, lambda: scene.attempt is None)
        assert "code" in scene.status and "\n" not in scene.status and app.stack.top is scene
        scene.code.text = net.join_code
        frames(app, 1, [key(pygame.K_RETURN)])
        assert _until(app, lambda: app.stack.top is not scene)
        table = app.stack.top
        assert table.match.networked and table.match.seat == 1 and table.match.game == SPEC.name
        assert app.last_join == (net.host_address, net.join_code)  # offered again next time
    finally:
        app.stack.reset(app.make_screen("menu"))
        app.stack.apply_pending()
        net.close()


def test_a_table_heard_on_the_network_fills_the_address_and_a_short_code_is_not_sent():
    app = make_app()
    heard = FoundTable("amani-laptop", SPEC.title, "192.168.1.20:8765", 1, "1")
    scene = app.show("join", Heard([heard]))
    app.stack.apply_pending()
    frames(app, 1)  # drawn: the row is on screen
    row, _ = scene.found_rows[0]
    frames(app, 1, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=row.center, button=1)])
    assert scene.address.text == "192.168.1.20:8765" and scene.focusables[scene.focus] is scene.code
    assert "amani-laptop" in scene.status and scene.status.count(SPEC.title) == 1
    _type(app, "K7P2")
    frames(app, 1, [key(pygame.K_RETURN)])
    assert scene.attempt is None and "6-letter code" in scene.status  # nothing sent for a code too short


def test_an_announcement_from_another_machine_is_read_bounded_and_clean():
    finder = TableFinder.__new__(TableFinder)  # its reading alone, without listening to the network
    finder._lock = __import__("threading").Lock()
    finder._found = {}
    info = SimpleNamespace(port=8765, parsed_addresses=lambda: ["10.0.0.7"],
                           properties={b"title": ("\x00Kona" + "x" * 500).encode(), b"open": b"9999",
                                       b"host": "bench\u202e".encode()})
    zeroconf = SimpleNamespace(get_service_info=lambda *_args, **_kw: info)
    from zeroconf import ServiceStateChange

    finder._changed(zeroconf, "_baraza._tcp.local.", "x._baraza._tcp.local.", ServiceStateChange.Added)
    [table] = finder.tables()
    assert table.address == "10.0.0.7:8765" and table.open_seats == 16
    assert table.title.startswith("Kona") and len(table.title) <= MAX_TEXT and "\x00" not in table.title
    assert table.name == "bench"  # a character that turns text around is not kept
    finder._changed(zeroconf, "_baraza._tcp.local.", "x._baraza._tcp.local.", ServiceStateChange.Removed)
    assert finder.tables() == []


def test_left_alone_the_join_screen_sleeps_and_only_looks_for_news():
    app = make_app()
    scene = app.show("join", Heard([]))
    app.stack.apply_pending()
    frames(app, 2)
    assert scene.next_frame() is None  # nothing on it moves by itself: no frame is drawn while nothing happens
    assert scene.next_poll() == 1.0  # it looks for tables heard on the network once a second, drawing only on news
    scene.finder.found = [FoundTable("amani-laptop", SPEC.title, "192.168.1.20:8765", 1, "1")]
    app._redraw = False
    frames(app, 1)
    assert scene.heard and scene.found_rows  # the new table was drawn


def test_the_lan_hears_how_many_seats_are_still_open_as_friends_sit_down():
    """Join a table listed a hosted table with its first count of open seats for good."""
    import threading

    from zeroconf import ServiceInfo

    from baraza.game.net.discovery import SERVICE, Announcement
    from baraza.game.net.net_match import HostSeatLink

    updated: list[dict] = []
    done = threading.Event()

    def update_service(info) -> None:
        updated.append({k.decode(): v.decode() for k, v in info.properties.items()})
        done.set()

    announcement = Announcement.__new__(Announcement)  # registered already, on a network of its own
    announcement._closed, announcement._lock = threading.Event(), threading.Lock()
    announcement._zeroconf = SimpleNamespace(update_service=update_service)
    announcement._info = ServiceInfo(SERVICE, f"Kona at bench-8765.{SERVICE}", addresses=[bytes([10, 0, 0, 7])],
                                     port=8765, properties={"title": "Kona", "open": "2", "host": "bench"},
                                     server="bench.local.")
    announcement.open_seats = 2
    seats = [SimpleNamespace(kind="local", claimed=True), SimpleNamespace(kind="remote", claimed=True),
             SimpleNamespace(kind="remote", claimed=False)]
    link = HostSeatLink(SimpleNamespace(seats=seats, local=__import__("queue").Queue()), 0)
    link.announcement = announcement
    link.pump_host()  # one friend sat down: one seat open
    assert done.wait(10) and updated[-1]["open"] == "1" and updated[-1]["title"] == "Kona"
    done.clear()
    link.pump_host()  # nothing changed: nothing announced again
    seats[2].claimed = True
    link.pump_host()
    assert done.wait(10) and [u["open"] for u in updated] == ["1", "0"]


def _join_from_the_screen(app, address: str | None = None, code: str | None = None):
    scene = app.show("join", Heard([]))
    app.stack.apply_pending()
    if address is not None:
        scene.address.text, scene.code.text = address, code
    scene.join()
    assert _until(app, lambda: app.stack.top is not scene or scene.attempt is None)
    frames(app, 2)  # the table, once shown, is on top
    return scene


def test_a_friend_whose_window_closed_gets_their_own_seat_back_after_a_restart(baraza_home):
    """The host keeps a seat for its token while its player is away; a new joiner without it finds the table full."""
    import json

    from baraza.game.net.joined import joined_path, recall

    net = _host()
    first = make_app()
    try:
        _join_from_the_screen(first, net.host_address, net.join_code)
        table = first.stack.top
        assert table.match.networked and table.match.seat == 1
        assert _until(first, lambda: recall() is not None)
        first.stack.reset(first.make_screen("menu"))  # the window goes: its client leaves without a word
        first.stack.apply_pending()
        first.close()

        again = make_app()  # the same machine, started again
        scene = _join_from_the_screen(again)
        assert (scene.address.text, scene.code.text) == (net.host_address, net.join_code)  # offered again
        back = again.stack.top
        assert back is not scene and back.match.seat == 1, scene.status  # its own seat, not "every seat taken"
        again.stack.reset(again.make_screen("menu"))
        again.stack.apply_pending()
        again.close()

        # A forged or foreign file is ignored: the screen starts empty, nothing is sent with it.
        for text in ('{"format": 1, "address": "x:1", "code": "io01!!", "token": "t"}', "[" * 5000, "\x00"):
            joined_path().write_text(text)
            assert recall() is None
        joined_path().write_text(json.dumps({"format": 1, "address": net.host_address, "code": net.join_code,
                                             "token": "not-this-tables"}))
        third = make_app()  # a token the table does not know: refused, and then asked as a new player (full)
        scene = _join_from_the_screen(third)
        assert third.stack.top is scene and "taken" in scene.status and scene.recalled is None
    finally:
        net.close()
