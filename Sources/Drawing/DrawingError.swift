/// Why a canvas could not be made, read or drawn into: cairo's or librsvg's own message.
public struct DrawingError: Error, Sendable, Hashable {
    public var message: String

    public init(message: String) {
        self.message = message
    }
}
