/// The size limits every menu shares: configurations, states and viewports. A menu's own limits
/// (the tab strip's tabs, a field's text) are declared in its folder, as an extension of `Limits`.
public enum Limits {
    /// Options, buttons or items in one menu. The benchmark's largest size is allowed.
    public static let maxOptions = 1_000
    /// Characters in one label (option, button, item, tab text).
    public static let maxLabelLength = 80
    /// Characters in a title (action-sheet title, dropdown placeholder).
    public static let maxTitleLength = 200
    /// Characters of free text any field accepts: the most `typeText` may take in any menu, a
    /// title's length. Each menu declares its own field's limit in its folder, at most this
    /// (`MenuLimitsTests`); a field whose text ends up somewhere shorter takes less.
    public static let maxTypedTextLength = maxTitleLength
    /// Characters in an icon or action name.
    public static let maxNameLength = 40
    /// Rows in the accordion host's sample table.
    public static let maxSampleItems = 100
    /// Smallest and largest side of a custom viewport, in points.
    public static let viewportSides: ClosedRange<Double> = 200...2_048
    /// Largest status bar of a custom viewport, in points.
    public static let maxStatusBar: Double = 100
    /// Smallest and largest font size a configuration may ask for.
    public static let fontSizes: ClosedRange<Double> = 8...48
    /// UTF-8 bytes per allowed character: a text of at most `n` characters has at most `4n`
    /// bytes. Every script fits one character in 4 bytes; a label of emoji sequences (a flag is
    /// 8 bytes) is shorter in characters. Without it a character count lets any number of bytes in.
    public static let maxBytesPerCharacter = 4
    /// Unicode scalars in one character (grapheme cluster). A flag has 2, a family emoji 7, a
    /// Vietnamese or Devanagari letter with its marks 3 or 4, and the longest standard emoji (a
    /// kiss or a couple with two skin tones) 10; HarfBuzz shapes one cluster in time that grows
    /// faster than linearly with its marks, so a letter with thousands is refused.
    public static let maxScalarsPerCharacter = 10
}

/// The size checks of every text a request can bring in: characters, UTF-8 bytes and scalars
/// per character, checked cheapest first, so no check costs more than the bytes it reads.
public enum TextSize {
    /// Why `text` does not fit a field of `maxLength` characters, as a sentence tail
    /// ("is 90 characters; at most 80 allowed"), or nil when it fits.
    public static func problem(in text: String, maxLength: Int) -> String? {
        problem(in: text, maxLength: maxLength, isPrintableASCII: isPrintableASCII(text))
    }

    /// `problem(in:maxLength:)` with `isPrintableASCII(text)` already known: a label asks it
    /// three times, and every token's labels are checked.
    static func problem(in text: String, maxLength: Int, isPrintableASCII: Bool) -> String? {
        let maxBytes = maxLength * Limits.maxBytesPerCharacter
        let bytes = text.utf8.count
        if bytes > maxBytes {
            return "is \(bytes) bytes of UTF-8; at most \(maxBytes) allowed"
        }
        if isPrintableASCII {
            return bytes > maxLength ? "is \(bytes) characters; at most \(maxLength) allowed" : nil
        }
        var characters = 0
        for character in text {
            characters += 1
            let scalars = character.unicodeScalars.count
            if scalars > Limits.maxScalarsPerCharacter {
                return "has a character of \(scalars) Unicode scalars (character \(characters)); "
                    + "at most \(Limits.maxScalarsPerCharacter) allowed"
            }
        }
        if characters > maxLength {
            return "is \(characters) characters; at most \(maxLength) allowed"
        }
        return nil
    }
}

