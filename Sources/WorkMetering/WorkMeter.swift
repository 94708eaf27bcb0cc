import MenuCore
import Synchronization

/// One request's `WorkBudget`, shared by the layouts and the measurer that charge it: the
/// budget behind a mutex, so that a `Sendable` measurer (`MeteredMeasurer`, whose methods do
/// not mutate) can charge it from wherever it is called. The accounting itself, and what each
/// kind of work costs (`WorkCost`), are MenuCore's plain values; this adds the lock alone.
///
/// What a request is charged depends on the request alone, never on what earlier requests left
/// in the server's caches: a shared link is accepted or refused the same way by every replica,
/// warm or just started.
public final class WorkMeter: Sendable {
    public let budget: Int
    private let accounts: Mutex<WorkBudget>

    public init(budget: Int) {
        self.budget = budget
        accounts = Mutex(WorkBudget(budget: budget))
    }

    public func charge(_ units: Int) {
        accounts.withLock { $0.charge(units) }
    }

    public var spent: Int {
        accounts.withLock { $0.spent }
    }

    public var isExhausted: Bool {
        accounts.withLock { $0.isExhausted }
    }

    /// Charges measuring `text` in `font` what a server with empty caches would spend, and
    /// returns its width: shaping (`width()`) the first time this request measures it; after
    /// that, if the measurer remembers measurements, a cache lookup, and the width it gave then
    /// (`WorkBudget.chargeMeasurement`). The lock is not held while `width()` shapes. Once the
    /// budget is spent, charges nothing and answers 0 without measuring: the answer is then a
    /// refusal, so the widths no longer matter.
    public func measure(_ text: String, in font: Font, remembered: Bool, width: () -> Double) -> Double {
        // One lock for the check and the charge: a measurement took a second lock to check.
        let charged = accounts.withLock { accounts -> WorkBudget.Measurement? in
            accounts.isExhausted ? nil : accounts.chargeMeasurement(of: text, in: font, remembered: remembered)
        }
        switch charged {
        case nil:
            return 0
        case .known(let known):
            return known
        case .toShape(let pending):
            let measured = width()
            if let pending {
                accounts.withLock { $0.remember(measured, for: pending) }
            }
            return measured
        }
    }
}

/// A measurer that charges each measurement to a request's meter, and stops measuring once the
/// budget is spent: the answer is then a refusal, so the widths no longer matter.
public struct MeteredMeasurer<Base: TextMeasurer>: TextMeasurer {
    public let base: Base
    public let meter: WorkMeter

    public init(_ base: Base, meter: WorkMeter) {
        self.base = base
        self.meter = meter
    }

    public func width(of text: String, in font: Font) -> Double {
        meter.measure(text, in: font, remembered: base.remembersMeasurements) {
            base.width(of: text, in: font)
        }
    }

    public var remembersMeasurements: Bool { base.remembersMeasurements }

    public func lineHeight(of font: Font) -> Double {
        base.lineHeight(of: font)
    }

    public func chargeCharacterWalk(over text: String) {
        meter.charge(WorkCost.characterWalk(over: text))
    }

    public func lineBreakOpportunities(in text: String) -> [String.Index] {
        guard !meter.isExhausted else { return [] }
        meter.charge(WorkCost.lineBreaking(of: text))
        return base.lineBreakOpportunities(in: text)
    }
}
