/// `pattern` attributes (compiled with the `v` flag) for text inputs, so that the browser refuses
/// a text the server would refuse with an error page: MenuCore allows no control characters in any
/// text, and no blank label.
public enum TextPattern {
    /// Text without control characters.
    public static let anyText = #"[^\p{Cc}]*"#
    /// Text without control characters and with a character that is not white space.
    public static let nonBlankText = #"[^\p{Cc}]*[^\p{Cc}\p{White_Space}][^\p{Cc}]*"#
    /// The `title` of an input with each pattern: the browser adds it to its "match the requested
    /// format" message.
    public static let anyTextHint = "No control characters."
    public static let nonBlankTextHint = "Not only spaces, and no control characters."
}
