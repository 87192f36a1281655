"""Lessons as data: a guided first match, read from a TOML script and run by one controller for every game.

A script (`tutorials/<game>.toml` in the game's data package) fixes the seed, seats and options, then lists
steps. A step says something (one to three sentences) and either waits for the learner's one expected action
(`do`) or for a "Next" click; then the other seats play the step's scripted `reply` actions. Because a match
is exactly reproducible from options + seed + actions, the whole lesson is too — and `check_tutorial` replays
it against the real rules, so a rule change that breaks a lesson fails a test instead of confusing a player.
lichess's learn module (lessons as data, one controller) is the model.

    title = "Learn Kona"
    seed = 1
    seats = ["human", "ai:easy"]      # seat `learner` (0) is taught; the others follow the script, then
    options = { pie = "off" }         # play at their level if the learner keeps playing after the lesson
    [[step]]
    text = "Move the top piece of f1 one square up."
    do = { kind = "move", args = ["f1", "f2"] }
    point = ["square:f2"]             # optional: extra spots to light up (the table knows the names)
    reply = [{ kind = "move", args = ["a1", "b2"] }]
    card = [614, 402]                 # optional: the card's home from here on (right edge, bottom edge)

A step may also start a staged position, a fresh match the lesson moves to before the step (what a first match
meets only later, or only with rivals, taught without playing up to it):

    [step.stage]
    seed = 5
    seats = ["human", "ai:easy"]
    options = { clan_1 = "Wuqri" }
    opening = [...]                   # played on it first, by whoever is active
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from importlib import resources
from typing import Any

from baraza.game.core.action import Action, ActionFormatError
from baraza.game.core.match import Match
from baraza.game.core.spec import GameSpec

MAX_SCRIPT_BYTES = 512_000
MAX_STEP_CHARS = 420  # about three sentences: a step is read at a glance, not studied


class TutorialError(ValueError):
    """A script that cannot be read or does not play out; the message is one line."""


@dataclass(frozen=True)
class Stage:
    """A fresh match a lesson moves to before a step: a staged position the learner acts on."""

    seed: int
    seats: tuple[str, ...]
    options: dict[str, Any]
    opening: tuple[Action, ...] = ()  # played before the step by whoever is active

    def new_match(self, spec: GameSpec) -> Match:
        return _match(spec, self.seats, self.seed, self.options, self.opening)


@dataclass(frozen=True)
class TutorialStep:
    text: str
    do: Action | None = None  # the learner's one accepted action; None: the step waits for "Next"
    point: tuple[str, ...] = ()  # named spots to highlight besides where `do` is clicked
    reply: tuple[Action, ...] = ()  # what the other seats play after this step, in order
    stage: Stage | None = None  # the lesson moves to this match before the step
    # where the lesson's card rests from this step on (until a later step names another): its right edge and
    # bottom edge in the table's logical picture; the overlay puts it there whenever it hides nothing the step
    # keeps clear (a script knows the steps ahead: the card moves less than placing it step by step can)
    card: tuple[int, int] | None = None


@dataclass(frozen=True)
class Tutorial:
    game: str
    title: str
    seed: int
    seats: tuple[str, ...]
    options: dict[str, Any]
    steps: tuple[TutorialStep, ...]
    learner: int = 0
    opening: tuple[Action, ...] = ()  # played before the first step by whoever is active
    outro: str = ""  # said when the last step is done
    # what a first real match meets and the word of the script that teaches each (topic, word); checked by
    # the game contract (game/core/contract.py)
    topics: tuple[tuple[str, str], ...] = ()

    def new_match(self, spec: GameSpec) -> Match:
        """The lesson's match at its first step (the opening already played)."""
        return _match(spec, self.seats, self.seed, self.options, self.opening)


def _match(spec: GameSpec, seats: tuple[str, ...], seed: int, options: dict[str, Any],
           opening: tuple[Action, ...]) -> Match:
    match = Match(spec.rules, list(seats), seed, spec.check_options(options))
    for index, action in enumerate(opening):
        active = match.active_seats()
        if not active or not match.submit(active[0], action).ok:
            raise TutorialError(f"opening move {index + 1} ({action}) is not legal")
    return match


def _action(value: Any, where: str) -> Action:
    try:
        return Action.from_json(value)
    except ActionFormatError as exc:
        raise TutorialError(f"{where}: {exc}") from None


