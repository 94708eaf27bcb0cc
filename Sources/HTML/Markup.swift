/// HTML already written by an `HTMLWriter`, so already escaped. Only this module makes one: a
/// `Markup` can hold nothing the writer did not escape, and a page can splice it in whole (a
/// device screen into a scenario page, the static parts of a shell) without writing it again.
public struct Markup: Sendable, Hashable {
    /// The UTF-8 of the markup.
    public let bytes: [UInt8]

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// No markup at all.
    public static let empty = Markup(bytes: [])

    /// The markup as text, for tests and for fragments that scripts swap in.
    public var text: String { String(decoding: bytes, as: UTF8.self) }
}
