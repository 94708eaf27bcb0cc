// swift-tools-version:6.0
import PackageDescription

// The pixel loops of snapshots (blur, PNG filtering, deflate) run many times slower unoptimised,
// too slow for a debug server to draw a page of server-drawn images within what the browser
// suites wait (BENCHMARKS.md has the figures). Those two modules are optimised in every build.
let optimizedEvenInDebug: [SwiftSetting] = [.unsafeFlags(["-O"])]

let package = Package(
    name: "MenuPlayground",
    products: [
        .executable(name: "menu-playground", targets: ["MenuPlaygroundMain"])
    ],
    targets: [
        // C libraries from Debian, each imported by exactly one Swift file.
        .systemLibrary(
            name: "CMicroHTTPD", pkgConfig: "libmicrohttpd",
            providers: [.apt(["libmicrohttpd-dev"])]),
        .systemLibrary(
            name: "CZlib", pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(
            name: "CLibdeflate", pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"])]),
        .systemLibrary(
            name: "CIsal", pkgConfig: "libisal",
            providers: [.apt(["libisal-dev"])]),
        .systemLibrary(
            name: "CLibcrypto", pkgConfig: "libcrypto",
            providers: [.apt(["libssl-dev"])]),
        // TCMalloc for the server executable alone: glibc's malloc was a tenth of a never-seen
        // page's time. `Allocator.swift` is the only file that imports it.
        .systemLibrary(
            name: "CTCMalloc", pkgConfig: "libtcmalloc_minimal",
            providers: [.apt(["libgoogle-perftools-dev"])]),
        .systemLibrary(
            name: "CHarfBuzz", pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(
            name: "CFreeType", pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(
            name: "CICU", pkgConfig: "icu-uc",
            providers: [.apt(["libicu-dev"])]),
        .systemLibrary(
            name: "CHarfBuzzSubset", pkgConfig: "harfbuzz-subset",
            providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(
            name: "CCairo", pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]),
        // Found through gobject-2.0's pkg-config entry; the shim declares the few librsvg functions
        // used (its header would need librsvg's and gdk-pixbuf's entries, whose -pthread SwiftPM
        // warns about).
        // Short links' stores: `SQLiteLinkStore.swift` and `PostgresLinkStore.swift` import them.
        .systemLibrary(
            name: "CSQLite", pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(
            name: "CLibPQ", pkgConfig: "libpq",
            providers: [.apt(["libpq-dev"])]),
        .systemLibrary(
            name: "CRsvg", pkgConfig: "gobject-2.0",
            providers: [.apt(["librsvg2-dev"])]),
        .systemLibrary(
            name: "CQREncode", pkgConfig: "libqrencode",
            providers: [.apt(["libqrencode-dev"])]),

        // Pure core: menus as configuration, state, reducers and layout. No I/O.
        .target(name: "MenuCore"),
        // A request's work budget shared by its layouts: MenuCore's `WorkBudget` behind a mutex,
        // and the measurer that charges it. MenuCore stays free of locks and atomics.
        .target(name: "WorkMetering", dependencies: ["MenuCore"]),
        // The real text measurer: HarfBuzz shaping on the font files the pages serve, ICU line
        // breaks, and the per-page subsets of those faces.
        .target(
            name: "TextShaping", dependencies: ["MenuCore", "CHarfBuzz", "CFreeType", "CICU", "CHarfBuzzSubset"]),
        // Device screens drawn as pixels (cairo, librsvg) for PNG snapshots: `Canvas.swift` is the
        // only file that imports CCairo, `SVGDocument.swift` the only one that imports CRsvg, the
        // rest is pure Swift. No I/O: images come as bytes.
        .target(
            name: "Drawing", dependencies: ["MenuCore", "CCairo", "CRsvg", "Compression"],
            swiftSettings: optimizedEvenInDebug),
        // Display lists drawn as PNG device screens by the server, as the pages draw them.
        .target(name: "Snapshot", dependencies: ["Drawing", "MenuCore", "PageRendering", "TextShaping"]),
        // A typed HTML tree whose renderer escapes by construction.
        .target(name: "HTML"),
        // SHA-256 from OpenSSL's libcrypto (CLibcrypto) and base64: entity tags, CSP hashes, tokens.
        .target(name: "Digests", dependencies: ["CLibcrypto"]),
        // JSON values, a strict parser, string quoting and the canonical encoder; no dependencies.
        .target(name: "JSON"),
        // Display lists drawn as HTML device screens: boxes at their frames, forms for taps.
        .target(name: "PageRendering", dependencies: ["HTML", "MenuCore", "Digests"]),
        // igzip (level 1) and libdeflate (levels 2-9) for gzip bodies, libdeflate for a bounded
        // inflate; zlib for tokens (their bytes must not change) and CRC-32; a pure-Swift deflate
        // for PNG images.
        .target(
            name: "Compression", dependencies: ["CZlib", "CLibdeflate", "CIsal"],
            swiftSettings: optimizedEvenInDebug),
        // The wire layer: libmicrohttpd, routing, limits, gzip, static files, metrics. It names no
        // product: error pages and log names come from the program that runs it.
        .target(name: "HTTPServer", dependencies: ["CMicroHTTPD", "Compression", "Digests", "JSON"]),
        // The playground's domain, apart from HTTP: state tokens, page state and trail, the menu
        // adapters and their registry, API request bodies, scenarios and the built-in demos. Its
        // errors are `DomainError`s, which the routes turn into HTTP answers.
        // Its generic code (tokens, page state, canonical JSON, over each menu) is called from
        // Playground with the menu's type known: cross-module optimisation lets the caller
        // specialise it, as it did when both were one module (bench/page-instructions.sh).
        .target(
            name: "PlaygroundDomain", dependencies: ["MenuCore", "JSON", "Compression", "Digests"],
            swiftSettings: [.unsafeFlags(["-cross-module-optimization"])]),
        // Short links' storage: ids from the URL's digest, the SQLite and PostgreSQL stores, and the
        // per-address creation limit. No HTTP.
        .target(name: "LinkStorage", dependencies: ["CSQLite", "CLibPQ", "Digests"]),
        // QR codes as SVG: libqrencode makes the matrix (`QREncoder.swift`, the only file that
        // imports CQREncode), pure Swift writes the document.
        .target(name: "QRCode", dependencies: ["CQREncode"]),
        // The product: configuration, routes and pages.
        .target(
            name: "Playground",
            dependencies: [
                "Compression", "PlaygroundDomain",
                "HTTPServer", "HTML", "JSON", "Digests", "MenuCore", "TextShaping", "PageRendering", "Drawing",
                "Snapshot", "WorkMetering", "LinkStorage", "QRCode",
            ]),
        .executableTarget(
            name: "MenuPlaygroundMain", dependencies: ["Playground", "CTCMalloc"], path: "Sources/menu-playground"),
        // In-process cost of the request pipeline (`make bench`).
        .executableTarget(
            name: "PipelineBench",
            dependencies: [
                "Compression", "Playground", "PlaygroundDomain", "HTTPServer", "JSON", "MenuCore", "PageRendering",
            ],
            path: "bench/PipelineBench"),
        // Layout + reduce cost per menu at growing option counts (`make bench`).
        .executableTarget(name: "MenuCoreBench", dependencies: ["MenuCore"], path: "bench/MenuCoreBench"),
        // Drawing snapshots: the renderer alone on the costliest screens, in CPU time (`make bench`).
        .executableTarget(
            name: "SnapshotBench",
            dependencies: ["Playground", "PlaygroundDomain", "HTTPServer", "MenuCore", "Snapshot"],
            path: "bench/SnapshotBench"),
        // The most expensive request per route, in CPU time (`make bench`): each must stay in budget.
        .executableTarget(
            name: "WorstRequests",
            dependencies: [
                "Playground", "PlaygroundDomain", "HTTPServer", "MenuCore", "PageRendering", "TextShaping", "Drawing",
                "Compression", "Snapshot", "WorkMetering",
            ],
            path: "bench/WorstRequests"),

        // The one test client (in process or on a socket, raw bytes too) and the seeded generator,
        // shared by the test targets. It never imports Playground: product conveniences live in
        // PlaygroundTests.
        .target(name: "TestSupport", dependencies: ["HTTPServer", "JSON"], path: "Tests/TestSupport"),
        .testTarget(name: "MenuCoreTests", dependencies: ["MenuCore", "PlaygroundDomain", "TestSupport"]),
        .testTarget(name: "WorkMeteringTests", dependencies: ["WorkMetering", "MenuCore"]),
        .testTarget(
            name: "TextShapingTests", dependencies: ["TextShaping", "MenuCore", "WorkMetering"], exclude: ["Fixtures"]),
        .testTarget(name: "DrawingTests", dependencies: ["Drawing", "MenuCore"]),
        .testTarget(name: "SnapshotTests", dependencies: ["Snapshot", "Drawing", "MenuCore", "TextShaping"]),
        .testTarget(name: "CompressionTests", dependencies: ["AllocationCounter", "Compression"]),
        .testTarget(name: "HTMLTests", dependencies: ["HTML"]),
        .testTarget(name: "QRCodeTests", dependencies: ["QRCode", "Drawing", "MenuCore"]),
        .testTarget(name: "JSONTests", dependencies: ["JSON", "TestSupport"]),
        .testTarget(name: "DigestsTests", dependencies: ["Digests"]),
        .testTarget(name: "LinkStorageTests", dependencies: ["LinkStorage"]),
        .testTarget(
            name: "PageRenderingTests",
            dependencies: [
                "PageRendering", "HTML", "MenuCore", "PlaygroundDomain", "TextShaping", "Digests", "TestSupport",
            ]),
        .testTarget(name: "HTTPServerTests", dependencies: ["Compression", "HTTPServer", "TestSupport"]),
        // The test executable's counting malloc (Tests/AllocationCounter), for allocation guards.
        .target(name: "AllocationCounter", path: "Tests/AllocationCounter"),
        .testTarget(
            name: "PlaygroundTests",
            dependencies: [
                "AllocationCounter", "Snapshot", "Compression",
                "Playground", "PlaygroundDomain", "HTTPServer", "HTML", "JSON", "Digests", "MenuCore", "TextShaping",
                "TestSupport", "LinkStorage",
            ]),
    ]
)

// libFuzzer targets (`make fuzz`, scripts/fuzz.sh): declared only when MENU_PLAYGROUND_FUZZ=1, so
// `swift build` and `swift test` never compile them. The script builds them into .build/fuzz with
// libFuzzer and the address sanitizer; each is a thin entry point into the product code, and
// libFuzzer supplies `main` (hence `-parse-as-library`).
if Context.environment["MENU_PLAYGROUND_FUZZ"] == "1" {
    package.targets.append(
        .target(
            name: "FuzzSupport",
            dependencies: ["Compression", "Playground", "PlaygroundDomain", "HTTPServer", "JSON", "MenuCore"],
            path: "Tests/FuzzTargets/FuzzSupport"))
    for name in ["Token", "Form", "API", "Router", "Config"] {
        package.targets.append(
            .executableTarget(
                name: "Fuzz\(name)",
                dependencies: ["FuzzSupport", "Playground", "PlaygroundDomain", "HTTPServer", "JSON", "MenuCore"],
                path: "Tests/FuzzTargets/\(name)", swiftSettings: [.unsafeFlags(["-parse-as-library"])]))
    }
}