def _actions(value: Any, where: str) -> tuple[Action, ...]:
    if value is None:
        return ()
    if not isinstance(value, list):
        raise TutorialError(f"{where} must be a list of actions")
    return tuple(_action(v, f"{where} {i + 1}") for i, v in enumerate(value))


def parse_tutorial(text: str, spec: GameSpec) -> Tutorial:
    """A script's text as a Tutorial, checked for shape (not yet for legality: see check_tutorial)."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise TutorialError(f"the lesson script is not valid TOML ({exc})") from None
    steps_data = data.get("step")
    if not isinstance(steps_data, list) or not steps_data:
        raise TutorialError("the lesson script has no [[step]] entries")
    steps = []
    for i, raw in enumerate(steps_data, 1):
        if not isinstance(raw, dict) or not isinstance(raw.get("text"), str) or not raw["text"].strip():
            raise TutorialError(f"step {i} needs a text")
        point = raw.get("point", [])
        if not isinstance(point, list) or not all(isinstance(p, str) for p in point):
            raise TutorialError(f"step {i}: point must be a list of spot names")
        steps.append(TutorialStep(
            text=" ".join(raw["text"].split()),
            do=_action(raw["do"], f"step {i} do") if "do" in raw else None,
            point=tuple(point),
            reply=_actions(raw.get("reply"), f"step {i} reply"),
            stage=None if "stage" not in raw else _stage(raw["stage"], spec, data.get("learner", 0), f"step {i} stage"),
            card=_card(raw.get("card"), f"step {i}"),
        ))
    seats, options, seed = _seating(data, spec, data.get("learner", 0), "the lesson script")
    learner = data.get("learner", 0)
    return Tutorial(spec.name, str(data.get("title") or f"Learn {spec.title}"), seed, tuple(seats), options,
                    tuple(steps), learner, _actions(data.get("opening"), "opening"), str(data.get("outro", "")),
                    _topics(data.get("topics", [])))


def _card(raw: Any, where: str) -> tuple[int, int] | None:
    """A step's `card = [right, bottom]`: two whole numbers of at least 0 (None when the step names none)."""
    if raw is None:
        return None
    if not isinstance(raw, list) or len(raw) != 2 or not all(
            isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in raw):
        raise TutorialError(f"{where}: card must be [right, bottom], two whole numbers")
    return raw[0], raw[1]


def _topics(raw: Any) -> tuple[tuple[str, str], ...]:
    if not isinstance(raw, list) or not all(
            isinstance(t, list) and len(t) == 2 and all(isinstance(x, str) and x for x in t) for t in raw):
        raise TutorialError("topics must be a list of [topic, word] pairs")
    return tuple((t[0], t[1]) for t in raw)


def _seating(data: dict[str, Any], spec: GameSpec, learner: Any, where: str) -> tuple[list[str], dict[str, Any], int]:
    """Seats, options and seed of a script or a stage, checked; the learner is the one human seat."""
    seats = data.get("seats")
    if not isinstance(seats, list) or not all(isinstance(s, str) for s in seats):
        raise TutorialError(f"{where} needs a seats list")
    try:
        spec.check_seats(seats)
        options = spec.check_options(data.get("options", {}))
    except ValueError as exc:
        raise TutorialError(str(exc)) from None
    if not isinstance(learner, int) or not 0 <= learner < len(seats) or seats[learner] != "human":
        raise TutorialError("the learner's seat must be a human seat")
    if sum(kind == "human" for kind in seats) != 1:
        raise TutorialError("a lesson has exactly one human seat (the learner)")
    seed = data.get("seed", 1)
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise TutorialError(f"{where}: seed must be a whole number")
    return seats, options, seed


def _stage(raw: Any, spec: GameSpec, learner: Any, where: str) -> Stage:
    if not isinstance(raw, dict):
        raise TutorialError(f"{where} must be a table")
    seats, options, seed = _seating(raw, spec, learner, where)
    return Stage(seed, tuple(seats), dict(raw.get("options", {})), _actions(raw.get("opening"), f"{where} opening"))


