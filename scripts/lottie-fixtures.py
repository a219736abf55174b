#!/usr/bin/env python3
"""Writes the hand-made Lottie corpus in Fixtures/lottie/ (one feature per file).

Every file is 100x100 at 10 fps, frames 0..40 (4 s), so 0/25/50/75/100 % of the duration
are frames 0, 10, 20, 30, 40. The expected values are computed by hand in
Tests/StrobeLottieTests (see the comments there). Run: python3 scripts/lottie-fixtures.py
"""
import json
import os

OUT = os.path.join(os.path.dirname(__file__), "..", "Fixtures", "lottie")


def static(v):
    return {"a": 0, "k": v}


def keys(*frames):
    return {"a": 1, "k": list(frames)}


def kf(t, s, o=None, i=None, h=False, to=None, ti=None):
    k = {"t": t, "s": s if isinstance(s, list) else [s]}
    if h:
        k["h"] = 1
    if o is not None:
        k["o"] = {"x": [o[0]], "y": [o[1]]}
        k["i"] = {"x": [i[0]], "y": [i[1]]}
    if to is not None:
        k["to"] = to
        k["ti"] = ti
    return k


def ks(p=(0, 0), a=(0, 0), s=(100, 100), r=0, o=100):
    def wrap(v):
        return v if isinstance(v, dict) else static(list(v) if isinstance(v, tuple) else v)
    return {"a": wrap(a), "p": wrap(p), "s": wrap(s), "r": wrap(r), "o": wrap(o)}


def tr(p=(0, 0), a=(0, 0), s=(100, 100), r=0, o=100):
    t = {"ty": "tr"}
    t.update(ks(p, a, s, r, o))
    return t


def rect(p=(0, 0), s=(20, 20), r=0):
    def wrap(v):
        return v if isinstance(v, dict) else static(list(v) if isinstance(v, tuple) else v)
    return {"ty": "rc", "p": wrap(p), "s": wrap(s), "r": wrap(r)}


def fill(c=(1, 0, 0), o=100, r=1):
    return {"ty": "fl", "c": static(list(c) + [1]) if isinstance(c, tuple) else c,
            "o": static(o) if not isinstance(o, dict) else o, "r": r}


def stroke(c=(0, 0, 1), w=10, lc=1, lj=1, o=100, d=None):
    s = {"ty": "st", "c": static(list(c) + [1]), "o": static(o), "w": static(w), "lc": lc, "lj": lj,
         "ml": 4}
    if d:
        s["d"] = d
    return s


def shape_layer(shapes, transform=None, ind=1, **extra):
    layer = {"ddd": 0, "ind": ind, "ty": 4, "nm": "shape", "ks": transform or ks(),
             "shapes": shapes, "ip": 0, "op": 40, "st": 0, "sr": 1}
    layer.update(extra)
    return layer


def doc(layers, assets=None):
    d = {"v": "5.7.4", "fr": 10, "ip": 0, "op": 40, "w": 100, "h": 100, "nm": "fixture",
         "ddd": 0, "assets": assets or [], "layers": layers}
    return d


def path(v, c=True, i=None, o=None):
    return {"c": c, "v": v, "i": i or [[0, 0]] * len(v), "o": o or [[0, 0]] * len(v)}


FIXTURES = {}

# Position with a cubic Bezier easing: o = (1/3, 0), i = (2/3, 0) gives x(t) = t and
# y(t) = t^3, so x = 20 + 60 (f/40)^3.
FIXTURES["position-bezier"] = doc([shape_layer(
    [rect(s=(20, 20)), fill()],
    ks(p=keys(kf(0, [20, 50], o=(1 / 3, 0), i=(2 / 3, 0)), kf(40, [80, 50]))))])

# Anchor, non-uniform scale and rotation, animated linearly.
FIXTURES["transform-scale-rotation"] = doc([shape_layer(
    [rect(p=(10, 0), s=(20, 10)), fill((0, 0.5, 0))],
    ks(p=(50, 50), a=(10, 0),
       s=keys(kf(0, [100, 100], o=(0, 0), i=(1, 1)), kf(40, [200, 100])),
       r=keys(kf(0, 0, o=(0, 0), i=(1, 1)), kf(40, 90))))])

# Skew (sk degrees along the axis sa, lottie-web's skewFromAxis(-sk, sa) between scale and
# rotation): a static layer skew (sk 30, sa 0: the top edge leans right by h tan 30), the
# same shape-group transform (scale, rotation 30, sk 20, sa 45) once filled inside its group
# and once filled by the parent layer, and an animated layer skew (sk 0 -> 40, rotation 90).
def skewed(t, sk, sa):
    t = dict(t)
    t["sk"] = sk if isinstance(sk, dict) else static(sk)
    t["sa"] = static(sa)
    return t


SKEW_GROUP = dict(s=(150, 100), r=30)
FIXTURES["transform-skew"] = doc([
    shape_layer([rect(s=(20, 20)), fill((1, 0, 0))], skewed(ks(p=(25, 25)), 30, 0), ind=1),
    shape_layer([{"ty": "gr", "it": [rect(s=(14, 14)), skewed(tr(p=(72, 25), **SKEW_GROUP), 20, 45)]},
                 fill((0, 0, 1))], ind=2),
    shape_layer([rect(s=(30, 10)), fill((0, 0.5, 0))],
                skewed(ks(p=(72, 72), r=90), keys(kf(0, 0, o=(0, 0), i=(1, 1)), kf(40, 40)), 0),
                ind=3),
    shape_layer([{"ty": "gr", "it": [rect(s=(14, 14)), fill((1, 0.5, 0)),
                                     skewed(tr(p=(28, 72), **SKEW_GROUP), 20, 45)]}], ind=4),
])

# Opacity holds (h: 1) and a linear segment into a hold.
FIXTURES["opacity-hold"] = doc([{
    "ddd": 0, "ind": 1, "ty": 1, "nm": "solid", "sc": "#0000ff", "sw": 100, "sh": 100,
    "ks": ks(o=keys(kf(0, 100, o=(0, 0), i=(1, 1)), kf(10, 0, h=True), kf(20, 20, h=True),
                    kf(30, 60))),
    "ip": 0, "op": 40, "st": 0, "sr": 1}])

# A triangle morphing into a square (3 vs 4 vertices: the resampling morph) and a square
# growing (same vertex count: element-wise).
FIXTURES["path-morph"] = doc([shape_layer([
    {"ty": "sh", "ks": keys(
        kf(0, [path([[10, 10], [40, 10], [10, 40]])], o=(0, 0), i=(1, 1)),
        kf(40, [path([[10, 10], [40, 10], [40, 40], [10, 40]])]))},
    fill((1, 0, 0)),
    ]), shape_layer([
    {"ty": "sh", "ks": keys(
        kf(0, [path([[60, 60], [70, 60], [70, 70], [60, 70]])], o=(0, 0), i=(1, 1)),
        kf(40, [path([[60, 60], [90, 60], [90, 90], [60, 90]])]))},
    fill((0, 0, 1)),
    ], ind=2)])

# Trim paths: a line drawn from its start (end 0 -> 100 %) and a closed square whose
# trimmed range [0, 50 %] is offset by 270 degrees (0.75), wrapping past the start.
FIXTURES["trim-paths"] = doc([shape_layer([
    {"ty": "sh", "ks": static(path([[10, 20], [90, 20]], c=False))},
    {"ty": "tm", "s": static(0), "e": keys(kf(0, 0, o=(0, 0), i=(1, 1)), kf(40, 100)),
     "o": static(0), "m": 1},
    stroke((0, 0, 1), w=10),
    ]), shape_layer([
    {"ty": "rc", "p": static([50, 65]), "s": static([40, 40]), "r": static(0)},
    {"ty": "tm", "s": static(0), "e": static(50), "o": static(270), "m": 1},
    stroke((1, 0, 0), w=6),
    ], ind=2)])

# Trim paths in a sub-group, stroked by the enclosing group (the trim rewrites the
# sub-group's path, so every paint above sees it trimmed): the line (10,30)->(90,30) cut to
# [0, 50 %] is drawn over x 10..50; the line (10,50)->(90,50) in a sub-group moved down 30
# (to y 80) has its end animated 0 -> 100 %, so it is drawn over x 10..10 + 2f.
FIXTURES["trim-subgroup"] = doc([shape_layer([
    {"ty": "gr", "it": [
        {"ty": "gr", "it": [
            {"ty": "sh", "ks": static(path([[10, 30], [90, 30]], c=False))},
            {"ty": "tm", "s": static(0), "e": static(50), "o": static(0), "m": 1},
            tr()]},
        stroke((0, 0, 1), w=10),
        tr()]},
    {"ty": "gr", "it": [
        {"ty": "gr", "it": [
            {"ty": "sh", "ks": static(path([[10, 50], [90, 50]], c=False))},
            {"ty": "tm", "s": static(0), "e": keys(kf(0, 0, o=(0, 0), i=(1, 1)), kf(40, 100)),
             "o": static(0), "m": 1},
            tr(p=(0, 30))]},
        stroke((1, 0, 0), w=10),
        tr()]},
    ])])

