import CIsal
import Synchronization

// The only file that talks to ISA-L's igzip, which gzips a demo page in about half the
// instructions of libdeflate's level 1 (270 K against 541 K for a 24 KB page, bench/page-instructions.sh)
// at a size 4 % larger: the level 1 of the server's gzip bodies, where a page never seen before
// is compressed once per request.

/// igzip's level 1, one whole buffer at a time, stateless: no stream to set up or pool, only an
/// output buffer per caller.
final class IgzipCompressors: Sendable {
    private let scratches = Mutex<[Scratch]>([])

    /// RFC 1952 data of `input`, in an array of its exact size.
    func compress(_ input: [UInt8]) -> [UInt8] {
        let scratch = scratches.withLock { $0.popLast() } ?? Scratch()
        defer { scratches.withLock { if $0.count < 16 { $0.append(scratch) } } }
        return input.withUnsafeBytes { source in
            let bound = Self.bound(source.count)
            let large = bound > scratch.bytes.count
            let output =
                large ? UnsafeMutableRawBufferPointer.allocate(byteCount: bound, alignment: 16) : scratch.bytes
            defer { if large { output.deallocate() } }
            var stream = isal_zstream()
            isal_deflate_stateless_init(&stream)
            stream.level = 1
            stream.gzip_flag = UInt16(IGZIP_GZIP)
            stream.end_of_stream = 1
            stream.flush = UInt16(NO_FLUSH)
            // igzip reads no byte of an empty input, but wants a pointer all the same.
            stream.next_in = UnsafeMutablePointer(
                mutating: (source.baseAddress ?? UnsafeRawPointer(scratch.bytes.baseAddress!))
                    .assumingMemoryBound(to: UInt8.self))
            stream.avail_in = UInt32(source.count)
            stream.next_out = output.baseAddress!.assumingMemoryBound(to: UInt8.self)
            stream.avail_out = UInt32(output.count)
            let result = isal_deflate_stateless(&stream)
            precondition(result == COMP_OK, "igzip's stated bound holds any input (result \(result))")
            return [UInt8](exactCopyOf: UnsafeRawBufferPointer(rebasing: output[..<Int(stream.total_out)]))
        }
    }

    /// The most bytes igzip writes for `count` bytes: the input in stored blocks (5 bytes of
    /// header per 65,535) inside gzip's 18 bytes, as igzip_lib.h states, with room to spare for
    /// its word-sized writes.
    static func bound(_ count: Int) -> Int {
        count + 5 * (count / 65_535 + 1) + 18 + 64
    }

    /// An output buffer owned by one caller at a time. 64 KiB holds the worst case of a body of up
    /// to 65,400 bytes (a demo page is 24 KB), so a page is compressed without an allocation but
    /// for its result.
    private final class Scratch: @unchecked Sendable {
        let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 * 1024, alignment: 16)
        deinit { bytes.deallocate() }
    }
}
