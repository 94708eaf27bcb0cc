import Foundation
import HTTPServer
import MenuCore
import Snapshot
import TextShaping

/// Whole snapshots: the price the route charges against the CPU of pricing, drawing, encoding
/// and tagging them. These are the figures that matter; the rows above explain them.
enum WholeSnapshotCalibration {
    static func rows(measurer: HarfBuzzTextMeasurer, icons: String) throws -> [Calibration.Row] {
        let renderer = SnapshotRenderer(measurer: measurer) { name in
            FileManager.default.contents(atPath: icons + name + ".svg").map { [UInt8]($0) }
        }
        let grin = String(repeating: "😀", count: 40)
        let big = try Viewport(width: 1000, height: 1000, statusBar: 20)
        var dropdown = Dropdown.Configuration(
            title: String(repeating: "😀", count: 200), options: Array(repeating: grin, count: 225))
        dropdown.style.fontSize = 48
        let open = Dropdown.State(isDroppedDown: true, text: String(repeating: "😀", count: 200))
        let accordion = Accordion.Configuration(options: Array(repeating: grin, count: 225))
        let long = Accordion.Configuration(options: (0..<1_000).map { "Option \($0) of the longest accordion" })
        let screens: [(String, Layout, Viewport, Double)] = [
            (
                "dropdown of emoji at 48 pt, 1000 × 1000 pt, 1×",
                Dropdown.layout(dropdown, open, big, measurer), big, 1
            ),
            (
                "accordion of emoji, open, 1000 × 1000 pt, 2×",
                Accordion.layout(
                    accordion, Accordion.State(isOpen: true, items: accordion.items, selectedItem: 0), big, measurer),
                big, 2
            ),
            (
                "context menu, open, iPad landscape, 2×",
                ContextMenu.layout(.demo, ContextMenu.State(isShown: true), Viewport(.iPad97, .landscape), measurer),
                Viewport(.iPad97, .landscape), 2
            ),
            (
                "accordion of 1,000 options, open, 4-inch phone, 1× (most rows off screen)",
                Accordion.layout(
                    long, Accordion.State(isOpen: true, items: long.items, selectedItem: 0),
                    Viewport(.iPhone4, .portrait),
                    measurer),
                Viewport(.iPhone4, .portrait), 1
            ),
            (
                "tab strip, 4-inch phone, 1×",
                TabSplit.layout(.demo, TabSplit.initialState(for: .demo), Viewport(.iPhone4, .portrait), measurer),
                Viewport(.iPhone4, .portrait), 1
            ),
        ]
        return try screens.map { name, layout, viewport, scale in
            let units = try renderer.price(of: layout, on: viewport, scale: scale)
            return Calibration.Row(
                work: "snapshot: priced, drawn, encoded and tagged, \(name) (\(units / 1_000_000) M units)",
                nanosecondsPerUnit: Calibration.cost(repeating: 1, units: units) {
                    _ = try? renderer.price(of: layout, on: viewport, scale: scale)
                    _ = try? ETag.strong(for: renderer.png(of: layout, on: viewport, scale: scale))
                })
        }
    }
}
