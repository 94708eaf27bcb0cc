/// Numbers and strings as the JSON API writes them, for a page that shows the API's values beside
/// it (the demo page's frames table) or hands them on (its Copy as JSON): the encoders' own
/// `appendDouble` and `appendQuoted`, so the two cannot drift.
///
/// One value writes any number of scalars through one small buffer, so a table of them makes no
/// String per value.
public struct JSONScalarText {
    private let buffer = JSONByteBuffer(capacity: 64)

    public init() {}

    /// Calls `body` with the UTF-8 bytes of `value` as the encoders write it (`320`, `43.26`,
    /// `0` for −0). The bytes are valid only during the call.
    public func withText<Result>(of value: Double, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        buffer.removeAll()
        buffer.appendDouble(value)
        return body(buffer.view(0..<buffer.count))
    }

    /// Calls `body` with the UTF-8 bytes of `string` quoted and escaped as the encoders write it.
    public func withQuoted<Result>(_ string: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        buffer.removeAll()
        buffer.appendQuoted(string)
        return body(buffer.view(0..<buffer.count))
    }

    /// `value` as the encoders write it, as a String.
    public func text(of value: Double) -> String {
        withText(of: value) { String(decoding: $0, as: UTF8.self) }
    }
}
