"""Issue 21: text and pieces drawn at the output scale, and a 4K frame that costs only what changed.

Layers speak logical units and hold physical pixels (sprites/scaling.py); pygame.draw and
pygame.transform go through sprites/pen.py and sprites/transforms.py; the recording canvas
(sprites/recording.py) replays only the damaged boxes of a frame, which must give the very pixels
a whole redraw gives.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sprites import fonts, pen, scaling, transforms
from sprites.recording import RecordingCanvas


@pytest.fixture
def at_two() -> Iterator[None]:
    scaling.set_scale(2.0)
    yield
    scaling.set_scale(1.0)


def test_scale_one_hands_out_plain_surfaces() -> None:
    """At 1080p nothing changes: plain pygame surfaces, pygame's own calls."""
    image = scaling.surface((30, 20), pygame.SRCALPHA)
    assert type(image) is pygame.Surface and image.get_size() == (30, 20)
    assert type(fonts.text("Ana", 30, (255, 255, 255))) is pygame.Surface
    assert type(transforms.smoothscale(image, (60, 40))) is pygame.Surface


def test_a_layer_speaks_logical_units(at_two: None) -> None:
    layer = scaling.surface((100, 50), pygame.SRCALPHA)
    assert isinstance(layer, scaling.Layer)
    assert layer.get_size() == (100, 50) and layer.surf.get_size() == (200, 100)
    assert layer.get_rect(center=(50, 25)) == pygame.Rect(0, 0, 100, 50)
    layer.fill((255, 0, 0, 255), (10, 10, 20, 5))
    assert layer.surf.get_at((20, 20))[:3] == (255, 0, 0)
    assert layer.surf.get_at((59, 29))[:3] == (255, 0, 0)
    assert layer.surf.get_at((60, 20)).a == 0 and layer.surf.get_at((19, 20)).a == 0
    assert layer.surf.get_at((20, 30)).a == 0
    layer.set_clip(pygame.Rect(5, 5, 10, 10))
    assert layer.get_clip() == pygame.Rect(5, 5, 10, 10)
    assert layer.surf.get_clip() == pygame.Rect(10, 10, 20, 20)
    layer.set_clip(None)
    part = layer.subsurface((10, 10, 20, 5))
    assert part.get_size() == (20, 5) and part.surf.get_at((0, 0))[:3] == (255, 0, 0)


def test_blit_maps_the_position_and_the_area(at_two: None) -> None:
    target = scaling.surface((50, 50))
    target.fill((0, 0, 0))
    source = scaling.surface((10, 10))
    source.fill((0, 0, 255))
    source.fill((0, 255, 0), (5, 0, 5, 10))
    drawn = target.blit(source, (20, 30), (5, 0, 5, 10))  # only the green half
    assert drawn == pygame.Rect(20, 30, 5, 10)
    assert target.surf.get_at((40, 60))[:3] == (0, 255, 0)
    assert target.surf.get_at((49, 79))[:3] == (0, 255, 0)
    assert target.surf.get_at((50, 60))[:3] == (0, 0, 0)


def test_a_plain_surface_on_a_layer_is_an_error_when_strict(at_two: None) -> None:
    """A drawing helper that still made a plain surface would be drawn soft; tests catch it."""
    target = scaling.surface((50, 50))
    with pytest.raises(TypeError, match="plain"):
        target.blit(pygame.Surface((4, 4)), (0, 0))
    target.blit(scaling.adopt(pygame.Surface((4, 4))), (0, 0))  # taken in on purpose: fine


def test_shapes_cover_the_same_places_as_a_doubled_drawing(at_two: None) -> None:
    """Each pen shape at 2x covers what the 1x shape doubled covers, give or take its edge."""
    shapes = [
        lambda s: pen.rect(s, (255, 255, 255), (10, 12, 40, 20), border_radius=6),
        lambda s: pen.rect(s, (255, 255, 255), (10, 12, 40, 20), 3),
        lambda s: pen.circle(s, (255, 255, 255), (40, 30), 15),
        lambda s: pen.polygon(s, (255, 255, 255), [(5, 5), (60, 10), (30, 50)]),
        lambda s: pen.line(s, (255, 255, 255), (5, 50), (70, 8), 4),
        lambda s: pen.ellipse(s, (255, 255, 255), (8, 8, 60, 30)),
        lambda s: pen.lines(s, (255, 255, 255), True, [(5, 5), (60, 10), (30, 50)], 2),
        lambda s: pen.arc(s, (255, 255, 255), (8, 8, 60, 40), 0.2, 2.8, 3),
    ]
    for number, shape in enumerate(shapes):
        sharp = scaling.surface((80, 60))
        sharp.fill((0, 0, 0))
        shape(sharp)
        scaling.set_scale(1.0)
        plain = pygame.Surface((80, 60))
        plain.fill((0, 0, 0))
        shape(plain)
        doubled = pygame.transform.scale(plain, (160, 120))
        scaling.set_scale(2.0)
        lit_sharp = {(x, y) for x in range(160) for y in range(120) if sharp.surf.get_at((x, y))[0] > 127}
        lit_double = {(x, y) for x in range(160) for y in range(120) if doubled.get_at((x, y))[0] > 127}
        assert lit_sharp, f"shape {number} drew nothing"
        for axis in (0, 1):  # the same extent, to an edge pixel or two
            for pick in (min, max):
                a, b = pick(p[axis] for p in lit_sharp), pick(p[axis] for p in lit_double)
                assert abs(a - b) <= 3, f"shape {number}: extent {a} against {b}"
        assert abs(len(lit_sharp) - len(lit_double)) <= 0.25 * len(lit_double) + 40, f"shape {number}: area"


