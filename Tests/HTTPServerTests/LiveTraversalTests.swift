import Compression
import TestSupport
import Testing

@testable import HTTPServer

/// Path traversal sent raw over a socket, where no client library can tidy the path first.
@Suite struct LiveTraversalTests {
    @Test func everyTraversalIs404() throws {
        let folder = try StaticFilesTests.makeFolder()
        var files = StaticFiles()
        try files.loadDirectory(folder.public, compressor: Compressor(level: 1)) { _ in }
        var router = Router()
        let loaded = files
        router.get("/static/{path...}") { request throws(HTTPError) in
            try loaded.response(for: request.pathParameters["path"] ?? "", request: request)
        }
        let server = try TestServer(router: router)
        let served = try TestClient.live(port: server.port).raw("GET /static/css/site.css HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(served.status == 200)
        let attempts = [
            "/static/../secret.txt", "/static/css/../../secret.txt", "/static/%2e%2e/secret.txt",
            "/static/%2E%2E%2Fsecret.txt", "/static/css%2f..%2f..%2fsecret.txt", "/static/css/site.css%00",
            "/static/css/site.css%00.png", "/static/..%5csecret.txt", "/static/..\\secret.txt", "/static/leak.txt",
            "/static/up/secret.txt", "/static//..//secret.txt",
        ]
        for path in attempts {
            let answer = try TestClient.live(port: server.port).raw("GET \(path) HTTP/1.1\r\nHost: t\r\n\r\n")
            #expect(answer.status == 404, "\(path)")
            #expect(!answer.text.contains("top secret"), "\(path)")
        }
        // Escapes that are not escapes, or not of UTF-8, are the client's mistake: 400, named.
        for path in ["/static/%zz", "/static/css/%", "/static/css/site.css%4", "/static/%c0%ae%c0%ae/secret.txt"] {
            let answer = try TestClient.live(port: server.port).raw("GET \(path) HTTP/1.1\r\nHost: t\r\n\r\n")
            #expect(answer.status == 400, "\(path)")
            #expect(answer.text.contains("bad_path_escape"), "\(path)")
            #expect(!answer.text.contains("top secret"), "\(path)")
        }
    }
}
