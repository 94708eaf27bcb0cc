/// Why and where a text is not JSON. The message names the byte and nothing else, so the caller
/// can say what the text was: a request body, a configuration file, a state token.
public struct JSONParseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The byte (from 0) at which the text stops making sense.
    public var offset: Int
    /// What is wrong there, ending with the byte: `expected “:” after a key, found “1” (byte 5)`.
    public var message: String

    public init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }

    public var description: String { "not valid JSON: \(message)" }
}
