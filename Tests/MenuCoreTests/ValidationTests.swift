import MenuCore
import Testing

@Suite struct ValidationTests {
    @Test func demosAreValid() throws {
        try Accordion.Configuration.demo.validate()
        try ActionSheet.Configuration.demo.validate()
        try Dropdown.Configuration.demo.validate()
        try ContextMenu.Configuration.demo.validate()
        try TabSplit.Configuration.demo.validate()
        try Accordion.validate(Accordion.initialState(for: .demo), for: .demo)
        try TabSplit.validate(TabSplit.initialState(for: .demo), for: .demo)
    }

    @Test func accordionFields() {
        #expect(throws: ValidationError(field: "options", message: "needs at least 1 entries, has 0")) {
            try Accordion.Configuration(options: []).validate()
        }
        #expect(throws: ValidationError(field: "options[1]", message: "must not be empty")) {
            try Accordion.Configuration(options: ["a", "  "]).validate()
        }
        #expect(throws: ValidationError(field: "options[0]", message: "is 81 characters; at most 80 allowed")) {
            try Accordion.Configuration(options: [String(repeating: "a", count: 81)]).validate()
        }
        #expect(throws: ValidationError(field: "options", message: "has 1001 entries; at most 1000 allowed")) {
            try Accordion.Configuration(options: Array(repeating: "a", count: 1001)).validate()
        }
        #expect(throws: ValidationError(field: "items[0]", message: "must not contain control characters")) {
            try Accordion.Configuration(options: ["a"], items: ["a\nb"]).validate()
        }
    }

    @Test func actionSheetFields() {
        #expect(throws: ValidationError(field: "icons", message: "has 1 entries; needs one per button (4)")) {
            try ActionSheet.Configuration(title: "T", buttons: ["A", "B", "C", "D"], icons: ["x"]).validate()
        }
        #expect(throws: ValidationError(field: "title", message: "must not be empty")) {
            try ActionSheet.Configuration(title: "", buttons: ["A"]).validate()
        }
        #expect(throws: ValidationError(field: "icons[1]", message: "must not be empty")) {
            try ActionSheet.Configuration(title: "T", buttons: ["A", "B"], icons: [nil, ""]).validate()
        }
    }

    @Test func dropdownFields() {
        #expect(throws: ValidationError(field: "style.fontSize", message: "must be between 8 and 48")) {
            try Dropdown.Configuration(title: "T", options: ["A"], style: Dropdown.Style(fontSize: 100)).validate()
        }
        #expect(throws: ValidationError(field: "style.boldColor", message: "components must be between 0 and 1")) {
            try Dropdown.Configuration(title: "T", options: ["A"], style: Dropdown.Style(boldColor: RGBA(white: 2)))
                .validate()
        }
    }

    @Test func contextMenuFields() {
        #expect(throws: ValidationError(field: "options[0].icon", message: "must not be empty")) {
            try ContextMenu.Builder().addOption(text: "A", icon: "").build().validate()
        }
    }

    @Test func tabSplitOrderMustBeAPermutation() {
        #expect(
            throws: ValidationError(
                field: "order", message: "must be a permutation of 0…9, got [0, 0, 2, 3, 4, 5, 6, 7, 8, 9]")
        ) {
            try TabSplit.Configuration(order: [0, 0, 2, 3, 4, 5, 6, 7, 8, 9]).validate()
        }
        #expect(throws: ValidationError(field: "order", message: "must be a permutation of 0…9, got [0, 1]")) {
            try TabSplit.Configuration(order: [0, 1]).validate()
        }
        #expect(throws: ValidationError(field: "selected", message: "must be between 0 and 10")) {
            try TabSplit.validate(TabSplit.State(order: Array(0..<10), selected: 11), for: .demo)
        }
    }

    @Test func decodedStatesAreCheckedAgainstTheConfiguration() {
        #expect(throws: ValidationError(field: "selectedItem", message: "5 is not a row of items")) {
            try Accordion.validate(Accordion.State(isOpen: true, items: ["a"], selectedItem: 5), for: .demo)
        }
        #expect(throws: ValidationError(field: "editor.item", message: "2 is not a row of items")) {
            try Accordion.validate(
                Accordion.State(items: ["a"], editor: Accordion.Editor(item: 2, text: "")), for: .demo)
        }
    }
}
