import CHarfBuzz
import MenuCore

/// The paths of the four TTF files the pages serve (Debian `fonts-dejavu-core`).
public struct FontFiles: Sendable, Hashable, Codable {
    public var sans: String
    public var sansBold: String
    public var serif: String
    public var serifBold: String

    public init(sans: String, sansBold: String, serif: String, serifBold: String) {
        self.sans = sans
        self.sansBold = sansBold
        self.serif = serif
        self.serifBold = serifBold
    }

    /// Debian's install location.
    public static let dejaVu = FontFiles(
        sans: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
        sansBold: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
        serif: "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf",
        serifBold: "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf")
}

/// A font file that could not be used.
public struct FontLoadingError: Error, Sendable, Hashable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public var description: String { "cannot load font \(path): \(reason)" }
}

/// Measures text as Chromium does (docs/design.md, “Text measurement”): HarfBuzz shapes with kerning on (or off), the
/// advances are summed in font units (the font's scale is its units per em, so no hinting or
/// pixel rounding), scaled to the font size and rounded up to 1/64 pt.
///
/// Thread safety: the faces and fonts are created once, made immutable and never changed;
/// every call shapes into its own `hb_buffer_t`, so concurrent calls share only immutable
/// HarfBuzz objects, which HarfBuzz documents as safe to use from several threads.
/// FreeType only opens each file once at load time, to reject files that are not fonts.
public final class HarfBuzzTextMeasurer: TextMeasurer, @unchecked Sendable {
    private let faces: [Face]
    private let kerning: Bool
    private let cache: AdvanceCache

    /// The default bound of the measurement cache: about 20,000 labels.
    public static let defaultCacheBytes = 4 << 20

    /// Loads the four faces. Throws naming the file that is missing or not a font.
    /// `cacheBytes` bounds the cache of measured texts (0 turns it off).
    public init(files: FontFiles = .dejaVu, kerning: Bool = true, cacheBytes: Int = defaultCacheBytes)
        throws(FontLoadingError)
    {
        self.kerning = kerning
        cache = AdvanceCache(capacityBytes: cacheBytes)
        faces = [
            try Face(path: files.sans), try Face(path: files.sansBold), try Face(path: files.serif),
            try Face(path: files.serifBold),
        ]
    }

    public func width(of text: String, in font: Font) -> Double {
        let index = (font.family == .serif ? 2 : 0) + (font.weight.usesBoldFace ? 1 : 0)
        let face = faces[index]
        let units: Int
        if let cached = cache.advance(of: text, face: index) {
            units = cached
        } else {
            units = face.advance(of: text.replacingTabs, kerning: kerning)
            cache.insert(units, of: text, face: index)
        }
        return TextMetrics.ceil64(Double(units) * font.size / Double(face.unitsPerEm))
    }

    /// The bound of the measurement cache, in bytes.
    public var cacheCapacityBytes: Int { cache.capacityBytes }

    /// A cache of at least 1 MiB holds every text one request can measure (a 64 KiB body's
    /// labels and the prefixes tried to truncate them), so a request's repeats hit it.
    public var remembersMeasurements: Bool { cache.capacityBytes >= 1 << 20 }

    /// Hits, misses and bytes of the measurement cache, for `/metrics`.
    public var cacheStatistics: (hits: Int, misses: Int, bytes: Int, entries: Int) {
        let statistics = cache.statistics
        return (statistics.hits, statistics.misses, statistics.bytes, statistics.entries)
    }
}

/// One immutable HarfBuzz font at a scale of its units per em.
private final class Face: @unchecked Sendable {
    let unitsPerEm: UInt32
    private let font: OpaquePointer

    init(path: String) throws(FontLoadingError) {
        try Face.checkWithFreeType(path)
        guard let blob = hb_blob_create_from_file_or_fail(path) else {
            throw FontLoadingError(path: path, reason: "the file cannot be read")
        }
        defer { hb_blob_destroy(blob) }
        guard hb_face_count(blob) > 0, let face = hb_face_create(blob, 0) else {
            throw FontLoadingError(path: path, reason: "HarfBuzz finds no face in it")
        }
        defer { hb_face_destroy(face) }
        unitsPerEm = hb_face_get_upem(face)
        font = hb_font_create(face)
        hb_font_set_scale(font, Int32(unitsPerEm), Int32(unitsPerEm))
        hb_font_make_immutable(font)
    }

    deinit {
        hb_font_destroy(font)
    }

    /// The advance sum of `text` in font units.
    func advance(of text: String, kerning: Bool) -> Int {
        guard !text.isEmpty, let buffer = hb_buffer_create() else { return 0 }
        defer { hb_buffer_destroy(buffer) }
        var utf8 = Array(text.utf8)
        utf8.withUnsafeMutableBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                hb_buffer_add_utf8(buffer, chars.baseAddress, Int32(chars.count), 0, Int32(chars.count))
            }
        }
        hb_buffer_guess_segment_properties(buffer)
        var feature = hb_feature_t()
        _ = hb_feature_from_string(kerning ? "kern" : "-kern", -1, &feature)
        hb_shape(font, buffer, &feature, 1)
        var count: UInt32 = 0
        guard let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return 0 }
        var sum = 0
        for index in 0..<Int(count) {
            sum += Int(positions[index].x_advance)
        }
        return sum
    }

    /// Rejects missing files and files FreeType cannot open as a font, naming the file.
    private static func checkWithFreeType(_ path: String) throws(FontLoadingError) {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else {
            throw FontLoadingError(path: path, reason: "FreeType could not start")
        }
        defer { FT_Done_FreeType(library) }
        var face: FT_Face?
        let error = FT_New_Face(library, path, 0, &face)
        guard error == 0, let face else {
            throw FontLoadingError(
                path: path, reason: error == 1 ? "no such file" : "not a font file (FreeType error \(error))")
        }
        FT_Done_Face(face)
    }
}

extension String {
    /// Chromium moves tabs to tab stops; shaping would measure a glyph. Count them as spaces.
    fileprivate var replacingTabs: String {
        utf8.contains(0x09) ? String(map { $0 == "\t" ? " " : $0 }) : self
    }
}
