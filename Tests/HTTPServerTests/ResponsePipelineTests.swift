import Foundation
import TestSupport
import Testing

@testable import Compression
@testable import HTTPServer

@Suite struct ResponsePipelineTests {
    static let page = "<!DOCTYPE html><title>t</title>" + String(repeating: "<p>menu</p>", count: 300)

    let pipeline: ResponsePipeline = {
        var router = Router()
        router.get("/page") { _ in Response.html(ResponsePipelineTests.page).withETag() }
        router.get("/small") { _ in .html("<p>hi</p>") }
        router.get("/fail") { _ throws(HTTPError) in
            throw HTTPError(status: 422, code: "bad_index", message: "Row 9 does not exist.", path: "index")
        }
        router.get("/framed") { _ in
            var response = Response.html("<p>embed</p>")
            response.headers.set("Content-Security-Policy", ContentSecurityPolicy.policy(framing: .anyone))
            return response
        }
        return ResponsePipeline(
            router: router, compressor: Compressor(level: 1), compressedBodies: ByteBoundedCache(capacityBytes: 1 << 20)
        )
    }()

    var client: TestClient<Never> { .router(pipeline) }

    @Test func compressesLargeTextWhenAcceptedAndVaries() throws {
        let plain = client.get("/page")
        #expect(plain.headers["Content-Encoding"] == nil)
        #expect(plain.headers["Vary"] == "Accept-Encoding")
        #expect(plain.body == Array(Self.page.utf8))

        let gzip = client.get("/page", headers: [("Accept-Encoding", "gzip")])
        #expect(gzip.headers["Content-Encoding"] == "gzip")
        #expect(gzip.headers["Vary"] == "Accept-Encoding")
        #expect(gzip.body.count < plain.body.count / 4)
        #expect(gzip.body.prefix(2) == [0x1F, 0x8B])
        // zlib's inflate, as a browser's, reads libdeflate's body back.
        #expect(try ZlibInflate.inflate(gzip.body, format: .gzip, limit: plain.body.count) == plain.body)
        #expect(gzip.headers["ETag"] != plain.headers["ETag"])

        let small = client.get("/small", headers: [("Accept-Encoding", "gzip")])
        #expect(small.headers["Content-Encoding"] == nil)
    }

    @Test func compressedBodiesAreCachedByTag() {
        _ = client.get("/page", headers: [("Accept-Encoding", "gzip")])
        let before = pipeline.compressedBodies.statistics
        let again = client.get("/page", headers: [("Accept-Encoding", "gzip")])
        let after = pipeline.compressedBodies.statistics
        #expect(after.hits == before.hits + 1)
        #expect(again.headers["Content-Encoding"] == "gzip")
    }

