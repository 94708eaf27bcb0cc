/// The security headers every response carries. Pages load script and style only from this
/// origin; no inline script and no eval, ever. Inline `style` attributes (server-computed frames)
/// are allowed per page by hash, which a page adds through `styleHashes`.
public struct ContentSecurityPolicy: Sendable {
    public init() {}

    public func apply(to response: inout Response) {
        // Handlers never set these two, so appending is enough (and cheaper than replacing).
        response.headers.add("X-Content-Type-Options", "nosniff")
        response.headers.add("Referrer-Policy", "no-referrer")
        guard response.isHTML else { return }
        // A handler may have set its own policy (the embed route allows framing); keep it.
        if response.headers["Content-Security-Policy"] == nil {
            response.headers.add("Content-Security-Policy", Self.defaultPolicy)
        }
    }

    /// The policy of every page but the embed route, built once.
    static let defaultPolicy = policy(framing: .denied)

    public enum Framing: Sendable {
        /// `frame-ancestors 'none'`: every route but the embed route.
        case denied
        /// Any site may frame the page.
        case anyone
        /// `frame-ancestors 'self'`: only the site's own pages may frame it (the inspector panels).
        case sameOrigin
    }

    /// The policy text. `styleHashes` are `sha256-…` sources for inline `style` attributes.
    /// `framesOwnPages` lets the page frame the site's own documents (`frame-src 'self'`, the demo
    /// page's inspector panels); every other page frames nothing, as `default-src 'none'` says.
    /// Copied into one string of its final size: a page's policy names a few dozen hashes, and
    /// appending them to a `String` one by one cost more than the rest of the headers.
    public static func policy(framing: Framing, styleHashes: [String] = [], framesOwnPages: Bool = false) -> String {
        let start: StaticString = "default-src 'none'; script-src 'self'; style-src 'self'"
        let hashesStart: StaticString = " 'unsafe-hashes'"
        let rest: StaticString =
            "; img-src 'self' data:; font-src 'self'; connect-src 'self'; form-action 'self'; base-uri 'none'; "
        let frameSource: StaticString = "frame-src 'self'; "
        let ancestors: StaticString =
            switch framing {
            case .denied: "frame-ancestors 'none'"
            case .anyone: "frame-ancestors *"
            case .sameOrigin: "frame-ancestors 'self'"
            }
        var hashBytes = 0
        for hash in styleHashes { hashBytes += hash.utf8.count + 3 }
        let capacity =
            start.utf8CodeUnitCount + (styleHashes.isEmpty ? 0 : hashesStart.utf8CodeUnitCount) + hashBytes
            + rest.utf8CodeUnitCount + (framesOwnPages ? frameSource.utf8CodeUnitCount : 0)
            + ancestors.utf8CodeUnitCount
        return String(unsafeUninitializedCapacity: capacity) { buffer in
            var index = 0
            func append(_ bytes: UnsafeBufferPointer<UInt8>) {
                _ = UnsafeMutableBufferPointer(rebasing: buffer[index...]).initialize(fromContentsOf: bytes)
                index += bytes.count
            }
            func append(_ text: StaticString) {
                append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
            }
            append(start)
            if !styleHashes.isEmpty {
                append(hashesStart)
                for hash in styleHashes {
                    buffer[index] = UInt8(ascii: " ")
                    buffer[index + 1] = UInt8(ascii: "'")
                    index += 2
                    // In place, without the copy (a retain and a release) `withUTF8` needs.
                    if hash.utf8.withContiguousStorageIfAvailable(append) == nil {
                        var hash = hash
                        hash.withUTF8 { append($0) }
                    }
                    buffer[index] = UInt8(ascii: "'")
                    index += 1
                }
            }
            append(rest)
            if framesOwnPages { append(frameSource) }
            append(ancestors)
            return index
        }
    }
}
