import Testing

@testable import Compression

/// `RunLengthDeflater`'s streams, read back by zlib's own inflate (which checks every code, the
/// block structure and the Adler-32), and by `Decompressor`: the bytes must come back exactly,
/// however they were cut.
@Suite struct RunLengthDeflaterTests {
    static func deflate(_ pieces: [[UInt8]]) -> [UInt8] {
        var deflater = RunLengthDeflater()
        for piece in pieces { piece.withUnsafeBytes { deflater.append($0) } }
        return deflater.finish()
    }

    static func roundTrip(_ bytes: [UInt8], cutEvery size: Int? = nil) throws -> [UInt8] {
        let pieces =
            size.map { size in
                stride(from: 0, to: bytes.count, by: size).map { Array(bytes[$0..<min($0 + size, bytes.count)]) }
            }
            ?? [bytes]
        return try inflate(deflate(pieces), limit: bytes.count + 1)
    }

    static func inflate(_ stream: [UInt8], limit: Int) throws -> [UInt8] {
        let bytes = try ZlibInflate.inflate(stream, format: .zlib, limit: limit)
        #expect(try Decompressor.inflate(stream, limit: limit) == bytes)
        return bytes
    }

    /// A generator with a fixed seed, so that every run tests the same bytes.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state
        }
    }

    @Test func nothingIsAnEmptyStream() throws {
        #expect(try Self.inflate(Self.deflate([]), limit: 1) == [])
    }

    @Test(arguments: [1, 2, 3, 4, 257, 258, 259, 260, 516, 517, 100_000])
    func aRunOfEveryLengthAroundTheLimits(length: Int) throws {
        let bytes = [7] + [UInt8](repeating: 0, count: length) + [7, 7]
        #expect(try Self.roundTrip(bytes) == bytes)
    }

    @Test func runsCutAcrossAppendsComeBackWhole() throws {
        var bytes: [UInt8] = []
        for value in 0..<256 { bytes += [UInt8](repeating: UInt8(value), count: value % 13) }
        for size in [1, 2, 7, 8, 9, 4096] {
            #expect(try Self.roundTrip(bytes, cutEvery: size) == bytes, "pieces of \(size)")
        }
    }

    /// Noise uses every literal, and is long enough for several blocks, each with its own codes.
    @Test func noiseOverManyBlocks() throws {
        var generator = Generator(state: 42)
        let bytes = (0..<(3 * RunLengthDeflater.blockTokens + 5)).map { _ in
            UInt8.random(in: 0...255, using: &generator)
        }
        #expect(try Self.roundTrip(bytes) == bytes)
    }

    /// Skewed frequencies give a code that an unlimited Huffman tree would make deeper than 15
    /// bits (Fibonacci counts); the code is limited and the stream still reads back.
    @Test func fibonacciFrequenciesAreLimitedToFifteenBits() throws {
        var bytes: [UInt8] = []
        var (previous, current) = (1, 1)
        for symbol in 0..<24 {
            // Alternating with the next symbol, so that no copy is a run.
            for _ in 0..<current { bytes += [UInt8(2 * symbol), UInt8(2 * symbol + 1)] }
            (previous, current) = (current, previous + current)
        }
        #expect(try Self.roundTrip(bytes) == bytes)
    }

    /// Filtered screen rows: long runs of zeros between short antialiased edges.
    @Test func screenRowsAreSmall() throws {
        var generator = Generator(state: 7)
        var bytes: [UInt8] = []
        for _ in 0..<2_000 {
            var row = [UInt8](repeating: 0, count: 6_145)
            row[0] = 2
            for _ in 0..<4 {
                row[Int.random(in: 1..<row.count, using: &generator)] = UInt8.random(in: 1...255, using: &generator)
            }
            bytes += row
        }
        let stream = Self.deflate([bytes])
        #expect(try Self.inflate(stream, limit: bytes.count) == bytes)
        #expect(stream.count < bytes.count / 100)
    }
}

@Suite struct HuffmanCodeTests {
    /// Kraft's sum of a code's lengths, in units of 2⁻¹⁵: exactly 2¹⁵ for a complete code.
    static func kraft(_ lengths: [UInt8]) -> Int {
        lengths.filter { $0 > 0 }.reduce(0) { $0 + 1 << (15 - Int($1)) }
    }

    /// Thirty Fibonacci frequencies make an unlimited tree 29 deep; limited, it is 15 at most
    /// and still complete.
    @Test func aDeepTreeIsLimitedAndComplete() {
        var frequencies = [1, 1]
        while frequencies.count < 30 {
            frequencies.append(frequencies[frequencies.count - 1] + frequencies[frequencies.count - 2])
        }
        let code = HuffmanCode(frequencies: frequencies, limit: 15)
        #expect(code.lengths.max().map { $0 <= 15 } == true)
        #expect(Self.kraft(code.lengths) == 1 << 15)
        #expect(HuffmanCode(frequencies: frequencies, limit: 30).lengths.max() == 29)
    }

    /// A lone symbol gets a partner, so that a decoder sees a complete code of two 1-bit codes.
    @Test func aLoneSymbolGetsAPartner() {
        #expect(HuffmanCode(frequencies: [0, 0, 5], limit: 15).lengths == [1, 0, 1])
        #expect(HuffmanCode(frequencies: [5, 0, 0], limit: 15).lengths == [1, 1, 0])
    }

    /// Canonical codes for the lengths of RFC 1951's example (3.2.2), here bit-reversed.
    @Test func codesAreCanonical() {
        let code = HuffmanCode(frequencies: [4, 4, 4, 4, 4, 8, 2, 2], limit: 15)
        #expect(code.lengths == [3, 3, 3, 3, 3, 2, 4, 4])
        let codes = [0b010, 0b011, 0b100, 0b101, 0b110, 0b00, 0b1110, 0b1111]
        let reversed = zip(codes, code.lengths).map { value, length in
            (0..<Int(length)).reduce(0) { $0 << 1 | (value >> $1) & 1 }
        }
        #expect(code.reversedCodes.map(Int.init) == reversed)
    }
}
