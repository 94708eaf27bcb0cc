/// Deflate at one level, in one wrapper. Three libraries do the work, each where it wins:
///
/// - gzip bodies at level 1, the server's default, go through ISA-L's igzip (`Igzip.swift`): a
///   never-seen demo page is compressed on every request, and igzip does it in fewer instructions
///   than libdeflate at a few percent more bytes, and faster again with a Huffman code made from
///   the server's pages (`useGzipCode(madeFrom:)`; figures in BENCHMARKS.md, "Figures behind
///   choices in the code");
/// - gzip bodies at levels 2 to 9, chosen for size, go through libdeflate (`Libdeflate.swift`),
///   which compresses a whole buffer faster than zlib and smaller at the same level;
/// - zlib-wrapped data (state tokens) and `compress(streaming:)` stay with zlib (`Zlib.swift`):
///   a token is a URL that links and fixtures hold, so its bytes must not change, and libdeflate
///   cannot take its input in pieces.
///
/// Both keep their compressors in pools, because making one costs more than compressing a page
/// (docs/design.md, “Caches and memory”).
public final class Compressor: Sendable {
    public enum Format: Sendable {
        /// RFC 1952, for `Content-Encoding: gzip`.
        case gzip
        /// RFC 1950, for compact tokens.
        case zlib

        var windowBits: Int32 {
            switch self {
            case .gzip: 15 + 16
            case .zlib: 15
            }
        }
    }

    public let level: Int32
    public let format: Format
    /// Empty until first used, like `streams`: a gzip compressor streams only if asked to.
    private let libdeflateCompressors: LibdeflateCompressors
    private let igzipCompressors = IgzipCompressors()
    private let streams: ZlibStreams

    public init(level: Int, format: Format = .gzip) {
        precondition((1...9).contains(level), "the configuration validates the level")
        self.level = Int32(level)
        self.format = format
        libdeflateCompressors = LibdeflateCompressors(level: Int32(level))
        streams = ZlibStreams(level: Int32(level), windowBits: format.windowBits)
    }

    /// The CRC-32 of `bytes` (ISO 3309, as PNG chunks and gzip use it), continuing from `crc`.
    public static func crc32(_ bytes: UnsafeRawBufferPointer, continuing crc: UInt32 = 0) -> UInt32 {
        ZlibStreams.crc32(bytes, continuing: crc)
    }

    /// The compressed bytes, in an array of their exact size (up to malloc's 16-byte rounding):
    /// callers keep them in caches, which count capacity, not count.
    public func compress(_ input: [UInt8]) -> [UInt8] {
        switch format {
        case .gzip where level == 1: igzipCompressors.compress(input)
        case .gzip: libdeflateCompressors.compress(input)
        case .zlib: streams.compress(input)
        }
    }

    /// Makes gzip at level 1 faster from now on: igzip's level 0, with a Huffman code made from
    /// `samples` of what it will compress (the server's own pages), in place of its level 1.
    /// Bodies like the samples come out about as small as at level 1, in less time; others at
    /// most a little larger (BENCHMARKS.md has the figures). Other levels and formats are
    /// unchanged. Call it before compressing anything whose bytes must stay the same, as a
    /// server does at start: the same samples always make the same code.
    public func useGzipCode(madeFrom samples: [[UInt8]]) {
        guard format == .gzip, level == 1 else { return }
        igzipCompressors.useHuffmanCode(madeFrom: samples)
    }

    /// Deflates what `produce` writes, chunk by chunk, so that a large input (an image's rows)
    /// is never held whole. Each chunk is consumed before `write` returns.
    public func compress(streaming produce: (_ write: (UnsafeRawBufferPointer) -> Void) -> Void) -> [UInt8] {
        streams.compress(streaming: produce)
    }
}

extension Array where Element == UInt8 {
    /// A copy of `bytes` in an allocation of their size: a compressor's output buffer is sized
    /// for the worst case, which a cached body would otherwise keep for its whole life.
    init(exactCopyOf bytes: UnsafeRawBufferPointer) {
        self.init(unsafeUninitializedCapacity: bytes.count) { buffer, initialized in
            UnsafeMutableRawBufferPointer(buffer).copyMemory(from: bytes)
            initialized = bytes.count
        }
    }
}
