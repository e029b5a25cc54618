"""What goes into the standalone app: data files, modules imported by name, and what stays out.

Plain Python with no PyInstaller import, so `build/tumble-table.spec` and the fast test
`tests/test_build_spec.py` share one list. Everything is found on disk at build time, so a game
package added (or half written) by someone else is picked up without editing this file.
"""

from __future__ import annotations

import importlib.util
import os
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# The app's own packages (pyproject.toml). Game packages, game scenes and string catalogs are
# imported by name (`importlib.import_module(f"game.{id}")`, `pkgutil.iter_modules` over
# `scenes.ui.locale`), which PyInstaller's import scan cannot see: every module is listed instead.
APP_PACKAGES: tuple[str, ...] = ("game", "scenes", "sprites", "sounds")

# Installed packages whose data files are read next to their `__file__` at run time.
FONT_PACKAGES: tuple[str, ...] = ("font_fredoka_one", "font_lato")

# Libraries the app needs that may not be imported at start-up (pymunk is used by the physics
# sprites, which a game scene imports when it opens).
EXTRA_IMPORTS: tuple[str, ...] = ("pymunk", "platformdirs",
                                   # Phone seats (scenes/phones): imported only when a game has one.
                                   "websockets", "websockets.sync.server", "websockets.http11",
                                   "websockets.datastructures", "websockets.exceptions", "segno",
                                   # Babel (issue 20): compiles a catalog whose .mo is missing and
                                   # formats numbers per language; imported inside functions.
                                   "babel", "babel.messages.pofile", "babel.messages.mofile",
                                   "babel.numbers", "babel.dates")

# Never in the bundle: GUI toolkits, numeric libraries and test/documentation machinery the
# program does not use (some are optional imports inside pygame, pymunk or the dev tools).
EXCLUDES: tuple[str, ...] = (
    "tkinter", "_tkinter", "turtle", "turtledemo", "idlelib",
    "numpy", "scipy", "matplotlib", "PIL", "cv2", "pyglet", "IPython",
    "unittest", "doctest", "pydoc", "pydoc_data", "test", "lib2to3", "pdb",
    "pytest", "_pytest", "hypothesis", "ruff", "pluggy", "xdist", "execnet", "sortedcontainers",
    "setuptools", "pkg_resources", "distutils", "pip", "PyInstaller",
    # Networking and process pools: the app runs bots on a thread; only the developer tools
    # (tools/, never bundled) use a process pool. The phone server needs some of the web stack:
    # websockets imports `http` (HTTPStatus) and `ssl` (never used: the page is plain HTTP on
    # the LAN), and segno's writers import xml.sax.saxutils, which imports urllib.request and
    # so http.client. Those stay; the rest does not come along.
    "multiprocessing", "concurrent.futures.process", "xmlrpc", "http.server", "http.cookiejar",
    "ftplib", "smtplib", "webbrowser", "websockets.asyncio", "websockets.legacy",
    # OpenSSL's hashes (libcrypto, ~5 MB): hashlib falls back to its built-in sha256.
    "_hashlib",
    "pygame.examples", "pygame.tests", "pygame.docs", "pygame.__briefcase", "pygame._camera_opencv",
    "pygame.surfarray", "pygame.sndarray",
    "pymunk.examples", "pymunk.tests", "pymunk.matplotlib_util", "pymunk.pyglet_util",
    "pymunk.pymunk_extension_build", "cffi.setuptools_ext", "cffi.recompiler", "cffi.verifier",
    "tests", "tools",
)

# The gettext catalogs (scenes/ui/locale/<lang>/LC_MESSAGES/<domain>.po): their .po files come
# along as data like any other file; `compiled_catalogs` adds each one's .mo, compiled at build time.
LOCALE_DIR = ROOT / "scenes" / "ui" / "locale"

# Data file suffixes never copied from the app's packages.
_SKIP_SUFFIXES = {".py", ".pyc", ".pyo", ".pyi"}


def _package_dir(name: str) -> Path:
    spec = importlib.util.find_spec(name)
    if spec is None or not spec.submodule_search_locations:
        raise ModuleNotFoundError(f"package {name!r} is not installed; run the build in the project venv")
    return Path(next(iter(spec.submodule_search_locations)))


def _walk_files(top: Path) -> list[Path]:
    out: list[Path] = []
    for folder, dirs, files in os.walk(top):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__" and not d.startswith("."))
        out.extend(Path(folder) / f for f in sorted(files) if not f.startswith("."))
    return out


def data_files(root: Path = ROOT) -> list[tuple[str, str]]:
    """(source file, destination folder inside the bundle) pairs, as PyInstaller's `datas`.

    The app's packages contribute every file that is not Python (sounds, any images or fonts);
    the font packages contribute their whole `files/` folder, kept at `<package>/files/` because
    they look for it beside their own `__file__`.
    """
    pairs: list[tuple[str, str]] = []
    for package in APP_PACKAGES:
        top = root / package
        for f in _walk_files(top):
            if f.suffix in _SKIP_SUFFIXES:
                continue
            pairs.append((str(f), f.parent.relative_to(root).as_posix()))
    for package in FONT_PACKAGES:
        top = _package_dir(package)
        for f in _walk_files(top):
            if f.suffix in _SKIP_SUFFIXES:
                continue
            pairs.append((str(f), (Path(package) / f.parent.relative_to(top)).as_posix()))
    return pairs


def app_modules(root: Path = ROOT) -> list[str]:
    """Every module and package of the app's packages, found on disk (nothing is imported)."""
    names: list[str] = []
    for package in APP_PACKAGES:
        top = root / package
        if not (top / "__init__.py").is_file():
            continue
        for f in _walk_files(top):
            if f.suffix != ".py":
                continue
            parts = list(f.relative_to(root).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            elif parts[-1] == "__main__" or not all(p.isidentifier() for p in parts):
                continue
            # A module inside a folder that is not a package cannot be imported by name.
            if all((root.joinpath(*parts[:i]) / "__init__.py").is_file() for i in range(1, len(parts))):
                names.append(".".join(parts))
    return sorted(set(names))


def hidden_imports(root: Path = ROOT) -> list[str]:
    return [*app_modules(root), *EXTRA_IMPORTS]


def languages(root: Path = ROOT) -> list[str]:
    """The language codes the app has catalogs for (the folders of scenes/ui/locale)."""
    top = root / "scenes" / "ui" / "locale"
    return sorted(d.name for d in top.iterdir() if (d / "LC_MESSAGES").is_dir())


def compiled_catalogs(out: Path, root: Path = ROOT) -> list[tuple[str, str]]:
    """Compile every .po to a .mo under `out` (Babel, the app's own compile step) and return the
    (source file, destination folder) pairs that put each .mo beside its .po in the bundle."""
    import sys

    if str(root) not in sys.path:
        sys.path.insert(0, str(root))
    from scenes.ui.catalogs import compile_po

    pairs: list[tuple[str, str]] = []
    for po in sorted((root / "scenes" / "ui" / "locale").glob("*/LC_MESSAGES/*.po")):
        folder = po.parent.relative_to(root)
        target = out / folder / f"{po.stem}.mo"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(compile_po(po))
        pairs.append((str(target), folder.as_posix()))
    return pairs


def keep_data(dest: str, root: Path = ROOT) -> bool:
    """False for Babel's CLDR files of languages the app does not speak (35 MB of 1,100 files);
    number formatting needs only `root` and the app's own languages."""
    path = Path(dest)
    if path.parent.as_posix().endswith("babel/locale-data") and path.suffix == ".dat":
        return path.stem == "root" or path.stem in languages(root)
    return True
