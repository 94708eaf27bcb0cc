import Testing

@testable import HTTPServer

/// What the server reads from a request's bytes in place, without building a `Request`: each
/// answers as its `String` counterpart does.
@Suite struct RequestBytesTests {
    private func withBytes<Result>(_ text: String, _ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        var text = text
        return text.withUTF8 { body(UnsafeRawBufferPointer($0)) }
    }

    /// The reference vector of SipHash-2-4 (Aumasson and Bernstein, appendix A): the rounds that
    /// SipHash-1-3 runs fewer of are the same code.
    @Test func keyedHashIsSipHash() {
        let key = (UInt64(0x0706_0504_0302_0100), UInt64(0x0f0e_0d0c_0b0a_0908))
        let message = [UInt8](0..<15)
        let digest = message.withUnsafeBytes {
            KeyedHash.sipHash($0, key: key, compressionRounds: 2, finalizationRounds: 4)
        }
        #expect(digest == 0xa129_ca61_49be_45e5)
        let empty = [UInt8]().withUnsafeBytes {
            KeyedHash.sipHash($0, key: key, compressionRounds: 2, finalizationRounds: 4)
        }
        #expect(empty == 0x726f_db47_dd0e_0e31)
    }

    @Test func printableIsExactlyTheBytesBetweenSpaceAndDelete() {
        // Every byte value at every place of a 40-byte run (the word loop and the tail alike).
        var bytes = [UInt8](repeating: 0x41, count: 40)
        #expect(bytes.withUnsafeBytes(ASCIIScan.isPrintable))
        for position in [0, 7, 8, 15, 16, 31, 32, 39] {
            for value in 0...255 {
                bytes[position] = UInt8(value)
                let expected = value > 0x20 && value < 0x7F
                #expect(bytes.withUnsafeBytes(ASCIIScan.isPrintable) == expected, "byte \(value) at \(position)")
            }
            bytes[position] = 0x41
        }
        #expect([UInt8]().withUnsafeBytes(ASCIIScan.isPrintable))
    }

    @Test func aHeaderIsFoundAsHeadersFindsIt() {
        let fields: [(String, String)] = [
            ("host", "first.example"), ("Accept-Encoding", "gzip"), ("Host", "second.example"),
            ("IF-NONE-MATCH", "\"a\""), ("if-none-match", "\"b\""), ("X-Other", "1"),
        ]
        // The fields' bytes in one buffer, as libmicrohttpd keeps them while the scan's values are read.
        let text = fields.map { $0.0 + $0.1 }.joined()
        let headers = Headers(fields.map { (name: $0.0, value: $0.1) })
        withBytes(text) { all in
            var scan = HeaderScan()
            var offset = 0
            for (name, value) in fields {
                let nameEnd = offset + name.utf8.count
                let valueEnd = nameEnd + value.utf8.count
                scan.add(
                    name: UnsafeRawBufferPointer(rebasing: all[offset..<nameEnd]),
                    value: UnsafeRawBufferPointer(rebasing: all[nameEnd..<valueEnd]))
                offset = valueEnd
            }
            func text(_ found: HeaderScan.Found) -> String? {
                found.value.map { String(decoding: $0, as: UTF8.self) }
            }
            #expect(text(scan.host) == headers["Host"])
            #expect(text(scan.host) == "second.example")  // the exact spelling first
            #expect(text(scan.ifNoneMatch) == "\"a\"")  // else the first in any case
            #expect(text(scan.acceptEncoding) == "gzip")
            #expect(scan.contentLength.value == nil)
            #expect(scan.bytes == fields.reduce(0) { $0 + $1.0.utf8.count + $1.1.utf8.count + 4 })
        }
    }

    @Test(arguments: [
        ("\"t\"", true), ("\"t-gzip\"", true), ("W/\"t\"", true), ("W/\"t-gzip\"", true), ("*", true),
        ("\"x\", \"t\"", true), (" \"x\" ,\t\"t-gzip\" ", true), ("\"t", false), ("t", false), ("\"t-gzip", false),
        ("\"tt\"", false), ("", false), (" , ", false), ("\"T\"", false), ("W/*", true),
    ])
    func eitherEncodingsTagMatches(ifNoneMatch: String, matches: Bool) {
        for tag in ["\"t\"", "\"t-gzip\""] {
            #expect(withBytes(ifNoneMatch) { ETag.matchesEitherEncoding($0, tag) } == matches, "\(tag)")
        }
        #expect(ETag.matches(ifNoneMatch, "\"t\"") == (matches && !ifNoneMatch.contains("gzip")))
    }

