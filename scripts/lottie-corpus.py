#!/usr/bin/env python3
"""Lottie conformance on real files: Strobe against rlottie and thorvg (docs/lottie.md,
"Conformance on real files").

Renders every Lottie file of the corpus (default ../shared/corpus/lottie relative to the
repository root) at 25 % and 50 % of its duration (frames ip + p * (op - ip), rounded) with
`strobe render --frame N --format png` and with rlottie-python and thorvg-python at the same
frame and size, composites each on white, and compares: the mean absolute channel difference
(RGB, 0-255) Strobe-rlottie, Strobe-thorvg and rlottie-thorvg. A file is *judged* when both
references render it and agree (rlottie-thorvg mean <= 2 at every frame); its score is the
worst frame's Strobe-rlottie mean. Every renderer runs in its own process with a timeout.

  lottie-corpus.py [--strobe PATH] [--corpus DIR] [--out DIR] [--files REGEX]...
                   [--jobs N] [--timeout S] [--worst N]

Writes into --out (default lottie-corpus-out/, git-ignored): summary.md (the table, the
judged files by score, the unjudged ones, refusals, crashes and hangs), results.json
(everything per file, with Strobe's warnings) and worst/*.png (Strobe | rlottie | thorvg |
difference, for the worst judged files). Run it through `make lottie-corpus`, which builds
the release strobe and the virtual environment .venv-lottie/ (rlottie-python, thorvg-python,
Pillow; never the system Python).

Internal: `lottie-corpus.py --reference ENGINE FILE W H OUTDIR FRAME...` renders one file
with one reference (run in a subprocess, so that a crash or hang of the reference is caught).
"""
import argparse
import concurrent.futures
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile

import lottie_references
import time

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
AGREE = 2.0  # references agree: mean channel difference <= AGREE at every frame
GOOD = 2.0  # Strobe within GOOD of rlottie
BAD = 8.0  # visibly wrong
FRACTIONS = (0.25, 0.5)
MAX_SIDE = 1024  # larger compositions are rendered scaled down to this longest side


def reference(engine, path, width, height, outdir, frames):
    """Renders `frames` of `path` with one reference into outdir/<frame>.png (RGBA, straight).

    The frames are counted from the composition's in-point (0 shows frame ip), as both
    bindings count them (rlottie adds ip; thorvg's frame 0 is ip)."""
    from PIL import Image

    if engine == "rlottie":
        from rlottie_python import LottieAnimation

        anim = LottieAnimation.from_file(path)
        for frame in frames:
            image = anim.render_pillow_frame(frame_num=frame, width=width, height=height)
            # rlottie gives premultiplied RGBA: un-premultiply for a straight PNG.
            image = Image.frombytes("RGBa", image.size, image.tobytes()).convert("RGBA")
            image.save(os.path.join(outdir, f"{frame}.png"))
    elif engine == "thorvg":
        images = lottie_references.thorvg_images(path, frames, width, height)
        for frame, image in zip(frames, images):
            image.save(os.path.join(outdir, f"{frame}.png"))
    else:
        sys.exit(f"unknown reference {engine}")


def run(command, timeout):
    """Runs a command; returns (status, stdout+stderr text) with status ok, error, crash or hang."""
    try:
        proc = subprocess.run(command, capture_output=True, timeout=timeout, text=True,
                              errors="replace")
    except subprocess.TimeoutExpired:
        return "hang", ""
    output = proc.stderr
    if proc.returncode == 0:
        return "ok", output
    if proc.returncode < 0 or proc.returncode >= 128:
        return "crash", output
    return "error", output


def on_white(path, size):
    """The PNG at `path` composited on white, as RGB of `size` (None when missing)."""
    from PIL import Image

    if not os.path.exists(path):
        return None
    image = Image.open(path).convert("RGBA")
    if image.size != size:
        image = image.resize(size)
    white = Image.new("RGBA", size, (255, 255, 255, 255))
    return Image.alpha_composite(white, image).convert("RGB")


def mean_difference(a, b):
    """Mean absolute channel difference of two RGB images (0-255)."""
    from PIL import ImageChops, ImageStat

    if a is None or b is None:
        return None
    return sum(ImageStat.Stat(ImageChops.difference(a, b)).mean) / 3


def strobe_output(folder, seconds):
    """Strobe's PNG in `folder` for the time `seconds` (its name ends in @<t to 3 places>,
    rounded half up by Strobe, so the nearest suffix within half a millisecond is taken)."""
    for name in os.listdir(folder):
        match = re.search(r"@(-?[0-9]+\.[0-9]{3})(@[0-9.]+x)?\.png$", name)
        if match and abs(float(match.group(1)) - seconds) <= 0.0005 + 1e-9:
            return os.path.join(folder, name)
    return ""


