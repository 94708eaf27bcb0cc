/// A QR code symbol as its square of modules, row by row, without the quiet zone around it.
public struct QRMatrix: Sendable, Equatable {
    /// Modules per side (21 for version 1, four more per version).
    public let size: Int
    /// `size × size` values, row-major; true for a dark module.
    public let modules: [Bool]

    /// A matrix of `modules` (row-major, `size × size` of them).
    public init(size: Int, modules: [Bool]) {
        precondition(size > 0 && modules.count == size * size, "a QR matrix is a square of modules")
        self.size = size
        self.modules = modules
    }

    public func isDark(row: Int, column: Int) -> Bool { modules[row * size + column] }
}

/// What limits a QR code's text. A short link is some forty bytes; the bound keeps a symbol
/// small enough for a phone to read off a screen and the work of one request small.
public enum QRCodeLimits {
    /// The most UTF-8 bytes a code may hold (version 40 at level M holds 2,331).
    public static let maxTextBytes = 1024
}

/// Why a text has no QR code.
public enum QRCodeError: Error, Equatable, CustomStringConvertible {
    /// No text: a code of nothing scans as nothing.
    case emptyText
    /// More than `QRCodeLimits.maxTextBytes` UTF-8 bytes.
    case textTooLong(bytes: Int, limit: Int)
    /// libqrencode refused it; `errno` says why (`EINVAL`, `ERANGE`, `ENOMEM`).
    case encoderFailed(errno: Int32)

    public var description: String {
        switch self {
        case .emptyText: "the text of a QR code must not be empty"
        case .textTooLong(let bytes, let limit):
            "the text of a QR code is \(bytes) bytes long; at most \(limit) are allowed"
        case .encoderFailed(let code): "libqrencode could not encode the text (errno \(code))"
        }
    }
}
