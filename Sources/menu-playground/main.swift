import Foundation
import HTTPServer
import Playground

// Signals are blocked before any thread starts, so every thread inherits the mask and the main
// thread alone receives SIGINT/SIGTERM through sigwait: no async-signal-safety concerns.
var shutdownSignals = sigset_t()
sigemptyset(&shutdownSignals)
sigaddset(&shutdownSignals, SIGINT)
sigaddset(&shutdownSignals, SIGTERM)
pthread_sigmask(SIG_BLOCK, &shutdownSignals, nil)
signal(SIGPIPE, SIG_IGN)

func fail(_ message: String, code: Int32) -> Never {
    ErrorLog.write("\(LaunchOptions.programName): " + message)
    exit(code)
}

let options: LaunchOptions
do {
    options = try LaunchOptions.parse(
        Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
} catch {
    fail("\(error)", code: 64)
}
switch options.action {
case .showHelp:
    print(LaunchOptions.usage)
    exit(0)
case .showVersion:
    print("\(LaunchOptions.programName) \(LaunchOptions.version)")
    exit(0)
case .serve:
    break
}

Allocator.limitThreadCaches(environment: ProcessInfo.processInfo.environment)

var configuration: PlaygroundConfiguration
do {
    configuration = try PlaygroundConfiguration.load(file: options.configFile)
} catch {
    fail("bad configuration: \(error)", code: 78)
}
options.apply(to: &configuration)

let accessLog = AccessLog(format: options.logFormat)
let playground: Playground
do {
    playground = try Playground(configuration: configuration, accessLog: accessLog)
    try playground.start()
} catch {
    fail("cannot start: \(error)", code: 1)
}
let server = playground.server
// Before the line that says it serves, which supervisors and tests wait for as the last.
ErrorLog.write(
    "\(LaunchOptions.programName): allocating with "
        + (MemoryTrimmer.allocatesWithTCMalloc ? "TCMalloc" : "the C library's malloc (TCMalloc is not in use)"))
let hostForURL = configuration.server.host.contains(":") ? "[\(configuration.server.host)]" : configuration.server.host
ErrorLog.write(
    "\(LaunchOptions.programName) \(LaunchOptions.version) serving on http://\(hostForURL):\(server.port) "
        + "with \(configuration.server.resolvedThreadCount) threads")

var received: Int32 = 0
sigwait(&shutdownSignals, &received)
server.stopAccepting()
ErrorLog.write(
    "\(LaunchOptions.programName): signal \(received): stopped accepting; finishing in-flight requests "
        + "(up to \(configuration.shutdownGraceSeconds) s)")
server.shutdown(grace: .seconds(configuration.shutdownGraceSeconds))
accessLog.stop()
ErrorLog.write("\(LaunchOptions.programName): stopped")
exit(0)
