/// Every size limit of configurations, states and viewports, in one place.
public enum Limits {
    /// Options, buttons or items in one menu. The benchmark's largest size is allowed.
    public static let maxOptions = 1_000
    /// Characters in one label (option, button, item, tab text).
    public static let maxLabelLength = 80
    /// Characters in a title (action-sheet title, dropdown placeholder).
    public static let maxTitleLength = 200
    /// Characters of free text any field accepts: the most `typeText` takes in any menu (the
    /// dropdown's field). A field whose text ends up somewhere shorter takes less; see below.
    public static let maxTypedTextLength = max(maxDropdownTextLength, maxEditorTextLength)
    /// Characters in the dropdown field's text (`typeText`, and its capitalisation by
    /// `endEditing`): it also holds the title, so it allows a title's length.
    public static let maxDropdownTextLength = maxTitleLength
    /// Characters in the accordion edit view's text (`typeText`): `saveEdit` writes it into the
    /// host's items, which are labels.
    public static let maxEditorTextLength = maxLabelLength
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
}

/// Shared checks used by every configuration's `validate()`.
enum Check {
    /// A label must be non-blank, short and free of control characters.
    static func label(_ text: String, field: String, maxLength: Int = Limits.maxLabelLength) throws(ValidationError) {
        if text.allSatisfy(\.isWhitespace) {
            throw ValidationError(field: field, message: "must not be empty")
        }
        try length(text, field: field, maxLength: maxLength)
    }

    /// Text that may be empty but must be short and free of control characters.
    static func length(_ text: String, field: String, maxLength: Int) throws(ValidationError) {
        if text.count > maxLength {
            throw ValidationError(field: field, message: "is \(text.count) characters; at most \(maxLength) allowed")
        }
        if text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            throw ValidationError(field: field, message: "must not contain control characters")
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
        if text.count > maxLength {
            throw .invalidText(reason: "\(what) is \(text.count) characters; at most \(maxLength) allowed")
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
