import Foundation
import HTTPServer
import Testing
import TextShaping

@testable import Playground
@testable import PlaygroundDomain

@Suite struct ConfigurationTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    private func write(_ json: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Public"), withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("playground.json")
        try json.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    private func failure(_ json: String) throws -> ConfigurationError? {
        let file = try write(json)
        do {
            _ = try PlaygroundConfiguration.load(file: file)
            return nil
        } catch {
            #expect(error.file == file)
            return error
        }
    }

    @Test func theShippedConfigurationLoads() throws {
        let configuration = try PlaygroundConfiguration.load(
            file: Self.repository.appendingPathComponent("Config/playground.json").path)
        #expect(configuration.server.port == 8080)
        #expect(configuration.server.host == "127.0.0.1")
        #expect(configuration.server.limits == ServerSettings.Limits())
        #expect(configuration.publicDirectory == Self.repository.appendingPathComponent("Public").path)
        #expect(configuration.fonts.map(\.name) == ["sans", "sans-bold", "serif", "serif-bold"])
        #expect(configuration.fontFiles == .debian)
    }

    @Test func relativePathsAreRelativeToTheFile() throws {
        let file = try write(#"{"publicDirectory": "Public", "port": 9000, "limits": {"maxBodyBytes": 10}}"#)
        let configuration = try PlaygroundConfiguration.load(file: file)
        #expect(
            configuration.publicDirectory
                == URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent("Public").path)
        #expect(configuration.server.port == 9000)
        #expect(configuration.server.limits.maxBodyBytes == 10)
    }

    @Test func theHeaderDeadlineIsReadAndChecked() throws {
        let file = try write(#"{"publicDirectory": "Public", "limits": {"headerTimeoutSeconds": 3}}"#)
        #expect(try PlaygroundConfiguration.load(file: file).server.limits.headerTimeoutSeconds == 3)
        let zero = try #require(try failure(#"{"publicDirectory": "Public", "limits": {"headerTimeoutSeconds": 0}}"#))
        #expect(zero.key == "limits.headerTimeoutSeconds")
        #expect(zero.problem == "expected an integer from 1 to 3600, found 0")
    }

    @Test func mistakesNameTheKeyAndWhatWasExpected() throws {
        let port = try #require(try failure(#"{"publicDirectory": "Public", "port": "eighty"}"#))
        #expect(port.key == "port")
        #expect(port.problem == "expected an integer from 0 to 65535, found \"eighty\"")

        let nested = try #require(try failure(#"{"publicDirectory": "Public", "limits": {"maxBodyBytes": -1}}"#))
        #expect(nested.key == "limits.maxBodyBytes")
        #expect(nested.problem.hasPrefix("expected an integer from 0 to"))

        let typo = try #require(try failure(#"{"publicDirectory": "Public", "limits": {"maxBodyByte": 5}}"#))
        #expect(typo.key == "limits.maxBodyByte")
        #expect(typo.problem.hasPrefix("is not a known key"))

        let gzip = try #require(try failure(#"{"publicDirectory": "Public", "gzipLevel": true}"#))
        #expect(gzip.description.hasSuffix("gzipLevel: expected an integer from 1 to 9, found true"))

        let font = try #require(try failure(#"{"publicDirectory": "Public", "fonts": {"sans": "/nonexistent.ttf"}}"#))
        #expect(font.key == "fonts.sans")

        let face = try #require(
            try failure(
                #"{"publicDirectory": "Public", "fonts": {"sans": "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"}}"#)
        )
        #expect(face.key == "fonts.sans-bold")
        #expect(face.problem == "is missing: the menus need the faces sans, sans-bold, serif, serif-bold")

        let folder = try #require(try failure(#"{"publicDirectory": "Missing"}"#))
        #expect(folder.key == "publicDirectory")

        let broken = try #require(try failure(#"{"port": 80"#))
        #expect(broken.key == nil)
        #expect(
            broken.problem == "is not valid JSON: expected “,” or “}” in an object, found the end of the text (byte 11)"
        )

        let array = try #require(try failure("[1, 2]"))
        #expect(array.problem == "must hold a JSON object at the top level")
    }

    @Test func flagsOverrideEnvironmentOverridesFile() throws {
        var configuration = PlaygroundConfiguration()
        let fromEnvironment = try LaunchOptions.parse([], environment: ["HOST": "0.0.0.0", "PORT": "9090"])
        fromEnvironment.apply(to: &configuration)
        #expect(configuration.server.host == "0.0.0.0")
        #expect(configuration.server.port == 9090)

        let fromFlags = try LaunchOptions.parse(
            ["--port", "7070", "--host=::1", "--config", "x.json", "--log-format", "json"],
            environment: ["HOST": "0.0.0.0", "PORT": "9090"])
        fromFlags.apply(to: &configuration)
        #expect(configuration.server.host == "::1")
        #expect(configuration.server.port == 7070)
        #expect(fromFlags.configFile == "x.json")
        #expect(fromFlags.logFormat == .json)
    }

    @Test func badFlagsAreUsageErrors() throws {
        #expect(throws: LaunchOptions.UsageError(description: "--port expects a port from 0 to 65535, not “http”")) {
            try LaunchOptions.parse(["--port", "http"], environment: [:])
        }
        #expect(throws: LaunchOptions.UsageError(description: "PORT expects a port from 0 to 65535, not “99999”")) {
            try LaunchOptions.parse([], environment: ["PORT": "99999"])
        }
        #expect(throws: LaunchOptions.UsageError.self) { try LaunchOptions.parse(["--bogus"], environment: [:]) }
        #expect(throws: LaunchOptions.UsageError.self) {
            try LaunchOptions.parse(["--log-format", "xml"], environment: [:])
        }
        #expect(throws: LaunchOptions.UsageError(description: "--config needs a value")) {
            try LaunchOptions.parse(["--config"], environment: [:])
        }
        #expect(try LaunchOptions.parse(["--help"], environment: [:]).action == .showHelp)
        #expect(try LaunchOptions.parse(["--version"], environment: [:]).action == .showVersion)
    }
}
