import CLibdeflate
import Synchronization

// The only file that talks to libdeflate, which deflates and inflates whole buffers: every body
// the server gzips and every token it inflates is one already. A libdeflate compressor or
// decompressor must not be used by two threads at once.

/// libdeflate compressors at one level, for gzip bodies. They are pooled, as zlib's streams are:
/// one costs an allocation of 198 KiB at level 1 and 653 KiB at levels 2 to 9 (libdeflate 1.14),
/// and the server compresses on one worker thread per core, so the pool holds about that many.
final class LibdeflateCompressors: Sendable {
    private let level: Int32
    private let pool = Mutex<[Box]>([])

    init(level: Int32) {
        self.level = level
    }

    /// RFC 1952 data of `input`, in an array of its exact size.
    func compress(_ input: [UInt8]) -> [UInt8] {
        let box = pool.withLock { $0.popLast() } ?? Box(level: level)
        defer { pool.withLock { if $0.count < 16 { $0.append(box) } } }
        return input.withUnsafeBytes { source in
            // libdeflate reads no byte of an empty input, but wants a pointer all the same.
            let base = source.baseAddress ?? UnsafeRawPointer(box.scratch.baseAddress!)
            // Where the worst case fits: libdeflate 1.14 compresses the whole input before it
            // finds that the output does not, so trying a smaller buffer first could do it twice.
            let bound = libdeflate_gzip_compress_bound(box.compressor, source.count)
            let large = bound > box.scratch.count
            let output = large ? UnsafeMutableRawBufferPointer.allocate(byteCount: bound, alignment: 16) : box.scratch
            defer { if large { output.deallocate() } }
            let size = libdeflate_gzip_compress(box.compressor, base, source.count, output.baseAddress, output.count)
            precondition(size > 0, "libdeflate's bound holds any input")
            return [UInt8](exactCopyOf: UnsafeRawBufferPointer(rebasing: output[..<size]))
        }
    }

    /// A compressor and the buffer it writes to, owned by one caller at a time.
    private final class Box: @unchecked Sendable {
        let compressor: OpaquePointer
        /// 64 KiB holds the worst case of a body of up to 65,400 bytes (a demo page is 24 KB), so
        /// a page is compressed without an allocation but for its result.
        let scratch = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 * 1024, alignment: 16)

        init(level: Int32) {
            guard let compressor = libdeflate_alloc_compressor(level) else {
                preconditionFailure("libdeflate_alloc_compressor fails only for a level past 12 or no memory")
            }
            self.compressor = compressor
        }

        deinit {
            libdeflate_free_compressor(compressor)
            scratch.deallocate()
        }
    }
}

/// One libdeflate decompressor (11 KiB), for zlib data. `Decompressor` pools them.
final class LibdeflateDecompressor: @unchecked Sendable {
    enum Outcome: Equatable {
        /// The stream was the whole input and is `count` bytes long, the first bytes of `output`.
        case inflated(count: Int)
        /// The stream would pass the output buffer; nothing past its end was written.
        case tooLarge
        /// Not zlib data: bad header, corrupt, truncated, a wrong Adler-32, or bytes after the end.
        case malformed
    }

    private let decompressor: OpaquePointer

    init() {
        guard let decompressor = libdeflate_alloc_decompressor() else {
            preconditionFailure("libdeflate_alloc_decompressor fails only for no memory")
        }
        self.decompressor = decompressor
    }

    deinit { libdeflate_free_decompressor(decompressor) }

    /// Inflates `input`, which must be exactly one zlib stream (RFC 1950), into `output`.
    func inflate(_ input: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer) -> Outcome {
        // No zlib stream is shorter than its 6 bytes of header and checksum.
        guard let source = input.baseAddress, input.count >= 6 else { return .malformed }
        var read = 0
        var written = 0
        let result = libdeflate_zlib_decompress_ex(
            decompressor, source, input.count, output.baseAddress, output.count, &read, &written)
        switch result {
        case LIBDEFLATE_SUCCESS: return read == input.count ? .inflated(count: written) : .malformed
        case LIBDEFLATE_INSUFFICIENT_SPACE: return .tooLarge
        default: return .malformed
        }
    }
}
