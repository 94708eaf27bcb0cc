import HTTPServer
import MenuCore
import WorkMetering

/// The shared measurer, and a fresh meter for each request that lays anything out.
struct LayoutService<Base: TextMeasurer>: Sendable {
    let measurer: Base
    var budget = WorkLimits.budget
    var snapshotBudget = WorkLimits.snapshotBudget
    /// The subsets of the served faces that the pages link to; nil draws no `@font-face`.
    var pageFonts: PageFonts?

    func startRequest() -> LayoutWork<Base> {
        LayoutWork(measurer: MeteredMeasurer(measurer, meter: WorkMeter(budget: budget)), pageFonts: pageFonts)
    }

    /// A compare request's meter: `WorkLimits.compareBudgetMultiple` pages' `budget`.
    func startCompareRequest() -> LayoutWork<Base> {
        let meter = WorkMeter(budget: budget * WorkLimits.compareBudgetMultiple)
        return LayoutWork(measurer: MeteredMeasurer(measurer, meter: meter), pageFonts: pageFonts)
    }
}

/// One request's layouts. Each charges its text and its boxes to the request's meter, and the
/// request is refused with 422 `too_much_work` as soon as the budget is spent: a layout in
/// progress when that happens finishes at once (the metered measurer stops shaping), so the
/// overrun is at most one layout's boxes.
struct LayoutWork<Base: TextMeasurer> {
    let measurer: MeteredMeasurer<Base>
    var pageFonts: PageFonts?

    func layout<M: Menu>(
        _ menu: M.Type, _ configuration: M.Configuration, _ state: M.State, on viewport: Viewport
    ) throws(HTTPError) -> Layout {
        try checkBudget()
        let layout = M.layout(configuration, state, viewport, measurer)
        measurer.meter.charge(WorkCost.boxes(layout.boxes.count))
        try checkBudget()
        return layout
    }

    /// Charges drawing `layout` as HTML, and refuses the request before it is drawn if that
    /// passes the budget.
    func willDraw(_ layout: Layout) throws(HTTPError) {
        measurer.meter.charge(WorkCost.drawing(layout.boxes.count))
        try checkBudget()
    }

    /// Charges drawing a snapshot `price` units (`SnapshotRenderer.price`, which walks the
    /// drawing without drawing it), and refuses the request before it is drawn if that passes
    /// the layout's budget plus `allowance`, what a snapshot may spend on drawing
    /// (`WorkLimits.snapshotBudget`).
    func willSnapshot(price: Int, allowance: Int) throws(HTTPError) {
        measurer.meter.charge(price)
        let meter = measurer.meter
        guard meter.spent > meter.budget + allowance else { return }
        let total = meter.budget + allowance
        throw HTTPError(
            status: .unprocessableContent, code: "too_much_work",
            message: "Drawing this state needs more work than one snapshot may do (the budget is "
                + "\(total.formatted) work units, about \(total / 1_000_000) ms of CPU). Ask for a smaller scale, "
                + "or use fewer options or shorter texts.")
    }

    /// Refuses the request once its budget is spent.
    func checkBudget() throws(HTTPError) {
        let meter = measurer.meter
        guard meter.isExhausted else { return }
        throw HTTPError(
            status: .unprocessableContent, code: "too_much_work",
            message: "This request needs more layout and text-shaping work than one request may do (the "
                + "budget is \(meter.budget.formatted) work units, about \(meter.budget / 1_000_000) ms of CPU). "
                + "Use fewer options, fewer actions or shorter texts, or split the actions over several requests.")
    }
}

extension Int {
    /// 20000000 → "20,000,000".
    fileprivate var formatted: String {
        let digits = Array(String(self))
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return grouped
    }
}
