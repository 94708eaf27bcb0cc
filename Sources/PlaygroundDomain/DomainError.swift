/// Something sent to the playground that it cannot use (a token, a request body, a demo file),
/// said for the person who sent it. It names no protocol: the routes turn it into an HTTP answer
/// at the edge (`HTTPError(_:)` in Playground), so the domain never picks a status code.
public struct DomainError: Error, Sendable, Equatable {
    /// What kind of wrong it is; the edge maps each kind to one status.
    public enum Kind: Sendable, Equatable {
        /// It cannot be read at all: not a token, not base64url, not JSON (400).
        case malformed
        /// It reads, but a value is out of range, missing or unknown (422).
        case invalid
        /// It names something that does not exist, such as a menu (404).
        case unknown
        /// The playground could not write its own answer (500).
        case internalFailure
    }

    public var kind: Kind
    /// Stable, for clients to match on (`bad_token`, `invalid_value`).
    public var code: String
    /// For people.
    public var message: String
    /// Where in the input the problem is: a JSON path or a form field.
    public var path: String?

    public init(_ kind: Kind, code: String, message: String, path: String? = nil) {
        self.kind = kind
        self.code = code
        self.message = message
        self.path = path
    }

    public static func malformed(_ message: String, code: String, path: String? = nil) -> DomainError {
        DomainError(.malformed, code: code, message: message, path: path)
    }
}
