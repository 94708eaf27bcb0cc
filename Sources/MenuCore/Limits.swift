/// Every size limit of configurations, states and viewports, in one place.
public enum Limits {
    /// Options, buttons or items in one menu. The benchmark's largest size is allowed.
    public static let maxOptions = 1_000
    /// Characters in one label (option, button, item, tab text).
    public static let maxLabelLength = 80
    /// Characters in a title (action-sheet title, dropdown placeholder).
    public static let maxTitleLength = 200
    /// Characters of free text typed into a field.
    public static let maxTypedTextLength = 200
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

    /// Typed free text, checked before the reducer mutates anything.
    static func typedText(_ text: String) throws(ActionError) {
        if text.count > Limits.maxTypedTextLength {
            throw .invalidText(reason: "\(text.count) characters; at most \(Limits.maxTypedTextLength) allowed")
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