# Trim paths on a fill: the square 30..70 (start at its top-right corner, clockwise) cut to
# its first half (right side and bottom) is filled as the triangle (70,30) (70,70) (30,70).
FIXTURES["trim-fill"] = doc([shape_layer([
    {"ty": "rc", "p": static([50, 50]), "s": static([40, 40]), "r": static(0)},
    {"ty": "tm", "s": static(0), "e": static(50), "o": static(0), "m": 1},
    fill((1, 0, 0)),
    ])])

# A precomposition played from frame 10 at half speed (st 10, sr 2): inner frame
# (f - 10) / 2; the inner square moves x = 10 + 2 * inner frame.
FIXTURES["precomp-stretch"] = doc(
    [{"ddd": 0, "ind": 1, "ty": 0, "nm": "pre", "refId": "comp_0", "w": 100, "h": 100,
      "ks": ks(), "ip": 0, "op": 40, "st": 10, "sr": 2}],
    assets=[{"id": "comp_0", "layers": [shape_layer(
        [rect(s=(10, 10)), fill((0, 0.5, 0))],
        ks(p=keys(kf(0, [10, 50], o=(0, 0), i=(1, 1)), kf(40, [90, 50]))), op=100)]}])

# Time remapping (tm, seconds of the precomposition's time keyed at layer frames) on two
# copies of a precomposition whose square moves x = 10 + 2 * inner frame (y = 50 inside):
# top (y 25): linear, 0 s at frame 0 -> 2 s at frame 40, so inner frame = f / 2;
# bottom (y 75): held, 1 s until frame 20 then 3 s (inner frames 10, then 30).
def remapped(ind, y, tm):
    return {"ddd": 0, "ind": ind, "ty": 0, "nm": "remap", "refId": "comp_0", "w": 100,
            "h": 100, "ks": ks(p=(0, y)), "ip": 0, "op": 40, "st": 0, "sr": 1, "tm": tm}


FIXTURES["time-remap"] = doc(
    [remapped(1, -25, keys(kf(0, [0], o=(0, 0), i=(1, 1)), kf(40, [2]))),
     remapped(2, 25, keys(kf(0, [1], h=True), kf(20, [3])))],
    assets=[{"id": "comp_0", "layers": [shape_layer(
        [rect(s=(10, 10)), fill((0, 0.5, 0))],
        ks(p=keys(kf(0, [10, 50], o=(0, 0), i=(1, 1)), kf(40, [90, 50]))), op=100)]}])

# A null parent moving right, a child square parented to it, offset 20 below.
FIXTURES["parenting-null"] = doc([
    shape_layer([rect(s=(10, 10)), fill((1, 0, 1))], ks(p=(0, 20)), ind=2, parent=1),
    {"ddd": 0, "ind": 1, "ty": 3, "nm": "null",
     "ks": ks(p=keys(kf(0, [20, 30], o=(0, 0), i=(1, 1)), kf(40, [60, 30])), r=0, o=0),
     "ip": 0, "op": 40, "st": 0, "sr": 1},
])

# Parenting under a null whose anchor is not zero (issue 17): the null is at (50, 50) with
# anchor (10, 10) and scale 50 %, so a child point q lands at (50, 50) + 0.5 * (q - (10, 10)).
# Magenta child: static position (30, 20) -> (60, 55), a 20x20 square drawn 10x10.
# Cyan child: position animated linearly (-10, 60) at frame 0 -> (30, 100) at frame 40, so
# (0, 70) at frame 10 -> (45, 80) and (10, 80) at frame 20 -> (50, 85).
FIXTURES["parenting-anchor"] = doc([
    shape_layer([rect(s=(20, 20)), fill((1, 0, 1))], ks(p=(30, 20)), ind=2, parent=1),
    shape_layer([rect(s=(20, 20)), fill((0, 1, 1))],
                ks(p=keys(kf(0, [-10, 60], o=(0, 0), i=(1, 1)), kf(40, [30, 100]))),
                ind=3, parent=1),
    {"ddd": 0, "ind": 1, "ty": 3, "nm": "null", "ks": ks(p=(50, 50), a=(10, 10), s=(50, 50)),
     "ip": 0, "op": 40, "st": 0, "sr": 1},
])

# Start time (issue 17): a layer's own keyframes are composition frames; st shifts only the
# content of a precomposition. Top (y 25): a shape layer with st 10 moving x 20 -> 80 over
# frames 0..20 (x 50 at frame 10, 80 from frame 20). Bottom (y 75): a precomposition with
# st 10 whose square moves x 20 -> 80 over its own frames 0..20, so x = 20 + 3 * (f - 10):
# 20 at frame 10, 50 at frame 20, 80 from frame 30.
FIXTURES["start-time"] = doc(
    [shape_layer([rect(s=(10, 10)), fill((0, 0, 1))],
                 ks(p=keys(kf(0, [20, 25], o=(0, 0), i=(1, 1)), kf(20, [80, 25]))), st=10),
     {"ddd": 0, "ind": 2, "ty": 0, "nm": "pre", "refId": "comp_0", "w": 100, "h": 100,
      "ks": ks(), "ip": 0, "op": 40, "st": 10, "sr": 1}],
    assets=[{"id": "comp_0", "layers": [shape_layer(
        [rect(s=(10, 10)), fill((1, 0.5, 0))],
        ks(p=keys(kf(0, [20, 75], o=(0, 0), i=(1, 1)), kf(20, [80, 75]))), op=100)]}])

# Colours in the 0-255 form of files before Bodymovin 4.1.9 (issue 17): divided by 255 when
# a component exceeds 1. Left: fill (255, 128, 0) over 10..40 x 30..70. Right: a 6 px stroke
# round 60..90 x 30..70 whose colour goes (0, 0, 255) -> (0, 255, 0) over frames 0..40.
FIXTURES["legacy-colors"] = doc([shape_layer([
    {"ty": "gr", "it": [rect(p=(25, 50), s=(30, 40)),
                        {"ty": "fl", "c": static([255, 128, 0, 255]), "o": static(100), "r": 1},
                        tr()]},
    {"ty": "gr", "it": [rect(p=(75, 50), s=(24, 34)),
                        {"ty": "st", "c": keys(kf(0, [0, 0, 255, 255], o=(0, 0), i=(1, 1)),
                                               kf(40, [0, 255, 0, 255])),
                         "o": static(100), "w": static(6), "lc": 1, "lj": 1, "ml": 4},
                        tr()]}])])

# References to nothing (issue 17): a layer whose parent (ind 99) does not exist is drawn
# unparented (blue square at (30, 50)); a precomposition whose asset is missing draws
# nothing; the red square at (70, 50) still renders.
FIXTURES["missing-references"] = doc([
    shape_layer([rect(s=(20, 20)), fill((0, 0, 1))], ks(p=(30, 50)), ind=1, parent=99),
    {"ddd": 0, "ind": 2, "ty": 0, "nm": "pre", "refId": "no_such_comp", "w": 100, "h": 100,
     "ks": ks(), "ip": 0, "op": 40, "st": 0, "sr": 1},
    shape_layer([rect(s=(20, 20)), fill((1, 0, 0))], ks(p=(70, 50)), ind=3),
])

# Per-dimension easing (issue 17): x linear (o (0, 0), i (1, 1)), y the cubic x^3 (o (1/3, 0),
# i (2/3, 0)). Top: a 10x10 square moving (20, 20) -> (80, 80) over frames 0..40, so at
# frame 20 x = 50, y = 20 + 60 / 8 = 27.5. Bottom: a 10x10 square at (50, 80) scaled
# 100 % -> 300 % in both dimensions, so at frame 20 x scale 2, y scale 1.25 (20 x 12.5).
def per_dimension(t, s):
    return {"t": t, "s": s, "o": {"x": [0, 1 / 3], "y": [0, 0]},
            "i": {"x": [1, 2 / 3], "y": [1, 0]}}


FIXTURES["easing-per-dimension"] = doc([
    shape_layer([rect(s=(10, 10)), fill((0, 0, 1))],
                ks(p={"a": 1, "k": [per_dimension(0, [20, 20, 0]), {"t": 40, "s": [80, 80, 0]}]}),
                ind=1),
    shape_layer([rect(s=(10, 10)), fill((1, 0, 0))],
                ks(p=(50, 80), s={"a": 1, "k": [per_dimension(0, [100, 100, 100]),
                                                {"t": 40, "s": [300, 300, 100]}]}), ind=2),
])

# In and out points: a solid shown for frames 10 <= f < 30.
FIXTURES["in-out-points"] = doc([{
    "ddd": 0, "ind": 1, "ty": 1, "nm": "solid", "sc": "#ff0000", "sw": 100, "sh": 100,
    "ks": ks(), "ip": 10, "op": 30, "st": 0, "sr": 1}])

# Position along a curve (spatial tangents): (20,80) -> (80,80) with to (0,-40), ti (0,-40).
FIXTURES["position-spatial"] = doc([shape_layer(
    [rect(s=(10, 10)), fill((0, 0, 0))],
    ks(p=keys(kf(0, [20, 80], o=(0, 0), i=(1, 1), to=[0, -40, 0], ti=[0, -40, 0]),
              kf(40, [80, 80]))))])