def measure(path, args):
    """Renders one file with the three renderers and compares them."""
    from PIL import Image

    relative = os.path.relpath(path, args.corpus)
    result = {"file": relative}
    try:
        with open(path, encoding="utf-8") as f:
            doc = json.load(f)
        ip, op, fr = float(doc["ip"]), float(doc["op"]), float(doc["fr"])
        width, height = int(doc["w"]), int(doc["h"])
    except (OSError, ValueError, KeyError, TypeError) as error:
        result["status"] = "unreadable"
        result["error"] = str(error)
        return result
    scale = min(1.0, MAX_SIDE / max(width, height, 1))
    size = (max(1, round(width * scale)), max(1, round(height * scale)))
    frames = sorted({int(round(ip + p * (op - ip))) for p in FRACTIONS})

    def relative(frame):
        """The references' frame number for composition frame `frame` (from ip)."""
        return int(round(frame - ip))

    result.update(frames=frames, size=list(size))
    work = tempfile.mkdtemp(prefix="lottie-corpus-")
    try:
        out = {name: os.path.join(work, name) for name in ("strobe", "rlottie", "thorvg")}
        for folder in out.values():
            os.makedirs(folder)
        command = [args.strobe, "render", path, "--frame", ",".join(map(str, frames)),
                   "--format", "png", "--out", out["strobe"], "--quiet", "--jobs", "1"]
        if scale < 1:
            command += ["--scale", f"{scale:.6f}"]
        started = time.monotonic()
        status, text = run(command, args.timeout)
        result["strobe_seconds"] = round(time.monotonic() - started, 3)
        result["strobe"] = status
        lines = [line for line in text.splitlines() if line.strip()]
        if status == "ok":
            result["warnings"] = lines
        else:
            result["message"] = "\n".join(lines[-5:])
        for engine in ("rlottie", "thorvg"):
            status, text = run([sys.executable, os.path.abspath(__file__), "--reference", engine,
                                path, str(size[0]), str(size[1]), out[engine]]
                               + [str(relative(f)) for f in frames], args.timeout)
            result[engine] = status
            if status != "ok":
                result[f"{engine}_message"] = "\n".join(text.splitlines()[-3:])
        per_frame = []
        for frame in frames:
            images = {
                "strobe": on_white(strobe_output(out["strobe"], (frame - ip) / fr), size),
                "rlottie": on_white(os.path.join(out["rlottie"], f"{relative(frame)}.png"), size),
                "thorvg": on_white(os.path.join(out["thorvg"], f"{relative(frame)}.png"), size),
            }
            entry = {
                "frame": frame,
                "strobe_rlottie": mean_difference(images["strobe"], images["rlottie"]),
                "strobe_thorvg": mean_difference(images["strobe"], images["thorvg"]),
                "rlottie_thorvg": mean_difference(images["rlottie"], images["thorvg"]),
            }
            per_frame.append(entry)
            entry["_images"] = images
        result["per_frame"] = per_frame

        def worst(key):
            values = [e[key] for e in per_frame]
            return None if any(v is None for v in values) else max(values)

        result["strobe_rlottie"] = worst("strobe_rlottie")
        result["strobe_thorvg"] = worst("strobe_thorvg")
        result["rlottie_thorvg"] = worst("rlottie_thorvg")
        refs_ok = result["rlottie"] == "ok" and result["thorvg"] == "ok"
        # Both references blank (white) at every frame: they drew nothing (text layers,
        # images they cannot load…), so they are no oracle (the corpus README's rule).
        result["references_blank"] = refs_ok and all(
            e["_images"][k] is not None
            and mean_difference(e["_images"][k], Image.new("RGB", size, "white")) < 0.01
            for e in per_frame for k in ("rlottie", "thorvg"))
        result["judged"] = (refs_ok and result["rlottie_thorvg"] is not None
                            and result["rlottie_thorvg"] <= AGREE
                            and not result["references_blank"])
        result["score"] = result["strobe_rlottie"] if result["judged"] else None
        if result["judged"] and result["strobe"] == "ok" and result["score"] is not None:
            worst_frame = max(per_frame, key=lambda e: e["strobe_rlottie"])
            result["_side_by_side"] = worst_frame
        else:
            for entry in per_frame:
                entry.pop("_images", None)
        return result
    finally:
        shutil.rmtree(work, ignore_errors=True)


