import TestSupport
import Testing

@testable import HTTPServer

/// The one test client answers alike in process and on the socket, so a suite may use either
/// transport and assert the same things.
@Suite struct TestClientTests {
    @Test func theRouterAndTheLiveTransportGiveTheSameAnswers() throws {
        let server = try TestServer()
        let router = TestClient.router(server.server.pipeline)
        let live = TestClient.live(port: server.port)
        for target in ["/", "/healthz", "/nowhere"] {
            let inProcess = router.get(target)
            let onTheWire = try live.get(target)
            #expect(onTheWire.status == inProcess.status, "\(target)")
            #expect(onTheWire.text == inProcess.text, "\(target)")
            #expect(onTheWire.headers["Content-Type"] == inProcess.headers["Content-Type"], "\(target)")
        }
        let body = Array("twelve bytes".utf8)
        #expect(router.post("/echo", body: body).text == "12 bytes")
        #expect(try live.post("/echo", body: body).text == "12 bytes")
        let head = try live.execute("HEAD", "/healthz")
        #expect(head.status == 200 && head.body.isEmpty)
    }
}
