#!/usr/bin/env python3
"""Lottie export benchmark driver (used by strobe-bench's lottie.* benchmarks).

  lottie-bench.py gen OUT [SHAPES SIZE FRAMES]   write the benchmark animation
  lottie-bench.py rlottie FILE OUTDIR            all frames to PNG with rlottie-python
  lottie-bench.py thorvg FILE OUTDIR             all frames to PNG with thorvg-python (1 thread)
  lottie-bench.py pylottie-svg FILE OUTDIR       all frames to SVG with python-lottie

The animation (default 1,000 shapes, 512x512, 60 frames at 30 fps) is 100 shape layers of
10 groups each (ellipses and rounded rectangles, solid fills, some at partial opacity); each
layer moves linearly and rotates over the 60 frames, so every frame differs. Seeded, so
every run writes the same file. PNGs are written with Pillow (compression level 6, as
zlib's default) so that encoding is part of every renderer's time, as it is of Strobe's.
"""
import json
import os
import random
import sys


def static(v):
    return {"a": 0, "k": v}


def generate(out, shapes=1000, size=512, frames=60):
    rng = random.Random(1)
    layers = []
    per_layer = 10
    for n in range(shapes // per_layer):
        groups = []
        for _ in range(per_layer):
            w, h = rng.uniform(8, 40), rng.uniform(8, 40)
            cx, cy = rng.uniform(-60, 60), rng.uniform(-60, 60)
            if rng.random() < 0.5:
                geometry = {"ty": "el", "p": static([cx, cy]), "s": static([w, h])}
            else:
                geometry = {"ty": "rc", "p": static([cx, cy]), "s": static([w, h]),
                            "r": static(rng.uniform(0, 6))}
            color = [rng.random(), rng.random(), rng.random(), 1]
            opacity = 100 if rng.random() < 0.7 else rng.uniform(40, 90)
            groups.append({"ty": "gr", "it": [
                geometry,
                {"ty": "fl", "c": static(color), "o": static(opacity), "r": 1},
                {"ty": "tr", "p": static([0, 0]), "a": static([0, 0]), "s": static([100, 100]),
                 "r": static(0), "o": static(100)}]})
        x0, y0 = rng.uniform(60, size - 60), rng.uniform(60, size - 60)
        x1, y1 = rng.uniform(60, size - 60), rng.uniform(60, size - 60)
        ease = {"o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}
        layers.append({
            "ddd": 0, "ind": n + 1, "ty": 4, "nm": f"layer {n}", "ip": 0, "op": frames,
            "st": 0, "sr": 1,
            "ks": {"a": static([0, 0]), "s": static([100, 100]), "o": static(100),
                   "p": {"a": 1, "k": [dict(t=0, s=[x0, y0], **ease), {"t": frames, "s": [x1, y1]}]},
                   "r": {"a": 1, "k": [dict(t=0, s=[0], **ease),
                                       {"t": frames, "s": [rng.uniform(-180, 180)]}]}},
            "shapes": groups})
    doc = {"v": "5.7.4", "fr": 30, "ip": 0, "op": frames, "w": size, "h": size,
           "nm": "bench", "ddd": 0, "assets": [], "layers": layers}
    with open(out, "w") as f:
        json.dump(doc, f)


def frame_count(path):
    with open(path) as f:
        doc = json.load(f)
    return int(doc["op"] - doc["ip"]), doc["w"], doc["h"]


def rlottie(path, outdir):
    from rlottie_python import LottieAnimation
    count, w, h = frame_count(path)
    anim = LottieAnimation.from_file(path)
    for i in range(count):
        image = anim.render_pillow_frame(frame_num=i, width=w, height=h)
        image.save(os.path.join(outdir, f"frame-{i:04}.png"), compress_level=6)


def thorvg(path, outdir):
    import thorvg_python as tvg
    count, w, h = frame_count(path)
    engine = tvg.Engine(threads=0)
    canvas = tvg.SwCanvas(engine)
    canvas.set_target(w, h)
    anim = tvg.LottieAnimation(engine)
    picture = anim.get_picture()
    picture.load(os.path.abspath(path))
    picture.set_size(w, h)
    canvas.add(picture)
    for i in range(count):
        anim.set_frame(float(i))
        canvas.update()
        canvas.draw(True)
        canvas.sync()
        canvas.get_pillow().save(os.path.join(outdir, f"frame-{i:04}.png"), compress_level=6)
    engine.term()


def pylottie_svg(path, outdir):
    from lottie.exporters.svg import export_svg
    from lottie.importers.core import import_lottie
    count, _, _ = frame_count(path)
    anim = import_lottie(path)
    for i in range(count):
        export_svg(anim, os.path.join(outdir, f"frame-{i:04}.svg"), i)


def main(argv):
    if len(argv) >= 2 and argv[0] == "gen":
        generate(argv[1], *[int(a) for a in argv[2:5]])
    elif len(argv) == 3 and argv[0] in ("rlottie", "thorvg", "pylottie-svg"):
        os.makedirs(argv[2], exist_ok=True)
        {"rlottie": rlottie, "thorvg": thorvg, "pylottie-svg": pylottie_svg}[argv[0]](
            argv[1], argv[2])
    else:
        sys.stderr.write(__doc__)
        return 64
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
