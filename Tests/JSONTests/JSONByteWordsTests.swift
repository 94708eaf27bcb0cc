import Testing

@testable import JSON

/// The tape's loops that read eight bytes at a time answer as the byte-at-a-time loops they
/// replaced, at every length and alignment.
@Suite struct JSONByteWordsTests {
    /// Bytes chosen around the limits: controls, quote, backslash, DEL, UTF-8 lead and tail bytes.
    static let alphabet: [UInt8] = [0x00, 0x01, 0x1F, 0x20, 0x21, 0x22, 0x5C, 0x5B, 0x7F, 0x80, 0xC3, 0xA9, 0xFF, 0x61]

    @Test func wordTestsAgreeWithByteTests() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let bytes = (0..<8).map { _ in Self.alphabet.randomElement(using: &generator)! }
            let word = bytes.withUnsafeBufferPointer { JSONByteWords.word($0, at: 0) }
            let controls = JSONByteWords.bytes(below: 0x20, in: word)
            let quotes = JSONByteWords.bytes(UInt8(ascii: "\""), in: word)
            let backslashes = JSONByteWords.bytes(UInt8(ascii: "\\"), in: word)
            #expect(JSONByteWords.hasByte(below: 0x20, in: word) == bytes.contains { $0 < 0x20 }, "\(bytes)")
            // The lowest marked byte is exactly the first one (bytes load little-end first).
            #expect(controls.trailingZeroBitCount / 8 == bytes.firstIndex { $0 < 0x20 } ?? 8, "\(bytes)")
            #expect(quotes.trailingZeroBitCount / 8 == bytes.firstIndex(of: 0x22) ?? 8, "\(bytes)")
            #expect(backslashes.trailingZeroBitCount / 8 == bytes.firstIndex(of: 0x5C) ?? 8, "\(bytes)")
        }
    }

    @Test func skippingAndComparingAgreeWithByteLoops() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5_000 {
            let count = Int.random(in: 1...40, using: &generator)
            // Mostly plain letters, so that long runs are skipped and compared a word at a time.
            let text = (0..<count).map { _ in
                Int.random(in: 0..<6, using: &generator) == 0
                    ? Self.alphabet.randomElement(using: &generator)! : UInt8(ascii: "a")
            }
            let start = Int.random(in: 0..<count, using: &generator)
            var wanted = Array(text[start...].prefix(Int.random(in: 0...(count - start), using: &generator)))
            if !wanted.isEmpty, Bool.random(using: &generator) {
                wanted[Int.random(in: 0..<wanted.count, using: &generator)] = UInt8(ascii: "b")
            }
            text.withUnsafeBufferPointer { text in
                let plainEnd = text[start...].firstIndex { $0 == 0x22 || $0 == 0x5C } ?? text.count
                let skipped = JSONByteWords.skipPlain(text, from: start)
                #expect(
                    skipped == plainEnd || (skipped < plainEnd && text.count - skipped < 8),
                    "\(Array(text)) from \(start)")
                let expected =
                    wanted.indices.allSatisfy { text[start + $0] == wanted[$0] } && !wanted.contains { $0 < 0x20 }
                wanted.withUnsafeBufferPointer { wanted in
                    #expect(
                        JSONByteWords.equalAndPrintable(text, from: start, wanted) == expected,
                        "\(Array(text)) at \(start): \(Array(wanted))")
                }
            }
        }
    }

    /// Integers of up to 18 characters are read without the general reading's arrays, as it
    /// reads them: a sign only first, digits only, leading zeros and `-0` allowed.
    @Test(arguments: [
        ("0", 0 as Int?), ("-0", 0), ("007", 7), ("1-2", nil), ("-", nil), ("--1", nil), ("127", 127),
        ("999999999999999999", 999_999_999_999_999_999), ("-999999999999999999", -999_999_999_999_999_999),
        ("9223372036854775807", .max), ("-9223372036854775808", .min), ("99999999999999999999", nil),
    ])
    func shortIntegersReadAsTheGeneralReading(text: String, expected: Int?) throws {
        let tape = try JSONTape(Array(text.utf8))
        #expect(tape.integer(at: 0, as: Int.self) == expected, "\(text)")
        #expect(tape.integer(at: 0, as: Int8.self) == expected.flatMap(Int8.init(exactly:)), "\(text) as Int8")
        #expect(tape.integer(at: 0, as: UInt.self) == expected.flatMap(UInt.init(exactly:)), "\(text) as UInt")
    }
}
