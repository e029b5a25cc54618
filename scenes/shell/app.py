"""The application: window, letterboxed canvas, fixed-step loop, scenes, and the automation flags.

Everything is drawn on one 1920x1080 canvas and scaled to fit whatever window or screen there
is, with bars where the shapes differ. The game advances in fixed steps of 1/60 s; with `--frames`
the loop runs unthrottled, one step per frame, so headless runs are fast and repeatable.
"""

from __future__ import annotations

import dataclasses
import json
import logging
import os
import sys
import time
import warnings
from typing import TYPE_CHECKING, Any

from scenes.shell import canvas as canvas_view
from scenes.shell import cli, game_night, language, quiet_output
from sprites import scaling

if TYPE_CHECKING:
    from scenes.shell.automation import LoopHook

log = logging.getLogger("tumble_table")


class App:
    """Owns pygame, the window and the scene stack."""

    def __init__(self, opts: cli.Options) -> None:
        import pygame

        from scenes.shell.automation import hooks_for
        from scenes.shell.crash_guard import CrashGuard
        from scenes.shell.home_lock import lock_home
        from scenes.shell.input import InputMapper
        from scenes.shell.kiosk import Kiosk
        from scenes.shell.saves import SaveStore
        from scenes.shell.scene import SceneManager
        from scenes.shell.services import Navigator, Services
        from scenes.ui import theme

        self.opts = opts
        self.pygame = pygame
        self.settings, bad_settings = self._load_settings()
        self.stored_settings = dataclasses.replace(self.settings)  # before flags override it
        if opts.kiosk:
            self.settings.kiosk = True
        if opts.idle_seconds is not None:
            self.settings.idle_seconds = opts.idle_seconds
        language.apply(opts.lang, self.settings.language)  # --lang is for this run only
        from scenes.shell import accessibility

        accessibility.start(opts, self.settings)  # palette, text size, reduced motion (issue 36)
        self.notices: list[str] = ["menu.notice.bad_settings"] if bad_settings else []
        self.phones: dict[str, Any] = {"port": opts.phones_port, "bind": opts.phones_bind, "verbose": opts.verbose}
        self.home_lock = lock_home(self.notices)  # a second program with this home saves nothing
        self.saves = SaveStore()
        self.records = game_night.open_store(self.notices, opts.new_night)  # written only by the home's owner
        self.headless = opts.frames is not None or os.environ.get("SDL_VIDEODRIVER") == "dummy"
        self.unthrottled = opts.frames is not None
        self.frame = 0
        self.running = True
        self.game_over_shown = False
        self.resuming = False  # "Continue" was chosen: --verbose prints the resumed state's hash
        self.fault_due = False
        self.guard = CrashGuard(self)
        self.kiosk = Kiosk(self)
        if self.kiosk.active:
            os.environ.setdefault("SDL_WINDOWS_NO_CLOSE_ON_ALT_F4", "1")
        from sprites.sound import SoundBoard, configure_mixer

        configure_mixer()
        from scenes.shell.frame_policy import FramePolicy
        from scenes.shell.window import Presenter, configure_present

        self.present_path = configure_present()  # before the window: SDL reads it then
        pygame.init()
        self.sounds = SoundBoard(volume=self.settings.volume, muted=self.settings.muted)
        self.sounds.open()
        pygame.display.set_caption("Tumble Table")
        pygame.key.stop_text_input()
        self.canvas_size = (theme.WIDTH, theme.HEIGHT)
        self.fullscreen = False
        self._window_changed = 0.0
        self.window = self._open_window(opts.size, opts.fullscreen or self.settings.fullscreen
                                        or self.kiosk.active)
        self.canvases = canvas_view.CanvasKeeper(pygame, self.canvas_size, record_at_one=not self.headless)
        _ = self.canvas  # sets the drawing scale before any scene makes its pictures
        self.presenter = Presenter(pygame, watch=not self.headless)
        self.frame_policy = FramePolicy(enabled=not (self.headless or self.unthrottled))
        self.mapper = InputMapper(self.to_logical)
        self.mapper.window_size = self.window.get_size()
        for index in range(self._joystick_count()):
            self.mapper.open_controller(index)
        self.manager = SceneManager(on_change=self._scene_changed)
        self.services = Services(sounds=self.sounds, settings=self.settings, saves=self.saves, shell=self)
        self.screens = Navigator(self.manager, self.services)
        self.last_setup: dict[str, dict[str, Any]] = {}
        self.seed = opts.seed
        self.autoplay = opts.autoplay
        self.verbose = opts.verbose  # a lesson prints its steps (scenes/table/tutorial.py)
        script = None
        if opts.input_script:
            from scenes.shell.input_script import ScriptPlayer

            script = ScriptPlayer(opts.input_script, self.to_window, lambda: self.window.get_size())
        self.hooks: list[LoopHook] = hooks_for(opts, script)  # tools may add their own

    @staticmethod
    def _load_settings() -> tuple[Any, bool]:
        """Settings from disk; a file whose values cannot be used is set aside like a broken one."""
        from scenes.shell import settings as settings_store

        try:
            return settings_store.load()
        except Exception:  # values the checks let through but Settings cannot take
            settings_store.json_files.set_aside(settings_store.settings_path())  # never raises
            return settings_store.Settings(), True

    # ------------------------------------------------------------ window and letterbox

    def _joystick_count(self) -> int:
        try:
            return self.pygame.joystick.get_count()
        except self.pygame.error:
            return 0

    def _open_window(self, size: tuple[int, int] | None, fullscreen: bool) -> Any:
        pg = self.pygame
        self.fullscreen = fullscreen and not self.headless
        if self.fullscreen:
            return pg.display.set_mode((0, 0), pg.FULLSCREEN)
        if size is None:
            if self.headless:
                size = self.canvas_size
            else:
                desktop = pg.display.get_desktop_sizes()[0]
                scale = min(1.0, (desktop[0] * 0.9) / self.canvas_size[0],
                            (desktop[1] * 0.9) / self.canvas_size[1])
                size = (int(self.canvas_size[0] * scale), int(self.canvas_size[1] * scale))
        return pg.display.set_mode(size, pg.RESIZABLE)

    def toggle_fullscreen(self) -> None:
        """F11 or the settings: the same window goes desktop-fullscreen and back to its old size.

        The window is changed in place (never a new `set_mode`), so going back leaves no cut-off
        window at an offset and the scenes, fonts and pads stay as they were."""
        if self.kiosk.active and self.fullscreen:
            return  # a kiosk stays fullscreen
        self._window_changed = time.monotonic()
        if self.headless:
            self.fullscreen = False
            self.settings.fullscreen = not self.settings.fullscreen
            return
        pg = self.pygame
        try:
            # The display module's own window, switched to desktop fullscreen and back in place
            # (`display.toggle_fullscreen` leaves an old-size surface on X11; a new `set_mode`
            # left a cut-off window at an offset). pygame-ce marks this accessor deprecated in
            # favour of its Window-first API; it is the one way to reach the display's window.
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)
                win = pg.Window.from_display_module()
            if not self.fullscreen:
                self._windowed_size = tuple(win.size)
                win.set_fullscreen(desktop=True)
            else:
                win.set_windowed()
                win.size = getattr(self, "_windowed_size", win.size)
                win.position = pg.WINDOWPOS_CENTERED
            self.fullscreen = not self.fullscreen
        except (AttributeError, pg.error):  # an old pygame or a display that cannot: a new mode
            self.window = self._open_window(None, not self.fullscreen)
        self.window = pg.display.get_surface()
        self.settings.fullscreen = self.fullscreen
        self.mapper.window_size = self.window.get_size()

    @property
    def kiosk_from_flag(self) -> bool:
        """Kiosk mode was asked for with `--kiosk`: the setting cannot switch it off."""
        return bool(self.opts.kiosk)

    def window_resized(self) -> None:
        """The person dragged the window's edge: the same window, its surface at the new size
        (no `set_mode`, which would make a new window each time)."""
        self._window_changed = time.monotonic()
        self.window = self.pygame.display.get_surface()
        self.mapper.window_size = self.window.get_size()

    def set_window_size(self, size: tuple[int, int]) -> None:
        if not self.fullscreen:
            self.window = self.pygame.display.set_mode(size, self.pygame.RESIZABLE)
        self.mapper.window_size = self.window.get_size()

    def viewport(self) -> tuple[float, int, int]:
        """(scale, x offset, y offset) of the canvas inside the window."""
        return canvas_view.viewport(self.window.get_size(), self.canvas_size)

    def to_logical(self, pos: tuple[float, float]) -> tuple[int, int]:
        scale, ox, oy = self.viewport()
        return (round((pos[0] - ox) / scale), round((pos[1] - oy) / scale))

    def to_window(self, pos: tuple[float, float]) -> tuple[int, int]:
        scale, ox, oy = self.viewport()
        return (round(pos[0] * scale + ox), round(pos[1] * scale + oy))

    @property
    def canvas(self) -> Any:
        """The 1920x1080 logical surface scenes draw on (scenes/shell/canvas.py)."""
        return self.canvases.canvas(self.window)

    def present(self) -> None:
        self.canvases.present(self.presenter, self.window)

    def render_frame(self) -> None:
        """Draw and present one frame, unless the screen is still (frame_policy.py)."""
        scene = self.manager.active
        if self.frame_policy.enabled and (id(scene), len(self.manager.stack)) != getattr(self, "_shown", None):
            self._shown = (id(scene), len(self.manager.stack))
            self.frame_policy.wake()  # a new screen is always drawn at once
        if not self.frame_policy.should_draw(scene):
            return
        self.guard.call(f"{scene.label if scene else 'nothing'} (draw)", self.manager.draw, self.canvas)
        self.present()
        self.frame_policy.drawn(self.presenter.last_changed)

    def window_event(self, event: Any) -> None:
        """Any event wakes a still screen; one that may have spoilt the window repaints it whole."""
        self.frame_policy.wake()
        if event.type in (self.pygame.WINDOWEXPOSED, self.pygame.WINDOWSHOWN, self.pygame.WINDOWRESTORED):
            self.presenter.invalidate()

    def window_image(self) -> Any:
        """What the window shows (for screenshots at the window's own size)."""
        return self.window.copy()

    # ------------------------------------------------------------ scenes

    def _scene_changed(self, scene: Any) -> None:
        if self.opts.verbose:
            print(f"scene: {scene.label}", file=sys.stderr, flush=True)
        if self.resuming and getattr(scene, "match", None) is not None:
            self.resuming = False
            if self.opts.verbose:
                from game.core import state_hash

                print(f"resume: {scene.game_id} {state_hash(scene.match.state)}", file=sys.stderr,
                      flush=True)

    def game_ended(self, game_id: str, record: dict[str, Any]) -> None:
        """Called by game scenes when a game is over (before results show): --verbose, --record, the store."""
        game_night.game_ended(self, game_id, record)

    def results_shown(self) -> None:
        self.game_over_shown = True
        # The results are news to the room: a kiosk shows them for the whole idle time before
        # the attract mode comes back, however long nobody touched the table during the game.
        self.kiosk.idle = 0.0

    def game_record_changed(self, record: dict[str, Any]) -> None:
        """After every action: autosave, and keep --record up to date."""
        self.saves.write(record)
        if self.opts.record:
            from scenes.shell.storage import write_json_quietly

            write_json_quietly(self.opts.record, record)

    def first_scene(self) -> None:
        opts = self.opts
        if opts.replay is not None:
            record = opts.replay
            self.manager.reset(self.screens.build_game(record["game"]), replay=record,
                               autoplay=opts.autoplay)
        elif opts.tutorial:
            from scenes.table.tutorial import lesson_handover

            self.manager.reset(self.screens.build_game(opts.tutorial),
                               **lesson_handover(opts.tutorial, opts.autoplay))
        elif opts.game:
            from scenes.table.seat_names import seat_entries

            self.manager.reset(self.screens.build_game(opts.game), game=opts.game,
                               seats=game_night.name_seats(self, seat_entries(opts.seats or [])), options=opts.rules,
                               seed=opts.seed if opts.seed is not None else int(time.time()),
                               autoplay=opts.autoplay)
        else:
            self.screens.to_menu()

    def back_to_menu(self, notice: str | None = None) -> None:
        self.screens.to_menu(notice)

    # ------------------------------------------------------------ the Shell scenes may ask for

    @property
    def kiosk_active(self) -> bool:
        return self.kiosk.active

    def mark_resuming(self) -> None:
        """"Continue" was chosen: --verbose prints the state's hash; a fault soon after sets the save aside."""
        self.resuming = True
        self.guard.resuming()

    def report_fault(self, exc: BaseException, where: str) -> None:
        self.guard.report(exc, where)

    def announce(self, scene: Any) -> None:
        """A scene swapped in by another scene (attract mode's games) is announced like any."""
        self._scene_changed(scene)

    def save_settings(self) -> None:
        """Save the settings; what only a flag changed (`--kiosk`, `--idle-seconds`) stays unsaved."""
        from scenes.shell import settings as settings_store

        data = dataclasses.replace(self.settings)
        if self.opts.kiosk and data.kiosk:
            data.kiosk = self.stored_settings.kiosk
        if self.opts.idle_seconds is not None and data.idle_seconds == self.opts.idle_seconds:
            data.idle_seconds = self.stored_settings.idle_seconds
        try:
            settings_store.save(data)
        except OSError as exc:
            log.warning("could not save settings: %s", exc)

    # ------------------------------------------------------------ the loop

    def handle_pygame_event(self, event: Any) -> None:
        pg = self.pygame
        if event.type == pg.QUIT:  # window close, Alt+F4 where the system sends it
            self.request_quit()
            return
        if event.type in (pg.VIDEORESIZE, pg.WINDOWSIZECHANGED, pg.WINDOWRESIZED):
            self.window_resized()
            return
        if (event.type in (pg.WINDOWFOCUSLOST, pg.WINDOWFOCUSGAINED)
                and time.monotonic() - self._window_changed < 1.0):
            return  # a resize or F11 may blink the focus; that is not the player leaving
        if event.type == pg.KEYDOWN and event.key == pg.K_F11:
            self.toggle_fullscreen()
            return
        if self.kiosk.raw_event(event):
            return
        scene = self.manager.active
        ui_events = self.mapper.map(event)
        if scene is None:
            return
        for ui_event in ui_events:
            if self.kiosk.ui_event(ui_event):
                return
        wake = getattr(scene, "wake", None)
        claims = getattr(scene, "claims", None)  # a press the sleeping screen answers itself
        if claims is not None and any(claims(e) for e in ui_events):
            wake = None
        if wake is not None and self.kiosk.wakes(event):
            self.guard.call(f"{scene.label} (wake)", wake)
            return
        for ui_event in ui_events:
            if not self.guard.call(f"{scene.label} (handle)", scene.handle, ui_event):
                return

    def request_quit(self) -> None:
        """A request to close (window button, Alt+F4, the menu's Quit); kiosk mode refuses it."""
        if self.kiosk.active:
            self.kiosk.refuse_quit()
            return
        self.running = False

    def quit_now(self) -> None:
        """Quit even in kiosk mode (the confirmed secret way out)."""
        if self.opts.verbose:
            print("quit: confirmed", file=sys.stderr, flush=True)
        self.running = False

    def step(self, dt: float) -> None:
        if not self.guard.call("scene change", self.manager.apply_pending):
            self.guard.call("scene change", self.manager.apply_pending)  # into the menu
        scene = self.manager.active
        if scene is not None:
            if self.fault_due:
                from scenes.shell.crash_guard import arm_fault

                self.fault_due = False
                arm_fault(scene, self.frame)
            self.guard.call(f"{scene.label} (update)", scene.update, dt)
        self.kiosk.update(dt)
        self.kiosk.idle_policy()
        if not self.guard.call("scene change", self.manager.apply_pending):
            self.guard.call("scene change", self.manager.apply_pending)

    def run(self) -> int:
        pg = self.pygame
        from scenes.ui import theme

        self.first_scene()
        if not self.guard.call("first scene", self.manager.apply_pending):
            self.guard.call("scene change", self.manager.apply_pending)
        clock = pg.time.Clock()
        carry = 0.0
        opts = self.opts
        try:
            while self.running:
                for hook in self.hooks:
                    hook.before_frame(self)
                for event in pg.event.get():
                    self.window_event(event)
                    self.handle_pygame_event(event)
                if not self.running:
                    break
                if self.unthrottled:
                    self.step(theme.STEP)
                else:
                    carry = min(0.25, carry + clock.tick(theme.FPS) / 1000.0)
                    while carry >= theme.STEP:
                        self.step(theme.STEP)
                        carry -= theme.STEP
                self.render_frame()
                self.frame += 1
                if any([hook.after_frame(self) for hook in self.hooks]):  # every hook sees the frame
                    break
        finally:
            self.finish()  # also on SIGTERM (a service being stopped): the autosave is flushed
        if opts.frames is not None and self.guard.unplanned:
            return 3  # an automated run that hit a real fault fails, though the app recovered
        return 0

    def finish(self) -> None:
        for path, surface in ((self.opts.screenshot, scaling.pixels(self.canvas)),
                              (self.opts.window_screenshot, self.window)):
            if path:
                try:
                    self.pygame.image.save(surface, str(path))
                except (OSError, self.pygame.error) as exc:  # checked at start; the disk filled since
                    log.warning("could not save the screenshot %s: %s", path, exc)
        # The game on screen at the end, for tools that check it afterwards (the monkey test).
        games = [s for s in self.manager.stack if hasattr(s, "match")]
        self.last_match = games[-1].match if games else None
        while self.manager.stack:
            left = self.manager.stack.pop()
            self.guard.call(f"{left.label} (leave)", left.leave)
        self.save_settings()
        self.saves.flush()
        self.home_lock.release()
        self.sounds.close()
        # Only the window closes: fonts and cached surfaces stay valid, so the app can be run again
        # in the same process (tests do); the process exit frees the rest.
        self.pygame.display.quit()
        scaling.set_scale(1.0)  # a big window's drawings (4x the pixels) go with it
        scaling.set_layers(False)


