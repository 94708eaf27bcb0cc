import Digests
import Foundation
import Testing

/// The one base64 encoder, in both of its alphabets, against Foundation's.
@Suite struct Base64Tests {
    /// Every length up to three full groups past a few hundred bytes, so each tail (0, 1, 2
    /// leftover bytes) is seen with every byte value.
    static let inputs: [[UInt8]] = (0..<300).map { length in
        (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ length &* 7) }
    }

    @Test func standardIsFoundationsPaddedBase64() {
        for bytes in Self.inputs {
            #expect(Base64.encoded(bytes) == Data(bytes).base64EncodedString(), "\(bytes.count) bytes")
        }
    }

    @Test func urlHasItsOwnAlphabetAndNoPadding() {
        for bytes in Self.inputs {
            let expected = Data(bytes).base64EncodedString()
                .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
                .replacingOccurrences(of: "=", with: "")
            #expect(Base64.urlEncoded(bytes) == expected, "\(bytes.count) bytes")
        }
        #expect(Base64.urlEncoded(Array("hello?>".utf8)) == "aGVsbG8_Pg")
        #expect(Base64.encoded(Array("hello?>".utf8)) == "aGVsbG8/Pg==")
    }
}