# Issue 17: spatial keyframes move by arc length. Red: a straight move (20,20) -> (80,20)
# whose handles sit at 1/6 and 5/6, linear: x = 20 + 1.5 f. Blue: a curve (15,85) ->
# (85,70) with to (50,-50), ti (-10,-30), eased (0.4, 0) (0.6, 1): the eased progress is a
# fraction of the curve's length.
FIXTURES["position-arc-length"] = doc([
    shape_layer([rect(s=(8, 8)), fill((1, 0, 0))],
                ks(p=keys(kf(0, [20, 20], o=(0, 0), i=(1, 1), to=[10, 0, 0], ti=[-10, 0, 0]),
                          kf(40, [80, 20]))), nm="straight"),
    shape_layer([rect(s=(8, 8)), fill((0, 0, 1))],
                ks(p=keys(kf(0, [15, 85], o=(0.4, 0), i=(0.6, 1), to=[50, -50, 0],
                             ti=[-10, -30, 0]),
                          kf(40, [85, 70]))), ind=2, nm="curve"),
])

# Separated position: x animated (hold then linear), y static.
FIXTURES["position-separated"] = doc([shape_layer(
    [rect(s=(10, 10)), fill((0, 0, 0))],
    {"a": static([0, 0]),
     "p": {"s": True, "x": keys(kf(0, 20, h=True), kf(20, 40, o=(0, 0), i=(1, 1)), kf(40, 80)),
           "y": static(50)},
     "s": static([100, 100]), "r": static(0), "o": static(100)})])

# An ellipse and a rounded rectangle in a group with a static transform; even-odd fill.
FIXTURES["shapes-group"] = doc([shape_layer([
    {"ty": "gr", "it": [
        {"ty": "el", "p": static([0, 0]), "s": static([40, 40])},
        {"ty": "rc", "p": static([0, 0]), "s": static([20, 20]), "r": static(0)},
        fill((0, 0, 1), r=2),
        tr(p=(50, 50), s=(100, 100)),
    ]},
    ])])

# A stroked polygon (pentagon) and a star, no roundness.
FIXTURES["polystar"] = doc([shape_layer([
    {"ty": "sr", "sy": 2, "p": static([30, 30]), "pt": static(5), "r": static(0),
     "or": static(20), "os": static(0)},
    fill((1, 0.5, 0)),
    {"ty": "sr", "sy": 1, "p": static([70, 70]), "pt": static(5), "r": static(0),
     "or": static(20), "ir": static(8), "os": static(0), "is": static(0)},
    fill((0, 0.5, 1)),
    ])])

# A solid with an additive mask (circle of radius 30 about the centre, 100 % opacity).
def circle(cx, cy, r):
    k = 0.5519 * r
    return path([[cx, cy - r], [cx + r, cy], [cx, cy + r], [cx - r, cy]],
                i=[[-k, 0], [0, -k], [k, 0], [0, k]], o=[[k, 0], [0, k], [-k, 0], [0, -k]])


FIXTURES["mask-add"] = doc([{
    "ddd": 0, "ind": 1, "ty": 1, "nm": "solid", "sc": "#00ff00", "sw": 100, "sh": 100,
    "ks": ks(), "ip": 0, "op": 40, "st": 0, "sr": 1, "hasMask": True,
    "masksProperties": [{"mode": "a", "inv": False, "pt": static(circle(50, 50, 30)),
                         "o": static(100), "x": static(0)}]}])

# Mask modes in sequence: add a circle r 40 about (50, 50), subtract the square 40..60,
# intersect with the rectangle x 0..70; and a solid with an inverted add mask at 50 %.
def box(x0, y0, x1, y1):
    return path([[x0, y0], [x1, y0], [x1, y1], [x0, y1]])


FIXTURES["mask-modes"] = doc([{
    "ddd": 0, "ind": 1, "ty": 1, "nm": "solid", "sc": "#00ff00", "sw": 100, "sh": 100,
    "ks": ks(), "ip": 0, "op": 40, "st": 0, "sr": 1, "hasMask": True,
    "masksProperties": [
        {"mode": "a", "inv": False, "pt": static(circle(50, 50, 40)), "o": static(100)},
        {"mode": "s", "inv": False, "pt": static(box(40, 40, 60, 60)), "o": static(100)},
        {"mode": "i", "inv": False, "pt": static(box(0, 0, 70, 100)), "o": static(100)},
    ]}])

# An add mask after a subtract or an intersect: masks combine in order, so the later add
# unites its region with what the earlier masks left. Red (top half): add 5..45, subtract
# 15..35, add x 30..60, y 25..45 (the ring, plus a box that fills part of the hole). Blue
# (bottom half): add 5..45 x 55..95, intersect x 25..95, add x 70..90, y 60..80.
def solid_masked(ind, colour, masks):
    return {"ddd": 0, "ind": ind, "ty": 1, "nm": "solid", "sc": colour, "sw": 100, "sh": 100,
            "ks": ks(), "ip": 0, "op": 40, "st": 0, "sr": 1, "hasMask": True,
            "masksProperties": [{"mode": m, "inv": False, "pt": static(box(*b)),
                                 "o": static(100)} for m, b in masks]}


FIXTURES["mask-add-after"] = doc([
    solid_masked(1, "#ff0000", [("a", (5, 5, 45, 45)), ("s", (15, 15, 35, 35)),
                                ("a", (30, 25, 60, 45))]),
    solid_masked(2, "#0000ff", [("a", (5, 55, 45, 95)), ("i", (25, 55, 95, 95)),
                                ("a", (70, 60, 90, 80))]),
])

# Difference masks (mode f): the add square 10..40 XOR the square 25..55 (blue: the two
# L shapes, not their overlap 25..40); a difference mask first acts on nothing, so it keeps
# its own square 60..90 (red).
FIXTURES["mask-difference"] = doc([{
    "ddd": 0, "ind": 1, "ty": 1, "nm": "xor", "sc": "#0000ff", "sw": 100, "sh": 100,
    "ks": ks(), "ip": 0, "op": 40, "st": 0, "sr": 1, "hasMask": True,
    "masksProperties": [
        {"mode": "a", "inv": False, "pt": static(box(10, 10, 40, 40)), "o": static(100)},
        {"mode": "f", "inv": False, "pt": static(box(25, 25, 55, 55)), "o": static(100)},
    ]}, {
    "ddd": 0, "ind": 2, "ty": 1, "nm": "first", "sc": "#ff0000", "sw": 100, "sh": 100,
    "ks": ks(), "ip": 0, "op": 40, "st": 0, "sr": 1, "hasMask": True,
    "masksProperties": [
        {"mode": "f", "inv": False, "pt": static(box(60, 60, 90, 90)), "o": static(100)},
    ]}])

# Mask expansion: the add square 30..70 grown by x 10 with round corners (thorvg draws this;
# rlottie ignores x): 20..80 along the edges, corners rounded with radius 10 about (30, 30)...
FIXTURES["mask-expansion"] = doc([{
    "ddd": 0, "ind": 1, "ty": 1, "nm": "solid", "sc": "#00ff00", "sw": 100, "sh": 100,
    "ks": ks(), "ip": 0, "op": 40, "st": 0, "sr": 1, "hasMask": True,
    "masksProperties": [
        {"mode": "a", "inv": False, "pt": static(box(30, 30, 70, 70)), "o": static(100),
         "x": static(10)},
    ]}])

# Mask contraction: the add square 30..70 shrunk by x -10 (thorvg draws this; rlottie
# ignores x): 40..60, the corners of a convex path stay sharp.
FIXTURES["mask-contraction"] = doc([{
    "ddd": 0, "ind": 1, "ty": 1, "nm": "solid", "sc": "#00ff00", "sw": 100, "sh": 100,
    "ks": ks(), "ip": 0, "op": 40, "st": 0, "sr": 1, "hasMask": True,
    "masksProperties": [
        {"mode": "a", "inv": False, "pt": static(box(30, 30, 70, 70)), "o": static(100),
         "x": static(-10)},
    ]}])

# Animated mask expansion: x 0 -> 10 linearly over frames 0..20, then 10 -> -10 is not
# allowed (one sign), so it holds; at frame 10 the square 30..70 is grown by 5 (25..75), at
# frame 20 by 10 (20..80), with round corners.
FIXTURES["mask-expansion-animated"] = doc([{
    "ddd": 0, "ind": 1, "ty": 1, "nm": "solid", "sc": "#00ff00", "sw": 100, "sh": 100,
    "ks": ks(), "ip": 0, "op": 40, "st": 0, "sr": 1, "hasMask": True,
    "masksProperties": [
        {"mode": "a", "inv": False, "pt": static(box(30, 30, 70, 70)), "o": static(100),
         "x": keys(kf(0, 0, o=(0, 0), i=(1, 1)), kf(20, 10))},
    ]}])

FIXTURES["mask-inverted"] = doc([{
    "ddd": 0, "ind": 1, "ty": 1, "nm": "solid", "sc": "#ff0000", "sw": 100, "sh": 100,
    "ks": ks(), "ip": 0, "op": 40, "st": 0, "sr": 1, "hasMask": True,
    "masksProperties": [
        {"mode": "a", "inv": True, "pt": static(circle(50, 50, 20)), "o": static(50)},
    ]}])

