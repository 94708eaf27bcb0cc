import Foundation
import Testing

@testable import Playground
@testable import PlaygroundDomain

/// `PlaygroundConfiguration.load(bytes:file:)`, the entry point of the config fuzz target: the
/// bytes are read as if they were the named file, which need not exist.
@Suite struct ConfigurationBytesTests {
    private let file = ConfigurationTests.repository.appendingPathComponent("Config/not-on-disk.json").path

    @Test func relativePathsResolveAgainstTheNamedFile() throws {
        let configuration = try PlaygroundConfiguration.load(
            bytes: Array(#"{"port": 9001, "publicDirectory": "../Public"}"#.utf8), file: file)
        #expect(configuration.server.port == 9001)
        #expect(configuration.publicDirectory == ConfigurationTests.repository.appendingPathComponent("Public").path)
    }

    @Test func refusalsNameTheFileAndTheKey() {
        #expect(
            throws: ConfigurationError(
                file: file, key: "port", problem: "expected an integer from 0 to 65535, found \"eighty\"")
        ) {
            try PlaygroundConfiguration.load(bytes: Array(#"{"port": "eighty"}"#.utf8), file: file)
        }
        #expect(throws: ConfigurationError(file: file, key: nil, problem: "must hold a JSON object at the top level")) {
            try PlaygroundConfiguration.load(bytes: Array("[]".utf8), file: file)
        }
    }
}
