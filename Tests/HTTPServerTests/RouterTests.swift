import Testing

@testable import HTTPServer

@Suite struct RouterTests {
    let router: Router = {
        var router = Router()
        router.get("/") { _ in .text("home") }
        router.get("/menus/{id}") { request in .text("menu " + request.pathParameters["id"]!) }
        router.post("/menus/{id}/tap") { request in .text("tap " + request.pathParameters["id"]!) }
        router.get("/static/{path...}") { request in .text("file " + request.pathParameters["path"]!) }
        return router
    }()

    private func answer(_ method: HTTPMethod, _ target: String) -> Result<String, HTTPError> {
        router.match(Request(method: method, target: target)).flatMap { route, parameters in
            var request = Request(method: method, target: target)
            request.pathParameters = parameters
            return Result { () throws(HTTPError) in try route.handler(request) }.map {
                String(decoding: $0.body, as: UTF8.self)
            }
        }
    }

    @Test func matchesLiteralsParametersAndRest() {
        #expect(answer("GET", "/") == .success("home"))
        #expect(answer("GET", "/menus/accordion") == .success("menu accordion"))
        #expect(answer("GET", "/menus/action%2Dsheet?x=1") == .success("menu action-sheet"))
        #expect(answer("POST", "/menus/dropdown/tap") == .success("tap dropdown"))
        #expect(answer("GET", "/static/css/site.css") == .success("file css/site.css"))
        #expect(answer("HEAD", "/menus/x") == .success("menu x"))
    }

    @Test func unknownPathIs404() throws {
        let error = try #require(answer("GET", "/nowhere").failure)
        #expect(error.status == 404)
        #expect(answer("GET", "/menus").failure?.status == 404)
        #expect(answer("GET", "/menus/a/b/c").failure?.status == 404)
    }

    @Test func wrongMethodIs405WithAllow() throws {
        let error = try #require(answer("DELETE", "/menus/accordion").failure)
        #expect(error.status == 405)
        #expect(error.headers["Allow"] == "GET, HEAD")
        let tap = try #require(answer("GET", "/menus/accordion/tap").failure)
        #expect(tap.status == 405)
        #expect(tap.headers["Allow"] == "POST")
    }

    @Test(arguments: [
        "/static/../etc/passwd", "/static/%2e%2e/etc/passwd", "/static/%2E%2E/%2e%2e/etc/passwd",
        "/static/css%2f..%2f..%2fetc%2fpasswd", "/static/css/site.css%00.png", "/static/..\\etc\\passwd",
        "/static/%5c..%5cetc", "/static/./css/site.css", "static/css",
    ])
    func traversalPathsAre404(target: String) {
        #expect(answer("GET", target).failure?.status == 404)
    }

    @Test(arguments: [
        ("/static/%zz", "“%zz” at byte 9"), ("/menus/%", "“%” at byte 8"), ("/x%4", "“%4” at byte 3"),
        ("/menus/ok%4g/tap", "“%4g” at byte 10"), ("/nowhere/%", "“%” at byte 10"),
    ])
    func malformedEscapesAre400NamingTheEscape(target: String, named: String) throws {
        let error = try #require(answer("GET", target).failure)
        #expect(error.status == 400)
        #expect(error.code == "bad_path_escape")
        #expect(error.message.contains(named), "\(error.message)")
    }

    /// Including overlong encodings of `.`, an old way around traversal checks.
    @Test(arguments: ["/static/%FF%FE", "/static/%c0%ae%c0%ae"])
    func escapesThatAreNotUTF8Are400(target: String) throws {
        let error = try #require(answer("GET", target).failure)
        #expect(error.status == 400)
        #expect(error.code == "bad_path_escape")
        #expect(error.message.contains(target.dropFirst(8)))
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
