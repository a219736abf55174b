#!/usr/bin/env python3
"""Process start-up times of a few commands, measured interleaved.

Usage: scripts/startup-times.py ROUNDS 'COMMAND ARGS…' ['COMMAND ARGS…' …]

Each round runs every command once, in the order given, after five warm-up rounds, so load
from other processes falls on all of them alike (docs/performance.md §Start-up).
Standard output and error go to /dev/null. For each command it prints the wall-clock
median, minimum and 10th percentile, and the median and minimum CPU time (user + system)
of the child. A command that exits with a non-zero status is reported on standard error.
"""

import os
import shlex
import statistics
import sys
import time

WARM_UP_ROUNDS = 5


def main() -> int:
    if len(sys.argv) < 3 or not sys.argv[1].isdigit():
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 64
    rounds = int(sys.argv[1])
    commands = [shlex.split(c) for c in sys.argv[2:]]
    devnull = os.open(os.devnull, os.O_WRONLY)
    redirect = [(os.POSIX_SPAWN_DUP2, devnull, 1), (os.POSIX_SPAWN_DUP2, devnull, 2)]
    wall = [[] for _ in commands]
    cpu = [[] for _ in commands]
    for round_index in range(rounds + WARM_UP_ROUNDS):
        for i, command in enumerate(commands):
            start = time.perf_counter_ns()
            pid = os.posix_spawnp(command[0], command, os.environ, file_actions=redirect)
            _, status, usage = os.wait4(pid, 0)
            elapsed = (time.perf_counter_ns() - start) / 1e6
            if status != 0:
                print(f"exit status {status}: {shlex.join(command)}", file=sys.stderr)
            if round_index >= WARM_UP_ROUNDS:
                wall[i].append(elapsed)
                cpu[i].append((usage.ru_utime + usage.ru_stime) * 1e3)
    print(f"{'wall med':>9} {'min':>6} {'p10':>6} | {'cpu med':>8} {'min':>6}   command (ms)")
    for command, w, c in zip(commands, wall, cpu):
        w.sort()
        c.sort()
        print(
            f"{statistics.median(w):9.2f} {w[0]:6.2f} {w[len(w) // 10]:6.2f} | "
            f"{statistics.median(c):8.2f} {c[0]:6.2f}   {shlex.join(command)}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
