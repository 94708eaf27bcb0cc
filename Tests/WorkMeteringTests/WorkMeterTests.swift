import MenuCore
import Synchronization
import Testing
import WorkMetering

/// A measurer that counts its calls, to see what the meter lets through.
private final class CountingMeasurer: TextMeasurer, Sendable {
    let calls = Atomic<Int>(0)
    let remembersMeasurements: Bool

    init(remembers: Bool = true) {
        remembersMeasurements = remembers
    }

    func width(of text: String, in font: Font) -> Double {
        calls.add(1, ordering: .relaxed)
        return Double(text.count)
    }
}

@Suite struct WorkMeterTests {
    let font = Font(.sans, size: 17, lineHeight: 20)

    /// A text is charged its shaping the first time a request measures it in a font, and a
    /// lookup after that, whatever the measurer's cache already held.
    @Test func eachTextIsChargedAsOnAServerWithEmptyCaches() {
        let meter = WorkMeter(budget: .max)
        let metered = MeteredMeasurer(CountingMeasurer(), meter: meter)
        let bold = Font(.sans, .bold, size: 17, lineHeight: 20)
        #expect(metered.width(of: "abc", in: font) == 3)
        #expect(metered.width(of: "abc", in: font) == 3)
        #expect(metered.width(of: "abc", in: bold) == 3)
        #expect(meter.spent == 2 * WorkCost.shaping(of: "abc") + WorkCost.lookup(of: "abc"))
        #expect(metered.lineHeight(of: font) == 20)
        #expect(metered.remembersMeasurements)
    }

    /// Without a cache, measuring again shapes again, and is charged so.
    @Test func aMeasurerWithoutACacheIsChargedShapingForEveryRepeat() {
        let meter = WorkMeter(budget: .max)
        let metered = MeteredMeasurer(FixedAdvanceMeasurer(), meter: meter)
        _ = metered.width(of: "Settings", in: font)
        _ = metered.width(of: "Settings", in: font)
        #expect(meter.spent == 2 * WorkCost.shaping(of: "Settings"))
        #expect(!metered.remembersMeasurements)
    }

    /// Past the budget nothing more is shaped: the request is refused, so widths no longer matter.
    @Test func anExhaustedMeterStopsMeasuring() {
        let base = CountingMeasurer()
        let meter = WorkMeter(budget: 3_000)
        let metered = MeteredMeasurer(base, meter: meter)
        _ = metered.width(of: "a", in: font)
        _ = metered.width(of: "b", in: font)
        #expect(meter.isExhausted)
        #expect(metered.width(of: "long text", in: font) == 0)
        #expect(base.calls.load(ordering: .relaxed) == 2)
        #expect(meter.spent == 2 * WorkCost.shaping(of: "a"))
        // The meter checks and charges under one lock: a spent meter neither charges nor measures.
        #expect(meter.measure("c", in: font, remembered: true) { 5 } == 0)
        #expect(meter.measure("a", in: font, remembered: false) { 5 } == 0)
        #expect(meter.spent == 2 * WorkCost.shaping(of: "a"))
    }

    /// Layouts finish (and terminate) on a meter that answers 0 for every width.
    @Test func layoutsFinishOnAnExhaustedMeter() {
        let meter = WorkMeter(budget: 0)
        meter.charge(1)
        let metered = MeteredMeasurer(FixedAdvanceMeasurer(), meter: meter)
        let configuration = ActionSheet.Configuration(
            title: String(repeating: "word ", count: 40), buttons: (0..<50).map { "Button \($0)" })
        let layout = ActionSheet.layout(
            configuration, ActionSheet.State(isShowing: true), Viewport(.iPhone4, .portrait), metered)
        #expect(layout.boxes.count > 50)
    }

    /// The meter is shared: charges from several threads at once all count.
    @Test func chargesFromManyTasksAllCount() async {
        let meter = WorkMeter(budget: 1_000_000)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<1_000 { meter.charge(100) }
                }
            }
        }
        #expect(meter.spent == 800_000)
        #expect(!meter.isExhausted)
        meter.charge(200_001)
        #expect(meter.isExhausted)
        #expect(meter.budget == 1_000_000)
    }
}
