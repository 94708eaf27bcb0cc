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
        public var method: String
        public var target: String
        public var status: Int
        public var bytes: Int
        public var microseconds: Int
        public var remoteAddress: String
        /// For 4xx and 5xx answers: the stable code and message of the error.
        public var error: (code: String, message: String)?

        public init(
            method: String, target: String, status: Int, bytes: Int, microseconds: Int, remoteAddress: String,
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

    private struct Buffer {
        var pending: [UInt8] = []
        var dropped = 0
        var stopped = false
    }

    public let format: Format
    private let maximumBufferBytes = 4 << 20
    private let buffer = Mutex(Buffer())
    /// Held while a batch is written, so the writer thread and `stop()` never interleave batches.
    private let writing = Mutex(())
    private let sink: @Sendable ([UInt8]) -> Void

    /// `sink` receives batches of whole lines; by default it writes them to stdout.
    public init(format: Format, sink: @escaping @Sendable ([UInt8]) -> Void = AccessLog.writeToStandardOutput) {
        self.format = format
        self.sink = sink
        let thread = Thread { [weak self] in
            while let log = self, !log.isStopped {
                log.flush()
                Thread.sleep(forTimeInterval: 0.02)
            }
        }
        thread.name = "access-log"
        thread.start()
    }

    public func record(_ entry: Entry) {
        let line = format == .json ? Self.json(entry) : Self.text(entry)
        buffer.withLock { buffer in
            guard buffer.pending.count + line.count <= maximumBufferBytes else {
                buffer.dropped += 1
                return
            }
            buffer.pending.append(contentsOf: line)
        }
    }

    /// Writes what is buffered now; called by the writer thread and at shutdown.
    public func flush() {
        writing.withLock { _ in writeBatch() }
    }

    private func writeBatch() {
        let (bytes, dropped) = buffer.withLock { buffer in
            defer {
                buffer.pending.removeAll(keepingCapacity: true)
                buffer.dropped = 0
            }
            return (buffer.pending, buffer.dropped)
        }
        if dropped > 0 {
            ErrorLog.write("access log: \(dropped) lines dropped because stdout was not keeping up")
        }
        if !bytes.isEmpty { sink(bytes) }
    }

    /// Flushes and stops the writer thread.
    public func stop() {
        buffer.withLock { $0.stopped = true }
        flush()
    }

    private var isStopped: Bool { buffer.withLock { $0.stopped } }

    public static let writeToStandardOutput: @Sendable ([UInt8]) -> Void = { bytes in
        FileHandle.standardOutput.write(Data(bytes))
    }
}
