"""The accessibility settings put to work: palette, text size and reduced motion.

The settings are kept in `Settings` (scenes/shell/settings.py, the door screens use to reach
these functions); this module hands them to the
drawing layer (sprites.palette, sprites.fonts, sprites.motion_policy), once at start-up and
again whenever the settings page or a kiosk visitor changes one. The flags `--palette`,
`--text-size` and `--reduced-motion` choose for the run they start.

In kiosk mode a visitor may change the text size and reduced motion for their own game (the
pause menu offers them); the attract mode puts back the host's choice (`host_choice`).
"""

from __future__ import annotations

from typing import Any

from sprites import fonts, motion_policy, palette

VISITOR_SETTINGS = ("text_size", "reduced_motion")  # what a kiosk visitor may change


def apply_looks(settings: Any) -> None:
    """Draw from now on as `settings` say (a change restarts the drawing caches once)."""
    palette.use(settings.palette)
    fonts.set_text_size(settings.text_size)
    motion_policy.set_reduced(settings.reduced_motion)


_from_flags: dict[str, tuple[Any, Any]] = {}  # setting -> (the flag's value, the kept value)


def start(opts: Any, settings: Any) -> None:
    """At start-up: the flags override the kept settings for this run only; then apply them."""
    _from_flags.clear()
    for name, value in (("palette", getattr(opts, "palette", None)),
                        ("text_size", getattr(opts, "text_size", None)),
                        ("reduced_motion", True if getattr(opts, "reduced_motion", False) else None)):
        if value is not None:
            _from_flags[name] = (value, getattr(settings, name))
            setattr(settings, name, value)
    apply_looks(settings)
    remember_host(settings)


def host_choice(settings: Any) -> bool:
    """Put back the host's text size and reduced motion (the attract mode, after a visitor's
    game); True when something changed."""
    changed = False
    for name, value in _host.items():
        if getattr(settings, name) != value:
            setattr(settings, name, value)
            changed = True
    if changed:
        apply_looks(settings)
    return changed


def to_keep(settings: Any) -> None:
    """Before the settings are written: what only a flag chose goes back to the kept value (a
    setting changed on the settings page since is kept as changed)."""
    for name, (flag_value, kept) in _from_flags.items():
        if getattr(settings, name) == flag_value:
            setattr(settings, name, kept)


_host: dict[str, Any] = {}


def remember_host(settings: Any) -> None:
    """The host's own choice (at start-up, and each time the host closes the settings page)."""
    _host.update({name: getattr(settings, name) for name in VISITOR_SETTINGS})


def host_settings() -> dict[str, Any]:
    return dict(_host)
