/// Where short links are kept: id → URL, unique on both, never expiring. Implementations answer
/// within their deadline or throw `.unavailable`, so a slow or absent database never holds a
/// request longer than that.
public protocol LinkStore: Sendable {
    /// The id already stored for `url`; otherwise the first of `candidates` (shortest first)
    /// that no other URL holds, stored with `url` before this returns (durably: a crash after the
    /// return loses nothing). Throws `.full` when `url` is new and `maxLinks` links are stored,
    /// and `.collision` when every candidate is taken.
    func save(url: String, candidates: [String], maxLinks: Int) throws(LinkStoreError) -> String

    /// The URL stored under `id`, or nil.
    func url(of id: String) throws(LinkStoreError) -> String?
}

/// Why a store could not answer.
public enum LinkStoreError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The store holds its maximum number of links; only URLs already stored get an id.
    case full(maxLinks: Int)
    /// Every candidate id is held by another URL (about one URL in 10^27 for three candidates).
    case collision
    /// The database is down, slow past the deadline, or refused the statement.
    case unavailable(String)

    public var description: String {
        switch self {
        case .full(let maxLinks): "the store is full (\(maxLinks) links)"
        case .collision: "every candidate id is taken"
        case .unavailable(let reason): "the link store is unavailable: \(reason)"
        }
    }
}
