import Dispatch
import Foundation

/// Inputs the compression tests share, the same bytes every run.
enum Samples {
    /// HTML like a demo page's: one template, rows that differ in their text and numbers.
    static func page(rows: Int = 300, seed: UInt64 = 1) -> [UInt8] {
        var generator = Generator(state: seed)
        let labels = ["Buy milk", "Call the plumber", "Book flights", "Water the plants", "Edit", "Delete"]
        var html =
            "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Accordion</title></head><body>"
        for row in 0..<rows {
            let label = labels[Int(generator.next() % UInt64(labels.count))]
            let top = Int(generator.next() % 900)
            html += "<div class=\"row r\(row)\" style=\"top:\(top)px;height:44px\"><span class=\"label\">"
            html += "\(label) \(row)</span><button name=\"tap\" value=\"\(row)\">⋯</button></div>"
        }
        return Array((html + "</body></html>").utf8)
    }

    /// Bytes no compressor can shrink.
    static func noise(count: Int, seed: UInt64 = 0x9E37_79B9_7F4A_7C15) -> [UInt8] {
        var generator = Generator(state: seed)
        return (0..<count).map { _ in UInt8(truncatingIfNeeded: generator.next() >> 33) }
    }

    /// A generator with a fixed seed, so that every run tests the same bytes.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state
        }
    }

    /// `work(lane)` on `lanes` threads of their own, all started before any is waited for, so
    /// that the pools are used by several threads at once even on a machine of few cores.
    static func onThreads<Result: Sendable>(_ lanes: Int, _ work: @escaping @Sendable (Int) -> Result) -> [Result] {
        let results = ResultBox<Result>(count: lanes)
        let group = DispatchGroup()
        for lane in 0..<lanes {
            group.enter()
            let thread = Thread {
                results.set(work(lane), at: lane)
                group.leave()
            }
            thread.start()
        }
        group.wait()
        return results.all
    }

    private final class ResultBox<Result: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var results: [Result?]

        init(count: Int) { results = Array(repeating: nil, count: count) }

        func set(_ result: Result, at index: Int) { lock.withLock { results[index] = result } }

        var all: [Result] { lock.withLock { results.compactMap { $0 } } }
    }
}
