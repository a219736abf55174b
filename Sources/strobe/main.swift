import Foundation
import StrobeCLI

let io = CommandIO.standard(environment: ProcessInfo.processInfo.environment)
let raw = StrobeCommandLine.rawArguments(count: CommandLine.argc, values: CommandLine.unsafeArgv)
if let invalid = raw.invalid {
  io.stderr.write(invalid + "\n")
  exit(64)
}
exit(StrobeCommandLine.run(arguments: raw.arguments, io: io))