def test_text_is_rendered_at_the_real_pixel_size(at_two: None) -> None:
    image = fonts.text("Take 5", 40, (255, 255, 255), "display")
    assert isinstance(image, scaling.Layer)
    assert image.get_size() == fonts.font(40, "display").size("Take 5")  # layouts are unchanged
    assert image.surf.get_height() >= 2 * image.get_height() - 2  # glyphs from an 80 px font
    assert image.surf.get_size() == fonts.font(80, "display").size("Take 5")


def test_caches_keep_one_drawing_per_scale() -> None:
    plain = fonts.text("Ana", 30, (1, 2, 3))
    scaling.set_scale(2.0)
    try:
        sharp = fonts.text("Ana", 30, (1, 2, 3))
        assert isinstance(sharp, scaling.Layer) and sharp.s == 2.0
        assert fonts.text("Ana", 30, (1, 2, 3)) is sharp
    finally:
        scaling.set_scale(1.0)
    assert type(fonts.text("Ana", 30, (1, 2, 3))) is pygame.Surface
    assert fonts.text("Ana", 30, (1, 2, 3)).get_size() == plain.get_size()


def test_transforms_keep_the_scale(at_two: None) -> None:
    layer = scaling.surface((40, 20), pygame.SRCALPHA)
    assert transforms.smoothscale(layer, (80, 10)).get_size() == (80, 10)
    assert transforms.smoothscale(layer, (80, 10)).surf.get_size() == (160, 20)
    turned = transforms.rotate(layer, 90)
    assert isinstance(turned, scaling.Layer) and turned.get_size() == (20, 40)
    assert transforms.smoothscale_by(layer, 0.5).get_size() == (20, 10)
    assert transforms.flip(layer, True, False).get_size() == (40, 20)
    # a plain draft resized to a logical size comes out at full density
    grown = transforms.smoothscale(pygame.Surface((4, 4)), (40, 40))
    assert isinstance(grown, scaling.Layer) and grown.surf.get_size() == (80, 80)


# ------------------------------------------------------------------ the recording canvas

COLOURS = [(200, 40, 40), (40, 200, 40), (40, 40, 200), (230, 200, 60)]
boxes = st.tuples(st.integers(-10, 90), st.integers(-10, 50), st.integers(1, 40), st.integers(1, 30))
ops = st.one_of(
    st.tuples(st.just("blit"), st.integers(0, 2), st.integers(-10, 90), st.integers(-10, 50),
              st.sampled_from([None, 255, 120])),
    st.tuples(st.just("fill"), st.sampled_from(COLOURS), boxes),
    st.tuples(st.just("rect"), st.sampled_from(COLOURS), boxes, st.sampled_from([0, 2])),
    st.tuples(st.just("circle"), st.sampled_from(COLOURS), st.integers(0, 100), st.integers(0, 60),
              st.integers(2, 20)),
    # clips that overlap the canvas (pygame's blended fills ignore an empty clip)
    st.tuples(st.just("clip"), st.one_of(st.none(), st.tuples(st.integers(0, 90), st.integers(0, 50),
                                                               st.integers(1, 40), st.integers(1, 30)))),
    st.tuples(st.just("veil"), st.sampled_from([(10, 8, 6, 170), (20, 14, 10, 235)])),
)
frames = st.lists(ops, max_size=14)
changes = st.lists(st.tuples(st.integers(0, 2), st.sampled_from(COLOURS), boxes), max_size=3)


def sources() -> list[Any]:
    made = []
    for number, colour in enumerate(COLOURS[:3]):
        layer = scaling.surface((20 + 6 * number, 14), pygame.SRCALPHA)
        layer.fill((*colour, 255))
        pen.circle(layer, (255, 255, 255, 180), (6, 6), 5)
        made.append(layer)
    return made


