/// Which bodies are sent gzipped, for static files and rendered responses alike: text formats
/// (HTML, CSS, JavaScript, JSON, SVG) of at least 1 KiB. Below that gzip saves little and costs a
/// round of work; images and WOFF fonts are compressed already, TrueType and OpenType files are not.
enum GzipPolicy {
    static let minimumBytes = 1024

    static func isWorthCompressing(contentType: String, bytes: Int) -> Bool {
        bytes >= minimumBytes
            && (contentType.hasPrefix("text/") || contentType.hasPrefix("application/json")
                || contentType.hasPrefix("image/svg+xml") || contentType.hasPrefix("application/javascript")
                || contentType == "font/ttf" || contentType == "font/otf")
    }
}
