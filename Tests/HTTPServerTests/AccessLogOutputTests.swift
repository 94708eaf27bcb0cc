import Foundation
import Synchronization
import Testing

@testable import HTTPServer

/// The access log's per-thread buffers: every line arrives whole, in the order it was appended,
/// and a thread past its bound loses lines rather than blocking.
@Suite struct AccessLogOutputTests {
    /// Collects what the writer hands over.
    final class Batches: Sendable {
        private let bytes = Mutex<[UInt8]>([])
        func append(_ batch: [UInt8]) { bytes.withLock { $0 += batch } }
        var lines: [String] {
            bytes.withLock { String(decoding: $0, as: UTF8.self) }.split(separator: "\n").map(String.init)
        }
    }

    private static func append(_ text: String, to output: AccessLogOutput) {
        Array(text.utf8).withUnsafeBytes { output.append($0) }
    }

    @Test func oneThreadsLinesComeOutInOrder() {
        let batches = Batches()
        let output = AccessLogOutput(sink: batches.append)
        for line in 0..<1000 { Self.append("line \(line)\n", to: output) }
        output.flush()
        #expect(batches.lines == (0..<1000).map { "line \($0)" })
        output.flush()
        #expect(batches.lines.count == 1000)
    }

    /// Lines written in place (`append(bound:_:)`) keep only the bytes the writer says it wrote.
    @Test func aLineWrittenInPlaceKeepsWhatWasWritten() {
        let batches = Batches()
        let output = AccessLogOutput(sink: batches.append)
        output.append(bound: 64) { memory in
            memory.copyBytes(from: Array("short\n".utf8))
            return 6
        }
        Self.append("next\n", to: output)
        output.flush()
        #expect(batches.lines == ["short", "next"])
    }

    /// Threads append at once, each to its own buffer; the merged log has every line whole, and
    /// each thread's lines in the order that thread wrote them.
    @Test func linesFromManyThreadsAreMergedWhole() {
        let batches = Batches()
        let output = AccessLogOutput(sink: batches.append)
        DispatchQueue.concurrentPerform(iterations: 6) { thread in
            for line in 0..<2000 {
                Self.append("thread \(thread) line \(line)\n", to: output)
                if line % 500 == 0 { output.flush() }
            }
        }
        output.flush()
        let lines = batches.lines
        #expect(lines.count == 6 * 2000)
        for thread in 0..<6 {
            let own = lines.filter { $0.hasPrefix("thread \(thread) ") }
            #expect(own == (0..<2000).map { "thread \(thread) line \($0)" })
        }
    }

    /// A thread whose pending lines would pass the bound loses the line; once the writer has
    /// taken the batch, lines go in again.
    @Test func aThreadPastItsBoundDropsLines() {
        let batches = Batches()
        // Each line takes 12 bytes of stamp and length besides its own 7: five fit in 100.
        let output = AccessLogOutput(maximumBytesPerThread: 100, sink: batches.append)
        for line in 0..<10 { Self.append(String(format: "line%02d\n", line), to: output) }
        output.flush()
        #expect(batches.lines == (0..<5).map { String(format: "line%02d", $0) })
        Self.append("after\n", to: output)
        output.flush()
        #expect(batches.lines.last == "after")
    }

    @Test func aThreadKeepsItsNumber() {
        let first = ThreadNumber.current
        #expect(ThreadNumber.current == first)
        let other = Mutex<Int?>(nil)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            other.withLock { $0 = ThreadNumber.current }
            done.signal()
        }
        thread.start()
        done.wait()
        #expect(other.withLock { $0 } != first)
    }
}
