"""The PyInstaller spec's lists, checked without building (build/check_build.sh does the build)."""

from __future__ import annotations

import ast
import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
BUILD = ROOT / "build"


@pytest.fixture(scope="module")
def manifest():
    spec = importlib.util.spec_from_file_location("tumble_table_build_manifest", BUILD / "manifest.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    yield module
    sys.modules.pop(spec.name, None)


def _bundle_paths(pairs: list[tuple[str, str]]) -> dict[str, Path]:
    """Where each data file lands inside the bundle -> where it comes from."""
    return {f"{dest}/{Path(src).name}": Path(src) for src, dest in pairs}


def test_every_sound_is_collected_beside_the_sounds_package(manifest):
    import sounds

    bundled = _bundle_paths(manifest.data_files())
    for path in sounds.all_files():
        assert f"sounds/{path.name}" in bundled, path.name
        assert bundled[f"sounds/{path.name}"].is_file()


def test_fonts_land_where_their_packages_look_for_them(manifest):
    import font_fredoka_one
    import font_lato

    bundled = _bundle_paths(manifest.data_files())
    for package, attr in ((font_fredoka_one, "FredokaOne"), (font_lato, "Lato"), (font_lato, "LatoBold")):
        source = Path(getattr(package, attr))
        # Relative to the package folder, as `os.path.dirname(__file__)` sees it once frozen.
        inside = Path(package.__name__) / source.relative_to(Path(package.__file__).parent)
        assert inside.as_posix() in bundled, inside
        assert bundled[inside.as_posix()].samefile(source)


def test_no_python_source_or_caches_as_data(manifest):
    for src, dest in manifest.data_files():
        assert Path(src).suffix not in {".py", ".pyc"}, src
        assert "__pycache__" not in dest, dest


def test_modules_imported_by_name_are_hidden_imports(manifest):
    from game import GAMES

    hidden = set(manifest.hidden_imports())
    for game_id in GAMES:
        assert f"game.{game_id}" in hidden
        assert f"game.{game_id}.bots" in hidden
        assert f"scenes.games.{game_id}" in hidden  # game tables are opened by name
    for game_id in GAMES:
        assert f"scenes.table.tutorials.{game_id}" in hidden  # tutorial scripts are loaded by name
    assert {"scenes.shell.app", "scenes.ui.catalogs", "sprites.fonts", "sounds", "pymunk", "babel"} <= hidden
    assert not any(name.startswith("tests") or name.endswith("__main__") for name in hidden)
    assert not any(name.split(".")[0] == "tools" for name in hidden), "developer tools stay out"
    assert "tools" in manifest.EXCLUDES


def test_unused_libraries_stay_out(manifest):
    excluded = set(manifest.EXCLUDES)
    assert {"numpy", "tkinter", "unittest", "pytest", "hypothesis", "pygame.examples", "pygame.tests"} <= excluded
    hidden = set(manifest.hidden_imports())
    for needed in ("pygame", "pymunk", "platformdirs", "game", "scenes", "sprites", "sounds"):
        assert needed not in excluded
        assert not any(needed.startswith(f"{e}.") for e in excluded), needed
    assert not hidden & excluded


def test_spec_uses_the_manifest_and_builds_one_folder():
    source = (BUILD / "tumble-table.spec").read_text()
    tree = ast.parse(source)
    called = {node.func.id for node in ast.walk(tree)
              if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)}
    assert {"Analysis", "PYZ", "EXE", "COLLECT"} <= called
    for name in ("manifest.data_files", "manifest.hidden_imports", "manifest.EXCLUDES", "entry.py"):
        assert name in source
    assert '"tumble-table"' in source
    assert (BUILD / "entry.py").is_file()


def test_catalogs_are_compiled_into_the_bundle_beside_their_po(manifest, tmp_path):
    """Every .po gets a .mo in the same bundle folder, and the .mo says what the .po says."""
    import gettext

    from scenes.ui.catalogs import po_path

    pairs = manifest.compiled_catalogs(tmp_path, ROOT)
    sources = sorted((ROOT / "scenes" / "ui" / "locale").glob("*/LC_MESSAGES/*.po"))
    assert len(pairs) == len(sources) >= 16
    bundled = _bundle_paths(manifest.data_files() + pairs)
    for po in sources:
        folder = po.parent.relative_to(ROOT).as_posix()
        assert f"{folder}/{po.name}" in bundled and f"{folder}/{po.stem}.mo" in bundled
    mo = bundled["scenes/ui/locale/en/LC_MESSAGES/ui.mo"]
    assert po_path("en", "ui").parent.as_posix().endswith("scenes/ui/locale/en/LC_MESSAGES")
    with mo.open("rb") as f:
        english = gettext.GNUTranslations(f)
    assert english.gettext("menu.settings") == "Settings"
    with bundled["scenes/ui/locale/en/LC_MESSAGES/log.mo"].open("rb") as f:
        log = gettext.GNUTranslations(f)
    assert log.ngettext("log.points.one", "log.points.other", 2) == "{n} points"


def test_only_our_languages_of_babels_data_come_along(manifest):
    assert set(manifest.languages()) >= {"en", "is"}
    assert manifest.keep_data("babel/locale-data/is.dat")
    assert manifest.keep_data("babel/locale-data/root.dat")
    assert not manifest.keep_data("babel/locale-data/de.dat")
    assert manifest.keep_data("babel/global.dat") and manifest.keep_data("sounds/deal.wav")
