"""Every achievement is detected and announced once; clan ones need an Eternal Cadence first."""

from khedu_helpers import (
    achieved,
    act,
    desert_top,
    fight,
    give_hand,
    new_turn,
    put_cadre,
    set_ensemble,
    start,
    take,
)

from baraza.game.khedu import RULES
from baraza.game.khedu.state import Unit

D0, D1 = ("desert", 0), ("desert", 1)
HADIMI, WUQRI, OADHII, RAHALA = 0, 1, 2, 3


def table():
    s = start(4, seed=21)
    for seat in range(4):
        set_ensemble(s, seat, [None, None, None, None])
    return s


def unlock(s, seat):
    p = s.players[seat]
    p.ensemble[3].card = take(s, "mirage_lament")
    p.ensemble[3].eternal = True
    p.ensemble[3].face_up = True


def hand_of(s, seat, n):
    p = s.players[seat]
    s.deck.extend(p.hand)
    p.hand = [s.deck.pop(0) for _ in range(n)]


def test_good_omen_and_prophecy_once_each():
    s = table()
    new_turn(s, HADIMI)
    hand_of(s, HADIMI, 4)
    put_cadre(s, HADIMI, 0, "hadimi_dreamer")
    desert_top(s, 0, "himbua_wanderer")
    events = fight(s, HADIMI, ("cadre", 0, 0), D0, [4, 6, 5])
    assert achieved(events) == ["good_omen"] and [e for e in events if e.kind == "achievement"][0].text
    assert s.players[HADIMI].lp == 2 + 1  # the achievement and the reward value
    desert_top(s, 0, "himbua_wanderer")
    events = fight(s, HADIMI, ("cadre", 0, 0), D0, [4, 4, 4])
    assert achieved(events) == ["prophecy"]
    desert_top(s, 0, "himbua_wanderer")
    new_turn(s, HADIMI)
    hand_of(s, HADIMI, 2)
    assert achieved(fight(s, HADIMI, ("cadre", 0, 0), D0, [5, 5, 5])) == []  # only once


def test_sound_defeat_and_ytri_binding():
    s = table()
    new_turn(s, WUQRI)
    hand_of(s, WUQRI, 5)
    desert_top(s, 0, "khana_ubak")
    desert_top(s, 1, "himbua_ancient")
    assert "sound_defeat" in achieved(fight(s, WUQRI, D0, D1, [6, 6, 5, 4]))
    unlock(s, OADHII)
    new_turn(s, OADHII)
    hand_of(s, OADHII, 5)
    desert_top(s, 0, "himbua_ancient")
    desert_top(s, 1, "khana_ubak")
    assert "ytri_binding" in achieved(fight(s, OADHII, D0, D1, [6, 6, 5, 5, 4]))


def test_persistence_gives_influence():
    s = table()
    new_turn(s, HADIMI)
    hand_of(s, HADIMI, 3)
    put_cadre(s, HADIMI, 0, "hadimi_dreamer")
    got = []
    for _ in range(3):
        got += achieved(fight(s, HADIMI, ("cadre", 0, 0), D0, [6, 6, 5]))
    assert "persistence" in got and s.players[HADIMI].influence == 4


def test_clan_achievements_locked_until_an_eternal_cadence():
    s = table()
    new_turn(s, HADIMI)
    hand_of(s, HADIMI, 4)
    put_cadre(s, HADIMI, 0, "hadimi_guard")
    desert_top(s, 0, "wuqri_sentinel")
    assert "no_more_games" not in achieved(fight(s, HADIMI, ("cadre", 0, 0), D0, [6, 6, 5, 4]))
    unlock(s, HADIMI)
    desert_top(s, 0, "wuqri_sentinel")
    assert "no_more_games" in achieved(fight(s, HADIMI, ("cadre", 0, 0), D0, [6, 6, 5, 4]))


def test_hadimi_khedu_expanse_order_of_pinra_vengeance():
    s = table()
    unlock(s, HADIMI)
    new_turn(s, HADIMI)
    s.players[HADIMI].lp = 10
    hand = give_hand(s, HADIMI, ["exchange"])
    put_cadre(s, HADIMI, 0, "hadimi_guard")
    put_cadre(s, WUQRI, 0, "wuqri_zealot")
    assert "khedu_expanse" in achieved(act(s, HADIMI, "command", hand[0], WUQRI, 0, "cadre", 0))
    # Order of Pinra: a KuDjani attacking with two offensive Cadences
    put_cadre(s, HADIMI, 1, "khana_kudjani")
    set_ensemble(s, HADIMI, ["sandfire_hymn", "storm_chorus", None, None])
    unlock(s, HADIMI)
    hand_of(s, HADIMI, 3)
    desert_top(s, 0, "himbua_wanderer")
    events = fight(s, HADIMI, ("cadre", HADIMI, 1), D0, [6, 6, 5, 4, 3, 2], cadences={HADIMI: [0, 1]})
    assert "order_of_pinra" in achieved(events)
    # Vengeance: a Hadimi Guard defeats a Khana Chahak (here one that wandered into the Desert)
    new_turn(s, HADIMI)
    put_cadre(s, HADIMI, 0, "hadimi_guard")
    s.desert[1].insert(0, Unit(take(s, "khana_chahak")))
    hand_of(s, HADIMI, 2)
    events = fight(s, HADIMI, ("cadre", HADIMI, 0), D1, [6, 6, 5, 4])
    assert "vengeance" in achieved(events) and s.players[HADIMI].influence == 4


