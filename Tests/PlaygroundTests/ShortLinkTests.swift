import Compression
import Foundation
import HTTPServer
import JSON
import PlaygroundDomain
import Synchronization
import TestSupport
import Testing

@testable import LinkStorage
@testable import Playground

/// A clock the tests turn by hand, for the creation limit.
private final class LinkClock: Sendable {
    private let seconds = Mutex(0.0)
    func advance(_ by: Double) { seconds.withLock { $0 += by } }
    var now: @Sendable () -> Double { { [self] in seconds.withLock { $0 } } }
}

/// The link routes alone, on a SQLite file of their own.
private struct LinkServer {
    let folder: URL
    let path: String
    let store: SQLiteLinkStore
    let clock = LinkClock()
    let client: TestClient<Never>

    init(settings: LinkSettings = LinkSettings()) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("links-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        path = folder.appendingPathComponent("links.sqlite").path
        store = try SQLiteLinkStore(path: path, deadlineMilliseconds: settings.deadlineMilliseconds)
        let links = ShortLinks(
            store: store, settings: settings, maxURLBytes: 4096,
            limiter: CreationLimiter(perMinute: settings.createsPerMinute, burst: settings.createBurst, now: clock.now))
        var router = Router()
        LinkEndpoint(links: links).register(in: &router)
        ShortLinkRoutes(links: links).register(in: &router)
        let pipeline = ResponsePipeline(
            router: router, compressor: Compressor(level: 1),
            compressedBodies: ByteBoundedCache(capacityBytes: 1 << 20),
            errorResponder: { ErrorAnswer.response(for: $0, request: $1) })
        client = .router(pipeline)
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }

    func create(_ url: String) -> TestResponse {
        client.post(
            "/api/v1/links", headers: [("Content-Type", "application/json")],
            body: Array(("{\"url\":" + JSONText.quoted(url) + "}").utf8))
    }

    func createBody(_ body: String) -> TestResponse {
        client.post("/api/v1/links", headers: [("Content-Type", "application/json")], body: Array(body.utf8))
    }
}

struct ShortLinkTests {
    static let page = "/menus/accordion?state=eJyrVkrOzytJzSvxTFGyUkosLcnPz1WqBQBWMgfl"

    @Test func aLinkIsMadeOnceAndRedirectsToItsPage() throws {
        let server = try LinkServer()
        defer { server.remove() }
        let first = server.create(Self.page)
        #expect(first.status == 201)
        let id = try #require(first.json?["id"]?.linkText)
        #expect(id == LinkID.candidates(for: Self.page)[0])
        #expect(first.json?["short"]?.linkText == "/s/\(id)")
        #expect(first.json?["url"]?.linkText == Self.page)
        #expect(first.headers["Location"] == "/s/\(id)")
        let again = server.create(Self.page)
        #expect(again.status == 201 && again.json?["id"]?.linkText == id)
        let redirect = server.client.get("/s/\(id)")
        #expect(redirect.status == 302)
        #expect(redirect.headers["Location"] == Self.page)
    }

    @Test func unknownAndMalformedIDsGetTheFriendly404Page() throws {
        let server = try LinkServer()
        defer { server.remove() }
        for id in ["zzzzzzzz", "0000", "abc%2Fdef", "abcdefghjkmn"] {
            let answer = server.client.get("/s/\(id)")
            #expect(answer.status == 404, "\(id)")
            #expect(answer.isHTML)
        }
    }

    @Test func urlsThatAreNotPagesOfThisServerAre422() throws {
        let server = try LinkServer()
        defer { server.remove() }
        for url in [
            "", "https://evil.example/menus/accordion", "//evil.example/x", "/\\evil", "/api/v1/menus",
            "/s/abcdefgh", "/static/css/playground.css", "/menus/no-such-menu", "/menus/accordion\n",
            "/menus/accordion?state=a b", "/menus/é", "/" + String(repeating: "a", count: 5000),
            "menus/accordion", "/menus/accordion/tap",
        ] {
            let answer = server.create(url)
            #expect(answer.status == 422, "\(url.debugDescription)")
            #expect(answer.json?["error"]?["code"]?.linkText == "invalid_url", "\(url.debugDescription)")
        }
        for url in ["/", "/grid", "/scenarios", "/menus/dropdown", "/embed/abc", "/scenarios/abc#step-2"] {
            #expect(server.create(url).status == 201, "\(url)")
        }
    }

    @Test func badBodiesAreRefusedAsJSON() throws {
        let server = try LinkServer()
        defer { server.remove() }
        #expect(server.createBody("{").status == 400)
        #expect(server.createBody("[]").status == 422)
        #expect(server.createBody("{}").status == 422)
        #expect(server.createBody("{\"url\": 3}").status == 422)
        #expect(server.createBody("{\"url\": \"/grid\", \"id\": \"x\"}").status == 422)
        let plain = server.client.post("/api/v1/links", headers: [("Content-Type", "text/plain")], body: [])
        #expect(plain.status == 415 && plain.json != nil)
    }

