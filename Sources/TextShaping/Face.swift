import CHarfBuzz
import MenuCore

/// One immutable HarfBuzz font at a scale of its units per em, with the characters its `cmap`
/// maps. This is the one file that imports `CHarfBuzz` (`HarfBuzzUnicode`, at its end, serves
/// the others).
final class Face: @unchecked Sendable {
    let reference: FaceReference
    /// The units `advance(of:script:rightToLeft:kerning:)` answers in, per em: the face's own, or for a
    /// face of bitmaps only (Noto Color Emoji) the pixels per em of its bitmap strike.
    let unitsPerEm: UInt32
    /// The face's own units per em, which HarfBuzz positions glyphs and draws outlines in.
    let designUnitsPerEm: UInt32
    /// The strike's pixels per em for a face of bitmaps only, else nil. Chromium (Skia) takes
    /// such a glyph's advance from its bitmap, whole pixels of the strike, scaled to the size.
    let strikePixelsPerEm: UInt32?
    /// The `hhea` and `OS/2` tables, whose vertical metrics `LineMetrics` reads.
    let verticalMetricsTables: (hhea: [UInt8], os2: [UInt8])
    /// The code points the face has a glyph for.
    let coverage: CodepointSet
    /// The family name in its `name` table, the name browsers report for it ("Noto Sans CJK JP").
    let familyName: String
    /// True for a colour (emoji) face: bitmap (`CBDT`, `sbix`) or layered (`COLR`) glyphs.
    let isColor: Bool
    /// `otf` for a face with PostScript outlines (`CFF `), else `ttf`: what its subsets are.
    let fileExtension: String
    let font: OpaquePointer

    init(_ reference: FaceReference) throws(FontLoadingError) {
        self.reference = reference
        let path = reference.path
        strikePixelsPerEm = try FreeType.check(path, index: reference.index)
        guard let blob = hb_blob_create_from_file_or_fail(path) else {
            throw FontLoadingError(path: path, reason: "the file cannot be read")
        }
        defer { hb_blob_destroy(blob) }
        let count = hb_face_count(blob)
        guard count > 0 else { throw FontLoadingError(path: path, reason: "HarfBuzz finds no face in it") }
        guard reference.index < count, let face = hb_face_create(blob, UInt32(reference.index)) else {
            throw FontLoadingError(
                path: path, reason: "it has \(count) face\(count == 1 ? "" : "s"), so no face #\(reference.index)")
        }
        defer { hb_face_destroy(face) }
        designUnitsPerEm = hb_face_get_upem(face)
        unitsPerEm = strikePixelsPerEm ?? designUnitsPerEm
        coverage = Face.coverage(of: face)
        isColor = hb_ot_color_has_png(face) != 0 || hb_ot_color_has_layers(face) != 0
        fileExtension = Face.hasTable("CFF ", in: face) ? "otf" : "ttf"
        familyName = Face.familyName(of: face)
        verticalMetricsTables = (Face.bytes(of: "hhea", in: face), Face.bytes(of: "OS/2", in: face))
        font = hb_font_create(face)
        hb_font_set_scale(font, Int32(designUnitsPerEm), Int32(designUnitsPerEm))
        hb_font_make_immutable(font)
    }

    deinit {
        hb_font_destroy(font)
    }

