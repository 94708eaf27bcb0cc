import Compression
import HTTPServer
import MenuCore
import Testing

@testable import Playground
@testable import PlaygroundDomain

/// Tokens that look canonical (no whitespace) but are not, or do not validate, get through the
/// fast path's decoder and are then answered exactly as before: with the error the full decoding
/// gives, the same as for the same JSON with a space in it (which the fast path refuses at once).
@Suite struct StateTokenFastPathTests {
    private static let page: PageState<Accordion> = {
        var page = PageState<Accordion>(device: .custom(width: 390.5, height: 844, statusBar: 47))
        _ = try! page.tap([.open(item: 1)])
        _ = try! page.tap([.tapRow(index: 0)])
        _ = try! page.tap([.typeText("Call \"the\" plumber/électricien")])
        return page
    }()

    private static let json = String(decoding: try! StateToken.json(page), as: UTF8.self)

    private func token(_ json: String) -> String {
        Base64URL.encode(Compressor(level: 9, format: .zlib).compress(Array(json.utf8)))
    }

    private func error(_ json: String) -> HTTPError? {
        do {
            _ = try StateToken.decode(token(json), as: Accordion.self)
            return nil
        } catch {
            return HTTPError(error)
        }
    }

    private func openError(_ json: String) -> HTTPError? {
        do {
            return try StateToken.open(token(json)) { _ throws(HTTPError) in nil }
        } catch {
            return error
        }
    }

    /// JSON with a space after its first brace: the same document, never canonical.
    private func spaced(_ json: String) -> String {
        "{ " + json.dropFirst()
    }

    @Test func theCanonicalTokenDecodes() throws {
        #expect(error(Self.json) == nil)
        #expect(openError(Self.json) == nil)
        #expect(try StateToken.decode(token(Self.json), as: Accordion.self) == Self.page)
    }

    /// Each case replaces one text of the canonical JSON with another.
    @Test(
        arguments: [
            ("an unknown field", #","v":1}"#, #","v":1,"zz":1}"#),
            ("an unknown nested field", #""isOpen":"#, #""isOpem":false,"isOpen":"#),
            ("a null", #""events":["#, #""events":null,"x":["#),
            ("a state that does not validate", #""item":1"#, #""item":99"#),
            ("another version", #""v":1"#, #""v":2"#),
            ("another menu", #""menu":"accordion""#, #""menu":"dropdown""#),
            ("an unknown menu", #""menu":"accordion""#, #""menu":"burger""#),
            ("a number written otherwise", #""v":1"#, #""v":1.0"#),
            ("a width written otherwise", "390.5", "3.905e2"),
            ("a minus zero", #""statusBar":47"#, #""statusBar":-0"#),
            ("an escape written otherwise", "Call", #"\u0043all"#),
            ("a slash escaped", "/", #"\/"#),
            ("a trail that does not lead to the state", #""tapRow""#, #""open""#),
            ("events of another kind", #""index":0"#, #""index":"0""#),
        ])
    func refusedAsBefore(name: String, text: String, replacement: String) throws {
        let json = Self.json.replacingOccurrences(of: text, with: replacement)
        #expect(json != Self.json, "the mutation changed nothing")
        let expected = try #require(error(spaced(json)), "\(name): the spaced JSON decodes")
        #expect(error(json) == expected, "\(name)")
        #expect(openError(json) == openError(spaced(json)), "\(name)")
        #expect(expected.status == 400)
    }

    @Test func keysOutOfOrderAreRefused() throws {
        let json = #"{"v":1,"# + Self.json.dropFirst().replacingOccurrences(of: #","v":1}"#, with: "}")
        let expected = try #require(error(spaced(json)))
        #expect(error(json) == expected)
        #expect(expected.message == "The token's JSON is not in canonical form (sorted keys, no extra fields).")
    }

    /// A key given twice is not canonical; the parse that explains it names the byte.
    @Test func aKeyGivenTwiceIsRefused() {
        let json = Self.json.replacingOccurrences(of: #""v":1}"#, with: #""v":1,"v":1}"#)
        #expect(error(json)?.code == "bad_token")
        #expect(error(json)?.path == "token")
    }
}
