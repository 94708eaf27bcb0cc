import Testing

@testable import LinkStorage

struct LinkIDTests {
    @Test func candidatesAreEightToTenCharactersOfTheAlphabet() {
        let candidates = LinkID.candidates(for: "/menus/accordion?state=abc")
        #expect(candidates.map(\.count) == [8, 9, 10])
        for id in candidates {
            #expect(LinkID.isWellFormed(id))
            #expect(!id.contains { "0Oo1lI".contains($0) })
        }
        // Each longer id extends the shorter: the digest's digits, read further.
        #expect(candidates[1].hasPrefix(candidates[0]) && candidates[2].hasPrefix(candidates[1]))
    }

    @Test func theSameURLAlwaysGetsTheSameIDsAndOthersDiffer() {
        let url = "/menus/dropdown?state=xyz"
        #expect(LinkID.candidates(for: url) == LinkID.candidates(for: url))
        let ids = Set((0..<2000).map { LinkID.candidates(for: "/menus/dropdown?state=\($0)")[0] })
        #expect(ids.count == 2000)
    }

    @Test func theAlphabetHasNoLookAlikes() {
        let alphabet = String(decoding: LinkID.alphabet, as: UTF8.self)
        #expect(alphabet.count == 56 && Set(alphabet).count == 56)
        for lookAlike in "0Oo1lI" { #expect(!alphabet.contains(lookAlike)) }
    }

    @Test func malformedIDsAreRefused() {
        for text in ["", "abcdefg", "abcdefghjkm", "abcdefg0", "abcdefgO", "abcd/efg", "abcdéfgh", "abcdefg "] {
            #expect(!LinkID.isWellFormed(text), "\(text)")
        }
        #expect(LinkID.isWellFormed("abcdefgh"))
    }

    @Test func base56DigitsAreTheNumbersDigits() {
        // 56^2 + 3 × 56 + 5 = 3309 = 0x0CED: digits 5, 3, 1, then zeros.
        #expect(LinkID.base56Digits(of: [0x0C, 0xED], count: 4) == [5, 3, 1, 0])
    }
}
