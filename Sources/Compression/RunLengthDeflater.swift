/// zlib data (RFC 1950) made of literals and runs of one byte, the matches zlib's `Z_RLE`
/// strategy looks for, for PNG rows: filtered screen rows are long runs of zeros, and zlib reads
/// those byte by byte, twice (once to match, once for the Adler-32), which was half a large
/// snapshot's time. Here a run is found eight bytes at a time and added to the checksum in one
/// step, and the tokens are written in blocks of dynamic Huffman codes (RFC 1951, 3.2.7).
public struct RunLengthDeflater: ~Copyable {
    /// Tokens per block: each block's codes fit the bytes it holds (as zlib's 16 Ki symbols do).
    static let blockTokens = 1 << 15
    private static let longestRun = 258
    /// The RLE code lengths' order in a block header (RFC 1951, 3.2.7).
    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// 0–255 a literal; 256 + n a run of n (3–258) copies of the byte before.
    private var tokens: [UInt16] = []
    private var lastByte = -1
    /// Copies of `lastByte` read but not yet in `tokens`.
    private var pendingRun = 0
    private var checksum = Adler32()

    public init() {}

    public mutating func append(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
        let count = bytes.count
        var index = 0
        while index < count {
            let byte = base[index]
            if Int(byte) == lastByte {
                let end = Self.endOfRun(of: byte, in: base, from: index + 1, count: count)
                extendRun(by: end - index)
                index = end
            } else {
                endRun()
                checksum.add(byte)
                tokens.append(UInt16(byte))
                lastByte = Int(byte)
                index += 1
            }
        }
    }

    /// The zlib stream: header, blocks, Adler-32 of the bytes.
    public consuming func finish() -> [UInt8] {
        endRun()
        var writer = BitWriter(startingWith: [0x78, 0x01], capacity: tokens.count / 2 + 256)
        var start = 0
        repeat {
            let end = min(start + Self.blockTokens, tokens.count)
            Self.writeBlock(tokens[start..<end], isFinal: end == tokens.count, into: &writer)
            start = end
        } while start < tokens.count
        var stream = writer.finish()
        let sum = checksum.value
        stream += [UInt8(sum >> 24), UInt8(sum >> 16 & 0xFF), UInt8(sum >> 8 & 0xFF), UInt8(sum & 0xFF)]
        return stream
    }

    /// The index past the run of `byte` that starts at `start`, comparing eight bytes at a time.
    private static func endOfRun(of byte: UInt8, in base: UnsafePointer<UInt8>, from start: Int, count: Int) -> Int {
        let pattern = UInt64(byte) &* 0x0101_0101_0101_0101
        let raw = UnsafeRawPointer(base)
        var index = start
        while index + 8 <= count {
            let difference = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) ^ pattern
            if difference != 0 { return index + difference.trailingZeroBitCount / 8 }
            index += 8
        }
        while index < count, base[index] == byte { index += 1 }
        return index
    }

    private mutating func extendRun(by count: Int) {
        checksum.add(UInt8(lastByte), repeated: count)
        pendingRun += count
        while pendingRun >= Self.longestRun {
            tokens.append(UInt16(256 + Self.longestRun))
            pendingRun -= Self.longestRun
        }
    }

    /// A run too short to be a match (under 3) goes as literals.
    private mutating func endRun() {
        if pendingRun >= 3 {
            tokens.append(UInt16(256 + pendingRun))
        } else {
            for _ in 0..<pendingRun { tokens.append(UInt16(lastByte)) }
        }
        pendingRun = 0
    }

    private static func writeBlock(_ tokens: ArraySlice<UInt16>, isFinal: Bool, into writer: inout BitWriter) {
        var frequencies = [Int](repeating: 0, count: 286)
        for token in tokens {
            frequencies[token < 256 ? Int(token) : RunLength.symbol(of: Int(token) - 256)] += 1
        }
        frequencies[256] = 1  // end of block
        let literals = HuffmanCode(frequencies: frequencies, limit: 15)
        // Every run copies the byte before, distance 1 (code 0); two 1-bit codes keep the
        // distance code complete.
        let distances = HuffmanCode(frequencies: [1, 1], limit: 15)
        let literalCount = max(257, (literals.lengths.lastIndex { $0 > 0 } ?? 0) + 1)
        let lengths = literals.lengths[..<literalCount] + distances.lengths
        let encoded = CodeLengthRun.encode(Array(lengths))
        var lengthFrequencies = [Int](repeating: 0, count: 19)
        for run in encoded { lengthFrequencies[run.symbol] += 1 }
        let lengthCode = HuffmanCode(frequencies: lengthFrequencies, limit: 7)
        let orderCount = max(4, (codeLengthOrder.lastIndex { lengthCode.lengths[$0] > 0 } ?? 0) + 1)

        writer.write(isFinal ? 1 : 0, bits: 1)
        writer.write(2, bits: 2)  // dynamic Huffman codes
        writer.write(UInt32(literalCount - 257), bits: 5)
        writer.write(UInt32(distances.lengths.count - 1), bits: 5)
        writer.write(UInt32(orderCount - 4), bits: 4)
        for symbol in codeLengthOrder.prefix(orderCount) { writer.write(UInt32(lengthCode.lengths[symbol]), bits: 3) }
        for run in encoded {
            writer.write(symbol: run.symbol, of: lengthCode)
            if run.extraBits > 0 { writer.write(UInt32(run.extra), bits: run.extraBits) }
        }
        for token in tokens {
            guard token >= 256 else {
                writer.write(symbol: Int(token), of: literals)
                continue
            }
            let length = Int(token) - 256
            let symbol = RunLength.symbol(of: length)
            writer.write(symbol: symbol, of: literals)
            let (base, extraBits) = RunLength.base[symbol - 257]
            if extraBits > 0 { writer.write(UInt32(length - base), bits: extraBits) }
            writer.write(symbol: 0, of: distances)
        }
        writer.write(symbol: 256, of: literals)
    }
}