# An alpha matte: a red solid shown through a moving square matte above it.
FIXTURES["matte-alpha"] = doc([
    shape_layer([rect(s=(20, 20)), fill((1, 1, 1))],
                ks(p=keys(kf(0, [20, 50], o=(0, 0), i=(1, 1)), kf(40, [80, 50]))), ind=1, td=1),
    {"ddd": 0, "ind": 2, "ty": 1, "nm": "solid", "sc": "#ff0000", "sw": 100, "sh": 100,
     "ks": ks(), "ip": 0, "op": 40, "st": 0, "sr": 1, "tt": 1},
])

# Track matte modes (tt 1 alpha, 2 alpha inverted, 3 luma, 4 luma inverted), one per
# 50x50 quadrant at (0, 0), (50, 0), (0, 50), (50, 50): a red solid under a matte of an
# opaque green rectangle (local x 5..25, y 5..45) and a 50 % white one (x 25..45).
def matte_quadrant(tt, qx, qy, ind):
    group = lambda p, c, o: {"ty": "gr", "it": [rect(p=p, s=(20, 40)), fill(c, o=o), tr()]}
    return [
        shape_layer([group((15, 25), (0, 1, 0), 100), group((35, 25), (1, 1, 1), 50)],
                    ks(p=(qx, qy)), ind=ind, td=1),
        {"ddd": 0, "ind": ind + 1, "ty": 1, "nm": "solid", "sc": "#ff0000", "sw": 50,
         "sh": 50, "ks": ks(p=(qx, qy)), "ip": 0, "op": 40, "st": 0, "sr": 1, "tt": tt},
    ]


FIXTURES["matte-modes"] = doc(
    matte_quadrant(1, 0, 0, 1) + matte_quadrant(2, 50, 0, 3) + matte_quadrant(3, 0, 50, 5)
    + matte_quadrant(4, 50, 50, 7))

# Stroke dashes (10 on, 10 off, offset 5) and round caps on a horizontal line.
FIXTURES["stroke-dash"] = doc([shape_layer([
    {"ty": "sh", "ks": static(path([[0, 50], [100, 50]], c=False))},
    stroke((0, 0, 0), w=10, lc=1, d=[{"n": "d", "v": static(10)}, {"n": "g", "v": static(10)},
                                     {"n": "o", "v": static(5)}]),
    ])])

# Gradients: a linear fill from red (x = 0) to blue (x = 100) with opacity 1 -> 0.5, over
# the band y 40..60; a linear gradient stroke black -> white on the line y = 80 from x 10 to 90.
FIXTURES["gradient-linear"] = doc([shape_layer([
    rect(p=(50, 50), s=(100, 20)),
    {"ty": "gf", "o": static(100), "r": 1, "t": 1, "s": static([0, 50]), "e": static([100, 50]),
     "g": {"p": 2, "k": static([0, 1, 0, 0, 1, 0, 0, 1, 0, 1, 1, 0.5])}},
    ]), shape_layer([
    {"ty": "sh", "ks": static(path([[10, 80], [90, 80]], c=False))},
    {"ty": "gs", "o": static(100), "w": static(10), "lc": 1, "lj": 1, "ml": 4, "t": 1,
     "s": static([10, 80]), "e": static([90, 80]),
     "g": {"p": 2, "k": static([0, 0, 0, 0, 1, 1, 1, 1])}},
    ], ind=2)])

# A radial gradient fill: white at the centre (50, 50) to black at radius 40, on a circle
# of radius 40.
FIXTURES["gradient-radial"] = doc([shape_layer([
    {"ty": "el", "p": static([50, 50]), "s": static([80, 80])},
    {"ty": "gf", "o": static(100), "r": 1, "t": 2, "s": static([50, 50]), "e": static([90, 50]),
     "h": static(0), "a": static(0), "g": {"p": 2, "k": static([0, 1, 1, 1, 1, 0, 0, 0])}},
    ])])

# Image layers: a 10x10 PNG embedded as a data URI (red) scaled 300 % about its centre at
# (30, 50), and a file next to the fixture (images/blue10.png) at (75, 50), unscaled.
def png(r, g, b):
    import base64, struct, zlib
    raw = b"".join(b"\x00" + bytes([r, g, b, 255]) * 10 for _ in range(10))
    def chunk(tag, data):
        c = struct.pack(">I", len(data)) + tag + data
        return c + struct.pack(">I", zlib.crc32(tag + data) & 0xffffffff)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 10, 10, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


os.makedirs(os.path.join(OUT, "images"), exist_ok=True)
with open(os.path.join(OUT, "images", "blue10.png"), "wb") as f:
    f.write(png(0, 0, 255))
import base64 as _b64
FIXTURES["image-layers"] = doc([
    {"ddd": 0, "ind": 1, "ty": 2, "nm": "embedded", "refId": "image_0",
     "ks": ks(p=(30, 50), a=(5, 5), s=(300, 300)), "ip": 0, "op": 40, "st": 0, "sr": 1},
    {"ddd": 0, "ind": 2, "ty": 2, "nm": "file", "refId": "image_1",
     "ks": ks(p=(75, 50), a=(5, 5)), "ip": 0, "op": 40, "st": 0, "sr": 1},
], assets=[
    {"id": "image_0", "w": 10, "h": 10, "u": "", "e": 1,
     "p": "data:image/png;base64," + _b64.b64encode(png(255, 0, 0)).decode()},
    {"id": "image_1", "w": 10, "h": 10, "u": "images/", "p": "blue10.png", "e": 0},
])

# JPEG image layers (images written by Fixtures/golden/images/make-jpegs.py, copied next to
# the fixtures where a layer reads them as files). image-jpeg: quadrants.jpg (20x20 baseline:
# red, green / blue, yellow) embedded as a data URI at (10, 10), and gray.jpg
# (16x8 grey: 64 | 192) as the file images/gray.jpg at (60, 60), both unscaled (pixels are
# decoded values, not filtered).
# image-jpeg-cmyk: the progressive quadrants-progressive.jpg embedded at (10, 10) and the
# Adobe CMYK cmyk.jpg (cyan, magenta / yellow, 50 % black) as a file at (60, 60).
JPEGS = os.path.join(os.path.dirname(__file__), "..", "Fixtures", "golden", "images")


def jpeg(name, copy=False):
    with open(os.path.join(JPEGS, name), "rb") as f:
        data = f.read()
    if copy:
        with open(os.path.join(OUT, "images", name), "wb") as f:
            f.write(data)
    return data


def jpeg_doc(embedded, file, size):
    return doc([
        {"ddd": 0, "ind": 1, "ty": 2, "nm": "embedded", "refId": "jpeg_0",
         "ks": ks(p=(10, 10)), "ip": 0, "op": 40, "st": 0, "sr": 1},
        {"ddd": 0, "ind": 2, "ty": 2, "nm": "file", "refId": "jpeg_1",
         "ks": ks(p=(60, 60)), "ip": 0, "op": 40, "st": 0, "sr": 1},
    ], assets=[
        {"id": "jpeg_0", "w": 20, "h": 20, "u": "", "e": 1,
         "p": "data:image/jpeg;base64," + _b64.b64encode(jpeg(embedded)).decode()},
        {"id": "jpeg_1", "w": size[0], "h": size[1], "u": "images/", "p": file, "e": 0},
    ])


jpeg("gray.jpg", copy=True)
jpeg("cmyk.jpg", copy=True)
FIXTURES["image-jpeg"] = jpeg_doc("quadrants.jpg", "gray.jpg", (16, 8))
FIXTURES["image-jpeg-cmyk"] = jpeg_doc("quadrants-progressive.jpg", "cmyk.jpg", (20, 20))

# A matte chosen by "tp" (the matte layer's index) rather than by position.
FIXTURES["matte-tp"] = doc([
    {"ddd": 0, "ind": 2, "ty": 1, "nm": "solid", "sc": "#0000ff", "sw": 100, "sh": 100,
     "ks": ks(), "ip": 0, "op": 40, "st": 0, "sr": 1, "tt": 1, "tp": 7},
    shape_layer([{"ty": "el", "p": static([50, 50]), "s": static([40, 40])}, fill((1, 1, 1))],
                ind=7, td=1),
])

# Repeaters: five 8x8 squares 15 apart from (20, 25), opacity 100 -> 20 %; and a bar
# rotated 45 degrees four times about (50, 70) (copies at 0, 45, 90, 135 degrees).
FIXTURES["repeater"] = doc([shape_layer([
    rect(p=(20, 25), s=(8, 8)), fill((0, 0, 0)),
    {"ty": "rp", "c": static(5), "o": static(0), "m": 1,
     "tr": {"ty": "tr", "p": static([15, 0]), "a": static([0, 0]), "s": static([100, 100]),
            "r": static(0), "so": static(100), "eo": static(20)}},
    ]), shape_layer([
    rect(p=(65, 70), s=(20, 4)), fill((0, 0, 1)),
    {"ty": "rp", "c": static(4), "o": static(0), "m": 1,
     "tr": {"ty": "tr", "p": static([0, 0]), "a": static([50, 70]), "s": static([100, 100]),
            "r": static(45), "so": static(100), "eo": static(100)}},
    ], ind=2)])

