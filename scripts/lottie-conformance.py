#!/usr/bin/env python3
"""Lottie conformance: Strobe against an independent renderer (rlottie, from PyPI).

Renders every Fixtures/lottie/*.json at 0/25/50/75/100 % of its frames (frames ip + p*(op-ip))
with `strobe render --frame` and with rlottie-python, at 1x, and compares premultiplied RGBA:
mean and max channel difference and the fraction of pixels with a channel differing by more
than 16. A file passes when every frame has mean <= MEAN_LIMIT and fraction <= FRACTION_LIMIT.
Files whose disagreement is explained in docs/lottie.md ("Conformance") are listed in
EXPLAINED: they are reported but do not fail the run.

The text fixtures that carry DejaVu Sans as glyph data (chars) are compared with thorvg
too (THORVG_EXPLAINED lists its explained disagreements).

Usage: scripts/lottie-conformance.py [path/to/strobe]   (make test-lottie-conformance)
Needs: rlottie-python, thorvg-python and Pillow (make lottie-venv: .venv-lottie/)
"""
import glob
import json
import os
import subprocess
import sys
import tempfile

import lottie_references

MEAN_LIMIT = 1.5
FRACTION_LIMIT = 0.01
EXPLAINED = {
    # Merge paths: rlottie 1.3.8 ignores the item and fills the paths as one nonzero path
    # (the reversed square's overlap stays empty); Strobe draws add/subtract/intersect/
    # exclude exactly (After Effects' meaning).
    "merge-paths": "merge paths: boolean result (Strobe) against rlottie ignoring the item",
    # Luma mattes: Strobe takes luminance x alpha with Rec. 709 weights (SVG/CSS luminance
    # masks, lottie-web's SVG renderer); rlottie ignores the matte's alpha (a 50 % white
    # area masks fully) and weighs green about 0.58. Alpha and alpha-inverted quadrants agree.
    "matte-modes": "luma mattes: luminance x alpha, Rec. 709 (Strobe) against rlottie's",
    # Repeater opacity: Strobe (and lottie-web, After Effects) reach the end opacity on the
    # last copy, so - (so - eo) * k / (c - 1); rlottie steps by k / c and never reaches it.
    "repeater": "repeater opacity steps: k/(c-1) (Strobe, lottie-web) against k/c (rlottie)",
    # rlottie shows a layer at its out point (frame op); lottie-web and After Effects hide it
    # (visible for ip <= frame < op), as Strobe does.
    "in-out-points": "rlottie keeps a layer visible at its out point",
    # Vertex counts that differ between path keyframes: Strobe uses its arc-length resampling
    # morph; rlottie interpolates the common vertices only. Lottie leaves this undefined.
    "path-morph": "differing vertex counts: resampling morph against rlottie's",
    # Opacity stops: rlottie interpolates premultiplied colours; Strobe interpolates colour and
    # alpha separately (non-premultiplied), as lottie-web's SVG renderer does (a colour
    # gradient under an opacity-gradient mask) and as Core Animation gradients do.
    "gradient-linear": "opacity stops: premultiplied (rlottie) against straight interpolation",
    # rlottie 1.3.8 ignores "tp" (the matte layer's index, Lottie 5.12): it draws the matte
    # layer itself and not the matted solid.
    "matte-tp": "rlottie does not read tp",
    # A 10 px image scaled 300 %: Strobe's renderer samples bilinearly with transparent
    # outside the image (Cairo EXTEND_NONE), so the outermost row of image pixels is softened;
    # rlottie clamps to the edge (as Core Animation would). A renderer issue, not the importer.
    "image-layers": "scaled image edges: transparent outside (Strobe) against clamped (rlottie)",
    # An inverted add mask at 50 %: Strobe (like lottie-web, which fills the even-odd
    # complement at the mask opacity) gives 0.5 outside the path and 0 inside; rlottie gives 1
    # outside and 0.5 inside (it inverts the mask after applying its opacity).
    "mask-expansion": "rlottie 1.3.8 ignores mask expansion (x); thorvg and Strobe grow the path",
    "mask-contraction": "rlottie 1.3.8 ignores mask expansion (x); thorvg and Strobe shrink the path",
    "mask-expansion-animated": "rlottie 1.3.8 ignores mask expansion (x); thorvg and Strobe animate it",
    # An add mask after an intersect: masks apply top to bottom (After Effects), so the add
    # unites with what is left; rlottie 1.3.8 leaves out the added box there (it does unite
    # after a subtract), thorvg 1.1.3 leaves out both added boxes.
    "mask-add-after": "rlottie drops an add mask after an intersect (Strobe unites it)",
    "mask-inverted": "inverted mask opacity: complement at o (Strobe, lottie-web) vs 1 - o",
    # Auto-orient ("ao": 1) on a straight motion: rlottie leaves the bar horizontal; Strobe
    # and lottie-web turn it to the path's direction (-45 degrees).
    "auto-orient": "rlottie does not orient along a straight motion",
    # About 100 edge pixels of the pentagon differ by up to half a pixel of coverage.
    "polystar": "pentagon edges differ by under a pixel",
    # Skew (sk, sa): rlottie 1.3.8 ignores it (its frames match Strobe's render of the file
    # with sk and sa removed: mean 0.05); Strobe follows lottie-web's skewFromAxis(-sk, sa).
    "transform-skew": "rlottie ignores skew (sk, sa)",
    # Text layers: rlottie 1.3.8 draws no text layers; Strobe draws the text (Pango, DejaVu
    # Sans), placed as lottie-web and lottie-ios place it (checked by LottieTextTests).
    "text-point": "rlottie draws no text layers",
    "text-box": "rlottie draws no text layers",
    "unsupported-text": "rlottie draws no text layers (Strobe draws the unanimated text)",
    "text-stroke": "rlottie draws no text layers (thorvg, from the chars, agrees)",
    "text-animators": "rlottie draws no text layers (thorvg, from the chars: see THORVG)",
    "text-animator-transform": "rlottie draws no text layers (thorvg: see THORVG)",
    "text-animator-shapes": "rlottie draws no text layers (thorvg, from the chars, agrees)",
    # Colours in the 0-255 form (files before Bodymovin 4.1.9): Strobe divides by 255 as
    # lottie-web does; rlottie 1.3.8 (and thorvg 1.1.3) read them as 0-1 and wrap (255 -> 1).
    "legacy-colors": "0-255 colours: divided by 255 (Strobe, lottie-web) against wrapped",
    # Per-dimension easing: Strobe eases x and y apart (After Effects, lottie-web,
    # lottie-android); rlottie 1.3.8 (and thorvg 1.1.3) use the first curve for both.
    "easing-per-dimension": "per-dimension easing: x and y apart against the first curve",
    # Blend modes (bm): rlottie 1.3.8 ignores them and draws every layer normally. Strobe
    # draws the W3C blend modes (checked against the spec's formulas by
    # LottieBlendModeTests); thorvg 1.1.3 agrees within 1 level except soft light and the
    # non-separable modes (hue ... luminosity), which it computes in HSL.
    "blend-modes": "rlottie ignores blend modes (bm)",
    "blend-group": "rlottie ignores blend modes (bm)",
    # Layer effects (ef): rlottie 1.3.8 draws none. Strobe's drop shadows and blurs are
    # Gaussians of sigma 0.3 x softness or blurriness (skottie's and thorvg's factor; checked
    # by LottieEffectsTests); thorvg 1.1.3's box blurs measure about 0.23 x.
    "drop-shadow": "rlottie ignores layer effects (ef)",
    "gaussian-blur": "rlottie ignores layer effects (ef)",
    "fill-tint": "rlottie ignores layer effects (ef)",
    # 3-D layers (docs/lottie.md, "3-D layers"): Strobe composes the transform as lottie-web
    # does (ry before rx, orientation after the rotations, 3-D matrices through parents) and
    # draws it orthographically; rlottie 1.3.8 turns rx before ry with a 1024-px perspective,
    # ignores "or" and multiplies 2-D matrices through parents. thorvg 1.1.3 agrees on
    # ddd-rotation and ddd-animated pixel for pixel.
    "ddd-rotation": "rx before ry, 1024-px perspective (rlottie) against lottie-web's order",
    "ddd-animated": "1024-px perspective (rlottie) against orthographic (Strobe, thorvg)",
    "ddd-orientation": "rlottie ignores the orientation (or)",
    "ddd-parent": "rlottie draws a 3-D child flat into its 3-D parent's plane",
    # Camera layers (docs/lottie.md, "Camera layers"): rlottie 1.3.8 and thorvg 1.1.3 ignore
    # cameras and draw the 3-D layers without one; Strobe sees them through the camera as
    # lottie-web's HTML renderer does. The references cannot judge these fixtures: their
    # truth is the closed forms of LottieCameraTests.
    "ddd-camera-default": "rlottie and thorvg ignore cameras",
    "ddd-camera-moved": "rlottie and thorvg ignore cameras",
    "ddd-camera-turned": "rlottie and thorvg ignore cameras",
    "ddd-camera-animated": "rlottie and thorvg ignore cameras",
}

