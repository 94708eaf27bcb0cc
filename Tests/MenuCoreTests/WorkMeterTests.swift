import MenuCore
import Synchronization
import Testing

/// A measurer that counts its calls and reports a fixed cost, to see what the meter does.
private final class CountingMeasurer: TextMeasurer, Sendable {
    let calls = Atomic<Int>(0)
    let cost: Int

    init(cost: Int) {
        self.cost = cost
    }

    func width(of text: String, in font: Font) -> Double {
        Double(text.count)
    }

    func measure(_ text: String, in font: Font) -> TextMeasurement {
        calls.add(1, ordering: .relaxed)
        return TextMeasurement(width: width(of: text, in: font), work: cost)
    }
}

@Suite struct WorkMeterTests {
    let font = Font(.sans, size: 17, lineHeight: 20)

    @Test func eachMeasurementIsChargedWhatTheMeasurerReports() {
        let base = CountingMeasurer(cost: 10)
        let meter = WorkMeter(budget: 100)
        let metered = MeteredMeasurer(base, meter: meter)
        #expect(metered.width(of: "abc", in: font) == 3)
        #expect(metered.measure("abcd", in: font) == TextMeasurement(width: 4, work: 10))
        #expect(meter.spent == 20)
        #expect(!meter.isExhausted)
        #expect(metered.lineHeight(of: font) == 20)
    }

    /// Past the budget nothing more is shaped: the request is refused, so widths no longer matter.
    @Test func anExhaustedMeterStopsMeasuring() {
        let base = CountingMeasurer(cost: 60)
        let meter = WorkMeter(budget: 100)
        let metered = MeteredMeasurer(base, meter: meter)
        _ = metered.width(of: "a", in: font)
        _ = metered.width(of: "b", in: font)
        #expect(meter.isExhausted)
        #expect(metered.width(of: "long text", in: font) == 0)
        #expect(base.calls.load(ordering: .relaxed) == 2)
        #expect(meter.spent == 120)
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

    /// Marks and joiners cost more to shape than letters, so they are priced higher.
    @Test func joiningScalarsArePricedAboveLetters() {
        let letters = WorkCost.shaping(of: String(repeating: "a", count: 8))
        let marked = WorkCost.shaping(of: "a" + String(repeating: "\u{0300}", count: 7))
        #expect(marked > letters)
        #expect(WorkCost.lookup(of: "abc") < WorkCost.shaping(of: "abc"))
    }

    /// The default `measure` of a measurer without a cache charges shaping.
    @Test func aMeasurerWithoutACacheChargesShaping() {
        let measurement = FixedAdvanceMeasurer().measure("Settings", in: font)
        #expect(
            measurement
                == TextMeasurement(
                    width: FixedAdvanceMeasurer().width(of: "Settings", in: font),
                    work: WorkCost.shaping(of: "Settings")))
    }
}
