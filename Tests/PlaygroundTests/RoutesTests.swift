import Foundation
import HTML
import HTTPServer
import MenuCore
import TestSupport
import Testing

@testable import Playground
@testable import PlaygroundDomain

/// The assembled application, answered through the same pipeline the socket uses.
@Suite struct RoutesTests {
    let playground: Playground = {
        let configuration = try! PlaygroundConfiguration.load(
            file: ConfigurationTests.repository.appendingPathComponent("Config/playground.json").path)
        return try! Playground(configuration: configuration, accessLog: nil)
    }()

    var client: TestClient<Never> { .router(playground.pipeline) }

    @Test func homeListsTheFiveMenusWithLinks() throws {
        let response = client.get("/")
        #expect(response.status == 200)
        #expect(response.isHTML)
        let html = String(decoding: response.body, as: UTF8.self)
        for menu in MenuRegistry.menus {
            #expect(html.contains("href=\"/menus/\(menu.id.rawValue)\""))
            #expect(html.contains(">\(Renderer.escape(menu.title))<"))
        }
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(response.headers["ETag"] != nil)
        #expect(client.get("/", headers: [("If-None-Match", response.headers["ETag"]!)]).status == 304)
    }

    @Test func healthAndMetrics() throws {
        #expect(client.get("/healthz").status == 200)
        _ = client.get("/nowhere")
        let metrics = String(decoding: client.get("/metrics").body, as: UTF8.self)
        #expect(metrics.contains("# TYPE http_requests_total counter"))
        #expect(metrics.contains("http_request_duration_seconds_bucket{le=\"+Inf\"}"))
        #expect(metrics.contains("# TYPE http_open_connections gauge"))
        #expect(metrics.contains("gzip_cache_hits_total"))
        // Each cache reports what it holds against its configured bound.
        let bound = playground.configuration.cacheBytes
        #expect(metrics.contains("\ngzip_cache_bound_bytes \(bound)\n"))
        #expect(metrics.contains("\npage_cache_bound_bytes \(playground.configuration.pageCacheBytes)\n"))
        #expect(metrics.contains("# TYPE page_cache_entries gauge"))
        #expect(metrics.contains("# TYPE gzip_cache_entries gauge"))
    }

    @Test func aDemoPageIsKeptOnceAndCountedWhole() throws {
        let token = try #require(playground.demos.first?.token)
        let target = "/menus/\(playground.demos[0].menu.rawValue)?state=\(token)"
        let before = playground.finishedPages.statistics
        let gzip = client.get(target, headers: [("Accept-Encoding", "gzip")])
        #expect(gzip.headers["Content-Encoding"] == "gzip")
        let after = playground.finishedPages.statistics
        #expect(after.entries == before.entries + 1)
        // Its body, its policy with the style hashes, its URL: all counted.
        let policy = try #require(gzip.headers["Content-Security-Policy"])
        #expect(after.bytes - before.bytes > gzip.body.count + policy.utf8.count + target.utf8.count)
        #expect(playground.compressedBodies.statistics.entries == 0)
    }

    @Test func staticFilesAndFontsAreServed() throws {
        let css = client.get("/static/css/playground.css", headers: [("Accept-Encoding", "gzip")])
        #expect(css.status == 200)
        #expect(css.headers["Content-Type"] == "text/css; charset=utf-8")
        #expect(css.headers["Content-Encoding"] == "gzip")
        let font = client.get("/fonts/DejaVuSans.ttf")
        #expect(font.status == 200)
        #expect(font.headers["Content-Type"] == "font/ttf")
        #expect(font.body.count > 100_000)
        #expect(client.get("/fonts/passwd").status == 404)
        #expect(client.get("/static/../Config/playground.json").status == 404)
    }
}
