import Foundation
import HTTPServer
import Testing
import TextShaping

@testable import Playground
@testable import PlaygroundDomain

/// The `fonts` table: a chain of faces per style, a single file still valid, clear errors.
@Suite struct FontConfigurationTests {
    static let dejaVu = "/usr/share/fonts/truetype/dejavu/"
    static let cjk = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"

    private func load(fonts: String) throws(ConfigurationError) -> PlaygroundConfiguration {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fonts-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Public"), withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("playground.json").path
        let json = #"{"publicDirectory": "Public", "fonts": \#(fonts)}"#
        return try PlaygroundConfiguration.load(bytes: Array(json.utf8), file: file)
    }

    private func failure(fonts: String) -> ConfigurationError? {
        do {
            _ = try load(fonts: fonts)
            return nil
        } catch {
            return error
        }
    }

    private func table(sans: String) -> String {
        #"{"sans": \#(sans), "sans-bold": "\#(Self.dejaVu)DejaVuSans-Bold.ttf", "#
            + #""serif": "\#(Self.dejaVu)DejaVuSerif.ttf", "serif-bold": "\#(Self.dejaVu)DejaVuSerif-Bold.ttf"}"#
    }

    @Test func aChainAndASingleFileAreBothRead() throws {
        let configuration = try load(fonts: table(sans: #"["\#(Self.dejaVu)DejaVuSans.ttf", "\#(Self.cjk)#2"]"#))
        #expect(configuration.fontFiles.sans == [Self.dejaVu + "DejaVuSans.ttf", Self.cjk + "#2"])
        #expect(configuration.fontFiles.serif == [Self.dejaVu + "DejaVuSerif.ttf"])
    }

    @Test func mistakesNameTheFaceInTheChain() {
        let missing = failure(fonts: table(sans: #"["\#(Self.dejaVu)DejaVuSans.ttf", "/nonexistent.ttf"]"#))
        #expect(missing?.key == "fonts.sans[1]")
        #expect(missing?.problem == "expected a readable .ttf, .otf or .ttc file, but /nonexistent.ttf is not one")

        let index = failure(fonts: table(sans: #"["\#(Self.cjk)#x"]"#))
        #expect(index?.key == "fonts.sans")
        #expect(index?.problem.contains("has no valid index") == true)

        let notCollection = failure(fonts: table(sans: #""\#(Self.dejaVu)DejaVuSans.ttf#1""#))
        #expect(notCollection?.problem.contains("not a .ttc collection") == true)

        let empty = failure(fonts: table(sans: "[]"))
        #expect(empty?.key == "fonts.sans")
        #expect(empty?.problem.hasPrefix("expected a non-empty string or array of strings") == true)

        let number = failure(fonts: table(sans: #"["\#(Self.dejaVu)DejaVuSans.ttf", 7]"#))
        #expect(number?.key == "fonts.sans[1]")
    }

    @Test func aFaceIndexPastTheCollectionStopsStartUpNamingIt() throws {
        var files = FontFiles.dejaVu
        files.sans = [Self.cjk + "#40"]
        #expect(throws: FontLoadingError(path: Self.cjk, reason: "it has 10 faces, so no face #40")) {
            _ = try HarfBuzzTextMeasurer(files: files)
        }
    }
}