# Auto-orient: a 20x4 bar moving in a straight line from (20, 80) to (80, 20) turns to
# the path's direction (-45 degrees).
FIXTURES["auto-orient"] = doc([shape_layer(
    [rect(s=(20, 4)), fill((0, 0, 1))],
    ks(p=keys(kf(0, [20, 80], o=(0, 0), i=(1, 1)), kf(40, [80, 20]))), ao=1)])

# Unsupported items reported with their paths: a text layer (skipped) above a square with
# a merge paths item after its fill (merges nothing, no warning).
FIXTURES["unsupported-items"] = doc([
    {"ddd": 0, "ind": 2, "ty": 5, "nm": "text", "ks": ks(), "ip": 0, "op": 40, "st": 0,
     "sr": 1, "t": {"d": {"k": [{"s": {"s": 12, "f": "Sans", "t": "Hi", "j": 0,
                                       "fc": [0, 0, 0]}, "t": 0}]}}},
    shape_layer([
        rect(p=(50, 50), s=(20, 20)), fill((0, 0, 0)),
        {"ty": "mm", "mm": 1},
    ])])

# Merge paths on fills, one 50x50 quadrant per mode: add (2) at 50 % opacity, subtract (3),
# intersect (4), exclude intersections (5). Paths: A = local square 5..35, B = 15..45 drawn
# counter-clockwise (d 3), so a plain nonzero fill of both would leave their overlap empty.
def merge_quadrant(mode, qx, qy, ind, o=100):
    b = rect(p=(30, 30), s=(30, 30))
    b["d"] = 3
    return shape_layer([rect(p=(20, 20), s=(30, 30)), b, {"ty": "mm", "mm": mode},
                        fill((0, 0, 1), o=o)], ks(p=(qx, qy)), ind=ind)


FIXTURES["merge-paths"] = doc([
    merge_quadrant(2, 0, 0, 1, o=50), merge_quadrant(3, 50, 0, 2),
    merge_quadrant(4, 0, 50, 3), merge_quadrant(5, 50, 50, 4)])


# Text layers (ty 5), DejaVu Sans through fonts.list (fName -> fFamily). Size 20 px: an "H"
# is 1540/2048 em wide with 201/2048 em side bearings and 1493/2048 em tall, standing on
# the baseline (no descender). Point text: the layer origin is the first line's baseline.
TEXT_FONTS = {"list": [{"fName": "DejaVuSans", "fFamily": "DejaVu Sans", "fStyle": "Book",
                        "ascent": 75.97}]}


def text_doc(t, j=0, s=20, fc=(0, 0, 0), lh=30, **extra):
    d = {"s": s, "f": "DejaVuSans", "t": t, "j": j, "tr": 0, "lh": lh, "ls": 0,
         "fc": list(fc)}
    d.update(extra)
    return d


def text_layer(docs, p=(0, 0), ind=1, nm="text"):
    return {"ddd": 0, "ind": ind, "ty": 5, "nm": nm, "ks": ks(p=p), "ip": 0, "op": 40,
            "st": 0, "sr": 1,
            "t": {"d": {"k": [{"s": d, "t": t} for t, d in docs]},
                  "p": {}, "m": {"g": 1, "a": static([0, 0])}, "a": []}}


def text_fixture(layers):
    d = doc(layers)
    d["fonts"] = TEXT_FONTS
    return d


# Point text, first baselines at y 40, second lines lh 30 lower (y 70): left-justified red
# from x 5 (at frame 20 a held document swaps to "H\rHH", 16 px, orange, lh 20), centred
# green on x 50, right-justified blue ending at x 95.
FIXTURES["text-point"] = text_fixture([
    text_layer([(0, text_doc("HH\rH", fc=(1, 0, 0))),
                (20, text_doc("H\rHH", s=16, lh=20, fc=(1, 0.5, 0)))], p=(5, 40), ind=1,
               nm="left"),
    text_layer([(0, text_doc("HH\rH", j=2, fc=(0, 0.5, 0)))], p=(50, 40), ind=2, nm="centre"),
    text_layer([(0, text_doc("HH\rH", j=1, fc=(0, 0, 1)))], p=(95, 40), ind=3, nm="right"),
])

# Box text: "HH HH HH" wraps inside an 80x60 box at (10, 10.4375), centred; lines 24 apart;
# the first baseline is one font ascent (1901/2048 em = 18.5625 px) below the box top: y 29.
FIXTURES["text-box"] = text_fixture([
    text_layer([(0, text_doc("HH HH HH", j=2, lh=24, fc=(0.2, 0.4, 0.8), sz=[80, 60],
                             ps=[10, 10.4375]))]),
])

# Unsupported text features, reported with their paths: an expression selector (its
# animator is not applied), a text animator property Strobe does not draw (blur), text on a
# path, glyph fonts (chars).
FIXTURES["unsupported-text"] = text_fixture([
    {**text_layer([(0, text_doc("Hi"))], p=(10, 60)),
     "t": {"d": {"k": [{"s": text_doc("Hi"), "t": 0}]},
           "p": {"m": 0}, "m": {"g": 1, "a": static([0, 0])},
           "a": [{"s": {"t": 1, "r": 1, "b": 1}, "a": {"o": static(0)}},
                 {"s": {"t": 0, "r": 1, "b": 1}, "a": {"bl": static(4)}}]}},
])
FIXTURES["unsupported-text"]["chars"] = [
    {"ch": "H", "size": 20, "style": "Book", "w": 75.2, "fFamily": "DejaVu Sans",
     "data": {"shapes": []}}]

# Glyph data (chars) for the text animator and stroke fixtures: the outlines of DejaVu Sans
# (the font every machine gets from make deps), read from its TrueType file, so that thorvg,
# which draws Lottie text only from chars, draws the same glyphs Pango draws for Strobe.
# Lottie chars are at size 100: coordinates are font units x 100 / unitsPerEm, y down.
DEJAVU = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"


def truetype_glyphs(path, text):
    """{character: (advance, contours)} of the simple glyphs of `text` in a TrueType file:
    contours as lists of (x, y, on_curve) in font units (y up), advance in font units, and
    the font's unitsPerEm under the key None."""
    import struct
    data = open(path, "rb").read()
    tables = {}
    for k in range(struct.unpack_from(">H", data, 4)[0]):
        tag, _, offset, length = struct.unpack_from(">4sIII", data, 12 + 16 * k)
        tables[tag.decode()] = offset
    head = tables["head"]
    units = struct.unpack_from(">H", data, head + 18)[0]
    long_loca = struct.unpack_from(">h", data, head + 50)[0] == 1
    metrics = struct.unpack_from(">H", data, tables["hhea"] + 34)[0]
    # cmap: the Windows Unicode BMP subtable (format 4).
    cmap = tables["cmap"]
    sub = None
    for k in range(struct.unpack_from(">H", data, cmap + 2)[0]):
        platform, encoding, offset = struct.unpack_from(">HHI", data, cmap + 4 + 8 * k)
        if (platform, encoding) == (3, 1):
            sub = cmap + offset
    assert sub is not None and struct.unpack_from(">H", data, sub)[0] == 4
    segments = struct.unpack_from(">H", data, sub + 6)[0] // 2
    ends = struct.unpack_from(">%dH" % segments, data, sub + 14)
    starts = struct.unpack_from(">%dH" % segments, data, sub + 16 + 2 * segments)
    deltas = struct.unpack_from(">%dh" % segments, data, sub + 16 + 4 * segments)
    range_at = sub + 16 + 6 * segments
    ranges = struct.unpack_from(">%dH" % segments, data, range_at)

    def glyph_id(code):
        for k in range(segments):
            if starts[k] <= code <= ends[k]:
                if ranges[k] == 0:
                    return (code + deltas[k]) & 0xFFFF
                at = range_at + 2 * k + ranges[k] + 2 * (code - starts[k])
                g = struct.unpack_from(">H", data, at)[0]
                return (g + deltas[k]) & 0xFFFF if g else 0
        return 0

    def location(g):
        if long_loca:
            return struct.unpack_from(">I", data, tables["loca"] + 4 * g)[0]
        return 2 * struct.unpack_from(">H", data, tables["loca"] + 2 * g)[0]

    glyphs = {None: units}
    for ch in sorted(set(text)):
        g = glyph_id(ord(ch))
        advance = struct.unpack_from(">H", data, tables["hmtx"] + 4 * min(g, metrics - 1))[0]
        start, end = location(g), location(g + 1)
        contours = []
        if end > start:
            at = tables["glyf"] + start
            count = struct.unpack_from(">h", data, at)[0]
            assert count >= 0, "composite glyph for %r" % ch
            end_points = struct.unpack_from(">%dH" % count, data, at + 10)
            n = end_points[-1] + 1
            at += 10 + 2 * count
            at += 2 + struct.unpack_from(">H", data, at)[0]
            flags = []
            while len(flags) < n:
                f = data[at]
                at += 1
                flags.append(f)
                if f & 8:
                    flags += [f] * data[at]
                    at += 1

            def coordinates(short_bit, same_bit):
                nonlocal at
                values, v = [], 0
                for f in flags:
                    if f & short_bit:
                        d = data[at]
                        at += 1
                        v += d if f & same_bit else -d
                    elif not f & same_bit:
                        v += struct.unpack_from(">h", data, at)[0]
                        at += 2
                    values.append(v)
                return values
            xs = coordinates(2, 16)
            ys = coordinates(4, 32)
            first = 0
            for last in end_points:
                contours.append([(xs[k], ys[k], bool(flags[k] & 1))
                                 for k in range(first, last + 1)])
                first = last + 1
        glyphs[ch] = (advance, contours)
    return glyphs


