import CStrobeHeap
import Foundation
import StrobeCLI

// Before anything else allocates much, the heap in huge pages; the outcome needs no action
// (without huge pages the heap is the ordinary one). See
// docs/performance.md §The strobe process's heap.
_ = strobe_heap_prepare()
let io = CommandIO.standard(environment: ProcessInfo.processInfo.environment)
let raw = StrobeCommandLine.rawArguments(count: CommandLine.argc, values: CommandLine.unsafeArgv)
if let invalid = raw.invalid {
  io.stderr.write(invalid + "\n")
  exit(64)
}
exit(StrobeCommandLine.run(arguments: raw.arguments, io: io))
