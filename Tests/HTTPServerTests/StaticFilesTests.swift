import Compression
import Foundation
import Testing

@testable import HTTPServer

@Suite struct StaticFilesTests {
    /// A throwaway public folder with a secret next to it and a symlink that points at the secret.
    static func makeFolder() throws -> (public: String, secret: String) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("static-\(UUID().uuidString)")
        let publicFolder = root.appendingPathComponent("Public")
        try FileManager.default.createDirectory(
            at: publicFolder.appendingPathComponent("css"), withIntermediateDirectories: true)
        try String(repeating: "body { color: red; }\n", count: 100)
            .write(to: publicFolder.appendingPathComponent("css/site.css"), atomically: true, encoding: .utf8)
        try "<svg xmlns=\"http://www.w3.org/2000/svg\"/>"
            .write(to: publicFolder.appendingPathComponent("icon.svg"), atomically: true, encoding: .utf8)
        let secret = root.appendingPathComponent("secret.txt")
        try "top secret".write(to: secret, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: publicFolder.appendingPathComponent("leak.txt").path, withDestinationPath: secret.path)
        try FileManager.default.createSymbolicLink(
            atPath: publicFolder.appendingPathComponent("up").path, withDestinationPath: root.path)
        return (publicFolder.path, secret.path)
    }

    @Test func loadsFilesWithTypesTagsAndGzip() throws {
        let folder = try Self.makeFolder()
        var files = StaticFiles()
        var warnings: [String] = []
        try files.loadDirectory(folder.public, compressor: Compressor(level: 1)) { warnings.append($0) }
        #expect(files.assets.keys.sorted() == ["css/site.css", "icon.svg"])
        #expect(warnings.count == 2)

        let plain = try files.response(
            for: "css/site.css", request: Request(method: "GET", target: "/static/css/site.css"))
        #expect(plain.headers["Content-Type"] == "text/css; charset=utf-8")
        #expect(plain.headers["Cache-Control"] == "public, max-age=3600")
        #expect(plain.headers["ETag"] == ETag.strong(for: plain.body))

        let gzip = try files.response(
            for: "css/site.css",
            request: Request(method: "GET", target: "/", headers: Headers([("Accept-Encoding", "gzip")])))
        #expect(gzip.headers["Content-Encoding"] == "gzip")
        #expect(gzip.body.count < plain.body.count)

        let svg = try files.response(for: "icon.svg", request: Request(method: "GET", target: "/"))
        #expect(svg.headers["Content-Type"] == "image/svg+xml")
    }

    @Test func symlinksOutOfTheFolderAreNeverServed() throws {
        let folder = try Self.makeFolder()
        var files = StaticFiles()
        try files.loadDirectory(folder.public, compressor: Compressor(level: 1)) { _ in }
        for name in ["leak.txt", "up/secret.txt", "../secret.txt"] {
            #expect(throws: HTTPError.self) {
                try files.response(for: name, request: Request(method: "GET", target: "/"))
            }
        }
    }
}
