import CHarfBuzz

/// One immutable HarfBuzz font at a scale of its units per em, with the characters its `cmap`
/// maps.
final class Face: @unchecked Sendable {
    let reference: FaceReference
    /// The units `advance(of:script:rightToLeft:kerning:)` answers in, per em: the face's own, or for a
    /// face of bitmaps only (Noto Color Emoji) the pixels per em of its bitmap strike.
    let unitsPerEm: UInt32
    /// The face's own units per em, which HarfBuzz positions glyphs in.
    private let designUnitsPerEm: UInt32
    /// The strike's pixels per em for a face of bitmaps only, else nil. Chromium (Skia) takes
    /// such a glyph's advance from its bitmap, whole pixels of the strike, scaled to the size.
    private let strikePixelsPerEm: UInt32?
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
        strikePixelsPerEm = try Face.checkWithFreeType(path, index: reference.index)
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
        guard !text.isEmpty, let buffer = hb_buffer_create() else { return 0 }
        defer { hb_buffer_destroy(buffer) }
        var utf8 = Array(text.utf8)
        utf8.withUnsafeMutableBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                hb_buffer_add_utf8(buffer, chars.baseAddress, Int32(chars.count), 0, Int32(chars.count))
            }
        }
        // Chromium shapes each script run with that script, the direction of its bidi level and
        // the content language (the pages are `lang="en"`).
        hb_buffer_set_language(buffer, Face.pageLanguage)
        if script != 0 { hb_buffer_set_script(buffer, hb_script_t(rawValue: script)) }
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_guess_segment_properties(buffer)
        var feature = hb_feature_t()
        _ = hb_feature_from_string(kerning ? "kern" : "-kern", -1, &feature)
        hb_shape(font, buffer, &feature, 1)
        var count: UInt32 = 0
        guard let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return 0 }
        var sum = 0
        if let strike = strikePixelsPerEm {
            for index in 0..<Int(count) {
                let scaled = Double(positions[index].x_advance) * Double(strike) / Double(designUnitsPerEm)
                sum += Int(scaled.rounded())
            }
            return sum
        }
        for index in 0..<Int(count) {
            sum += Int(positions[index].x_advance)
        }
        return sum
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

    /// Rejects missing files and files FreeType cannot open as a font, naming the file; answers
    /// the pixels per em of the first strike of a face that has bitmaps and no outlines.
    private static func checkWithFreeType(_ path: String, index: Int) throws(FontLoadingError) -> UInt32? {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else {
            throw FontLoadingError(path: path, reason: "FreeType could not start")
        }
        defer { FT_Done_FreeType(library) }
        var face: FT_Face?
        let error = FT_New_Face(library, path, index, &face)
        if error == 6, index > 0 {  // FT_Err_Invalid_Argument: no such face in a collection
            var first: FT_Face?
            if FT_New_Face(library, path, 0, &first) == 0, let first {
                defer { FT_Done_Face(first) }
                let count = first.pointee.num_faces
                throw FontLoadingError(
                    path: path, reason: "it has \(count) face\(count == 1 ? "" : "s"), so no face #\(index)")
            }
        }
        guard error == 0, let face else {
            throw FontLoadingError(
                path: path, reason: error == 1 ? "no such file" : "not a font file (FreeType error \(error))")
        }
        defer { FT_Done_Face(face) }
        let flags = face.pointee.face_flags
        guard flags & FT_FACE_FLAG_SCALABLE == 0, flags & FT_FACE_FLAG_FIXED_SIZES != 0,
            face.pointee.num_fixed_sizes > 0,
            let sizes = face.pointee.available_sizes
        else { return nil }
        // `y_ppem` is in 26.6 fixed point.
        return UInt32(sizes[0].y_ppem >> 6)
    }
}

extension Face {
    /// This face cut down to `codepoints`, as a font file of its own.
    func subset(keeping codepoints: CodepointSet) -> [UInt8]? {
        FontSubsetter.subset(of: hb_font_get_face(font), keeping: codepoints)
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
            let blob = hb_face_reference_table(face, hb_tag_from_string(tag, 4))
            defer { hb_blob_destroy(blob) }
            var length: UInt32 = 0
            guard let data = hb_blob_get_data(blob, &length), length > 0 else { continue }
            bytes += Array(tag.utf8)
            bytes += data.withMemoryRebound(to: UInt8.self, capacity: Int(length)) {
                Array(UnsafeBufferPointer(start: $0, count: Int(length)))
            }
        }
        return bytes
    }

    static func hasTable(_ tag: String, in face: OpaquePointer) -> Bool {
        let blob = hb_face_reference_table(face, hb_tag_from_string(tag, 4))
        defer { hb_blob_destroy(blob) }
        return hb_blob_get_length(blob) > 0
    }
}
