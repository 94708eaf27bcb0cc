import AllocationCounter
import Testing

@testable import Compression

/// `Decompressor` (libdeflate) under its hard limit: what zlib's inflate accepts comes back the
/// same, anything else is refused, and a bomb stops at the limit without allocating past it.
@Suite struct DecompressorTests {
    static func deflate(_ bytes: [UInt8], level: Int = 9) -> [UInt8] {
        Compressor(level: level, format: .zlib).compress(bytes)
    }

    static let pooled = Decompressor.pooledOutputBytes

    @Test(arguments: [0, 1, 100, pooled - 1, pooled, pooled + 1, 3 << 20])
    func roundTripsAtTheLimitExactly(count: Int) throws {
        let input = Array(Samples.page(rows: count / 100 + 1).prefix(count))
        let stream = Self.deflate(input, level: 1)
        #expect(try Decompressor.inflate(stream, limit: count) == input)
        #expect(try Decompressor.inflate(stream, limit: count + 1) == input)
        #expect(try Decompressor.inflate(stream, limit: 1 << 22) == input)
        if count > 0 {
            #expect(throws: Decompressor.Failure.tooLarge(limit: count - 1)) {
                try Decompressor.inflate(stream, limit: count - 1)
            }
        }
    }

    @Test func largeNoiseComesBackWhole() throws {
        let noise = Samples.noise(count: 3 << 20)
        #expect(try Decompressor.inflate(Self.deflate(noise, level: 1), limit: noise.count) == noise)
    }

    /// Under the pooled buffer, a result is copied out at its size; tokens are kept in caches
    /// only as they decode, but a page's worth of spare capacity per call would add up.
    @Test func resultsUnderThePooledBufferHaveNoSpareCapacity() throws {
        let page = Samples.page(rows: 100)
        let output = try Decompressor.inflate(Self.deflate(page), limit: Self.pooled)
        #expect(output == page)
        // Array capacity is what malloc gave: the size rounded to 16 bytes, or a free chunk up to 31
        // bytes larger that glibc does not split; far from the 64 KiB buffer the bytes came from.
        #expect(output.capacity - output.count < 48)
    }

    @Test(arguments: [pooled, 1 << 20])
    func aBombStopsAtTheLimit(limit: Int) throws {
        let bomb = Self.deflate([UInt8](repeating: 0, count: 8 << 20))
        #expect(bomb.count < 16 * 1024)
        #expect(throws: Decompressor.Failure.tooLarge(limit: limit)) { try Decompressor.inflate(bomb, limit: limit) }
    }

    /// Bytes asked of malloc while a bomb is refused by an inflater already made (the pool's,
    /// which other tests may hold at the time): no buffer up to the pooled buffer's size, and
    /// one array of the limit above it, never more. zlib's inflate asked for 55 KiB and more.
    @Test(
        .enabled(if: mp_counts_allocations() != 0, "allocations are counted on glibc only, without sanitizers"),
        arguments: [1024, pooled, 1 << 20])
    func aBombIsRefusedWithoutAllocatingPastTheLimit(limit: Int) throws {
        let bomb = Self.deflate([UInt8](repeating: 0, count: 8 << 20))
        let inflater = Decompressor.Inflater()
        var refusal: Decompressor.Failure?
        let before = mp_thread_allocated_bytes()
        // A typed `do`, not `#expect(throws:)`, which would box the error on the heap.
        do throws(Decompressor.Failure) {
            _ = try Decompressor.inflate(bomb, limit: limit, with: inflater)
        } catch {
            refusal = error
        }
        let allocated = Int(mp_thread_allocated_bytes() - before)
        #expect(refusal == .tooLarge(limit: limit))
        // Swift Testing records a backtrace of every throw: 136 bytes here, up to 1 KiB deeper.
        let harness = 1024
        let buffers = limit > Self.pooled ? limit + 32 : 0
        #expect(allocated <= buffers + harness, "\(allocated) bytes under a limit of \(limit)")
    }

    @Test func anythingButOneWholeZlibStreamIsMalformed() throws {
        let page = Samples.page(rows: 20)
        let stream = Self.deflate(page)
        var corrupt: [(String, [UInt8])] = [
            ("empty", []),
            ("garbage", [1, 2, 3, 4, 5, 6, 7, 8]),
            ("trailing byte", stream + [0]),
            ("a second stream after it", stream + stream),
            ("gzip", Compressor(level: 1).compress(page)),
            // FDICT: a preset dictionary, which no token has.
            ("preset dictionary", [0x78, 0xBB, 0, 0, 0, 1] + stream.dropFirst(2)),
        ]
        for cut in 0..<stream.count { corrupt.append(("cut at \(cut)", Array(stream.prefix(cut)))) }
        var checksum = stream
        checksum[checksum.count - 1] ^= 1
        corrupt.append(("wrong Adler-32", checksum))
        for (name, bytes) in corrupt {
            #expect(throws: Decompressor.Failure.malformed, "\(name)") {
                try Decompressor.inflate(bytes, limit: 1 << 20)
            }
        }
    }

    /// Flipped bits in real tokens: libdeflate and zlib agree on every one, accepting the same
    /// streams with the same bytes and refusing the same others.
    @Test func libdeflateAndZlibAgreeOnDamagedStreams() throws {
        var generator = Samples.Generator(state: 3)
        let stream = Self.deflate(Samples.page(rows: 40))
        var disagreements: [String] = []
        for trial in 0..<2_000 {
            var damaged = stream
            for _ in 0...(trial % 3) {
                let bit = Int(generator.next() % UInt64(8 * damaged.count))
                damaged[bit / 8] ^= 1 << (bit % 8)
            }
            let ours = Result { () throws(Decompressor.Failure) in try Decompressor.inflate(damaged, limit: 1 << 16) }
            let zlibs = Result { () throws(Decompressor.Failure) in
                try ZlibInflate.inflate(damaged, format: .zlib, limit: 1 << 16)
            }
            if ours != zlibs { disagreements.append("trial \(trial): \(ours) against zlib's \(zlibs)") }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
    }

    /// Sixteen threads inflate at once, each its own tokens: every result is the input.
    @Test func threadsInflatingAtOnceGetTheirOwnBytes() {
        let pages = (0..<4).map { Samples.page(rows: 30 + 20 * $0, seed: UInt64($0)) }
        let streams = pages.map { Self.deflate($0) }
        let mismatches = Samples.onThreads(16) { lane in
            (0..<100).filter { round in
                let which = (lane + round) % pages.count
                return (try? Decompressor.inflate(streams[which], limit: Self.pooled)) != pages[which]
            }.count
        }
        #expect(mismatches == Array(repeating: 0, count: 16))
    }
}
