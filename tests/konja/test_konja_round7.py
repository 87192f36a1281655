"""Issue 41, a blind tester's seventh Konja match (Hint 6/10): "Do not answer" against red dice that then broke a
pair though Storm Veil pays its Magick back, "Cast Chaac!: Tilt: new Spells for ones that do less", Oodoo hints
whose reason read as no gain, a Hint that named Power without the "Keep ready" chip to pick, and Analyse calling
the Hint's own moves the player's largest falls."""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.konja import RULES, make_agent
from baraza.game.konja.analysis import make_analyser
from baraza.game.konja.hint_words import hint_words
from baraza.game.konja.state import Cloud

from .helpers import act, at_bones, give_relics, new_state

OODOO_ON = 1  # Oodoo's slot in the hands below (Fie-Ah, Oodoo)


def _red_reply(values: list[int], reds: list[int], guarded: tuple[int, ...] = (), spells=("tilt", "storm_veil")):
    """Nia (seat 0) with `values`, Kofi's red dice `reds` rolled at them, Nia to answer."""
    state = at_bones(new_state(1), values)
    for i in guarded:
        state.dice[i].guarded = True
    me = state.players[0]
    me.spells, me.magick, me.power = list(spells), 1, 0
    act(state, "end_bones")
    act(state, "roll_red")
    state.red, state.red_used = list(reds), [False] * len(reds)
    state.phase = "red_reply"
    return state


def _hint(state, seat: int = 0) -> tuple[Action, str]:
    agent = make_agent("hard", seat, 3)
    view = RULES.view(state, seat)
    action = agent.hint(RULES, view, seat, RULES.legal_actions(state, seat))
    return action, agent.explain(view, action) or ""


def test_storm_veil_answers_a_red_die_that_would_break_a_pair(baraza_home):
    # the tester's 93.png: 6 6 6 3 3 (one 3 safe), red 5 and 3; the red 5 then broke the pair of 3s (94.png)
    state = _red_reply([6, 6, 6, 3, 3], [5, 3], guarded=(4,))
    action, words = _hint(state)
    assert action == Action("play_spell", ("storm_veil", (0,))), (action, words)
    said = RULES.describe_action(state, 0, action)
    assert said == "Cast Storm Veil on the red 5", said
    assert words == "it saves your pair of 3s, and pays its 1 Magick back", words


def test_not_answering_says_the_true_reason(baraza_home):
    # 3 5 3 3 1 (one 3 safe), red 1 and 2: the 2 can only take the 1, which makes nothing
    state = _red_reply([3, 5, 3, 3, 1], [1, 2], guarded=(3,))
    action, words = _hint(state)
    assert action == Action("no_reply"), action
    assert "worth its Magick" not in words and "break no set, run or pair" in words, words
    state.players[0].magick = 0  # Storm Veil held, no Magick to cast it: the Hint says so
    words = hint_words(RULES.view(state, 0), Action("no_reply")) or ""
    assert "costs 1 Magick and you hold 0" in words, words


def test_the_chaac_hint_says_which_spells_go_and_why(baraza_home):
    # 72.png: 6 6 2 2 2, Chaac!, Tilt and Tilt held; "Hint: Cast Chaac!: Tilt: new Spells for ones that do less"
    state = at_bones(new_state(1), [6, 6, 2, 2, 2])
    state.players[0].spells, state.players[0].magick = ["chaac", "tilt", "tilt"], 2
    action = Action("play_spell", ("chaac", ("tilt",)))
    assert action in RULES.legal_actions(state, 0)
    said = RULES.describe_action(state, 0, action)
    words = hint_words(RULES.view(state, 0), action) or ""
    assert said == "Cast Chaac!, discarding Tilt: draw 2 Spells", said
    assert words == "Tilt does little with these dice", words


def _oodoo(values: list[int], guarded: tuple[int, ...] = (), spells=()) -> object:
    state = at_bones(new_state(1), values)
    for i in guarded:
        state.dice[i].guarded = True
    give_relics(state, 0, "fie_ah", "oodoo")
    me = state.players[0]
    me.power, me.magick, me.spells = 1, 1, list(spells)
    return state


def _followed(state, words: str, first: Action) -> Action:
    """The Hint's move once `first` is made: the one the words promised."""
    RULES.apply(state, 0, first)
    return _hint(state)[0]


def test_oodoo_kept_ready_says_what_using_it_again_makes(baraza_home):
    # 120.png: 6 4 6 6 1 and 1 Power: "…on the 4 (+1): it makes a 5: 1 Power" paid 1 Power to end with 1 Power
    state = _oodoo([6, 4, 6, 6, 1])
    first = Action("use_relic", (OODOO_ON, -1, 1, (1, 1)))
    words = make_agent("hard", 0, 3).explain(RULES.view(state, 0), first) or ""
    assert "1 Power" not in words and "then Oodoo on the 5 (→ 6): that makes four 6s: a 5-point Cloud" in words, words
    nxt = _followed(state, words, first)
    assert nxt.kind == "use_relic" and nxt.args[0] == OODOO_ON and nxt.args[3] == (1, 1), nxt


