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
    private let output: Output

    /// `sink` receives batches of whole lines; by default it writes them to stdout.
    public init(format: Format, sink: @escaping @Sendable ([UInt8]) -> Void = AccessLog.writeToStandardOutput) {
        self.format = format
        let output = Output(sink: sink)
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
        case .text: Self.withText(of: fields) { append($0) }
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

/// The log's buffer and the writer thread's work. Its own object, which the thread holds
/// strongly: holding the log itself weakly would give the log a side table, and every request's
/// retain of the log would then take the runtime's slow path, on a count both workers share.
private final class Output: Sendable {
    private struct Buffer {
        var pending: [UInt8] = []
        var dropped = 0
        var stopped = false
    }

    private let maximumBufferBytes = 4 << 20
    private let buffer = Mutex(Buffer())
    /// Held while a batch is written, so the writer thread and `stop()` never interleave batches;
    /// it guards the buffer the pending lines are swapped into, so neither side allocates.
    private let writing = Mutex<[UInt8]>([])
    private let sink: @Sendable ([UInt8]) -> Void

    init(sink: @escaping @Sendable ([UInt8]) -> Void) {
        self.sink = sink
    }

    func append(_ line: UnsafeRawBufferPointer) {
        buffer.withLock { buffer in
            guard buffer.pending.count + line.count <= maximumBufferBytes else {
                buffer.dropped += 1
                return
            }
            buffer.pending.append(contentsOf: line)
        }
    }

    func flush() {
        writing.withLock { batch in
            let dropped = buffer.withLock { buffer in
                swap(&batch, &buffer.pending)
                defer { buffer.dropped = 0 }
                return buffer.dropped
            }
            if dropped > 0 {
                ErrorLog.write("access log: \(dropped) lines dropped because stdout was not keeping up")
            }
            if !batch.isEmpty { sink(batch) }
            batch.removeAll(keepingCapacity: true)
        }
    }

    func stop() {
        buffer.withLock { $0.stopped = true }
        flush()
    }

    var isStopped: Bool { buffer.withLock { $0.stopped } }
}