    @Test func matchingTagGets304() throws {
        let first = client.get("/page")
        let tag = try #require(first.headers["ETag"])
        let second = client.get("/page", headers: [("If-None-Match", tag)])
        #expect(second.status == 304)
        #expect(second.body.isEmpty)
        #expect(second.headers["ETag"] == tag)
        let gzipTag = try #require(client.get("/page", headers: [("Accept-Encoding", "gzip")]).headers["ETag"])
        #expect(
            client.get("/page", headers: [("Accept-Encoding", "gzip"), ("If-None-Match", "\"other\", \(gzipTag)")])
                .status == 304)
        #expect(client.get("/page", headers: [("If-None-Match", "\"stale-1\"")]).status == 200)
    }

    @Test func htmlCarriesSecurityHeaders() throws {
        let response = client.get("/small")
        let policy = try #require(response.headers["Content-Security-Policy"])
        #expect(policy.contains("script-src 'self'"))
        #expect(policy.contains("frame-ancestors 'none'"))
        #expect(!policy.contains("unsafe-inline"))
        #expect(!policy.contains("unsafe-eval"))
        #expect(response.headers["X-Content-Type-Options"] == "nosniff")
        #expect(response.headers["Referrer-Policy"] == "no-referrer")
        #expect(client.get("/framed").headers["Content-Security-Policy"]?.contains("frame-ancestors *") == true)
    }

    /// The whole text, sources in the order given: each hash quoted, after `'unsafe-hashes'`,
    /// which only a policy with hashes names.
    @Test func thePolicyTextIsWholeWithOrWithoutHashes() {
        let rest =
            "; img-src 'self' data:; font-src 'self'; connect-src 'self'; form-action 'self'; base-uri 'none'; "
        #expect(
            ContentSecurityPolicy.policy(framing: .denied)
                == "default-src 'none'; script-src 'self'; style-src 'self'" + rest + "frame-ancestors 'none'")
        #expect(
            ContentSecurityPolicy.policy(framing: .anyone, styleHashes: ["sha256-b=", "sha256-a/+"])
                == "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-hashes' 'sha256-b=' 'sha256-a/+'"
                + rest + "frame-ancestors *")
    }

    @Test func theWireLayerAnswersErrorsInPlainTextOfItsOwn() {
        let answer = client.get("/fail", headers: [("Accept", "application/json")])
        #expect(answer.status == 422)
        #expect(answer.headers["Content-Type"] == "text/plain; charset=utf-8")
        #expect(answer.headers["Cache-Control"] == "no-store")
        #expect(String(decoding: answer.body, as: UTF8.self) == "422 Unprocessable Content: Row 9 does not exist.\n")
    }

    /// Every error, wherever it is raised, is answered by the product's responder; the pipeline
    /// adds the status, the error's headers and `no-store` whatever the responder returns.
    @Test func everyErrorGoesThroughTheSuppliedResponder() throws {
        let seen = Recorder<String>()
        var router = Router()
        router.get("/fail") { _ throws(HTTPError) in throw HTTPError(status: 422, code: "bad_index", message: "m") }
        let pipeline = ResponsePipeline(
            router: router, compressor: Compressor(level: 1),
            compressedBodies: ByteBoundedCache(capacityBytes: 1 << 20),
            errorResponder: { error, request in
                seen.append("\(error.code) \(request.target)")
                var response = Response.html("<p>\(error.code)</p>")
                response.headers.set("Cache-Control", "public, max-age=60")
                return response
            })
        let client = TestClient.router(pipeline)
        let refused = TestClient.router(
            pipeline, refusing: HTTPError(status: 414, code: "uri_too_long", message: "long"))
        let cases: [(TestResponse, HTTPStatus, String)] = [
            (client.get("/fail"), 422, "bad_index"),
            (client.get("/nowhere"), 404, "not_found"),
            (client.execute(.post, "/fail"), 405, "method_not_allowed"),
            (client.get("/x%zz"), 400, "bad_path_escape"),
            (refused.get("/fail"), 414, "uri_too_long"),
        ]
        for (answer, status, code) in cases {
            #expect(answer.status == status)
            #expect(answer.error?.code == code)
            #expect(answer.text == "<p>\(code)</p>")
            #expect(answer.headers["Cache-Control"] == "no-store")
            // The responder's page is HTML, so it gets the security headers like any page.
            #expect(answer.headers["Content-Security-Policy"] != nil)
        }
        #expect(cases[2].0.headers["Allow"] == "GET, HEAD")
        #expect(
            seen.values == [
                "bad_index /fail", "not_found /nowhere", "method_not_allowed /fail", "bad_path_escape /x%zz",
                "uri_too_long /fail",
            ])
    }

    @Test func finishedPagesAreServedWithoutRunningTheHandlerAgain() throws {
        let calls = Counter()
        var router = Router()
        router.get("/pure") { _ in
            calls.increment()
            var response = Response.html(ResponsePipelineTests.page).withETag()
            response.isPureFunctionOfURL = true
            return response
        }
        router.get("/impure") { _ in
            calls.increment()
            return Response.html(ResponsePipelineTests.page)
        }
        let pipeline = ResponsePipeline(
            router: router, compressor: Compressor(level: 1),
            compressedBodies: ByteBoundedCache(capacityBytes: 1 << 20),
            finishedPages: ByteBoundedCache(capacityBytes: 1 << 20))
        let client = TestClient.router(pipeline)
        let first = client.get("/pure?a=1", headers: [("Accept-Encoding", "gzip")])
        let second = client.get("/pure?a=1", headers: [("Accept-Encoding", "gzip")])
        #expect(calls.value == 1)
        #expect(second.body == first.body)
        #expect(second.headers == first.headers)
        // Another encoding or another URL is another page; a tag the client has is still a 304.
        #expect(client.get("/pure?a=1").headers["Content-Encoding"] == nil)
        #expect(client.get("/pure?a=2").status == 200)
        #expect(calls.value == 3)
        #expect(client.get("/pure?a=1", headers: [("If-None-Match", first.headers["ETag"]!)]).status == 304)
        _ = client.get("/impure")
        _ = client.get("/impure")
        #expect(calls.value == 5)
    }

    @Test(arguments: ["/static/%zz", "/menus/%", "/x%4", "/page%"])
    func malformedPathEscapesAre400(target: String) throws {
        let answer = client.get(target)
        #expect(answer.status == 400)
        #expect(answer.error?.code == "bad_path_escape")
        #expect(answer.routeName == "(unrouted)")
        let escape = String(target[target.lastIndex(of: "%")!...])
        let text = answer.text
        #expect(text.contains("“\(escape)”"), "\(text)")
    }

    @Test func aKeptPageHoldsTheOnlyCopyOfItsCompressedBody() throws {
        var router = Router()
        router.get("/pure") { _ in
            var response = Response.html(ResponsePipelineTests.page).withETag()
            response.isPureFunctionOfURL = true
            return response
        }
        func pipeline(pageCacheBytes: Int) -> ResponsePipeline {
            ResponsePipeline(
                router: router, compressor: Compressor(level: 1),
                compressedBodies: ByteBoundedCache(capacityBytes: 1 << 20),
                finishedPages: ByteBoundedCache(capacityBytes: pageCacheBytes))
        }
        // The pipeline's caches are the unit here, so this asks it directly: the cost is checked
        // against the very `Response` it kept, which a `TestResponse` would only copy.
        let gzip = Request(method: "GET", target: "/pure?a=1", headers: Headers([("Accept-Encoding", "gzip")]))
        let kept = pipeline(pageCacheBytes: 1 << 20)
        let first = kept.respond(to: gzip).response
        #expect(first.headers["Content-Encoding"] == "gzip")
        #expect(kept.compressedBodies.statistics.entries == 0)
        let pages = try #require(kept.finishedPages?.statistics)
        #expect(pages.entries == 1)
        // The entry is counted whole: body, headers, URL, tables; and stored without spare capacity.
        let key = ResponsePipeline.FinishedPageKey(target: "/pure?a=1", gzip: true, host: "")
        let page = ResponsePipeline.FinishedPage(response: first, routeName: "/pure")
        #expect(pages.bytes >= first.body.count + first.headers.heapBytes + Pages.entryOverhead)
        #expect(pages.bytes <= Pages.cost(of: page, for: key))
        #expect(kept.respond(to: gzip).response.body == first.body)

        // With the page cache off, the compressed body is kept by its tag instead.
        let unkept = pipeline(pageCacheBytes: 0)
        #expect(unkept.respond(to: gzip).response.body == first.body)
        #expect(unkept.compressedBodies.statistics.entries == 1)
        _ = unkept.respond(to: gzip)
        #expect(unkept.compressedBodies.statistics.hits == 1)
    }

    typealias Pages = ByteBoundedCache<ResponsePipeline.FinishedPageKey, ResponsePipeline.FinishedPage>
}
