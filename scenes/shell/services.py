"""What a scene may use of the running program, handed to it instead of the whole App.

A scene gets one `Services`: the sound board, the settings, the save store, a `Navigator` that
opens other screens by name, and `shell`, the few things only the program itself can do (quit,
go fullscreen, note that a game changed). Scenes never import one another or reach into the
App, so a screen can be built and tested with any object that offers these parts.
"""

from __future__ import annotations

import importlib
import importlib.util
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from scenes.records.store import RecordStore
    from scenes.shell.saves import SaveStore
    from scenes.shell.scene import Scene, SceneManager
    from scenes.shell.settings import Settings
    from sprites.sound import SoundBoard

# Screens by name: module and class, imported when first opened (start-up stays quick).
SCREENS: dict[str, tuple[str, str]] = {
    "menu": ("scenes.screens.menu", "MenuScene"),
    "setup": ("scenes.screens.setup", "SetupScene"),
    "settings": ("scenes.screens.settings_page", "SettingsScene"),
    "rules": ("scenes.screens.rules", "RulesScene"),
    "pause": ("scenes.screens.pause", "PauseScene"),
    "results": ("scenes.screens.results", "ResultsScene"),
    "still_playing": ("scenes.screens.still_playing", "StillPlayingScene"),
    "attract": ("scenes.screens.attract", "AttractScene"),
    "quit_confirm": ("scenes.shell.kiosk", "QuitConfirmScene"),
    "host_pin": ("scenes.shell.host_pin", "HostPinScene"),  # chosen twice, changed with the old one
    "night": ("scenes.screens.night", "NightScene"),  # game nights (issue 35)
    "history": ("scenes.screens.history", "HistoryScene"),
    "players": ("scenes.screens.players", "PlayersScene"),
    "player": ("scenes.screens.player_page", "PlayerScene"),
    "initials": ("scenes.screens.initials", "InitialsScene"),
}


class Shell(Protocol):
    """The program's own duties that a scene may ask for (the App implements this)."""

    notices: list[str]
    last_setup: dict[str, dict[str, Any]]
    unthrottled: bool
    fullscreen: bool
    seed: int | None
    autoplay: bool
    # The phone server's settings for this run (--phones, --phones-bind, --verbose) and, once a
    # game has served phones, its port and table code: Restart, Play again and Continue keep them,
    # so a phone's page finds the next game where the last one was.
    phones: dict[str, Any]

    @property
    def kiosk_active(self) -> bool: ...
    def request_quit(self) -> None: ...
    def quit_now(self) -> None: ...
    def toggle_fullscreen(self) -> None: ...
    def save_settings(self) -> None: ...
    def mark_resuming(self) -> None: ...
    def game_record_changed(self, record: dict[str, Any]) -> None: ...
    def game_ended(self, game_id: str, record: dict[str, Any]) -> None: ...
    def results_shown(self) -> None: ...
    def report_fault(self, exc: BaseException, where: str) -> None: ...
    def announce(self, scene: Scene) -> None: ...


@dataclass
class Services:
    """Everything a scene is given. `screens` is filled in once the navigator exists."""

    sounds: SoundBoard
    settings: Settings
    saves: SaveStore
    shell: Shell
    screens: Navigator = field(init=False)

    @property
    def records(self) -> RecordStore | None:
        """Saved players, history and nights (scenes/records/store.py), the program's own."""
        return getattr(self.shell, "records", None)


class Navigator:
    """Opens screens and game tables by name on the scene stack (changes apply between frames)."""

    def __init__(self, manager: SceneManager, services: Services) -> None:
        self.manager = manager
        self.services = services
        services.screens = self

    # ------------------------------------------------------------ making scenes

    def build(self, name: str) -> Scene:
        """A new, not yet entered, screen called `name` (see SCREENS)."""
        module_name, class_name = SCREENS[name]
        return getattr(importlib.import_module(module_name), class_name)(self.services)

    def build_game(self, game_id: str) -> Scene:
        """The game's own table scene when it has one, else the plain table that lists moves."""
        if importlib.util.find_spec(f"scenes.games.{game_id}") is not None:
            from scenes.table.description import describe

            return describe(game_id).scene(self.services, game_id)
        from scenes.table.generic_scene import GenericGameScene

        return GenericGameScene(self.services, game_id)

    # ------------------------------------------------------------ moving between them

    def open(self, name: str, **handover: Any) -> None:
        """Show a screen on top of the current one (pause, rules, settings …)."""
        self.manager.push(self.build(name), **handover)

    def swap(self, name: str, **handover: Any) -> None:
        """Put a screen in place of the current one."""
        self.manager.replace(self.build(name), **handover)

    def play(self, game_id: str, **handover: Any) -> None:
        """Put a game table in place of the current screen."""
        self.manager.replace(self.build_game(game_id), **handover)

    def start_over(self, name: str, **handover: Any) -> None:
        """Clear every screen and start from `name` (the kiosk's attract mode)."""
        self.manager.reset(self.build(name), **handover)

    def close(self, **result: Any) -> None:
        """Close the top screen, handing `result` to the one beneath."""
        self.manager.pop(**result)

    def to_menu(self, notice: str | None = None) -> None:
        """Back to the main menu, with an optional one-line notice on it."""
        if notice:
            self.services.shell.notices.append(notice)
        self.manager.reset(self.build("menu"))

    def is_on_top(self, scene: Scene) -> bool:
        return self.manager.active is scene

    def stack(self) -> tuple[Scene, ...]:
        """The screens from bottom to top (read only)."""
        return tuple(self.manager.stack)

    @property
    def changing(self) -> bool:
        """A change is waiting for the next frame."""
        return self.manager.has_pending