# The text fixtures that carry DejaVu Sans as glyph data (chars) are also compared with
# thorvg, which draws text from chars only (rlottie draws none). thorvg shows the last frame
# of 0..40 as frame 39, so its pass compares frames 0, 10, 20, 30 and 39.
THORVG_EXPLAINED = {
    # Animated tracking: Strobe takes the animator's t in pixels, as lottie-web and skottie
    # do; thorvg 1.0.4 scales it by the font size / 100 (1 px per 5 at 20 px).
    "text-animators": "tracking t in pixels (Strobe, lottie-web) against t x size / 100",
    # Scale and rotation: Strobe turns each letter about the middle of its advance on the
    # baseline (lottie-web, After Effects); thorvg scales about the letter's origin and rotates
    # about the line's.
    "text-animator-transform": "letters scaled and rotated about their anchor against the origin",
}

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")


def pixels(image):
    """The image's RGBA tuples, row by row."""
    if hasattr(image, "get_flattened_data"):
        return list(image.get_flattened_data())
    return list(image.getdata())


def compare(mine, theirs):
    """Mean and max channel difference and the fraction of pixels with a channel beyond 16,
    of Strobe's straight RGBA against a premultiplied reference."""
    total = 0
    worst = 0
    beyond = 0
    for (r, g, bl, al), q in zip(mine, theirs):
        p = (r * al // 255, g * al // 255, bl * al // 255, al)
        d = [abs(x - y) for x, y in zip(p, q)]
        m = max(d)
        total += sum(d)
        worst = max(worst, m)
        beyond += m > 16
    return total / (4 * len(mine)), worst, beyond / len(mine)


def thorvg_frames(path, frames, w, h):
    """Premultiplied RGBA pixels of thorvg's render of `path` at `frames`."""
    from PIL import Image

    out = []
    for image in lottie_references.thorvg_images(path, frames, w, h):
        straight = image.convert("RGBA")
        out.append(pixels(Image.frombytes("RGBA", straight.size, straight.tobytes())
                          .convert("RGBa")))
    return out


def thorvg_pass(strobe, files, out):
    """Compares the glyph-data text fixtures with thorvg; returns the failing names."""
    from PIL import Image

    failures = []
    for path in files:
        doc = json.load(open(path))
        if not doc.get("chars") or not os.path.basename(path).startswith("text-"):
            continue
        name = os.path.splitext(os.path.basename(path))[0]
        ip, op, fr = doc["ip"], doc["op"], doc["fr"]
        w, h = int(doc["w"]), int(doc["h"])
        frames = [ip + round(p * (op - ip) / 4) for p in range(4)] + [op - 1]
        subprocess.run(
            [strobe, "render", path, "--frame", ",".join(str(f) for f in frames), "--out", out,
             "--quiet", "--format", "png"], check=True)
        theirs = thorvg_frames(path, [f - ip for f in frames], w, h)
        ok_all = True
        for f, b in zip(frames, theirs):
            mine = Image.open(os.path.join(out, f"{name}@{(f - ip) / fr:.3f}.png")).convert("RGBA")
            mean, worst, fraction = compare(pixels(mine), b)
            ok = mean <= MEAN_LIMIT and fraction <= FRACTION_LIMIT
            ok_all = ok_all and ok
            flag = "" if ok else ("  explained" if name in THORVG_EXPLAINED else "  FAIL")
            print(f"{name + ' (thorvg)':28} {f:5} {mean:7.3f} {worst:4} {fraction:7.2%}{flag}")
        if not ok_all and name not in THORVG_EXPLAINED:
            failures.append(name + " (thorvg)")
    return failures


def main():
    try:
        from PIL import Image
        from rlottie_python import LottieAnimation
    except ImportError as error:
        sys.exit(f"lottie-conformance: {error}; run it through make test-lottie-conformance (.venv-lottie)")
    strobe = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build/debug/strobe")
    files = sorted(glob.glob(os.path.join(ROOT, "Fixtures/lottie/*.json")))
    failures = []
    print(f"{'file':28} {'frame':>5} {'mean':>7} {'max':>4} {'>16':>7}")
    with tempfile.TemporaryDirectory() as out:
        for path in files:
            name = os.path.splitext(os.path.basename(path))[0]
            doc = json.load(open(path))
            ip, op, fr = doc["ip"], doc["op"], doc["fr"]
            w, h = int(doc["w"]), int(doc["h"])
            frames = [ip + round(p * (op - ip) / 4) for p in range(5)]
            subprocess.run(
                [strobe, "render", path, "--frame", ",".join(str(f) for f in frames), "--out", out,
                 "--quiet", "--format", "png"], check=True)
            anim = LottieAnimation.from_file(path)
            worst_ok = True
            for f in frames:
                t = (f - ip) / fr
                mine = Image.open(os.path.join(out, f"{name}@{t:.3f}.png")).convert("RGBA")
                theirs = anim.render_pillow_frame(frame_num=int(f), width=w, height=h)
                # rlottie: premultiplied
                mean, worst, fraction = compare(pixels(mine), pixels(theirs.convert("RGBA")))
                ok = mean <= MEAN_LIMIT and fraction <= FRACTION_LIMIT
                worst_ok = worst_ok and ok
                flag = "" if ok else ("  explained" if name in EXPLAINED else "  FAIL")
                print(f"{name:28} {f:5} {mean:7.3f} {worst:4} {fraction:7.2%}{flag}")
            if not worst_ok and name not in EXPLAINED:
                failures.append(name)
        failures += thorvg_pass(strobe, files, out)
    print(f"thresholds: mean <= {MEAN_LIMIT}, pixels beyond 16 <= {FRACTION_LIMIT:.0%}")
    if failures:
        print("FAILED:", ", ".join(failures))
        sys.exit(1)
    print("all files within the thresholds or explained in docs/lottie.md")


if __name__ == "__main__":
    main()
