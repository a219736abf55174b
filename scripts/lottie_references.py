"""The reference players as the Lottie harnesses drive them (docs/lottie.md, "Conformance on
real files"): one place for how thorvg is set up and stepped, shared by
scripts/lottie-corpus.py and scripts/lottie-conformance.py.
"""
import os
import sys


def thorvg_images(path, frames, width, height):
    """thorvg's render of `path` at each of `frames` (counted from the in-point), as Pillow
    images of straight RGBA; exits naming the file when thorvg cannot load it."""
    import thorvg_python as tvg

    engine = tvg.Engine(threads=0)
    canvas = tvg.SwCanvas(engine)
    canvas.set_target(width, height, cs=tvg.Colorspace.ABGR8888S)
    anim = tvg.LottieAnimation(engine)
    picture = anim.get_picture()
    if picture.load(os.path.abspath(path)) != tvg.Result.SUCCESS:
        sys.exit(f"thorvg: cannot load {path}")
    picture.set_size(width, height)
    canvas.add(picture)
    images = []
    for frame in frames:
        anim.set_frame(float(frame))
        canvas.update()
        canvas.draw(True)
        canvas.sync()
        images.append(canvas.get_pillow())
    engine.term()
    return images
