import Foundation
import Testing

@testable import LinkStorage

#if canImport(Glibc)
    import Glibc
#endif

/// A TCP socket on 127.0.0.1 that listens and never answers: a hung database, as a client sees it.
private final class SilentListener {
    let descriptor: Int32
    let port: Int

    init() throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        #expect(bound == 0 && listen(descriptor, 16) == 0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        self.descriptor = descriptor
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    deinit { close(descriptor) }
}

struct PostgresLinkStoreTests {
    @Test func aServerThatNeverAnswersIsUnavailableWithinTheDeadline() throws {
        let listener = try SilentListener()
        let store = PostgresLinkStore(
            url: "postgresql://links@127.0.0.1:\(listener.port)/links", deadlineMilliseconds: 100)
        #expect(throws: LinkStoreError.self) { try store.url(of: "abcdefgh") }
        #expect(throws: LinkStoreError.self) { try store.save(url: "/grid", candidates: ["abcdefgh"], maxLinks: 10) }
    }

    @Test func noServerIsUnavailable() {
        // Port 1 on the loopback: nothing listens there, so the connection is refused at once.
        let store = PostgresLinkStore(url: "postgresql://links@127.0.0.1:1/links", deadlineMilliseconds: 500)
        #expect(throws: LinkStoreError.self) { try store.url(of: "abcdefgh") }
    }

    /// Against a real server when `LINKS_POSTGRES_URL` names one (scripts/test-cluster.sh starts one).
    static let postgresURL = ProcessInfo.processInfo.environment["LINKS_POSTGRES_URL"]

    @Test(.enabled(if: postgresURL != nil))
    func savesResolvesAndCollidesOnARealServer() throws {
        let url = try #require(Self.postgresURL)
        let store = PostgresLinkStore(url: url, deadlineMilliseconds: 2000)
        let page = "/embed/postgres-\(UUID().uuidString)"
        let candidates = LinkID.candidates(for: page)
        let id = try store.save(url: page, candidates: candidates, maxLinks: 1_000_000)
        #expect(id == candidates[0])
        #expect(try store.save(url: page, candidates: candidates, maxLinks: 1_000_000) == id)
        #expect(try PostgresLinkStore(url: url, deadlineMilliseconds: 2000).url(of: id) == page)
        let other = "/embed/other-\(UUID().uuidString)"
        #expect(try store.save(url: other, candidates: [id] + LinkID.candidates(for: other), maxLinks: 1_000_000) != id)
        #expect(throws: LinkStoreError.full(maxLinks: 1)) {
            try store.save(url: "/embed/full-\(UUID().uuidString)", candidates: ["zzzzzzzz"], maxLinks: 1)
        }
    }
}
