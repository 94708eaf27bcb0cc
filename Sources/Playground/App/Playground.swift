import Compression
import Foundation
import HTTPServer
import PlaygroundDomain
import Snapshot
import TextShaping

/// The assembled application: routes, shared caches and the server that runs them.
public final class Playground: Sendable {
    public let configuration: PlaygroundConfiguration
    public let server: HTTPServer
    public let pipeline: ResponsePipeline
    /// Shapes text with the configured font files; created once and shared by every request.
    public let textMeasurer: HarfBuzzTextMeasurer
    /// The pages' `@font-face` rules and the subsets they name (`/fonts/s/`).
    let pageFonts: PageFonts
    /// The seeds' own examples, from `Config/demos`.
    public let demos: [BuiltInDemo]
    /// Short links: made by the API and `/s`, followed by `/s/{id}` (and the share routes).
    public let links: ShortLinks
    let compressedBodies: ByteBoundedCache<String, [UInt8]>
    /// Finished pages by URL and encoding.
    let finishedPages: ByteBoundedCache<ResponsePipeline.FinishedPageKey, ResponsePipeline.FinishedPage>

    /// A file the playground serves or measures text with could not be loaded.
    public enum AssetError: Error, CustomStringConvertible {
        case staticFiles(String)
        case fonts(String)
        case links(String)

        public var description: String {
            switch self {
            case .links(let reason): "links: \(reason)"
            case .staticFiles(let reason): "static files: \(reason)"
            case .fonts(let reason): "fonts: \(reason)"
            }
        }
    }