def test_oodoo_on_a_die_worth_nothing_names_the_card_that_follows(baraza_home):
    # 108.png: 3 5 3 3 1 (one 3 safe), Tilt held: "…on the 1 (+1): it keeps that die safe" guarded a die worth nothing
    state = _oodoo([3, 5, 3, 3, 1], guarded=(3,), spells=("tilt", "storm_veil"))
    first = Action("use_relic", (OODOO_ON, -1, 1, (4, 1)))
    words = make_agent("hard", 0, 3).explain(RULES.view(state, 0), first) or ""
    # no "keeps that die safe" for a die worth nothing (the red dice's risk to the set may be told: round 13)
    assert "keeps that die safe" not in words and "makes four 3s: a 5-point Cloud" in words, words
    nxt = _followed(state, words, first)  # the card the words name comes next, on that die
    named = "then Tilt on the 2 (→ 3)" if nxt.kind == "play_spell" else "then Oodoo on the 2 (→ 3)"
    assert named in words and nxt.args[-1] == (4, 1), (nxt, words)


def test_a_die_change_that_gains_nothing_gets_no_reason(baraza_home):
    state = _oodoo([3, 5, 3, 3, 1], guarded=(3,))
    words = hint_words(RULES.view(state, 0), Action("use_relic", (OODOO_ON, -1, 0, (4, 1)))) or ""
    assert "safe" not in words and "fits" not in words, words


def test_a_die_kept_safe_for_a_set_says_which_set(baraza_home):
    # a round of hard-level hints (test_konja_round3): five 1s, four safe, and a violet 3; the hint pays 1 Power to
    # keep Oodoo ready and turns the 3 into a 2, then into a safe 1: a red die taking the open 1 then leaves five 1s.
    # Its words were "it keeps that die safe" (a 2 worth nothing), then none at all
    state = at_bones(new_state(1), [1, 1, 1, 1, 1], ("power", "blank"), violet=(3,))
    state.action_used = [True, False]
    for i in range(4):
        state.dice[i].guarded = True
    give_relics(state, 0, "fie_ah", "oodoo", "at", "reed_shield", "violet_lantern")
    me, them = state.players
    me.relics[3].spent = me.relics[4].spent = True
    me.gold, me.magick, me.power, me.spells, me.clouds = 2, 2, 4, [], [Cloud(5)]
    them.clouds = [Cloud(5), Cloud(7), Cloud(3)]
    first = Action("use_relic", (OODOO_ON, -1, 1, (5, -1)))
    action, words = _hint(state)
    assert action == first, action
    # the second use pays for Keep ready too, and says so (the chip starts on "Let it be spent": round 13)
    assert words == "then Oodoo on the 2 (→ 1) with Keep ready: that keeps your five 1s safe from the red dice", words
    nxt = _followed(state, words, first)
    assert nxt.kind == "use_relic" and nxt.args[0] == OODOO_ON and nxt.args[3] == (5, -1), nxt


def test_a_hint_to_keep_a_relic_ready_names_the_chip_to_pick(baraza_home):
    # 88.png: the Hint rang "Keep ready (1 Power)" while "Let it be spent" was picked, and Use did that
    state = _oodoo([6, 6, 6, 3, 2])
    action = Action("use_relic", (OODOO_ON, -1, 1, (4, 1)))
    assert action in RULES.legal_actions(state, 0)
    said = RULES.describe_action(state, 0, action)
    words = hint_words(RULES.view(state, 0), action) or ""
    assert said == "Use Oodoo on the 2 (→ 3) with Keep ready (1 Power)", said  # the chip's words: pick it, then Use
    assert words == "it makes a pair of 3s: 2 Magick", words
    spent = Action("use_relic", (OODOO_ON, -1, 0, (4, 1)))  # "Let it be spent", the chip picked first
    assert RULES.describe_action(state, 0, spent) == "Use Oodoo on the 2 (→ 3)"
    assert hint_words(RULES.view(state, 0), spent) == "it makes a pair of 3s: 2 Magick and keeps that die safe"


# the tester's match (seed 559410, Nia first) up to move 9; the Hint advised Chaac! at move 7 and Whirlwind at 9, and
# the judge, its search seeded apart, named other best moves there and the Hint's as the largest falls
OPTIONS = {"first_player": "random", "shayka": "off", "bigga_storm": False}
MOVES = [
    (0, "choose_ancestor", ("merchant",)), (0, "done_selling", ()), (0, "buy_relic", (0,)), (1, "buy_relic", (0,)),
    (0, "roll", ()), (0, "use_relic", (2, 0, 0, (2,))), (0, "play_spell", ("chaac", ("tilt",))),
    (0, "use_relic", (0, -1, 1, (2, 3, 4))),
]


def test_the_judges_best_move_is_the_hints(baraza_home):
    state = RULES.initial_state(OPTIONS, 559410, 2)
    analyser = make_analyser(0.05)
    for ply, move in enumerate([*MOVES, None], start=1):
        if ply in (6, 7, 9):
            hint = _hint(state)[0]
            assert analyser.evaluate(RULES, RULES.clone(state), 2).best == hint, ply
        if move is not None:
            RULES.apply(state, move[0], Action(move[1], move[2]))