    @Test func aBorrowedKeyFindsTheOwnedOne() {
        let target = "/menus/accordion?state=" + String(repeating: "AbC-_9", count: 50)
        let owned = ResponsePipeline.FinishedPageKey(target: target, gzip: true, host: "127.0.0.1:8080")
        let same = withBytes(target) { target in
            withBytes("127.0.0.1:8080") { host in
                let borrowed = ResponsePipeline.FinishedPageKey(
                    borrowingTarget: target, digest: KeyedHash.digest(target), host: host, gzip: true)
                return borrowed == owned && borrowed.hashValue == owned.hashValue
            }
        }
        #expect(same)
        #expect(owned != ResponsePipeline.FinishedPageKey(target: target, gzip: false, host: "127.0.0.1:8080"))
        #expect(owned != ResponsePipeline.FinishedPageKey(target: target, gzip: true, host: "127.0.0.1:8081"))
        #expect(owned != ResponsePipeline.FinishedPageKey(target: target + "x", gzip: true, host: "127.0.0.1:8080"))
        // The target and the host are two fields, not one text.
        #expect(
            ResponsePipeline.FinishedPageKey(target: "/ab", gzip: true, host: "c")
                != ResponsePipeline.FinishedPageKey(target: "/a", gzip: true, host: "bc"))
    }

    /// A connection's next request starts from a clean context, once the last one's end let go of
    /// what it held; what was worked out from the target is kept only for the same bytes.
    @Test func aReusedContextStartsOverAndKeepsOnlyWhatTheSameTargetGives() {
        let context = withBytes("/menus/a?state=abc") { RequestContext(target: $0) }
        context.targetDigest = 42
        context.method = "POST"
        context.headersChecked = true
        context.body = [1, 2, 3]
        context.answer = RequestContext.Answer(routeName: "/r", status: 200, bytes: 3, error: nil)
        #expect(context.target == "/menus/a?state=abc")
        // As a request's end does before the connection keeps its context.
        context.releaseRequest()
        withBytes("/menus/a?state=abc") { context.reuse(target: $0) }
        #expect(context.targetDigest == 42)
        #expect(context.method == "GET" && !context.headersChecked && context.body.isEmpty && context.answer == nil)
        #expect(context.target == "/menus/a?state=abc")
        let longer = "/menus/b?state=" + String(repeating: "x", count: 500) + " y"
        withBytes(longer) { context.reuse(target: $0) }
        #expect(context.targetDigest == nil)
        #expect(!context.targetIsPrintable)
        #expect(context.target == longer)
        #expect(Array(context.targetBytes) == Array(longer.utf8))
        withBytes("/x") { context.reuse(target: $0) }
        #expect(context.target == "/x" && context.targetIsPrintable)
        #expect(!withBytes(String(repeating: "z", count: 3000)) { RequestContext(target: $0) }.isWorthKeeping)
    }

    @Test func aLogLineFromBytesIsTheLineFromText() {
        let target = "/menus/accordion?state=abc"
        let entry = AccessLog.Entry(
            method: "GET", target: target, status: 200, bytes: 3405, microseconds: 71, remoteAddress: "127.0.0.1")
        let fromBytes = withBytes(target) { bytes in
            AccessLog.withText(
                of: AccessLog.Fields(
                    method: "GET", target: bytes, targetIsPrintable: true, status: 200, bytes: 3405, microseconds: 71,
                    remoteAddress: "127.0.0.1", error: nil)
            ) { Array($0) }
        }
        #expect(fromBytes == AccessLog.text(entry))
        #expect(String(decoding: fromBytes, as: UTF8.self) == "127.0.0.1 GET \(target) 200 3405B 71µs\n")
        let negative = AccessLog.Entry(
            method: "GET", target: "/", status: 0, bytes: -12, microseconds: Int.min, remoteAddress: "::1")
        #expect(
            String(decoding: AccessLog.text(negative), as: UTF8.self)
                == "::1 GET / 0 -12B -9223372036854775808µs\n")
    }
}
