import Foundation
import Testing

@testable import JSON

/// `CanonicalJSONDecoder.Document.isCanonicalEncoding(of:)` against `CanonicalJSONEncoder`: it
/// may answer false where it cannot follow a value, but a true is always a real equality of the
/// bytes; and for every value it can follow, its own encoding is a true.
@Suite struct CanonicalJSONVerifierTests {
    private func verifies(_ bytes: [UInt8], _ value: some Encodable) -> Bool {
        guard let document = try? CanonicalJSONDecoder.Document(bytes) else { return false }
        return document.isCanonicalEncoding(of: value)
    }

    /// Whether the verifier promises to follow `shape`: no super encoders, and every object's
    /// keys plain (ASCII, nothing to escape) and each once (the encoder keeps the last value of a
    /// key set twice).
    private static func isFollowable(_ shape: EncodableShape) -> Bool {
        func isPlain(_ key: String) -> Bool {
            key.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x80 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
        }
        switch shape {
        case .object(let members):
            let keys = members.map(\.key)
            return Set(keys).count == keys.count && keys.allSatisfy(isPlain)
                && members.allSatisfy { $0.style != .superEncoder && isFollowable($0.value) }
        case .array(let elements):
            return elements.allSatisfy { $0.style != .superEncoder && isFollowable($0.value) }
        case .optional(let value): return value.map(isFollowable) ?? true
        case .dictionary(let members):
            return members.keys.allSatisfy(isPlain) && members.values.allSatisfy(isFollowable)
        case .intKeyedDictionary(let members): return members.values.allSatisfy(isFollowable)
        case .float(let value): return value.isFinite
        case .double(let value): return value.isFinite
        case .doubles(let values): return values.allSatisfy(\.isFinite)
        default: return true
        }
    }

    @Test(arguments: 0..<40)
    func everyValueItFollowsVerifiesItsOwnEncoding(batch: UInt64) throws {
        var shapes = RandomShapes(seed: batch)
        var followed = 0
        for index in 0..<100 {
            let shape = index % 3 == 0 ? shapes.object(depth: 0) : shapes.shape(depth: 0)
            guard let bytes = try? CanonicalJSONEncoder().encode(shape) else { continue }
            let verified = verifies(bytes, shape)
            if Self.isFollowable(shape) {
                #expect(verified, "seed \(batch), value \(index): \(String(decoding: bytes, as: UTF8.self))")
                followed += 1
            }
        }
        // Most random values are ones it follows, so the fast path is what these tests test.
        #expect(followed >= 25)
    }

