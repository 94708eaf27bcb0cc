import MenuCore
import Testing

/// The plain accounting of a request's work (`WorkBudget`) and its price list (`WorkCost`); the
/// shared meter that holds a budget behind a lock is tested in WorkMeteringTests.
@Suite struct WorkBudgetAccountingTests {
    let font = Font(.sans, size: 17, lineHeight: 20)

    /// The budget is spent once more than it has been charged: exactly the budget is still in.
    @Test func aBudgetIsExhaustedPastItsLastUnit() {
        var budget = WorkBudget(budget: 3_000)
        #expect(budget.spent == 0)
        budget.charge(1_000)
        budget.charge(2_000)
        #expect(budget.spent == 3_000)
        #expect(!budget.isExhausted)
        budget.charge(1)
        #expect(budget.isExhausted)
        #expect(budget.budget == 3_000)
    }

    /// A text is charged its shaping the first time, and a lookup (with the width it gave) once
    /// its width is remembered; another font is another text.
    @Test func aRememberedMeasurementIsChargedALookup() {
        var budget = WorkBudget(budget: .max)
        let bold = Font(.sans, .bold, size: 17, lineHeight: 20)
        guard case .toShape(let pending?) = budget.chargeMeasurement(of: "abc", in: font, remembered: true) else {
            Issue.record("the first measurement is to be shaped and remembered")
            return
        }
        #expect(budget.spent == WorkCost.shaping(of: "abc"))
        budget.remember(3, for: pending)
        guard case .known(let width) = budget.chargeMeasurement(of: "abc", in: font, remembered: true) else {
            Issue.record("the second measurement is known")
            return
        }
        #expect(width == 3)
        #expect(budget.spent == WorkCost.shaping(of: "abc") + WorkCost.lookup(of: "abc"))
        guard case .toShape(_?) = budget.chargeMeasurement(of: "abc", in: bold, remembered: true) else {
            Issue.record("another font is measured again")
            return
        }
        #expect(budget.spent == 2 * WorkCost.shaping(of: "abc") + WorkCost.lookup(of: "abc"))
    }

    /// A measurer without a cache shapes every time, and is charged so; nothing is remembered.
    @Test func anUnrememberedMeasurementIsChargedShapingEveryTime() {
        var budget = WorkBudget(budget: .max)
        for _ in 0..<2 {
            guard case .toShape(nil) = budget.chargeMeasurement(of: "Settings", in: font, remembered: false) else {
                Issue.record("an unremembered measurement is shaped and not remembered")
                return
            }
        }
        #expect(budget.spent == 2 * WorkCost.shaping(of: "Settings"))
    }

    /// Marks and joiners cost more to shape than letters, so they are priced higher.
    @Test func joiningScalarsArePricedAboveLetters() {
        let letters = WorkCost.shaping(of: String(repeating: "a", count: 8))
        let marked = WorkCost.shaping(of: "a" + String(repeating: "\u{0300}", count: 7))
        #expect(marked > letters)
        #expect(WorkCost.lookup(of: "abc") < WorkCost.shaping(of: "abc"))
    }
}
