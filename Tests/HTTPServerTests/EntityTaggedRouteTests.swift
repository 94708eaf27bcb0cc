import Foundation
import TestSupport
import Testing

@testable import Compression
@testable import HTTPServer

/// Routes whose entity tag is known from the request alone (`Router.get(_:entityTag:_:)`).
@Suite struct EntityTaggedRouteTests {
    static let tag = "\"build-7:/menus/a\""
    let calls = Counter()
    let tagCalls = Counter()

    /// `/menus/{id}`: a page tagged by the route; `bad` is a 422, `small` a page too short to
    /// gzip whose tag says so, `untaggable` a page the tag function declines, `own` a page with
    /// a tag of its own, and `wrong` a page that contradicts its tag (not compressible).
    func pipeline(finishedPages: Pages? = nil) -> ResponsePipeline {
        var router = Router()
        router.get(
            "/menus/{id}",
            entityTag: { [tagCalls] request in
                tagCalls.increment()
                let id = request.pathParameters["id"] ?? ""
                guard id != "untaggable" else { return nil }
                let compressible = id != "small"
                return RouteEntityTag(
                    "\"build-7:\(request.target)\"", cacheControl: "no-cache", isCompressible: compressible)
            }
        ) { [calls] request throws(HTTPError) in
            calls.increment()
            let id = request.pathParameters["id"] ?? ""
            if id == "bad" { throw HTTPError(status: 422, code: "bad_state", message: "No such state.") }
            var response = Response.html(id == "small" || id == "wrong" ? "<p>small</p>" : ResponsePipelineTests.page)
            response.headers.add("Cache-Control", "no-cache")
            if id == "own" { response = response.withETag() }
            response.isPureFunctionOfURL = true
            return response
        }
        return ResponsePipeline(
            router: router, compressor: Compressor(level: 1),
            compressedBodies: ByteBoundedCache(capacityBytes: 1 << 20),
            finishedPages: finishedPages)
    }

    /// The request headers of a browser that accepts gzip and revalidates with `ifNoneMatch`.
    private func requestHeaders(gzip: Bool = false, ifNoneMatch: String? = nil) -> [(String, String)] {
        var headers: [(String, String)] = []
        if gzip { headers.append(("Accept-Encoding", "gzip")) }
        if let ifNoneMatch { headers.append(("If-None-Match", ifNoneMatch)) }
        return headers
    }

    @Test func aMatchingTagIsA304WithoutCallingTheHandler() {
        let client = TestClient.router(pipeline())
        for method: HTTPMethod in [.get, .head] {
            let outcome = client.execute(method, "/menus/a", headers: requestHeaders(ifNoneMatch: Self.tag))
            #expect(outcome.status == 304)
            #expect(outcome.body.isEmpty)
            #expect(outcome.routeName == "/menus/{id}")
            #expect(outcome.error == nil)
            let headers = outcome.headers
            #expect(headers["ETag"] == Self.tag)
            #expect(headers["Vary"] == "Accept-Encoding")
            #expect(headers["Cache-Control"] == "no-cache")
            #expect(headers["Content-Type"] == nil && headers["Content-Encoding"] == nil)
            #expect(headers["X-Content-Type-Options"] == "nosniff")
        }
        #expect(client.get("/menus/a", headers: requestHeaders(ifNoneMatch: "*")).status == 304)
        #expect(client.get("/menus/a", headers: requestHeaders(ifNoneMatch: "\"other\", W/\(Self.tag)")).status == 304)
        #expect(calls.value == 0)
    }

    @Test func theTagOfTheEncodingTheClientWouldGetIsSent() {
        let client = TestClient.router(pipeline())
        let gzipTag = "\"build-7:/menus/a-gzip\""
        // Either encoding's tag matches; the 304 carries the tag of what a 200 would send now.
        for ifNoneMatch in [Self.tag, gzipTag] {
            #expect(
                client.get("/menus/a", headers: requestHeaders(gzip: true, ifNoneMatch: ifNoneMatch)).headers["ETag"]
                    == gzipTag)
            #expect(
                client.get("/menus/a", headers: requestHeaders(ifNoneMatch: ifNoneMatch)).headers["ETag"] == Self.tag)
        }
        // A body too small to gzip has one representation: no gzip tag, no Vary.
        let small = client.get(
            "/menus/small", headers: requestHeaders(gzip: true, ifNoneMatch: "\"build-7:/menus/small\""))
        #expect(small.status == 304)
        #expect(small.headers["ETag"] == "\"build-7:/menus/small\"")
        #expect(small.headers["Vary"] == nil)
        #expect(calls.value == 0)
    }

    @Test func anotherTagRunsTheHandlerAndItsAnswerCarriesTheRoutesTag() {
        let client = TestClient.router(pipeline())
        let plain = client.get("/menus/a", headers: requestHeaders(ifNoneMatch: "\"build-6:/menus/a\""))
        #expect(calls.value == 1)
        #expect(plain.status == 200)
        #expect(plain.headers["ETag"] == Self.tag)  // the route's tag, not a hash of the body
        let gzip = client.get("/menus/a", headers: requestHeaders(gzip: true))
        #expect(gzip.headers["ETag"] == "\"build-7:/menus/a-gzip\"")
        #expect(gzip.headers["Content-Encoding"] == "gzip")
        #expect(calls.value == 2)
        // The tag is worked out once per request, and only when needed.
        #expect(tagCalls.value == 2)
    }

    @Test func errorsAndDeclinedOrContradictedTagsAreUntagged() {
        let client = TestClient.router(pipeline())
        let bad = client.get("/menus/bad")
        #expect(bad.status == 422)
        #expect(bad.headers["ETag"] == nil)
        #expect(client.get("/menus/untaggable").headers["ETag"] == nil)
        #expect(client.get("/menus/untaggable", headers: requestHeaders(ifNoneMatch: "*")).status == 200)
        let own = client.get("/menus/own")
        #expect(own.headers["ETag"] == ETag.strong(for: Array(ResponsePipelineTests.page.utf8)))
        // Its tag says compressible, but the page is too short to gzip: a 304 from the tag would
        // contradict the 200, so the 200 goes untagged.
        #expect(client.get("/menus/wrong").headers["ETag"] == nil)
        #expect(calls.value == 5)
    }

    @Test func aKeptPageCarriesTheRoutesTagAndRevalidates() {
        let client = TestClient.router(pipeline(finishedPages: Pages(capacityBytes: 1 << 20)))
        let first = client.get("/menus/a", headers: requestHeaders(gzip: true))
        let kept = client.get("/menus/a", headers: requestHeaders(gzip: true))
        #expect(calls.value == 1)
        #expect(kept.headers["ETag"] == "\"build-7:/menus/a-gzip\"")
        #expect(kept.body == first.body)
        #expect(client.get("/menus/a", headers: requestHeaders(gzip: true, ifNoneMatch: Self.tag)).status == 304)
        #expect(calls.value == 1)
    }

    typealias Pages = ByteBoundedCache<ResponsePipeline.FinishedPageKey, ResponsePipeline.FinishedPage>
}
