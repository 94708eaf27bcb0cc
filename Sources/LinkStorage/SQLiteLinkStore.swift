import CSQLite
import Foundation

/// Links in a SQLite file (Debian's libsqlite3; the only file that imports `CSQLite`), in WAL
/// mode with `synchronous=FULL`: `save` returns after the commit is on disk, so a link answered
/// `201` survives `kill -9` and a power cut. One connection, used under a lock that a caller
/// waits for no longer than the deadline; SQLite's busy timeout is the same deadline, for
/// another process holding the file.
public final class SQLiteLinkStore: LinkStore, @unchecked Sendable {
    // `database` and `statements` are touched only under `lock`.
    private let lock = NSLock()
    private let database: OpaquePointer
    private var statements: [String: OpaquePointer] = [:]
    private let deadline: TimeInterval

    /// Opens (creating when missing) the file at `path`, and the table in it.
    public init(path: String, deadlineMilliseconds: Int) throws(LinkStoreError) {
        deadline = TimeInterval(deadlineMilliseconds) / 1000
        var handle: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX
        guard sqlite3_open_v2(path, &handle, flags, nil) == SQLITE_OK, let handle else {
            let reason = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close(handle)
            throw .unavailable("cannot open \(path): \(reason)")
        }
        database = handle
        sqlite3_busy_timeout(handle, Int32(clamping: deadlineMilliseconds))
        for statement in [
            "PRAGMA journal_mode=WAL", "PRAGMA synchronous=FULL",
            "CREATE TABLE IF NOT EXISTS links (id TEXT NOT NULL UNIQUE, url TEXT NOT NULL UNIQUE)",
        ] {
            guard sqlite3_exec(handle, statement, nil, nil, nil) == SQLITE_OK else {
                let reason = String(cString: sqlite3_errmsg(handle))
                sqlite3_close(handle)
                throw .unavailable("\(path): \(statement): \(reason)")
            }
        }
    }

    deinit {
        for statement in statements.values { sqlite3_finalize(statement) }
        sqlite3_close(database)
    }

    public func save(url: String, candidates: [String], maxLinks: Int) throws(LinkStoreError) -> String {
        try locked { () throws(LinkStoreError) in
            // IMMEDIATE takes the write lock first, so the look-up, the count and the insert are one
            // decision even with another process on the file.
            try execute("BEGIN IMMEDIATE")
            do throws(LinkStoreError) {
                let id = try insert(url: url, candidates: candidates, maxLinks: maxLinks)
                try execute("COMMIT")
                return id
            } catch {
                _ = try? execute("ROLLBACK")
                throw error
            }
        }
    }

    public func url(of id: String) throws(LinkStoreError) -> String? {
        try locked { () throws(LinkStoreError) in try text("SELECT url FROM links WHERE id = ?1", id) }
    }

    /// Takes the file's write lock and keeps it, as another process in a long write would (tests).
    func holdWriteLock() throws(LinkStoreError) {
        try locked { () throws(LinkStoreError) in try execute("BEGIN IMMEDIATE") }
    }

    func releaseWriteLock() throws(LinkStoreError) {
        try locked { () throws(LinkStoreError) in try execute("ROLLBACK") }
    }

    private func insert(url: String, candidates: [String], maxLinks: Int) throws(LinkStoreError) -> String {
        if let id = try text("SELECT id FROM links WHERE url = ?1", url) { return id }
        // Links are never deleted, so the largest rowid is the count, found in the table's b-tree
        // without reading it all as count(*) would.
        let count = Int(try text("SELECT coalesce(max(rowid), 0) FROM links") ?? "0") ?? 0
        guard count < maxLinks else { throw .full(maxLinks: maxLinks) }
        for id in candidates {
            if try step("INSERT INTO links (id, url) VALUES (?1, ?2)", [id, url]) == SQLITE_DONE { return id }
        }
        throw .collision
    }

    private func locked<T>(_ body: () throws(LinkStoreError) -> T) throws(LinkStoreError) -> T {
        guard lock.lock(before: Date(timeIntervalSinceNow: deadline)) else {
            throw .unavailable("the database was busy past the deadline")
        }
        defer { lock.unlock() }
        return try body()
    }

    private func execute(_ sql: String) throws(LinkStoreError) {
        let result = try step(sql, [])
        guard result == SQLITE_DONE || result == SQLITE_ROW else { throw failure(sql) }
    }

    /// The first column of the first row, or nil when there is none.
    private func text(_ sql: String, _ values: String...) throws(LinkStoreError) -> String? {
        let statement = try prepared(sql, values)
        defer { sqlite3_reset(statement) }
        switch sqlite3_step(statement) {
        case SQLITE_ROW: return sqlite3_column_text(statement, 0).map { String(cString: $0) }
        case SQLITE_DONE: return nil
        default: throw failure(sql)
        }
    }

    /// Runs `sql` to its first row or its end; a constraint failure is returned, not thrown, for
    /// the insert to try its next id.
    private func step(_ sql: String, _ values: [String]) throws(LinkStoreError) -> Int32 {
        let statement = try prepared(sql, values)
        defer { sqlite3_reset(statement) }
        let result = sqlite3_step(statement)
        guard result == SQLITE_DONE || result == SQLITE_ROW || result == SQLITE_CONSTRAINT else { throw failure(sql) }
        return result
    }

    private func prepared(_ sql: String, _ values: [String]) throws(LinkStoreError) -> OpaquePointer {
        let statement: OpaquePointer
        if let cached = statements[sql] {
            statement = cached
        } else {
            var handle: OpaquePointer?
            guard sqlite3_prepare_v2(database, sql, -1, &handle, nil) == SQLITE_OK, let handle else {
                throw failure(sql)
            }
            statements[sql] = handle
            statement = handle
        }
        sqlite3_clear_bindings(statement)
        for (index, value) in values.enumerated() {
            let result = value.withCString { menu_playground_sqlite3_bind_text(statement, Int32(index + 1), $0, -1) }
            guard result == SQLITE_OK else { throw failure(sql) }
        }
        return statement
    }

    private func failure(_ sql: String) -> LinkStoreError {
        let code = sqlite3_errcode(database)
        let reason = String(cString: sqlite3_errmsg(database))
        return code == SQLITE_BUSY || code == SQLITE_LOCKED
            ? .unavailable("the database was busy past the deadline (\(reason))")
            : .unavailable("\(sql.prefix(24))…: \(reason)")
    }
}
