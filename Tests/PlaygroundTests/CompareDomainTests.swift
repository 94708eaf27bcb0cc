import JSON
import MenuCore
import Testing

@testable import Playground
@testable import PlaygroundDomain

/// `CompareScreens`: the `devices` list of a compare page and of the compare API.
@Suite struct CompareScreensTests {
    private func expectProblem(
        _ list: String, _ code: String, _ message: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(
            throws: DomainError(.malformed, code: code, message: message, path: "devices"),
            sourceLocation: sourceLocation
        ) { try CompareScreens(parsing: list) }
    }

    @Test func readsPresetsWithAndWithoutAnOrientation() throws {
        let screens = try CompareScreens(parsing: "iphone-4in,iphone-6.1in:landscape,ipad-9.7in:portrait")
        #expect(
            screens.screens == [
                CompareScreen(.iPhone4), CompareScreen(.iPhone61, .landscape), CompareScreen(.iPad97, .portrait),
            ])
        // Portrait is the spelling's default, so it is left out.
        #expect(screens.spelling == "iphone-4in,iphone-6.1in:landscape,ipad-9.7in")
        #expect(!screens.isDefault)
        #expect(screens.screens[1].viewport == Viewport(.iPhone61, .landscape))
        #expect(screens.screens[1].caption == "iPhone 6.1-inch · landscape")
    }

    @Test func theDefaultsAreEveryPresetThenThePhoneTurned() throws {
        #expect(
            CompareScreens.defaults.spelling == "iphone-3.5in,iphone-4in,iphone-6.1in,ipad-9.7in,iphone-6.1in:landscape"
        )
        #expect(try CompareScreens(parsing: CompareScreens.defaults.spelling).isDefault)
    }

    /// Every one of the eight screens, in several orders and lengths: the canonical spelling
    /// reads back as the same list, and spells itself again.
    @Test func theCanonicalSpellingRoundTrips() throws {
        let all = DevicePreset.allCases.flatMap { preset in Orientation.allCases.map { CompareScreen(preset, $0) } }
        #expect(all.count == CompareScreens.maxScreens)
        for length in 1...all.count {
            for offset in 0..<all.count {
                let list = (0..<length).map { all[($0 * 3 + offset) % all.count] }
                guard Set(list).count == list.count else { continue }
                let spelling = list.map(\.spelling).joined(separator: ",")
                let parsed = try CompareScreens(parsing: spelling)
                #expect(parsed.screens == list)
                #expect(parsed.spelling == spelling)
                #expect(try CompareScreens(spellings: list.map(\.spelling)) == parsed)
            }
        }
    }

    @Test func nineScreensAreTooMany() {
        let nine =
            (DevicePreset.allCases.map(\.rawValue) + DevicePreset.allCases.map { $0.rawValue + ":landscape" })
            + ["iphone-4in"]
        expectProblem(
            nine.joined(separator: ","), "too_many_screens",
            "The list of devices lists 9 screens; a compare page shows at most 8.")
        // Counted before anything else is read: nine empty entries are too many, not empty.
        expectProblem(
            String(repeating: ",", count: 8), "too_many_screens",
            "The list of devices lists 9 screens; a compare page shows at most 8.")
    }

    @Test func aScreenListedTwiceIsRefused() {
        expectProblem(
            "iphone-4in,ipad-9.7in,iphone-4in", "duplicate_screen", "The list of devices lists “iphone-4in” twice.")
        expectProblem(
            "ipad-9.7in:portrait,ipad-9.7in", "duplicate_screen", "The list of devices lists “ipad-9.7in” twice.")
        #expect(throws: Never.self) { try CompareScreens(parsing: "ipad-9.7in,ipad-9.7in:landscape") }
    }

    @Test func anUnknownPresetIsNamedWithItsPosition() {
        expectProblem(
            "iphone-4in,pixel-7", "unknown_device",
            "The list of devices names “pixel-7” at position 2, which is not a device; use iphone-3.5in, iphone-4in, "
                + "iphone-6.1in, ipad-9.7in.")
        expectProblem(
            "IPHONE-4IN", "unknown_device",
            "The list of devices names “IPHONE-4IN” at position 1, which is not a device; use iphone-3.5in, "
                + "iphone-4in, iphone-6.1in, ipad-9.7in.")
    }

    @Test func aBadOrientationIsNamed() {
        expectProblem(
            "iphone-4in:sideways", "invalid_value",
            "The list of devices gives “sideways” as the orientation of iphone-4in; use portrait or landscape.")
        expectProblem(
            "iphone-4in:", "invalid_value",
            "The list of devices gives “” as the orientation of iphone-4in; use portrait or landscape.")
        expectProblem(
            "iphone-4in:landscape:portrait", "invalid_value",
            "The list of devices gives “landscape:portrait” as the orientation of iphone-4in; use portrait or "
                + "landscape.")
    }

    @Test func anEmptyEntryIsNamedWithItsPosition() {
        expectProblem("", "invalid_value", "The list of devices has an empty entry at position 1.")
        expectProblem(
            "iphone-4in,,ipad-9.7in", "invalid_value", "The list of devices has an empty entry at position 2.")
        expectProblem("iphone-4in,", "invalid_value", "The list of devices has an empty entry at position 2.")
        expectProblem(":landscape", "invalid_value", "The list of devices has an empty entry at position 1.")
    }

    @Test func anArrayIsCheckedAsTheListIs() {
        #expect(
            throws: DomainError.malformed(
                "The list of devices is empty; list at least one screen.", code: "invalid_value", path: "devices")
        ) {
            try CompareScreens(spellings: [])
        }
        #expect(
            throws: DomainError.malformed(
                "The list of devices has an entry with a comma; give one screen an entry.", code: "invalid_value",
                path: "devices")
        ) { try CompareScreens(spellings: ["iphone-4in,ipad-9.7in"]) }
        #expect(
            throws: DomainError.malformed(
                "The list of devices lists “iphone-4in” twice.", code: "duplicate_screen", path: "screens")
        ) { try CompareScreens(spellings: ["iphone-4in", "iphone-4in"], field: "screens") }
    }
}

