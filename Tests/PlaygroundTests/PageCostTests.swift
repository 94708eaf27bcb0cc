import AllocationCounter
import Foundation
import HTTPServer
import MenuCore
import Playground
import PlaygroundDomain
import TestSupport
import Testing

/// A guard on the cost of the page most links lead to, a demo page the server has not drawn
/// before, in a unit that does not depend on the machine's load: heap allocations, counted on
/// the test's thread (`Tests/AllocationCounter`) while the page is decoded, laid out, rendered,
/// tagged and gzipped. BENCHMARKS.md has the figures behind the ceiling; a change that makes
/// every page allocate more fails here, and one that makes it allocate less should lower it.
@Suite struct PageCostTests {
    /// Allocations of one never-seen accordion page, open, with gzip, in the debug build `make
    /// test` runs: 1,442 on the evening of 2026-12-06, after the token's integers were read
    /// without arrays of digits and paths were checked by index rather than through a slice
    /// (BENCHMARKS.md, issue 34; 1,592 that morning, 15,100 before the page was written straight
    /// into bytes), plus 2 %.
    static let ceiling = 1_471

    @Test(.enabled(if: mp_counts_allocations() != 0, "allocations are counted on glibc only, without sanitizers"))
    func aNeverSeenDemoPageAllocatesNoMoreThanItsCeiling() throws {
        // A playground of its own, so that no other test's work grows its caches' tables here.
        let configuration = try PlaygroundConfiguration.load(
            file: ConfigurationTests.repository.appendingPathComponent("Config/playground.json").path)
        let playground = try Playground(configuration: configuration, accessLog: nil)
        let client = TestClient.router(playground.pipeline)
        // Distinct widths make distinct tokens: each page is one no cache has seen.
        let tokens = try (300..<321).map { width in
            var page = PageState<Accordion>(device: .custom(width: Double(width), height: 700, statusBar: 20))
            _ = try Accordion.reduce(&page.state, .open(item: 0), configuration: page.configuration)
            return try StateToken.encode(page)
        }
        func draw(_ token: String) -> HTTPStatus {
            let request = Request(
                method: "GET", target: "/menus/accordion?state=\(token)",
                headers: Headers([("Host", "localhost:8080"), ("Accept-Encoding", "gzip")]))
            return client.execute(request).status
        }
        // The first page fills what every page shares: text measurements, prepared statics.
        #expect(draw(tokens[0]) == 200)
        let before = mp_thread_allocations()
        for token in tokens.dropFirst() { #expect(draw(token) == 200) }
        let perPage = Int(mp_thread_allocations() - before) / (tokens.count - 1)
        print("PageCostTests: a never-seen demo page made \(perPage) allocations")
        #expect(perPage > 0, "the counting malloc is not the one in use")
        #expect(
            perPage <= Self.ceiling,
            "a never-seen demo page made \(perPage) allocations; the ceiling is \(Self.ceiling)")
    }
}
