import Foundation
import HTTPServer
import PlaygroundDomain
import TextShaping

/// Everything `Config/playground.json` can set. Defaults are the values a local run wants.
public struct PlaygroundConfiguration: Sendable {
    public var server: ServerSettings = {
        var settings = ServerSettings()
        settings.logName = LaunchOptions.programName
        return settings
    }()
    /// 1 costs far less than the higher levels for a few percent more bytes (BENCHMARKS.md).
    public var gzipLevel = 1
    /// Upper bound on the gzip cache, in bytes: the compressed bodies of tagged responses that
    /// are not kept as finished pages (all of them when `pageCacheBytes` is 0).
    public var cacheBytes = 32 << 20
    /// Upper bound on the page cache, in bytes: finished responses (compressed, headers set) of
    /// pages that are a pure function of their URL; 0 turns the cache off.
    public var pageCacheBytes = 32 << 20
    /// Upper bound on cached text measurements (advances by face and text), in bytes; 0 turns
    /// the cache off.
    public var textCacheBytes = HarfBuzzTextMeasurer.defaultCacheBytes
    public var shutdownGraceSeconds = 5
    /// Absolute path of the folder of built-in demos (`*.json`), listed on the index; nil for none.
    public var demosDirectory: String?
    /// Absolute path of the folder served under `/static/`.
    public var publicDirectory = "Public"
    /// The URL the server is reached at from outside (`https://menus.example.org`), for the
    /// absolute URLs of link previews; nil takes the request's Host.
    public var publicURL: String?
    /// The fallback chains of faces served under `/fonts/` and measured by the text shaper:
    /// style name → faces in order (`path`, or `path#index` for a face of a `.ttc` collection).
    /// The four styles the menus use must all be named, so the pages and the measurer cannot
    /// disagree about which file draws a character.
    public var fonts: [(name: String, chain: [String])] = Self.requiredFaces.map { ($0, Self.debianChain($0)) }

    /// `sans`, `sans-bold`, `serif`, `serif-bold`.
    static let requiredFaces = ["sans", "sans-bold", "serif", "serif-bold"]
    /// Short links: their store and bounds (`LinkSettings`).
    public var links = LinkSettings()

    public init() {}

    /// `http(s)://host[:port]`, optionally with a path, and nothing a URL would have to escape.
    static func isPublicURL(_ text: String) -> Bool {
        let lowered = text.lowercased()
        guard let scheme = ["https://", "http://"].first(where: { lowered.hasPrefix($0) }) else { return false }
        let rest = text.dropFirst(scheme.count)
        guard let first = rest.first, first != "/", rest.utf8.count <= 200 else { return false }
        return rest.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-._~:/[]".contains($0)) }
    }

