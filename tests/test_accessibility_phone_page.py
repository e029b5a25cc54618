"""Issue 36 on the phone page: it follows the phone's own settings. Static checks of page.css
(the page is plain CSS, so its rules are the facts):

- text grows with the browser's font size: every font size in rem, no fixed px for text;
- prefers-reduced-motion stops the page's animations and transitions;
- every text colour on what is behind it reads at least 4.5:1 (translucent panels composited
  over the felt's lighter middle, where contrast is lowest);
- the seat to act and the phone's own seat are marked by more than colour, and so are the dice
  of different colours.
"""

from __future__ import annotations

import re
from importlib import resources

import pytest
from colour_vision_kit import contrast

CSS = resources.files("scenes.phones").joinpath("page").joinpath("page.css").read_text(encoding="utf-8")
RGB = tuple[int, int, int]


def _rules(css: str) -> dict[str, str]:
    """Selector -> declarations of the top-level rules (media blocks are left out)."""
    out: dict[str, str] = {}
    body = re.sub(r"/\*.*?\*/", "", css, flags=re.S)
    depth, start, selector = 0, 0, ""
    for k, ch in enumerate(body):
        if ch == "{":
            if depth == 0:
                selector = body[start:k].strip()
                start = k + 1
            depth += 1
        elif ch == "}":
            depth -= 1
            if depth == 0:
                if not selector.startswith("@"):
                    for one in selector.split(","):
                        out[" ".join(one.split())] = out.get(" ".join(one.split()), "") + body[start:k] + ";"
                start = k + 1
    return out


RULES = _rules(CSS)
VARS = dict(re.findall(r"--([\w-]+):\s*([^;]+);", RULES[":root"]))


def _value(selector: str, prop: str) -> str:
    decls = dict((k.strip(), v.strip()) for k, _, v in (d.partition(":") for d in RULES[selector].split(";")) if v)
    value = decls[prop]
    return re.sub(r"var\(--([\w-]+)\)", lambda m: VARS[m.group(1)].strip(), value)


def _colour(text: str) -> tuple[RGB, float]:
    """A CSS colour (#rgb, #rrggbb, rgb(), rgba()) as RGB and alpha."""
    text = text.strip()
    if text.startswith("#"):
        h = text[1:]
        if len(h) == 3:
            h = "".join(c * 2 for c in h)
        return (int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16)), 1.0
    parts = [float(p) for p in re.findall(r"[\d.]+", text)]
    return (round(parts[0]), round(parts[1]), round(parts[2])), parts[3] if len(parts) > 3 else 1.0


def _over(layers: list[str]) -> RGB:
    """Backgrounds from the bottom up, each (selector, property) or a colour, composited."""
    out = (0, 0, 0)
    for layer in layers:
        text = _value(*layer.split("|")) if "|" in layer else re.sub(
            r"var\(--([\w-]+)\)", lambda m: VARS[m.group(1)].strip(), layer)
        rgb, alpha = _colour(text)
        out = tuple(round(a * alpha + b * (1 - alpha)) for a, b in zip(rgb, out, strict=True))  # type: ignore[assignment]
    return out


FELT = "var(--felt-mid)"  # the gradient's lighter middle: text on felt is checked where it is weakest
CARD = ".card|background"
PANEL = "#board|background"  # #board and #moves share one translucent walnut
# (what: the text's (selector, property), the layers behind it from the bottom up)
PAIRS: list[tuple[str, list[str]]] = [
    ("body|color", [FELT]),
    ("#me|color", [FELT, "#me|background"]),
    ("#log|color", [FELT]),
    (".lead|color", [FELT, CARD]),
    ("label|color", [FELT, CARD]),
    (".error|color", [FELT, CARD]),
    ("h1|color", [FELT, CARD]),
    ("button|color", ["button|background"]),
    ("button.primary|color", ["button.primary|background"]),
    (".score|color", [FELT, ".score|background"]),
    (".score.acting|color", [".score.acting|background"]),
    ("#prompt|color" if "color" in RULES.get("#prompt", "") else "body|color ", [FELT, "#prompt|background"]),
    ("body.my-turn #prompt|color", ["body.my-turn #prompt|background"]),
    (".section-title|color", [FELT, PANEL]),
    (".row .label|color", [FELT, PANEL]),
    (".muted|color", [FELT, PANEL]),
    (".pyrmark|color", [FELT, PANEL]),
    (".t5row .label|color", [FELT, PANEL]),
    (".rowheads|color", [FELT, PANEL]),
    (".t5|color", [".t5|background"]),
    (".t5 .heads|color", [".t5|background"]),
    (".die.W|color", [".die.W|background"]),
    (".die.B|color", [".die.B|background"]),
    (".die.R|color", [".die.R|background"]),
    (".dcard|color", [".dcard|background"]),
    (".dcard .pts|color", [".dcard|background"]),
    (".dcard.action|color" if "color" in RULES.get(".dcard.action", "") else ".dcard|color",
     [".dcard.action|background"]),
    ("#toast|color", ["#toast|background"]),
    ("#results li.winner|color", [FELT, CARD]),
]


