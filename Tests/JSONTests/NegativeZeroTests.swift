import Foundation
import Testing

@testable import JSON

/// `text` with every number `-0` written `0`, strings left as they are: JSONEncoder's bytes as
/// `CanonicalJSONEncoder` writes them, since −0 is the one number it writes apart from JSONEncoder.
func writingMinusZeroAsZero(_ text: String) -> String {
    let bytes = Array(text.utf8)
    var kept: [UInt8] = []
    var inString = false
    var escaped = false
    for (index, byte) in bytes.enumerated() {
        if inString {
            if escaped {
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            } else if byte == UInt8(ascii: "\"") {
                inString = false
            }
        } else if byte == UInt8(ascii: "\"") {
            inString = true
        } else if byte == UInt8(ascii: "-"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "0") {
            // `-0` alone, not `-0.5` or `-0e1` (JSONEncoder writes neither for a zero).
            let next = index + 2 < bytes.count ? bytes[index + 2] : UInt8(ascii: ",")
            let continues = next == UInt8(ascii: ".") || next | 0x20 == UInt8(ascii: "e") || next &- 0x30 < 10
            if !continues { continue }
        }
        kept.append(byte)
    }
    return String(decoding: kept, as: UTF8.self)
}

/// −0 and 0 are one number: every canonical text writes −0 as `0`, so a state holding it has the
/// token of the state holding 0, and a text holding `-0` is the encoding of no value at all.
@Suite struct NegativeZeroTests {
    private func encoded(_ value: some Encodable) throws -> String {
        String(decoding: try CanonicalJSONEncoder().encode(value), as: UTF8.self)
    }

    private func foundation(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    private struct Frame: Encodable {
        var x = -0.0
        var y: Float = -0.0
        var sizes: [Double] = [-0.0, 0, -0.5]
        var alpha: [String: Double] = ["cover": -0.0]
    }

    @Test func minusZeroIsWrittenZeroByEveryWriter() throws {
        #expect(try encoded(-0.0) == "0")
        #expect(try encoded(Float(-0.0)) == "0")
        #expect(try encoded([-0.0]) == "[0]")
        #expect(try encoded(JSONValue.number(-0.0)) == "0")
        #expect(try encoded(Frame()) == #"{"alpha":{"cover":0},"sizes":[0,0,-0.5],"x":0,"y":0}"#)
        var writer = CanonicalJSONWriter()
        writer.beginArray()
        writer.value(-0.0)
        writer.value(-0.25)
        writer.endArray()
        #expect(writer.bytes == Array("[0,-0.25]".utf8))
    }

    /// Against JSONEncoder on random doubles and floats (bit patterns, small and tiny negatives):
    /// its bytes for `x + 0` (which is `x` but for −0), and a text that reads back as `x`.
    @Test(arguments: 0..<8)
    func randomNumbersAreWrittenAsJSONEncoderWritesThemButMinusZero(seed: UInt64) throws {
        var shapes = RandomShapes(seed: 1000 + seed)
        for _ in 0..<500 {
            let double: Double =
                switch shapes.below(4) {
                case 0: -Double(shapes.below(1000)) / 1e6 * Double.leastNormalMagnitude
                case 1: Double(shapes.below(2001) - 1000) / 64
                default: shapes.double() * (shapes.below(2) == 0 ? -1 : 1)
                }
            let text = try encoded(double)
            #expect(text == (try foundation(double + 0)), "\(double)")
            #expect(try encoded([double]) == (try foundation([double + 0])))
            #expect(Double(text) == double && text.hasPrefix("-") == (double < 0), "\(text) for \(double)")
            let float = Float(double)
            guard float.isFinite else { continue }
            #expect(try encoded(float) == (try foundation(float + 0)), "\(float)")
        }
    }

    /// The verifier compares with the encoder's text, so `-0` in a document matches neither 0
    /// nor −0: a token holding it is never taken as canonical.
    @Test func aDocumentHoldingMinusZeroIsTheEncodingOfNothing() throws {
        func verifies(_ text: String, _ value: some Encodable) -> Bool {
            guard let document = try? CanonicalJSONDecoder.Document(Array(text.utf8)) else { return false }
            return document.isCanonicalEncoding(of: value)
        }
        for zero in [0.0, -0.0] {
            #expect(verifies("0", zero))
            #expect(verifies("[0]", [zero]))
            #expect(verifies(#"{"y":0}"#, ["y": zero]))
            #expect(verifies("0", Float(zero)))
            for text in ["-0", "-0.0", "0.0", "-0e0"] {
                #expect(!verifies(text, zero), "\(text)")
                #expect(!verifies("[\(text)]", [zero]), "\(text)")
                #expect(!verifies(#"{"y":\#(text)}"#, ["y": zero]), "\(text)")
                #expect(!verifies(text, Float(zero)), "\(text)")
            }
        }
    }

    /// The parser keeps −0 (a token holding it is then named as not canonical), and request
    /// bodies read it as 0 in every number type, so a body with −0 makes the state 0 makes.
    @Test func bodiesReadMinusZeroAsZero() throws {
        for text in ["-0", "-0.0", "-0e5", "-0E-3", "-0.000"] {
            let value = try JSONValue.parse(Array(text.utf8))
            guard case .number(let parsed) = value else {
                Issue.record("\(text) parsed as \(value)")
                continue
            }
            #expect(parsed == 0 && parsed.sign == .minus)
            let double = try JSONValueDecoder().decode(Double.self, from: value)
            #expect(double == 0 && double.sign == .plus, "\(text)")
            let float = try JSONValueDecoder().decode(Float.self, from: value)
            #expect(float == 0 && float.sign == .plus, "\(text)")
            #expect(try JSONValueDecoder().decode(Int.self, from: value) == 0)
        }
    }

    @Test func theReferenceRewritesOnlyMinusZeroNumbers() {
        #expect(
            writingMinusZeroAsZero(#"[-0,-0.5,-0e1,-01,{"-0":"-0","a\"-0":-0}]"#)
                == #"[0,-0.5,-0e1,-01,{"-0":"-0","a\"-0":0}]"#)
        #expect(writingMinusZeroAsZero("-0") == "0")
    }
}