def side_by_side(result, folder):
    """Writes Strobe | rlottie | thorvg | difference (x4) for the worst frame of a file."""
    from PIL import Image, ImageChops, ImageDraw

    entry = result.pop("_side_by_side")
    images = entry.pop("_images")
    w, h = images["strobe"].size
    label = 14
    sheet = Image.new("RGB", (4 * w + 30, h + label), (200, 200, 200))
    difference = ImageChops.difference(images["strobe"], images["rlottie"])
    difference = ImageChops.invert(difference.point(lambda v: min(255, 4 * v)))
    draw = ImageDraw.Draw(sheet)
    for k, (name, image) in enumerate([("strobe", images["strobe"]), ("rlottie",
                                       images["rlottie"]), ("thorvg", images["thorvg"]),
                                       ("|strobe-rlottie| x4", difference)]):
        sheet.paste(image, (k * (w + 10), label))
        draw.text((k * (w + 10) + 2, 1), name, fill=(0, 0, 0))
    safe = re.sub(r"[^A-Za-z0-9._-]+", "_", result["file"].strip()).strip("_")
    name = f"{result['score']:07.3f}-{safe}-f{entry['frame']}.png"
    sheet.save(os.path.join(folder, name))
    return name


def fmt(value):
    return "—" if value is None else f"{value:.2f}"


def summarize(results, args, elapsed):
    judged = [r for r in results if r.get("judged")]
    scored = [r for r in judged if r.get("strobe") == "ok" and r.get("score") is not None]
    # Strobe exited 0 but wrote no image for a frame: counted as visibly wrong.
    missing = [r for r in judged if r.get("strobe") == "ok" and r.get("score") is None]
    within = [r for r in scored if r["score"] <= GOOD]
    bad = [r for r in scored if r["score"] > BAD] + missing
    refused = [r for r in results if r.get("strobe") == "error" and r.get("rlottie") == "ok"
               and r.get("thorvg") == "ok"]
    crashes = [r for r in results if r.get("strobe") == "crash"]
    hangs = [r for r in results if r.get("strobe") == "hang"]
    unjudged = [r for r in results if not r.get("judged")]
    blank = [r for r in unjudged if r.get("references_blank")]
    warned = [r for r in results if r.get("warnings")]

    def pct(part, whole):
        return f"{len(part)} ({100 * len(part) / len(whole):.1f} %)" if whole else "0"

    lines = [
        "# Lottie corpus conformance", "",
        f"{len(results)} files from {args.corpus}, frames at 25 % and 50 % of each duration; "
        f"references rlottie and thorvg; {elapsed:.0f} s with {args.jobs} workers.", "",
        "| | files |", "|---|---|",
        f"| judged (both references render and agree, mean ≤ {AGREE:g}) | {len(judged)} |",
        f"| within mean {GOOD:g} of rlottie | {pct(within, judged)} |",
        f"| mean > {BAD:g} (visibly wrong) | {pct(bad, judged)} |",
        f"| refused although both references render them | {len(refused)} |",
        f"| crashes | {len(crashes)} |",
        f"| hangs (> {args.timeout:g} s) | {len(hangs)} |",
        f"| judged, Strobe wrote no image (counted > {BAD:g}) | {len(missing)} |",
        f"| not judged: references disagree or fail | {len(unjudged) - len(blank)} |",
        f"| not judged: both references blank at both frames | {len(blank)} |",
        f"| files with Strobe warnings | {len(warned)} |", "",
    ]
    if refused or crashes or hangs:
        lines += ["## Refused, crashed, hung", ""]
        for r in refused + crashes + hangs:
            message = (r.get("message") or "").replace("\n", " ")[:300]
            lines.append(f"- `{r['file']}`: {r['strobe']}: {message}")
        lines.append("")
    lines += ["## Judged files, worst first", "",
              "| file | strobe–rlottie | strobe–thorvg | rlottie–thorvg | warnings |",
              "|---|---:|---:|---:|---:|"]
    for r in sorted(judged, key=lambda r: -(r["score"] if r["score"] is not None else 1e9)):
        lines.append(f"| `{r['file']}` | {fmt(r['score'])} | {fmt(r['strobe_thorvg'])} | "
                     f"{fmt(r['rlottie_thorvg'])} | {len(r.get('warnings', []))} |")
    lines += ["", "## Not judged", "",
              "| file | rlottie | thorvg | rlottie–thorvg | strobe–rlottie | strobe–thorvg |",
              "|---|---|---|---:|---:|---:|"]
    for r in sorted(unjudged, key=lambda r: r["file"]):
        blank_mark = " (blank)" if r.get("references_blank") else ""
        lines.append(f"| `{r['file']}`{blank_mark} | {r.get('rlottie', '—')} | "
                     f"{r.get('thorvg', '—')} | "
                     f"{fmt(r.get('rlottie_thorvg'))} | {fmt(r.get('strobe_rlottie'))} | "
                     f"{fmt(r.get('strobe_thorvg'))} |")
    counts = {}
    for r in results:
        keys = {re.sub(r"[0-9]+", "N", re.sub(r"^warning: .*?\.json: ", "", w))[:110]
                for w in r.get("warnings", [])}
        for key in keys:
            counts[key] = counts.get(key, 0) + 1
    lines += ["", "## Warnings (files)", ""]
    for key, count in sorted(counts.items(), key=lambda kv: -kv[1])[:40]:
        lines.append(f"- {count}: {key}")
    return "\n".join(lines) + "\n", {
        "files": len(results), "judged": len(judged), "within": len(within), "bad": len(bad),
        "refused": len(refused), "crashes": len(crashes), "hangs": len(hangs),
        "missing": len(missing), "blank": len(blank)}


