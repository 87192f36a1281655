"""The Konja table is built from parts it owns: one scene class over TableScene, its hooks handed on to parts
built with the KonjaContext (the shared table context and the Konja parts' shared pieces); each drawing part
draws alone; keys come as intents; no screen imported; the parts reach the table only through the shared
TableHost protocol and read views, never a rules helper."""

import ast
import inspect
from pathlib import Path

import pygame
import pytest
from scene_helpers import frames, make_app

from baraza.game.core.action import Action
from baraza.game.registry import get_game, new_match
from baraza.scenes.konja.context import KonjaContext
from baraza.scenes.konja.layout import KonjaGeometry
from baraza.scenes.konja.table import KonjaScene
from baraza.scenes.table.base import TableScene
from baraza.scenes.table.context import TableContext, TableHost
from baraza.scenes.table.views import TableViews
from baraza.scenes.ui.animation import AnimationQueue
from baraza.scenes.ui.layout import load_layout

PACKAGE = Path(inspect.getfile(KonjaScene)).parent
MRO_LIMIT, FUNCTION_LIMIT, OWN_LIMIT = 6, 60, 30  # issue 23: the table's share of the 60 is 30


def _functions(cls) -> set[str]:
    return {k for c in cls.__mro__ if c is not object for k, v in vars(c).items() if inspect.isfunction(v)}


def _own_functions(cls) -> set[str]:
    return {k for k, v in vars(cls).items() if inspect.isfunction(v)}


def test_the_scene_is_one_class_over_the_table_with_few_functions_of_its_own():
    assert KonjaScene.__bases__ == (TableScene,)
    assert len(KonjaScene.__mro__) == len(TableScene.__mro__) + 1
    assert len(_own_functions(KonjaScene)) <= OWN_LIMIT
    assert not any(isinstance(v, property) for v in vars(KonjaScene).values())  # no methods hidden as properties
    assert len(_functions(KonjaScene) - _functions(TableScene)) <= OWN_LIMIT


@pytest.mark.skipif(len(TableScene.__mro__) - 1 > MRO_LIMIT - 1 or len(_functions(TableScene)) > FUNCTION_LIMIT - OWN_LIMIT,
                    reason="the shared TableScene is cut to its own limits on another branch")
def test_the_scene_as_composed_meets_the_limits():
    assert len(KonjaScene.__mro__) - 1 <= MRO_LIMIT
    assert len(_functions(KonjaScene)) <= FUNCTION_LIMIT


def _sources():
    return sorted(PACKAGE.glob("*.py"))


def test_keys_are_read_as_intents_and_no_screen_is_imported():
    for path in _sources():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and node.attr.startswith("K_"):
                raise AssertionError(f"{path.name}:{node.lineno} reads a raw key code")
            if isinstance(node, ast.ImportFrom) and node.module and ".screens" in node.module:
                raise AssertionError(f"{path.name}:{node.lineno} imports a screen")
            if isinstance(node, ast.Import) and any(".screens" in a.name for a in node.names):
                raise AssertionError(f"{path.name}:{node.lineno} imports a screen")


def _names(cls) -> set[str]:
    return set(cls.__annotations__) | {k for k, v in vars(cls).items()
                                       if (inspect.isfunction(v) or isinstance(v, property)) and not k.startswith("__")}


def test_parts_reach_the_table_only_through_the_shared_host_protocol():
    """Issue 42: no protocol of Konja's own beside TableHost. A part reaches its table through the shared
    TableContext (`self.ctx.<field>`) and the names TableHost declares (`self.ctx.host.<name>`), nothing else."""
    host_names = _names(TableHost) - {"_match_version"}
    context_names = _names(TableContext)
    assert not (PACKAGE / "table_api.py").exists()
    for path in _sources():
        if path.name == "table.py":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Attribute):
                continue
            inner = node.value
            if isinstance(inner, ast.Name) and inner.id == "self":
                assert node.attr != "table", f"{path.name}:{node.lineno} keeps the table itself"
            if isinstance(inner, ast.Attribute) and inner.attr == "ctx" and isinstance(inner.value, ast.Name):
                assert node.attr in context_names, f"{path.name}:{node.lineno} asks the table context for {node.attr}"
            if (isinstance(inner, ast.Attribute) and inner.attr == "host" and isinstance(inner.value, ast.Attribute)
                    and inner.value.attr == "ctx"):
                assert node.attr in host_names, f"{path.name}:{node.lineno} asks the table for {node.attr}"
        classes = [n for n in tree.body if isinstance(n, ast.ClassDef)]
        assert all(not c.bases for c in classes), f"{path.name}: a part is a class of its own, not a mixin or a protocol"


