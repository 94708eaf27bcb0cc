import Testing

@testable import HTTPServer

/// One spelling builds the route and its links: what `path(_:)` fills in is what the router
/// captures back.
@Suite struct RoutePathTests {
    @Test func fillsParametersInOrder() {
        #expect(RoutePath("/").path() == "/")
        #expect(RoutePath("/menus/{id}").path("accordion") == "/menus/accordion")
        #expect(RoutePath("/menus/{id}/tap").path("dropdown") == "/menus/dropdown/tap")
        #expect(RoutePath("/a/{x}/b/{y}").path("1", "2") == "/a/1/b/2")
        #expect(RoutePath("/snapshots/{file}").path("abc.png") == "/snapshots/abc.png")
        #expect(RoutePath("/a/{x}/b/{y}").parameterCount == 2)
    }

    @Test func aRestParameterKeepsItsSlashes() {
        #expect(RoutePath("/static/{path...}").path("css/site.css") == "/static/css/site.css")
        #expect(RoutePath("/static/{path...}").path("a b/ü.css") == "/static/a%20b/%C3%BC.css")
        #expect(RoutePath("/m/{id}").path("css/site.css") == "/m/css%2Fsite.css")
    }

    @Test func escapesWhatIsNotUnreserved() {
        #expect(RoutePath("/menus/{id}").path("a b/c?d%é") == "/menus/a%20b%2Fc%3Fd%25%C3%A9")
        #expect(RoutePath("/t/{token}").path("AZaz09-._~") == "/t/AZaz09-._~")
    }

    /// Every ASCII byte, at every place in and after the eight-byte words a long value is checked
    /// in: kept exactly when RFC 3986 calls it unreserved (or it is a rest parameter's `/`).
    @Test func eachByteIsKeptOnlyWhenUnreserved() {
        let unreserved = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~".utf8)
        let hex = Array("0123456789ABCDEF".utf8)
        for byte in UInt8(1)...0x7F {
            for place in 0..<19 {
                var bytes = Array(repeating: UInt8(ascii: "a"), count: 19)
                bytes[place] = byte
                var escaped = bytes
                escaped.replaceSubrange(
                    place...place, with: [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 15)]])
                let value = String(decoding: bytes, as: UTF8.self)
                let kept = "/t/" + value
                let expected = unreserved.contains(byte) ? kept : "/t/" + String(decoding: escaped, as: UTF8.self)
                #expect(RoutePath("/t/{token}").path(value) == expected, "byte \(byte) at \(place)")
                let keptInRest = unreserved.contains(byte) || byte == UInt8(ascii: "/")
                #expect(RoutePath("/t/{path...}").path(value) == (keptInRest ? kept : expected))
            }
        }
    }

    @Test func theRouterCapturesWhatThePathFilledIn() throws {
        let tap: RoutePath = "/menus/{id}/tap"
        var router = Router()
        router.post(tap) { request in .text(request.pathParameters["id"]!) }
        // Not a "/": a segment that decodes to one never matches (`Router`), by design.
        for id in ["accordion", "a b?d%é#", "..x", "~"] {
            let (route, parameters) = try router.match(Request(method: .post, target: tap.path(id))).get()
            #expect(route.pattern == tap.pattern)
            #expect(parameters == ["id": id])
        }
    }
}