extension TextSize {
    /// Whether every byte of `text` is printable ASCII (U+0020…U+007E): then each byte is one
    /// character of one scalar, none a control, and the only white space is U+0020. Most labels
    /// are, and are checked without walking characters (`Check`).
    public static func isPrintableASCII(_ text: String) -> Bool {
        // Eight bytes at a time, the last eight overlapping the words before them: a byte at a
        // time cost more than a cache lookup of the text's width.
        let printable = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard bytes.count >= 8, let base = bytes.baseAddress else {
                return bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
            }
            let raw = UnsafeRawPointer(base)
            var flags: UInt64 = 0
            var index = 0
            while index + 8 < bytes.count {
                flags |= printableFlags(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                index += 8
            }
            flags |= printableFlags(raw.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self))
            return flags == 0
        }
        return printable ?? text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    /// A high bit set in some byte unless all eight are in 0x20…0x7E: a byte of 0x80 or more has
    /// its own; subtracting 0x20 from a byte below it borrows into its high bit; adding one to
    /// 0x7F carries into it. A borrow or carry that crosses into the next byte starts only at a
    /// byte that is flagged already, so no all-printable word is flagged.
    /// Public and inlinable so that other scans of text by the word (`PageCharacters`) use this one
    /// check, at no call's cost.
    @inlinable public static func printableFlags(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        return (word | (word &- 0x20 &* ones) | (word &+ ones)) & 0x8080_8080_8080_8080
    }
}

/// Shared checks used by every configuration's `validate()`. A field's name is made only when
/// it is reported.
enum Check {
    /// A label must be non-blank, short and free of control characters.
    static func label(
        _ text: String, field: @autoclosure () -> String, maxLength: Int = Limits.maxLabelLength
    ) throws(ValidationError) {
        let isPrintableASCII = TextSize.isPrintableASCII(text)
        try length(text, field: field(), maxLength: maxLength, isPrintableASCII: isPrintableASCII)
        let isBlank = isPrintableASCII ? text.utf8.allSatisfy { $0 == 0x20 } : text.allSatisfy(\.isWhitespace)
        if isBlank {
            throw ValidationError(field: field(), message: "must not be empty")
        }
    }

    /// Text that may be empty but must be short and free of control characters.
    static func length(_ text: String, field: @autoclosure () -> String, maxLength: Int) throws(ValidationError) {
        try length(text, field: field(), maxLength: maxLength, isPrintableASCII: TextSize.isPrintableASCII(text))
    }

    private static func length(
        _ text: String, field: @autoclosure () -> String, maxLength: Int, isPrintableASCII: Bool
    ) throws(ValidationError) {
        if let problem = TextSize.problem(in: text, maxLength: maxLength, isPrintableASCII: isPrintableASCII) {
            throw ValidationError(field: field(), message: problem)
        }
        if !isPrintableASCII,
            text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        {
            throw ValidationError(field: field(), message: "must not contain control characters")
        }
    }

    /// A list must have between `minCount` and `maxCount` entries.
    static func count(_ count: Int, field: String, min minCount: Int = 1, max maxCount: Int = Limits.maxOptions)
        throws(ValidationError)
    {
        if count < minCount {
            throw ValidationError(field: field, message: "needs at least \(minCount) entries, has \(count)")
        }
        if count > maxCount {
            throw ValidationError(field: field, message: "has \(count) entries; at most \(maxCount) allowed")
        }
    }

    /// Every label of a list.
    static func labels(_ labels: [String], field: String, min minCount: Int = 1) throws(ValidationError) {
        try count(labels.count, field: field, min: minCount)
        for (index, text) in labels.enumerated() {
            try label(text, field: "\(field)[\(index)]")
        }
    }

    /// Text an action would store in a field of at most `maxLength` characters, checked before
    /// the reducer mutates anything. `what` names the text in the message ("the capitalised text").
    static func typedText(_ text: String, maxLength: Int, what: String = "the text") throws(ActionError) {
        if let problem = TextSize.problem(in: text, maxLength: maxLength) {
            throw .invalidText(reason: "\(what) \(problem)")
        }
        if text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            throw .invalidText(reason: "control characters are not allowed")
        }
    }

    /// An index into a list of `count` entries.
    static func index(_ index: Int, count: Int, field: String = "index") throws(ActionError) {
        guard index >= 0, index < count else {
            throw .indexOutOfRange(field: field, index: index, count: count)
        }
    }
}
