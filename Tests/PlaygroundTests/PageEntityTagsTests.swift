import HTTPServer
import TestSupport
import Testing

@testable import Playground

/// Pages' entity tags come from the build and the URL: the same URL the same tag, any other URL,
/// origin or build another; a matching `If-None-Match` gets 304.
@Suite struct PageEntityTagsTests {
    @Test func aTagNamesOneBuildURLAndOrigin() {
        let tags = PageEntityTags(identity: Array(repeating: 1, count: 32))
        let other = PageEntityTags(identity: Array(repeating: 2, count: 32))
        let tag = tags.tag(target: "/menus/accordion?state=abc", origin: "http://a")
        #expect(tag == tags.tag(target: "/menus/accordion?state=abc", origin: "http://a"))
        #expect(tag.hasPrefix("\"u") && tag.hasSuffix("\"") && tag.utf8.count == 35)
        let different = [
            tags.tag(target: "/menus/accordion?state=abd", origin: "http://a"),
            tags.tag(target: "/menus/accordion?state=abc", origin: "http://b"),
            tags.tag(target: "/menus/accordion?state=abc", origin: nil),
            // Where the origin ends and the target begins is part of the tag.
            tags.tag(target: "a/menus/accordion?state=abc", origin: "http://"),
            other.tag(target: "/menus/accordion?state=abc", origin: "http://a"),
        ]
        #expect(Set(different + [tag]).count == different.count + 1)
    }

    @Test func aDemoPageIsTaggedByItsURLAndRevalidatedWithoutItsBody() throws {
        let client = TestClient.router(PageFontsTests.makePlayground().pipeline)
        let first = client.get("/menus/dropdown", headers: [("Host", "example.test")])
        let tag = try #require(first.headers["ETag"])
        #expect(first.status == 200 && tag.hasPrefix("\"u"))
        #expect(
            client.get("/menus/dropdown", headers: [("Host", "example.test"), ("If-None-Match", tag)]).status == 304)
        // Another host names other link previews: another representation, another tag.
        let elsewhere = client.get("/menus/dropdown", headers: [("Host", "other.test")])
        #expect(elsewhere.headers["ETag"] != tag)
        #expect(client.get("/menus/action-sheet", headers: [("Host", "example.test")]).headers["ETag"] != tag)
    }

    /// A replica that never drew the page answers a tag another gave with a 304, before drawing
    /// it: nothing is rendered, so nothing enters its page cache.
    @Test func anotherServerOfTheSameBuildRevalidatesWithoutDrawing() throws {
        let first = PageFontsTests.makePlayground()
        let second = PageFontsTests.makePlayground()
        let target = "/menus/context-menu"
        let headers = [("Host", "replica.test"), ("Accept-Encoding", "gzip")]
        let tag = try #require(TestClient.router(first.pipeline).get(target, headers: headers).headers["ETag"])
        let answer = TestClient.router(second.pipeline).get(target, headers: headers + [("If-None-Match", tag)])
        #expect(answer.status == 304)
        #expect(answer.headers["ETag"] == tag)
        #expect(answer.headers["Cache-Control"] == "no-cache")
        #expect(second.finishedPages.statistics.entries == 0)
    }
}
