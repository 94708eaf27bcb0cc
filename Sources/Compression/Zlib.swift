import CZlib
import Synchronization

/// The only file that talks to zlib. Compression reuses deflate streams from a small pool,
/// because setting one up costs more than compressing a page (docs/design.md, “Caches and memory”).
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
    private let pool = Mutex<[StreamBox]>([])

    public init(level: Int, format: Format = .gzip) {
        precondition((1...9).contains(level), "the configuration validates the level")
        self.level = Int32(level)
        self.format = format
    }

    /// The CRC-32 of `bytes` (ISO 3309, as PNG chunks and gzip use it), continuing from `crc`.
    public static func crc32(_ bytes: UnsafeRawBufferPointer, continuing crc: UInt32 = 0) -> UInt32 {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return crc }
        return UInt32(CZlib.crc32(uLong(crc), base.assumingMemoryBound(to: Bytef.self), uInt(bytes.count)))
    }

    /// The compressed bytes, in an array of their exact size (up to malloc's 16-byte rounding):
    /// callers keep them in caches, which count capacity, not count.
    public func compress(_ input: [UInt8]) -> [UInt8] {
        let box =
            pool.withLock { $0.popLast() }
            ?? StreamBox(level: level, windowBits: format.windowBits)
        defer {
            deflateReset(&box.stream)
            pool.withLock { if $0.count < 16 { $0.append(box) } }
        }
        // Deflate into the stream's scratch buffer, then copy out exactly what was written: sizing
        // the result by deflateBound would keep about the input's size for the life of the array.
        var output: [UInt8] = []
        input.withUnsafeBufferPointer { source in
            box.stream.next_in = UnsafeMutablePointer(mutating: source.baseAddress)
            box.stream.avail_in = uInt(source.count)
            var status = Z_OK
            while status != Z_STREAM_END {
                let written = box.scratch.withUnsafeMutableBufferPointer { scratch in
                    box.stream.next_out = scratch.baseAddress
                    box.stream.avail_out = uInt(scratch.count)
                    status = deflate(&box.stream, Z_FINISH)
                    precondition(status == Z_OK || status == Z_STREAM_END, "deflate with Z_FINISH and room to write")
                    return scratch.count - Int(box.stream.avail_out)
                }
                if status == Z_STREAM_END && output.isEmpty {
                    output = Self.exactCopy(box.scratch[..<written])
                } else {
                    output.append(contentsOf: box.scratch[..<written])
                    if status == Z_STREAM_END { output = Self.exactCopy(output[...]) }
                }
            }
        }
        return output
    }

    /// Deflates what `produce` writes, chunk by chunk, so that a large input (an image's rows)
    /// is never held whole. Each chunk is consumed before `write` returns.
    public func compress(streaming produce: (_ write: (UnsafeRawBufferPointer) -> Void) -> Void) -> [UInt8] {
        let box =
            pool.withLock { $0.popLast() }
            ?? StreamBox(level: level, windowBits: format.windowBits)
        defer {
            deflateReset(&box.stream)
            pool.withLock { if $0.count < 16 { $0.append(box) } }
        }
        var output: [UInt8] = []
        func run(_ flush: Int32) {
            var status = Z_OK
            repeat {
                let written = box.scratch.withUnsafeMutableBufferPointer { scratch in
                    box.stream.next_out = scratch.baseAddress
                    box.stream.avail_out = uInt(scratch.count)
                    status = deflate(&box.stream, flush)
                    precondition(status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR, "deflate")
                    return scratch.count - Int(box.stream.avail_out)
                }
                output.append(contentsOf: box.scratch[..<written])
            } while flush == Z_FINISH ? status != Z_STREAM_END : box.stream.avail_in > 0 || box.stream.avail_out == 0
        }
        produce { chunk in
            guard let base = chunk.baseAddress, !chunk.isEmpty else { return }
            box.stream.next_in = UnsafeMutablePointer(mutating: base.assumingMemoryBound(to: Bytef.self))
            box.stream.avail_in = uInt(chunk.count)
            run(Z_NO_FLUSH)
        }
        box.stream.next_in = nil
        box.stream.avail_in = 0
        run(Z_FINISH)
        return Self.exactCopy(output[...])
    }

    private static func exactCopy(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: bytes.count) { buffer, initialized in
            initialized = buffer.initialize(fromContentsOf: bytes)
        }
    }

    /// A deflate stream owned by one caller at a time (the pool hands it out under its lock).
    private final class StreamBox: @unchecked Sendable {
        var stream = z_stream()
        /// Where deflate writes; 16 KiB holds a typical page's gzip body (about 3.4 KB here) in one pass.
        var scratch = [UInt8](repeating: 0, count: 16 * 1024)

        init(level: Int32, windowBits: Int32) {
            let status = mp_deflate_init(&stream, level, windowBits)
            precondition(status == Z_OK, "deflateInit2 fails only for invalid arguments or no memory")
        }

        deinit { deflateEnd(&stream) }
    }
}

/// Inflation with a hard output limit, so a small hostile input cannot expand without bound.
public enum Decompressor {
    public enum Failure: Error, Equatable, Sendable {
        case malformed
        case tooLarge(limit: Int)
    }

    /// Inflates zlib data (RFC 1950). Stops and throws as soon as the output would pass `limit`.
    public static func inflate(_ input: [UInt8], limit: Int) throws(Failure) -> [UInt8] {
        var stream = z_stream()
        guard mp_inflate_init(&stream, 15) == Z_OK else { throw .malformed }
        defer { inflateEnd(&stream) }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        var status: Int32 = Z_OK
        try input.withUnsafeBufferPointer { (source) throws(Failure) in
            stream.next_in = UnsafeMutablePointer(mutating: source.baseAddress)
            stream.avail_in = uInt(source.count)
            repeat {
                let produced = chunk.withUnsafeMutableBufferPointer { destination in
                    stream.next_out = destination.baseAddress
                    stream.avail_out = uInt(destination.count)
                    status = CZlib.inflate(&stream, Z_NO_FLUSH)
                    return destination.count - Int(stream.avail_out)
                }
                guard status == Z_OK || status == Z_STREAM_END else { throw .malformed }
                guard output.count + produced <= limit else { throw .tooLarge(limit: limit) }
                output.append(contentsOf: chunk[..<produced])
                if status == Z_OK && produced == 0 && stream.avail_in == 0 { throw .malformed }  // truncated input
            } while status != Z_STREAM_END
        }
        guard stream.avail_in == 0 else { throw .malformed }  // trailing bytes after the stream
        return output
    }
}