    /// The advance sum of `text` in font units, shaped as one run of `script` (an ISO 15924 tag
    /// HarfBuzz knows, or 0 to let it guess) in the direction of its bidi level, in the page's
    /// language.
    func advance(of text: Substring, script: UInt32, rightToLeft: Bool, kerning: Bool) -> Int {
        let sum = shape(text, script: script, rightToLeft: rightToLeft, kerning: kerning) { buffer -> Int in
            var count: UInt32 = 0
            guard let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return 0 }
            var sum = 0
            for index in 0..<Int(count) {
                sum += advance(positions[index].x_advance)
            }
            return sum
        }
        return sum ?? 0
    }

    /// The glyphs of `text` shaped as `advance(of:script:rightToLeft:kerning:)` shapes it, in
    /// visual order (HarfBuzz reverses a right-to-left run), in `unitsPerEm` units.
    func glyphs(of text: Substring, script: UInt32, rightToLeft: Bool, kerning: Bool) -> [ShapedGlyph] {
        let glyphs = shape(text, script: script, rightToLeft: rightToLeft, kerning: kerning) { buffer in
            var count: UInt32 = 0
            guard let positions = hb_buffer_get_glyph_positions(buffer, &count),
                let infos = hb_buffer_get_glyph_infos(buffer, nil)
            else { return [ShapedGlyph]() }
            let offsetScale = Double(unitsPerEm) / Double(designUnitsPerEm)
            return (0..<Int(count)).map { index in
                let position = positions[index]
                return ShapedGlyph(
                    id: infos[index].codepoint, advance: advance(position.x_advance),
                    offsetX: Double(position.x_offset) * offsetScale, offsetY: Double(position.y_offset) * offsetScale)
            }
        }
        return glyphs ?? []
    }

    /// Shapes `text` into a buffer that `body` reads: Chromium shapes each script run with that
    /// script, the direction of its bidi level and the content language (the pages are
    /// `lang="en"`). Nil for empty text.
    private func shape<Result>(
        _ text: Substring, script: UInt32, rightToLeft: Bool, kerning: Bool, _ body: (OpaquePointer) -> Result
    ) -> Result? {
        guard !text.isEmpty, let buffer = hb_buffer_create() else { return nil }
        defer { hb_buffer_destroy(buffer) }
        var utf8 = Array(text.utf8)
        utf8.withUnsafeMutableBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                hb_buffer_add_utf8(buffer, chars.baseAddress, Int32(chars.count), 0, Int32(chars.count))
            }
        }
        hb_buffer_set_language(buffer, Face.pageLanguage)
        if script != 0 { hb_buffer_set_script(buffer, hb_script_t(rawValue: script)) }
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_guess_segment_properties(buffer)
        var feature = hb_feature_t()
        _ = hb_feature_from_string(kerning ? "kern" : "-kern", -1, &feature)
        hb_shape(font, buffer, &feature, 1)
        return body(buffer)
    }

    /// One glyph's advance in `unitsPerEm` units: for a face of bitmaps only, whole pixels of
    /// its strike, as Skia takes it from the bitmap.
    private func advance(_ units: hb_position_t) -> Int {
        guard let strike = strikePixelsPerEm else { return Int(units) }
        return Int((Double(units) * Double(strike) / Double(designUnitsPerEm)).rounded())
    }

    nonisolated(unsafe) private static let pageLanguage = hb_language_from_string("en", -1)

    private static func coverage(of face: OpaquePointer) -> CodepointSet {
        guard let set = hb_set_create() else { return CodepointSet() }
        defer { hb_set_destroy(set) }
        hb_face_collect_unicodes(face, set)
        var codepoint = UInt32.max  // HB_SET_VALUE_INVALID: start before the first
        var codepoints: [UInt32] = []
        codepoints.reserveCapacity(Int(hb_set_get_population(set)))
        while hb_set_next(set, &codepoint) != 0 {
            codepoints.append(codepoint)
        }
        return CodepointSet(sorted: codepoints)
    }
}

extension Face {
    /// The outline of glyph `id` in font units (`designUnitsPerEm`), y down; empty for a glyph
    /// with none (a space, a bitmap). HarfBuzz draws `glyf`, `CFF ` and `CFF2` outlines unhinted.
    func outline(of id: UInt32) -> Path {
        var elements: [Path.Element] = []
        withUnsafeMutablePointer(to: &elements) { hb_font_get_glyph_shape(font, id, Face.drawFunctions, $0) }
        return Path(elements)
    }

    /// For a face of bitmaps only, the PNG of glyph `id` in its strike (`CBDT`) and the
    /// rectangle it fills, in the strike's pixels from the pen position on the baseline, y down;
    /// nil for other faces and glyphs without one.
    func bitmap(of id: UInt32) -> (png: [UInt8], pixels: Rect)? {
        guard let strike = strikePixelsPerEm else { return nil }
        let png = Face.bytes(of: hb_ot_color_glyph_reference_png(font, id))
        guard !png.isEmpty, let extents = extents(of: id) else { return nil }
        // HarfBuzz converts the strike's whole-pixel metrics to font units, rounded; with more
        // units than pixels per em (2048 and 109), rounding back gives the pixels exactly.
        func pixels(_ units: Double) -> Double { (units * Double(strike) / Double(designUnitsPerEm)).rounded() }
        let rectangle = Rect(
            x: pixels(extents.x), y: pixels(extents.y), width: pixels(extents.width), height: pixels(extents.height))
        return (png, rectangle)
    }

    /// HarfBuzz's ink extents of glyph `id` in font units, from the pen position on the baseline,
    /// y down; nil if HarfBuzz has none.
    func extents(of id: UInt32) -> Rect? {
        var extents = hb_glyph_extents_t()
        guard hb_font_get_glyph_extents(font, id, &extents) != 0 else { return nil }
        return Rect(
            x: Double(extents.x_bearing), y: -Double(extents.y_bearing), width: Double(extents.width),
            height: -Double(extents.height))
    }

