"""The screens, by name. Scenes never import one another: they ask the app for the next one
(`app.open("settings")`, `app.home()`), and the app builds it from this table, so adding a screen
never ties two others together."""

SCENES = {
    "menu": "tabletop.scenes.menu:MenuScene",
    "setup": "tabletop.scenes.setup:SetupScene",
    "saved-games": "tabletop.scenes.saved_games:SavedGamesScene",
    "replay": "tabletop.scenes.replay:ReplayScene",
    "settings": "tabletop.scenes.settings_scene:SettingsScene",
    "about": "tabletop.scenes.about:AboutScene",
    "rules": "tabletop.scenes.rules_screen:RulesScene",
    "table": "tabletop.scenes.table_scene:TableScene",
    "curtain": "tabletop.scenes.curtain:CurtainScene",
    "leave-table": "tabletop.scenes.leave:LeaveTableScene",
    "round-summary": "tabletop.scenes.summary:SummaryScene",
    "final-score": "tabletop.scenes.summary:ResultsScene",
    "watch": "tabletop.scenes.watch:WatchScene",
    "tonight": "tabletop.scenes.tonight:TonightScene",
    "evening-summary": "tabletop.scenes.tonight:EveningSummaryScene",
    "players": "tabletop.scenes.players:PlayersScene",
}
