"""Take It or Leave It (pyramids) with white playing black (the xeno palette): the round-ending
pieces are drawn white, so every word about them says white too: the sizes' risk lines, the
Suggest reasons and the log; the usual palette still says black."""

from __future__ import annotations

import re

import pytest
from app_runner import record_drawn
from ui_driver import Driver

from game.core import play_match
from scenes.table.hints import words
from scenes.table.log_strip import lines_of_record
from scenes.ui.text import set_language

BLACK = {"en": re.compile(r"\bblacks?\b", re.I), "is": re.compile(r"svart|svört", re.I)}
WHITE = {"en": re.compile(r"\bwhites?\b", re.I), "is": re.compile(r"hvít", re.I)}


def table(lang: str, palette: str) -> tuple[Driver, object]:
    d = Driver("tap", ["--seed", "3", "--lang", lang])
    d.app.services.screens.play("take_it_pyramids", game="take_it_pyramids",
                                seats=[{"name": "Ann", "seat": "human"}, {"name": "Bo", "seat": "medium"}],
                                options={"palette": palette}, hints=True, seed=3)
    d.app.manager.apply_pending()
    scene = d.top
    d.run_until(lambda: scene.human_to_act() == 0 and not scene.animator.busy, 3000, skip_motion=True)
    return d, scene


@pytest.mark.parametrize("lang", ["en", "is"])
@pytest.mark.parametrize("palette", ["xeno", "rainbow"])
def test_the_risk_lines_and_the_suggestion_name_the_colour_as_drawn(lang: str, palette: str,
                                                                    monkeypatch: pytest.MonkeyPatch,
                                                                    quick_bots: None) -> None:
    d, scene = table(lang, palette)
    try:
        drawn = record_drawn(monkeypatch)
        d.app.manager.draw(d.app.canvas)
        risks = [t for t in drawn if re.fullmatch(r"\w+ \d (in|af) \d+", t) and not t[0].isupper()]
        assert risks, drawn
        said, unsaid = (WHITE, BLACK) if palette == "xeno" else (BLACK, WHITE)
        assert all(said[lang].search(t) and not unsaid[lang].search(t) for t in risks), risks
        assert scene.hints.suggest()
        reason = scene.hints.shown[3]
        assert not unsaid[lang].search(reason), reason
    finally:
        d.close()


@pytest.mark.parametrize("lang", ["en", "is"])
def test_the_log_of_a_whole_game_never_says_black_when_white_plays_black(lang: str, quick_bots: None) -> None:
    d, scene = table(lang, "xeno")
    try:
        lines: list[str] = []
        for seed in range(3):
            record = play_match("take_it_pyramids", 3, ["easy"] * 3, seed=seed, options={"palette": "xeno"})
            lines += lines_of_record(record, scene.log_text)
        assert not [line for line in lines if BLACK[lang].search(line)]
        assert sum(1 for line in lines if WHITE[lang].search(line) and "3" in line) >= 3  # the busts said
    finally:
        d.close()


@pytest.mark.parametrize("lang", ["en", "is"])
def test_every_suggestion_reason_names_the_colour_as_drawn(lang: str) -> None:
    """Each reason the advice gives, in positions of real games, said for each palette."""
    from game.core import Match, make_bots, run_match
    from game.take_it_pyramids.advice import advise

    set_language(lang)
    reasons: dict[str, list[str]] = {"white": [], "": []}
    for seed in range(4):
        match = Match("take_it_pyramids", 2, {"palette": "xeno"}, seed=seed)
        seen: list[object] = []
        run_match(match, make_bots("take_it_pyramids", ["easy", "easy"], seed),
                  on_step=lambda *_, match=match, seen=seen: seen.extend(
                      advise(match.state, p) for p in match.to_act() if p >= 0 and not match.is_over()))
        for advice in seen:
            for shown in reasons:
                reasons[shown].append(words("take_it_pyramids", advice, shown))
    assert reasons["white"] and not [r for r in reasons["white"] if BLACK[lang].search(r)]
    assert [r for r in reasons[""] if BLACK[lang].search(r)]  # the usual palette still says black


@pytest.mark.parametrize("palette", ["xeno", "rainbow"])
def test_a_continued_game_rebuilds_its_log_in_the_colour_drawn(palette: str, quick_bots: None) -> None:
    """Continue: the table is entered with the saved record and words its log before anything is
    shown (the colour is the game's option, known from the start)."""
    from game.core import CHANCE, Match, make_bots

    match = Match("take_it_pyramids", 2, {"palette": palette}, seed=5,
                  players=[{"name": "Ann", "seat": "human"}, {"name": "Bo", "seat": "easy"}])
    bots = make_bots("take_it_pyramids", ["easy", "easy"], 5)
    while len(match.record["actions"]) < 40 and not match.is_over():
        actors = match.to_act()
        if actors == (CHANCE,):
            match.chance_step()
        else:
            p = actors[0]
            match.apply(p, bots[p].choose(match.module.view(match.state, p), p))
    d = Driver("tap", ["--seed", "3"])
    try:
        d.app.services.screens.play("take_it_pyramids", record=match.record, autoplay=False)
        d.run(3)
        scene = d.top
        assert scene.name.startswith("game") and scene.log_lines, [s.name for s in d.app.manager.stack]
        said, unsaid = (WHITE, BLACK) if palette == "xeno" else (BLACK, WHITE)
        assert not [line for line in scene.log_lines if unsaid["en"].search(line)]
        assert [line for line in scene.log_lines if said["en"].search(line)]
    finally:
        d.close()
