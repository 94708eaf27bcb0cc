import Foundation
import Glibc

/// The real `menu-playground` binary in a child process, for tests of start-up and signals that
/// run many servers: stdout (the access log) is discarded, and stderr is collected as it comes,
/// so a test can wait for a line without ever filling a pipe.
public final class BinaryServer: @unchecked Sendable {
    private let process = Process()
    private let errorPipe = Pipe()
    private let condition = NSCondition()
    private var errorText = ""
    /// Set at the end of stderr. The exit can be reported before the last of stderr is read, so
    /// a test that reads the errors after the exit waits for this too.
    private var errorsEnded = false
    private var exitStatus: Int32?

    /// The repository this file belongs to.
    public static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The binary beside the test bundle (what `swift build` made for this run), or the debug one.
    public static var binary: URL {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("menu-playground")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        return repository.appendingPathComponent(".build/debug/menu-playground")
    }

    /// `openFileLimit` starts it under that limit on open files (soft and hard), through the shell.
    public init(arguments: [String], openFileLimit: Int? = nil) throws {
        if let openFileLimit {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments =
                ["-c", "ulimit -n \(openFileLimit) && exec \"$0\" \"$@\"", Self.binary.path] + arguments
        } else {
            process.executableURL = Self.binary
            process.arguments = arguments
        }
        process.currentDirectoryURL = Self.repository
        process.environment = ProcessInfo.processInfo.environment.filter { $0.key != "HOST" && $0.key != "PORT" }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errorPipe
        // A thread of its own reads stderr to its end, holding the handle (so its descriptor stays
        // open) until then: a readability handler's dispatch source could outlive the descriptor
        // it watched once the handle was freed, and crash the test process in libdispatch.
        let reading = errorPipe.fileHandleForReading
        Thread { [weak self] in
            while true {
                let data = reading.availableData
                guard let self else { return }
                condition.lock()
                if data.isEmpty {
                    errorsEnded = true
                } else {
                    errorText += String(decoding: data, as: UTF8.self)
                }
                condition.broadcast()
                condition.unlock()
                if data.isEmpty { return }
            }
        }.start()
        process.terminationHandler = { [weak self] process in
            guard let self else { return }
            condition.lock()
            exitStatus = process.terminationStatus
            condition.broadcast()
            condition.unlock()
        }
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    /// Everything written to stderr so far.
    public var errors: String {
        condition.lock()
        defer { condition.unlock() }
        return errorText
    }

    /// Waits up to `timeout` seconds for stderr to contain `text`.
    public func waitForErrors(containing text: String, timeout: Double = 20) -> Bool {
        wait(timeout) { $0.errorText.contains(text) || $0.errorsEnded } && errors.contains(text)
    }

    /// Waits for the start-up line and reads the port from it.
    public func waitUntilServing(timeout: Double = 20) throws -> Int {
        guard waitForErrors(containing: " threads\n", timeout: timeout),
            let range = errors.range(of: #"serving on http://[^ ]+:(\d+)"#, options: .regularExpression),
            let port = errors[range].split(separator: ":").last.flatMap({ Int($0) })
        else {
            throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "did not start: \(errors)"])
        }
        return port
    }

    /// Writes a configuration that starts fast: `limits` (a JSON object), two threads, no static
    /// files, and the smallest of Debian's DejaVu fonts for every face (start-up hashes the
    /// fonts, and in a debug build that is most of its start-up time). Returns its path.
    public static func writeLightConfiguration(_ limits: String = "{}") throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("light-\(UUID().uuidString)")
        let publicFolder = folder.appendingPathComponent("public")
        try FileManager.default.createDirectory(at: publicFolder, withIntermediateDirectories: true)
        let fonts = "/usr/share/fonts/truetype/dejavu"
        func size(_ path: String) -> Int {
            (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? .max
        }
        guard
            let face = try FileManager.default.contentsOfDirectory(atPath: fonts).filter({ $0.hasSuffix(".ttf") })
                .map({ "\(fonts)/\($0)" }).min(by: { size($0) < size($1) })
        else { throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "no font in \(fonts)"]) }
        let json = """
            {"port": 0, "threads": 2, "shutdownGraceSeconds": 10, "publicDirectory": "\(publicFolder.path)",
             "limits": \(limits),
             "fonts": {"sans": "\(face)", "sans-bold": "\(face)", "serif": "\(face)", "serif-bold": "\(face)"}}
            """
        let file = folder.appendingPathComponent("playground.json")
        try json.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    public func signal(_ number: Int32) {
        kill(process.processIdentifier, number)
    }

    /// The exit status, or nil if the process is still running after `timeout` seconds. Once it
    /// returns a status, `errors` holds everything the process wrote.
    public func waitForExit(timeout: Double = 20) -> Int32? {
        _ = wait(timeout) { $0.exitStatus != nil && $0.errorsEnded }
        condition.lock()
        defer { condition.unlock() }
        return exitStatus
    }

    private func wait(_ timeout: Double, until done: (BinaryServer) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while !done(self) {
            if !condition.wait(until: deadline) { return done(self) }
        }
        return true
    }
}
