import TestSupport

/// Random `EncodableShape`s: the scalars at their edges, strings and keys from the characters
/// whose escaping or ordering differs (controls, quotes, `/`, DEL, non-ASCII, keys Swift calls
/// equal with different bytes), keys repeated, every container style.
struct RandomShapes {
    var generator: SplitMix64

    /// Keys from a small set, so objects repeat them; "é" twice (composed and not) and "K" with
    /// the Kelvin sign are keys Swift calls equal.
    static let keys = [
        "a", "b", "A", "aa", "", "é", "e\u{301}", "K", "\u{212A}", "\u{10000}", "\u{FFFF}", "z\"", "\\", "/",
        "\n", "key", "Key", "ключ", "a\u{0}", "Z", "~", "\u{7F}",
    ]
    static let pieces = [
        "a", "Z", " ", "\"", "\\", "/", "\u{0}", "\u{1}", "\u{8}", "\t", "\n", "\u{B}", "\u{C}", "\r", "\u{1F}",
        "\u{7F}", "\u{80}", "\u{9F}", "é", "e\u{301}", "\u{2028}", "\u{2029}", "\u{FEFF}", "👍🏽", "漢", "</script>",
        "\u{10FFFF}", "\u{212A}",
    ]

    init(seed: UInt64) {
        generator = SplitMix64(seed: seed)
    }

    mutating func below(_ bound: Int) -> Int {
        Int.random(in: 0..<bound, using: &generator)
    }

    mutating func pick<T>(_ choices: [T]) -> T {
        choices[below(choices.count)]
    }

    mutating func string() -> String {
        (0..<below(6)).map { _ in pick(Self.pieces) }.joined()
    }

    /// Finite doubles: small whole numbers (the common case), fractions, the edges of the
    /// shortest representation, and random bit patterns.
    mutating func double() -> Double {
        switch below(6) {
        case 0: return Double(below(2000) - 1000)
        case 1: return Double(below(100_000)) / 64
        case 2:
            return pick([
                0, -0.0, 0.1, 1e15, 1e16, 0x1p53, 0x1p53 + 2, -0x1p53, 0x1p53 + 1, 1e-5, 1e-7,
                .leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude, 123_456_789.125, 1e21, 1e22,
            ])
        default:
            let value = Double(bitPattern: generator.next())
            return value.isFinite ? value : 1.5
        }
    }

    mutating func float() -> Float {
        if below(2) == 0 { return Float(below(1 << 25)) - Float(1 << 24) }
        let value = Float(bitPattern: UInt32(truncatingIfNeeded: generator.next()))
        return value.isFinite ? value : 2.5
    }

    mutating func scalar() -> EncodableShape {
        let random = generator.next()
        switch below(20) {
        case 0: return .null
        case 1: return .bool(below(2) == 0)
        case 2, 3: return .string(string())
        case 4: return .int(pick([0, 1, -1, .max, .min, Int(truncatingIfNeeded: random), below(1000)]))
        case 5: return .int8(Int8(truncatingIfNeeded: random))
        case 6: return .int16(Int16(truncatingIfNeeded: random))
        case 7: return .int32(Int32(truncatingIfNeeded: random))
        case 8: return .int64(pick([.min, .max, Int64(truncatingIfNeeded: random)]))
        case 9: return .int128(pick([.min, .max, Int128(truncatingIfNeeded: random) << 40]))
        case 10: return .uint(pick([.max, UInt(truncatingIfNeeded: random)]))
        case 11: return .uint8(UInt8(truncatingIfNeeded: random))
        case 12: return .uint16(UInt16(truncatingIfNeeded: random))
        case 13: return .uint32(UInt32(truncatingIfNeeded: random))
        case 14: return .uint64(pick([.max, UInt64(Int64.max), UInt64(Int64.max) + 1, random]))
        case 15: return .uint128(pick([.max, UInt128(random) << 64 | UInt128(random)]))
        case 16: return .float(float())
        default: return .double(double())
        }
    }

    mutating func shape(depth: Int) -> EncodableShape {
        guard depth < 5 else { return scalar() }
        switch below(14) {
        case 0: return object(depth: depth)
        case 1: return array(depth: depth)
        case 2: return .nothing
        case 3: return .optional(below(2) == 0 ? nil : shape(depth: depth + 1))
        case 4: return .strings((0..<below(4)).map { _ in string() })
        case 5: return .ints((0..<below(4)).map { _ in Int(truncatingIfNeeded: generator.next()) })
        case 6: return .doubles((0..<below(4)).map { _ in double() })
        case 7: return .int8s((0..<below(4)).map { _ in Int8(truncatingIfNeeded: generator.next()) })
        case 8:
            var dictionary: [String: EncodableShape] = [:]
            for _ in 0..<below(5) { dictionary[pick(Self.keys) + string()] = shape(depth: depth + 1) }
            return .dictionary(dictionary)
        case 9:
            var dictionary: [Int: EncodableShape] = [:]
            for _ in 0..<below(4) { dictionary[below(200) - 100] = shape(depth: depth + 1) }
            return .intKeyedDictionary(dictionary)
        case 10, 11: return below(2) == 0 ? object(depth: depth) : array(depth: depth)
        default: return scalar()
        }
    }

    /// Nested containers only at a key not used before in the object: JSONEncoder traps on one
    /// at a key holding a value of another kind.
    mutating func object(depth: Int) -> EncodableShape {
        var members: [EncodableShape.Member] = []
        var used: Set<String> = []
        for _ in 0..<below(7) {
            let key = pick(Self.keys)
            let value = shape(depth: depth + 1)
            var style = pick([EncodableShape.Style.direct, .generic, .nested, .superEncoder, .ifPresent])
            if style == .nested, used.contains(key) { style = .generic }
            used.insert(key)
            members.append(EncodableShape.Member(key: key, value: value, style: style))
        }
        return .object(members)
    }

    mutating func array(depth: Int) -> EncodableShape {
        .array(
            (0..<below(6)).map { _ in
                EncodableShape.Element(
                    value: shape(depth: depth + 1), style: pick([.direct, .generic, .nested, .superEncoder]))
            })
    }
}
