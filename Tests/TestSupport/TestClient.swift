import HTTPServer

/// The one client every test talks to a server through, after Hummingbird's
/// `app.test(.router | .live)`: `.router` hands requests to a response pipeline in process, with
/// no socket; `.live` sends them to a running server on 127.0.0.1. Both answer with a
/// `TestResponse`, so an assertion reads the same whichever way its request went. `Failure` is
/// `Never` in process, so those calls need no `try`; a live client's calls can fail.
public struct TestClient<Failure: Error>: Sendable {
    private let transport: @Sendable (Request) throws(Failure) -> TestResponse
    /// The live server's port; nil in process. The raw-bytes calls need it.
    public let port: Int?

    init(port: Int?, transport: @escaping @Sendable (Request) throws(Failure) -> TestResponse) {
        self.port = port
        self.transport = transport
    }

    public func execute(_ request: Request) throws(Failure) -> TestResponse {
        try transport(request)
    }

    public func execute(
        _ method: HTTPMethod, _ target: String, headers: [(String, String)] = [], body: [UInt8] = []
    ) throws(Failure) -> TestResponse {
        let fields = headers.map { Headers.Field($0.0, $0.1) }
        return try execute(Request(method: method, target: target, headers: Headers(fields: fields), body: body))
    }

    public func get(_ target: String, headers: [(String, String)] = []) throws(Failure) -> TestResponse {
        try execute(.get, target, headers: headers)
    }

    public func post(_ target: String, headers: [(String, String)] = [], body: [UInt8]) throws(Failure)
        -> TestResponse
    {
        try execute(.post, target, headers: headers, body: body)
    }
}

extension TestClient where Failure == Never {
    /// In process: the pipeline's answer as the socket would send it, before the wire.
    public static func router(_ pipeline: ResponsePipeline) -> TestClient {
        TestClient(port: nil) { request in TestResponse(pipeline.respond(to: request)) }
    }

    /// In process, every request refused before routing with `error`, as the wire layer refuses
    /// one it will not route (a limit, overload, shutdown): the pipeline's answer to the refusal.
    public static func router(_ pipeline: ResponsePipeline, refusing error: HTTPError) -> TestClient {
        TestClient(port: nil) { request in TestResponse(pipeline.respond(to: request, refusing: error)) }
    }
}
