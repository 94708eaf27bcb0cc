import CHarfBuzzSubset

/// HarfBuzz's subsetter: a face cut down to the glyphs of some characters (and what its layout
/// tables reach from them), as a standalone font file a browser can load, even when the face
/// comes from a `.ttc` collection. The only file that imports `CHarfBuzzSubset`.
enum FontSubsetter {
    /// The bytes of `face` (an `hb_face_t`) keeping only `codepoints`, or nil if HarfBuzz fails.
    static func subset(of face: OpaquePointer, keeping codepoints: CodepointSet) -> [UInt8]? {
        guard let input = hb_subset_input_create_or_fail() else { return nil }
        defer { hb_subset_input_destroy(input) }
        let unicodes = hb_subset_input_unicode_set(input)
        for range in codepoints.ranges {
            hb_set_add_range(unicodes, range.lowerBound, range.upperBound)
        }
        // The default flags keep hinting: the advances must stay exactly those measured.
        // Of the default layout features, drop what never applies on the pages: vertical forms
        // (text is horizontal) and `locl` (the pages are `lang="en"`, so no language system
        // applies). A CJK face's `locl` reaches the other regions' forms of every ideograph.
        let features = hb_subset_input_set(input, HB_SUBSET_SETS_LAYOUT_FEATURE_TAG)
        for tag in ["locl", "vert", "vrt2", "vkrn", "valt", "vhal", "vpal", "vkna"] {
            hb_set_del(features, hb_tag_from_string(tag, 4))
        }
        guard let subset = hb_subset_or_fail(face, input) else { return nil }
        defer { hb_face_destroy(subset) }
        guard let blob = hb_face_reference_blob(subset) else { return nil }
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), length > 0 else { return nil }
        return data.withMemoryRebound(to: UInt8.self, capacity: Int(length)) {
            Array(UnsafeBufferPointer(start: $0, count: Int(length)))
        }
    }
}
