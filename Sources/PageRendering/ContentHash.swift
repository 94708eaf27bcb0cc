import Digests
import Glibc
import Synchronization

/// CSP hash sources for inline content.
public enum ContentHash {
    /// The `sha256-<base64>` hash source of `text` (its UTF-8 bytes), as CSP matches an inline
    /// `style` attribute's value. It is unquoted because `ContentSecurityPolicy.policy(framing:
    /// styleHashes:)` adds the quotes; written by hand into a policy it reads `'sha256-…'`.
    public static func sha256Source(of text: String) -> String {
        var text = text
        return text.withUTF8 { sha256Source(of: $0) }
    }

    /// `sha256Source(of:)` of bytes, remembered: the styles of a screen repeat from page to page
    /// (the same rows at the same places), so most are hashed once per process.
    public static func sha256Source(of bytes: UnsafeBufferPointer<UInt8>) -> String {
        if let known = memo.value(for: bytes) { return known }
        let source = "sha256-" + Base64.encoded(SHA256.digest(bytes))
        memo.insert(source, for: bytes)
        return source
    }

    static let memo = HashSourceMemo(capacityBytes: 1 << 20)

    /// Hash sources sorted as strings, each once. Sources made here share their first seven bytes
    /// (`sha256-`), so they are ordered by the next eight as one integer, and as strings only
    /// where those tie: comparing the strings themselves was most of the cost of a page's policy.
    public static func sortedUnique(_ sources: [String]) -> [String] {
        let prefix = 7
        var keys: [(key: UInt64, index: Int)] = []
        keys.reserveCapacity(sources.count)
        let sha256: StaticString = "sha256-"
        for index in sources.indices {
            var source = sources[index]
            let key = source.withUTF8 { bytes -> UInt64? in
                guard bytes.count >= prefix + 8 else { return nil }
                var key: UInt64 = 0
                for position in 0..<prefix + 8 {
                    if position < prefix {
                        if bytes[position] != sha256.utf8Start[position] { return nil }
                    } else {
                        key = key << 8 | UInt64(bytes[position])
                    }
                }
                return key
            }
            guard let key else {
                // Another kind of source: sorted as strings alone.
                return Array(Set(sources)).sorted()
            }
            keys.append((key, index))
        }
        keys.sort { $0.key != $1.key ? $0.key < $1.key : sources[$0.index] < sources[$1.index] }
        var sorted: [String] = []
        sorted.reserveCapacity(keys.count)
        for (position, entry) in keys.enumerated()
        where position == 0 || entry.key != keys[position - 1].key || sources[entry.index] != sorted.last {
            sorted.append(sources[entry.index])
        }
        return sorted
    }
}

/// Hash sources by the bytes they hash, bounded in bytes: when an insert would pass the bound,
/// every entry is dropped at once (a stream of never-seen styles costs their hashing, nothing
/// more). Looked up without copying the bytes, which are usually a range of a page being written.
final class HashSourceMemo: Sendable {
    private struct Table {
        var sources: [MemoKey: String] = [:]
        var bytes = 0
    }

    let capacityBytes: Int
    private let table = Mutex(Table())

    init(capacityBytes: Int) {
        self.capacityBytes = capacityBytes
    }

    func value(for bytes: UnsafeBufferPointer<UInt8>) -> String? {
        table.withLock { $0.sources[MemoKey(borrowing: bytes)] }
    }

    func insert(_ source: String, for bytes: UnsafeBufferPointer<UInt8>) {
        // The key's bytes, the source's, and about as much again for the table's own storage.
        let cost = 2 * (bytes.count + source.utf8.count) + 64
        guard cost <= capacityBytes else { return }
        table.withLock { table in
            if table.bytes + cost > capacityBytes {
                table = Table()
            }
            if table.sources.updateValue(source, forKey: MemoKey(copying: bytes)) == nil {
                table.bytes += cost
            }
        }
    }

    var count: Int { table.withLock { $0.sources.count } }
}

/// Bytes as a dictionary key. A lookup borrows the caller's bytes for the length of the call;
/// only keys that own a copy are ever stored. The table hashes a digest of the bytes made
/// eight at a time, cheaper than feeding every byte to `Hasher`; equal keys still compare whole.
private struct MemoKey: Hashable, @unchecked Sendable {
    private enum Storage {
        case owned([UInt8])
        case borrowed(UnsafeBufferPointer<UInt8>)
    }

    private let storage: Storage
    private let digest: UInt64

    init(borrowing bytes: UnsafeBufferPointer<UInt8>) {
        storage = .borrowed(bytes)
        digest = Self.digest(of: bytes)
    }

    init(copying bytes: UnsafeBufferPointer<UInt8>) {
        storage = .owned(Array(bytes))
        digest = Self.digest(of: bytes)
    }

    private func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        switch storage {
        case .owned(let bytes): bytes.withUnsafeBufferPointer(body)
        case .borrowed(let bytes): body(bytes)
        }
    }

    static func == (left: MemoKey, right: MemoKey) -> Bool {
        guard left.digest == right.digest else { return false }
        return left.withBytes { a in
            right.withBytes { b in
                a.count == b.count && (a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0)
            }
        }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(digest)
    }

    /// A multiply-and-rotate mix of the bytes, eight at a time, from a seed drawn per process,
    /// so that no one can make styles that collide (and pile into one slot) without knowing it.
    private static func digest(of bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        guard let base = bytes.baseAddress else { return seed }
        let raw = UnsafeRawPointer(base)
        var hash = seed ^ (UInt64(bytes.count) &* 0x9E37_79B9_7F4A_7C15)
        var index = 0
        while index + 8 <= bytes.count {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            hash = ((hash ^ word) &* 0xBF58_476D_1CE4_E5B9).rotateLeft(by: 27)
            index += 8
        }
        while index < bytes.count {
            hash = ((hash ^ UInt64(base[index])) &* 0x94D0_49BB_1331_11EB).rotateLeft(by: 13)
            index += 1
        }
        return hash
    }

    private static let seed = UInt64.random(in: .min ... .max)
}

extension UInt64 {
    fileprivate func rotateLeft(by count: UInt64) -> UInt64 {
        (self << count) | (self >> (64 - count))
    }
}