    /// Loads the static files and prepares every route. Does not listen yet.
    public init(configuration: PlaygroundConfiguration, accessLog: AccessLog?) throws {
        self.configuration = configuration
        do {
            textMeasurer = try HarfBuzzTextMeasurer(
                files: configuration.fontFiles, kerning: true, cacheBytes: configuration.textCacheBytes)
        } catch {
            throw AssetError.fonts(error.description)
        }
        pageFonts = PageFonts(measurer: textMeasurer)
        demos =
            try configuration.demosDirectory.map { directory throws(ConfigurationError) in
                try DemoFiles.load(directory: directory)
            } ?? []
        do {
            links = ShortLinks(
                store: try configuration.links.openStore(), settings: configuration.links,
                maxURLBytes: configuration.server.limits.maxURLBytes)
        } catch {
            throw AssetError.links(error.description)
        }
        let compressor = Compressor(level: configuration.gzipLevel)
        var files = StaticFiles()
        var fonts = StaticFiles()
        do {
            try files.loadDirectory(configuration.publicDirectory, compressor: compressor)
            // Pages draw from per-page subsets (`/fonts/s/`); the first face of each chain is
            // still served whole, as before chains. Loading every face whole (10 MB of emoji)
            // would cost seconds of start-up hashing and compressing files no page names.
            for face in Set(configuration.fonts.compactMap(\.chain.first)).sorted() {
                guard let reference = FaceReference(face), !reference.isCollection else { continue }
                let fileName = URL(fileURLWithPath: reference.path).lastPathComponent
                try fonts.add(file: reference.path, as: fileName, compressor: compressor)
            }
        } catch {
            throw AssetError.staticFiles("\(error)")
        }
        fonts.cacheControl = "public, max-age=86400"
        let trimmer = MemoryTrimmer()
        compressedBodies = ByteBoundedCache(capacityBytes: configuration.cacheBytes, trimmer: trimmer)
        finishedPages = ByteBoundedCache(capacityBytes: configuration.pageCacheBytes, trimmer: trimmer)
        let metrics = Metrics()
        let box = ServerBox()
        // Snapshots draw the icons the pages serve, from the same files in memory.
        let icons = files.assets.filter { $0.key.hasPrefix("icons/") }.mapValues(\.body)
        let snapshots = SnapshotRenderer(measurer: textMeasurer) { name in icons["icons/\(name).svg"] }
        let router = Routes.make(
            staticFiles: files, fonts: fonts, pageFonts: pageFonts, metrics: metrics,
            layouts: LayoutService(measurer: textMeasurer, pageFonts: pageFonts), snapshots: snapshots,
            publicURL: configuration.publicURL,
            entityTags: PageEntityTags(
                identity: PageEntityTags.identity(
                    configuration: configuration, faceDigests: pageFonts.faceDigests,
                    staticTags: files.assets.mapValues(\.etag))),
            demos: demos, links: links,
            gauges: { [compressedBodies, finishedPages, trimmer, textMeasurer] in
                let statistics = compressedBodies.statistics
                let pages = finishedPages.statistics
                return (box.server?.metricSamples ?? []) + [
                    Metrics.Sample(
                        "gzip_cache_hits_total", .counter, statistics.hits, help: "Compressed bodies served from cache."
                    ),
                    Metrics.Sample(
                        "gzip_cache_misses_total", .counter, statistics.misses, help: "Bodies compressed on demand."),
                    Metrics.Sample(
                        "gzip_cache_bytes", .gauge, statistics.bytes,
                        help: "Bytes held by the gzip cache: bodies, keys and the cache's own tables."),
                    Metrics.Sample(
                        "gzip_cache_bound_bytes", .gauge, compressedBodies.capacityBytes,
                        help: "The configured bound of the gzip cache (cacheBytes)."),
                    Metrics.Sample("gzip_cache_entries", .gauge, statistics.entries, help: "Bodies in the gzip cache."),
                    Metrics.Sample(
                        "page_cache_hits_total", .counter, pages.hits, help: "Pages served finished from cache."),
                    Metrics.Sample(
                        "page_cache_misses_total", .counter, pages.misses, help: "Cacheable pages rendered."),
                    Metrics.Sample(
                        "page_cache_bytes", .gauge, pages.bytes,
                        help: "Bytes held by the page cache: bodies, headers, URLs and the cache's own tables."),
                    Metrics.Sample(
                        "page_cache_bound_bytes", .gauge, finishedPages.capacityBytes,
                        help: "The configured bound of the page cache (pageCacheBytes)."),
                    Metrics.Sample("page_cache_entries", .gauge, pages.entries, help: "Pages in the page cache."),
                    Metrics.Sample(
                        "malloc_trims_total", .counter, trimmer.trimCount,
                        help: "Times freed memory was handed back to the system (after cache evictions, and once "
                            + "costly work has gone quiet for a second)."),
                    Metrics.Sample(
                        "text_cache_hits_total", .counter, textMeasurer.cacheStatistics.hits,
                        help: "Text measurements served from cache."),
                    Metrics.Sample(
                        "text_cache_misses_total", .counter, textMeasurer.cacheStatistics.misses,
                        help: "Texts shaped by HarfBuzz."),
                    Metrics.Sample(
                        "text_cache_bytes", .gauge, textMeasurer.cacheStatistics.bytes,
                        help: "Bytes held by the text-measurement cache: texts, keys and the cache's own tables."),
                    Metrics.Sample(
                        "text_cache_bound_bytes", .gauge, textMeasurer.cacheCapacityBytes,
                        help: "The configured bound of the text-measurement cache (textCacheBytes)."),
                ]
            })
        // After the static files, which keep level 1's smaller bodies: they are compressed once.
        compressor.useGzipCode(madeFrom: Self.gzipSamples(router))
        pipeline = ResponsePipeline(
            router: router, compressor: compressor, compressedBodies: compressedBodies,
            errorResponder: { [pageFonts] error, request in
                ErrorAnswer.response(for: error, request: request, fonts: pageFonts)
            },
            finishedPages: finishedPages)
        server = HTTPServer(
            settings: configuration.server, pipeline: pipeline, accessLog: accessLog, metrics: metrics,
            memoryTrimmer: trimmer)
        box.server = server
    }

    /// What the gzip code is made from: each menu's demo page, the kind of page a server draws
    /// for most requests it has not seen (`Compressor.useGzipCode(madeFrom:)`). A demo page is
    /// made from nothing but what `PageEntityTags.identity` covers, so replicas that give the same
    /// entity tags make the same code and write the same gzip bytes under them (the home page,
    /// which lists the built-in demos, would not be).
    private static func gzipSamples(_ router: Router) -> [[UInt8]] {
        MenuRegistry.ids.compactMap { id in
            try? router.answer(Request(method: .get, target: SitePaths.menuPage(id))).body
        }
    }

    public func start() throws {
        try server.start()
    }
}

/// Lets the metrics route read the server's connection count without a reference cycle at init.
final class ServerBox: @unchecked Sendable {
    // Set once, before the server starts taking requests.
    weak var server: HTTPServer?
}
