import MenuCore
import Playground
import PlaygroundDomain

/// The worst cases of line breaking (issue 12): the longest title of the one wrapped label (the
/// action sheet's), all CJK (a break between every two characters), all Thai (ICU's dictionary),
/// or Latin and Arabic letters in turn (a bidi run per letter, each shaped and rounded apart).
extension WorstCases {
    static func title(_ script: String, _ n: Int) -> String {
        let sentence =
            switch script {
            case "Thai": "ภาษาไทยไม่มีการเว้นวรรคระหว่างคำ"
            case "mixed-direction": "aبcدeفgحiجkلmنoقpرsتuوwيyز "
            default: "会議は明日の午前十時から始まります。"
            }
        let text = String(String(repeating: sentence, count: 20).prefix(Limits.maxTitleLength))
        // `n` in the text, so that the cold repetition meets no cached measurement.
        return String(text.dropLast(String(n).count)) + String(n)
    }

    static var lineBreaking: [Case] {
        ["Japanese", "Thai", "mixed-direction"].flatMap { script in
            [
                Case(route: "GET /menus/{id}", what: "action sheet, 200-character \(script) title, open") { n in
                    page(
                        "action-sheet",
                        try token(
                            PageState<ActionSheet>(
                                configuration: .init(title: title(script, n), buttons: ["A", "B"]),
                                state: ActionSheet.State(isShowing: true), device: .preset(.iPhone4))))
                },
                Case(
                    route: "POST /api/v1/menus/{id}/actions",
                    what: "action sheet, 200-character \(script) title, 200 buttons, 100 actions"
                ) { n in
                    let buttons = (0..<200).map { "Button \($0) \(n)" }
                    let actions = (0..<50).flatMap { _ in [#"{"type":"open"}"#, #"{"type":"tapOutside"}"#] }
                    return api(
                        "action-sheet", "actions",
                        #"{"device":"ipad-9.7in","config":{"title":"\#(title(script, n))","buttons":"#
                            + #"\#(jsonList(buttons))},"actions":[\#(actions.joined(separator: ","))]}"#)
                },
            ]
        }
    }
}
