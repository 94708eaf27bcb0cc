import Testing

@testable import HTTPServer

@Suite struct RequestDecodingTests {
    @Test func queryIsDecodedInOrderWithPlusAsSpace() throws {
        let request = Request(method: "GET", target: "/x?name=mint+chip&i=2&i=3&empty=&flag&u=%C3%A9t%C3%A9")
        let query = try request.query()
        #expect(query["name"] == "mint chip")
        #expect(query.values("i") == ["2", "3"])
        #expect(query["empty"] == "")
        #expect(query["flag"] == "")
        #expect(query["u"] == "été")
        #expect(query["missing"] == nil)
    }

    @Test(arguments: ["/x?a=%", "/x?a=%4", "/x?a=%GG", "/x?a=%FF%FE"])
    func malformedEscapesAreRejected(target: String) {
        #expect(throws: HTTPError.self) { try Request(method: "GET", target: target).query() }
    }

    @Test func formBodyNeedsItsContentType() throws {
        var request = Request(method: "POST", target: "/t", body: Array("index=2&token=a%2Bb".utf8))
        #expect(
            throws: HTTPError(
                status: 415, code: "unsupported_media_type",
                message: "Expected a body of type application/x-www-form-urlencoded, got none.")
        ) {
            try request.form()
        }
        request.headers.set("Content-Type", "application/x-www-form-urlencoded; charset=UTF-8")
        let form = try request.form()
        #expect(form == FormFields([("index", "2"), ("token", "a+b")]))
        #expect(throws: HTTPError.self) { try form.required("missing") }
    }

    @Test func acceptDecidesBetweenJSONAndHTML() {
        func prefers(_ accept: String?) -> Bool {
            var request = Request(method: "GET", target: "/")
            if let accept { request.headers.set("Accept", accept) }
            return request.prefersJSON
        }
        #expect(prefers("application/json"))
        #expect(prefers("application/json, text/html;q=0.5"))
        #expect(!prefers("text/html,application/xhtml+xml,application/json;q=0.9"))
        #expect(!prefers("*/*"))
        #expect(!prefers(nil))
    }

    @Test func gzipAcceptanceHonoursQZero() {
        func accepts(_ value: String) -> Bool {
            Request(method: "GET", target: "/", headers: Headers([("Accept-Encoding", value)])).acceptsGzip
        }
        #expect(accepts("gzip, deflate, br"))
        #expect(accepts("br;q=1.0, GZIP;q=0.5"))
        #expect(!accepts("gzip;q=0"))
        #expect(!accepts("identity"))
    }

    @Test func headerLookupIgnoresCase() {
        var headers = Headers([("Content-Type", "a"), ("X-One", "1")])
        #expect(headers["content-type"] == "a")
        headers.set("CONTENT-TYPE", "b")
        #expect(headers.fields == [.init("Content-Type", "b"), .init("X-One", "1")])
        #expect(headers["Content-type"] == "b")
    }
}
