import CLibPQ
import Foundation

/// Links in PostgreSQL (Debian's libpq; the only file that imports `CLibPQ`), shared by every
/// replica. Every wait (connecting, sending, reading) is on libpq's non-blocking calls and
/// `poll(2)` under the deadline, so a server that is down, hung or stopped costs a request the
/// deadline and no more; a connection that failed or timed out is dropped and made again on the
/// next call, which is how the store comes back with the server. The table is created when
/// missing, which several replicas may race to do.
public final class PostgresLinkStore: LinkStore, @unchecked Sendable {
    // `connection` is touched only under `lock`.
    private let lock = NSLock()
    private var connection: OpaquePointer?
    private let conninfo: String
    private let deadline: TimeInterval

    public init(url: String, deadlineMilliseconds: Int) {
        conninfo = url
        deadline = TimeInterval(deadlineMilliseconds) / 1000
    }

    deinit { PQfinish(connection) }

    public func save(url: String, candidates: [String], maxLinks: Int) throws(LinkStoreError) -> String {
        try locked { (until) throws(LinkStoreError) in
            if let id = try query("SELECT id FROM links WHERE url = $1", [url], until: until).first { return id }
            let count = Int(try query("SELECT count(*) FROM links", [], until: until).first ?? "0") ?? 0
            guard count < maxLinks else { throw .full(maxLinks: maxLinks) }
            for id in candidates {
                let inserted = try query(
                    "INSERT INTO links (id, url) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING id", [id, url],
                    until: until)
                if let id = inserted.first { return id }
                // Another replica may have stored the same URL a moment ago: its id is this one.
                if let id = try query("SELECT id FROM links WHERE url = $1", [url], until: until).first { return id }
            }
            throw .collision
        }
    }

    public func url(of id: String) throws(LinkStoreError) -> String? {
        try locked { (until) throws(LinkStoreError) in
            try query("SELECT url FROM links WHERE id = $1", [id], until: until).first
        }
    }

    private func locked<T>(_ body: (Date) throws(LinkStoreError) -> T) throws(LinkStoreError) -> T {
        let until = Date(timeIntervalSinceNow: deadline)
        guard lock.lock(before: until) else { throw .unavailable("PostgreSQL was busy past the deadline") }
        defer { lock.unlock() }
        do throws(LinkStoreError) {
            return try body(until)
        } catch {
            if case .unavailable = error {
                // A connection left mid-query cannot be reused: the next call connects again.
                PQfinish(connection)
                connection = nil
            }
            throw error
        }
    }

    /// The first column of each row.
    private func query(_ sql: String, _ values: [String], until: Date) throws(LinkStoreError) -> [String] {
        let connection = try connected(until: until)
        let sent = withCStrings(values) { pointers in
            PQsendQueryParams(connection, sql, Int32(values.count), nil, pointers, nil, nil, 0)
        }
        guard sent == 1 else { throw failure(connection) }
        while true {
            let flushed = PQflush(connection)
            if flushed == 0 { break }
            guard flushed == 1 else { throw failure(connection) }
            try wait(connection, for: Int16(POLLOUT | POLLIN), until: until)
            guard PQconsumeInput(connection) == 1 else { throw failure(connection) }
        }
        var rows: [String] = []
        var error: LinkStoreError?
        while true {
            while PQisBusy(connection) == 1 {
                try wait(connection, for: Int16(POLLIN), until: until)
                guard PQconsumeInput(connection) == 1 else { throw failure(connection) }
            }
            guard let result = PQgetResult(connection) else { break }
            defer { PQclear(result) }
            switch PQresultStatus(result) {
            case PGRES_TUPLES_OK, PGRES_COMMAND_OK:
                for row in 0..<PQntuples(result) where PQnfields(result) > 0 {
                    rows.append(String(cString: PQgetvalue(result, row, 0)))
                }
            default:
                error = .unavailable("PostgreSQL: " + String(cString: PQresultErrorMessage(result)).trimmed)
            }
        }
        if let error { throw error }
        return rows
    }

    /// The open connection, or a new one (the table made if missing) within the deadline.
    private func connected(until: Date) throws(LinkStoreError) -> OpaquePointer {
        if let connection, PQstatus(connection) == CONNECTION_OK { return connection }
        PQfinish(connection)
        connection = nil
        guard let fresh = PQconnectStart(conninfo) else { throw .unavailable("PostgreSQL: out of memory") }
        guard PQstatus(fresh) != CONNECTION_BAD else {
            defer { PQfinish(fresh) }
            throw failure(fresh)
        }
        var state = PGRES_POLLING_WRITING
        while state != PGRES_POLLING_OK {
            switch state {
            case PGRES_POLLING_READING:
                try wait(fresh, for: Int16(POLLIN), until: until, finishing: true)
            case PGRES_POLLING_WRITING:
                try wait(fresh, for: Int16(POLLOUT), until: until, finishing: true)
            default:
                defer { PQfinish(fresh) }
                throw failure(fresh)
            }
            state = PQconnectPoll(fresh)
        }
        guard PQsetnonblocking(fresh, 1) == 0 else {
            defer { PQfinish(fresh) }
            throw failure(fresh)
        }
        connection = fresh
        let milliseconds = Int(deadline * 1000)
        _ = try query("SET statement_timeout = \(milliseconds)", [], until: until)
        // libpq prints notices on stderr ("relation links already exists, skipping") by default.
        _ = try query("SET client_min_messages = warning", [], until: until)
        do throws(LinkStoreError) {
            _ = try query(Self.createTable, [], until: until)
        } catch {
            // Replicas starting together race to create the table, and the losers' statements fail
            // on the catalogue's unique index: once one has made it, the table is there.
            _ = try query("SELECT 1 FROM links LIMIT 1", [], until: until)
        }
        return fresh
    }

    private static let createTable =
        "CREATE TABLE IF NOT EXISTS links (id text PRIMARY KEY, url text NOT NULL UNIQUE, created timestamptz NOT NULL DEFAULT now())"

    /// Waits for the socket to be ready for `events`, or throws at the deadline.
    private func wait(_ connection: OpaquePointer, for events: Int16, until: Date, finishing: Bool = false)
        throws(LinkStoreError)
    {
        let socket = PQsocket(connection)
        guard socket >= 0 else {
            if finishing { PQfinish(connection) }
            throw .unavailable("PostgreSQL: no connection")
        }
        var descriptor = pollfd(fd: socket, events: events, revents: 0)
        while true {
            let remaining = Int32(max(0, until.timeIntervalSinceNow * 1000).rounded(.up))
            let ready = poll(&descriptor, 1, remaining)
            if ready > 0 { return }
            if ready < 0 && errno == EINTR { continue }
            if finishing { PQfinish(connection) }
            throw .unavailable("PostgreSQL did not answer within the deadline")
        }
    }

    private func failure(_ connection: OpaquePointer) -> LinkStoreError {
        .unavailable("PostgreSQL: " + String(cString: PQerrorMessage(connection)).trimmed)
    }

    private func withCStrings<R>(_ values: [String], _ body: ([UnsafePointer<CChar>?]) -> R) -> R {
        let copies = values.map { strdup($0) }
        defer { for copy in copies { free(copy) } }
        return body(copies.map { UnsafePointer($0) })
    }
}

extension String {
    fileprivate var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
