import CZlib
import Synchronization

/// The only file that talks to zlib: the deflate streams behind state tokens and
/// `Compressor.compress(streaming:)`, the CRC-32, and zlib's own inflate, the reference decoder
/// the tests read every other deflate stream back with.
///
/// Streams are pooled because `deflateInit2` allocates and clears about 256 KiB of window and
/// hash tables, more work than compressing a typical token or page.
final class ZlibStreams: Sendable {
    private let level: Int32
    private let windowBits: Int32
    private let pool = Mutex<[StreamBox]>([])

    init(level: Int32, windowBits: Int32) {
        self.level = level
        self.windowBits = windowBits
    }

    static func crc32(_ bytes: UnsafeRawBufferPointer, continuing crc: UInt32) -> UInt32 {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return crc }
        return UInt32(CZlib.crc32(uLong(crc), base.assumingMemoryBound(to: Bytef.self), uInt(bytes.count)))
    }

    func compress(_ input: [UInt8]) -> [UInt8] {
        let box = pool.withLock { $0.popLast() } ?? StreamBox(level: level, windowBits: windowBits)
        defer { recycle(box) }
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
                    output = box.scratch.withUnsafeBytes {
                        [UInt8](exactCopyOf: UnsafeRawBufferPointer(rebasing: $0[..<written]))
                    }
                } else {
                    output.append(contentsOf: box.scratch[..<written])
                    if status == Z_STREAM_END { output = output.withUnsafeBytes { [UInt8](exactCopyOf: $0) } }
                }
            }
        }
        return output
    }

    func compress(streaming produce: (_ write: (UnsafeRawBufferPointer) -> Void) -> Void) -> [UInt8] {
        let box = pool.withLock { $0.popLast() } ?? StreamBox(level: level, windowBits: windowBits)
        defer { recycle(box) }
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
        return output.withUnsafeBytes { [UInt8](exactCopyOf: $0) }
    }

    private func recycle(_ box: StreamBox) {
        deflateReset(&box.stream)
        pool.withLock { if $0.count < 16 { $0.append(box) } }
    }

    /// A deflate stream owned by one caller at a time (the pool hands it out under its lock).
    private final class StreamBox: @unchecked Sendable {
        var stream = z_stream()
        /// Where deflate writes; 16 KiB holds a token, or a typical page's body, in one pass.
        var scratch = [UInt8](repeating: 0, count: 16 * 1024)

        init(level: Int32, windowBits: Int32) {
            let status = mp_deflate_init(&stream, level, windowBits)
            precondition(status == Z_OK, "deflateInit2 fails only for invalid arguments or no memory")
        }

        deinit { deflateEnd(&stream) }
    }
}

/// zlib's inflate, chunk by chunk under a limit: the reference decoder the tests check
/// libdeflate's gzip bodies and `RunLengthDeflater`'s streams against. The server inflates with
/// `Decompressor`.
enum ZlibInflate {
    /// The bytes of the one `format` stream that is the whole of `input`; `.tooLarge` as soon as
    /// they would pass `limit`.
    static func inflate(_ input: [UInt8], format: Compressor.Format, limit: Int) throws(Decompressor.Failure)
        -> [UInt8]
    {
        var stream = z_stream()
        guard mp_inflate_init(&stream, format.windowBits) == Z_OK else { throw .malformed }
        defer { inflateEnd(&stream) }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        var status: Int32 = Z_OK
        try input.withUnsafeBufferPointer { (source) throws(Decompressor.Failure) in
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