    /// Reads and validates a configuration file. Relative paths in it are relative to the file.
    public static func load(file: String) throws(ConfigurationError) -> PlaygroundConfiguration {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw ConfigurationError(file: file, key: nil, problem: "cannot be read (no such file, or no permission)")
        }
        return try load(bytes: [UInt8](data), file: file)
    }

    /// Reads and validates the contents of a configuration file, as if read from `file` (errors
    /// name it, relative paths are relative to it). The fuzz target calls this without a file.
    public static func load(bytes: [UInt8], file: String) throws(ConfigurationError) -> PlaygroundConfiguration {
        var reader = try ConfigReader(file: file, bytes: bytes)
        let base = URL(fileURLWithPath: file).deletingLastPathComponent()
        var configuration = PlaygroundConfiguration()
        try configuration.read(&reader, base: base)
        return configuration
    }

    private mutating func read(_ reader: inout ConfigReader, base: URL) throws(ConfigurationError) {
        server.host = try reader.string("host") ?? server.host
        server.port = try reader.integer("port", in: 0...65535) ?? server.port
        server.threads = try reader.integer("threads", in: 0...256) ?? server.threads
        if var limits = try reader.object("limits") {
            try readLimits(&limits)
            try limits.rejectUnknownKeys()
        }
        gzipLevel = try reader.integer("gzipLevel", in: 1...9) ?? gzipLevel
        cacheBytes = try reader.integer("cacheBytes", in: 0...(1 << 34)) ?? cacheBytes
        pageCacheBytes = try reader.integer("pageCacheBytes", in: 0...(1 << 34)) ?? pageCacheBytes
        textCacheBytes = try reader.integer("textCacheBytes", in: 0...(1 << 34)) ?? textCacheBytes
        shutdownGraceSeconds = try reader.integer("shutdownGraceSeconds", in: 0...600) ?? shutdownGraceSeconds
        let folder = try reader.string("publicDirectory") ?? publicDirectory
        publicDirectory = Self.resolve(folder, against: base)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: publicDirectory, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw reader.error("publicDirectory", "expected a folder, but \(publicDirectory) is not one")
        }
        if let url = try reader.string("publicURL") {
            guard Self.isPublicURL(url) else {
                throw reader.error(
                    "publicURL",
                    "expected http:// or https://, a host and an optional port, such as https://menus.example.org, found \(url.debugDescription)"
                )
            }
            publicURL = url
        }
        if let folder = try reader.string("demosDirectory") {
            let resolved = Self.resolve(folder, against: base)
            guard FileManager.default.fileExists(atPath: resolved, isDirectory: &isDirectory), isDirectory.boolValue
            else {
                throw reader.error("demosDirectory", "expected a folder, but \(resolved) is not one")
            }
            demosDirectory = resolved
        }
        if let table = try reader.stringListMap("fonts") {
            try readFonts(table, reader: reader, base: base)
        }
        if var links = try reader.object("links") {
            try readLinks(&links, base: base)
            try links.rejectUnknownKeys()
        }
        try reader.rejectUnknownKeys()
    }

    private mutating func readFonts(
        _ table: [(key: String, value: [String])], reader: ConfigReader, base: URL
    ) throws(ConfigurationError) {
        fonts = []
        for (name, chain) in table {
            guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) else {
                throw reader.error("fonts.\(name)", "expected a name of letters, digits and dashes")
            }
            var resolvedChain: [String] = []
            for (position, entry) in chain.enumerated() {
                let key = chain.count == 1 ? "fonts.\(name)" : "fonts.\(name)[\(position)]"
                resolvedChain.append(try Self.resolveFace(entry, key: key, reader: reader, base: base))
            }
            fonts.append((name, resolvedChain))
        }
        if let missing = Self.requiredFaces.first(where: { face in !fonts.contains { $0.name == face } }) {
            throw reader.error(
                "fonts.\(missing)", "is missing: the menus need the faces \(Self.requiredFaces.joined(separator: ", "))"
            )
        }
    }

    /// An absolute `path` or `path#index` naming a readable font file; `#index` only for a
    /// collection.
    private static func resolveFace(_ entry: String, key: String, reader: ConfigReader, base: URL)
        throws(ConfigurationError) -> String
    {
        guard var face = FaceReference(entry) else {
            throw reader.error(key, "expected a file, or a .ttc file and #index, but \(entry) has no valid index")
        }
        face.path = resolve(face.path, against: base)
        let lowered = face.path.lowercased()
        guard FileManager.default.isReadableFile(atPath: face.path),
            [".ttf", ".otf", ".ttc", ".otc"].contains(where: { lowered.hasSuffix($0) })
        else {
            throw reader.error(key, "expected a readable .ttf, .otf or .ttc file, but \(face.path) is not one")
        }
        guard face.isCollection || !entry.contains("#") else {
            throw reader.error(key, "expected no #index: \(face.path) is one face, not a .ttc collection")
        }
        return face.description
    }

    /// The four chains the text measurer shapes with: the same faces the pages serve.
    public var fontFiles: FontFiles {
        func chain(_ name: String) -> [String] {
            fonts.first { $0.name == name }?.chain ?? Self.debianChain(name)
        }
        return FontFiles(
            sans: chain("sans"), sansBold: chain("sans-bold"), serif: chain("serif"), serifBold: chain("serif-bold"))
    }

    private static func debianChain(_ face: String) -> [String] {
        switch face {
        case "sans": FontFiles.debian.sans
        case "sans-bold": FontFiles.debian.sansBold
        case "serif": FontFiles.debian.serif
        default: FontFiles.debian.serifBold
        }
    }

    private mutating func readLimits(_ reader: inout ConfigReader) throws(ConfigurationError) {
        var limits = server.limits
        limits.connectionTimeoutSeconds =
            try reader.integer("connectionTimeoutSeconds", in: 1...3600) ?? limits.connectionTimeoutSeconds
        limits.headerTimeoutSeconds =
            try reader.integer("headerTimeoutSeconds", in: 1...3600) ?? limits.headerTimeoutSeconds
        limits.maxConnections = try reader.integer("maxConnections", in: 1...100_000) ?? limits.maxConnections
        limits.maxConnectionsPerIP =
            try reader.integer("maxConnectionsPerIP", in: 0...100_000) ?? limits.maxConnectionsPerIP
        limits.maxHeaderBytes = try reader.integer("maxHeaderBytes", in: 256...(1 << 20)) ?? limits.maxHeaderBytes
        limits.maxHeaderFields = try reader.integer("maxHeaderFields", in: 8...10_000) ?? limits.maxHeaderFields
        limits.maxBodyBytes = try reader.integer("maxBodyBytes", in: 0...(1 << 30)) ?? limits.maxBodyBytes
        limits.maxURLBytes = try reader.integer("maxURLBytes", in: 64...(1 << 20)) ?? limits.maxURLBytes
        limits.bodyTimeoutSeconds = try reader.integer("bodyTimeoutSeconds", in: 1...3600) ?? limits.bodyTimeoutSeconds
        limits.workQueueLength = try reader.integer("workQueueLength", in: 0...100_000) ?? limits.workQueueLength
        limits.maxQueueWaitMilliseconds =
            try reader.integer("maxQueueWaitMilliseconds", in: 1...600_000) ?? limits.maxQueueWaitMilliseconds
        server.limits = limits
    }

    static func resolve(_ path: String, against base: URL) -> String {
        path.hasPrefix("/") ? path : base.appendingPathComponent(path).standardizedFileURL.path
    }
}
