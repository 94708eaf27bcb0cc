import Testing

@testable import Compression

/// gzip at level 1 with a Huffman code made from sample pages (`useGzipCode(madeFrom:)`): every
/// body still reads back, whatever bytes it holds; the code depends on the samples alone; and
/// pages like the samples stay about as small as at level 1.
@Suite struct GzipCodeTests {
    static func tuned(samples: [[UInt8]] = [Samples.page(seed: 7), Samples.page(rows: 120, seed: 8)]) -> Compressor {
        let compressor = Compressor(level: 1)
        compressor.useGzipCode(madeFrom: samples)
        return compressor
    }

    /// The inputs of `CompressorTests`, and bytes the samples never had (every byte value, noise
    /// past the 64 KiB buffer): a code made from pages still has a code for each.
    @Test(arguments: 0..<CompressorTests.inputs.count)
    func bodiesReadBackThroughZlib(index: Int) throws {
        let (name, input) = CompressorTests.inputs[index]
        let body = Self.tuned().compress(input)
        #expect(try CompressorTests.gunzip(body, limit: input.count) == input, "\(name)")
        let everyByte = (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        #expect(try CompressorTests.gunzip(Self.tuned().compress(everyByte), limit: everyByte.count) == everyByte)
    }

    /// Two compressors given the same samples write the same bytes, as replicas of one build must
    /// for a body they tag alike; other samples make another code.
    @Test func theSameSamplesMakeTheSameBytes() {
        let page = Samples.page(seed: 3)
        #expect(Self.tuned().compress(page) == Self.tuned().compress(page))
        #expect(Self.tuned().compress(page) != Self.tuned(samples: [Samples.noise(count: 30_000)]).compress(page))
    }

    /// Bytes the code was not made for that do not compress (a font, noise) are compressed at
    /// level 1 instead: no larger than without the code.
    @Test func dataThatDoesNotCompressIsWrittenAsAtLevelOne() {
        let noise = Samples.noise(count: 40_000)
        #expect(Self.tuned().compress(noise) == Compressor(level: 1).compress(noise))
        #expect(Self.tuned().compress(noise).count < noise.count + 100)
    }

    /// A page like the samples: within 3 % of level 1's size (igzip's level 0 with its generic
    /// code was 11 % larger on demo pages); and samples change nothing at other levels or for zlib.
    @Test func pagesLikeTheSamplesStayAsSmallAsAtLevelOne() {
        let page = Samples.page(seed: 3)
        let levelOne = Compressor(level: 1).compress(page)
        let tuned = Self.tuned().compress(page)
        #expect(Double(tuned.count) <= Double(levelOne.count) * 1.03, "\(tuned.count) against \(levelOne.count)")
        for (level, format) in [(2, Compressor.Format.gzip), (1, .zlib)] {
            let compressor = Compressor(level: level, format: format)
            let before = compressor.compress(page)
            compressor.useGzipCode(madeFrom: [page])
            #expect(compressor.compress(page) == before)
        }
    }
}
