import Foundation
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

    private func get(
        _ pipeline: ResponsePipeline, _ target: String, gzip: Bool = false, ifNoneMatch: String? = nil,
        method: String = "GET"
    ) -> ResponsePipeline.Outcome {
        var headers = Headers()
        if gzip { headers.add("Accept-Encoding", "gzip") }
        if let ifNoneMatch { headers.add("If-None-Match", ifNoneMatch) }
        return pipeline.respond(to: Request(method: method, target: target, headers: headers))
    }

    @Test func aMatchingTagIsA304WithoutCallingTheHandler() {
        let pipeline = pipeline()
        for method in ["GET", "HEAD"] {
            let outcome = get(pipeline, "/menus/a", ifNoneMatch: Self.tag, method: method)
            #expect(outcome.response.status == 304)
            #expect(outcome.response.body.isEmpty)
            #expect(outcome.routeName == "/menus/{id}")
            #expect(outcome.error == nil)
            let headers = outcome.response.headers
            #expect(headers["ETag"] == Self.tag)
            #expect(headers["Vary"] == "Accept-Encoding")
            #expect(headers["Cache-Control"] == "no-cache")
            #expect(headers["Content-Type"] == nil && headers["Content-Encoding"] == nil)
            #expect(headers["X-Content-Type-Options"] == "nosniff")
        }
        #expect(get(pipeline, "/menus/a", ifNoneMatch: "*").response.status == 304)
        #expect(get(pipeline, "/menus/a", ifNoneMatch: "\"other\", W/\(Self.tag)").response.status == 304)
        #expect(calls.value == 0)
    }

    @Test func theTagOfTheEncodingTheClientWouldGetIsSent() {
        let pipeline = pipeline()
        let gzipTag = "\"build-7:/menus/a-gzip\""
        // Either encoding's tag matches; the 304 carries the tag of what a 200 would send now.
        for ifNoneMatch in [Self.tag, gzipTag] {
            #expect(get(pipeline, "/menus/a", gzip: true, ifNoneMatch: ifNoneMatch).response.headers["ETag"] == gzipTag)
            #expect(get(pipeline, "/menus/a", ifNoneMatch: ifNoneMatch).response.headers["ETag"] == Self.tag)
        }
        // A body too small to gzip has one representation: no gzip tag, no Vary.
        let small = get(pipeline, "/menus/small", gzip: true, ifNoneMatch: "\"build-7:/menus/small\"").response
        #expect(small.status == 304)
        #expect(small.headers["ETag"] == "\"build-7:/menus/small\"")
        #expect(small.headers["Vary"] == nil)
        #expect(calls.value == 0)
    }

    @Test func anotherTagRunsTheHandlerAndItsAnswerCarriesTheRoutesTag() {
        let pipeline = pipeline()
        let plain = get(pipeline, "/menus/a", ifNoneMatch: "\"build-6:/menus/a\"").response
        #expect(calls.value == 1)
        #expect(plain.status == 200)
        #expect(plain.headers["ETag"] == Self.tag)  // the route's tag, not a hash of the body
        let gzip = get(pipeline, "/menus/a", gzip: true).response
        #expect(gzip.headers["ETag"] == "\"build-7:/menus/a-gzip\"")
        #expect(gzip.headers["Content-Encoding"] == "gzip")
        #expect(calls.value == 2)
        // The tag is worked out once per request, and only when needed.
        #expect(tagCalls.value == 2)
    }

    @Test func errorsAndDeclinedOrContradictedTagsAreUntagged() {
        let pipeline = pipeline()
        let bad = get(pipeline, "/menus/bad")
        #expect(bad.response.status == 422)
        #expect(bad.response.headers["ETag"] == nil)
        #expect(get(pipeline, "/menus/untaggable").response.headers["ETag"] == nil)
        #expect(get(pipeline, "/menus/untaggable", ifNoneMatch: "*").response.status == 200)
        let own = get(pipeline, "/menus/own").response
        #expect(own.headers["ETag"] == ETag.strong(for: Array(ResponsePipelineTests.page.utf8)))
        // Its tag says compressible, but the page is too short to gzip: a 304 from the tag would
        // contradict the 200, so the 200 goes untagged.
        #expect(get(pipeline, "/menus/wrong").response.headers["ETag"] == nil)
        #expect(calls.value == 5)
    }

    @Test func aKeptPageCarriesTheRoutesTagAndRevalidates() {
        let pipeline = pipeline(finishedPages: Pages(capacityBytes: 1 << 20))
        let first = get(pipeline, "/menus/a", gzip: true).response
        let kept = get(pipeline, "/menus/a", gzip: true).response
        #expect(calls.value == 1)
        #expect(kept.headers["ETag"] == "\"build-7:/menus/a-gzip\"")
        #expect(kept.body == first.body)
        #expect(get(pipeline, "/menus/a", gzip: true, ifNoneMatch: Self.tag).response.status == 304)
        #expect(calls.value == 1)
    }

    typealias Pages = ByteBoundedCache<ResponsePipeline.FinishedPageKey, ResponsePipeline.FinishedPage>
}