def test_wuqri_achievements():
    s = table()
    unlock(s, WUQRI)
    new_turn(s, WUQRI)
    p = s.players[WUQRI]
    p.lp = 5
    hand = give_hand(s, WUQRI, ["allure"])
    desert_top(s, 0, "wuqri_sentinel")
    desert_top(s, 1, "himbua_wanderer", honor=2)
    assert "strategy" in achieved(act(s, WUQRI, "command", hand[0], 0, 1))
    # Assault Inertia: three Wuqri attacks in one turn
    new_turn(s, WUQRI)
    put_cadre(s, WUQRI, 0, "wuqri_zealot")
    hand_of(s, WUQRI, 3)
    got = []
    for _ in range(3):
        got += achieved(fight(s, WUQRI, ("cadre", WUQRI, 0), D0, [6, 6, 5]))
    assert "assault_inertia" in got
    # Stronger than Gods: defeat a KuDjani without a natural 6
    new_turn(s, WUQRI)
    put_cadre(s, HADIMI, 0, "khana_kudjani")
    desert_top(s, 2, "himbua_ancient")
    hand_of(s, WUQRI, 4)
    assert "stronger_than_gods" in achieved(fight(s, WUQRI, ("desert", 2), ("cadre", HADIMI, 0), [5, 5, 4, 3, 2]))
    # Recklessness: two wins with a Khana Chahak in one turn
    new_turn(s, WUQRI)
    put_cadre(s, WUQRI, 1, "khana_chahak")
    hand_of(s, WUQRI, 6)
    got = []
    for _ in range(2):
        got += achieved(fight(s, WUQRI, ("cadre", WUQRI, 1), D0, [6, 6, 5, 4, 3]))
    assert "recklessness" in got and p.influence == 5  # Persistence came earlier


def test_oadhii_achievements():
    s = table()
    unlock(s, OADHII)
    new_turn(s, OADHII)
    put_cadre(s, OADHII, 0, "khana_ekkubana")
    put_cadre(s, RAHALA, 0, "rahala_hunter")
    hand_of(s, OADHII, 3)
    assert "feral_rage" in achieved(fight(s, OADHII, ("cadre", OADHII, 0), ("cadre", RAHALA, 0), [6, 6, 5, 4, 3]))
    # Jhune's Swiftness: third win of the turn with exactly one card left
    new_turn(s, OADHII)
    put_cadre(s, OADHII, 1, "oadhii_conjurer")
    hand_of(s, OADHII, 4)
    got = []
    for _ in range(3):
        got += achieved(fight(s, OADHII, ("cadre", OADHII, 1), D0, [6, 6, 5]))
    assert "jhunes_swiftness" in got
    # Devout: swap an enemy hero for a Desert unit carrying Honor
    new_turn(s, OADHII)
    s.players[OADHII].lp = 5
    hand = give_hand(s, OADHII, ["exchange"])
    put_cadre(s, HADIMI, 1, "hadimi_dreamer")
    desert_top(s, 3, "oadhii_seer", honor=2)
    events = act(s, OADHII, "command", hand[0], HADIMI, 1, "desert", 3)
    assert "devout" in achieved(events) and s.players[OADHII].influence == 5  # + Persistence


def test_rahala_achievements():
    s = table()
    unlock(s, RAHALA)
    new_turn(s, RAHALA)
    s.players[RAHALA].lp = 10
    hand = give_hand(s, RAHALA, ["allure", "betrayal"])
    desert_top(s, 0, "khana_ubak")
    desert_top(s, 1, "himbua_wanderer")
    act(s, RAHALA, "command", hand[0], 0, 1)
    s.desert[1][0].honor = 1
    assert "old_tradition" in achieved(act(s, RAHALA, "command", hand[1], 1))
    # Oppression: a Chieftain defeats an Oadhii in the Desert
    new_turn(s, RAHALA)
    put_cadre(s, RAHALA, 0, "chieftain")
    desert_top(s, 2, "oadhii_seer")
    hand_of(s, RAHALA, 3)
    assert "oppression" in achieved(fight(s, RAHALA, ("cadre", RAHALA, 0), ("desert", 2), [6, 6, 5, 4, 3]))
    # Ubak's Omen: two wins with a Rahala Fighter in one turn
    new_turn(s, RAHALA)
    put_cadre(s, RAHALA, 1, "rahala_fighter")
    hand_of(s, RAHALA, 4)
    got = []
    for _ in range(2):
        got += achieved(fight(s, RAHALA, ("cadre", RAHALA, 1), D0, [6, 6, 5, 4]))
    assert "ubaks_omen" in got and s.players[RAHALA].influence == 4
    # Desert Defender: the Fighter defends with two defensive Cadences, one sung by Rahala
    set_ensemble(s, RAHALA, ["whitesand_ballad", "mirage_lament", None, None])
    unlock(s, RAHALA)
    new_turn(s, HADIMI)
    hand_of(s, HADIMI, 4)
    desert_top(s, 0, "himbua_wanderer")
    events = fight(s, HADIMI, D0, ("cadre", RAHALA, 1), [6, 6], cadences={RAHALA: [0, 1]})
    assert "desert_defender" in achieved(events)


def test_every_achievement_is_covered_by_data():
    keys = set(RULES.data.achievements)
    assert len(keys) == 20
    assert {a.clan for a in RULES.data.achievements.values()} == {"", "Hadimi", "Wuqri", "Oadhii", "Rahala"}