def configure_logging(verbose: bool) -> None:
    from scenes.shell.crash_guard import StderrHandler

    StderrHandler.install(logging.getLogger("tumble_table"))  # never a traceback about stderr
    logging.getLogger("tumble_table").setLevel(logging.INFO if verbose else logging.WARNING)


def main(argv: list[str] | None = None) -> int:
    with quiet_output.running():  # stderr never faults; Ctrl-C and SIGTERM end cleanly (issue 38)
        return run_program(argv)


def run_program(argv: list[str] | None) -> int:
    opts = cli.parse_or_exit(argv)
    configure_logging(opts.verbose)
    if opts.frames is not None:
        # Headless runs need no screen and no sound card.
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if opts.bench:
        try:
            from tools.bench import run_bench
        except ImportError:  # the standalone app leaves the developer tools out
            print("tumble-table: --bench is a developer tool; run it from a checkout", file=sys.stderr)
            return 2
        print(json.dumps(run_bench(opts.bench_frames, opts.size, opts.bench_seconds), indent=1))
        return 0
    if game_night.script_only(opts):  # --report, or --new-night alone: a host's script, no window
        return game_night.run_flags(opts.report, opts.new_night)
    app = App(opts)
    return app.run()


def entry() -> None:
    sys.exit(main())


if __name__ == "__main__":
    entry()

