// strobe-peak-probe: runs one command and reports the command's own peak resident set.
//
//   strobe-peak-probe <result-file> <folder> <program> [arguments...]
//
// Also reports the command's minor page faults (`ru_minflt`), which the tests of the
// executable's heap count (docs/performance.md §The strobe process's heap).
//
// Linux charges a child that calls exec with the resident set of the memory it had before
// exec (`signal->maxrss` takes the old address space's high-water mark), and a child of a
// large process starts with that process's pages. So `wait4` on a child of the test runner
// reports at least the runner's own size, however little the child used. This probe is small:
// it is started by the runner, forks the command from its own small address space, and
// writes the command's `wait4` status, `ru_maxrss` (KiB) and `ru_minflt` to <result-file> as
// "<status> <maxrss> <minflt>\n". It exits 0 when it could run the command, 127 when it could not.
// Standard input, output and error are passed through. Used only by the test suite.
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char **argv) {
  if (argc < 4) {
    fprintf(stderr, "usage: strobe-peak-probe <result-file> <folder> <program> [arguments...]\n");
    return 127;
  }
  if (chdir(argv[2]) != 0) {
    fprintf(stderr, "strobe-peak-probe: cannot enter %s: %s\n", argv[2], strerror(errno));
    return 127;
  }
  pid_t pid = fork();
  if (pid < 0) {
    fprintf(stderr, "strobe-peak-probe: fork: %s\n", strerror(errno));
    return 127;
  }
  if (pid == 0) {
    execv(argv[3], argv + 3);
    fprintf(stderr, "strobe-peak-probe: cannot run %s: %s\n", argv[3], strerror(errno));
    _exit(127);
  }
  int status = 0;
  struct rusage usage;
  memset(&usage, 0, sizeof usage);
  pid_t reaped;
  do {
    reaped = wait4(pid, &status, 0, &usage);
  } while (reaped < 0 && errno == EINTR);
  if (reaped != pid) {
    fprintf(stderr, "strobe-peak-probe: wait4: %s\n", strerror(errno));
    return 127;
  }
  FILE *result = fopen(argv[1], "w");
  if (result == NULL) {
    fprintf(stderr, "strobe-peak-probe: cannot write %s: %s\n", argv[1], strerror(errno));
    return 127;
  }
  fprintf(result, "%d %ld %ld\n", status, (long)usage.ru_maxrss, (long)usage.ru_minflt);
  return fclose(result) == 0 ? 0 : 127;
}
