import Foundation
import Testing

@testable import HTTPServer

@Suite struct MetricsTests {
    /// Counts by route and status, through the table's growth: each pair is counted apart.
    @Test func everyRouteAndStatusIsCountedApart() {
        let metrics = Metrics()
        var expected: [String: Int] = [:]
        for round in 1...3 {
            for route in 0..<60 {
                for status in [200, 304, 404] where (route + status) % round == 0 {
                    metrics.record(route: "/r/\(route)", status: status, bytes: 10, seconds: 0.001)
                    expected["/r/\(route) \(status)", default: 0] += 1
                }
            }
        }
        let text = metrics.render(adding: [])
        let lines = text.split(separator: "\n").filter { $0.hasPrefix("http_requests_total{") }
        #expect(lines.count == expected.count)
        for (key, count) in expected {
            let parts = key.split(separator: " ")
            #expect(text.contains("http_requests_total{route=\"\(parts[0])\",status=\"\(parts[1])\"} \(count)\n"))
        }
        // In order of route, then status.
        #expect(lines.first == "http_requests_total{route=\"/r/0\",status=\"200\"} 2")
        #expect(text.contains("http_response_bytes_total \(expected.values.reduce(0, +) * 10)\n"))
    }

    /// Threads count in shards of their own; a render adds them all up.
    @Test func countsFromManyThreadsAddUp() {
        let metrics = Metrics()
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for index in 0..<1000 {
                metrics.record(route: "/page", status: index % 2 == 0 ? 200 : 304, bytes: thread, seconds: 0.0001)
            }
        }
        let text = metrics.render(adding: [])
        #expect(text.contains("http_requests_total{route=\"/page\",status=\"200\"} 4000\n"))
        #expect(text.contains("http_requests_total{route=\"/page\",status=\"304\"} 4000\n"))
        #expect(text.contains("http_response_bytes_total \((0..<8).reduce(0, +) * 1000)\n"))
        #expect(text.contains("http_request_duration_seconds_count 8000\n"))
        #expect(text.contains("http_request_duration_seconds_bucket{le=\"0.00025\"} 8000\n"))
    }
}
