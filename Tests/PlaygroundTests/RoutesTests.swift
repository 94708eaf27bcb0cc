import Foundation
import HTML
import HTTPServer
import MenuCore
import Testing

@testable import Playground

/// The assembled application, answered through the same pipeline the socket uses.
@Suite struct RoutesTests {
    let playground: Playground = {
        let configuration = try! PlaygroundConfiguration.load(
            file: ConfigurationTests.repository.appendingPathComponent("Config/playground.json").path)
        return try! Playground(configuration: configuration, accessLog: nil)
    }()

    private func get(_ target: String, _ headers: [(String, String)] = []) -> Response {
        playground.pipeline.respond(to: Request(method: "GET", target: target, headers: Headers(headers))).response
    }

    @Test func homeListsTheFiveMenusWithLinks() throws {
        let response = get("/")
        #expect(response.status == 200)
        #expect(response.isHTML)
        let html = String(decoding: response.body, as: UTF8.self)
        for menu in MenuID.allCases {
            #expect(html.contains("href=\"/menus/\(menu.rawValue)\""))
            #expect(html.contains(">\(Renderer.escape(menu.title))<"))
        }
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(response.headers["ETag"] != nil)
        #expect(get("/", [("If-None-Match", response.headers["ETag"]!)]).status == 304)
    }

    @Test func healthAndMetrics() throws {
        #expect(get("/healthz").status == 200)
        _ = get("/nowhere")
        let metrics = String(decoding: get("/metrics").body, as: UTF8.self)
        #expect(metrics.contains("# TYPE http_requests_total counter"))
        #expect(metrics.contains("http_request_duration_seconds_bucket{le=\"+Inf\"}"))
        #expect(metrics.contains("# TYPE http_open_connections gauge"))
        #expect(metrics.contains("gzip_cache_hits_total"))
    }

    @Test func staticFilesAndFontsAreServed() throws {
        let css = get("/static/css/playground.css", [("Accept-Encoding", "gzip")])
        #expect(css.status == 200)
        #expect(css.headers["Content-Type"] == "text/css; charset=utf-8")
        #expect(css.headers["Content-Encoding"] == "gzip")
        let font = get("/fonts/DejaVuSans.ttf")
        #expect(font.status == 200)
        #expect(font.headers["Content-Type"] == "font/ttf")
        #expect(font.body.count > 100_000)
        #expect(get("/fonts/passwd").status == 404)
        #expect(get("/static/../Config/playground.json").status == 404)
    }
}
