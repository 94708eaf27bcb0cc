import Foundation
import HTML
import MenuCore
import PageRendering
import PlaygroundDomain
import Testing

/// The form targets every test draws with.
let testForm = TapForm(tapURL: "/menus/m/tap", dismissURL: "/menus/m/dismiss", stateToken: "TOKEN")

/// The stand-in measurer of the MenuCore tests: 0.5 em per character, 0.625 em in bold.
let measurer = FixedAdvanceMeasurer()

/// The seeds' demos, closed or opened by the action a person would take first.
enum DemoScreens {
    static var menus: [any Menu.Type] { MenuRegistry.menus }
    static var ids: [MenuID] { menus.map { $0.id } }

    /// The actions that open each menu from its initial state (tab-split is always open; the
    /// accordion's second item shows a row above and below); another menu opens as its adapter
    /// says (`PlaygroundMenu.opening`).
    static func openingActions(_ id: MenuID) -> [ActionPayload] {
        let opening: [MenuID: [ActionPayload]] = [.accordion: [ActionPayload("open", item: 1)], .tabSplit: []]
        return opening[id] ?? [MenuRegistry.menu(id)!.opening]
    }

    /// The demo layout after `actions` (none: the initial, closed state).
    static func layout(
        _ id: MenuID, after actions: [ActionPayload], on viewport: Viewport, measurer: some TextMeasurer
    ) throws -> Layout {
        func build<M: Menu>(_ menu: M.Type) throws -> Layout {
            let configuration = M.Configuration.demo
            var state = M.initialState(for: configuration)
            for payload in actions {
                _ = try M.reduce(&state, try M.Action(payload: payload), configuration: configuration)
            }
            return M.layout(configuration, state, viewport, measurer)
        }
        let menu: any Menu.Type = menus.first { $0.id == id }!
        return try build(menu)
    }
}

/// Reading rendered markup back, the way a browser test would.
enum Markup {
    /// Every value of `attribute` in `html`, unescaped, in document order.
    static func values(of attribute: String, in html: String) -> [String] {
        let marker = " \(attribute)=\""
        var values: [String] = []
        var rest = Substring(html)
        while let start = rest.range(of: marker) {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { break }
            values.append(unescaped(String(rest[..<end])))
            rest = rest[rest.index(after: end)...]
        }
        return values
    }

    /// Undoes `Renderer.escape`.
    static func unescaped(_ text: String) -> String {
        text.replacing("&lt;", with: "<").replacing("&gt;", with: ">").replacing("&quot;", with: "\"")
            .replacing("&#39;", with: "'").replacing("&amp;", with: "&")
    }

    /// The number of times `needle` occurs in `html`.
    static func count(_ needle: String, in html: String) -> Int {
        html.ranges(of: needle).count
    }
}

func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}

/// A layout holding exactly `boxes` (the first is the root), built through `Layout`'s JSON form
/// because its initialiser always adds the status bar and content boxes.
func handMadeLayout(_ boxes: [Box], viewport: Viewport = Viewport(.iPhone35, .portrait)) throws -> Layout {
    struct Shape: Encodable {
        var viewport: Viewport
        var boxes: [Box]
    }
    return try JSONDecoder().decode(Layout.self, from: JSONEncoder().encode(Shape(viewport: viewport, boxes: boxes)))
}
