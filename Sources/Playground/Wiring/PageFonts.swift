import HTML
import HTTPServer
import PageRendering
import Synchronization
import TextShaping

/// Each page's fonts: `@font-face` rules, inline in the page's head, naming for every face of
/// every chain that draws some of the page's characters a subset of that face with only those
/// characters, so a page of Latin text never downloads a CJK face.
///
/// A subset's URL is its recipe (`SubsetName`): any server with the same fonts makes the file
/// from the URL alone, so a page revalidated after a restart, or drawn by another replica, never
/// links a file that is gone. Subsetting waits until the browser asks for a file (most pages need
/// only one or two of their faces), and the finished files are kept by the page cache like any
/// response that is a pure function of its URL (docs/design.md, “Fonts in any script”).
final class PageFonts: Sendable {
    let measurer: HarfBuzzTextMeasurer
    /// The digest of each face of each style's chain, in `SubsetName`s.
    let faceDigests: [[String]]
    /// The same for subsets whose files the shaping closure changed (`SubsetName.faceDigest`).
    let closedFaceDigests: [[String]]
    /// Both digests of each face: a name made with either answers, so names made before the
    /// shaping closure still do.
    let answeredDigests: [[[String]]]

    /// `Cache-Control` of the subsets.
    static let cacheControl = "public, max-age=31536000, immutable"

    init(measurer: HarfBuzzTextMeasurer) {
        self.measurer = measurer
        var digests: [[String]] = []
        var closedDigests: [[String]] = []
        for style in HarfBuzzTextMeasurer.cssFaces.indices {
            var position = 0
            var faces: [String] = []
            var closedFaces: [String] = []
            while let identity = measurer.identity(style: style, position: position) {
                faces.append(SubsetName.faceDigest(of: identity))
                closedFaces.append(SubsetName.faceDigest(of: identity, closed: true))
                position += 1
            }
            digests.append(faces)
            closedDigests.append(closedFaces)
        }
        faceDigests = digests
        closedFaceDigests = closedDigests
        answeredDigests = zip(digests, closedDigests).map { zip($0, $1).map { [$0, $1] } }
    }

    /// The rules of a page: its `<style>` text and that text's CSP hash source.
    struct Rules: Equatable {
        var css: String
        var styleHash: String
        /// The `<style data-fonts>` element of the head, written once with the rules.
        var element: Markup

        init(css: String, styleHash: String) {
            self.css = css
            self.styleHash = styleHash
            var html = HTMLWriter(capacity: css.utf8.count + 32)
            html.beginStartTag("style")
            html.attribute("data-fonts")
            html.endStartTag()
            html.text(css)
            html.endTag("style")
            element = html.markup
        }
    }

    /// The rules of the faces that draw the text and attribute values of `nodes`; nil when no
    /// face draws any of them.
    func rules(for nodes: [Node]) -> Rules? {
        var characters = PageCharacters()
        for node in nodes { Self.collectText(of: node, into: &characters) }
        return rules(for: characters)
    }

    /// The rules of written markup's text and attribute values (a page's body).
    func rules(forMarkup bytes: UnsafeBufferPointer<UInt8>) -> Rules? {
        var characters = PageCharacters()
        characters.add(markup: bytes)
        return rules(for: characters)
    }

    /// The rules of `characters`, remembered: most pages have the same few characters beyond
    /// ASCII (the arrows and quotes of the panels), so a never-seen page rarely makes its rules.
    func rules(for characters: PageCharacters) -> Rules? {
        if let known = memo.withLock({ $0[characters] }) { return known }
        let made = rules(forCodepoints: characters.codepoints)
        memo.withLock { memo in
            // Bounded by count: a key is a page's few non-ASCII characters, a value one page's rules.
            if memo.count >= Self.memoCapacity { memo.removeAll() }
            memo[characters] = made
        }
        return made
    }

    static let memoCapacity = 256
    private let memo = Mutex<[PageCharacters: Rules?]>([:])

