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
    }

    /// The policy text. `styleHashes` are `sha256-…` sources for inline `style` attributes.
    /// Written into one string of its final size: a page's policy names a few dozen hashes.
    public static func policy(framing: Framing, styleHashes: [String] = []) -> String {
        var text = ""
        text.reserveCapacity(320 + styleHashes.reduce(0) { $0 + $1.utf8.count + 3 })
        text += "default-src 'none'; script-src 'self'; style-src 'self'"
        if !styleHashes.isEmpty {
            text += " 'unsafe-hashes'"
            for hash in styleHashes {
                text += " '"
                text += hash
                text += "'"
            }
        }
        text += "; img-src 'self' data:; font-src 'self'; connect-src 'self'; form-action 'self'; base-uri 'none'; "
        text += framing == .denied ? "frame-ancestors 'none'" : "frame-ancestors *"
        return text
    }
}
