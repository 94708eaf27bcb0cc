import HTTPServer
import PlaygroundDomain

/// Where the domain's errors become HTTP answers: the one place a `DomainError.Kind` gets its
/// status.
extension HTTPError {
    init(_ error: DomainError) {
        let status: HTTPStatus =
            switch error.kind {
            case .malformed: .badRequest
            case .unknown: .notFound
            case .invalid: .unprocessableContent
            case .internalFailure: .internalServerError
            }
        self.init(status: status, code: error.code, message: error.message, path: error.path)
    }
}

/// `value`, or its error as an HTTP error: how a route calls into the domain,
/// `try answering(StateToken.encode(page))`.
func answering<Value>(_ value: @autoclosure () throws(DomainError) -> Value) throws(HTTPError) -> Value {
    do {
        return try value()
    } catch {
        throw HTTPError(error)
    }
}

extension MenuRegistry {
    /// The menu a route's `{id}` names; an unknown id is a 404 that lists the menus.
    static func menu(of request: Request) throws(HTTPError) -> any PlaygroundMenu.Type {
        let id = request.pathParameters["id"] ?? ""
        guard let menu = menu(id) else { throw HTTPError(unknownMenu(id)) }
        return menu
    }
}

extension StateToken {
    /// Decodes a token of any menu and hands it to `body` with its menu's type, so callers stay
    /// generic: `try StateToken.open(token) { page in … }`.
    static func open<Result>(
        _ token: some StringProtocol, _ body: (any DecodedPage) throws(HTTPError) -> Result
    ) throws(HTTPError) -> Result {
        try body(try answering(decodeAnyMenu(token)))
    }
}

extension ScenarioToken {
    /// Decodes a scenario token of any menu and hands it to `body` with its menu's type.
    static func open<Result>(
        _ token: some StringProtocol, _ body: (any DecodedScenario) throws(HTTPError) -> Result
    ) throws(HTTPError) -> Result {
        try body(try answering(decodeAnyMenu(token)))
    }
}