    @Test func theFormMakesALinkAndSeesOtherToItsSharePage() throws {
        let server = try LinkServer()
        defer { server.remove() }
        let answer = server.client.postForm("/s", [("url", Self.page)])
        #expect(answer.status == 303)
        #expect(answer.headers["Location"] == "/s/\(LinkID.candidates(for: Self.page)[0])/share")
        let missing = server.client.postForm("/s", [("other", "x")])
        #expect(missing.status == 422 && missing.isHTML)
        let foreign = server.client.postForm("/s", [("url", "https://evil.example/")])
        #expect(foreign.status == 422 && foreign.isHTML)
    }

    @Test func theSharePageAndTheQRCodeNameTheShortLink() throws {
        let server = try LinkServer()
        defer { server.remove() }
        let id = LinkID.candidates(for: Self.page)[0]
        let host = [("Host", "menus.example.org")]
        #expect(server.create(Self.page).status == 201)
        let page = server.client.get("/s/\(id)/share", headers: host)
        #expect(page.status == 200 && page.isHTML)
        #expect(page.text.contains("value=\"http://menus.example.org/s/\(id)\""))
        #expect(page.text.contains("src=\"/s/\(id)/qr.svg\""))
        let qr = server.client.get("/s/\(id)/qr.svg", headers: host)
        #expect(qr.status == 200 && qr.headers["Content-Type"] == "image/svg+xml")
        #expect(qr.text.contains("http://menus.example.org/s/\(id)"))
        for path in ["/s/\(id)x/share", "/s/\(id)x/qr.svg"] {
            #expect(server.client.get(path, headers: [("Accept", "text/html")]).status == 404, "\(path)")
        }
    }

    @Test func creationIsLimitedPerAddress() throws {
        var settings = LinkSettings()
        settings.createsPerMinute = 6
        settings.createBurst = 2
        let server = try LinkServer(settings: settings)
        defer { server.remove() }
        #expect(server.create("/grid").status == 201)
        #expect(server.create("/scenarios").status == 201)
        let refused = server.create("/")
        #expect(refused.status == 429)
        #expect(refused.headers["Retry-After"] == "10")
        #expect(refused.json?["error"]?["code"]?.linkText == "too_many_links")
        let page = server.client.postForm("/s", [("url", "/")])
        #expect(page.status == 429 && page.isHTML)
        server.clock.advance(10)
        #expect(server.create("/").status == 201)
        // Another address has a bucket of its own.
        let other = server.client.execute(
            Request(
                method: .post, target: "/api/v1/links", headers: Headers([("Content-Type", "application/json")]),
                body: Array("{\"url\":\"/\"}".utf8), remoteAddress: "10.0.0.9"))
        #expect(other.status == 201)
    }

    @Test func aFullStoreIs507AndOldLinksStillWork() throws {
        var settings = LinkSettings()
        settings.maxLinks = 2
        let server = try LinkServer(settings: settings)
        defer { server.remove() }
        #expect(server.create("/grid").status == 201)
        #expect(server.create("/scenarios").status == 201)
        let full = server.create("/")
        #expect(full.status == 507)
        #expect(full.json?["error"]?["code"]?.linkText == "links_full")
        #expect(server.create("/grid").status == 201)
        #expect(server.client.get("/s/\(LinkID.candidates(for: "/grid")[0])").status == 302)
    }

    @Test func aDatabaseBusyPastTheDeadlineIs503AndLinksStillResolve() throws {
        var settings = LinkSettings()
        settings.deadlineMilliseconds = 50
        let server = try LinkServer(settings: settings)
        defer { server.remove() }
        #expect(server.create("/grid").status == 201)
        // Another connection holds the write lock, as a stuck writer in another process would.
        let holder = try SQLiteLinkStore(path: server.path, deadlineMilliseconds: 50)
        try holder.holdWriteLock()
        let busy = server.create("/scenarios")
        #expect(busy.status == 503)
        #expect(busy.headers["Retry-After"] == "1")
        #expect(busy.json?["error"]?["code"]?.linkText == "links_unavailable")
        // WAL readers do not wait for the writer.
        #expect(server.client.get("/s/\(LinkID.candidates(for: "/grid")[0])").status == 302)
        try holder.releaseWriteLock()
        #expect(server.create("/scenarios").status == 201)
    }

    @Test func theConfigurationReadsTheLinksObject() throws {
        let folder = "/tmp/config-\(UUID().uuidString)"
        let configuration = try PlaygroundConfiguration.load(
            bytes: Array(
                """
                {"publicDirectory": "/tmp", "links": {"sqlitePath": "data/links.sqlite", "createsPerMinute": 5,
                 "createBurst": 3, "maxLinks": 9, "deadlineMilliseconds": 200, "maxInFlight": 4}}
                """.utf8), file: folder + "/playground.json")
        #expect(configuration.links.sqlitePath == folder + "/data/links.sqlite")
        #expect(configuration.links.createsPerMinute == 5 && configuration.links.createBurst == 3)
        #expect(configuration.links.maxLinks == 9 && configuration.links.deadlineMilliseconds == 200)
        #expect(configuration.links.maxInFlight == 4)
        #expect(throws: ConfigurationError.self) {
            try PlaygroundConfiguration.load(bytes: Array(#"{"links": {"sqlPath": "x"}}"#.utf8), file: "/tmp/p.json")
        }
    }
}

extension JSONValue {
    /// The string, or nil for any other value.
    fileprivate var linkText: String? {
        if case .string(let text) = self { text } else { nil }
    }
}
