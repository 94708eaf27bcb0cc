import Compression
import Foundation
import HTTPServer
import MenuCore
import PageRendering
import Playground
import PlaygroundDomain

// In-process cost of the Swift side of a request, without sockets: the part of `make bench`'s
// gap to the C baseline that is ours to optimise.

let configuration = try PlaygroundConfiguration.load(
    file: CommandLine.arguments.dropFirst().first ?? "Config/playground.json")
let playground = try Playground(configuration: configuration, accessLog: nil)
let log = AccessLog(format: .text, sink: { _ in })

func timePerCall(_ iterations: Int, _ body: () -> Void) -> Double {
    var best = Double.infinity
    for _ in 0..<5 {
        let start = ContinuousClock.now
        for _ in 0..<iterations { body() }
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        best = min(best, seconds / Double(iterations))
    }
    return best * 1e6
}

let demoURL = playground.demos.first.map(\.url) ?? "/menus/accordion"
let requests: [(String, Request)] = [
    (
        "demo page, cached, gzip",
        Request(
            method: "GET", target: demoURL,
            headers: Headers([("Host", "x"), ("User-Agent", "wrk"), ("Accept-Encoding", "gzip")]))
    ),
    ("healthz", Request(method: "GET", target: "/healthz", headers: Headers([("Host", "x"), ("User-Agent", "wrk")]))),
    (
        "home page, gzip",
        Request(
            method: "GET", target: "/",
            headers: Headers([("Host", "x"), ("User-Agent", "wrk"), ("Accept-Encoding", "gzip")]))
    ),
    (
        "static CSS",
        Request(
            method: "GET", target: "/static/css/playground.css",
            headers: Headers([("Host", "x"), ("User-Agent", "wrk")]))
    ),
]
print("| request | pipeline µs/request | + access log line µs |")
print("|---|---|---|")
for (name, request) in requests where ProcessInfo.processInfo.environment["ONLY"] != "uncached" {
    var sink = 0
    let pipeline = timePerCall(20_000) { sink &+= playground.pipeline.respond(to: request).response.body.count }
    let logged = timePerCall(20_000) {
        let outcome = playground.pipeline.respond(to: request)
        log.record(
            AccessLog.Entry(
                method: request.method, target: request.target, status: outcome.response.status.code,
                bytes: outcome.response.body.count, microseconds: 12, remoteAddress: "127.0.0.1"))
    }
    print("| \(name) | \(String(format: "%.2f", pipeline)) | \(String(format: "%.2f", logged)) |")
    if sink == 0 { print("") }
}
log.stop()

// The stages of an uncached demo page (GET /menus/accordion?state=…, the accordion open): every
// request carries a token the page cache has not seen, so it is decoded, laid out, rendered and
// gzipped. Distinct tokens come from distinct custom screen widths.
@MainActor func benchmarkUncachedPage() throws {
    let measurer = playground.textMeasurer
    // Enough distinct tokens that the whole-request stage (5 × 500 calls) never meets one twice,
    // made as `make bench` makes its never-seen URLs: the first built-in accordion demo with a row
    // of its host table renamed (`state.items[0]`), so each is a state no cache has seen.
    guard let demo = playground.demos.first(where: { $0.url.hasPrefix("/menus/accordion?state=") }) else {
        fatalError("no built-in accordion demo to start from")
    }
    let start = try StateToken.decode(demo.url.dropFirst("/menus/accordion?state=".count), as: Accordion.self)
    var tokens: [String] = []
    for variant in 0..<4000 {
        var page = start
        page.state.items[0] += String(format: " %06d", variant)
        tokens.append(try StateToken.encode(page))
    }
    var next = 0
    func nextToken() -> String {
        next = (next + 1) % tokens.count
        return tokens[next]
    }
    let sample = try StateToken.decode(tokens[0], as: Accordion.self)
    let viewport = try sample.viewport()
    let layout = Accordion.layout(sample.configuration, sample.state, viewport, measurer)
    let renderer = ScreenRenderer(form: TapForm(tapURL: "/t", dismissURL: "/d", stateToken: tokens[0]))
    let page = playground.pipeline.respond(
        to: Request(method: "GET", target: "/menus/accordion?state=" + tokens[0])
    ).response
    // The server's own compressor: at level 1 it writes with the code made from its pages.
    let compressor = playground.pipeline.compressor
    let probe = playground.pipeline.respond(
        to: Request(method: "GET", target: "/menus/accordion?state=\(nextToken())"))
    guard probe.response.status == 200 else {
        fatalError(
            "the uncached page answered \(probe.response.status): \(String(decoding: probe.response.body, as: UTF8.self))"
        )
    }
    print("")
    print("| stage of an uncached demo page | µs/request |")
    print("|---|---|")
    let stages: [(String, () -> Void)] = [
        (
            "decode the token (base64url, inflate, JSON, validate)",
            { _ = try? StateToken.decode(nextToken(), as: Accordion.self) }
        ),
        (
            "lay out (MenuCore, HarfBuzz widths)",
            { _ = Accordion.layout(sample.configuration, sample.state, viewport, measurer) }
        ),
        ("render the screen (display list → HTML, style hashes)", { _ = renderer.render(layout) }),
        ("gzip the page (level \(configuration.gzipLevel))", { _ = compressor.compress(page.body) }),
        (
            "whole request, page cache missed",
            {
                // As a browser or wrk asks: the Host names the link previews' origin.
                let miss = Request(
                    method: "GET", target: "/menus/accordion?state=\(nextToken())",
                    headers: Headers([("Host", "localhost:8080"), ("Accept-Encoding", "gzip")]))
                _ = playground.pipeline.respond(to: miss)
            }
        ),
    ]
    let onlyStage = ProcessInfo.processInfo.environment["STAGE"]
    for (name, stage) in stages where onlyStage == nil || name.hasPrefix(onlyStage!) {
        print("| \(name) | \(String(format: "%.1f", timePerCall(stageIterations, stage))) |")
    }
    print("(page: \(page.body.count) bytes, \(compressor.compress(page.body).count) gzipped)")
}

// `ONLY=uncached` runs the uncached page's stages alone (for profiling them); `ITERATIONS`
// sets each stage's calls per round (default 500), few under callgrind (bench/page-instructions.sh).
let stageIterations = Int(ProcessInfo.processInfo.environment["ITERATIONS"] ?? "") ?? 500
if ProcessInfo.processInfo.environment["ONLY"] != "uncached" { try benchmarkBodyDecoding() }
try benchmarkUncachedPage()