    /// Callbacks that append to the `[Path.Element]` they are given, flipping y to go down. Made
    /// once and immutable, so every thread may draw with them.
    nonisolated(unsafe) private static let drawFunctions: OpaquePointer? = {
        guard let functions = hb_draw_funcs_create() else { return nil }
        hb_draw_funcs_set_move_to_func(
            functions, { _, data, _, x, y, _ in append(.move(to: point(x, y)), to: data) }, nil, nil)
        hb_draw_funcs_set_line_to_func(
            functions, { _, data, _, x, y, _ in append(.line(to: point(x, y)), to: data) }, nil, nil)
        hb_draw_funcs_set_quadratic_to_func(
            functions,
            { _, data, _, controlX, controlY, x, y, _ in
                append(.quadratic(control: point(controlX, controlY), to: point(x, y)), to: data)
            }, nil, nil)
        hb_draw_funcs_set_cubic_to_func(
            functions,
            { _, data, _, control1X, control1Y, control2X, control2Y, x, y, _ in
                append(
                    .cubic(
                        control1: point(control1X, control1Y), control2: point(control2X, control2Y), to: point(x, y)),
                    to: data)
            }, nil, nil)
        hb_draw_funcs_set_close_path_func(functions, { _, data, _, _ in append(.close, to: data) }, nil, nil)
        hb_draw_funcs_make_immutable(functions)
        return functions
    }()

    private static func point(_ x: Float, _ y: Float) -> Point {
        Point(x: Double(x), y: 0 - Double(y))
    }

    private static func append(_ element: Path.Element, to data: UnsafeMutableRawPointer?) {
        data?.assumingMemoryBound(to: [Path.Element].self).pointee.append(element)
    }

    /// This face cut down to `codepoints` and what shaping them may look up (`ShapingClosure`),
    /// as a font file of its own.
    func subset(keeping codepoints: CodepointSet) -> [UInt8]? {
        let closed = codepoints.union(ShapingClosure.additions(to: codepoints, coverage: coverage))
        return FontSubsetter.subset(of: hb_font_get_face(font), keeping: closed)
    }

    private static func familyName(of face: OpaquePointer) -> String {
        var length: UInt32 = 256
        var buffer = [CChar](repeating: 0, count: Int(length))
        let language = hb_language_from_string("en", -1)
        _ = hb_ot_name_get_utf8(face, hb_ot_name_id_t(HB_OT_NAME_ID_FONT_FAMILY), language, &length, &buffer)
        return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The bytes of the tables that identify the font: see `HarfBuzzTextMeasurer.identity`.
    var identity: [UInt8] {
        let face = hb_font_get_face(font)
        var bytes: [UInt8] = []
        for tag in ["head", "maxp", "hhea", "OS/2", "name"] {
            let table = Face.bytes(of: tag, in: face)
            guard !table.isEmpty else { continue }
            bytes += Array(tag.utf8)
            bytes += table
        }
        return bytes
    }

    /// A copy of table `tag`, empty if the face has none.
    private static func bytes(of tag: String, in face: OpaquePointer?) -> [UInt8] {
        bytes(of: hb_face_reference_table(face, hb_tag_from_string(tag, 4)))
    }

    /// A copy of the bytes of `blob`, which it releases.
    private static func bytes(of blob: OpaquePointer?) -> [UInt8] {
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), length > 0 else { return [] }
        return data.withMemoryRebound(to: UInt8.self, capacity: Int(length)) {
            Array(UnsafeBufferPointer(start: $0, count: Int(length)))
        }
    }

    static func hasTable(_ tag: String, in face: OpaquePointer) -> Bool {
        let blob = hb_face_reference_table(face, hb_tag_from_string(tag, 4))
        defer { hb_blob_destroy(blob) }
        return hb_blob_get_length(blob) > 0
    }
}

/// HarfBuzz's Unicode functions (its default ones: the character database HarfBuzz was built
/// with), for the files of this module that need a character's script, mirror or canonical
/// (de)composition as HarfBuzz sees them. They are here so that this file alone imports
/// `CHarfBuzz`.
enum HarfBuzzUnicode {
    /// The script HarfBuzz numbers by the ISO 15924 tag `tag` ("Latn").
    static func script(tagged tag: String) -> UInt32 { hb_script_from_string(tag, 4).rawValue }

    static let common = HB_SCRIPT_COMMON.rawValue
    static let inherited = HB_SCRIPT_INHERITED.rawValue
    static let unknown = HB_SCRIPT_UNKNOWN.rawValue

    static func script(of codepoint: UInt32) -> UInt32 {
        hb_unicode_script(hb_unicode_funcs_get_default(), codepoint).rawValue
    }

    static func mirroring(of codepoint: UInt32) -> UInt32 {
        hb_unicode_mirroring(hb_unicode_funcs_get_default(), codepoint)
    }

    /// The two parts of the canonical decomposition of `codepoint` (the second 0 for a singleton),
    /// or nil when it has none.
    static func decomposition(of codepoint: UInt32) -> (first: UInt32, second: UInt32)? {
        var first: hb_codepoint_t = 0
        var second: hb_codepoint_t = 0
        guard hb_unicode_decompose(hb_unicode_funcs_get_default(), codepoint, &first, &second) != 0 else { return nil }
        return (first, second)
    }

    /// The canonical composite of `starter` and `mark`, or nil when they have none.
    static func composition(of starter: UInt32, _ mark: UInt32) -> UInt32? {
        var composite: hb_codepoint_t = 0
        guard hb_unicode_compose(hb_unicode_funcs_get_default(), starter, mark, &composite) != 0 else { return nil }
        return composite
    }
}
