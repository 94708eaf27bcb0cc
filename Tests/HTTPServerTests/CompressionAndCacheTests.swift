import Compression
import Testing

@testable import HTTPServer

@Suite struct CompressionAndCacheTests {
    @Test func zlibRoundTrip() throws {
        let input = Array(String(repeating: "accordion action-sheet dropdown ", count: 500).utf8)
        let compressor = Compressor(level: 6, format: .zlib)
        let packed = compressor.compress(input)
        #expect(packed.count < input.count / 10)
        #expect(try Decompressor.inflate(packed, limit: input.count) == input)
        // Streams are reused from the pool; a second use must not carry state from the first.
        #expect(try Decompressor.inflate(compressor.compress(input), limit: input.count) == input)
    }

    @Test func inflateStopsAtTheLimit() {
        let bomb = Compressor(level: 9, format: .zlib).compress([UInt8](repeating: 0, count: 8 << 20))
        #expect(bomb.count < 16 * 1024)
        #expect(throws: Decompressor.Failure.tooLarge(limit: 1 << 20)) {
            try Decompressor.inflate(bomb, limit: 1 << 20)
        }
    }

    @Test func inflateRejectsGarbageTruncationAndTrailingBytes() {
        let packed = Compressor(level: 1, format: .zlib).compress(Array("hello hello hello".utf8))
        #expect(throws: Decompressor.Failure.malformed) { try Decompressor.inflate([1, 2, 3, 4], limit: 100) }
        #expect(throws: Decompressor.Failure.malformed) {
            try Decompressor.inflate(Array(packed.dropLast(3)), limit: 100)
        }
        #expect(throws: Decompressor.Failure.malformed) { try Decompressor.inflate(packed + [0], limit: 100) }
    }

    @Test func cacheEvictsLeastRecentlyUsedByBytes() {
        typealias Cache = ByteBoundedCache<String, [UInt8]>
        // Each array's cost counts its capacity, which is what malloc gave: an 80-byte chunk for 40
        // bytes, or at times a 96-byte one glibc does not split (capacity 56). So each value's cost
        // is its own, and the bound is set from them: room for any two, not for all three.
        let a = [UInt8](repeating: 1, count: 40)
        let b = [UInt8](repeating: 2, count: 40)
        let c = [UInt8](repeating: 3, count: 40)
        let costA = Cache.cost(of: a, for: "a")
        let costB = Cache.cost(of: b, for: "b")
        let costC = Cache.cost(of: c, for: "c")
        let cache = Cache(capacityBytes: costA + costB + costC - 1)
        cache.insert(a, for: "a")
        cache.insert(b, for: "b")
        #expect(cache.value(for: "a") != nil)  // a is now more recent than b
        cache.insert(c, for: "c")
        #expect(cache.value(for: "b") == nil)
        #expect(cache.value(for: "a")?.first == 1)
        #expect(cache.value(for: "c")?.first == 3)
        #expect(!cache.insert([UInt8](repeating: 4, count: cache.capacityBytes), for: "huge"))
        #expect(cache.value(for: "huge") == nil)
        #expect(
            cache.statistics == Cache.Statistics(hits: 3, misses: 2, evictions: 1, bytes: costA + costC, entries: 2))
    }

    @Test func compressedBodiesHaveNoSpareCapacity() throws {
        let page = Array(String(repeating: "<div class=\"row\">Buy milk</div>", count: 800).utf8)
        for format in [Compressor.Format.gzip, .zlib] {
            let packed = Compressor(level: 1, format: format).compress(page)
            // Array capacity is what malloc gave: the size rounded to 16 bytes, or a free chunk up to 31
            // bytes larger that glibc does not split; far from the 64 KiB buffer the bytes came from.
            #expect(packed.capacity - packed.count < 48, "\(format): \(packed.capacity) for \(packed.count)")
        }
        // Output larger than the compressor's scratch buffer: gathered over several passes
        // (zlib), or written to a buffer of its input's worst case (libdeflate's gzip).
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        let noise = (0..<100_000).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 33)
        }
        for format in [Compressor.Format.gzip, .zlib] {
            let packed = Compressor(level: 1, format: format).compress(noise)
            #expect(packed.count > 64 * 1024)
            #expect(packed.capacity - packed.count < 48, "\(format): \(packed.capacity) for \(packed.count)")
        }
        #expect(
            try Decompressor.inflate(Compressor(level: 1, format: .zlib).compress(noise), limit: noise.count) == noise)
    }

    @Test func etagIsStableAndMatchesLists() {
        let tag = ETag.strong(for: Array("abc".utf8))
        #expect(tag == ETag.strong(for: Array("abc".utf8)))
        #expect(tag != ETag.strong(for: Array("abd".utf8)))
        #expect(ETag.matches("\"x\", \(tag)", tag))
        #expect(ETag.matches("W/\(tag)", tag))
        #expect(ETag.matches("*", tag))
        #expect(!ETag.matches("\"x\"", tag))
    }
}

@Suite struct AccessLogFormatTests {
    @Test func clientTextCannotForgeLinesOrSendEscapes() {
        let entry = AccessLog.Entry(
            method: "G\u{1B}ET", target: "/\u{1B}[31mred\u{07}\n127.0.0.1 GET /fake 200 0B 1µs", status: 404, bytes: 10,
            microseconds: 5, remoteAddress: "127.0.0.1")
        let line = String(decoding: AccessLog.text(entry), as: UTF8.self)
        #expect(line == "127.0.0.1 G%1BET /%1B[31mred%07%0A127.0.0.1%20GET%20/fake%20200%200B%201%C2%B5s 404 10B 5µs\n")
        let json = String(decoding: AccessLog.json(entry), as: UTF8.self)
        #expect(json.contains(#""method":"G\u001bET""#))
        #expect(json.filter { $0 == "\n" }.count == 1)
    }

    /// An error's message quotes client text (here a path holding U+202E, RIGHT-TO-LEFT OVERRIDE,
    /// which would show the rest of the line reversed): the text line holds none of it raw.
    @Test func errorMessagesKeepClientTextOutsidePrintableASCIIEncoded() {
        let entry = AccessLog.Entry(
            method: "GET", target: "/x", status: 404, bytes: 10, microseconds: 5, remoteAddress: "127.0.0.1",
            error: ("not_found", "Nothing is served at /\u{202E}gpj.exe “x”\t."))
        let line = String(decoding: AccessLog.text(entry), as: UTF8.self)
        #expect(
            line
                == "127.0.0.1 GET /x 404 10B 5µs error=not_found "
                + "\"Nothing is served at /%E2%80%AEgpj.exe %E2%80%9Cx%E2%80%9D\\t.\"\n")
    }

    @Test func jsonEscapesDeleteAndC1Controls() {
        let entry = AccessLog.Entry(
            method: "GET", target: "/\u{7F}\u{80}\u{9B}31m\u{9F}\u{A0}é\u{1B}", status: 404, bytes: 0, microseconds: 1,
            remoteAddress: "127.0.0.1")
        let json = String(decoding: AccessLog.json(entry), as: UTF8.self)
        // U+00A0 and é are printable text: they pass as they are.
        #expect(json.contains("\"path\":\"/\\u007f\\u0080\\u009b31m\\u009f\u{A0}é\\u001b\""))
    }
}
