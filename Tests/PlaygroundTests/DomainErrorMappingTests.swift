import HTTPServer
import Testing

@testable import Playground
@testable import PlaygroundDomain

/// The edge gives each kind of domain error one status and keeps its code, message and path, so
/// a client sees what it saw before the domain had its own error type.
@Suite struct DomainErrorMappingTests {
    @Test(arguments: [
        (DomainError.Kind.malformed, HTTPStatus.badRequest), (.invalid, .unprocessableContent),
        (.unknown, .notFound), (.internalFailure, .internalServerError),
    ])
    func eachKindHasOneStatus(kind: DomainError.Kind, status: HTTPStatus) {
        let error = DomainError(kind, code: "some_code", message: "Some message.", path: "a.b[0]")
        #expect(
            HTTPError(error) == HTTPError(status: status, code: "some_code", message: "Some message.", path: "a.b[0]"))
    }

    @Test func answeringTurnsAThrownDomainErrorIntoItsHTTPError() {
        let error = DomainError(.internalFailure, code: "encoding_failed", message: "No.")
        #expect(throws: HTTPError(status: 500, code: "encoding_failed", message: "No.")) {
            try answering(try { () throws(DomainError) -> Int in throw error }())
        }
    }
}
