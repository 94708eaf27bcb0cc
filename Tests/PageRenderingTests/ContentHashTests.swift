import Digests
import TestSupport
import Testing

@testable import PageRendering

/// CSP hash sources, remembered by the bytes they hash: the same answers as hashing afresh, and
/// a memory bound that drops everything rather than grow.
@Suite struct ContentHashTests {
    static func fresh(_ text: String) -> String {
        "sha256-" + Base64.encoded(SHA256.digest(Array(text.utf8)))
    }

    @Test func rememberedSourcesAreTheHashes() {
        let styles = [
            "", "left:0px;top:44px", "left:0px;top:44px;", "color:rgba(0,0,0,1)", "é✓",
            String(repeating: "x", count: 300),
        ]
        for _ in 0..<3 {
            for style in styles {
                #expect(ContentHash.sha256Source(of: style) == Self.fresh(style), "\(style)")
            }
        }
    }

    /// Keys that differ in one byte at any position, or only in length, never share a source.
    @Test func nearKeysStayApart() {
        let memo = HashSourceMemo(capacityBytes: 1 << 20)
        var base = Array("left:12px;top:44px;width:320px;height:44px".utf8)
        let original = base
        for index in base.indices {
            base[index] ^= 1
            base.withUnsafeBufferPointer { memo.insert("changed \(index)", for: $0) }
            base[index] ^= 1
        }
        original.withUnsafeBufferPointer { #expect(memo.value(for: $0) == nil) }
        original.dropLast().withUnsafeBufferPointer { #expect(memo.value(for: $0) == nil) }
        for index in base.indices {
            base[index] ^= 1
            base.withUnsafeBufferPointer { #expect(memo.value(for: $0) == "changed \(index)") }
            base[index] ^= 1
        }
    }

    @Test func theBoundDropsEverythingRatherThanGrow() {
        let memo = HashSourceMemo(capacityBytes: 4096)
        for number in 0..<1000 {
            let key = Array("style \(number)".utf8)
            key.withUnsafeBufferPointer { memo.insert("source \(number)", for: $0) }
            #expect(memo.count <= 4096 / 64)
        }
        // The newest survives the last drop; the oldest is gone.
        Array("style 999".utf8).withUnsafeBufferPointer { #expect(memo.value(for: $0) == "source 999") }
        Array("style 0".utf8).withUnsafeBufferPointer { #expect(memo.value(for: $0) == nil) }
    }

    /// Sorted as strings and each once, whatever the order and repeats, ties in the first
    /// fifteen bytes included, and sources of another kind sorted the plain way.
    @Test func sourcesAreSortedAsStringsEachOnce() {
        var generator = SplitMix64(seed: 16)
        let sources = (0..<40).map { ContentHash.sha256Source(of: "style \($0)") }
        let tied = ["sha256-AAAAAAAAb", "sha256-AAAAAAAAa", "sha256-AAAAAAAA", "sha256-AAAAAAAAa"]
        for round in 0..<50 {
            var list = (0..<Int.random(in: 0..<60, using: &generator)).map { _ in
                sources.randomElement(using: &generator)!
            }
            if round % 5 == 0 { list += tied }
            list.shuffle(using: &generator)
            #expect(ContentHash.sortedUnique(list) == Array(Set(list)).sorted())
        }
        let mixed = ["sha256-b", "'self'", "sha256-AAAAAAAAAAAAAAA", "sha256-b"]
        #expect(ContentHash.sortedUnique(mixed) == ["'self'", "sha256-AAAAAAAAAAAAAAA", "sha256-b"])
    }
}