/// RFC 1951's length codes 257–285: each one's first length and extra bits.
enum RunLength {
    static let base: [(length: Int, extraBits: Int)] = {
        var table: [(Int, Int)] = []
        var length = 3
        for code in 0..<28 {
            let extraBits = code < 8 ? 0 : code / 4 - 1
            table.append((length, extraBits))
            length += 1 << extraBits
        }
        return table + [(258, 0)]
    }()

    /// The length code for a run of `length` (3–258); 258 has a code of its own.
    static let symbols: [Int] = {
        var table = [Int](repeating: 0, count: 259)
        for (index, (length, extraBits)) in base.enumerated() {
            for value in length..<min(259, length + (1 << extraBits)) { table[value] = 257 + index }
        }
        return table
    }()

    static func symbol(of length: Int) -> Int { symbols[length] }
}

/// The code lengths of a block's two codes, run-length encoded as its header sends them.
struct CodeLengthRun {
    var symbol: Int
    var extra = 0
    var extraBits = 0

    static func encode(_ lengths: [UInt8]) -> [CodeLengthRun] {
        var runs: [CodeLengthRun] = []
        var index = 0
        while index < lengths.count {
            let length = Int(lengths[index])
            var count = 1
            while index + count < lengths.count, lengths[index + count] == lengths[index] { count += 1 }
            index += count
            var left = count
            if length == 0 {
                while left >= 11 {
                    let taken = min(138, left)
                    runs.append(CodeLengthRun(symbol: 18, extra: taken - 11, extraBits: 7))
                    left -= taken
                }
                if left >= 3 {
                    runs.append(CodeLengthRun(symbol: 17, extra: left - 3, extraBits: 3))
                    left = 0
                }
            } else {
                runs.append(CodeLengthRun(symbol: length))
                left -= 1
                while left >= 3 {
                    let taken = min(6, left)
                    runs.append(CodeLengthRun(symbol: 16, extra: taken - 3, extraBits: 2))
                    left -= taken
                }
            }
            runs += [CodeLengthRun](repeating: CodeLengthRun(symbol: length), count: left)
        }
        return runs
    }
}

/// RFC 1950's checksum, with reductions deferred while they cannot overflow, and a run of one
/// byte added in closed form.
struct Adler32 {
    private static let modulus: UInt64 = 65521
    /// Bytes added one at a time before a reduction: sums stay far below 2⁶⁴.
    private static let deferredBytes = 1 << 16
    private var low: UInt64 = 1
    private var high: UInt64 = 0
    private var unreduced = 0

    var value: UInt32 {
        UInt32((high % Self.modulus) << 16 | (low % Self.modulus))
    }

    mutating func add(_ byte: UInt8) {
        low += UInt64(byte)
        high += low
        unreduced += 1
        if unreduced == Self.deferredBytes { reduce() }
    }

    /// `count` copies of `byte`: high gains count × low plus byte × (1 + 2 + … + count).
    mutating func add(_ byte: UInt8, repeated count: Int) {
        precondition(count < 1 << 31, "count × (count + 1) must fit 64 bits")
        reduce()
        let copies = UInt64(count)
        let triangle = (copies * (copies + 1) / 2) % Self.modulus
        high = (high + (copies % Self.modulus) * low + UInt64(byte) * triangle) % Self.modulus
        low = (low + (copies % Self.modulus) * UInt64(byte)) % Self.modulus
    }

    private mutating func reduce() {
        low %= Self.modulus
        high %= Self.modulus
        unreduced = 0
    }
}
