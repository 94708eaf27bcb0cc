// Layout + reduce cost per menu at 10, 100 and 1,000 options, with the stand-in measurer.
// Run in release mode: `swift run -c release MenuCoreBench`.
import Glibc
import MenuCore

let measurer = FixedAdvanceMeasurer()
let viewport = Viewport(.iPhone4, .portrait)
let sizes = [10, 100, 1_000]
let runs = 15
var sink = 0

/// Median microseconds per call of `body`, over `runs` batches each long enough to time.
@MainActor func median(_ body: () -> Int) -> Double {
    let clock = ContinuousClock()
    var perBatch = 1
    while clock.measure({ for _ in 0..<perBatch { sink &+= body() } }) < .milliseconds(2) {
        perBatch *= 2
    }
    var samples: [Double] = []
    for _ in 0..<runs {
        let elapsed = clock.measure { for _ in 0..<perBatch { sink &+= body() } }
        let (seconds, attoseconds) = elapsed.components
        samples.append((Double(seconds) * 1e6 + Double(attoseconds) / 1e12) / Double(perBatch))
    }
    return samples.sorted()[runs / 2]
}

/// One menu's timings at `count` options: layout of the open state, and the reduce of an
/// open-then-choose sequence from the closed state.
@MainActor func measure<M: Menu>(
    _ menu: M.Type, configuration: M.Configuration, open: [M.Action], choose: M.Action
) -> (layout: Double, reduce: Double) {
    var openState = M.initialState(for: configuration)
    _ = try? M.reduce(&openState, open, configuration: configuration)
    let layout = median { M.layout(configuration, openState, viewport, measurer).boxes.count }
    let initial = M.initialState(for: configuration)
    let reduce = median {
        var state = initial
        let events = try? M.reduce(&state, open + [choose], configuration: configuration)
        return events?.count ?? 0
    }
    return (layout, reduce)
}

func labels(_ count: Int) -> [String] { (0..<count).map { "Option \($0)" } }

typealias Row = (menu: String, size: Int, layout: Double, reduce: Double)
var rows: [Row] = []
for size in sizes {
    let accordion = measure(
        Accordion.self, configuration: Accordion.Configuration(options: labels(size)), open: [.open(item: 0)],
        choose: .tapRow(index: size / 2))
    rows.append(("accordion", size, accordion.layout, accordion.reduce))
    let sheet = measure(
        ActionSheet.self,
        configuration: ActionSheet.Configuration(title: "Set background color:", buttons: labels(size)),
        open: [.open], choose: .tapButton(index: size / 2))
    rows.append(("action-sheet", size, sheet.layout, sheet.reduce))
    let dropdown = measure(
        Dropdown.self, configuration: Dropdown.Configuration(title: "Select Flavour", options: labels(size)),
        open: [.tapField], choose: .tapRow(index: size / 2))
    rows.append(("dropdown", size, dropdown.layout, dropdown.reduce))
    let context = measure(
        ContextMenu.self,
        configuration: labels(size).reduce(ContextMenu.Builder()) { $0.addOption(text: $1, icon: "copy") }.build(),
        open: [.open], choose: .tapItem(index: size / 2))
    rows.append(("context-menu", size, context.layout, context.reduce))
}
// The tab split has the seed's fixed eleven tabs (Settings + One…Ten): one size only.
let split = measure(
    TabSplit.self, configuration: .demo, open: [.moveTab(from: 9, to: 0)], choose: .selectTab(index: 5))

func format(_ value: Double, _ places: Int = 2) -> String {
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    var text = String(rounded)
    if let dot = text.firstIndex(of: ".") {
        let decimals = text.distance(from: dot, to: text.endIndex) - 1
        text += String(repeating: "0", count: max(0, places - decimals))
    }
    return text
}

print("MenuCoreBench: median of \(runs) batches, µs per call, viewport iphone-4in portrait, stand-in measurer")
print("")
print("| menu | options | layout µs | reduce µs | layout ×(n/prev) | reduce ×(n/prev) |")
print("|---|---:|---:|---:|---:|---:|")
for row in ["accordion", "action-sheet", "dropdown", "context-menu"].flatMap({ name in rows.filter { $0.menu == name } }
) {
    let previous = rows.last { $0.menu == row.menu && $0.size * 10 == row.size }
    let layoutGrowth = previous.map { format(row.layout / $0.layout, 1) } ?? "–"
    let reduceGrowth = previous.map { format(row.reduce / $0.reduce, 1) } ?? "–"
    print(
        "| \(row.menu) | \(row.size) | \(format(row.layout)) | \(format(row.reduce)) | \(layoutGrowth) | \(reduceGrowth) |"
    )
}
print("| tab-split | 11 tabs (fixed) | \(format(split.layout)) | \(format(split.reduce)) | – | – |")
print("")
print("Growth ×10 per step means linear cost. (checksum \(sink % 10))")
