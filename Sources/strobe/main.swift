import Foundation
import StrobeCLI

let arguments = Array(CommandLine.arguments.dropFirst())
let io = CommandIO.standard(environment: ProcessInfo.processInfo.environment)
exit(StrobeCommandLine.run(arguments: arguments, io: io))
