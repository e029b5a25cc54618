"""The phone page's browser harness: Debian's Chromium, headless, driven by Selenium on 127.0.0.1,
with the table run on this thread while the browser's taps run on another."""

from __future__ import annotations

import os
import shutil
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from phones_kit import step_until

from scenes.shell.app import App
from scenes.table.game_scene import GameScene

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
DRIVER = shutil.which("chromedriver")
if not (CHROMIUM and DRIVER) and os.environ.get("TT_REQUIRE_BROWSER"):
    raise RuntimeError("TT_REQUIRE_BROWSER is set but chromium or chromedriver is missing")
pytestmark = pytest.mark.skipif(
    not (CHROMIUM and DRIVER), reason="Chromium and chromedriver are not installed here "
    "(apt-get install chromium chromium-driver; .ci/run installs them, so CI always runs this)")


@contextmanager
def open_browser() -> Iterator[Any]:
    """A headless Chromium at a phone's size, with a profile of its own (the `browser` fixture)."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    profile = tempfile.mkdtemp(prefix="tt-chromium-")
    options = webdriver.ChromeOptions()
    options.binary_location = str(CHROMIUM)
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync",
                 "--disable-dev-shm-usage", f"--user-data-dir={profile}", "--window-size=390,844"):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service(executable_path=str(DRIVER)), options=options)
    driver.set_page_load_timeout(15)
    try:
        yield driver
    finally:
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)


def viewport(driver: Any, width: int, height: int) -> None:
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 2, "mobile": True})


def in_thread(app: App, scene: GameScene, work: Callable[[], None], seconds: float = 60) -> None:
    """Run `work` (the browser's taps) on a thread while this thread runs the table."""
    failure: list[BaseException] = []

    def run() -> None:
        try:
            work()
        except BaseException as exc:
            failure.append(exc)

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    step_until(app, scene, lambda: not worker.is_alive(), seconds)
    if failure:
        raise failure[0]


def wait_for(driver: Any, css: str, seconds: float = 10) -> list[Any]:
    from selenium.common.exceptions import StaleElementReferenceException
    from selenium.webdriver.common.by import By

    end = time.monotonic() + seconds
    while time.monotonic() < end:
        try:  # the page redraws whenever anyone moves: an element found may be gone a moment later
            found = [e for e in driver.find_elements(By.CSS_SELECTOR, css) if e.is_displayed()]
        except StaleElementReferenceException:
            continue
        if found:
            return found
        time.sleep(0.03)
    toast = driver.find_element(By.ID, "toast").get_attribute("textContent")
    raise AssertionError(f"{css} never showed; last notice {toast!r}; "
                         f"page text: {driver.find_element(By.TAG_NAME, 'body').text[:300]}")


def tap(driver: Any, css: str, seconds: float = 10) -> None:
    """Tap the first match; the page redraws when anyone moves, so a tap may need a second try."""
    from selenium.common.exceptions import ElementNotInteractableException, StaleElementReferenceException

    end = time.monotonic() + seconds
    while True:
        try:
            found = wait_for(driver, css, seconds)[0]
            while not found.is_enabled() and time.monotonic() < end:  # a button that is not live yet
                time.sleep(0.05)
            found.click()
            return
        except ElementNotInteractableException:
            if time.monotonic() > end:
                raise
        except StaleElementReferenceException:
            if time.monotonic() > end:
                raise


def join(driver: Any, scene: GameScene, name: str) -> None:
    from selenium.webdriver.common.by import By

    assert scene.phones is not None
    driver.get(f"http://127.0.0.1:{scene.phones.hub.server.port}/")
    wait_for(driver, "#code")[0].send_keys(scene.phones.hub.code.lower())
    field = driver.find_element(By.ID, "name")
    field.clear()
    field.send_keys(name)
    driver.find_element(By.ID, "join-button").click()
    wait_for(driver, "#game")


