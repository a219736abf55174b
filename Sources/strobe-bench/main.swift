// strobe-bench: Strobe's release-mode benchmark harness (docs/performance.md).
import Foundation

exit(BenchCommand.run(arguments: Array(CommandLine.arguments.dropFirst())))