def lottie_contour(points, scale):
    """A closed TrueType contour (quadratic, y up) as a Lottie path at `scale`, y down:
    each quadratic segment P0 C P1 becomes the cubic with handles 2/3 of the way to C."""
    def at(p):
        return (p[0] * scale, -p[1] * scale)

    def handle(a, b):
        return [round(2 / 3 * (b[0] - a[0]), 4), round(2 / 3 * (b[1] - a[1]), 4)]
    # Make the on-curve midpoint of every off-curve pair explicit, and start on-curve.
    pts = []
    for k, p in enumerate(points):
        q = points[k - 1]
        if not p[2] and not q[2]:
            pts.append(((p[0] + q[0]) / 2, (p[1] + q[1]) / 2, True))
        pts.append(p)
    while not pts[0][2]:
        pts.append(pts.pop(0))
    n = len(pts)
    v, i, o = [], [], []
    pending = [0, 0]  # the in handle of the next vertex
    k = 0
    while k < n:
        p = at(pts[k])
        v.append([round(p[0], 4), round(p[1], 4)])
        i.append(pending)
        o.append([0, 0])
        if not pts[(k + 1) % n][2]:
            c, e = at(pts[(k + 1) % n]), at(pts[(k + 2) % n])
            o[-1] = handle(p, c)
            pending = handle(e, c)
            k += 2
        else:
            pending = [0, 0]
            k += 1
    i[0] = pending
    return {"c": True, "v": v, "i": i, "o": o}


def dejavu_chars(text):
    """The Lottie chars of DejaVu Sans (Book) for the characters of `text` (spaces too)."""
    glyphs = truetype_glyphs(DEJAVU, text)
    scale = 100 / glyphs[None]
    chars = []
    for ch in sorted(set(text)):
        advance, contours = glyphs[ch]
        shapes = [{"ty": "sh", "ks": static(lottie_contour(c, scale))} for c in contours]
        chars.append({"ch": ch, "size": 100, "style": "Book", "w": round(advance * scale, 4),
                      "fFamily": "DejaVu Sans",
                      "data": {"shapes": [{"ty": "gr", "it": shapes}]} if shapes else {}})
    return chars


def glyph_text_fixture(layers, text):
    """A text fixture whose font also comes as DejaVu Sans glyph data (chars, origin 0), so
    that thorvg draws it (Strobe draws the installed DejaVu Sans and reports the chars)."""
    d = doc(layers)
    d["fonts"] = {"list": [dict(TEXT_FONTS["list"][0], origin=0)]}
    d["chars"] = dejavu_chars(text)
    return d


def linear(a, b):
    """A property animated linearly from a at frame 0 to b at frame 40."""
    return keys(kf(0, a, o=(0, 0), i=(1, 1)), kf(40, b))


def text_animator(props, **selector):
    """A text animator: a range selector (square, characters, percent, 0..100, amount 100,
    unless given) and its animated properties."""
    s = {"t": 0, "xe": static(0), "ne": static(0), "a": static(100), "b": 1, "rn": 0,
         "sh": 1, "r": 1}
    s.update(selector)
    return {"nm": "Animator", "s": s, "a": props}


def animated_text_layer(docs, animators, p=(0, 0), ind=1, nm="text"):
    layer = text_layer(docs, p=p, ind=ind, nm=nm)
    layer["t"]["a"] = animators
    return layer


# Text stroke: "HH" at 40 px, blue with a red stroke 2 px wide (centred on the outlines).
# Top: stroke over fill (of true), baseline y 45 from x 5; bottom: fill over stroke (of
# false), baseline 95. The first H's left stem spans x 5 + 201/2048*40 = 8.926 to
# 5 + 403/2048*40 = 12.871; the stroke covers 1 px on each side of its edges.
FIXTURES["text-stroke"] = glyph_text_fixture([
    text_layer([(0, text_doc("HH", s=40, lh=48, fc=(0, 0, 1), sc=[1, 0, 0], sw=2, of=True))],
               p=(5, 45), ind=1, nm="over"),
    text_layer([(0, text_doc("HH", s=40, lh=48, fc=(0, 0, 1), sc=[1, 0, 0], sw=2, of=False))],
               p=(5, 95), ind=2, nm="under"),
], "HH")

# Text animators on "HHHH" at 20 px (H advance 1540/2048 em = 15.039 px), rows with
# baselines 20, 45, 70, 95 from x 5:
# 1. opacity 0 from start s (percent, 0 -> 100 over the frames) to 100: letter i is hidden
#    by its part after s = f/10 letters;
# 2. fill green on letters 1..3 (index units), amount 0 -> 100 %: black -> green;
# 3. position (0, -8 at frame 40) with a ramp-up shape: letter i moves up 8 (i + 0.5)/4;
# 4. tracking 0 -> 5 px: letter i moves right 5 i at frame 40.
FIXTURES["text-animators"] = glyph_text_fixture([
    animated_text_layer([(0, text_doc("HHHH", fc=(0, 0, 0)))],
                        [text_animator({"o": static(0)}, s=linear(0, 100), e=static(100))],
                        p=(5, 20), ind=1, nm="opacity"),
    animated_text_layer([(0, text_doc("HHHH", fc=(0, 0, 0)))],
                        [text_animator({"fc": static([0, 1, 0, 1])}, r=2, s=static(1),
                                       e=static(3), a=linear(0, 100))],
                        p=(5, 45), ind=2, nm="fill"),
    animated_text_layer([(0, text_doc("HHHH", fc=(0, 0, 0)))],
                        [text_animator({"p": linear([0, 0, 0], [0, -8, 0])}, sh=2)],
                        p=(5, 70), ind=3, nm="position"),
    animated_text_layer([(0, text_doc("HHHH", fc=(0, 0, 0)))],
                        [text_animator({"t": linear(0, 5)})],
                        p=(5, 95), ind=4, nm="tracking"),
], "HHHH")

# Scale and rotation about each letter's anchor, the middle of its advance on the
# baseline: "H H" at 20 px from x 5 (space 651/2048 em = 6.357 px); the last H (index 2,
# anchor x 5 + 15.039 + 6.357 + 7.520 = 33.916) is scaled 100 -> 200 % (top row, baseline
# 35) and rotated 0 -> 90 degrees clockwise (bottom row, baseline 80).
FIXTURES["text-animator-transform"] = glyph_text_fixture([
    animated_text_layer([(0, text_doc("H H", fc=(0, 0, 0.5)))],
                        [text_animator({"s": linear([100, 100, 100], [200, 200, 100])}, r=2,
                                       s=static(2), e=static(3))],
                        p=(5, 35), ind=1, nm="scale"),
    animated_text_layer([(0, text_doc("H H", fc=(0.5, 0, 0)))],
                        [text_animator({"r": linear(0, 90)}, r=2, s=static(2), e=static(3))],
                        p=(5, 80), ind=2, nm="rotation"),
], "H H")

# Range shapes over "HHHHHHHH" at 10 px with opacity 0, the whole text (0..100 %): ramp up,
# ramp down, triangle, round and smooth, baselines 18, 38, 58, 78, 98 from x 5. Letter i
# (of 8) keeps the opacity 1 - m(i): ramp up m = (i + 0.5)/8, ramp down 1 - that,
# triangle 2x up to 1/2 then 2 - 2x, round sqrt(1 - (2x - 1)^2), smooth (1 - cos 2 pi x)/2,
# with x = (i + 0.5)/8.
FIXTURES["text-animator-shapes"] = glyph_text_fixture([
    animated_text_layer([(0, text_doc("HHHHHHHH", s=10, lh=12, fc=(0, 0, 0)))],
                        [text_animator({"o": static(0)}, sh=shape)],
                        p=(5, 18 + 20 * k), ind=k + 1, nm=name)
    for k, (shape, name) in enumerate(
        [(2, "rampUp"), (3, "rampDown"), (4, "triangle"), (5, "round"), (6, "smooth")])
], "HHHHHHHH")

# Blend modes (bm): an opaque backdrop B = #3366cc (0.2, 0.4, 0.8) and, one 14x14 square per
# cell of a 5x4 grid, the colour S = (0.8, 0.6, 0.2) with bm 0 (normal) ... 16 (add): cell
# k = bm is centred on (10 + 20 (k mod 5), 12.5 + 25 (k div 5)). The channels pair
# (s, b) = (0.8, 0.2), (0.6, 0.4), (0.2, 0.8), so overlay, hard and soft light take both
# branches. Expected pixels: the W3C Compositing formulas (Tests/StrobeLottieTests).
BLEND_SOURCE = (0.8, 0.6, 0.2)


