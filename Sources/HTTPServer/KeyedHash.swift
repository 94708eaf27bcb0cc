/// SipHash over raw bytes with a key drawn once per process: the finished-page cache hashes a URL
/// of some 300 bytes on every request, and `Hasher.combine(bytes:)` took more than twice this
/// loop's instructions a byte (BENCHMARKS.md). A keyed hash still, like `Hasher`: the URL is the
/// client's choice, so one it could make collide would let it pile entries into one bucket.
struct KeyedHash {
    /// SipHash-1-3, as `Hasher` uses, under this process's key.
    static func digest(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        sipHash(bytes, key: processKey, compressionRounds: 1, finalizationRounds: 3)
    }

    static let processKey = (UInt64.random(in: .min ... .max), UInt64.random(in: .min ... .max))

    /// SipHash-c-d. Inlined, so that the round counts are constants and the rounds unrolled.
    @inline(__always)
    static func sipHash(
        _ bytes: UnsafeRawBufferPointer, key: (UInt64, UInt64), compressionRounds: Int, finalizationRounds: Int
    ) -> UInt64 {
        var state = State(
            v0: key.0 ^ 0x736f_6d65_7073_6575, v1: key.1 ^ 0x646f_7261_6e64_6f6d,
            v2: key.0 ^ 0x6c79_6765_6e65_7261, v3: key.1 ^ 0x7465_6462_7974_6573)
        let count = bytes.count
        let words = count / 8
        var offset = 0
        for _ in 0..<words {
            state.compress(
                UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)),
                rounds: compressionRounds)
            offset &+= 8
        }
        // The last 0–7 bytes, little-endian, under the message's length in the top byte.
        var last = UInt64(truncatingIfNeeded: count) &<< 56
        var shift: UInt64 = 0
        while offset < count {
            last |= UInt64(bytes[offset]) &<< shift
            shift &+= 8
            offset &+= 1
        }
        state.compress(last, rounds: compressionRounds)
        state.v2 ^= 0xFF
        for _ in 0..<finalizationRounds { state.round() }
        return state.v0 ^ state.v1 ^ state.v2 ^ state.v3
    }

    private struct State {
        var v0: UInt64
        var v1: UInt64
        var v2: UInt64
        var v3: UInt64

        @inline(__always)
        mutating func compress(_ word: UInt64, rounds: Int) {
            v3 ^= word
            for _ in 0..<rounds { round() }
            v0 ^= word
        }

        @inline(__always)
        mutating func round() {
            v0 &+= v1
            v1 = v1.rotatedLeft(13) ^ v0
            v0 = v0.rotatedLeft(32)
            v2 &+= v3
            v3 = v3.rotatedLeft(16) ^ v2
            v0 &+= v3
            v3 = v3.rotatedLeft(21) ^ v0
            v2 &+= v1
            v1 = v1.rotatedLeft(17) ^ v2
            v2 = v2.rotatedLeft(32)
        }
    }
}

extension UInt64 {
    @inline(__always)
    fileprivate func rotatedLeft(_ count: UInt64) -> UInt64 {
        self &<< count | self &>> (64 - count)
    }
}

/// Scans of request text a machine word at a time: the cached page's URL is some 300 bytes, and
/// a byte-at-a-time walk over it showed in its profile.
enum ASCIIScan {
    /// True when every byte is printable ASCII other than space (0x21…0x7E): what a log line
    /// carries as it is.
    static func isPrintable(_ bytes: UnsafeRawBufferPointer) -> Bool {
        let count = bytes.count
        var offset = 0
        while offset &+ 32 <= count {
            var flags = outsidePrintable(bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            flags |= outsidePrintable(bytes.loadUnaligned(fromByteOffset: offset &+ 8, as: UInt64.self))
            flags |= outsidePrintable(bytes.loadUnaligned(fromByteOffset: offset &+ 16, as: UInt64.self))
            flags |= outsidePrintable(bytes.loadUnaligned(fromByteOffset: offset &+ 24, as: UInt64.self))
            if flags != 0 { return false }
            offset &+= 32
        }
        while offset &+ 8 <= count {
            if outsidePrintable(bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) != 0 { return false }
            offset &+= 8
        }
        while offset < count {
            guard bytes[offset] > 0x20 && bytes[offset] < 0x7F else { return false }
            offset &+= 1
        }
        return true
    }

    /// Nonzero when a byte of the word is outside 0x21…0x7E. A byte below 0x21 borrows into its
    /// own high bit (the lowest such byte exactly: no borrow comes into it); a byte above 0x7E
    /// has its high bit set once 1 is added (a carry comes only out of a byte that is flagged).
    @inline(__always)
    private static func outsidePrintable(_ word: UInt64) -> UInt64 {
        let below = (word &- 0x2121_2121_2121_2121) & ~word
        let above = (word &+ 0x0101_0101_0101_0101) | word
        return (below | above) & 0x8080_8080_8080_8080
    }

    /// ASCII case-insensitive equality of two byte strings (header names).
    static func equalIgnoringCase(_ lhs: UnsafeRawBufferPointer, _ rhs: UnsafeRawBufferPointer) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for index in 0..<lhs.count {
            let (a, b) = (lhs[index], rhs[index])
            if a != b && !(a | 0x20 == b | 0x20 && (a | 0x20) >= 0x61 && (a | 0x20) <= 0x7A) { return false }
        }
        return true
    }
}
