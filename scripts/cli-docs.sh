#!/usr/bin/env bash
# Regenerates docs/cli.md from the built strobe binary's own help text (COLUMNS=80), so the
# reference can never drift from the option tables. Usage: scripts/cli-docs.sh [path/to/strobe]
set -euo pipefail
cd "$(dirname "$0")/.."
bin="${1:-.build/debug/strobe}"
export COLUMNS=80
{
  echo "# strobe command reference"
  echo
  echo "Generated from \`strobe help\` by \`make cli-docs\`; a test keeps it current."
  echo "Exit codes, error messages, paths, times and output names follow"
  echo "[cli-conventions.md](cli-conventions.md)."
  for cmd in "" $("$bin" --help | awk '/^SUBCOMMANDS:/{f=1;next} f && /^  [a-z]/{print $1}'); do
    echo
    if [ -z "$cmd" ]; then echo "## strobe"; else echo "## strobe $cmd"; fi
    echo
    echo '```text'
    if [ -z "$cmd" ]; then "$bin" --help; else "$bin" help "$cmd"; fi
    echo '```'
  done
} > docs/cli.md
