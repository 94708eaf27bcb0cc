import CICU

/// ICU's C API as the text stack uses it: line break iterators for `ICULineBreaks` and bidi
/// levels for `BidiRuns`. The one file that imports ICU.
enum ICU {
    /// A line break iterator. It holds its text and position, so one thread uses it at a time.
    struct LineIterator: @unchecked Sendable {
        let pointer: OpaquePointer

        /// Opens the line rules of `locale`. Throws the ICU error name if ICU has none.
        init(locale: String) throws(ICUError) {
            var status: Int32 = 0
            let pointer = cicu_open_line(locale, &status)
            guard cicu_failed(status) == 0, let pointer else { throw ICUError(status) }
            self.pointer = pointer
        }

        private init(pointer: OpaquePointer) {
            self.pointer = pointer
        }

        /// A copy with the same rules, or nil if ICU fails.
        func clone() -> LineIterator? {
            var status: Int32 = 0
            guard let clone = cicu_clone(pointer, &status), cicu_failed(status) == 0 else { return nil }
            return LineIterator(pointer: clone)
        }

        func close() {
            cicu_close(pointer)
        }

        /// Sets `boundaries[offset]` for every UTF-16 offset of `units` where the rules allow a
        /// break; leaves them all false if ICU fails.
        func markBoundaries(of units: [UInt16], in boundaries: inout [Bool]) {
            var status: Int32 = 0
            units.withUnsafeBufferPointer { text in
                cicu_set_text(pointer, text.baseAddress, Int32(text.count), &status)
                guard cicu_failed(status) == 0 else { return }
                var boundary = cicu_next(pointer)
                while boundary != CICU_DONE, boundary <= units.count {
                    boundaries[Int(boundary)] = true
                    boundary = cicu_next(pointer)
                }
                // The iterator must not keep a pointer to this buffer once the caller lets it go.
                cicu_set_text(pointer, nil, 0, &status)
            }
        }
    }

    /// The bidi level runs of `units` as one paragraph of `paragraphLevel` (0 left to right), in
    /// logical order: each run's end offset and level. Nil if ICU fails.
    static func levelRuns(of units: [UInt16], paragraphLevel: UInt8) -> [(end: Int, level: UInt8)]? {
        guard let bidi = cicu_bidi_open() else { return nil }
        defer { cicu_bidi_close(bidi) }
        return units.withUnsafeBufferPointer { text -> [(end: Int, level: UInt8)]? in
            var status: Int32 = 0
            // ICU reads `text` until the object is closed, which the `defer` does after this returns.
            cicu_bidi_set_paragraph(bidi, text.baseAddress, Int32(text.count), paragraphLevel, &status)
            guard cicu_failed(status) == 0 else { return nil }
            var runs: [(end: Int, level: UInt8)] = []
            var position: Int32 = 0
            while Int(position) < text.count {
                var limit: Int32 = 0
                var level: UInt8 = 0
                cicu_bidi_logical_run(bidi, position, &limit, &level)
                guard limit > position else { return nil }
                runs.append((Int(limit), level))
                position = limit
            }
            return runs
        }
    }
}

/// ICU could not open its line break rules.
public struct ICUError: Error, Sendable, Hashable, CustomStringConvertible {
    public var name: String

    init(_ status: Int32) {
        name = String(cString: cicu_error_name(status))
    }

    public var description: String { "ICU cannot break lines: \(name)" }
}
