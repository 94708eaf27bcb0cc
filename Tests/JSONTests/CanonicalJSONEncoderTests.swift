import Foundation
import Testing

@testable import JSON

/// `CanonicalJSONEncoder` against Foundation's `JSONEncoder` with `[.sortedKeys,
/// .withoutEscapingSlashes]`, the encoder it replaces: the same bytes (but `0` where JSONEncoder
/// writes `-0`, see NegativeZeroTests), or both throw.
@Suite struct CanonicalJSONEncoderTests {
    private enum Outcome: Equatable {
        case bytes(String)
        case failure
    }

    private func foundation(_ value: some Encodable, userInfo: [CodingUserInfoKey: any Sendable] = [:]) -> Outcome {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.userInfo = userInfo
        guard let data = try? encoder.encode(value) else { return .failure }
        return .bytes(writingMinusZeroAsZero(String(decoding: data, as: UTF8.self)))
    }

    private func canonical(_ value: some Encodable, userInfo: [CodingUserInfoKey: any Sendable] = [:]) -> Outcome {
        guard let bytes = try? CanonicalJSONEncoder(userInfo: userInfo).encode(value) else { return .failure }
        return .bytes(String(decoding: bytes, as: UTF8.self))
    }

    /// Compares the bytes, not the strings (`==` on strings is canonical equivalence).
    private func expectSame(_ value: some Encodable, _ comment: Comment? = nil) {
        let expected = foundation(value)
        let actual = canonical(value)
        switch (expected, actual) {
        case (.bytes(let expected), .bytes(let actual)):
            #expect(Array(actual.utf8) == Array(expected.utf8), "\(actual) != \(expected) \(comment ?? "")")
        default:
            #expect(actual == expected, comment)
        }
    }

    @Test(arguments: 0..<40)
    func randomValuesGiveJSONEncodersBytes(batch: UInt64) {
        var shapes = RandomShapes(seed: batch)
        for index in 0..<100 {
            let shape = index % 3 == 0 ? shapes.object(depth: 0) : shapes.shape(depth: 0)
            expectSame(shape, "seed \(batch), value \(index)")
        }
    }

    @Test func scalarsAtTheirEdges() {
        var shapes = RandomShapes(seed: 99)
        for _ in 0..<2000 {
            expectSame(shapes.scalar())
        }
        for double in [
            0, -0.0, 1, -1, 0.5, 1e15, 1e16, -1e16, 0x1p52 + 0.5, 0x1p53, 0x1p53 - 1, 1e-300, .leastNonzeroMagnitude,
        ] {
            expectSame(double)
            expectSame([double])
            expectSame(Float(double))
        }
        for string in ["", "/", "\u{7F}", "\"\\", "\u{0}\u{1F}\u{8}\u{C}", "\u{2028}", "e\u{301}", "👍🏽"] {
            expectSame(string)
            expectSame([string: string])
        }
    }

    @Test func stringsEscapeWhatJSONEncoderEscapes() {
        // Every character below 0x80, and a few past it.
        let ascii = (0..<0x80).map { String(UnicodeScalar(UInt8($0))) }
        for character in ascii + ["\u{80}", "\u{A0}", "\u{FFFD}", "\u{10FFFF}"] {
            expectSame("a" + character + "b")
        }
        #expect(canonical("a/\u{1}\u{7F}\"") == .bytes(#""a/\u0001\#u{7F}\"""#))
    }

    @Test func keysSortByTheirBytesAndKeepTheFirstSpellingOfEqualKeys() {
        let kelvin: EncodableShape = .object([
            .init(key: "\u{212A}", value: .int(1), style: .direct), .init(key: "K", value: .int(2), style: .direct),
            .init(key: "é", value: .int(3), style: .direct), .init(key: "e\u{301}", value: .int(4), style: .direct),
            .init(key: "a", value: .int(5), style: .direct), .init(key: "a", value: .int(6), style: .direct),
        ])
        expectSame(kelvin)
        #expect(canonical(kelvin) == .bytes(#"{"a":6,"é":4,"K":2}"#))
    }

    @Test func emptyContainersAndValuesThatEncodeNothing() {
        expectSame(EncodableShape.object([]))
        expectSame(EncodableShape.array([]))
        expectSame(EncodableShape.array([.init(value: .nothing, style: .generic)]))
        expectSame(EncodableShape.object([.init(key: "x", value: .nothing, style: .superEncoder)]))
        expectSame([String]())
        expectSame([String: Int]())
        expectSame(Int?.none)
        // Nothing at the top level is an error in both.
        #expect(canonical(EncodableShape.nothing) == .failure)
        #expect(foundation(EncodableShape.nothing) == .failure)
    }

    @Test func numbersThatAreNotFiniteThrowWherevertheyAre() {
        for value in [Double.nan, .infinity, -.infinity] {
            #expect(canonical(value) == .failure)
            #expect(canonical([value]) == .failure)
            #expect(canonical(["x": value]) == .failure)
            #expect(
                canonical(EncodableShape.object([.init(key: "x", value: .double(value), style: .direct)])) == .failure)
            #expect(canonical(EncodableShape.array([.init(value: .float(Float(value)), style: .direct)])) == .failure)
            #expect(foundation([value]) == .failure)
        }
    }

    /// JSONEncoder refuses a document nested 512 containers deep, except an array of scalars it
    /// writes directly.
    @Test(arguments: [509, 510, 511, 512, 513])
    func nestingLimit(depth: Int) {
        var value: EncodableShape = .int(1)
        for _ in 0..<depth { value = .array([.init(value: value, style: .generic)]) }
        expectSame(value, "depth \(depth)")
        #expect((canonical(value) == .failure) == (depth >= 512))
        var nested: EncodableShape = .object([])
        for _ in 0..<depth { nested = .object([.init(key: "k", value: nested, style: .nested)]) }
        expectSame(nested, "depth \(depth), nested containers")
        var strings: EncodableShape = .strings(["x"])
        for _ in 0..<depth { strings = .array([.init(value: strings, style: .generic)]) }
        expectSame(strings, "depth \(depth), an array of strings innermost")
    }

    @Test func userInfoReachesEveryEncoder() {
        let key = CodingUserInfoKey(rawValue: "flag")!
        struct Reader: Encodable {
            let key: CodingUserInfoKey
            func encode(to encoder: any Encoder) throws {
                var container = encoder.unkeyedContainer()
                try container.encode(encoder.userInfo[key] as? Bool == true)
                try container.encode(Inner(key: key))
            }
        }
        struct Inner: Encodable {
            let key: CodingUserInfoKey
            func encode(to encoder: any Encoder) throws {
                var container = encoder.singleValueContainer()
                try container.encode(encoder.userInfo[key] as? String ?? "none")
            }
        }
        #expect(
            canonical(Reader(key: key), userInfo: [key: true]) == foundation(Reader(key: key), userInfo: [key: true]))
        #expect(canonical(Reader(key: key), userInfo: [key: "on"]) == .bytes(#"[false,"on"]"#))
    }

    @Test func codingPathsNameTheValue() throws {
        struct Path: Encodable {
            func encode(to encoder: any Encoder) throws {
                var container = encoder.singleValueContainer()
                try container.encode(encoder.codingPath.map(\.stringValue).joined(separator: "."))
            }
        }
        let value = ["a": [Path(), Path()]]
        #expect(canonical(value) == .bytes(#"{"a":["a.Index 0","a.Index 1"]}"#))
        expectSame(value)
    }
}
