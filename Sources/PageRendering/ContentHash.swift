import Digests

/// CSP hash sources for inline content.
public enum ContentHash {
    /// The `sha256-<base64>` hash source of `text` (its UTF-8 bytes), as CSP matches an inline
    /// `style` attribute's value. It is unquoted because `ContentSecurityPolicy.policy(framing:
    /// styleHashes:)` adds the quotes; written by hand into a policy it reads `'sha256-…'`.
    public static func sha256Source(of text: String) -> String {
        "sha256-" + Base64.encoded(SHA256.digest(Array(text.utf8)))
    }
}
