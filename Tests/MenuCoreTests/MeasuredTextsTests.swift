import Testing

@testable import MenuCore

/// The request's table of measured widths: found by exact bytes and font, whatever the digests.
@Suite struct MeasuredTextsTests {
    static let sans = Font(.sans, size: 17, lineHeight: 20)
    static let serif = Font(.serif, size: 17, lineHeight: 20)

    @Test func findsEveryTextItKeptAndNoOther() {
        var table = MeasuredTexts()
        let texts = (0..<500).map { "label \($0)" } + ["é", "e\u{301}", "", "A longer label than eight bytes"]
        for (index, text) in texts.enumerated() {
            table.insert(Double(index), of: text, in: Self.sans, digest: MeasuredTexts.digest(of: text, in: Self.sans))
        }
        #expect(table.count == texts.count)
        for (index, text) in texts.enumerated() {
            #expect(
                table.width(of: text, in: Self.sans, digest: MeasuredTexts.digest(of: text, in: Self.sans))
                    == Double(index))
            #expect(
                table.width(of: text, in: Self.serif, digest: MeasuredTexts.digest(of: text, in: Self.serif)) == nil)
        }
        // Composed and decomposed are two texts, as they may shape differently.
        #expect(MeasuredTexts.digest(of: "é", in: Self.sans) != MeasuredTexts.digest(of: "e\u{301}", in: Self.sans))
        #expect(
            table.width(of: "label 500", in: Self.sans, digest: MeasuredTexts.digest(of: "label 500", in: Self.sans))
                == nil)
    }

    /// −0 and 0 are one size (`Font`'s `==` says so): one digest, so a text measured in one is
    /// found in the other rather than measured and charged again.
    @Test func aMinusZeroSizeHasTheDigestOfZero() {
        let zero = Font(.sans, size: 0, lineHeight: 0)
        let minusZero = Font(.sans, size: -0.0, lineHeight: -0.0)
        #expect(zero == minusZero)
        #expect(MeasuredTexts.digest(of: "a", in: zero) == MeasuredTexts.digest(of: "a", in: minusZero))
    }

    /// Texts whose digests are equal are still told apart by their bytes.
    @Test func aSharedDigestNeverGivesAnotherTextsWidth() {
        var table = MeasuredTexts()
        table.insert(1, of: "one", in: Self.sans, digest: 42)
        table.insert(2, of: "two", in: Self.sans, digest: 42)
        table.insert(3, of: "one", in: Self.serif, digest: 42)
        #expect(table.width(of: "one", in: Self.sans, digest: 42) == 1)
        #expect(table.width(of: "two", in: Self.sans, digest: 42) == 2)
        #expect(table.width(of: "one", in: Self.serif, digest: 42) == 3)
        #expect(table.width(of: "three", in: Self.sans, digest: 42) == nil)
        table.insert(4, of: "two", in: Self.sans, digest: 42)
        #expect(table.width(of: "two", in: Self.sans, digest: 42) == 4)
        #expect(table.count == 3)
    }
}

/// Digests and comparisons read eight bytes at a time: a text differing from another in one byte,
/// at any place, in the words or the bytes after them, is another text.
@Suite struct MeasuredTextsByteTests {
    @Test(arguments: [1, 7, 8, 9, 16, 17, 30])
    func oneByteApartIsAnotherText(_ length: Int) {
        let font = MeasuredTextsTests.sans
        let base = String(repeating: "m", count: length)
        var table = MeasuredTexts()
        table.insert(1, of: base, in: font, digest: MeasuredTexts.digest(of: base, in: font))
        for place in 0..<length {
            let other = String(base.prefix(place)) + "n" + String(base.dropFirst(place + 1))
            let digest = MeasuredTexts.digest(of: other, in: font)
            #expect(digest != MeasuredTexts.digest(of: base, in: font))
            #expect(table.width(of: other, in: font, digest: digest) == nil)
            // Under the base's digest, only the bytes can tell them apart.
            #expect(table.width(of: other, in: font, digest: MeasuredTexts.digest(of: base, in: font)) == nil)
        }
        let copy = String(decoding: Array(base.utf8), as: UTF8.self)
        #expect(table.width(of: copy, in: font, digest: MeasuredTexts.digest(of: copy, in: font)) == 1)
    }
}
