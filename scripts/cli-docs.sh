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
  echo "Exit codes: 0 success, 1 failure, 64 usage error. Errors go to standard error as"
  echo "\`Error: …\` followed by the usage line. Conventions (paths, times, output names):"
  echo "see the project's scene and CLI contracts, summarised in the README."
  for cmd in "" $("$bin" --help | awk '/^SUBCOMMANDS:/{f=1;next} f && /^  [a-z]/{print $1}'); do
    echo
    if [ -z "$cmd" ]; then echo "## strobe"; else echo "## strobe $cmd"; fi
    echo
    echo '```text'
    if [ -z "$cmd" ]; then "$bin" --help; else "$bin" help "$cmd"; fi
    echo '```'
  done
} > docs/cli.md
