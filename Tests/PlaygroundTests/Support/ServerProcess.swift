import Foundation
import Glibc

/// The real `menu-playground` binary in a child process, for start-up, signal and exit tests.
final class ServerProcess {
    let process = Process()
    private let errors = Pipe()
    private let output = Pipe()
    private(set) var port = 0
    /// What the process wrote to stderr up to its "serving on" line.
    private(set) var startUpText = ""

    static var binary: URL {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("menu-playground")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        return ConfigurationTests.repository.appendingPathComponent(".build/debug/menu-playground")
    }

    init(arguments: [String], environment: [String: String] = [:]) throws {
        process.executableURL = Self.binary
        process.arguments = arguments
        process.currentDirectoryURL = ConfigurationTests.repository
        process.environment = ProcessInfo.processInfo.environment.filter { $0.key != "HOST" && $0.key != "PORT" }
            .merging(environment) { $1 }
        process.standardError = errors
        process.standardOutput = output
        try process.run()
    }

    /// Waits for the "serving on" line and reads the port from it.
    func waitUntilServing(timeout: Double = 10) throws -> Int {
        let deadline = Date().addingTimeInterval(timeout)
        var text = ""
        while Date() < deadline {
            let data = errors.fileHandleForReading.availableData
            if data.isEmpty { break }
            text += String(decoding: data, as: UTF8.self)
            if let range = text.range(of: #"serving on http://[^:]+:(\d+)"#, options: .regularExpression) {
                let match = text[range]
                port = Int(match.split(separator: ":").last!)!
                startUpText = text
                return port
            }
        }
        throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "server did not start: \(text)"])
    }

    /// Exit status and everything written to stderr and stdout, after the process ends.
    func finish() -> (status: Int32, errors: String, output: String) {
        process.waitUntilExit()
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let outputText = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return (process.terminationStatus, errorText, outputText)
    }

    func signal(_ number: Int32) {
        kill(process.processIdentifier, number)
    }

    deinit {
        if process.isRunning { process.terminate() }
    }
}
