"""Every screen by name: scenes open each other through `App.show(name, ...)`, never by importing a sibling.

A name maps to "module:Class"; the module is imported when the screen is first opened, so no screen module
imports another to open it and there is no import cycle between screens and tables."""

from __future__ import annotations

SCREENS: dict[str, str] = {
    "menu": "baraza.scenes.screens.menu:MainMenuScene",
    "game_select": "baraza.scenes.screens.game_select:GameSelectScene",
    "setup": "baraza.scenes.screens.setup:SetupScene",
    "load": "baraza.scenes.screens.load:LoadScene",
    "scores": "baraza.scenes.screens.scores:ScoresScene",
    "settings": "baraza.scenes.screens.settings:SettingsScene",
    "keys": "baraza.scenes.screens.keys:KeysScene",
    "key_bindings": "baraza.scenes.screens.key_bindings:KeyBindingsScene",
    "rules": "baraza.scenes.screens.rules:RulesScene",
    "glossary": "baraza.scenes.screens.glossary:GlossaryScene",
    "pause": "baraza.scenes.screens.pause:PauseScene",
    "results": "baraza.scenes.screens.results:ResultsScene",
    "save_name": "baraza.scenes.screens.save_name:SaveNameScene",
    "handoff": "baraza.scenes.screens.handoff:HandoffScene",
    "message": "baraza.scenes.ui.dialog:MessageScene",
    "recent_moves": "baraza.scenes.table.moves_panel:RecentMovesScene",
    "replay": "baraza.scenes.screens.replay:ReplayScene",
    "history": "baraza.scenes.screens.history:HistoryScene",
    "history_stats": "baraza.scenes.screens.history_stats:HistoryStatsScene",
    "import_record": "baraza.scenes.history.import_box:ImportRecordScene",
    "daily_calendar": "baraza.scenes.screens.daily_calendar:DailyCalendarScene",
    "play_code": "baraza.scenes.screens.play_code:PlayCodeScene",
    "join": "baraza.scenes.screens.join:JoinScene",
    "run_history": "baraza.scenes.screens.run_history:RunHistoryScene",
    "run_breakdown": "baraza.scenes.screens.run_breakdown:RunBreakdownScene",
}


def register_screen(name: str, target: str) -> None:
    """Add a screen ("module:Class") that scenes can open by name (a plug-in's own screens)."""
    SCREENS[name] = target
