import Testing

@testable import HTTPServer

/// A cache's bound counts every byte its entries hold, not only their bodies.
@Suite struct CacheAccountingTests {
    typealias Pages = ByteBoundedCache<ResponsePipeline.FinishedPageKey, ResponsePipeline.FinishedPage>

    static func page(body: Int, policy: Int = 1200) -> ResponsePipeline.FinishedPage {
        page(body: Response.html(String(repeating: "x", count: body)).body, policy: policy)
    }

    /// A page around `body` itself: two pages made from one body share its buffer, so their costs
    /// differ only by what else differs (a body built again may get a larger malloc chunk, and an
    /// array's capacity is that chunk's usable size).
    static func page(body: [UInt8], policy: Int) -> ResponsePipeline.FinishedPage {
        var response = Response(status: 200, headers: .contentType("text/html; charset=utf-8"), body: body)
        response.headers.add("Content-Security-Policy", "style-src 'self' " + String(repeating: "h", count: policy))
        response.headers.add("ETag", "\"201f9711ae6a838a004509d128c8a9a4-25676-gzip\"")
        return ResponsePipeline.FinishedPage(response: response, routeName: "/menus/{id}")
    }

    @Test func anEntryCostsItsKeyHeadersAndBodyCapacity() {
        let target = "/menus/accordion?state=" + String(repeating: "A", count: 300)
        let key = ResponsePipeline.FinishedPageKey(target: target, gzip: true, host: "")
        let page = Self.page(body: 3400)
        let cost = Pages.cost(of: page, for: key)
        let headerText = page.response.headers.fields.reduce(0) { $0 + $1.name.utf8.count + $1.value.utf8.count }
        #expect(cost >= target.utf8.count + headerText + page.response.body.capacity + Pages.entryOverhead)
        // Each part is counted: a longer URL or policy costs that much more.
        let longer = ResponsePipeline.FinishedPageKey(
            target: target + String(repeating: "B", count: 1000), gzip: true, host: "")
        #expect(Pages.cost(of: page, for: longer) >= cost + 1000)
        #expect(Pages.cost(of: Self.page(body: page.response.body, policy: 2200), for: key) >= cost + 1000)
        #expect(Pages.entryOverhead >= MemoryLayout<ResponsePipeline.FinishedPage>.stride)
    }

    @Test func spareCapacityIsCountedAndCompactedAway() {
        var grown: [UInt8] = []
        for byte in 0..<3000 { grown.append(UInt8(truncatingIfNeeded: byte)) }
        #expect(grown.heapBytes >= grown.capacity)
        let exact = grown.compacted()
        #expect(exact == grown)
        // Array capacity is what malloc gave: the size rounded to 16 bytes, or a free chunk up to 31
        // bytes larger that glibc does not split; far from what the array had grown to.
        #expect(exact.capacity - exact.count < 48)
        #expect(exact.heapBytes < grown.heapBytes)

        var policy = "style-src 'self'"
        for index in 0..<100 { policy += " 'sha256-\(index)'" }
        let compacted = policy.compacted()
        #expect(compacted == policy)
        #expect(compacted.heapBytes >= policy.utf8.count + HeapLayout.objectHeader)
        #expect("short".heapBytes == 0)  // stored inside the String value

        var headers = Headers()
        for index in 0..<9 { headers.add("X-Field-\(index)", String(repeating: "v", count: 100)) }
        let exactHeaders = headers.compacted()
        #expect(exactHeaders == headers)
        #expect(exactHeaders.fields.capacity == headers.fields.count)
        #expect(exactHeaders.heapBytes < headers.heapBytes)
    }

    @Test func insertingNeverReportsMoreThanTheBound() {
        let capacity = 256 * 1024
        let cache = Pages(capacityBytes: capacity)
        var state: UInt64 = 42
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        var kept = 0
        for index in 0..<2000 {
            let key = ResponsePipeline.FinishedPageKey(
                target: "/page/\(index)?" + String(repeating: "q", count: next(4000)), gzip: index % 2 == 0, host: "")
            if cache.insert(Self.page(body: next(30_000), policy: next(3000)), for: key) { kept += 1 }
            let statistics = cache.statistics
            #expect(statistics.bytes <= capacity)
            #expect(statistics.bytes >= 0)
            #expect(statistics.entries == kept - statistics.evictions)
        }
        #expect(cache.statistics.evictions > 1000)
    }

    @Test func aBodyLargerThanTheCacheIsNotStored() {
        let cache = ByteBoundedCache<String, [UInt8]>(capacityBytes: 4096)
        let body = [UInt8](repeating: 7, count: 4096)  // fits by count, not with its key and overhead
        #expect(!cache.insert(body, for: "\"tag\""))
        #expect(cache.statistics.bytes == 0)
        #expect(ByteBoundedCache<String, [UInt8]>(capacityBytes: 0).insert([], for: "") == false)
    }

    @Test func evictedBytesAddUpToATrim() {
        let trimmer = MemoryTrimmer(thresholdBytes: 100)
        trimmer.noteEvicted(60)
        #expect(trimmer.trimCount == 0)
        trimmer.noteEvicted(60)
        #expect(trimmer.trimCount == 1)
        trimmer.noteEvicted(99)
        #expect(trimmer.trimCount == 1)
        trimmer.noteEvicted(1)
        #expect(trimmer.trimCount == 2)
    }

    @Test func aCacheReportsWhatItEvicts() {
        let body = [UInt8](repeating: 1, count: 1000)
        let cost = ByteBoundedCache<String, [UInt8]>.cost(of: body, for: "a")
        let trimmer = MemoryTrimmer(thresholdBytes: 2 * cost)
        let cache = ByteBoundedCache<String, [UInt8]>(capacityBytes: cost, trimmer: trimmer)
        cache.insert(body, for: "a")
        cache.insert(body, for: "b")  // evicts a
        #expect(trimmer.trimCount == 0)
        cache.insert(body, for: "b")  // replaces b: its old copy is let go of too
        #expect(trimmer.trimCount == 1)
        #expect(cache.statistics.entries == 1)
    }
}
