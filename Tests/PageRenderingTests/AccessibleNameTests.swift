import Testing

@testable import PageRendering

/// A frame name made into words: the byte path for ASCII names gives what the character path
/// (split on hyphens, empty runs dropped, first character uppercased) gives.
@Suite struct AccessibleNameTests {
    static let names = [
        "", "-", "---", "show-button", "row-3", "a--b", "-leading", "trailing-", "--both--", "ROW-3", "9-lives",
        "zeta", "already Spaced", "\r\n-x", "tab-\t", "é-accent", "émoji-😀",
    ]

    @Test(arguments: names) func asciiNamesAreHumanizedAsCharactersAre(name: String) {
        let words = name.split(separator: "-").joined(separator: " ")
        let reference = words.prefix(1).uppercased() + words.dropFirst()
        #expect(AccessibleNames.humanized(name) == reference)
        if name.utf8.allSatisfy({ $0 < 0x80 }) {
            #expect(AccessibleNames.humanizedASCII(name) == reference)
        } else {
            #expect(AccessibleNames.humanizedASCII(name) == nil)
        }
    }

    @Test func examples() {
        #expect(AccessibleNames.humanized("show-button") == "Show button")
        #expect(AccessibleNames.humanized("--row--3-") == "Row 3")
    }
}