@pytest.mark.parametrize(("text", "behind"), PAIRS, ids=[p[0] for p in PAIRS])
def test_text_reads_at_least_4_5_to_1_on_what_is_behind_it(text: str, behind: list[str]) -> None:
    fg, _ = _colour(_value(*text.strip().split("|")))
    bg = _over(behind)
    assert contrast(fg, bg) >= 4.5, f"{text} {fg} on {bg}: {contrast(fg, bg):.2f}"


def test_the_contrast_check_can_fail() -> None:
    """The same arithmetic refuses the page's old pale log text on the felt (2.5:1)."""
    assert contrast((196, 184, 160), _over(["#2e7d50"])) < 4.5


def test_text_sizes_grow_with_the_browsers_font_size() -> None:
    """No font size in px anywhere (rules and media blocks): rem follows the phone's setting."""
    sizes = re.findall(r"font(?:-size)?:\s*([^;]+);", CSS)
    assert sizes
    for size in sizes:
        if size.strip() == "inherit":
            continue
        assert not re.search(r"\d\s*px", size.split("/")[0]), size
        assert re.search(r"\d(?:\.\d+)?rem", size), size
    assert "font-size" not in RULES.get("html", "") or "px" not in _value("html", "font-size")


def test_boxes_that_hold_text_grow_with_it() -> None:
    """A card, a die and a row label hold text: their sizes are in rem too, so a bigger font
    does not spill out of them."""
    for var in ("card-w", "card-h", "mini-w", "mini-h"):
        assert VARS[var].strip().endswith("rem"), var
    for selector in (".die", ".dcard .die", "button.die", ".t5row .label"):
        for prop in ("width", "height"):
            if prop in RULES[selector]:
                assert _value(selector, prop).endswith("rem"), (selector, prop)


def test_reduced_motion_stops_animations_and_transitions() -> None:
    block = re.search(r"@media\s*\(prefers-reduced-motion:\s*reduce\)\s*\{(.*?)\}\s*\}", CSS, re.S)
    assert block, "a prefers-reduced-motion block"
    inside = block.group(1)
    assert re.search(r"animation:\s*none\s*!important", inside)
    assert re.search(r"transition:\s*none\s*!important", inside)
    assert "*" in inside.split("{")[0]


def test_the_flash_stays_under_three_a_second() -> None:
    """The 'your move' flash: three pulses of 0.5 s, two a second."""
    found = re.search(r"animation:\s*flash\s+([\d.]+)s\s+[\w-]+\s+(\d+)", CSS)
    assert found
    assert 1 / float(found.group(1)) <= 3


def test_turn_and_own_seat_are_marked_by_more_than_colour() -> None:
    """The seat to act gets a mark before its name and the phone's own seat a heavier border and
    weight, not only the gold fill."""
    assert re.search(r'\.score\.acting::before\s*\{[^}]*content:\s*"[^"]+"', CSS)
    assert "font-weight" in RULES[".score.mine"] and "border" in RULES[".score.mine"]


def test_dice_colours_have_a_mark_besides_colour() -> None:
    """Black and red (joker) dice carry a corner mark of their own shape; white has none, so the
    three tell apart in grey too."""
    marks = {kind: RULES.get(f".die.{kind}::after", "") for kind in ("B", "R")}
    assert all("content" in m and "width" in m for m in marks.values()), marks
    assert _value(".die.B::after", "border-radius") and "clip-path" in marks["R"]  # a dot and a triangle
    assert ".die.W::after" not in RULES
