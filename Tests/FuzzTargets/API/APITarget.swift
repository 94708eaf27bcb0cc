import FuzzSupport
import HTTPServer
import JSON
import Playground
import PlaygroundDomain

/// The JSON API's bodies: `Request.json()` and `JSONValue.parse`, then the layout and actions
/// routes of every menu (`MenuRequest<M>`: device, orientation, config, state and actions).
///
/// An input is `<target>\n<body>`: `/api/v1/menus/dropdown/actions\n{"device": …}`. Without a
/// newline it is all body, posted to the accordion's actions route. A state the API answers
/// with must be one the server reads back: its token decodes, its page renders or is refused
/// as too large, and the element its URL's fragment names is on that page.
enum APITarget {
    static let jsonType = Headers([("Content-Type", "application/json")])

    static func run(_ input: [UInt8]) {
        let (target, body) = FuzzHarness.targetAndBody(input, defaultTarget: "/api/v1/menus/accordion/actions")
        let request = Request(method: "POST", target: target, headers: jsonType, body: body)
        do throws(HTTPError) {
            _ = try request.json()
        } catch {
            FuzzHarness.requireClientError(error, from: "Request.json")
        }
        let response = FuzzHarness.respond(request)
        if response.status == 200, target.hasPrefix("/api/v1/menus/") {
            followState(of: response)
        }
    }

    /// Reads back the `token` and `url` of a successful answer.
    private static func followState(of response: Response) {
        guard case .object(let fields) = try? JSONValue.parse(response.body),
            case .string(let token) = fields["token"], case .string(let url) = fields["url"]
        else {
            return FuzzHarness.require(false, "a 200 from the API without token and url")
        }
        let state = FuzzHarness.get("/api/v1/state/\(token)")
        FuzzHarness.require(state.status == 200, "the API's token \(token) is refused: \(state.status)")
        // A fragment (the tab strip's scroll anchor) is the browser's and never sent: the page is
        // requested without it, and must hold the element it names.
        let hash = url.firstIndex(of: "#") ?? url.endIndex
        let page = FuzzHarness.get(String(url[..<hash]))
        FuzzHarness.require(
            page.status == 200 || page.status == 422, "the API's url \(url) is answered \(page.status)")
        if page.status == 200, hash < url.endIndex {
            let anchor = "id=\"\(url[url.index(after: hash)...])\""
            FuzzHarness.require(
                String(decoding: page.body, as: UTF8.self).contains(anchor), "the page of \(url) has no \(anchor)")
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzHarness.run(data, size, APITarget.run)
    return 0
}