def test_the_table_reads_its_view_never_a_rules_helper():
    """Issue 42: the table imports the game's data (cards, types), never a function that computes rules from a
    position: the Collection's best split and which dice make which row come from the view."""
    data_only = {"baraza.game.konja": {"cards"}, "baraza.game.konja.cards": None, "baraza.game.konja.state": None}
    for path in _sources():
        if path.name == "rules_pictures.py":  # the rules page's example dice, not a position
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("baraza.game.konja"):
                assert node.module in data_only, f"{path.name}:{node.lineno} imports rules from {node.module}"
                names = data_only[node.module]
                assert names is None or {a.name for a in node.names} <= names, f"{path.name}:{node.lineno}"


def test_each_part_is_built_with_the_konja_context_and_at_most_the_part_it_drives():
    from baraza.scenes.konja.animation import MoveAnimations
    from baraza.scenes.konja.clicks import TableInput
    from baraza.scenes.konja.draw_board import BoardDrawing
    from baraza.scenes.konja.draw_players import PlayerPanels
    from baraza.scenes.konja.draw_tray import DiceTray
    from baraza.scenes.konja.hover import HoverInfo
    from baraza.scenes.konja.prompt import PromptPanel
    from baraza.scenes.konja.tutorial import LessonTargets

    for cls in (PromptPanel, MoveAnimations, BoardDrawing, PlayerPanels, DiceTray, HoverInfo, TableInput, LessonTargets):
        parameters = list(inspect.signature(cls.__init__).parameters)[1:]
        assert parameters[0] == "konja" and len(parameters) <= 2, (cls.__name__, parameters)


def test_the_geometry_stands_alone_and_finds_what_it_places():
    geometry = KonjaGeometry(load_layout("konja", get_game("konja").data_package))
    match = new_match("konja", ["human", "human"], 5, {"first_player": 0})
    for action in (Action("choose_ancestor", ("spirit",)), Action("roll")):
        assert match.submit(0, action).ok
    view = match.view(0)
    for i in range(len(view.dice)):
        assert geometry.hit(view, geometry.die_centre(i), []) == ("die", i)
    for name, rect in geometry.tile_rects.items():
        assert geometry.hit(view, rect.center, []) == ("ancestor", name)
    for slot in range(len(view.players[0].relics)):
        assert geometry.hit(view, geometry.relic_rect("my", slot).center, []) == ("my_relic", slot)
    assert geometry.hit(view, geometry.row_rect("pair").center, []) == ("row", "pair")
    plan = [("pair", (0, 1))]
    assert geometry.hit(view, geometry.plan_die_rect(plan, "pair", 0, 1).center, plan) == ("plan_die", 1)


def _table_in_bones():
    app = make_app()
    match = new_match("konja", ["human", "human"], 5, {"first_player": 0})
    for action in (Action("choose_ancestor", ("spirit",)), Action("roll")):
        assert match.submit(0, action).ok
    scene = KonjaScene(app, match)
    app.stack.reset(scene)
    frames(app, 2)
    return app, match, scene


