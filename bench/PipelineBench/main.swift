import Foundation
import HTTPServer
import Playground

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

let requests: [(String, Request)] = [
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
for (name, request) in requests {
    var sink = 0
    let pipeline = timePerCall(20_000) { sink &+= playground.pipeline.respond(to: request).response.body.count }
    let logged = timePerCall(20_000) {
        let outcome = playground.pipeline.respond(to: request)
        log.record(
            AccessLog.Entry(
                method: request.method, target: request.target, status: outcome.response.status,
                bytes: outcome.response.body.count, microseconds: 12, remoteAddress: "127.0.0.1"))
    }
    print("| \(name) | \(String(format: "%.2f", pipeline)) | \(String(format: "%.2f", logged)) |")
    if sink == 0 { print("") }
}
log.stop()
