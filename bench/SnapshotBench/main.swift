import Foundation
import HTTPServer
import MenuCore
import Playground
import Snapshot

// The cost of drawing a snapshot, in CPU time of the calling thread (steady on a shared
// machine): the renderer alone on the costliest screens (an iPad at 3×, past the route's pixel
// limit, and a phone at 1×); the route through the real pipeline is WorstRequests' to time.
// Fails when an iPad at 3× takes 100 ms or more, or a phone at 1× 10 ms or more.

let repetitions = Int(ProcessInfo.processInfo.environment["REPETITIONS"] ?? "") ?? 9
var configuration = try PlaygroundConfiguration.load(
    file: CommandLine.arguments.dropFirst().first ?? "Config/playground.json")
configuration.pageCacheBytes = 0
configuration.cacheBytes = 0
let playground = try Playground(configuration: configuration, accessLog: nil)
let icons = configuration.publicDirectory + "/icons/"
let renderer = SnapshotRenderer(measurer: playground.textMeasurer) { name in
    FileManager.default.contents(atPath: icons + name + ".svg").map { [UInt8]($0) }
}

func threadCPUMilliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return (Double(time.tv_sec) + Double(time.tv_nsec) / 1e9) * 1000
}

/// Median and largest CPU ms of `body` over the repetitions (after one untimed run).
func measure(_ body: () throws -> Void) rethrows -> (median: Double, maximum: Double) {
    try body()
    var costs: [Double] = []
    for _ in 0..<repetitions {
        let start = threadCPUMilliseconds()
        try body()
        costs.append(threadCPUMilliseconds() - start)
    }
    costs.sort()
    return (costs[costs.count / 2], costs.last ?? 0)
}

struct Screen {
    var what: String
    var scale: Double
    var target: Double?
    var draw: () throws -> [UInt8]
}

func screen<M: Menu>(
    _ menu: M.Type, _ what: String, preset: DevicePreset, _ orientation: Orientation, actions: [M.Action],
    scale: Double, target: Double?
) -> Screen {
    var state = M.initialState(for: .demo)
    for action in actions { _ = try? M.reduce(&state, action, configuration: .demo) }
    let viewport = Viewport(preset, orientation)
    let layout = M.layout(.demo, state, viewport, playground.textMeasurer)
    return Screen(what: what, scale: scale, target: target) {
        try renderer.png(of: layout, on: viewport, scale: scale)
    }
}

let screens = [
    screen(
        ContextMenu.self, "iPad, landscape, context menu open (a full-screen blur)", preset: .iPad97, .landscape,
        actions: [.open], scale: 3, target: 100),
    screen(
        Accordion.self, "iPad, portrait, accordion open", preset: .iPad97, .portrait, actions: [.open(item: 0)],
        scale: 3, target: 100),
    screen(
        TabSplit.self, "iPad, landscape, tab strip", preset: .iPad97, .landscape, actions: [], scale: 3, target: 100),
    screen(
        ContextMenu.self, "iPad, landscape, context menu open", preset: .iPad97, .landscape, actions: [.open],
        scale: 2, target: nil),
    screen(
        ContextMenu.self, "4-inch phone, context menu open", preset: .iPhone4, .portrait, actions: [.open],
        scale: 1, target: 10),
    screen(
        Accordion.self, "4-inch phone, accordion open", preset: .iPhone4, .portrait, actions: [.open(item: 0)],
        scale: 1, target: 10),
    screen(
        Dropdown.self, "4-inch phone, dropdown open", preset: .iPhone4, .portrait, actions: [.tapField],
        scale: 1, target: 10),
    screen(TabSplit.self, "4-inch phone, tab strip", preset: .iPhone4, .portrait, actions: [], scale: 1, target: 10),
    emojiScreen(),
]

/// Issue 29's screen: 225 options of 40 emoji at 48 pt, open on a 2000-point screen (the route
/// refuses it now; this is what drawing it costs).
func emojiScreen() -> Screen {
    let grin = "😀"
    var configuration = Dropdown.Configuration(
        title: String(repeating: grin, count: 200),
        options: Array(repeating: String(repeating: grin, count: 40), count: 225))
    configuration.style.fontSize = 48
    let state = Dropdown.State(isDroppedDown: true, text: String(repeating: grin, count: 200))
    let viewport = try! Viewport(width: 2000, height: 2000, statusBar: 20)
    let layout = Dropdown.layout(configuration, state, viewport, playground.textMeasurer)
    return Screen(what: "2000 × 2000 custom screen, dropdown of emoji at 48 pt, open", scale: 1, target: nil) {
        try renderer.png(of: layout, on: viewport, scale: 1)
    }
}

// `ONLY=text` runs the screens whose description contains it (for profiling one).
let only = ProcessInfo.processInfo.environment["ONLY"]
print("| screen | scale | bytes | CPU ms (median) | CPU ms (max) | target |")
print("|---|---:|---:|---:|---:|---:|")
var missed = 0
for screen in screens where only == nil || screen.what.contains(only!) {
    let bytes = try screen.draw().count
    let (median, maximum) = try measure { _ = try screen.draw() }
    let target = screen.target.map { "< \(Int($0))" } ?? "—"
    print(
        "| \(screen.what) | \(Int(screen.scale))× | \(bytes) | \(String(format: "%.2f", median)) | "
            + "\(String(format: "%.2f", maximum)) | \(target) |")
    if let goal = screen.target, median >= goal { missed += 1 }
}
if missed > 0 {
    print("\(missed) screen(s) over their target")
    exit(1)
}
print("every screen within its target")