def blend_cell(k, ind):
    return shape_layer([rect(s=(14, 14)), fill(BLEND_SOURCE)],
                       ks(p=(10 + 20 * (k % 5), 12.5 + 25 * (k // 5))), ind=ind, bm=k,
                       nm="bm %d" % k)


def backdrop(ind, color="#3366cc"):
    return {"ddd": 0, "ind": ind, "ty": 1, "nm": "backdrop", "sc": color, "sw": 100,
            "sh": 100, "ks": ks(), "ip": 0, "op": 40, "st": 0, "sr": 1}


FIXTURES["blend-modes"] = doc([blend_cell(k, k + 1) for k in range(17)] + [backdrop(18)])

# Blend modes as groups over the same backdrop (S as above): top row at 50 % layer opacity,
# multiply (x 10), difference (30), lighten (50), add (70), colour (90), each 14x14 at y 15;
# middle left, one multiply layer of two overlapping 20x20 squares (30..50 and 40..60 in x,
# 40..60 in y): the overlap is the layer's own S multiplied once; middle right, a multiply
# layer (30x30 at (75, 50)) matted by an alpha matte covering x < 75, so only its left half
# blends; bottom, a precomposition holding a multiply square (20x20 at (50, 85)): it blends
# with the backdrop outside the precomposition.
def blend_half(k, x, ind):
    return shape_layer([rect(s=(14, 14)), fill(BLEND_SOURCE)], ks(p=(x, 15), o=50), ind=ind,
                       bm=k, nm="half bm %d" % k)


BLEND_PRECOMP = {"id": "blend", "w": 100, "h": 100, "layers": [
    shape_layer([rect(p=(50, 85), s=(20, 20)), fill(BLEND_SOURCE)], ind=1, bm=1)]}
FIXTURES["blend-group"] = doc([
    blend_half(1, 10, 1), blend_half(10, 30, 2), blend_half(5, 50, 3), blend_half(16, 70, 4),
    blend_half(14, 90, 5),
    shape_layer([rect(p=(40, 50), s=(20, 20)), rect(p=(50, 50), s=(20, 20)),
                 fill(BLEND_SOURCE)], ind=6, bm=1, nm="overlap"),
    shape_layer([rect(p=(67.5, 50), s=(15, 40)), fill((1, 1, 1))], ind=7, td=1, nm="matte"),
    shape_layer([rect(p=(75, 50), s=(30, 30)), fill(BLEND_SOURCE)], ind=8, bm=1, tt=1,
                nm="matted"),
    {"ddd": 0, "ind": 9, "ty": 0, "nm": "precomp", "refId": "blend", "w": 100, "h": 100,
     "ks": ks(), "ip": 0, "op": 40, "st": 0, "sr": 1},
    backdrop(10)], assets=[BLEND_PRECOMP])

# Layer effects (ef). Parameters are the "v" properties of an effect's "ef" list, in
# After Effects' order.
def effect_param(ty, nm, v):
    return {"ty": ty, "nm": nm, "v": v if isinstance(v, dict) else static(v)}


def drop_shadow(color=(0, 0, 0), opacity=255, direction=135, distance=10, softness=0):
    return {"ty": 25, "nm": "Drop Shadow", "mn": "ADBE Drop Shadow", "en": 1, "ef": [
        effect_param(2, "Shadow Color", list(color) + [1]),
        effect_param(0, "Opacity", opacity), effect_param(0, "Direction", direction),
        effect_param(0, "Distance", distance), effect_param(0, "Softness", softness),
        effect_param(7, "Shadow Only", 0)]}


def gaussian_blur(blurriness):
    return {"ty": 29, "nm": "Gaussian Blur", "mn": "ADBE Gaussian Blur 2", "en": 1, "ef": [
        effect_param(0, "Blurriness", blurriness), effect_param(7, "Blur Dimensions", 1),
        effect_param(7, "Repeat Edge Pixels", 0)]}


# Drop shadows (ty 25), 20x20 squares: top left, red at (25, 25) with a sharp blue shadow
# at 50 % (opacity 127.5 of 255) 10 down (direction 180); top right, green at (70, 25)
# with a black shadow at 50 %, distance 0, softness 20 (a Gaussian of sigma 0.3 * 20 = 6);
# bottom left, yellow at (25, 70) with an opaque black sharp shadow 10 away whose direction
# turns from 90 (right) to 180 (down) over frames 0..40; bottom right, a disabled shadow
# (en 0) and an expression slider control, which draw nothing.
FIXTURES["drop-shadow"] = doc([
    shape_layer([rect(p=(25, 25), s=(20, 20)), fill((1, 0, 0))], ind=1, nm="sharp",
                ef=[drop_shadow((0, 0, 1), 127.5, 180, 10, 0)]),
    shape_layer([rect(p=(70, 25), s=(20, 20)), fill((0, 1, 0))], ind=2, nm="soft",
                ef=[drop_shadow((0, 0, 0), 127.5, 135, 0, 20)]),
    shape_layer([rect(p=(25, 70), s=(20, 20)), fill((1, 1, 0))], ind=3, nm="turning",
                ef=[drop_shadow((0, 0, 0), 255, keys(kf(0, 90, o=(0, 0), i=(1, 1)),
                                                      kf(40, 180)), 10, 0)]),
    shape_layer([rect(p=(70, 70), s=(20, 20)), fill((0, 0, 1))], ind=4, nm="disabled",
                ef=[dict(drop_shadow(), en=0),
                    {"ty": 5, "nm": "Slider Control", "mn": "ADBE Slider Control", "en": 1,
                     "ef": [effect_param(0, "Slider", 50)]}]),
])

# Gaussian blur (ty 29): a 40x40 red square at (50, 50) whose blurriness goes linearly from
# 0 to 20 over frames 0..40, so sigma = 0.3 * blurriness is 0 at frame 0, 3 at 20, 6 at 40.
FIXTURES["gaussian-blur"] = doc([
    shape_layer([rect(p=(50, 50), s=(40, 40)), fill((1, 0, 0))], ind=1, nm="blurred",
                ef=[gaussian_blur(keys(kf(0, 0, o=(0, 0), i=(1, 1)), kf(40, 20)))]),
])

def fill_effect(color, opacity=1):
    return {"ty": 21, "nm": "Fill", "mn": "ADBE Fill", "en": 1, "ef": [
        effect_param(10, "Fill Mask", 0), effect_param(7, "All Masks", 0),
        effect_param(2, "Color", list(color) + [1]), effect_param(7, "Invert", 0),
        effect_param(0, "Horizontal Feather", 0), effect_param(0, "Vertical Feather", 0),
        effect_param(0, "Opacity", opacity)]}


def tint_effect(black, white, amount):
    return {"ty": 20, "nm": "Tint", "mn": "ADBE Tint", "en": 1, "ef": [
        effect_param(2, "Map Black To", list(black) + [1]),
        effect_param(2, "Map White To", list(white) + [1]),
        effect_param(0, "Amount to Tint", amount)]}


# Fill (ty 21) and tint (ty 20). Top left, one layer filled green (0, 0.5, 0): a red square
# at 50 % (10..40), an opaque blue one over it (25..55) and a red-to-blue gradient
# (10..55 x 65..90) all become green with their alpha. Top right, a yellow square
# (65..90 x 10..35) filled magenta at opacity 0.5. Bottom right, tints from blue (black) to
# yellow (white): a red square (65..80 x 65..80) at amount 100, a green one (80..95) at 50.
FIXTURES["fill-tint"] = doc([
    shape_layer([
        {"ty": "gr", "it": [rect(p=(40, 40), s=(30, 30)), fill((0, 0, 1)), tr()]},
        {"ty": "gr", "it": [rect(p=(25, 25), s=(30, 30)), fill((1, 0, 0), o=50), tr()]},
        {"ty": "gr", "it": [rect(p=(32.5, 77.5), s=(45, 25)),
                            {"ty": "gf", "o": static(100), "r": 1, "t": 1,
                             "s": static([10, 0]), "e": static([55, 0]),
                             "g": {"p": 2, "k": static([0, 1, 0, 0, 1, 0, 0, 1])}}, tr()]},
    ], ind=1, nm="filled", ef=[fill_effect((0, 0.5, 0))]),
    shape_layer([rect(p=(77.5, 22.5), s=(25, 25)), fill((1, 1, 0))], ind=2, nm="half",
                ef=[fill_effect((1, 0, 1), 0.5)]),
    shape_layer([rect(p=(72.5, 72.5), s=(15, 15)), fill((1, 0, 0))], ind=3, nm="tinted",
                ef=[tint_effect((0, 0, 1), (1, 1, 0), 100)]),
    shape_layer([rect(p=(87.5, 72.5), s=(15, 15)), fill((0, 1, 0))], ind=4, nm="half tint",
                ef=[tint_effect((0, 0, 1), (1, 1, 0), 50)]),
])

# 3-D layers (ddd 1) without a camera, drawn orthographically as lottie-web composes them:
# a point goes through anchor, scale, rz, ry, rx, orientation z, y, x, position
# (docs/lottie.md, "3-D layers"). Each rectangle is centred on its layer's origin.
def ks3d(p=(0, 0, 0), a=(0, 0, 0), s=(100, 100, 100), rx=0, ry=0, rz=0, orientation=(0, 0, 0),
         o=100):
    def wrap(v):
        return v if isinstance(v, dict) else static(list(v) if isinstance(v, tuple) else v)
    return {"a": wrap(a), "p": wrap(p), "s": wrap(s), "rx": wrap(rx), "ry": wrap(ry),
            "rz": wrap(rz), "or": wrap(orientation), "o": wrap(o)}


def layer3d(shapes, transform, ind, nm, **extra):
    layer = shape_layer(shapes, transform, ind=ind, nm=nm, **extra)
    layer["ddd"] = 1
    return layer


# Static rotations. Red: rx 60 on a 30x30 square at (25, 25): 30 wide, 15 high (cos 60).
# Blue: rx 60 and ry 60 on a 20x20 square at (72, 28): ry first, then rx, so a point (x, y)
# lands at (0.5 x, 0.75 x + 0.5 y) from the centre (a parallelogram leaning down to the
# right; rx first would lean it sideways instead).
FIXTURES["ddd-rotation"] = {**doc([
    layer3d([rect(s=(30, 30)), fill((1, 0, 0))], ks3d(p=(25, 25, 0), rx=60), 1, "rx"),
    layer3d([rect(s=(20, 20)), fill((0, 0, 1))], ks3d(p=(72, 28, 0), rx=60, ry=60), 2, "rx ry"),
]), "ddd": 1}

# Animated y rotation: a 40x40 square at (50, 50), ry 0 -> 90 linearly over frames 0..30:
# 40 cos(3 f) wide, so 34.64 at frame 10, 20 at frame 20 (60 degrees: half as wide).
FIXTURES["ddd-animated"] = {**doc([
    layer3d([rect(s=(40, 40)), fill((0, 0.5, 0))],
            ks3d(p=(50, 50, 0), ry=keys(kf(0, 0, o=(0, 0), i=(1, 1)), kf(30, 90))), 1, "ry"),
]), "ddd": 1}

# Orientation after the rotations: a 40x20 rectangle at (50, 50) with rz 90 (now 20 wide,
# 40 high) and or (0, 60, 0): 10 wide, 40 high. rlottie and thorvg ignore "or" (20 wide).
FIXTURES["ddd-orientation"] = {**doc([
    layer3d([rect(s=(40, 20)), fill((1, 0.5, 0))],
            ks3d(p=(50, 50, 0), rz=90, orientation=(0, 60, 0)), 1, "or"),
]), "ddd": 1}

# A parented 3-D null: the null at (50, 50) turns ry 60, its child square (20x20 at the
# null's origin) turns rx 60. The 3-D matrices compose: (x, y) -> (0.5 x + 0.75 y, 0.5 y)
# from (50, 50); drawing the child flat into the null's plane would give (0.5 x, 0.5 y).
FIXTURES["ddd-parent"] = {**doc([
    layer3d([rect(s=(20, 20)), fill((1, 0, 1))], ks3d(rx=60), 2, "child", parent=1),
    {"ddd": 1, "ind": 1, "ty": 3, "nm": "null", "ks": ks3d(p=(50, 50, 0), ry=60),
     "ip": 0, "op": 40, "st": 0, "sr": 1},
]), "ddd": 1}

# Camera layers (ty 13): the root composition's 3-D layers seen through the camera as
# lottie-web's HTML renderer shows them (docs/lottie.md, "Camera layers"); rlottie and thorvg
# ignore cameras. pe 100 throughout: a layer at Lottie z = +100 (farther) behind the z = 0
# plane of the default camera is drawn at half size about the composition's centre.
def camera(p, a=None, pe=100, rx=0, ry=0, rz=0, orientation=(0, 0, 0), ind=10):
    def wrap(v):
        return v if isinstance(v, dict) else static(list(v) if isinstance(v, tuple) else v)
    t = {"p": wrap(p), "or": wrap(orientation), "rx": wrap(rx), "ry": wrap(ry), "rz": wrap(rz)}
    if a is not None:
        t["a"] = wrap(a)
    return {"ddd": 1, "ind": ind, "ty": 13, "nm": "camera", "ks": t, "pe": wrap(pe),
            "ip": 0, "op": 40, "st": 0, "sr": 1}


def camera_scene(cam):
    # Red 20x20 at (25, 25, 0), a 2-D green 10x10 at (80, 20) whose z (100) is ignored, blue
    # 40x40 at (75, 75, 100): two runs of 3-D layers on either side of the 2-D one.
    return {**doc([
        cam,
        layer3d([rect(s=(20, 20)), fill((1, 0, 0))], ks3d(p=(25, 25, 0)), 1, "near"),
        shape_layer([rect(s=(10, 10)), fill((0, 0.5, 0))], ks3d(p=(80, 20, 100)), ind=2,
                    nm="flat"),
        layer3d([rect(s=(40, 40)), fill((0, 0, 1))], ks3d(p=(75, 75, 100)), 3, "far"),
    ]), "ddd": 1}


# After Effects' default camera (position (50, 50, -100), point of interest (50, 50, 0)): the
# z = 0 plane maps to itself, the blue square at z = 100 to 20x20 about (62.5, 62.5).
FIXTURES["ddd-camera-default"] = camera_scene(camera((50, 50, -100), a=(50, 50, 0)))

# The camera moved 20 left (position and point of interest x 30): the z = 0 plane moves 20
# right, the z = 100 plane 10 right: red about (45, 25), blue 20x20 about (72.5, 62.5).
FIXTURES["ddd-camera-moved"] = camera_scene(camera((30, 50, -100), a=(30, 50, 0)))

# The camera at the default position turned toward (100, 50, 0): an orange 20x20 square
# there is drawn about the centre, foreshortened: x = 50 + 100 (2u - 100) / (200 + u) for
# u = x - 50 (41.67 .. 57.69), half heights 10 sqrt(5) / (2 + u / 100) (9.32 left, 8.60 right).
FIXTURES["ddd-camera-turned"] = {**doc([
    camera((50, 50, -100), a=(100, 50, 0)),
    layer3d([rect(s=(20, 20)), fill((1, 0.5, 0))], ks3d(p=(100, 50, 0)), 1, "target"),
]), "ddd": 1}

# A one-node camera dollying back from z -100 to -200 over frames 0..20 (linear): the green
# 40x40 square at (50, 50, 0) is drawn 40 * 100 / (100 + 5 f) wide, 20 from frame 20 on.
FIXTURES["ddd-camera-animated"] = {**doc([
    camera(keys(kf(0, [50, 50, -100], o=(0, 0), i=(1, 1)), kf(20, [50, 50, -200]))),
    layer3d([rect(s=(40, 40)), fill((0, 0.5, 0))], ks3d(p=(50, 50, 0)), 1, "square"),
]), "ddd": 1}

for name, content in FIXTURES.items():
    with open(os.path.join(OUT, name + ".json"), "w") as f:
        json.dump(content, f, indent=1)
        f.write("\n")


# dotLottie archives (dotlottie/*.lottie, for the CLI tests and docs/lottie.md, "dotLottie"),
# with fixed dates so that they are written byte for byte the same:
# - v2.lottie: manifest version "2", initial animation "jpeg" (image-jpeg, its grey image in
#   i/ with "u": "/i/"), and "anchor" (parenting-anchor).
# - v1.lottie: manifest version "1.0" with activeAnimationId "images" (image-layers, its blue
#   PNG in images/ with "u": "/images/").
import zipfile


def archive(path, members):
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        for name, data in members:
            info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(info, data)


def moved(name, folder):
    text = json.dumps(FIXTURES[name], indent=1)
    return text.replace('"u": "images/"', '"u": "%s"' % folder)


os.makedirs(os.path.join(OUT, "dotlottie"), exist_ok=True)
archive(os.path.join(OUT, "dotlottie", "v2.lottie"), [
    ("manifest.json", json.dumps({"version": "2", "generator": "scripts/lottie-fixtures.py",
                                  "animations": [{"id": "anchor"}, {"id": "jpeg"}],
                                  "initial": {"animation": "jpeg"}})),
    ("a/anchor.json", json.dumps(FIXTURES["parenting-anchor"], indent=1)),
    ("a/jpeg.json", moved("image-jpeg", "/i/")),
    ("i/gray.jpg", jpeg("gray.jpg")),
])
with open(os.path.join(OUT, "images", "blue10.png"), "rb") as f:
    BLUE10 = f.read()
archive(os.path.join(OUT, "dotlottie", "v1.lottie"), [
    ("manifest.json", json.dumps({"version": "1.0", "activeAnimationId": "images",
                                  "animations": [{"id": "images"}]})),
    ("animations/images.json", moved("image-layers", "/images/")),
    ("images/blue10.png", BLUE10),
])
print(len(FIXTURES), "fixtures and 2 dotLottie archives written")
