import Compression
import Foundation
import HTTPServer
import MenuCore
import Playground
import PlaygroundDomain

/// What the fuzz targets share: the real playground, the request helpers, and the oracle.
///
/// The oracle is the codebase's rule for bad input: a clear 4xx, never a crash or a 500. Any
/// answer of 500 or more stops the fuzzer (`fatalError`), which saves the input as a crash.
public enum FuzzHarness {
    /// The repository root, found from this file so that the targets run from any directory.
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The repository's own configuration file.
    public static let configurationFile = root.appendingPathComponent("Config/playground.json").path

    /// The playground of `Config/playground.json`, built once. The page cache is off so that an
    /// input does the same work whatever ran before it, as libFuzzer expects.
    public static let playground: Playground = {
        do {
            var configuration = try PlaygroundConfiguration.load(file: configurationFile)
            configuration.pageCacheBytes = 0
            return try Playground(configuration: configuration, accessLog: nil)
        } catch {
            fatalError("fuzz harness: cannot build the playground: \(error)")
        }
    }()

    /// Runs `body` on libFuzzer's input, timing it in CPU time: an input that takes more than
    /// `FUZZ_CPU_SECONDS` (default 2, in this sanitized build) is a bug, since each request's work
    /// must be bounded. CPU time, not libFuzzer's wall-clock `-timeout`, which a loaded machine trips.
    public static func run(_ data: UnsafePointer<UInt8>?, _ size: Int, _ body: ([UInt8]) -> Void) {
        let input = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        let start = threadCPUSeconds()
        body(input)
        let seconds = threadCPUSeconds() - start
        if seconds > Slowest.seconds {
            Slowest.seconds = seconds
        }
        if seconds > cpuLimit {
            fatalError("slow input: \(seconds) s of CPU, the limit is \(cpuLimit) s (FUZZ_CPU_SECONDS)")
        }
    }

    private static let cpuLimit = ProcessInfo.processInfo.environment["FUZZ_CPU_SECONDS"].flatMap(Double.init) ?? 2

    /// The slowest input so far, printed at exit for the run's figures. libFuzzer runs inputs on
    /// one thread, one at a time.
    enum Slowest {
        nonisolated(unsafe) static var seconds = 0.0
    }

    private static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// A request target as the server gets it from libmicrohttpd: a C string (cut at the first
    /// NUL), its invalid UTF-8 repaired by `String(cString:)`.
    public static func target<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String {
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }

    /// Splits `<target>\n<body>`, the shape of the form and API inputs, so that seeds stay
    /// readable and mutations can change the route as well as the body.
    public static func targetAndBody(_ input: [UInt8], defaultTarget: String) -> (target: String, body: [UInt8]) {
        guard let newline = input.firstIndex(of: 0x0A) else { return (defaultTarget, input) }
        return (target(input[..<newline]), Array(input[(newline + 1)...]))
    }

    /// Every byte outside `A-Z a-z 0-9 - . _ ~` as `%XX`, so that the router decodes back
    /// exactly `text`.
    public static func percentEncoded(_ text: String) -> String {
        var output = ""
        for byte in text.utf8 {
            switch byte {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x2D, 0x2E, 0x5F, 0x7E:
                output.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                output += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return output
    }

    private static let tokenCompressor = Compressor(level: 9, format: .zlib)

    /// A state token holding `json`: zlib-deflated and base64url-encoded as `StateToken` does, so
    /// that a target can fuzz the JSON inside a token instead of the deflate stream.
    public static func token(ofJSON json: [UInt8]) -> String {
        Data(tokenCompressor.compress(json)).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    /// Runs `request` through the real pipeline (router, handlers, error pages, headers).
    @discardableResult
    public static func respond(_ request: Request) -> Response {
        let outcome = playground.pipeline.respond(to: request)
        if outcome.response.status >= 500 {
            let body = String(decoding: outcome.response.body.prefix(2000), as: UTF8.self)
            fatalError(
                "\(outcome.response.status) for \(request.method) \(request.target.prefix(500)): "
                    + "\(outcome.error.map { "\($0.code): \($0.message)" } ?? body)")
        }
        return outcome.response
    }

    /// `GET target`.
    @discardableResult
    public static func get(_ target: String) -> Response {
        respond(Request(method: "GET", target: target))
    }

    /// An error thrown straight from product code must be the client's fault (4xx).
    public static func requireClientError(_ error: HTTPError, from call: String) {
        guard (400..<500).contains(error.status), !error.message.isEmpty else {
            fatalError("\(call) threw \(error.status) \(error.code): \(error.message)")
        }
    }

    /// The domain's refusal of what a client sent: anything but a failure of the playground itself.
    public static func requireClientError(_ error: DomainError, from call: String) {
        guard error.kind != .internalFailure, !error.message.isEmpty else {
            fatalError("\(call) threw \(error.kind) \(error.code): \(error.message)")
        }
    }

    /// Fails the run when an invariant of the product does not hold.
    public static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fatalError(message()) }
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}

/// Builds the playground and renders each menu's demo once before the first input, so that
/// start-up and lazily built globals are not charged to it (`FUZZ_CPU_SECONDS`). At exit, prints
/// the slowest input's CPU time for `scripts/fuzz.sh`'s summary.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(
    _ argc: UnsafeMutablePointer<CInt>?,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?
) -> CInt {
    for menu in MenuRegistry.ids {
        FuzzHarness.get("/menus/\(menu.rawValue)")
    }
    atexit {
        let milliseconds = (FuzzHarness.Slowest.seconds * 1000).rounded()
        FileHandle.standardError.write(Data("fuzz harness: slowest input \(Int(milliseconds)) ms of CPU\n".utf8))
    }
    return 0
}
