"""The standalone app's entry point: `tumble-table` (the same as `scenes.shell.app:main`).

`tumble-table --bundle-check` is for the build check only: it prints one JSON object saying what
the frozen program can find (fonts, sounds, games, gettext catalogs in every language, pymunk's
compiled library, pygame's PNG writer) and exits 0 when everything is there, 1 otherwise.
"""

from __future__ import annotations

import sys


def bundle_check() -> int:
    import importlib
    import importlib.util
    import json
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    report: dict[str, object] = {"frozen": bool(getattr(sys, "frozen", False))}
    problems: list[str] = []

    import font_fredoka_one
    import font_lato

    fonts = {"FredokaOne": getattr(font_fredoka_one, "FredokaOne", None),
             "Lato": getattr(font_lato, "Lato", None), "LatoBold": getattr(font_lato, "LatoBold", None)}
    report["fonts"] = fonts
    problems += [f"font {k} missing" for k, v in fonts.items() if not v or not os.path.isfile(v)]

    import sounds

    missing = [p.name for p in sounds.all_files() if not p.is_file()]
    report["sounds"] = {"dir": str(sounds.SOUND_DIR), "files": len(sounds.all_files()), "missing": missing}
    problems += [f"sound {m} missing" for m in missing]

    from game import GAME_IDS, GAMES
    from scenes.ui import catalogs

    domains = catalogs.domains()
    report["catalog_domains"] = domains
    report["games"] = list(GAMES)
    for game_id in GAMES:
        GAMES[game_id]
        for domain in (game_id, f"rules_{game_id}"):
            if domain not in domains:
                problems.append(f"catalog {domain} missing")
    report["game_scenes"] = [g for g in GAME_IDS if importlib.util.find_spec(f"scenes.games.{g}") is not None]
    report["languages"] = languages = languages_check()
    problems += languages.pop("problems")

    import hashlib

    # OpenSSL's _hashlib is left out of the bundle; the rules core's state hash must still work.
    if hashlib.sha256(b"tumble").hexdigest() != "fe8c45af02b4682d831e914bae41424a0e9d1c13bdd63ef0d04debe32015f8af":
        problems.append("hashlib.sha256 gives a wrong digest")
    import pymunk

    space = pymunk.Space()
    body = pymunk.Body(1, 10)
    body.velocity = (10, 0)
    space.add(body, pymunk.Circle(body, 5))
    space.step(0.1)
    report["pymunk"] = {"version": pymunk.version, "x_after_step": round(body.position.x, 3)}
    if abs(body.position.x - 1.0) > 1e-6:
        problems.append("pymunk step gave a wrong position")

    import pygame

    pygame.display.init()
    report["pygame"] = {"version": pygame.version.ver, "sdl": ".".join(map(str, pygame.get_sdl_version())),
                        "png": pygame.image.get_extended()}
    if not pygame.image.get_extended():
        problems.append("pygame cannot write PNG (imageext missing)")
    pygame.display.quit()

    report["phones"] = phones = phones_check()
    problems += phones.pop("problems")

    for name in ("numpy", "tkinter", "unittest", "pytest", "hypothesis"):
        if importlib.util.find_spec(name) is not None and report["frozen"]:
            problems.append(f"{name} is in the bundle")
    report["problems"] = problems
    print(json.dumps(report, indent=1))
    return 1 if problems else 0


def languages_check() -> dict[str, object]:
    """Every language's catalogs load from the bundle's compiled .mo files, and Icelandic really
    speaks Icelandic: its words differ from English, plurals follow its own rule, numbers use its
    separators (Babel's CLDR data for it is in the bundle)."""
    out: dict[str, object] = {}
    problems: list[str] = []
    try:
        from babel.numbers import format_decimal

        from scenes.ui import catalogs, text

        out["mo_files"] = {lang: sum(1 for d in catalogs.domains()
                                     if catalogs.po_path(lang, d).with_suffix(".mo").is_file())
                           for lang in catalogs.LANGUAGES}
        if getattr(sys, "frozen", False) and not all(out["mo_files"].values()):
            problems.append("the bundle lacks compiled .mo catalogs")
        out["keys"] = len(text._DOMAIN_OF)
        said: dict[str, list[str]] = {}
        for lang in catalogs.LANGUAGES:
            text.set_language(lang)
            said[lang] = [text.tr("menu.play"), text.tr("settings.title"),
                          text.trn("log.points.one", "log.points.other", 21),
                          text.rules_page("rules_take5")[0], format_decimal(12345.5, locale=lang)]
        text.set_language(catalogs.SOURCE_LANGUAGE)
        out["said"] = said
        if said["is"][:2] == said["en"][:2]:
            problems.append("Icelandic catalogs do not load: the menu speaks English")
        if said["is"][2] != "21 stig" or said["en"][2] != "21 points":
            problems.append("plural forms are not read from the catalogs' headers")
        if said["is"][4] != "12.345,5":
            problems.append("Babel's number data for Icelandic is missing")
    except Exception as exc:  # anything missing from the bundle shows up here
        problems.append(f"languages: {type(exc).__name__}: {exc}")
    out["problems"] = problems
    return out


def phones_check() -> dict[str, object]:
    """The phone server in the bundle: its libraries load, the page's files are there, a QR code
    can be made, and a real server on 127.0.0.1 serves the page and upgrades /ws."""
    import base64
    import os
    import socket

    out: dict[str, object] = {}
    problems: list[str] = []
    try:
        import segno
        import websockets

        from scenes.phones.server import PAGE_FILES, PhoneServer, page_bytes

        out["websockets"] = websockets.__version__
        out["segno"] = segno.__version__
        out["page"] = {name: len(page_bytes(name)) for name, _ in PAGE_FILES.values()}
        out["qr_modules"] = len(segno.make("http://192.168.1.20:8765/", error="m").matrix)
        server = PhoneServer({0: "Ann"}, bind="127.0.0.1", port=0)
        server.start()
        try:
            with socket.create_connection(("127.0.0.1", server.port), timeout=5) as s:
                s.sendall(b"GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
                page = b""
                while chunk := s.recv(65536):
                    page += chunk
            out["get_page"] = page.split(b"\r\n", 1)[0].decode()
            if b" 200 " not in page.split(b"\r\n", 1)[0] or b"/page.js" not in page:
                problems.append("the phone server did not serve its page")
            key = base64.b64encode(os.urandom(16)).decode()
            with socket.create_connection(("127.0.0.1", server.port), timeout=5) as s:
                s.sendall(f"GET /ws HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                          f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n".encode())
                status = s.recv(4096).split(b"\r\n", 1)[0].decode()
            out["upgrade_ws"] = status
            if " 101 " not in status:
                problems.append("the phone server did not upgrade /ws to a WebSocket")
        finally:
            server.close()
    except Exception as exc:  # anything missing from the bundle shows up here
        problems.append(f"phone server: {type(exc).__name__}: {exc}")
    out["problems"] = problems
    return out


def run() -> None:
    if sys.argv[1:] == ["--bundle-check"]:
        sys.exit(bundle_check())
    from scenes.shell.app import main

    sys.exit(main())


if __name__ == "__main__":
    run()
