import Digests
import HTML
import HTTPServer
import TextShaping

/// Each page's fonts: a stylesheet of `@font-face` rules naming, for every face of every chain
/// that draws some of the page's characters, a subset of that face with only those characters.
/// Both are addressed by a hash of what they hold (`/fonts/s/<hash>.css`, `.ttf`, `.otf`), so
/// they are cached immutable, and a page of Latin text never downloads a CJK face.
///
/// A page only records what its files hold (the recipe); subsetting waits until the browser asks
/// for a file (most pages need only one or two of their faces), and the finished files are kept by
/// the page cache like any response that is a pure function of its URL. Recipes are kept in a
/// cache bounded in bytes; a file whose recipe was evicted is a 404, and the browser then draws
/// those characters with the next face it has (docs/design.md, “Fonts in any script”).
final class PageFonts: Sendable {
    let measurer: HarfBuzzTextMeasurer
    private let recipes: ByteBoundedCache<String, Recipe>

    /// `Cache-Control` of the hashed files.
    static let cacheControl = "public, max-age=31536000, immutable"

    init(measurer: HarfBuzzTextMeasurer, recipeBytes: Int) {
        self.measurer = measurer
        recipes = ByteBoundedCache(capacityBytes: recipeBytes)
    }

    /// The path of the stylesheet of the faces that draw the text and attribute values of `nodes`.
    func stylesheet(for nodes: [Node]) -> String {
        var texts: [String] = []
        for node in nodes { Self.collectText(of: node, into: &texts) }
        return stylesheet(forCodepoints: CodepointSet(scalarsOf: texts))
    }

    func stylesheet(forCodepoints codepoints: CodepointSet) -> String {
        var css = ""
        for slice in measurer.slices(of: codepoints) {
            let name = Self.hashName(of: slice)
            _ = recipes.insert(.subset(slice), for: name)
            let (family, weight) = HarfBuzzTextMeasurer.cssFaces[slice.style]
            let format = slice.fileExtension == "otf" ? "opentype" : "truetype"
            css += "@font-face { font-family: \"\(family)\"; font-weight: \(weight); "
            css += "src: url(\"/fonts/s/\(name)\") format(\"\(format)\"); "
            css += "unicode-range: \(slice.codepoints.cssUnicodeRange); }\n"
        }
        let name = Self.hex(SHA256.digest(Array(css.utf8)).prefix(16)) + ".css"
        _ = recipes.insert(.stylesheet(css), for: name)
        return "/fonts/s/" + name
    }

    /// The file `name` (a stylesheet or a subset), or a 404 if no page named it lately.
    func response(for name: String, request: Request) throws(HTTPError) -> Response {
        guard let recipe = recipes.value(for: name) else { throw .notFound(request.rawPath) }
        var response: Response
        switch recipe {
        case .stylesheet(let css):
            response = Response.text(css, contentType: "text/css; charset=utf-8")
        case .subset(let slice):
            guard let bytes = measurer.subset(slice) else {
                throw HTTPError(status: 500, code: "subset_failed", message: "The font subset could not be made.")
            }
            response = Response(
                status: 200, headers: .contentType(slice.fileExtension == "otf" ? "font/otf" : "font/ttf"),
                body: bytes)
        }
        response.headers.add("Cache-Control", Self.cacheControl)
        response.isPureFunctionOfURL = true
        return response.withETag()
    }

    /// Hits, misses and bytes of the recipe cache, for `/metrics`.
    var recipeStatistics: ByteBoundedCache<String, Recipe>.Statistics { recipes.statistics }
    var recipeCapacityBytes: Int { recipes.capacityBytes }

    /// The name of a subset: a hash of the face and its characters, and the file's extension.
    private static func hashName(of slice: HarfBuzzTextMeasurer.FaceSlice) -> String {
        let recipe = "\(slice.face)\n\(slice.codepoints.cssUnicodeRange)"
        return hex(SHA256.digest(Array(recipe.utf8)).prefix(16)) + "." + slice.fileExtension
    }

    private static func hex(_ bytes: some Sequence<UInt8>) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 15)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    private static func collectText(of node: Node, into texts: inout [String]) {
        switch node {
        case .text(let text):
            texts.append(text)
        case .element(_, let attributes, let children):
            for attribute in attributes { if let value = attribute.value { texts.append(value) } }
            for child in children { collectText(of: child, into: &texts) }
        case .voidElement(_, let attributes):
            for attribute in attributes { if let value = attribute.value { texts.append(value) } }
        case .fragment(let children):
            for child in children { collectText(of: child, into: &texts) }
        }
    }

    /// What a hashed file holds.
    enum Recipe: Sendable, HeapFootprint {
        case stylesheet(String)
        case subset(HarfBuzzTextMeasurer.FaceSlice)

        var heapBytes: Int {
            switch self {
            case .stylesheet(let css): css.heapBytes
            case .subset(let slice): 64 + slice.face.path.heapBytes + 16 * slice.codepoints.ranges.count
            }
        }
    }
}
