import Compression
import Foundation

/// Files served from memory. Everything is read, tagged and compressed once at start-up, so a
/// request never touches the disk and cannot name a file that was not loaded: a path that is not
/// a key of `assets` is a 404, whatever `..`, encoded slash or symlink it contains.
public struct StaticFiles: Sendable {
    public struct Asset: Sendable {
        public var contentType: String
        public var body: [UInt8]
        public var gzipBody: [UInt8]?
        public var etag: String
        public var gzipETag: String
    }

    public enum LoadError: Error, CustomStringConvertible {
        case unreadable(path: String, reason: String)

        public var description: String {
            switch self {
            case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
            }
        }
    }

    public private(set) var assets: [String: Asset] = [:]
    public var cacheControl = "public, max-age=3600"

    public init() {}

    /// Loads every regular file under `directory`, keyed by its path relative to it. Symlinks
    /// that resolve outside the directory are skipped and reported through `warn`.
    public mutating func loadDirectory(
        _ directory: String, compressor: Compressor, warn: (String) -> Void = ErrorLog.write
    ) throws {
        let root = URL(fileURLWithPath: directory).resolvingSymlinksInPath().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw LoadError.unreadable(path: directory, reason: "not a directory")
        }
        guard let walker = FileManager.default.enumerator(atPath: root) else {
            throw LoadError.unreadable(path: directory, reason: "cannot list it")
        }
        while let relative = walker.nextObject() as? String {
            let full = root + "/" + relative
            let resolved = URL(fileURLWithPath: full).resolvingSymlinksInPath().path
            guard resolved.hasPrefix(root + "/") else {
                warn("static files: skipping \(full): it leads outside \(root)")
                continue
            }
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: resolved, isDirectory: &isFolder), !isFolder.boolValue
            else { continue }
            try add(file: resolved, as: relative, compressor: compressor)
        }
    }

    /// Adds one file under a chosen name (the fonts named in the configuration).
    public mutating func add(file path: String, as name: String, compressor: Compressor) throws {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw LoadError.unreadable(path: path, reason: "no such file, or no permission")
        }
        let body = [UInt8](data)
        let contentType = Self.contentType(forName: name)
        let gzipBody =
            GzipPolicy.isWorthCompressing(contentType: contentType, bytes: body.count) ? compressor.compress(body) : nil
        let etag = ETag.strong(for: body)
        assets[name] = Asset(
            contentType: contentType, body: body, gzipBody: gzipBody, etag: etag,
            gzipETag: ResponsePipeline.gzipTag(etag))
    }

    /// The response for an asset name, or a 404.
    public func response(for name: String, request: Request) throws(HTTPError) -> Response {
        guard let asset = assets[name] else { throw .notFound(request.rawPath) }
        var response = Response(status: .ok, headers: .contentType(asset.contentType))
        response.isPureFunctionOfURL = true
        response.headers.add("Cache-Control", cacheControl)
        if let gzipBody = asset.gzipBody {
            response.headers.add("Vary", "Accept-Encoding")
            if request.acceptsGzip {
                response.body = gzipBody
                response.headers.add("Content-Encoding", "gzip")
                response.headers.add("ETag", asset.gzipETag)
                return response
            }
        }
        response.body = asset.body
        response.headers.add("ETag", asset.etag)
        return response
    }

    static func contentType(forName name: String) -> String {
        let suffix = name.split(separator: ".").last.map { $0.lowercased() } ?? ""
        switch suffix {
        case "css": return "text/css; charset=utf-8"
        case "js": return "text/javascript; charset=utf-8"
        case "svg": return "image/svg+xml"
        case "png": return "image/png"
        case "ico": return "image/x-icon"
        case "json": return "application/json"
        case "html": return "text/html; charset=utf-8"
        case "txt": return "text/plain; charset=utf-8"
        case "ttf": return "font/ttf"
        case "woff2": return "font/woff2"
        default: return "application/octet-stream"
        }
    }
}
