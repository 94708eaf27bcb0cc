import Foundation
import HTTPServer
import JSON
import MenuCore
import TestSupport
import Testing

@testable import Playground
@testable import PlaygroundDomain

/// Links that never break (issue 32): every link of the golden corpus (`Tests/fixtures/links/`,
/// one file per release, made by `scripts/make-link-corpus.py`) opens on today's server, never a
/// 400, and draws the frames the build that made it drew, within 1/64 pt.
@Suite struct LinkCorpusTests {
    private let client = TestClient.playground

    /// The file of the first build the corpus holds, and the kinds of link each file must hold,
    /// so that the replay cannot pass on a corpus that lost its links.
    private static let firstBuild = "2026-11-29-0a0035a.json"

    @Test func theCorpusHoldsEveryReleasesLinks() throws {
        let files = try LinkCorpus.files()
        #expect(files.contains(Self.firstBuild), "\(files)")
        #expect(files.count >= 2, "the corpus holds \(files)")
        for file in files {
            let corpus = try LinkCorpus.load(file)
            #expect(file == corpus.build + ".json", "\(file) names the build \(corpus.build)")
            #expect(corpus.date.wholeMatch(of: /\d{4}-\d{2}-\d{2}/) != nil, "\(file): date \(corpus.date)")
            #expect(corpus.commit.wholeMatch(of: /[0-9a-f]{7,40}/) != nil, "\(file): commit \(corpus.commit)")
            #expect(corpus.links.count >= 20, "\(file) has \(corpus.links.count) links")
            #expect(Set(corpus.links.map(\.url)).count == corpus.links.count, "\(file) repeats a link")
            for link in corpus.links {
                #expect(link.url.hasPrefix("/") && !link.description.isEmpty, "\(file): \(link.url)")
                let boxes = (link.frames.map { [$0] } ?? []) + (link.steps ?? [])
                #expect((link.frames == nil) != (link.steps == nil), "\(file): \(link.description)")
                #expect(!boxes.isEmpty && boxes.allSatisfy { !$0.isEmpty }, "\(file): \(link.description)")
                if let redrawn = link.redrawn {
                    #expect(redrawn.commit.wholeMatch(of: /[0-9a-f]{7,40}/) != nil, "\(file): \(link.description)")
                    #expect(!redrawn.reason.isEmpty, "\(file): \(link.description) is redrawn with no reason")
                    #expect(
                        (redrawn.frames != nil && redrawn.frames != link.frames)
                            || (redrawn.steps != nil && redrawn.steps != link.steps),
                        "\(file): \(link.description) is redrawn as it was drawn")
                }
            }
            for menu in MenuRegistry.menus.map({ $0.id }) {
                #expect(
                    corpus.links.contains { $0.url.hasPrefix(SitePaths.menuPage(menu) + "?state=") },
                    "\(file) has no link to \(menu.rawValue)")
            }
            #expect(corpus.links.contains { $0.url.hasPrefix("/embed/") }, "\(file) has no embed link")
        }
        let today = try LinkCorpus.load(try #require(files.last))
        #expect(today.links.contains { $0.url.hasPrefix("/scenarios/") }, "the newest file has no scenario link")
    }

    @Test(arguments: try LinkCorpus.files())
    func everyLinkOpensAndDrawsItsFrames(_ file: String) throws {
        for link in try LinkCorpus.load(file).links {
            // One broken link stops its own replay, not the others'.
            do {
                try replay(link, context: "\(file): \(link.description) (\(link.url))")
            } catch is ExpectationFailedError {
            } catch {
                Issue.record(error, "\(file): \(link.description) (\(link.url))")
            }
        }
    }

    private func replay(_ link: LinkCorpus.Link, context: String) throws {
        // A fragment (`#…-scroll-strip`) is the browser's: it is never sent.
        let target = String(link.url.prefix { $0 != "#" })
        let page = client.get(target)
        try #require(page.status == .ok, "\(context) answers \(page.status.code): \(page.text.prefix(600))")
        if let recorded = link.expectedFrames {
            let token = try #require(Self.token(of: link.url), "\(context) holds no token")
            try expect(frames(ofState: token, context), equal: recorded, page: page.text, context)
        }
        if let steps = link.expectedSteps {
            let tokens = try stepTokens(ofScenario: String(target.dropFirst("/scenarios/".count)))
            try #require(tokens.count == steps.count, "\(context) has \(tokens.count) steps, was \(steps.count)")
            for (step, recorded) in steps.enumerated() {
                let stepPage = client.get(target + "?step=\(step)")
                try #require(stepPage.status == .ok, "\(context) step \(step) answers \(stepPage.status.code)")
                try expect(
                    frames(ofState: tokens[step], context), equal: recorded, page: stepPage.text,
                    "\(context) step \(step)")
            }
        }
    }

    /// A difference names the link and each box; and every box recorded is one the page draws.
    private func expect(_ now: [String: Rect], equal recorded: [String: Rect], page: String, _ context: String) {
        let differences = LinkCorpus.differences(recorded: recorded, now: now)
        #expect(differences.isEmpty, "\(context):\n\(differences.joined(separator: "\n"))")
        let undrawn = recorded.keys.sorted().filter { !page.contains("data-frame=\"\($0)\"") }
        #expect(undrawn.isEmpty, "\(context): the page draws no box \(undrawn)")
    }

    /// The state token of a page link (`/menus/{id}?state=…`, with a fragment or not) or an embed
    /// link (`/embed/{token}`).
    private static func token(of url: String) -> String? {
        let link = url.split(separator: "#", maxSplits: 1)[0]
        if let query = link.split(separator: "?", maxSplits: 1).dropFirst().first {
            return query.split(separator: "&").first { $0.hasPrefix("state=") }.map { String($0.dropFirst(6)) }
        }
        return link.hasPrefix("/embed/") ? String(link.dropFirst("/embed/".count)) : nil
    }

    /// The frames today's server draws for a state token: the state it decodes to
    /// (`GET /api/v1/state/{token}`, where an old token's shape is migrated) laid out by
    /// `POST /api/v1/menus/{id}/layout`, as the page lays it out.
    private func frames(ofState token: String, _ context: String) throws -> [String: Rect] {
        let state = client.get("/api/v1/state/\(token)")
        try #require(state.status == .ok, "\(context): the state answers \(state.status.code): \(state.text)")
        guard case .object(let fields) = try JSONValue.parse(state.body), case .string(let menu) = fields["menu"]
        else {
            throw CorpusError("\(context): the state is not an object with a menu: \(state.text)")
        }
        let body = fields.filter { ["config", "state", "device", "orientation"].contains($0.key) }
        let layout = client.post(
            "/api/v1/menus/\(menu)/layout", headers: [("Content-Type", "application/json")],
            body: Array(try JSONEncoder().encode(JSONValue.object(body))))
        try #require(layout.status == .ok, "\(context): the layout answers \(layout.status.code): \(layout.text)")
        return try JSONDecoder().decode(LayoutFrames.self, from: Data(layout.body)).frames
    }

    /// The state tokens of a scenario's steps, from its start: the pages its steps show.
    private func stepTokens(ofScenario token: String) throws -> [String] {
        try ScenarioToken.open(token) { decoded throws(HTTPError) in try Self.stepTokens(of: decoded) }
    }

    private static func stepTokens(of decoded: some DecodedScenario) throws(HTTPError) -> [String] {
        let scenario = decoded.scenario
        var tokens: [String] = []
        for step in 0...scenario.actions.count {
            let page = try answering(scenario.page(after: step))
            tokens.append(try answering(StateToken.encode(page)))
        }
        return tokens
    }

    private struct LayoutFrames: Decodable {
        var frames: [String: Rect]
    }

    private struct CorpusError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
