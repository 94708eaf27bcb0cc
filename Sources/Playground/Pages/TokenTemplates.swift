import HTML
import MenuCore
import PlaygroundDomain
import Synchronization

/// Panels that depend on a page's state token only by carrying it: the Device panel is otherwise
/// a function of the device, the Options panel of the configuration, which most never-seen pages
/// share with a page drawn before (a tap changes the state, not these). Each is drawn once with a
/// marker in place of the token, cut where the marker is, and kept; a page writes the pieces
/// around its own token, escaped as the panel would have written it.
///
/// Bounded in bytes: when an insert would pass the bound, every template is dropped at once.
final class TokenTemplates: Sendable {
    /// What a panel is drawn from besides the token, compared byte for byte (two labels that
    /// Swift calls equal, "é" composed and decomposed, draw different bytes).
    enum Key: Hashable, Sendable {
        case device(menu: String, DeviceChoice, Orientation)
        case options(menu: String, inputs: ExactStrings)
    }

    /// The pieces of a drawn panel, the token between each two.
    private struct Template: Sendable {
        var pieces: [Markup]
        var bytes: Int { pieces.reduce(64) { $0 + $1.bytes.count + 32 } }
    }

    /// Stands for the token while a template is drawn: control characters, which no text a
    /// panel draws may hold, pass through escaping as they are.
    static let marker = "\u{1}token\u{2}"

    let capacityBytes: Int
    private let table = Mutex<(templates: [Key: Template], bytes: Int)>(([:], 0))

    init(capacityBytes: Int = 2 << 20) {
        self.capacityBytes = capacityBytes
    }

    /// Writes the panel `key` names with `token`, from its template, drawing the template with
    /// `draw` (given the token to write) the first time.
    func write(
        _ key: Key, token: String, into html: inout HTMLWriter, draw: (String, inout HTMLWriter) -> Void
    ) {
        let template = table.withLock { $0.templates[key] } ?? make(key, draw: draw)
        // Escaped once: a panel's template holds the token in every one of its forms.
        var escapedToken = HTMLWriter(capacity: token.utf8.count + 16)
        escapedToken.appendValue(token)
        for (index, piece) in template.pieces.enumerated() {
            if index > 0 { html.write(escapedToken) }
            html.write(piece)
        }
    }

    private func make(_ key: Key, draw: (String, inout HTMLWriter) -> Void) -> Template {
        var drawn = HTMLWriter(capacity: 8192)
        draw(Self.marker, &drawn)
        let template = Template(pieces: drawn.markup(cutAt: Self.marker))
        let cost = template.bytes
        guard cost <= capacityBytes else { return template }
        table.withLock { table in
            if table.bytes + cost > capacityBytes { table = ([:], 0) }
            if table.templates.updateValue(template, forKey: key) == nil { table.bytes += cost }
        }
        return template
    }
}

/// Strings compared and hashed by their UTF-8 bytes, not by canonical equivalence. The digest
/// is made once, with the strings: a panel's key is looked up on every page, and hashing its
/// labels' bytes into `Hasher` and comparing them through their UTF-8 views was most of the
/// cost of writing the panel from its template.
struct ExactStrings: Hashable, Sendable {
    let strings: [String]
    private let digest: UInt64

    init(_ strings: [String]) {
        self.strings = strings
        let prime: UInt64 = 0x0000_0100_0000_01B3
        var digest: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(strings.count)
        for string in strings {
            digest = (digest ^ UInt64(string.utf8.count)) &* prime
            withBytes(of: string) { bytes in
                for byte in bytes { digest = (digest ^ UInt64(byte)) &* prime }
            }
        }
        self.digest = digest
    }

    static func == (left: ExactStrings, right: ExactStrings) -> Bool {
        guard left.digest == right.digest, left.strings.count == right.strings.count else { return false }
        for index in left.strings.indices {
            let same = withBytes(of: left.strings[index]) { leftBytes in
                withBytes(of: right.strings[index]) { leftBytes.elementsEqual($0) }
            }
            if !same { return false }
        }
        return true
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(digest)
    }
}

/// `body` over `string`'s UTF-8 where it is: `withUTF8` needs a mutable copy, a retain and a
/// release of the string, and a page looks up its templates' strings on every draw.
private func withBytes<Result>(of string: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    if let result = string.utf8.withContiguousStorageIfAvailable(body) { return result }
    var string = string
    return string.withUTF8(body)
}
