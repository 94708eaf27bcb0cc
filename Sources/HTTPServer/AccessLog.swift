import Foundation
import Synchronization

/// One line per request on stdout, text or JSON. Request threads only append to a buffer; a
/// background thread writes it, so a slow stdout (a full pipe) never stalls a request. If the
/// buffer fills, lines are dropped and counted rather than blocking.
public final class AccessLog: Sendable {
    public enum Format: String, Sendable, CaseIterable {
        case text, json
    }

    public struct Entry: Sendable {
        public var method: HTTPMethod
        public var target: String
        public var status: Int
        public var bytes: Int
        public var microseconds: Int
        public var remoteAddress: String
        /// For 4xx and 5xx answers: the stable code and message of the error.
        public var error: (code: String, message: String)?

        public init(
            method: HTTPMethod, target: String, status: Int, bytes: Int, microseconds: Int, remoteAddress: String,
            error: (code: String, message: String)? = nil
        ) {
            self.method = method
            self.target = target
            self.status = status
            self.bytes = bytes
            self.microseconds = microseconds
            self.remoteAddress = remoteAddress
            self.error = error
        }
    }

    public let format: Format
    private let output: AccessLogOutput

    /// `sink` receives batches of whole lines; by default it writes them to stdout.
    public init(format: Format, sink: @escaping @Sendable ([UInt8]) -> Void = AccessLog.writeToStandardOutput) {
        self.format = format
        let output = AccessLogOutput(sink: sink)
        self.output = output
        let thread = Thread {
            while !output.isStopped {
                output.flush()
                Thread.sleep(forTimeInterval: 0.02)
            }
        }
        thread.name = "access-log"
        thread.start()
    }

    deinit {
        output.stop()
    }

    public func record(_ entry: Entry) {
        if format == .json { return append(Self.json(entry)) }
        Self.withFields(of: entry) { record($0) }
    }

    /// Records a line from its fields as the server has them: a cached answer's target as the
    /// bytes that came in.
    func record(_ fields: borrowing Fields) {
        switch format {
        case .text: Self.appendText(of: fields, to: output)
        case .json:
            append(
                Self.json(
                    Entry(
                        method: fields.method, target: String(decoding: fields.target, as: UTF8.self),
                        status: fields.status, bytes: fields.bytes, microseconds: fields.microseconds,
                        remoteAddress: fields.remoteAddress, error: fields.error)))
        }
    }

    private func append(_ line: [UInt8]) {
        line.withUnsafeBytes { output.append($0) }
    }

    private func append(_ line: UnsafeRawBufferPointer) {
        output.append(line)
    }

    /// Writes what is buffered now; called by the writer thread and at shutdown.
    public func flush() {
        output.flush()
    }

    /// Flushes and stops the writer thread.
    public func stop() {
        output.stop()
    }

    /// Writes to file descriptor 1 from the batch's own memory; a failed write (stdout closed)
    /// drops the rest of the batch rather than stopping the server.
    public static let writeToStandardOutput: @Sendable ([UInt8]) -> Void = { bytes in
        bytes.withUnsafeBytes { batch in
            var offset = 0
            while offset < batch.count {
                let written = write(1, batch.baseAddress! + offset, batch.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno == EINTR {
                    continue
                } else {
                    return
                }
            }
        }
    }
}
