/// The layout and text-shaping work one request may do. Every request's other work (decoding,
/// validating, rendering, compressing) is bounded by the size limits on what it carries; layout
/// is the one cost that multiplies (options × actions × text), so it is metered.
public enum WorkLimits {
    /// `WorkMeter` units per request: about 12 ms of CPU on the reference machine, which keeps
    /// the costliest request of every route under 50 ms in all (`make bench`, BENCHMARKS.md).
    public static let budget = 12_000_000
    /// What a snapshot (`GET /snapshots/…`) may spend drawing and encoding, on top of its
    /// layout's `budget`, in one pool: its pixels are bounded (`SnapshotLimits.maxPixels`), and
    /// the costliest, an iPad at 2× with a full-screen blur, takes 47–62 ms (`make bench`,
    /// WorstRequests).
    public static let snapshotBudget = 100_000_000
}
