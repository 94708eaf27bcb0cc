/// A canonical Huffman code (RFC 1951, 3.2.2) as deflate writes it: each symbol's code length
/// and its code, bit-reversed, since deflate sends a code's first bit into the low end of the
/// stream's next byte.
struct HuffmanCode {
    /// Bits of each symbol's code; 0 for a symbol that has none.
    let lengths: [UInt8]
    let reversedCodes: [UInt32]

    /// A code for `frequencies` with no code longer than `limit` bits: the optimal one when
    /// that fits, otherwise the optimal one for frequencies halved until it does (all ones at
    /// worst, a balanced tree, which fits any limit deflate uses). A symbol of frequency 0 gets
    /// no code. At least two symbols get one, so that the code is complete, as decoders want.
    init(frequencies: [Int], limit: Int) {
        var weights = frequencies
        var lengths = Self.optimalLengths(weights)
        while let longest = lengths.max(), longest > limit {
            weights = weights.map { $0 == 0 ? 0 : max(1, $0 / 2) }
            lengths = Self.optimalLengths(weights)
        }
        self.lengths = lengths.map { UInt8($0) }
        reversedCodes = Self.canonicalCodes(lengths)
    }

    /// Huffman's construction with two queues (the leaves sorted by weight, and the internal
    /// nodes, which are made in order of weight), then each leaf's depth.
    private static func optimalLengths(_ weights: [Int]) -> [Int] {
        var leaves = weights.indices.filter { weights[$0] > 0 }
        for filler in 0..<2 where leaves.count < 2 && !leaves.contains(filler) { leaves.append(filler) }
        leaves.sort { (max(weights[$0], 1), $0) < (max(weights[$1], 1), $1) }
        let count = leaves.count
        var weight = leaves.map { max(weights[$0], 1) } + [Int](repeating: 0, count: count - 1)
        var parent = [Int](repeating: 0, count: 2 * count - 1)
        var nextLeaf = 0
        var nextInternal = count
        for node in count..<(2 * count - 1) {
            var children = (0, 0)
            for child in 0..<2 {
                let takesLeaf =
                    nextLeaf < count && (nextInternal == node || weight[nextLeaf] <= weight[nextInternal])
                let taken: Int
                if takesLeaf {
                    taken = nextLeaf
                    nextLeaf += 1
                } else {
                    taken = nextInternal
                    nextInternal += 1
                }
                if child == 0 { children.0 = taken } else { children.1 = taken }
            }
            weight[node] = weight[children.0] + weight[children.1]
            parent[children.0] = node
            parent[children.1] = node
        }
        // A parent comes after its children, so depths fill in from the root down.
        var depth = [Int](repeating: 0, count: 2 * count - 1)
        for node in stride(from: 2 * count - 3, through: 0, by: -1) { depth[node] = depth[parent[node]] + 1 }
        var lengths = [Int](repeating: 0, count: weights.count)
        for (index, symbol) in leaves.enumerated() { lengths[symbol] = depth[index] }
        return lengths
    }

    /// RFC 1951's canonical codes: shorter codes first, and symbols in order within a length.
    private static func canonicalCodes(_ lengths: [Int]) -> [UInt32] {
        let longest = lengths.max() ?? 0
        var countOfLength = [Int](repeating: 0, count: longest + 1)
        for length in lengths where length > 0 { countOfLength[length] += 1 }
        var nextCode = [Int](repeating: 0, count: longest + 1)
        var code = 0
        for bits in stride(from: 1, through: longest, by: 1) {
            code = (code + countOfLength[bits - 1]) << 1
            nextCode[bits] = code
        }
        return lengths.map { length in
            guard length > 0 else { return 0 }
            defer { nextCode[length] += 1 }
            var reversed = 0
            var value = nextCode[length]
            for _ in 0..<length {
                reversed = reversed << 1 | value & 1
                value >>= 1
            }
            return UInt32(reversed)
        }
    }
}

/// Bits written as deflate orders them: from the low end of each byte.
struct BitWriter {
    private(set) var bytes: [UInt8]
    private var pending: UInt64 = 0
    private var pendingCount = 0

    init(startingWith bytes: [UInt8], capacity: Int) {
        self.bytes = bytes
        self.bytes.reserveCapacity(capacity)
    }

    /// The low `count` bits of `value` (at most 32).
    mutating func write(_ value: UInt32, bits count: Int) {
        pending |= UInt64(value) << pendingCount
        pendingCount += count
        while pendingCount >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: pending))
            pending >>= 8
            pendingCount -= 8
        }
    }

    mutating func write(symbol: Int, of code: HuffmanCode) {
        write(code.reversedCodes[symbol], bits: Int(code.lengths[symbol]))
    }

    /// Pads the last byte with zeros and hands the bytes over.
    consuming func finish() -> [UInt8] {
        if pendingCount > 0 { bytes.append(UInt8(truncatingIfNeeded: pending)) }
        return bytes
    }
}
