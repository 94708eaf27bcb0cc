import Foundation
import MenuCore
import PageRendering
import TextShaping
import WorkMetering

/// What one `WorkMeter` unit costs, in nanoseconds of CPU, for each kind of work the meter
/// charges. The prices in `WorkCost` are meant to make every row about 1 ns per unit or less:
/// a row well above 1 means that kind of work is undercharged and the budget is not the bound
/// it claims to be.
enum Calibration {
    struct Row {
        var work: String
        var nanosecondsPerUnit: Double
    }

    static func run(fonts: FontFiles) throws -> [Row] {
        let shaper = try HarfBuzzTextMeasurer(files: fonts, cacheBytes: 0)
        let cached = try HarfBuzzTextMeasurer(files: fonts)
        let font = Font(.sans, .semibold, size: 18, lineHeight: 21)
        let texts: [(String, String)] = [
            ("Latin, 80 characters", String(repeating: "Wave ", count: 16)),
            ("Latin, 8 characters", "Settings"),
            (
                "a letter and 7 combining marks, 320 bytes",
                String(repeating: "a" + String(repeating: "\u{0300}", count: 7), count: 21)
            ),
            ("CJK, 80 characters", String(repeating: "日本語の文章", count: 13) + "日本"),
            ("Arabic, 80 characters", String(repeating: "مرحبا بالعالم ", count: 6) + "مرحبا"),
            ("emoji with ZWJ, 12 families", String(repeating: "👨‍👩‍👧‍👦", count: 12)),
        ]
        var rows: [Row] = []
        for (name, text) in texts {
            rows.append(
                Row(
                    work: "shaping: \(name)",
                    nanosecondsPerUnit: cost(repeating: 2_000, units: WorkCost.shaping(of: text)) {
                        _ = shaper.width(of: text, in: font)
                    }))
        }
        for (name, text) in [texts[0], texts[2], texts[3]] {
            rows.append(
                Row(
                    work: "walking the characters: \(name)",
                    nanosecondsPerUnit: cost(repeating: 20_000, units: WorkCost.characterWalk(over: text)) {
                        _ = text.indices.count
                    }))
        }
        // Hits over a working set much larger than the CPU's caches, as a request over many
        // labels meets them: 5,000 distinct texts (about 1 MB of entries, more than the CPU caches hold, well inside the
        // measurement cache), each looked up in turn.
        for (name, text) in texts.prefix(2) {
            let many = (0..<5_000).map { "\($0) " + text.dropFirst(String($0).count + 1) }
            for text in many { _ = cached.width(of: text, in: font) }
            var next = 0
            rows.append(
                Row(
                    work: "cache hit: \(name), 5,000 texts in turn",
                    nanosecondsPerUnit: cost(repeating: 200_000, units: WorkCost.lookup(of: text)) {
                        _ = cached.width(of: many[next], in: font)
                        next = (next + 1) % many.count
                    }))
        }
        let options = (0..<1_000).map { "Option \($0)" }
        let configuration = Accordion.Configuration(options: options)
        var state = Accordion.initialState(for: configuration)
        _ = try Accordion.reduce(&state, .open(item: 0), configuration: configuration)
        let viewport = Viewport(.iPhone4, .portrait)
        let measurer = FixedAdvanceMeasurer()
        let boxes = Accordion.layout(configuration, state, viewport, measurer).boxes.count
        let renderer = ScreenRenderer(form: TapForm(tapURL: "/t", dismissURL: "/d", stateToken: "token"))
        rows.append(
            Row(
                work: "boxes: laid out (accordion, \(boxes) boxes)",
                nanosecondsPerUnit: cost(repeating: 20, units: WorkCost.boxes(boxes)) {
                    _ = Accordion.layout(configuration, state, viewport, measurer)
                }))
        rows.append(
            Row(
                work: "boxes: laid out and drawn (accordion, \(boxes) boxes)",
                nanosecondsPerUnit: cost(repeating: 20, units: WorkCost.boxes(boxes) + WorkCost.drawing(boxes)) {
                    _ = renderer.render(Accordion.layout(configuration, state, viewport, measurer))
                }))
        rows += try LineBreakCalibration.rows()
        rows += try layouts(fonts: fonts)
        return rows
    }

    /// Whole layouts: the units a metered layout charges against the CPU it takes, cold (every
    /// text shaped) and warm (every text measured before; charged the same units, since the
    /// meter prices a request as on a server with empty caches). These are the figures that
    /// matter: the rows above only explain them.
    private static func layouts(fonts: FontFiles) throws -> [Row] {
        let measurer = try HarfBuzzTextMeasurer(files: fonts, cacheBytes: 64 << 20)
        let viewport = Viewport(.iPad97, .portrait)
        var round = 0
        func configuration() -> Dropdown.Configuration {
            round += 1
            return Dropdown.Configuration(
                title: "T", options: (0..<680).map { "W\(round) \($0)" + String(repeating: "W", count: 72) })
        }
        let open = Dropdown.State(isDroppedDown: true, text: "T")
        func units(_ configuration: Dropdown.Configuration) -> Int {
            let meter = WorkMeter(budget: .max)
            let layout = Dropdown.layout(configuration, open, viewport, MeteredMeasurer(measurer, meter: meter))
            meter.charge(WorkCost.boxes(layout.boxes.count))
            return meter.spent
        }
        let coldUnits = units(configuration())
        let warm = configuration()
        _ = units(warm)
        let warmUnits = units(warm)
        return [
            Row(
                work: "dropdown layout, 680 truncated rows, every text shaped",
                nanosecondsPerUnit: cost(repeating: 1, units: coldUnits) {
                    _ = Dropdown.layout(configuration(), open, viewport, measurer)
                }),
            Row(
                work: "dropdown layout, 680 truncated rows, every text measured before",
                nanosecondsPerUnit: cost(repeating: 5, units: warmUnits) {
                    _ = Dropdown.layout(warm, open, viewport, measurer)
                }),
        ]
    }

    /// CPU nanoseconds per unit: the best of three rounds of `repeating` calls.
    static func cost(repeating count: Int, units: Int, _ body: () -> Void) -> Double {
        var best = Double.infinity
        for _ in 0..<3 {
            let start = threadCPUSeconds()
            for _ in 0..<count { body() }
            best = min(best, (threadCPUSeconds() - start) / Double(count))
        }
        return best * 1e9 / Double(units)
    }
}
