/// Numbers as the JSON API writes them, for a page that shows the API's numbers beside it (the
/// demo page's frames table): the encoders' own `appendDouble`, so the two cannot drift.
///
/// One value writes any number of numbers through one small buffer, so a table of them makes
/// no String per number.
public struct JSONNumberText {
    private let buffer = JSONByteBuffer(capacity: 32)

    public init() {}

    /// Calls `body` with the UTF-8 bytes of `value` as the encoders write it (`320`, `43.26`,
    /// `0` for −0). The bytes are valid only during the call.
    public func withText<Result>(of value: Double, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        buffer.removeAll()
        buffer.appendDouble(value)
        return body(buffer.view(0..<buffer.count))
    }

    /// `value` as the encoders write it, as a String.
    public func text(of value: Double) -> String {
        withText(of: value) { String(decoding: $0, as: UTF8.self) }
    }
}