    /// Documents made from a value's encoding by small changes that keep it JSON but not its
    /// encoding: the verifier never calls any of them the value's.
    @Test(arguments: 0..<40)
    func noOtherBytesVerify(batch: UInt64) throws {
        var shapes = RandomShapes(seed: 1000 + batch)
        var compared = 0
        for index in 0..<60 {
            let shape = index % 2 == 0 ? shapes.object(depth: 0) : shapes.shape(depth: 0)
            let other = shapes.shape(depth: 0)
            guard let bytes = try? CanonicalJSONEncoder().encode(shape) else { continue }
            var documents = Self.variants(of: bytes, using: &shapes)
            if let otherBytes = try? CanonicalJSONEncoder().encode(other) { documents.append(otherBytes) }
            for document in documents where document != bytes {
                guard (try? CanonicalJSONDecoder.Document(document)) != nil else { continue }
                compared += 1
                let verified = String(decoding: document, as: UTF8.self)
                let encoded = String(decoding: bytes, as: UTF8.self)
                #expect(
                    !verifies(document, shape), "seed \(batch), value \(index): \(verified) verified for \(encoded)")
            }
        }
        #expect(compared >= 150)
    }

    /// The same JSON written otherwise, and JSON that differs by a little.
    private static func variants(of bytes: [UInt8], using shapes: inout RandomShapes) -> [[UInt8]] {
        var variants: [[UInt8]] = []
        // Foundation's writer: keys in another order, other number and escape spellings.
        if let object = try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed]),
            let data = try? JSONSerialization.data(withJSONObject: object, options: [.fragmentsAllowed])
        {
            variants.append([UInt8](data))
        }
        for _ in 0..<6 where !bytes.isEmpty {
            var changed = bytes
            let position = shapes.below(bytes.count)
            switch shapes.below(7) {
            case 0: changed[position] = UInt8(shapes.below(95) + 32)
            case 1: changed.remove(at: position)
            case 2: changed.insert(bytes[position], at: position)
            case 3:
                // A number with a leading zero, or a fraction of zero.
                guard let digit = changed[position...].firstIndex(where: { (0x30...0x39).contains($0) }) else {
                    continue
                }
                changed.insert(contentsOf: shapes.below(2) == 0 ? [0x30] : [0x2E, 0x30], at: digit + (shapes.below(2)))
            case 4:
                // A plain character of a string as a \u escape.
                guard let letter = changed[position...].firstIndex(where: { (0x61...0x7A).contains($0) }) else {
                    continue
                }
                let hex = String(changed[letter], radix: 16)
                changed.replaceSubrange(letter...letter, with: Array("\\u00\(hex)".utf8))
            case 5:
                // An escaped control character written raw, which the scanner lets through.
                guard let escape = Self.controlEscape(in: changed, from: position) else { continue }
                changed.replaceSubrange(escape.range, with: [escape.byte])
            default:
                // A member or element dropped: everything from a comma to the next one.
                guard let comma = changed[position...].firstIndex(of: 0x2C),
                    let next = changed[(comma + 1)...].firstIndex(where: { $0 == 0x2C || $0 == 0x7D || $0 == 0x5D })
                else { continue }
                changed.removeSubrange(comma..<next)
            }
            variants.append(changed)
        }
        return variants
    }

    /// The first `\n`, `\t` or `\u00XX` below 0x20 at or after `start` (else from the beginning).
    private static func controlEscape(in bytes: [UInt8], from start: Int) -> (range: Range<Int>, byte: UInt8)? {
        let hex = Array("0123456789abcdef".utf8)
        for position in Array(start..<bytes.count) + Array(0..<start) where bytes[position] == 0x5C {
            guard position + 1 < bytes.count else { continue }
            switch bytes[position + 1] {
            case UInt8(ascii: "n"): return (position..<position + 2, 0x0A)
            case UInt8(ascii: "t"): return (position..<position + 2, 0x09)
            case UInt8(ascii: "u")
            where position + 5 < bytes.count && bytes[position + 2] == 0x30
                && bytes[position + 3] == 0x30 && bytes[position + 4] <= 0x31:
                guard let low = hex.firstIndex(of: bytes[position + 5]) else { continue }
                return (position..<position + 6, UInt8((bytes[position + 4] - 0x30) * 16) + UInt8(low))
            default: continue
            }
        }
        return nil
    }

    @Test func aKeyEncodedTwiceOrNotInOrderIsNotVerified() throws {
        struct Twice: Encodable {
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: EncodableShape.Key.self)
                try container.encode(1, forKey: EncodableShape.Key(stringValue: "a"))
                try container.encode(1, forKey: EncodableShape.Key(stringValue: "a"))
            }
        }
        #expect(try CanonicalJSONEncoder().encode(Twice()) == Array(#"{"a":1}"#.utf8))
        // The encoder's bytes, but a key set twice is left to it.
        #expect(!verifies(Array(#"{"a":1}"#.utf8), Twice()))
        #expect(verifies(Array(#"{"a":[1],"b":[2,3]}"#.utf8), ["a": [1], "b": [2, 3]]))
        #expect(!verifies(Array(#"{"b":[2,3],"a":[1]}"#.utf8), ["a": [1], "b": [2, 3]]))
        #expect(!verifies(Array(#"{"a":[1],"a":[1],"b":[2,3]}"#.utf8), ["a": [1], "b": [2, 3]]))
        #expect(!verifies(Array(#"{"a":[1],"b":[2,3,4]}"#.utf8), ["a": [1], "b": [2, 3]]))
        #expect(!verifies(Array(#"{"a":[1],"b":[2]}"#.utf8), ["a": [1], "b": [2, 3]]))
    }

    /// The tape keeps a control character in a key raw; the encoder writes it escaped.
    @Test func aKeyWithAControlCharacterIsNotVerifiedRaw() throws {
        for control in [0x01, 0x0A, 0x1F] as [UInt8] {
            let key = "a" + String(UnicodeScalar(control))
            let raw = Array(#"{"a"#.utf8) + [control] + Array(#"":1}"#.utf8)
            #expect(try CanonicalJSONEncoder().encode([key: 1]) != raw)
            #expect(!verifies(raw, [key: 1]))
            let nested = Array(#"{"b":"#.utf8) + raw + [UInt8(ascii: "}")]
            #expect(!verifies(nested, ["b": [key: 1]]))
        }
    }

    @Test func scalarsAreComparedAsTheEncoderWritesThem() {
        #expect(verifies(Array(#""a\"b\n\u001f/""#.utf8), "a\"b\n\u{1F}/"))
        #expect(!verifies(Array(#""a\"b\n\u001F/""#.utf8), "a\"b\n\u{1F}/"))
        #expect(!verifies(Array(#""a\/""#.utf8), "a/"))
        #expect(!verifies(Array("\"a\u{1}\"".utf8), "a\u{1}"))
        #expect(verifies(Array("[320,0.5,1e+16,0]".utf8), [320, 0.5, 1e16, -0.0]))
        #expect(!verifies(Array("[320,0.5,1e+16,-0]".utf8), [320, 0.5, 1e16, -0.0]))
        #expect(!verifies(Array("[320.0]".utf8), [320.0]))
        #expect(!verifies(Array("[1e300]".utf8), [Double.infinity]))
        #expect(verifies(Array("{}".utf8), [String: Int]()))
        #expect(!verifies(Array("[]".utf8), [String: Int]()))
        #expect(verifies(Array("[true,null]".utf8), [true, nil]))
        #expect(!verifies(Array("[1,null]".utf8), [true, nil]))
    }
}