def paint(target: Any, frame: list[Any], layers: list[Any]) -> None:
    from sprites import draw

    target.fill((30, 90, 60))
    for op in frame:
        kind = op[0]
        if kind == "blit":
            _, which, x, y, alpha = op
            layers[which].set_alpha(alpha)
            target.blit(layers[which], (x, y))
        elif kind == "fill":
            target.fill(op[1], op[2])
        elif kind == "rect":
            pen.rect(target, op[1], op[2], op[3], border_radius=4)
        elif kind == "circle":
            pen.circle(target, op[1], (op[2], op[3]), op[4])
        elif kind == "clip":
            target.set_clip(op[1])
        else:
            draw.veil(target, op[1])
    target.set_clip(None)


@settings(max_examples=150, deadline=None)
@given(frames, st.lists(st.tuples(st.sampled_from(["same", "shuffled", "new"]), frames, changes),
                        min_size=1, max_size=4), st.sampled_from([2.0, 4 / 3]), st.randoms(use_true_random=False))
def test_the_recording_canvas_gives_the_pixels_of_a_whole_redraw(first: list[Any], steps: list[Any], scale: float,
                                                                 rng: Any) -> None:
    """Frame after frame (the same calls again, the same calls in another order, or new ones),
    with sources repainted between frames and within one, the canvas that replays only its
    damaged boxes equals a plain layer drawn whole with the same calls."""
    scaling.set_scale(scale)
    try:
        layers = sources()
        size = (100, 60)
        canvas = RecordingCanvas(pygame.Surface((scaling.px(100, scale), scaling.px(60, scale))), scale, size)
        frame: list[Any] = first
        for how, fresh, change in [("new", first, []), *steps]:
            if how == "shuffled":
                frame = list(frame)
                rng.shuffle(frame)
            elif how == "new":
                frame = fresh
            for which, colour, box in change:  # a layer repainted between frames
                layers[which].fill((*colour, 255), box)
            canvas.begin_frame()
            paint(canvas, frame, layers)
            if change:  # and one repainted after it was drawn this frame: the frame shows it before
                which, colour, box = change[0]
                before = [layer.copy() for layer in layers]
                layers[which].fill((255, 255, 255, 255), box)
            else:
                before = layers
            canvas.finish()
            whole = scaling.Layer(pygame.Surface(canvas.surf.get_size()), scale, size)
            paint(whole, frame, before)
            assert pygame.image.tobytes(canvas.surf, "RGB") == pygame.image.tobytes(whole.surf, "RGB")
    finally:
        scaling.set_scale(1.0)


def test_an_unchanged_frame_damages_nothing(at_two: None) -> None:
    layers = sources()
    canvas = RecordingCanvas(pygame.Surface((200, 120)), 2.0, (100, 60))
    frame = [("blit", 0, 10, 10, None), ("rect", COLOURS[0], (40, 20, 30, 10), 0)]
    paint(canvas, frame, layers)
    assert canvas.finish() == [pygame.Rect(0, 0, 200, 120)]  # the first frame is drawn whole
    paint(canvas, frame, layers)
    assert canvas.finish() == []
    moved = [("blit", 0, 12, 10, None), frame[1]]
    paint(canvas, moved, layers)
    (box,) = canvas.finish()
    assert box.contains(pygame.Rect(20, 20, 44, 28)) and box.w * box.h < 200 * 120 // 4


def test_the_recording_canvas_cannot_be_read_mid_frame(at_two: None) -> None:
    canvas = RecordingCanvas(pygame.Surface((200, 120)), 2.0, (100, 60))
    with pytest.raises(TypeError):
        canvas.subsurface((0, 0, 10, 10))
    with pytest.raises(TypeError):
        canvas.copy()


def test_a_layer_changed_after_it_was_drawn_shows_as_it_was(at_two: None) -> None:
    """A scratch layer drawn, repainted and drawn again in one frame shows both paintings."""
    canvas = RecordingCanvas(pygame.Surface((200, 120)), 2.0, (100, 60))
    scratch = scaling.surface((10, 10))
    scratch.fill((255, 0, 0))
    canvas.blit(scratch, (0, 0))
    scratch.fill((0, 0, 255))
    pen.rect(scratch, (0, 255, 0), (0, 0, 5, 5))
    canvas.blit(scratch, (20, 0))
    canvas.finish()
    assert canvas.surf.get_at((5, 5))[:3] == (255, 0, 0)
    assert canvas.surf.get_at((45, 5))[:3] == (0, 255, 0)
    assert canvas.surf.get_at((55, 15))[:3] == (0, 0, 255)