    /// One `@font-face`: what a page's rule declares, and what `GET /api/v1/fonts` answers for
    /// text typed after the page was drawn (`Public/js/fonts.js` adds it as a `FontFace`).
    struct FaceRule: Encodable, Equatable {
        var family: String
        var weight: Int
        var url: String
        var unicodeRange: String
    }

    /// The faces that draw `codepoints`, each cut down to the ones it draws and what shaping
    /// them may look up in it (`HarfBuzzTextMeasurer.shapingAdditions`).
    func faceRules(forCodepoints codepoints: CodepointSet) -> [FaceRule] {
        measurer.slices(of: codepoints).map { slice in
            let (family, weight) = HarfBuzzTextMeasurer.cssFaces[slice.style]
            let additions = measurer.shapingAdditions(to: slice)
            return FaceRule(
                family: family, weight: weight,
                url: SitePaths.fontSubset.path(name(of: slice, closed: !additions.file.isEmpty).text),
                unicodeRange: slice.codepoints.union(additions.range).cssUnicodeRange)
        }
    }

    /// The CSS holds no `&`, `<`, `>` or quote, so the `<style>` element's text is the rules
    /// exactly as hashed: family names and URLs unquoted, and no `format()`, which browsers
    /// do without (they read the file's own signature).
    func rules(forCodepoints codepoints: CodepointSet) -> Rules? {
        var css = ""
        for rule in faceRules(forCodepoints: codepoints) {
            css += "@font-face { font-family: \(rule.family); font-weight: \(rule.weight); "
            css += "src: url(\(rule.url)); unicode-range: \(rule.unicodeRange); }\n"
        }
        guard !css.isEmpty else { return nil }
        return Rules(css: css, styleHash: ContentHash.sha256Source(of: css))
    }

    /// The name of `slice`'s subset; `closed` when the shaping closure adds to its file, which
    /// then has a name of its own (`SubsetName.faceDigest(of:closed:)`).
    func name(of slice: HarfBuzzTextMeasurer.FaceSlice, closed: Bool) -> SubsetName {
        let (style, position) = measurer.firstPlace(of: slice)
        let digests = closed ? closedFaceDigests : faceDigests
        return SubsetName(
            style: style, position: position, face: digests[style][position], codepoints: slice.codepoints,
            fileExtension: slice.fileExtension)
    }

    /// The subset `name` names, made from its name alone, with today's file whichever digest of
    /// its face it has; a 400 or 404 naming what is wrong when the name is malformed, altered, or
    /// made for other fonts.
    func response(for name: String, request: Request) throws(HTTPError) -> Response {
        let subset = try SubsetName(parsing: name, faces: answeredDigests)
        guard
            let slice = measurer.slice(
                style: subset.style, position: subset.position, codepoints: subset.codepoints),
            slice.fileExtension == subset.fileExtension
        else {
            throw HTTPError(
                status: .notFound, code: "font_not_found",
                message: "\(name) names characters its face does not draw in this server's fonts.")
        }
        guard let bytes = measurer.subset(slice) else {
            throw HTTPError(
                status: .internalServerError, code: "subset_failed", message: "The font subset could not be made.")
        }
        var response = Response(
            status: .ok, headers: .contentType(slice.fileExtension == "otf" ? "font/otf" : "font/ttf"), body: bytes)
        response.headers.add("Cache-Control", Self.cacheControl)
        response.isPureFunctionOfURL = true
        return response.withETag()
    }

    private static func collectText(of node: Node, into characters: inout PageCharacters) {
        switch node {
        case .text(let text):
            characters.add(text)
        case .element(_, let attributes, let children):
            for attribute in attributes { if let value = attribute.value { characters.add(value) } }
            for child in children { collectText(of: child, into: &characters) }
        case .voidElement(_, let attributes):
            for attribute in attributes { if let value = attribute.value { characters.add(value) } }
        case .fragment(let children):
            for child in children { collectText(of: child, into: &characters) }
        case .markup(let markup):
            markup.bytes.withUnsafeBufferPointer { characters.add(markup: $0) }
        }
    }

}
