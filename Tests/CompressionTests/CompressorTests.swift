import Testing

@testable import Compression

/// gzip bodies come from igzip at level 1 and libdeflate above it; zlib's own inflate, which
/// browsers' decoders agree with, reads every one back (header, blocks, CRC-32 and length). zlib
/// data stays zlib's.
@Suite struct CompressorTests {
    static func gunzip(_ body: [UInt8], limit: Int) throws -> [UInt8] {
        try ZlibInflate.inflate(body, format: .gzip, limit: limit)
    }

    static let inputs: [(name: String, bytes: [UInt8])] = [
        ("empty", []),
        ("one byte", [42]),
        ("a page", Samples.page()),
        // Past what the compressor's 64 KiB buffer holds: written to a buffer of its own.
        ("noise", Samples.noise(count: 100_000)),
        ("40,000 small pages", [[UInt8]](repeating: Samples.page(rows: 1), count: 40_000).flatMap { $0 }),
    ]

    @Test(arguments: 0..<inputs.count)
    func bodiesReadBackThroughZlib(index: Int) throws {
        let (name, input) = Self.inputs[index]
        let body = Compressor(level: 1).compress(input)
        #expect(try Self.gunzip(body, limit: input.count) == input, "\(name)")
        // Array capacity is what malloc gave: the size rounded to 16 bytes, or a free chunk up to 31
        // bytes larger that glibc does not split; far from the 64 KiB buffer the bytes came from.
        #expect(body.capacity - body.count < 48, "\(name): \(body.capacity) for \(body.count)")
    }

    @Test(arguments: 1...9)
    func everyLevelReadsBack(level: Int) throws {
        let page = Samples.page()
        #expect(try Self.gunzip(Compressor(level: level).compress(page), limit: page.count) == page)
    }

    /// RFC 1952's frame, as a browser checks it: magic, deflate, no flags; the trailer's CRC-32
    /// and length of the input.
    @Test func theFrameIsGzips() {
        let page = Samples.page()
        let body = Compressor(level: 1).compress(page)
        #expect(Array(body.prefix(4)) == [0x1F, 0x8B, 8, 0])
        let trailer = body.suffix(8).map(UInt32.init)
        let crc = trailer[0] | trailer[1] << 8 | trailer[2] << 16 | trailer[3] << 24
        let length = trailer[4] | trailer[5] << 8 | trailer[6] << 16 | trailer[7] << 24
        #expect(crc == page.withUnsafeBytes { Compressor.crc32($0) })
        #expect(length == UInt32(page.count))
    }

    /// Neither library that serves the bodies costs bytes against zlib at level 1, the server's:
    /// igzip's level 1 (the bodies) and libdeflate's (the levels above it) are both smaller.
    /// (From level 4 up, zlib's are a few bytes smaller on some pages.)
    @Test func bodiesAreSmallerThanZlibsAtLevelOne() {
        let page = Samples.page()
        let zlibs = ZlibStreams(level: 1, windowBits: Compressor.Format.gzip.windowBits).compress(page)
        #expect(Compressor(level: 1).compress(page).count < zlibs.count)
        #expect(LibdeflateCompressors(level: 1).compress(page).count < zlibs.count)
    }

    /// igzip's bound is what it writes at most: incompressible input of every size around a
    /// stored block's 65,535 bytes and the scratch buffer's 64 KiB fits it.
    @Test(arguments: [0, 1, 65_400, 65_535, 65_536, 131_071, 131_072])
    func igzipsBoundHoldsIncompressibleInput(count: Int) throws {
        let noise = Samples.noise(count: count)
        let body = IgzipCompressors().compress(noise)
        #expect(body.count <= IgzipCompressors.bound(count))
        #expect(try Self.gunzip(body, limit: count) == noise)
    }

    /// A pooled compressor keeps nothing from the body before: the same input gives the same
    /// bytes whatever was compressed in between, and the bytes of a compressor never used.
    @Test func pooledCompressorsCarryNoState() {
        let compressor = Compressor(level: 1)
        let page = Samples.page()
        let first = compressor.compress(page)
        _ = compressor.compress(Samples.noise(count: 50_000))
        _ = compressor.compress(Samples.page(seed: 2))
        #expect(compressor.compress(page) == first)
        #expect(Compressor(level: 1).compress(page) == first)
    }

    /// Sixteen threads share one compressor, each with inputs of its own: every body is the
    /// one a single thread makes.
    @Test func threadsSharingACompressorGetTheSameBodies() {
        let compressor = Compressor(level: 1)
        let pages = (0..<4).map { Samples.page(rows: 100 + 50 * $0, seed: UInt64($0)) }
        let expected = pages.map { Compressor(level: 1).compress($0) }
        let mismatches = Samples.onThreads(16) { lane in
            (0..<40).filter { round in
                let which = (lane + round) % pages.count
                return compressor.compress(pages[which]) != expected[which]
            }.count
        }
        #expect(mismatches == Array(repeating: 0, count: 16))
    }

    /// Tokens stay zlib's, at level 9: links and fixtures hold their bytes. These are what zlib
    /// 1.2.13 gives (Python's `zlib.compress(json, 9)` agrees).
    @Test func zlibDataIsZlibsOwnBytes() {
        let json = Array(#"{"menu":"accordion","state":{"isOpen":true,"items":["Buy milk","Buy milk"]},"v":1}"#.utf8)
        #expect(
            Compressor(level: 9, format: .zlib).compress(json) == [
                0x78, 0xDA, 0xAB, 0x56, 0xCA, 0x4D, 0xCD, 0x2B, 0x55, 0xB2, 0x52, 0x4A, 0x4C, 0x4E, 0xCE, 0x2F, 0x4A,
                0xC9, 0xCC, 0xCF, 0x53, 0xD2, 0x51, 0x2A, 0x2E, 0x49, 0x2C, 0x49, 0x55, 0xB2, 0xAA, 0x56, 0xCA, 0x2C,
                0xF6, 0x2F, 0x48, 0xCD, 0x53, 0xB2, 0x2A, 0x29, 0x2A, 0x4D, 0xD5, 0x51, 0xCA, 0x2C, 0x49, 0xCD, 0x2D,
                0x56, 0xB2, 0x8A, 0x56, 0x72, 0x2A, 0xAD, 0x54, 0xC8, 0xCD, 0xCC, 0xC9, 0x06, 0x2A, 0x85, 0x33, 0x63,
                0x6B, 0x75, 0x94, 0xCA, 0x94, 0xAC, 0x0C, 0x6B, 0x01, 0x7E, 0xE3, 0x1B, 0x14,
            ])
    }
}
