/// A style's fallback chain of faces, and which characters each face draws in it.
///
/// Each face draws the characters of its `cmap` that no earlier face draws (its CSS
/// `unicode-range`), so every browser has exactly one face to choose per character and picks
/// the one the server measured, whatever its own fallback rules. Two kinds of characters are
/// exceptions. Characters shown as emoji by default (Emoji_Presentation) go to the chain's
/// colour face, so 😀 is never drawn from a text face that happens to have it. Combining marks and
/// default-ignorable characters (joiners, variation selectors, tags) belong to every face that
/// has them: they never choose a face, they follow their base, as in every engine's fallback.
struct FaceChain: Sendable {
    /// One run of text drawn with one face, in one script.
    struct Run: Equatable {
        /// The face's position in the chain.
        var face: Int
        /// The ISO 15924 tag as HarfBuzz numbers it, or 0 for text of Common script only.
        var script: UInt32
        var text: Substring
    }

    let faces: [Face]
    /// What each face draws: its `unicode-range`.
    let ranges: [CodepointSet]
    /// The face that draws every printable ASCII character, when one does: a text of those alone
    /// is one run, found without walking its characters.
    let asciiFace: Int?

    init(faces: [Face]) {
        self.faces = faces
        let ranges = Self.assign(faces)
        self.ranges = ranges
        let printable = (0x20...0x7E).map { codepoint in ranges.firstIndex { $0.contains(UInt32(codepoint)) } }
        asciiFace = printable.allSatisfy { $0 != nil && $0 == printable.first! } ? printable.first! : nil
    }

    /// Latin, as HarfBuzz numbers it: the script of any ASCII letter.
    private static let latin = HarfBuzzUnicode.script(tagged: "Latn")

    /// Splits `text` as Chromium's segmenter and font fallback do: by grapheme cluster, the first
    /// face that draws every character of the cluster; then by script, Common and Inherited
    /// characters (spaces, digits, punctuation) taking the script of the text around them.
    func runs(of text: Substring) -> [Run] {
        if let asciiFace, !text.isEmpty, text.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) {
            // Every character is its own cluster of one Common or Latin scalar, in one face.
            let hasLetter = text.utf8.contains { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A }
            return [Run(face: asciiFace, script: hasLetter ? Self.latin : 0, text: text)]
        }
        var runs: [Run] = []
        var start = text.startIndex
        var face = -1
        var script: UInt32 = 0
        for index in text.indices {
            let cluster = text[index]
            let clusterFace = self.face(for: cluster)
            let clusterScript = Self.script(of: cluster)
            if face < 0 {
                face = clusterFace
                script = clusterScript
                continue
            }
            let scriptChanges = clusterScript != 0 && script != 0 && clusterScript != script
            if clusterFace != face || scriptChanges {
                runs.append(Run(face: face, script: script, text: text[start..<index]))
                start = index
                face = clusterFace
                script = clusterScript
            } else if script == 0 {
                script = clusterScript
            }
        }
        if face >= 0 { runs.append(Run(face: face, script: script, text: text[start...])) }
        return runs
    }

    /// The first face that draws every character of `cluster` but the default-ignorable ones
    /// (HarfBuzz hides those when a face lacks them). When none does, the face of its first
    /// character, and the first face for a character no face has: the browser would draw those
    /// with a system font, which the server cannot know.
    func face(for cluster: Character) -> Int {
        let scalars = cluster.unicodeScalars
        if scalars.count == 1, let only = scalars.first {
            return ranges.firstIndex { $0.contains(only.value) } ?? 0
        }
        if let face = ranges.firstIndex(where: { range in
            scalars.allSatisfy { range.contains($0.value) || $0.properties.isDefaultIgnorableCodePoint }
        }) {
            return face
        }
        let first = scalars.first { !$0.properties.isDefaultIgnorableCodePoint } ?? scalars.first!
        return ranges.firstIndex { $0.contains(first.value) } ?? 0
    }

    /// The script of the cluster's first character whose script is neither Common, Inherited
    /// nor Unknown; 0 when there is none.
    static func script(of cluster: Character) -> UInt32 {
        for scalar in cluster.unicodeScalars {
            let script = HarfBuzzUnicode.script(of: scalar.value)
            if script != HarfBuzzUnicode.common && script != HarfBuzzUnicode.inherited
                && script != HarfBuzzUnicode.unknown
            {
                return script
            }
        }
        return 0
    }

    private static func assign(_ faces: [Face]) -> [CodepointSet] {
        let colorFace = faces.firstIndex(where: \.isColor)
        var claimed = CodepointSet()
        var ranges: [CodepointSet] = []
        for (position, face) in faces.enumerated() {
            var range = CodepointSet()
            for codepoint in face.coverage.codepoints {
                guard let scalar = Unicode.Scalar(codepoint) else { continue }
                let properties = scalar.properties
                if Self.followsItsBase(properties) {
                    range.appendInOrder(codepoint)
                } else if let colorFace, properties.isEmojiPresentation,
                    faces[colorFace].coverage.contains(codepoint)
                {
                    if position == colorFace { range.appendInOrder(codepoint) }
                } else if !claimed.contains(codepoint) {
                    range.appendInOrder(codepoint)
                }
            }
            claimed = claimed.union(range)
            ranges.append(range)
        }
        return ranges
    }

    private static func followsItsBase(_ properties: Unicode.Scalar.Properties) -> Bool {
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: properties.isDefaultIgnorableCodePoint
        }
    }
}
