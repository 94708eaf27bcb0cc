import CIsal
import Synchronization

// The only file that talks to ISA-L's igzip: the level 1 of the server's gzip bodies, where a page
// never seen before is compressed once per request. igzip's level 1 takes far fewer instructions
// than libdeflate's at a few more bytes. Its level 0 is faster again but writes with igzip's
// generic Huffman code, which is larger; with a code made from the server's own pages
// (`useHuffmanCode(madeFrom:)`) it comes close to level 1's size. The figures are in
// BENCHMARKS.md ("Figures behind choices in the code").

/// igzip, one whole buffer at a time, stateless: no stream to set up or pool, only an output
/// buffer per caller. Level 1 until a Huffman code is given, then level 0 with that code.
final class IgzipCompressors: Sendable {
    private let scratches = Mutex<[Scratch]>([])
    private let huffmanCode = Mutex<HuffmanTables?>(nil)

    /// From now on, compresses at level 0 with a Huffman code made from the symbols igzip's
    /// level 0 finds in `samples`: every literal, length and distance gets a code, so any input
    /// can still be compressed; inputs like the samples get short codes. The same samples make
    /// the same code, so servers started alike write the same bytes for the same body.
    func useHuffmanCode(madeFrom samples: [[UInt8]]) {
        let histogram = UnsafeMutablePointer<isal_huff_histogram>.allocate(capacity: 1)
        defer { histogram.deallocate() }
        UnsafeMutableRawPointer(histogram).initializeMemory(
            as: UInt8.self, repeating: 0, count: MemoryLayout<isal_huff_histogram>.size)
        for sample in samples {
            var sample = sample
            sample.withUnsafeMutableBufferPointer { bytes in
                // igzip reads no byte of an empty input, but wants a pointer all the same.
                guard let base = bytes.baseAddress else { return }
                isal_update_histogram(base, Int32(clamping: bytes.count), histogram)
            }
        }
        let tables = HuffmanTables()
        // A code igzip cannot make (it reports one, never for a histogram of real bytes) leaves
        // level 1 in place.
        guard isal_create_hufftables(tables.pointer, histogram) == 0 else { return }
        huffmanCode.withLock { $0 = tables }
    }

    /// RFC 1952 data of `input`, in an array of its exact size. With a Huffman code, a body that
    /// comes out at more than 7/8 of its size (data that was compressed already, such as a font,
    /// whose bytes the code was not made for) is compressed again at level 1, which never makes
    /// it much larger; text comes out at a fifth of its size or less.
    func compress(_ input: [UInt8]) -> [UInt8] {
        let scratch = scratches.withLock { $0.popLast() } ?? Scratch()
        defer { scratches.withLock { if $0.count < 16 { $0.append(scratch) } } }
        let code = huffmanCode.withLock { $0 }
        return input.withUnsafeBytes { source in
            let bound = Self.bound(source.count)
            let large = bound > scratch.bytes.count
            let output =
                large ? UnsafeMutableRawBufferPointer.allocate(byteCount: bound, alignment: 16) : scratch.bytes
            defer { if large { output.deallocate() } }
            var count = Self.compress(source, with: code, into: output, using: scratch.stream)
            if code != nil, count * 8 > source.count * 7 {
                count = Self.compress(source, with: nil, into: output, using: scratch.stream)
            }
            return [UInt8](exactCopyOf: UnsafeRawBufferPointer(rebasing: output[..<count]))
        }
    }

    /// Level 0 with `code`, or level 1 without one; the size written to `output`. `stream` is
    /// reused: igzip's stateless compression sets up what it reads of it, and making one as a
    /// Swift value would clear all its 80 KiB (its window buffer) for every body.
    private static func compress(
        _ source: UnsafeRawBufferPointer, with code: HuffmanTables?, into output: UnsafeMutableRawBufferPointer,
        using stream: UnsafeMutablePointer<isal_zstream>
    ) -> Int {
        isal_deflate_stateless_init(stream)
        if let code {
            stream.pointee.level = 0
            _ = isal_deflate_set_hufftables(stream, code.pointer, Int32(IGZIP_HUFFTABLE_CUSTOM))
        } else {
            stream.pointee.level = 1
        }
        stream.pointee.gzip_flag = UInt16(IGZIP_GZIP)
        stream.pointee.end_of_stream = 1
        stream.pointee.flush = UInt16(NO_FLUSH)
        // igzip reads no byte of an empty input, but wants a pointer all the same.
        stream.pointee.next_in = UnsafeMutablePointer(
            mutating: (source.baseAddress ?? UnsafeRawPointer(output.baseAddress!)).assumingMemoryBound(to: UInt8.self))
        stream.pointee.avail_in = UInt32(source.count)
        stream.pointee.next_out = output.baseAddress!.assumingMemoryBound(to: UInt8.self)
        stream.pointee.avail_out = UInt32(output.count)
        let result = withExtendedLifetime(code) { isal_deflate_stateless(stream) }
        precondition(result == COMP_OK, "igzip's stated bound holds any input (result \(result))")
        return Int(stream.pointee.total_out)
    }

    /// The most bytes igzip writes for `count` bytes: the input in stored blocks (5 bytes of
    /// header per 65,535) inside gzip's 18 bytes, as igzip_lib.h states, with room to spare for
    /// its word-sized writes and a custom code's block header.
    static func bound(_ count: Int) -> Int {
        count + 5 * (count / 65_535 + 1) + 18 + Int(ISAL_DEF_MAX_HDR_SIZE) + 64
    }

    /// An output buffer and a stream, owned by one caller at a time. 64 KiB holds the worst case of a body of up
    /// to 65,000 bytes (a demo page is 24 KB), so a page is compressed without an allocation but
    /// for its result.
    private final class Scratch: @unchecked Sendable {
        let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 * 1024, alignment: 16)
        /// igzip's stream, cleared once when made.
        let stream: UnsafeMutablePointer<isal_zstream> = {
            let stream = UnsafeMutablePointer<isal_zstream>.allocate(capacity: 1)
            UnsafeMutableRawPointer(stream).initializeMemory(
                as: UInt8.self, repeating: 0, count: MemoryLayout<isal_zstream>.size)
            return stream
        }()

        deinit {
            bytes.deallocate()
            stream.deallocate()
        }
    }

    /// A Huffman code in igzip's form, read by any number of compressions at once, never changed.
    private final class HuffmanTables: @unchecked Sendable {
        let pointer = UnsafeMutablePointer<isal_hufftables>.allocate(capacity: 1)
        deinit { pointer.deallocate() }
    }
}
