/// The layout and text-shaping work one request may do. Every request's other work (decoding,
/// validating, rendering, compressing) is bounded by the size limits on what it carries; layout
/// is the one cost that multiplies (options × actions × text), so it is metered.
public enum WorkLimits {
    /// `WorkMeter` units per request, set so that the costliest request of every route stays
    /// within the time BENCHMARKS.md gives (`make bench`, WorstRequests).
    public static let budget = 12_000_000
    /// What a snapshot (`GET /snapshots/…`) may spend drawing and encoding, on top of its
    /// layout's `budget`, in one pool: its pixels are bounded (`SnapshotLimits.maxPixels`), and
    /// the costliest (an iPad at 2× with a full-screen blur) fits it (`make bench`, WorstRequests).
    public static let snapshotBudget = 100_000_000
    /// A compare page's (and the compare API's): every screen is a layout, two with the long-text
    /// copies, so it may do the work of four pages; a state too costly for that on up to
    /// sixteen screens is refused as `too_much_work`, and fewer screens is the way out.
    public static let compareBudget = compareBudgetMultiple * budget
    /// How many pages' work a compare request may do, whatever a page's budget is set to.
    public static let compareBudgetMultiple = 4
}
