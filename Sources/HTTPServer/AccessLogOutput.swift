import Synchronization

/// The access log's buffers and the writer thread's work. Its own object, which the thread holds
/// strongly: holding the log itself weakly would give the log a side table, and every request's
/// retain of the log would then take the runtime's slow path, on a count both workers share.
///
/// Each thread appends to a buffer of its own (`ThreadShards`): one buffer for all had its lock
/// and its end move between the workers' cores on every request. A line goes in with the time it
/// was appended, and the writer merges the buffers by that time, so the log stays in the order
/// the requests ended, as it was with one buffer.
final class AccessLogOutput: Sendable {
    private struct Pending {
        /// Lines, each after its stamp (monotonic nanoseconds, 8 bytes) and its length (4 bytes).
        var lines = LineBuffer()
        var dropped = 0
    }

    /// What the writer swaps each thread's lines into, and the batch it merges them into, kept so
    /// that no side allocates once the buffers have grown.
    private struct Writer {
        var taken: [LineBuffer]
        var batch: [UInt8] = []
    }

    private static let headerBytes = 12
    /// A thread's pending lines are bounded by this; past it, its lines are dropped and counted
    /// rather than blocking. Only the threads that finish requests append (libmicrohttpd's
    /// workers), so the log holds at most this much for each of them.
    private let maximumBytesPerThread: Int
    private let pending = ThreadShards { Pending() }
    private let stopped = Atomic<Bool>(false)
    /// Held while a batch is written, so the writer thread and `stop()` never interleave batches.
    private let writing: Mutex<Writer>
    private let sink: @Sendable ([UInt8]) -> Void

    init(maximumBytesPerThread: Int = 4 << 20, sink: @escaping @Sendable ([UInt8]) -> Void) {
        self.maximumBytesPerThread = maximumBytesPerThread
        self.sink = sink
        writing = Mutex(Writer(taken: (0..<pending.count).map { _ in LineBuffer() }))
    }

    func append(_ line: UnsafeRawBufferPointer) {
        append(bound: line.count) { memory in
            memory.copyMemory(from: line)
            return line.count
        }
    }

    /// Appends the line `write` writes into memory of `bound` bytes (it returns how many it
    /// wrote), straight into the thread's buffer: a line is never made elsewhere and copied.
    func append(bound: Int, _ write: (UnsafeMutableRawBufferPointer) -> Int) {
        let stamp = MonotonicClock.nanoseconds
        pending.withCurrent { pending in
            guard pending.lines.count + Self.headerBytes + bound <= maximumBytesPerThread else {
                pending.dropped += 1
                return
            }
            pending.lines.append(bound: Self.headerBytes + bound) { memory in
                let length = write(UnsafeMutableRawBufferPointer(rebasing: memory[Self.headerBytes...]))
                memory.storeBytes(of: stamp.littleEndian, toByteOffset: 0, as: Int64.self)
                memory.storeBytes(of: UInt32(length).littleEndian, toByteOffset: 8, as: UInt32.self)
                return Self.headerBytes + length
            }
        }
    }

    func flush() {
        writing.withLock { writer in
            var dropped = 0
            var shard = 0
            pending.forEach { pending in
                swap(&writer.taken[shard], &pending.lines)
                dropped += pending.dropped
                pending.dropped = 0
                shard += 1
            }
            if dropped > 0 {
                ErrorLog.write("access log: \(dropped) lines dropped because stdout was not keeping up")
            }
            Self.merge(writer.taken, into: &writer.batch)
            if !writer.batch.isEmpty { sink(writer.batch) }
            writer.batch.removeAll(keepingCapacity: true)
            for buffer in writer.taken { buffer.removeAll() }
        }
    }

    func stop() {
        stopped.store(true, ordering: .releasing)
        flush()
    }

    var isStopped: Bool { stopped.load(ordering: .acquiring) }

    /// The lines of every thread's buffer, earliest stamp first, without their stamps and lengths.
    private static func merge(_ buffers: [LineBuffer], into batch: inout [UInt8]) {
        var cursors = [Int](repeating: 0, count: buffers.count)
        while true {
            var earliest = -1
            var earliestStamp = Int64.max
            for shard in buffers.indices where cursors[shard] < buffers[shard].count {
                let stamp = Int64(
                    littleEndian: buffers[shard].bytes.loadUnaligned(fromByteOffset: cursors[shard], as: Int64.self))
                if stamp < earliestStamp {
                    earliest = shard
                    earliestStamp = stamp
                }
            }
            guard earliest >= 0 else { return }
            let bytes = buffers[earliest].bytes
            let start = cursors[earliest]
            let length = Int(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: start + 8, as: UInt32.self)))
            let line = start + headerBytes
            batch.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[line..<line + length]))
            cursors[earliest] = line + length
        }
    }
}

/// Bytes in memory of their own, into which a line is written in place. Used under a lock only:
/// a thread's shard lock while it appends, the writer's while it merges.
private final class LineBuffer: @unchecked Sendable {
    private var memory: UnsafeMutableRawBufferPointer
    private(set) var count = 0

    init() {
        memory = .allocate(byteCount: 4096, alignment: 8)
    }

    deinit {
        memory.deallocate()
    }

    /// What was appended.
    var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(rebasing: memory[..<count]) }

    /// Lets `write` fill up to `bound` bytes at the end, and keeps the count it returns.
    func append(bound: Int, _ write: (UnsafeMutableRawBufferPointer) -> Int) {
        if count + bound > memory.count {
            let grown = UnsafeMutableRawBufferPointer.allocate(
                byteCount: max(memory.count * 2, count + bound), alignment: 8)
            grown.copyMemory(from: bytes)
            memory.deallocate()
            memory = grown
        }
        count += write(UnsafeMutableRawBufferPointer(rebasing: memory[count..<count + bound]))
    }

    /// Empties the buffer and keeps its memory.
    func removeAll() {
        count = 0
    }
}
