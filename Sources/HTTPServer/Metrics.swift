import Synchronization

/// Request counters and a latency histogram, rendered in the Prometheus text format.
public final class Metrics: Sendable {
    /// Upper bounds of the latency buckets, in seconds.
    static let bucketBounds: [Double] = [0.000_05, 0.000_1, 0.000_25, 0.000_5, 0.001, 0.002_5, 0.005, 0.01, 0.05, 0.25]

    private struct Counters {
        var requests = RequestCounts()
        var bytesSent = 0
        /// Inline rather than an array: the shards' arrays would sit side by side on the heap,
        /// and two threads' counts on one cache line.
        var bucketCounts = InlineArray<10, Int>(repeating: 0)
        var latencyCount = 0
        var latencySum = 0.0

        mutating func add(_ other: Counters) {
            requests.add(other.requests)
            bytesSent += other.bytesSent
            for bucket in bucketCounts.indices { bucketCounts[bucket] += other.bucketCounts[bucket] }
            latencyCount += other.latencyCount
            latencySum += other.latencySum
        }
    }

    /// One set per thread, summed when rendered: both workers record every request.
    private let counters = ThreadShards { Counters() }

    public init() {
        precondition(Metrics.bucketBounds.count == InlineArray<10, Int>.count, "one count per bucket")
    }

    public func record(route: String, status: Int, bytes: Int, seconds: Double) {
        counters.withCurrent { counters in
            counters.requests.increment(route: route, status: status)
            counters.bytesSent += bytes
            counters.latencyCount += 1
            counters.latencySum += seconds
            if let bucket = Metrics.bucketBounds.firstIndex(where: { seconds <= $0 }) {
                counters.bucketCounts[bucket] += 1
            }
        }
    }

    /// A value that lives elsewhere (open connections, cache statistics), passed in so this type
    /// stays free of the daemon and the caches.
    public struct Sample: Sendable {
        public enum Kind: String, Sendable {
            case counter, gauge
        }

        public var name: String
        public var help: String
        public var kind: Kind
        public var value: Int

        public init(_ name: String, _ kind: Kind, _ value: Int, help: String) {
            self.name = name
            self.help = help
            self.kind = kind
            self.value = value
        }
    }

    /// The exposition text.
    public func render(adding samples: [Sample]) -> String {
        var snapshot = Counters()
        counters.forEach { snapshot.add($0) }
        var lines: [String] = []
        lines.append("# HELP http_requests_total Requests answered, by route pattern and status.")
        lines.append("# TYPE http_requests_total counter")
        let sorted = snapshot.requests.all.sorted { ($0.route, $0.status) < ($1.route, $1.status) }
        for (route, status, count) in sorted {
            lines.append(
                "http_requests_total{route=\"\(Metrics.escapeLabel(route))\",status=\"\(status)\"} \(count)")
        }
        lines.append("# HELP http_response_bytes_total Body bytes sent.")
        lines.append("# TYPE http_response_bytes_total counter")
        lines.append("http_response_bytes_total \(snapshot.bytesSent)")
        lines.append("# HELP http_request_duration_seconds Time from the request's headers to its response.")
        lines.append("# TYPE http_request_duration_seconds histogram")
        var cumulative = 0
        for (bucket, bound) in Metrics.bucketBounds.enumerated() {
            cumulative += snapshot.bucketCounts[bucket]
            lines.append("http_request_duration_seconds_bucket{le=\"\(bound)\"} \(cumulative)")
        }
        lines.append("http_request_duration_seconds_bucket{le=\"+Inf\"} \(snapshot.latencyCount)")
        lines.append("http_request_duration_seconds_sum \(snapshot.latencySum)")
        lines.append("http_request_duration_seconds_count \(snapshot.latencyCount)")
        for sample in samples {
            lines.append("# HELP \(sample.name) \(sample.help)")
            lines.append("# TYPE \(sample.name) \(sample.kind.rawValue)")
            lines.append("\(sample.name) \(sample.value)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func escapeLabel(_ value: String) -> String {
        var escaped = ""
        for character in value {
            switch character {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
