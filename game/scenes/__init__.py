"""The shared scenes, registered by name in the app's SceneRegistry.

    name        class                   keyword arguments
    title       TitleScene
    select      GameSelectScene
    setup       TableSetupScene         game_id
    handoff     HandoffScene            player, on_ready=None, message=None, role=None
    pause       PauseScene              table=None (found on the stack by name "table")
    save        SaveScene               match
    load        LoadScene
    rules       RulesScene              game_id, tab=0
    settings    SettingsScene
    results     ResultsScene            match=None (the table's match)
    history     HistoryScene            tab=0 (finished matches; 1: saved games); opens a ReplayScene
    statistics  StatisticsScene         game_id=None
    dialog      Dialog                  title, message, buttons=[(label, callback)]
    friends     FriendsScene            play with friends: host (pick a game) or join
    host        HostSetupScene          game_id (seats here, joining or bots; opens a hosted table)
    join        JoinScene               browser=None (tables found on the network, or an address and code)
    lobby       LobbyScene              seating, hosted=None, game_id=None (the waiting room)

Each game's table scene comes from its own package (see game.scenes.launch
for the contract: ``<package>.table.scene.make_table_scene(app, match, viewer=None)``,
a scene named "table" with ``match`` and ``resync()``).  Every table
subclasses game.scenes.table.TableScene (handoffs, the bot runner, the timed
event player, the update loop) and draws the shared frame of
game.scenes.table_frame (prompt bar, recent-moves log, the Menu button).
Other helpers: game.scenes.hotseat.HotSeat (who sees the screen),
game.scenes.common (backdrops, veils, stamps, props), and
game.scenes.driver (posting real events in tests).
"""

from __future__ import annotations

from game.engine.scene import SceneRegistry


def register_all(registry: SceneRegistry) -> None:
    from game.engine.widgets import Dialog

    from .friends import FriendsScene
    from .handoff import HandoffScene
    from .history import HistoryScene
    from .host import HostSetupScene
    from .join import JoinScene
    from .lobby import LobbyScene
    from .pause import PauseScene
    from .results import ResultsScene
    from .rules import RulesScene
    from .saves import LoadScene, SaveScene
    from .select import GameSelectScene
    from .settings import SettingsScene
    from .statistics import StatisticsScene
    from .setup import TableSetupScene
    from .title import TitleScene

    for name, factory in (
        ("title", TitleScene), ("select", GameSelectScene), ("setup", TableSetupScene), ("handoff", HandoffScene),
        ("pause", PauseScene), ("save", SaveScene), ("load", LoadScene), ("rules", RulesScene),
        ("settings", SettingsScene), ("results", ResultsScene), ("dialog", Dialog),
        ("history", HistoryScene), ("statistics", StatisticsScene),
        ("friends", FriendsScene), ("host", HostSetupScene), ("join", JoinScene), ("lobby", LobbyScene),
    ):
        registry.register(name, factory)


SHARED_SCENES = ("title", "select", "setup", "handoff", "pause", "rules", "settings", "results")
