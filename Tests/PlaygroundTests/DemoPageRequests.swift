import Foundation
import HTTPServer

@testable import Playground

/// GETs and form posts of demo pages through the same pipeline the socket uses, for the suites
/// of page behaviour.
protocol DemoPageRequests {}

extension DemoPageRequests {
    func get(_ target: String) -> Response {
        apiPlayground.pipeline.respond(to: Request(method: "GET", target: target)).response
    }

    /// Posts `fields` as a form, each name and value percent-encoded as a browser would.
    func post(_ target: String, _ fields: [(String, String)]) -> Response {
        func escape(_ text: String) -> String {
            text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
        }
        let body = fields.map { "\(escape($0.0))=\(escape($0.1))" }.joined(separator: "&")
        return apiPlayground.pipeline.respond(
            to: Request(
                method: "POST", target: target,
                headers: Headers([("Content-Type", "application/x-www-form-urlencoded")]), body: Array(body.utf8))
        ).response
    }

    static func text(_ response: Response) -> String { String(decoding: response.body, as: UTF8.self) }
}