/// `PseudoLocale`: the long-text copies' labels.
@Suite struct PseudoLocaleTests {
    @Test func latinLettersAreAccentedBracketedAndPadded() {
        #expect(PseudoLocale.lengthened("Option 1") == "[Ŏƥţīŏñ 1 ·····]")
        #expect(PseudoLocale.lengthened("a") == "[ȧ ·]")
        #expect(PseudoLocale.lengthened("Close") == "[Çŀŏşḗ ···]")
    }

    @Test func emptyStaysEmpty() {
        #expect(PseudoLocale.lengthened("") == "")
    }

    /// Letters without an accented twin are kept as they are, and padded by their count.
    @Test func otherScriptsAreKeptAndPadded() {
        #expect(PseudoLocale.lengthened("牛乳を買う") == "[牛乳を買う ···]")
        #expect(PseudoLocale.lengthened("Ünïcode ✓") == "[Üñïçŏđḗ ✓ ······]")
        #expect(PseudoLocale.lengthened("👩‍👩‍👧") == "[👩‍👩‍👧 ·]")
    }

    /// Long enough to show truncation and wrapping, short enough to stay a label: over the seed
    /// demos' labels, the pages' font draws the copies between 1.3 and 2 times as wide (1.68 when
    /// this was written: the brackets and padding weigh most on the short labels).
    @Test func theDemosLabelsGrowButLessThanTwice() {
        let measurer = apiPlayground.textMeasurer
        var plain = 0.0
        var long = 0.0
        for menu in MenuRegistry.menus {
            for label in Self.labels(of: menu) {
                plain += measurer.width(of: label, in: OpenValues.bodyFont)
                long += measurer.width(of: PseudoLocale.lengthened(label), in: OpenValues.bodyFont)
            }
        }
        #expect(plain > 0)
        let growth = long / plain
        #expect(growth > 1.3 && growth < 2, "grew by \(growth)")
    }

    /// Every label a menu's demo shows, as `relabeled` visits them.
    private static func labels<M: PlaygroundMenu>(of menu: M.Type) -> [String] {
        var labels: [String] = []
        _ = M.relabeled(.demo) { label in
            labels.append(label)
            return label
        }
        return labels
    }
}

