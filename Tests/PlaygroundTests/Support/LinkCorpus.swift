import Foundation
import MenuCore

/// One file of the golden link corpus, `Tests/fixtures/links/<build>.json`: the links one build
/// made (`scripts/make-link-corpus.py`) and the frames that build drew for each.
struct LinkCorpus: Decodable, Sendable {
    var build: String
    var commit: String
    var date: String
    var links: [Link]

    struct Link: Decodable, Sendable {
        var url: String
        var description: String
        /// A page's or an embed's boxes by name.
        var frames: [String: Rect]?
        /// A scenario's boxes at each step, from its start (step 0) to its last.
        var steps: [[String: Rect]]?
        /// Set when a later release redrew the link's menu on purpose: the frames drawn since.
        var redrawn: Redrawn?

        /// The frames the link must draw today: its build's, or those of the release that
        /// redrew its menu.
        var expectedFrames: [String: Rect]? { redrawn?.frames ?? frames }
        var expectedSteps: [[String: Rect]]? { redrawn?.steps ?? steps }
    }

    /// A menu's layout changed on purpose after the link's build (`make-link-corpus.py --redraw`):
    /// the link keeps the frames its build drew, and names the commit that changed them and why.
    struct Redrawn: Decodable, Sendable {
        var commit: String
        var reason: String
        var frames: [String: Rect]?
        var steps: [[String: Rect]]?
    }

    /// The corpus's folder.
    static let folder = ConfigurationTests.repository.appendingPathComponent("Tests/fixtures/links")

    /// Every file of the corpus, by name, oldest build first.
    static func files() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
    }

    static func load(_ file: String) throws -> LinkCorpus {
        try JSONDecoder().decode(
            LinkCorpus.self, from: Data(contentsOf: folder.appendingPathComponent(file)))
    }

    /// What differs between the frames a build drew and the frames drawn now, one line per box:
    /// a box gone, a box new, or an edge moved by more than 1/64 pt (the grid text is measured on).
    static func differences(recorded: [String: Rect], now: [String: Rect]) -> [String] {
        var lines: [String] = []
        for name in recorded.keys.sorted() {
            guard let old = recorded[name] else { continue }
            guard let new = now[name] else {
                lines.append("box “\(name)” is no longer drawn (was \(old))")
                continue
            }
            let moved = [
                ("x", old.x, new.x), ("y", old.y, new.y), ("width", old.width, new.width),
                ("height", old.height, new.height),
            ].filter { abs($0.1 - $0.2) > 1.0 / 64 }
            if !moved.isEmpty {
                lines.append(
                    "box “\(name)” moved: " + moved.map { "\($0.0) \($0.1) → \($0.2)" }.joined(separator: ", "))
            }
        }
        for name in now.keys.sorted() where recorded[name] == nil {
            lines.append("box “\(name)” is new (\(now[name].map { "\($0)" } ?? ""))")
        }
        return lines
    }
}
