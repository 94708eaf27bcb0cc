import Synchronization
import Testing

@testable import HTTPServer

/// The store of reusable libmicrohttpd responses, with stand-in pointers: it is bounded in bytes
/// as well as in count, and releases what it drops.
@Suite struct PreparedResponsesTests {
    private final class Released: Sendable {
        let pointers = Mutex<[Int]>([])
    }

    private func store(capacity: Int = 256, bytes: Int) -> (PreparedResponses, Released) {
        let released = Released()
        let store = PreparedResponses(capacity: capacity, capacityBytes: bytes) { pointer in
            released.pointers.withLock { $0.append(Int(bitPattern: UnsafeRawPointer(pointer))) }
        }
        return (store, released)
    }

    private func pointer(_ number: Int) -> OpaquePointer {
        OpaquePointer(bitPattern: number * 16)!
    }

    @Test func aTagIsBuiltOnceAndThenReused() {
        let (store, _) = store(bytes: 1000)
        var built = 0
        for _ in 0..<3 {
            let used = store.withResponse(
                tagged: "\"a\"", cost: 100,
                make: {
                    built += 1; return pointer(1)
                }, use: { $0 })
            #expect(used == pointer(1))
        }
        #expect(built == 1)
        #expect(store.bytes == 100)
    }

    @Test func passingTheByteBoundDropsEverythingKeptSoFar() {
        let (store, released) = store(bytes: 1000)
        for number in 1...3 {
            _ = store.withResponse(tagged: "\"\(number)\"", cost: 400, make: { pointer(number) }, use: { $0 })
        }
        #expect(store.count == 1)
        #expect(store.bytes == 400)
        #expect(Set(released.pointers.withLock { $0 }) == [16, 32])
    }

    @Test func theCountIsBoundedToo() {
        let (store, _) = store(capacity: 2, bytes: 1 << 20)
        for number in 1...3 {
            _ = store.withResponse(tagged: "\"\(number)\"", cost: 10, make: { pointer(number) }, use: { $0 })
        }
        #expect(store.count == 1)
    }

    @Test func aResponseLargerThanTheWholeStoreIsNotKept() {
        let (store, _) = store(bytes: 1000)
        var built = false
        let used = store.withResponse(
            tagged: "\"big\"", cost: 1001,
            make: {
                built = true; return pointer(1)
            }, use: { $0 })
        #expect(used == nil)
        #expect(!built)
        #expect(store.bytes == 0)
    }

    @Test func aSlotKeepsItsResponseUntilTheStoreIsEmptied() {
        let (store, released) = store(capacity: 2, bytes: 1000)
        let slot = PreparedResponses.Slot()
        var built = 0
        func use() -> OpaquePointer? {
            store.withResponse(
                in: slot, cost: 100,
                make: {
                    built += 1
                    return pointer(built)
                }, use: { $0 })
        }
        #expect(use() == pointer(1))
        #expect(use() == pointer(1))
        #expect(built == 1)
        #expect(store.count == 1 && store.bytes == 100)
        // Counted against the same bounds as tags: a third response empties the store, and the
        // slot's response, released with the rest, is built again.
        _ = store.withResponse(tagged: "\"a\"", cost: 10, make: { pointer(7) }, use: { $0 })
        _ = store.withResponse(tagged: "\"b\"", cost: 10, make: { pointer(8) }, use: { $0 })
        #expect(released.pointers.withLock { $0 }.contains(16))
        #expect(use() == pointer(2))
        store.removeAll()
        #expect(use() == pointer(3))
        #expect(Set(released.pointers.withLock { $0 }).isSuperset(of: [16, 32]))
    }

    @Test func removeAllReleasesEveryResponse() {
        let (store, released) = store(bytes: 1000)
        _ = store.withResponse(tagged: "\"a\"", cost: 10, make: { pointer(1) }, use: { $0 })
        _ = store.withResponse(tagged: "\"b\"", cost: 10, make: { pointer(2) }, use: { $0 })
        store.removeAll()
        #expect(Set(released.pointers.withLock { $0 }) == [16, 32])
        #expect(store.bytes == 0)
    }
}

/// Client text in operator log lines cannot forge lines or hide what it was.
@Suite struct LogSafeTextTests {
    @Test func controlsSpacesNonASCIIAndPercentAreEncoded() {
        #expect(HTTPServer.logSafe("GET") == "GET")
        #expect(HTTPServer.logSafe("/a b\r\nfake line") == "/a%20b%0D%0Afake%20line")
        #expect(HTTPServer.logSafe("/50%\u{1B}[31mé") == "/50%25%1B[31m%C3%A9")
    }
}