/// `FrameDifferences`: the compare page's table of the boxes whose size differs between screens.
@Suite struct FrameDifferencesTests {
    private func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
        Rect(x: x, y: y, width: width, height: height)
    }

    @Test func rowsFollowTheNamesAndLeaveOutBoxesNoScreenHas() {
        let differences = FrameDifferences(
            names: ["sheet", "ghost", "title"],
            screens: [["title": rect(0, 0, 100, 20), "sheet": rect(0, 0, 300, 200)], ["sheet": rect(0, 0, 300, 200)]])
        #expect(differences.rows.map(\.name) == ["sheet", "title"])
        #expect(differences.rows[1].frames == [rect(0, 0, 100, 20), nil])
    }

    @Test func aBoxThatOnlyMovesDoesNotDiffer() {
        let differences = FrameDifferences(
            names: ["strip"], screens: [["strip": rect(0, 500, 320, 49)], ["strip": rect(100, 300, 320, 49)]])
        #expect(
            differences.rows == [
                .init(name: "strip", frames: [rect(0, 500, 320, 49), rect(100, 300, 320, 49)], sizeDiffers: false)
            ])
        #expect(differences.differing.isEmpty)
    }

    @Test func aWidthOrHeightThatChangesDiffers() {
        let differences = FrameDifferences(
            names: ["title", "menu"],
            screens: [
                ["title": rect(0, 0, 280, 41), "menu": rect(0, 0, 260, 320)],
                ["title": rect(0, 0, 280, 62), "menu": rect(0, 0, 260, 320)],
                ["title": rect(0, 0, 280, 41), "menu": rect(0, 0, 300, 320)],
            ])
        #expect(differences.rows.map(\.sizeDiffers) == [true, true])
        #expect(differences.differing.map(\.name) == ["title", "menu"])
    }

    /// Sizes are compared to the 1/64 pt the pages draw.
    @Test func lessThanASixtyFourthIsTheSameSize() {
        let close = FrameDifferences(
            names: ["row"], screens: [["row": rect(0, 0, 100, 44)], ["row": rect(0, 0, 100 + 1.0 / 128, 44)]])
        #expect(close.differing.isEmpty)
        let apart = FrameDifferences(
            names: ["row"], screens: [["row": rect(0, 0, 100, 44)], ["row": rect(0, 0, 100, 44 + 1.0 / 64)]])
        #expect(apart.differing.map(\.name) == ["row"])
    }

    @Test func aBoxMissingFromAScreenDiffers() {
        let differences = FrameDifferences(
            names: ["item-9"], screens: [["item-9": rect(0, 0, 320, 44)], [:], ["item-9": rect(0, 0, 320, 44)]])
        #expect(
            differences.rows == [
                .init(name: "item-9", frames: [rect(0, 0, 320, 44), nil, rect(0, 0, 320, 44)], sizeDiffers: true)
            ])
    }
}

/// `CompareRequest`: the compare API's body, read as the other menu routes' are.
@Suite struct CompareRequestTests {
    private func request(_ text: String) throws(DomainError) -> CompareRequest<Dropdown> {
        try CompareRequest<Dropdown>(try! JSONValue.parse(Array(text.utf8)))
    }

    @Test func anEmptyBodyIsTheDemoOnTheDefaultScreens() throws {
        let parsed = try request("{}")
        #expect(parsed.page == Dropdown.defaultPage)
        #expect(parsed.view == CompareView())
        #expect(parsed.actions.isEmpty)
    }

    @Test func theFieldsAreRead() throws {
        let parsed = try request(
            #"{"config": {"title": "Pick", "options": ["A", "B"]}, "actions": [{"type": "tapField"}], "#
                + #""devices": ["ipad-9.7in:landscape"], "longText": true}"#)
        #expect(parsed.page.configuration.options == ["A", "B"])
        #expect(parsed.page.device == .preset(.iPhone4))
        #expect(parsed.view.screens.screens == [CompareScreen(.iPad97, .landscape)])
        #expect(parsed.view.showsLongText)
        #expect(parsed.actions.map(\.payload.type) == ["tapField"])
    }

    /// A list that reads is a value of the body: its problems are 422s, with the list's words.
    @Test func theListsProblemsAreInvalidValues() {
        #expect(
            throws: DomainError(
                .invalid, code: "duplicate_screen", message: "The list of devices lists “iphone-4in” twice.",
                path: "devices")
        ) { try request(#"{"devices": ["iphone-4in", "iphone-4in"]}"#) }
    }
}
