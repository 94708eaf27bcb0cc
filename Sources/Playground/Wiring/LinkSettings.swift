import Foundation
import LinkStorage
import PlaygroundDomain

/// The `links` object of the configuration: where short links are stored and how their creation
/// is bounded.
public struct LinkSettings: Sendable, Equatable {
    /// The SQLite file, relative to the configuration file; nil keeps links in memory (a
    /// configuration built in code, as the tests do), lost at exit.
    public var sqlitePath: String?
    /// `postgresql://…` (libpq's URI or `key=value` form): when set, links go to PostgreSQL
    /// instead, so every replica resolves every link.
    public var postgresURL: String?
    /// Creations per client address and minute, after a burst of `createBurst`.
    public var createsPerMinute = 30
    public var createBurst = 10
    /// Links the store may hold; past it a new URL is a 507.
    public var maxLinks = 1_000_000
    /// How long a link operation may wait on the database before it is a 503.
    public var deadlineMilliseconds = 1000
    /// Link operations at once; past it a 503 at once, so that a database that starts to hang
    /// holds this many work threads for one deadline at most. Once the store has failed, one
    /// operation at a time probes it until it answers again, and pages keep the other threads.
    public var maxInFlight = 2

    public init() {}
}

extension PlaygroundConfiguration {
    mutating func readLinks(_ reader: inout ConfigReader, base: URL) throws(ConfigurationError) {
        if let path = try reader.string("sqlitePath") {
            links.sqlitePath = Self.resolve(path, against: base)
        }
        if let url = try reader.string("postgresURL") {
            guard url.hasPrefix("postgresql://") || url.hasPrefix("postgres://") || url.contains("=") else {
                throw reader.error("postgresURL", "expected a postgresql:// URL or key=value pairs")
            }
            links.postgresURL = url
        }
        links.createsPerMinute = try reader.integer("createsPerMinute", in: 1...1_000_000) ?? links.createsPerMinute
        links.createBurst = try reader.integer("createBurst", in: 1...1_000_000) ?? links.createBurst
        links.maxLinks = try reader.integer("maxLinks", in: 0...1_000_000_000) ?? links.maxLinks
        links.deadlineMilliseconds =
            try reader.integer("deadlineMilliseconds", in: 10...60_000) ?? links.deadlineMilliseconds
        links.maxInFlight = try reader.integer("maxInFlight", in: 1...1024) ?? links.maxInFlight
    }
}

extension LinkSettings {
    /// The store these settings name: PostgreSQL when `postgresURL` is set, else the SQLite file
    /// (its folder made when missing), else SQLite in memory.
    func openStore() throws(LinkStoreError) -> any LinkStore {
        if let postgresURL {
            return PostgresLinkStore(url: postgresURL, deadlineMilliseconds: deadlineMilliseconds)
        }
        guard let path = sqlitePath else {
            return try SQLiteLinkStore(path: ":memory:", deadlineMilliseconds: deadlineMilliseconds)
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw .unavailable("cannot make the folder \(folder): \(error.localizedDescription)")
        }
        return try SQLiteLinkStore(path: path, deadlineMilliseconds: deadlineMilliseconds)
    }
}
