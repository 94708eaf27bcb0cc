import MenuCore
import Testing

@Suite struct ActionSheetReducerTests {
    let config = ActionSheet.Configuration.demo

    @Test(arguments: [
        (0, ActionSheet.BackgroundColor.red), (1, .green), (2, .blue), (3, .orange),
    ])
    func buttonsSetTheSeedColours(index: Int, color: ActionSheet.BackgroundColor) throws {
        var state = ActionSheet.initialState(for: config)
        let events = try ActionSheet.reduce(&state, [.open, .tapButton(index: index)], configuration: config)
        #expect(events == [[], [.clickedButtonAtIndex(index)]])
        #expect(state == ActionSheet.State(isShowing: false, background: color))
    }

    @Test func seedColours() {
        #expect(ActionSheet.BackgroundColor.red.rgba == RGBA(red: 0.99, green: 0.66, blue: 0.65))
        #expect(ActionSheet.BackgroundColor.green.rgba == RGBA(red: 0.8, green: 1.0, blue: 0.69))
        #expect(ActionSheet.BackgroundColor.blue.rgba == RGBA(red: 0.82, green: 0.9, blue: 1.0))
        #expect(ActionSheet.BackgroundColor.orange.rgba == RGBA(red: 1.0, green: 0.81, blue: 0.62))
    }

    @Test func tapOutsideReportsMinusOneAndKeepsTheColour() throws {
        var state = ActionSheet.State(background: .blue)
        let events = try ActionSheet.reduce(&state, [.open, .tapOutside], configuration: config)
        #expect(events == [[], [.clickedButtonAtIndex(-1)]])
        #expect(events[1].map(\.description) == ["clickedButtonAtIndex: -1"])
        #expect(state == ActionSheet.State(isShowing: false, background: .blue))
    }

    @Test func buttonsBeyondTheFourColoursOnlyReport() throws {
        let five = ActionSheet.Configuration(title: "T", buttons: ["Red", "Green", "Blue", "Orange", "Purple"])
        var state = ActionSheet.State(background: .red)
        let events = try ActionSheet.reduce(&state, [.open, .tapButton(index: 4)], configuration: five)
        #expect(events == [[], [.clickedButtonAtIndex(4)]])
        #expect(state == ActionSheet.State(isShowing: false, background: .red))
    }

    @Test func rejections() {
        let hidden = ActionSheet.State()
        let showing = ActionSheet.State(isShowing: true)
        expectRejection(
            ActionSheet.self, hidden, .tapButton(index: 0), configuration: config,
            .notApplicable(action: "tapButton", reason: "the sheet is not showing"))
        expectRejection(
            ActionSheet.self, hidden, .tapOutside, configuration: config,
            .notApplicable(action: "tapOutside", reason: "the sheet is not showing"))
        expectRejection(
            ActionSheet.self, showing, .open, configuration: config,
            .notApplicable(action: "open", reason: "the sheet is already showing"))
        expectRejection(
            ActionSheet.self, showing, .tapButton(index: 4), configuration: config,
            .indexOutOfRange(field: "index", index: 4, count: 4))
        expectRejection(
            ActionSheet.self, showing, .tapButton(index: -1), configuration: config,
            .indexOutOfRange(field: "index", index: -1, count: 4))
    }
}