def main():
    if len(sys.argv) > 1 and sys.argv[1] == "--reference":
        engine, path, width, height, outdir = sys.argv[2:7]
        reference(engine, path, int(width), int(height), outdir, [int(f) for f in sys.argv[7:]])
        return 0
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--strobe", default=os.path.join(ROOT, ".build/release/strobe"),
                        help="the strobe executable (default: the release build)")
    parser.add_argument("--corpus", default=os.path.join(ROOT, "..", "shared", "corpus", "lottie"),
                        help="folder searched for *.json (default: ../shared/corpus/lottie)")
    parser.add_argument("--out", default=os.path.join(ROOT, "lottie-corpus-out"),
                        help="output folder (default: lottie-corpus-out/)")
    parser.add_argument("--files", action="append", default=[],
                        help="only files whose path matches this regular expression (repeatable)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2,
                        help="files measured at once (default: the core count)")
    parser.add_argument("--timeout", type=float, default=60,
                        help="seconds each renderer gets per file before it counts as a hang")
    parser.add_argument("--worst", type=int, default=25,
                        help="side-by-side images written for this many worst judged files")
    args = parser.parse_args()
    args.corpus = os.path.normpath(args.corpus)
    if not os.path.isdir(args.corpus):
        print(f"lottie-corpus: no corpus at {args.corpus}; skipped (it lives in ../shared, "
              "outside the repository)")
        return 0
    if not os.access(args.strobe, os.X_OK):
        sys.exit(f"lottie-corpus: no strobe executable at {args.strobe} "
                 "(swift build -c release --product strobe)")
    try:
        import PIL  # noqa: F401
        import rlottie_python  # noqa: F401
        import thorvg_python  # noqa: F401
    except ImportError as error:
        sys.exit(f"lottie-corpus: {error}; run it through `make lottie-corpus` (.venv-lottie)")
    paths = []
    for folder, _, names in os.walk(args.corpus):
        for name in names:
            path = os.path.join(folder, name)
            if not name.endswith(".json") or name == "manifest.json":
                continue
            if args.files and not any(re.search(p, os.path.relpath(path, args.corpus))
                                      for p in args.files):
                continue
            paths.append(path)
    paths.sort()
    os.makedirs(args.out, exist_ok=True)
    worst_folder = os.path.join(args.out, "worst")
    shutil.rmtree(worst_folder, ignore_errors=True)
    os.makedirs(worst_folder)
    started = time.monotonic()
    results = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        for k, result in enumerate(pool.map(lambda p: measure(p, args), paths)):
            results.append(result)
            print(f"[{k + 1}/{len(paths)}] {result['file']}: strobe {result.get('strobe')} "
                  f"{fmt(result.get('strobe_rlottie'))} / {fmt(result.get('strobe_thorvg'))}, "
                  f"refs {fmt(result.get('rlottie_thorvg'))}", file=sys.stderr)
            # Keep images only for the worst files (memory).
            kept = sorted((r for r in results if "_side_by_side" in r),
                          key=lambda r: -r["score"])
            for r in kept[args.worst:]:
                r.pop("_side_by_side")
                for entry in r["per_frame"]:
                    entry.pop("_images", None)
    for r in results:
        if "_side_by_side" in r:
            r["side_by_side"] = side_by_side(r, worst_folder)
        for entry in r.get("per_frame", []):
            entry.pop("_images", None)
    elapsed = time.monotonic() - started
    with open(os.path.join(args.out, "results.json"), "w") as f:
        json.dump({"files": results}, f, indent=1)
    text, totals = summarize(results, args, elapsed)
    with open(os.path.join(args.out, "summary.md"), "w") as f:
        f.write(text)
    with open(os.path.join(args.out, "results.json"), "w") as f:
        json.dump({"totals": totals, "files": results}, f, indent=1)
    print("\n".join(text.split("\n")[:16]))
    print(f"written: {args.out}/summary.md, results.json, worst/")
    return 0


if __name__ == "__main__":
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    sys.exit(main())
