"""Fonts from installed packages, the text size setting, and a cache of rendered text.

Text is rendered once per (text, size, colour, face) and reused: rendering glyphs every frame
is one of the costliest things a pygame app can do.

The text size setting (Normal, Large, Larger: `TEXT_SIZES`) multiplies every size asked for
here, so every screen follows it without knowing: layouts that measure their words (`wrap`,
`fit_size`, a rendered line's width) make room by themselves, and fixed line pitches use
`px()`. A change clears the caches once (`scaling.restyle`); a frame costs the same at every size.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from sprites import scaling
from sprites.surface_cache import surface_cache

FACES = ("display", "body", "bold")
TEXT_SIZES = {"normal": 1.0, "large": 1.25, "larger": 1.5}
_size = {"name": "normal", "factor": 1.0}


def text_size() -> str:
    return _size["name"]


def set_text_size(name: str) -> bool:
    """Draw every text at the size `name` (a key of TEXT_SIZES) from now on; True when it changed."""
    if name not in TEXT_SIZES:
        raise ValueError(f"unknown text size {name!r}; choose one of: {', '.join(TEXT_SIZES)}")
    if name == _size["name"]:
        return False
    _size["name"], _size["factor"] = name, TEXT_SIZES[name]
    scaling.restyle()
    return True


def factor() -> float:
    """How much bigger than Normal text is drawn now (1.0, 1.25 or 1.5)."""
    return _size["factor"]


def px(length: float) -> int:
    """A length that belongs to text (a line pitch, a row's height) at the current text size."""
    return round(length * _size["factor"])


def _font_path(face: str) -> str | None:
    """Fredoka One for headings and numbers, Lato for reading; pygame's own font if missing."""
    try:
        if face == "display":
            import font_fredoka_one

            return str(font_fredoka_one.FredokaOne)
        import font_lato

        return str(font_lato.LatoBold if face == "bold" else font_lato.Lato)
    except (ImportError, AttributeError):
        return None


GROWS_UP_TO = 40  # reading text grows by the whole factor; bigger type by as many px as 40 px text


def real_size(size: int, scaled: bool = True) -> int:
    """The px size text of `size` is drawn at now. Reading text (body 32, labels 28) grows by the
    whole factor; headings and big figures, readable from the sofa already, grow by the same
    pixels as 40 px text, so a 96 px score does not crowd its panel."""
    if not scaled:
        return max(1, size)
    return max(1, round(size + (_size["factor"] - 1.0) * min(size, GROWS_UP_TO)))


def font(size: int, face: str = "body", scaled: bool = True) -> pygame.font.Font:
    """The font for text of `size` px at Normal, at the current text size (`scaled=False`: at
    `size` itself, for numbers painted on a piece, which the piece's own size bounds)."""
    return _font(real_size(size, scaled), face)


def fit_height(size: int, height: int, face: str = "body") -> int:
    """The largest size up to `size` whose lines are at most `height` px tall now (a figure in
    a box of fixed height: it makes room at a larger text size instead of spilling over)."""
    while size > 8 and font(size, face).get_height() > height:
        size -= 2
    return size


# Open fonts kept, one per face and px size: a table uses about 25, and each holds its glyph
# cache in FreeType (0.16 MB measured, 10 MB at most); the least recently used closes past it.
FONTS_KEPT = 64


def fonts_open() -> int:
    """How many fonts are open now (the cache budget test reads it)."""
    return _font.cache_info().currsize


@lru_cache(maxsize=FONTS_KEPT)
def _font(size: int, face: str = "body") -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(_font_path(face), size)


@surface_cache(8)
def text(content: str, size: int, colour: tuple[int, ...], face: str = "body",
         scaled: bool = True) -> pygame.Surface:
    """A rendered line of text (cached); do not draw on the returned surface.

    On a scaled screen the glyphs are rendered at the real pixel size, and the Layer keeps the
    logical font's measure, so layouts are the same at every scale."""
    s = scaling.scale()
    if s == 1.0:
        return font(size, face, scaled).render(content, True, colour[:3])
    real = max(1, round(real_size(size, scaled) * s))
    image = _font(real, face).render(content, True, colour[:3])
    return scaling.Layer(image, s, font(size, face, scaled).size(content))


@surface_cache(4)
def shadowed(content: str, size: int, colour: tuple[int, ...], face: str = "display",
             offset: int = 3) -> pygame.Surface:
    """Text with a soft dark drop shadow, for titles on the felt."""
    front = text(content, size, colour, face)
    back = text(content, size, (0, 0, 0), face).copy()
    back.set_alpha(110)
    out = scaling.surface((front.get_width() + offset, front.get_height() + offset), pygame.SRCALPHA)
    out.blit(back, (offset, offset))
    out.blit(front, (0, 0))
    return out


def wrap(content: str, size: int, width: int, face: str = "body", scaled: bool = True) -> list[str]:
    """Break a paragraph into lines that fit `width` pixels."""
    f = font(size, face, scaled)
    lines: list[str] = []
    for paragraph in content.split("\n"):
        words = paragraph.split()
        line = ""
        for word in words:
            trial = f"{line} {word}".strip()
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


@lru_cache(maxsize=512)
def ellipsize(content: str, size: int, width: int, face: str = "body") -> str:
    """The text cut with "…" so that it fits `width` pixels."""
    f = font(size, face)
    if f.size(content)[0] <= width:
        return content
    lo, hi = 0, len(content)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if f.size(content[:mid].rstrip() + "…")[0] <= width:
            lo = mid
        else:
            hi = mid - 1
    return content[:lo].rstrip() + "…"


@lru_cache(maxsize=2048)
def fit_size(content: str, size: int, width: int, face: str = "body", minimum: int = 20,
             scaled: bool = True) -> int:
    """The largest size up to `size` at which the text fits `width` (names can be long; cached:
    tables ask every frame for the same lines). It never goes below `minimum` px as drawn, so a
    larger text size shrinks a line that does not fit back towards Normal, not further."""
    while real_size(size, scaled) > minimum and font(size, face, scaled).size(content)[0] > width:
        size -= 2
    return size


_MEASURES = (ellipsize, fit_size)  # held here: a test may wrap the module's names


def _restyled() -> None:
    """Measures were taken at the old text size: take them again."""
    for cached in _MEASURES:
        cached.cache_clear()


scaling.on_change(_restyled)