def script_text(spec: GameSpec) -> str | None:
    """The game's lesson script as shipped, or None if the game has none."""
    try:
        path = resources.files(spec.data_package) / "tutorials" / f"{spec.name}.toml"
        if not path.is_file():
            return None
        data = path.read_bytes()[:MAX_SCRIPT_BYTES + 1]
    except (OSError, ModuleNotFoundError):
        return None
    if len(data) > MAX_SCRIPT_BYTES:
        raise TutorialError("the lesson script is too large")
    return data.decode("utf-8", errors="replace")


def load_tutorial(spec: GameSpec) -> Tutorial | None:
    """The game's lesson, or None if it ships none (TutorialError if it ships a broken one)."""
    text = script_text(spec)
    return None if text is None else parse_tutorial(text, spec)


@dataclass
class TutorialRun:
    """Where a learner is in a lesson. The table asks it which action to accept and which reply to play;
    it never touches the match itself, so the same object drives the window, `--auto` and the checker."""

    tutorial: Tutorial
    index: int = 0
    replies: list[Action] = field(default_factory=list)  # still to play after the step just done
    replying: bool = False

    @property
    def step(self) -> TutorialStep | None:
        return self.tutorial.steps[self.index] if self.index < len(self.tutorial.steps) else None

    @property
    def finished(self) -> bool:
        return self.index >= len(self.tutorial.steps)

    @property
    def waiting_for_next(self) -> bool:
        """An explanation step: the learner reads, then clicks Next."""
        step = self.step
        return step is not None and not self.replying and step.do is None

    def expected(self) -> Action | None:
        step = self.step
        return None if step is None or self.replying else step.do

    def accepts(self, action: Action) -> bool:
        return self.expected() == action

    def done_action(self) -> None:
        """The learner's expected action was applied: the step's replies come next."""
        self._after_step()

    def next(self) -> None:
        """The learner clicked Next on an explanation step."""
        if self.waiting_for_next:
            self._after_step()

    def _after_step(self) -> None:
        step = self.step
        self.replies = list(step.reply) if step else []
        self.replying = True
        if not self.replies:
            self._advance()

    def reply_due(self) -> Action | None:
        """The next scripted reply to play, if the step's replies are under way."""
        return self.replies[0] if self.replying and self.replies else None

    def reply_played(self) -> None:
        self.replies.pop(0)
        if not self.replies:
            self._advance()

    def _advance(self) -> None:
        self.replying = False
        self.index += 1


def check_tutorial(tutorial: Tutorial, spec: GameSpec, min_steps: int = 10) -> list[str]:
    """Play the whole lesson against the real rules; the problems found, in words ([] = it plays out)."""
    problems = []
    if len(tutorial.steps) < min_steps:
        problems.append(f"only {len(tutorial.steps)} steps (at least {min_steps} wanted)")
    try:
        match = tutorial.new_match(spec)
    except (TutorialError, ValueError) as exc:
        return problems + [str(exc)]
    run = TutorialRun(tutorial)
    learner = tutorial.learner
    while not run.finished:
        n = run.index + 1
        step = run.step
        if len(step.text) > MAX_STEP_CHARS:
            problems.append(f"step {n}: text is {len(step.text)} characters (at most {MAX_STEP_CHARS})")
        if step.stage is not None:
            try:
                match = step.stage.new_match(spec)
            except (TutorialError, ValueError) as exc:
                return problems + [f"step {n}: {exc}"]
        if step.do is not None:
            if learner not in match.active_seats():
                return problems + [f"step {n}: the learner is not to act, so {step.do} cannot be asked for"]
            result = match.submit(learner, step.do)
            if not result.ok:
                legal = ", ".join(str(a) for a in match.legal_actions(learner)[:8])
                return problems + [f"step {n}: {step.do} is refused ({result.reason}); legal: {legal}"]
            run.done_action()
        else:
            run.next()
        while (reply := run.reply_due()) is not None:
            seats = [s for s in match.active_seats() if s != learner]
            if not seats:
                return problems + [f"step {n}: reply {reply} is due but only the learner may act"]
            result = match.submit(seats[0], reply)
            if not result.ok:
                legal = ", ".join(str(a) for a in match.legal_actions(seats[0])[:8])
                return problems + [f"step {n}: reply {reply} is refused ({result.reason}); legal: {legal}"]
            run.reply_played()
        if not run.finished and run.step.do is not None and match.is_over():
            return problems + [f"step {n}: the match is over but the lesson goes on"]
    return problems
