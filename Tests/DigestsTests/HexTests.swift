import Digests
import Testing

@Suite struct HexTests {
    @Test func encodesTwoLowerCaseDigitsPerByte() {
        #expect(Hex.encode([0x00, 0x0f, 0xa5, 0xff]) == "000fa5ff")
        #expect(Hex.encode([]) == "")
    }

    @Test func readsDigitsOfEitherCaseAndNothingElse() {
        #expect(Array("09afAF".utf8).map { Hex.value(ofDigit: $0) } == [0, 9, 10, 15, 10, 15])
        for byte in Array("gG/:@`%".utf8) { #expect(Hex.value(ofDigit: byte) == nil) }
    }
}
