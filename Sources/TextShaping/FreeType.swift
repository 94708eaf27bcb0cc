import CFreeType

/// FreeType, which opens each font file before HarfBuzz does: it names what is wrong with a file
/// HarfBuzz would only fail on, and it reads a bitmap face's strikes. The one file that imports
/// `CFreeType`.
enum FreeType {
    /// Rejects missing files and files FreeType cannot open as a font, naming the file; answers
    /// the pixels per em of the first strike of a face that has bitmaps and no outlines.
    static func check(_ path: String, index: Int) throws(FontLoadingError) -> UInt32? {
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
