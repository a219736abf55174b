#!/usr/bin/env bash
# Renders the pictures of the documentation, docs/images/*.png, from the small scenes in
# docs/examples/*.json, at the times and scales of each scene's export block (PNG only), and
# docs/demo.svg, the built-in demo's animated SVG that the README shows. A test re-renders
# them and compares, so they stay current. Usage:
#   scripts/docs-images.sh [path/to/strobe]      (make docs-images)
set -euo pipefail
cd "$(dirname "$0")/.."
bin="${1:-.build/debug/strobe}"
mkdir -p docs/images
rm -f docs/images/*.png
for scene in docs/examples/*.json; do
  "$bin" render "$scene" --format png --out docs/images --quiet
done
demo=$(mktemp -d)
trap 'rm -rf "$demo"' EXIT
"$bin" demo --out "$demo" >/dev/null 2>&1
cp "$demo/demo.svg" docs/demo.svg
ls docs/images docs/demo.svg
