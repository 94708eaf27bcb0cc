import Foundation
import Testing

@testable import LinkStorage

struct SQLiteLinkStoreTests {
    /// A store in a file of its own, removed after `body`.
    private func withStore(
        maxLinks: Int = 100, _ body: (SQLiteLinkStore, String) throws -> Void
    ) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("links-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("links.sqlite").path
        try body(try SQLiteLinkStore(path: path, deadlineMilliseconds: 200), path)
    }

    @Test func aSavedLinkResolvesAndSavingAgainGivesTheSameID() throws {
        try withStore { store, _ in
            let url = "/menus/accordion?state=abc"
            let id = try store.save(url: url, candidates: LinkID.candidates(for: url), maxLinks: 100)
            #expect(id == LinkID.candidates(for: url)[0])
            #expect(try store.save(url: url, candidates: LinkID.candidates(for: url), maxLinks: 100) == id)
            #expect(try store.url(of: id) == url)
            #expect(try store.url(of: "zzzzzzzz") == nil)
        }
    }

    @Test func aCollisionTakesTheNextLength() throws {
        try withStore { store, _ in
            let first = try store.save(url: "/a", candidates: ["aaaaaaaa", "aaaaaaaab"], maxLinks: 100)
            let second = try store.save(url: "/b", candidates: ["aaaaaaaa", "aaaaaaaab"], maxLinks: 100)
            #expect(first == "aaaaaaaa" && second == "aaaaaaaab")
            #expect(try store.url(of: "aaaaaaaab") == "/b")
            #expect(throws: LinkStoreError.collision) {
                try store.save(url: "/c", candidates: ["aaaaaaaa", "aaaaaaaab"], maxLinks: 100)
            }
            #expect(try store.url(of: "aaaaaaaa") == "/a")
        }
    }

    @Test func aFullStoreRefusesNewURLsAndStillAnswersOldOnes() throws {
        try withStore { store, _ in
            for index in 0..<3 {
                _ = try store.save(url: "/\(index)", candidates: LinkID.candidates(for: "/\(index)"), maxLinks: 3)
            }
            #expect(throws: LinkStoreError.full(maxLinks: 3)) {
                try store.save(url: "/new", candidates: LinkID.candidates(for: "/new"), maxLinks: 3)
            }
            #expect(
                try store.save(url: "/1", candidates: LinkID.candidates(for: "/1"), maxLinks: 3)
                    == LinkID.candidates(for: "/1")[0])
            #expect(try store.url(of: LinkID.candidates(for: "/new")[0]) == nil)
        }
    }

    @Test func linksOutliveTheConnection() throws {
        try withStore { store, path in
            let id = try store.save(url: "/grid", candidates: LinkID.candidates(for: "/grid"), maxLinks: 10)
            let reopened = try SQLiteLinkStore(path: path, deadlineMilliseconds: 1000)
            #expect(try reopened.url(of: id) == "/grid")
        }
    }

    @Test func aFileThatCannotBeOpenedIsUnavailable() {
        #expect(throws: LinkStoreError.self) {
            try SQLiteLinkStore(path: "/proc/no-such-folder/links.sqlite", deadlineMilliseconds: 100)
        }
    }

    @Test func anotherProcessHoldingTheWriteLockIsUnavailableWithinTheDeadline() throws {
        try withStore { store, path in
            // A second connection (as another process would) takes the write lock and keeps it.
            let holder = try SQLiteLinkStore(path: path, deadlineMilliseconds: 50)
            try holder.holdWriteLock()
            #expect(throws: LinkStoreError.self) {
                try store.save(url: "/x", candidates: ["xxxxxxxx"], maxLinks: 10)
            }
            try holder.releaseWriteLock()
            #expect(try store.save(url: "/x", candidates: ["xxxxxxxx"], maxLinks: 10) == "xxxxxxxx")
        }
    }
}
