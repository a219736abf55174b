#!/usr/bin/env python3
"""Writes the JPEG test images (run from this folder with Pillow, e.g. .venv-lottie/bin/python
after `make lottie-venv`; the many-scans file is written by many-scans.c, compiled here
against libjpeg-turbo, since cjpeg's -scans reads at most 100 scans). Tests decode them and probe pixels (Tests/StrobeRenderTests/
JPEGDecodeTests.swift); the hostile variants are made from these bytes by the tests.

- quadrants.jpg: 20 x 20 px, top-left red, top-right green, bottom-left blue, bottom-right
  yellow (10 x 10 quadrants), baseline, quality 95, no chroma subsampling (4:4:4), JFIF.
- quadrants-progressive.jpg: the same image, progressive (Pillow's default script).
- gray.jpg: 16 x 8 px grey (one component): left half 64, right half 192, quality 95.
- cmyk.jpg: 20 x 20 px CMYK with an Adobe marker (Pillow stores the inks inverted, as
  Photoshop does): quadrants of pure cyan, magenta, yellow ink and 50 % black (K 128).
- orientation-6.jpg: quadrants.jpg's pixels with an EXIF orientation of 6 ("rotate 90
  degrees clockwise to display"), which Strobe does not apply (docs/scene-format.md).
- scans-320.jpg: 8 x 8 px grey, progressive with 320 scans (DC in 5 successive-approximation
  passes, then each of the 63 AC coefficients alone in 5 passes): a valid file past the
  256-scan limit.
"""
import os
import subprocess
import tempfile

from PIL import Image

colors = {(0, 0): (255, 0, 0), (1, 0): (0, 255, 0), (0, 1): (0, 0, 255), (1, 1): (255, 255, 0)}
quadrants = Image.new("RGB", (20, 20))
for y in range(20):
    for x in range(20):
        quadrants.putpixel((x, y), colors[(x // 10, y // 10)])
quadrants.save("quadrants.jpg", quality=95, subsampling=0)
quadrants.save("quadrants-progressive.jpg", quality=95, subsampling=0, progressive=True)

gray = Image.new("L", (16, 8))
for y in range(8):
    for x in range(16):
        gray.putpixel((x, y), 64 if x < 8 else 192)
gray.save("gray.jpg", quality=95)

inks = {(0, 0): (255, 0, 0, 0), (1, 0): (0, 255, 0, 0), (0, 1): (0, 0, 255, 0),
        (1, 1): (0, 0, 0, 128)}
cmyk = Image.new("CMYK", (20, 20))
for y in range(20):
    for x in range(20):
        cmyk.putpixel((x, y), inks[(x // 10, y // 10)])
cmyk.save("cmyk.jpg", quality=95)

exif = Image.Exif()
exif[0x0112] = 6  # Orientation
quadrants.save("orientation-6.jpg", quality=95, subsampling=0, exif=exif.tobytes())

with tempfile.TemporaryDirectory() as tmp:
    tool = os.path.join(tmp, "many-scans")
    subprocess.run(["cc", "many-scans.c", "-ljpeg", "-o", tool], check=True)
    subprocess.run([tool], check=True)
print("wrote quadrants.jpg, quadrants-progressive.jpg, gray.jpg, cmyk.jpg, orientation-6.jpg,"
      " scans-320.jpg")
