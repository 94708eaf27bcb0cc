import HTTPServer
import LinkStorage
import PlaygroundDomain
import Synchronization

/// A short link as the API answers it.
public struct ShortLink: Sendable, Equatable, Encodable {
    public var id: String
    /// `/s/{id}`, relative to the server.
    public var short: String
    public var url: String

    init(id: String, url: String) {
        self.id = id
        self.short = SitePaths.shortLink.path(id)
        self.url = url
    }
}

/// Short links for every route that makes or follows one (the API, `/s`, and the share page and
/// QR code the integrator adds): which URLs may be shortened, the per-address limit, and the
/// store behind a bound on the operations in flight, so that a hung database holds at most
/// `maxInFlight` work threads and every other request keeps the rest.
public final class ShortLinks: Sendable {
    let store: any LinkStore
    let settings: LinkSettings
    let limiter: CreationLimiter
    let maxURLBytes: Int
    private let inFlight = Atomic<Int>(0)
    /// Set when the store last failed to answer: then one operation at a time probes it and the
    /// others are 503 at once, instead of each waiting out the deadline on a work thread.
    private let failing = Atomic<Bool>(false)

    public init(
        store: any LinkStore, settings: LinkSettings, maxURLBytes: Int, limiter: CreationLimiter? = nil
    ) {
        self.store = store
        self.settings = settings
        self.maxURLBytes = maxURLBytes
        self.limiter =
            limiter
            ?? CreationLimiter(
                perMinute: settings.createsPerMinute, burst: settings.createBurst, now: CreationLimiter.monotonicSeconds
            )
    }

    /// The link for `url`, made by `client` (an address): the same id every time for one URL.
    /// 422 for a URL that is not a page of this server, 429 past the client's rate, 507 when the
    /// store is full, 503 when it does not answer within the deadline.
    public func create(url: String, client: String) throws(HTTPError) -> ShortLink {
        try ShareableURL.check(url, maxBytes: maxURLBytes)
        if let wait = limiter.admit(client) {
            var headers = Headers()
            headers.add("Retry-After", String(wait))
            throw HTTPError(
                status: .tooManyRequests, code: "too_many_links",
                message: "Too many short links from \(client): \(settings.createsPerMinute) a minute after a burst of "
                    + "\(settings.createBurst). Try again in \(wait) s.",
                headers: headers)
        }
        let candidates = LinkID.candidates(for: url)
        let id = try withStore { () throws(LinkStoreError) in
            try store.save(url: url, candidates: candidates, maxLinks: settings.maxLinks)
        }
        return ShortLink(id: id, url: url)
    }

    /// The URL behind `id`; nil for an id that is malformed (the store is not asked) or unknown.
    public func resolve(id: String) throws(HTTPError) -> String? {
        guard LinkID.isWellFormed(id) else { return nil }
        return try withStore { () throws(LinkStoreError) in try store.url(of: id) }
    }

    private func withStore<T>(_ operation: () throws(LinkStoreError) -> T) throws(HTTPError) -> T {
        // Handlers run on the work threads, so a healthy store never sees more than there are of
        // them; the bound matters when the store hangs: after the first operation that times out,
        // one thread probes and the rest answer 503 at once.
        let bound = failing.load(ordering: .relaxed) ? 1 : settings.maxInFlight
        guard inFlight.add(1, ordering: .acquiring).newValue <= bound else {
            inFlight.subtract(1, ordering: .releasing)
            throw unavailable("\(bound) link operations are already waiting on the database")
        }
        defer { inFlight.subtract(1, ordering: .releasing) }
        do throws(LinkStoreError) {
            let result = try operation()
            failing.store(false, ordering: .relaxed)
            return result
        } catch {
            if case .unavailable = error { failing.store(true, ordering: .relaxed) }
            switch error {
            case .full(let maxLinks):
                ErrorLog.write("\(LaunchOptions.programName): links: \(error)")
                throw HTTPError(
                    status: .insufficientStorage, code: "links_full",
                    message: "The link store is full: it holds its maximum of \(maxLinks) links. "
                        + "Links made before still work, and the full URL still shares the same page.")
            case .collision, .unavailable:
                ErrorLog.write("\(LaunchOptions.programName): links: \(error)")
                throw unavailable("\(error)")
            }
        }
    }

    private func unavailable(_ reason: String) -> HTTPError {
        var headers = Headers()
        headers.add("Retry-After", String(max(1, (settings.deadlineMilliseconds + 999) / 1000)))
        return HTTPError(
            status: .serviceUnavailable, code: "links_unavailable",
            message: "Short links are unavailable for now (\(reason)). The full URL still shares the same page.",
            headers: headers)
    }
}
