import Synchronization

/// Inflation with a hard output limit, so a small hostile input cannot expand without bound.
///
/// libdeflate inflates a whole stream into a buffer it is given, in far fewer instructions than
/// zlib's `inflateInit` and chunked `inflate` on a token (BENCHMARKS.md). The buffer is a pooled
/// one of 64 KiB, the most any state token may inflate to, so a call allocates nothing but its
/// result; a bomb fills the buffer up to the limit and stops there.
public enum Decompressor {
    public enum Failure: Error, Equatable, Sendable {
        case malformed
        case tooLarge(limit: Int)
    }

    /// The pooled output buffer's size: `StateTokenLimits.maxInflatedBytes`, the largest limit
    /// the server inflates under.
    static let pooledOutputBytes = 64 * 1024

    /// At most one inflater per thread inflating at once is ever made; more than 16 idle are freed.
    private static let pool = Mutex<[Inflater]>([])

    /// Inflates zlib data (RFC 1950). Throws `.tooLarge` when the output would pass `limit`,
    /// without allocating or writing past it, and `.malformed` for anything but one whole stream.
    public static func inflate(_ input: [UInt8], limit: Int) throws(Failure) -> [UInt8] {
        let inflater = pool.withLock { $0.popLast() } ?? Inflater()
        defer { pool.withLock { if $0.count < 16 { $0.append(inflater) } } }
        return try inflate(input, limit: limit, with: inflater)
    }

    /// `inflate(_:limit:)` with a given inflater, which the tests count allocations around.
    static func inflate(_ input: [UInt8], limit: Int, with inflater: Inflater) throws(Failure) -> [UInt8] {
        precondition(limit >= 0, "a limit is a number of bytes")
        return try input.withUnsafeBufferPointer { (bytes) throws(Failure) in
            let source = UnsafeRawBufferPointer(bytes)
            let pooled = UnsafeMutableRawBufferPointer(
                rebasing: inflater.output[..<min(limit, inflater.output.count)])
            switch inflater.decompressor.inflate(source, into: pooled) {
            case .inflated(let count):
                return [UInt8](exactCopyOf: UnsafeRawBufferPointer(rebasing: pooled[..<count]))
            case .malformed: throw .malformed
            case .tooLarge where pooled.count == limit: throw .tooLarge(limit: limit)
            case .tooLarge: return try inflate(source, upTo: limit, with: inflater.decompressor)
            }
        }
    }

    /// The rare case of more than the pooled buffer under a larger limit (no limit of the
    /// server's): again, into an array of the limit's capacity. That is one allocation of at most
    /// the limit, touched only as far as the output goes, and returned as it is, since a copy
    /// would hold the output twice.
    private static func inflate(
        _ source: UnsafeRawBufferPointer, upTo limit: Int, with decompressor: LibdeflateDecompressor
    ) throws(Failure) -> [UInt8] {
        var failure: Failure?
        let output = [UInt8](unsafeUninitializedCapacity: limit) { buffer, initialized in
            switch decompressor.inflate(source, into: UnsafeMutableRawBufferPointer(buffer)) {
            case .inflated(let count): initialized = count
            case .tooLarge: failure = .tooLarge(limit: limit)
            case .malformed: failure = .malformed
            }
        }
        if let failure { throw failure }
        return output
    }

    /// A decompressor and its output buffer, owned by one caller at a time.
    final class Inflater: @unchecked Sendable {
        let decompressor = LibdeflateDecompressor()
        let output = UnsafeMutableRawBufferPointer.allocate(byteCount: pooledOutputBytes, alignment: 16)

        deinit { output.deallocate() }
    }
}
