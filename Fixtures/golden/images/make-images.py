#!/usr/bin/env python3
"""Writes the contents test images (run from this folder): quadrants.png, quadrants.svg and
nine-part.png (described below).

Both are 20 x 20 px: top-left red, top-right green, bottom-left blue, bottom-right yellow
(10 x 10 px quadrants, opaque). The PNG is written with zlib (8-bit RGBA, no filter).
"""
import struct, zlib

colors = {(0, 0): (255, 0, 0), (1, 0): (0, 255, 0), (0, 1): (0, 0, 255), (1, 1): (255, 255, 0)}
rows = b""
for y in range(20):
    rows += b"\x00" + b"".join(bytes(colors[(x // 10, y // 10)] + (255,)) for x in range(20))

def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 20, 20, 8, 6, 0, 0, 0))
png += chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b"")
open("quadrants.png", "wb").write(png)

svg = """<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" viewBox="0 0 20 20">
  <rect x="0" y="0" width="10" height="10" fill="#FF0000"/>
  <rect x="10" y="0" width="10" height="10" fill="#00FF00"/>
  <rect x="0" y="10" width="10" height="10" fill="#0000FF"/>
  <rect x="10" y="10" width="10" height="10" fill="#FFFF00"/>
</svg>
"""
open("quadrants.svg", "w").write(svg)

# nine-part.png: 24 x 24 px for contentsCenter [1/3, 1/3, 1/3, 1/3]: 8 x 8 px corners
# (top-left red, top-right green, bottom-left blue, bottom-right yellow), edges (top cyan,
# bottom grey #808080, left magenta, right dark green #008000) and a black centre; opaque.
nine = {(0, 0): (255, 0, 0), (2, 0): (0, 255, 0), (0, 2): (0, 0, 255), (2, 2): (255, 255, 0),
        (1, 0): (0, 255, 255), (1, 2): (128, 128, 128), (0, 1): (255, 0, 255),
        (2, 1): (0, 128, 0), (1, 1): (0, 0, 0)}
rows = b""
for y in range(24):
    rows += b"\x00" + b"".join(bytes(nine[(x // 8, y // 8)] + (255,)) for x in range(24))
png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 24, 24, 8, 6, 0, 0, 0))
png += chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b"")
open("nine-part.png", "wb").write(png)