def _drawn(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """How many sampled points of `rect` are no longer the blank fill."""
    rect = rect.clip(surface.get_rect())
    return sum(1 for x in range(rect.x, rect.right, 4) for y in range(rect.y, rect.bottom, 4)
               if surface.get_at((x, y))[:3] != (0, 0, 0))


def test_each_drawing_part_draws_alone(baraza_home):
    app, match, scene = _table_in_bones()
    view = scene.current_view()
    z = scene.geometry.z
    scene.pointer.pos = scene.geometry.die_centre(0)  # the hover part has a die to tell about
    scene.animations.factor = 1.0  # the app plays animations instantly in tests: queue one that stays
    scene.animations.add("cast", 0.9, card=view.players[0].relics[0].card, spell=False, who=1)
    parts = {"board": (scene.board, z["ancestors"]), "players": (scene.players, z["my_relics"]),
             "tray": (scene.tray, z["tray"]), "prompt": (scene.prompt_panel, z["prompt"]),
             "hover": (scene.hover, pygame.Rect(scene.pointer.pos, (200, 40))),
             "motion": (scene.motion, z["ancestors"])}  # a card played shows above the tray (J5)
    for name, (part, zone) in parts.items():
        surface = pygame.Surface((1280, 720))
        part.draw(surface, view)
        assert _drawn(surface, zone) > 20, f"the {name} part drew nothing in its place"
        elsewhere = _drawn(surface, z["info"]) + _drawn(surface, z["log"])
        assert elsewhere == 0, f"the {name} part drew outside the table"
    felt = scene.board.felt
    assert _drawn(felt, z["pyramid"]) > 20


def test_the_prompt_panel_lays_out_the_turns_buttons_alone(baraza_home):
    app, match, scene = _table_in_bones()
    scene.prompt_panel.sync(scene.current_view())
    assert scene.prompt_panel.button("End Bones") is not None
    assert scene.lesson.clicks(Action("end_bones"), scene.current_view()) == [scene.prompt_panel.button("End Bones").rect]
    assert scene.action_spot(Action("choose_ancestor", ("rain",)), scene.current_view()) == scene.tile_rects["rain"]


class _StandInTable:
    """Only what the shared TableHost names, over a bare match: no TableScene behind it."""

    hides_hands = True

    def __init__(self, match) -> None:
        self.match = match
        self.viewer, self._match_version, self.hint, self.tutorial, self.turn_clock = 0, 0, None, None, 0.0
        self.cover_on_enter = self.results_shown = False
        self.extra_result_lines: list[str] = []

    def seat_labels(self):
        return list(self.match.seat_names())

    def seat_colour(self, seat: int):
        return (200, 60, 60) if seat == 0 else (60, 90, 200)

    def whose_turn(self, view):
        return view.turn_seat

    def handoff_reason(self, seat, view) -> str:
        return "takes their turn."

    def action_spot(self, action, view):
        return None

    def reset_selection(self) -> None:
        pass

    def draw(self, surface) -> None:
        pass

    def submit_intent(self, action) -> bool:
        ok = self.match.submit(0, action).ok
        self._match_version += 1
        return ok

    def submit_intents(self, actions) -> None:
        for action in actions:
            self.submit_intent(action)


def test_the_stand_in_has_what_the_shared_host_protocol_names_and_no_more():
    stand_in = _StandInTable(new_match("konja", ["human", "human"], 5))
    assert all(hasattr(stand_in, name) for name in _names(TableHost))
    assert {k for k, v in vars(_StandInTable).items() if inspect.isfunction(v) and k != "__init__"} <= _names(TableHost)


def test_the_parts_draw_and_play_on_a_stand_in_table(baraza_home):
    from baraza.scenes.konja.clicks import TableInput
    from baraza.scenes.konja.draw_board import BoardDrawing
    from baraza.scenes.konja.draw_players import PlayerPanels
    from baraza.scenes.konja.prompt import PromptPanel

    match = new_match("konja", ["human", "human"], 5, {"first_player": 0})
    spec = get_game("konja")
    host, animations = _StandInTable(match), AnimationQueue()
    ctx = TableContext(make_app(), match, spec, load_layout("konja", spec.data_package), animations,
                       TableViews(match, animations, host), host)
    konja = KonjaContext.build(ctx)
    geometry = konja.geometry
    prompt = PromptPanel(konja)
    clicks = TableInput(konja, prompt)
    down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=geometry.tile_rects["spirit"].center, button=1)
    assert clicks.handle(down, ctx.views.current_view())
    assert match.records[-1].action == Action("choose_ancestor", ("spirit",))
    assert konja.records.idol_owners() == {"spirit": 0}
    view = ctx.views.current_view()
    for part, zone in ((BoardDrawing(konja), "ancestors"), (PlayerPanels(konja), "my_relics"), (prompt, "prompt")):
        surface = pygame.Surface((1280, 720))
        part.draw(surface, view)
        assert _drawn(surface, geometry.z[zone]) > 20, type(part).__name__
    assert prompt.button("Roll the dice") is not None


def test_the_collection_plan_reads_the_view(baraza_home):
    """The proposed split is the view's best split, and a row takes only the dice the view says form it."""
    app, match, scene = _table_in_bones()
    assert match.submit(0, Action("end_bones")).ok
    while match.view(0).phase != "collect":
        seat = match.active_seats()[0]
        assert match.submit(seat, match.legal_actions(seat)[0]).ok
    frames(app, 2)
    view = scene.current_view()
    scene.plan.ensure(view)
    assert scene.plan.groups == list(view.best_split)
    collects = {(a.args[0], tuple(a.args[1])) for a in match.legal_actions(0) if a.kind == "collect"}
    assert collects == {(c.kind, c.dice) for c in view.combos}
