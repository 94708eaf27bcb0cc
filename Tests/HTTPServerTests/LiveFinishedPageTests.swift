import Foundation
import TestSupport
import Testing

@testable import HTTPServer

/// A finished page answered by the real server, which finds it from the request's bytes in place:
/// the same answers, log lines and metrics as the general path.
@Suite struct LiveFinishedPageTests {
    static let page = "<!DOCTYPE html><title>t</title>" + String(repeating: "<p>menu</p>", count: 300)

    private static func server(calls: Counter) throws -> TestServer {
        var router = Router()
        router.get("/pure") { _ in
            calls.increment()
            var response = Response.html(LiveFinishedPageTests.page).withETag()
            response.isPureFunctionOfURL = true
            return response
        }
        router.get("/healthz") { _ in .text("ok\n") }
        return try TestServer(
            router: router, finishedPages: ByteBoundedCache(capacityBytes: 1 << 20), logFormat: .text)
    }

    private static let target = "/pure?state=" + String(repeating: "AbC-_9", count: 45)

    @Test func aRepeatRequestIsAnsweredFromTheCacheAsTheFirstWas() throws {
        let calls = Counter()
        let server = try Self.server(calls: calls)
        let request = "GET \(Self.target) HTTP/1.1\r\nHost: t\r\nAccept-Encoding: gzip\r\n\r\n"
        let first = try TestClient.live(port: server.port).raw(request)
        let second = try TestClient.live(port: server.port).raw(request)
        #expect(calls.value == 1)
        // Looked for once each: the miss is not counted again by the general path.
        let statistics = try #require(server.server.pipeline.finishedPages?.statistics)
        #expect(statistics.misses == 1 && statistics.hits == 1)
        #expect(first.status == 200 && second.status == 200)
        #expect(second.body == first.body)
        #expect(second.headers["content-encoding"] == "gzip")
        let tag = try #require(second.headers["etag"])
        #expect(tag == first.headers["etag"])
        #expect(second.headers["vary"] == "Accept-Encoding")

        let connection = try TestClient.live(port: server.port).connect()
        connection.send("HEAD \(Self.target) HTTP/1.1\r\nHost: t\r\nAccept-Encoding: gzip\r\n\r\n")
        let head = try connection.readResponse(expectingBody: false)
        #expect(head.status == 200)
        #expect(head.headers["content-length"] == String(first.body.count))
        connection.send(
            "GET \(Self.target) HTTP/1.1\r\nHost: t\r\nAccept-Encoding: gzip\r\nIf-None-Match: \(tag)\r\n\r\n")
        let notModified = try connection.readResponse(expectingBody: false)
        #expect(notModified.status == 304)
        #expect(notModified.headers["etag"] == tag)
        // Another Host or encoding is another page.
        _ = try TestClient.live(port: server.port).raw(
            "GET \(Self.target) HTTP/1.1\r\nHost: u\r\nAccept-Encoding: gzip\r\n\r\n")
        _ = try TestClient.live(port: server.port).raw("GET \(Self.target) HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(calls.value == 3)

        // Each answer is logged and counted as the general path logs and counts it.
        for line in [
            "GET \(Self.target) 200 \(first.body.count)B ", "HEAD \(Self.target) 200 0B ",
            "GET \(Self.target) 304 0B ",
        ] {
            #expect(server.waitForLogLine { $0.hasPrefix("127.0.0.1 " + line) && $0.hasSuffix("µs") }, "\(line)")
        }
        // Counted when libmicrohttpd reports each request ended, just after its answer went out.
        #expect(
            server.waitUntil { server in
                let metrics = server.metrics.render(adding: [])
                return metrics.contains("http_requests_total{route=\"/pure\",status=\"200\"} 5")
                    && metrics.contains("http_requests_total{route=\"/pure\",status=\"304\"} 1")
            })
    }

    /// A kept-alive connection's requests reuse one context: each is answered and logged as itself.
    @Test func requestsOnOneConnectionAreEachTheirOwn() throws {
        let calls = Counter()
        let server = try Self.server(calls: calls)
        let connection = try TestClient.live(port: server.port).connect()
        let targets = [Self.target, "/healthz", Self.target, Self.target + "x", "/healthz?" + Self.target, Self.target]
        for target in targets {
            connection.send("GET \(target) HTTP/1.1\r\nHost: t\r\n\r\n")
            let answer = try connection.readResponse()
            #expect(answer.status == 200)
            #expect(target.hasPrefix("/healthz") ? answer.text == "ok\n" : answer.body.count > 1000)
        }
        #expect(calls.value == 2)
        for target in Set(targets) {
            #expect(server.waitForLogLine { $0.hasPrefix("127.0.0.1 GET \(target) 200 ") }, "\(target)")
        }
    }

    /// An idle connection keeps its last request's context, but not the page it sent: a page the
    /// cache evicts is freed, whatever connections stay open.
    @Test func anIdleConnectionHoldsNoPage() throws {
        let calls = Counter()
        let server = try Self.server(calls: calls)
        let connection = try TestClient.live(port: server.port).connect()
        for _ in 0..<2 {
            connection.send("GET \(Self.target) HTTP/1.1\r\nHost: t\r\n\r\n")
            #expect(try connection.readResponse().status == 200)
        }
        // Both requests ended (each is logged once libmicrohttpd reports it ended).
        #expect(server.waitUntil { _ in server.logged.lines.count { $0.contains(" GET \(Self.target) 200 ") } == 2 })
        let pages = try #require(server.server.pipeline.finishedPages)
        // Watched weakly, from a scope of its own: no reference of the test's outlives it.
        weak var page: ResponsePipeline.FinishedPage?
        do {
            let kept = pages.value(for: ResponsePipeline.FinishedPageKey(target: Self.target, gzip: false, host: "t"))
            #expect(kept != nil)
            page = kept
        }
        // Evicted by newer pages, which fill the cache.
        for index in 0..<12 {
            let filler = ResponsePipeline.FinishedPage(
                response: Response(status: 200, body: [UInt8](repeating: 1, count: 100_000)), routeName: "/filler")
            pages.insert(
                filler, for: ResponsePipeline.FinishedPageKey(target: "/filler/\(index)", gzip: false, host: ""))
        }
        #expect(pages.statistics.evictions > 0)
        // Freed once the second request's end has been processed, which follows its answer.
        #expect(server.waitUntil { _ in page == nil })
        connection.send("GET /healthz HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(try connection.readResponse().text == "ok\n")
    }

    /// Text a `Request` holds differently from its bytes (not ASCII) takes the general path, which
    /// finds the page too, and logs the target percent-encoded.
    @Test func anUnusualTargetOrHostIsStillAnsweredFromTheCache() throws {
        let calls = Counter()
        let server = try Self.server(calls: calls)
        let target = Array("GET /pure?label=".utf8) + [0xC3, 0xA9] + Array(" HTTP/1.1\r\nHost: t\r\n\r\n".utf8)
        let host = Array("GET /pure HTTP/1.1\r\nHost: ".utf8) + [0xC3, 0xA9] + Array("\r\n\r\n".utf8)
        for request in [target, target, host, host] {
            let connection = try TestClient.live(port: server.port).connect()
            connection.send(request)
            #expect(try connection.readResponse().status == 200)
        }
        #expect(calls.value == 2)
        #expect(server.waitForLogLine { $0.hasPrefix("127.0.0.1 GET /pure?label=%C3%A9 200 ") })
    }
}
