import HTML
import HTTPServer
import MenuCore
import PageRendering
import PlaygroundDomain

/// `GET /scenarios/{token}[?step=k]`: the device screen after `k` steps (0: the start) and the
/// numbered list of steps, each with its action and the delegate events it made; previous and
/// next are plain links, and the screen's taps continue from that step in the playground. With
/// JavaScript (`Public/js/scenario.js`) the arrow keys step and a Play button steps through.
struct ScenarioPage<M: PlaygroundMenu, Measurer: TextMeasurer> {
    let scenario: Scenario<M>
    let token: String
    let step: Int
    let work: LayoutWork<Measurer>
    /// Where link previews find the step's snapshot (`SnapshotLink.origin`).
    var origin: String?
    /// The built-in demo this scenario is, whose name and description the page shows.
    var demo: BuiltInDemo?
    /// The step's short link, when it has one (the short link's share page).
    var shortLinkID: String?

    func response() throws(HTTPError) -> Response {
        let steps = try answering(scenario.replay())
        let page = try answering(scenario.page(after: step))
        let pageToken = try answering(StateToken.encode(page))
        let viewport = try answering(page.tokenViewport())
        let layout = try work.layout(M.self, page.configuration, page.state, on: viewport)
        try PageLimits.checkBeforeDrawing(
            formsOnScreen: ScreenRenderer.formCount(in: layout), tokenBytes: pageToken.utf8.count, otherBytes: 0)
        try work.willDraw(layout)
        let rendered = ScreenRenderer(
            form: SitePaths.tapForm(M.id, token: pageToken),
            selectedFrames: M.selectedFrames(in: page.state)
        ).render(layout)
        let path = SitePaths.scenario(token: token)
        let main: [Node] = [
            heading(stepCount: steps.count),
            .el(
                "div", [.class("scenario-grid")],
                [
                    .el(
                        "section",
                        [
                            .class("device"), .id("device"),
                            Attribute("aria-label", "Device screen after step \(step)"),
                            .data("step", String(step)), .data("steps", String(steps.count)),
                        ],
                        [rendered.screen]),
                    .el(
                        "section",
                        [.class("panel-section scenario-steps"), Attribute("aria-labelledby", "steps-heading")],
                        [
                            .el("h2", [.id("steps-heading")], text: "Steps"),
                            stepper(path: path, count: steps.count),
                            stepList(steps, path: path),
                            exports(token: token, pageURL: SitePaths.menuPage(of: page, token: pageToken)),
                            share(path: path, pageToken: pageToken, viewport: viewport),
                        ]),
                ]),
        ]
        try PageLimits.check(styles: rendered.styleHashes.count, bytes: Renderer.renderedLength(of: .fragment(main)))
        let (html, fontHashes) = PageShell.document(
            title: "\(name), step \(step) of \(steps.count) — Menu Playground", bodyClass: "scenario",
            current: .scenarios, main: main, stylesheets: [SitePaths.Assets.playgroundCSS, SitePaths.Assets.screenCSS],
            scripts: [SitePaths.Assets.scenarioJS], fonts: work.pageFonts,
            preview: SnapshotLink.Preview(
                title: name, description: demo?.summary ?? summary(stepCount: steps.count),
                image: SitePaths.scenarioCard(token: token),
                alt: "\(name): the device screen after the last of \(steps.count) steps, with that step in words",
                url: SitePaths.scenario(token: token), origin: origin))
        try PageLimits.check(styles: rendered.styleHashes.count, bytes: html.count)
        var response = Response.html(html)
        response.headers.add(
            "Content-Security-Policy",
            ContentSecurityPolicy.policy(framing: .denied, styleHashes: rendered.styleHashes + fontHashes))
        response.headers.add("Cache-Control", "public, max-age=86400")
        response.isPureFunctionOfURL = true
        return response.withETag()
    }

    /// The built-in demo's name, else the menu's.
    private var name: String { demo?.title ?? "Scenario: \(M.title)" }

    /// The name, then what the scenario is for when it is a built-in demo, then its facts.
    private func heading(stepCount: Int) -> Node {
        guard let demo else {
            return .fragment([
                .el("h1", [], text: name), .el("p", [.class("lead")], text: summary(stepCount: stepCount)),
            ])
        }
        return .fragment([
            .el("h1", [], text: name),
            .el("p", [.class("lead scenario-description")], text: demo.summary),
            .el(
                "p", [.class("scenario-facts")],
                [
                    .text("A scenario of the "), .a(href: SitePaths.menuPage(M.id), [], [.text(M.title)]),
                    .text(": " + summary(stepCount: stepCount)),
                ]),
        ])
    }

    private func summary(stepCount: Int) -> String {
        "\(stepCount) step\(stepCount == 1 ? "" : "s") on \(scenario.start.device.displayName), "
            + "\(scenario.start.orientation.rawValue)."
    }

    private func stepURL(_ path: String, _ number: Int) -> String {
        number == 0 ? path : "\(path)?step=\(number)"
    }

    /// Previous / "Step k of n" / Next, as plain links.
    private func stepper(path: String, count: Int) -> Node {
        func link(_ number: Int, _ text: String, rel: String) -> Node {
            guard (0...count).contains(number) else {
                return .el("span", [.class("stepper-off"), Attribute("aria-disabled", "true")], text: text)
            }
            return .a(href: stepURL(path, number), [Attribute("rel", rel), .id("step-\(rel)")], [.text(text)])
        }
        return .el(
            "nav", [.class("stepper"), Attribute("aria-label", "Steps")],
            [
                link(step - 1, "← Previous", rel: "prev"),
                .el("span", [.class("stepper-position")], text: step == 0 ? "Start" : "Step \(step) of \(count)"),
                link(step + 1, "Next →", rel: "next"),
            ])
    }

    private func stepList(_ steps: [Scenario<M>.Step], path: String) -> Node {
        var items: [Node] = [
            .el("li", step == 0 ? [Attribute("aria-current", "step")] : [], [.a(href: path, [], [.text("Start")])])
        ]
        for (offset, replayed) in steps.enumerated() {
            let number = offset + 1
            let before = offset == 0 ? scenario.start.state : steps[offset - 1].page.state
            let action = M.describe(scenario.actions[offset], in: before, configuration: scenario.start.configuration)
            let events: Node =
                replayed.events.isEmpty
                ? .el("p", [.class("muted")], text: "No delegate call.")
                : .el(
                    "ul", [.class("step-events")],
                    replayed.events.map { .el("li", [], [.el("code", [], text: $0.description)]) })
            items.append(
                .el(
                    "li", number == step ? [Attribute("aria-current", "step")] : [],
                    [
                        .a(
                            href: stepURL(path, number), [],
                            [.el("code", [], text: action)]),
                        events,
                    ]))
        }
        return .el("ol", [.class("step-list"), Attribute("start", "0")], items)
    }

    /// The step's share panel (`SharePanel`), swapped with the steps as the page steps.
    private func share(path: String, pageToken: String, viewport: Viewport) -> Node {
        var html = HTMLWriter(capacity: 4 * 1024 + 6 * pageToken.utf8.count)
        SharePanel(
            url: stepURL(path, step), origin: origin, embedPath: stepURL(SitePaths.embeddedScenario.path(token), step),
            width: Int(viewport.width.rounded(.up)), height: Int(viewport.height.rounded(.up)), title: name,
            snapshotPath: SitePaths.snapshot(token: pageToken), shortLinkID: shortLinkID
        ).write(into: &html)
        return .el(
            "div", [.class("share-panel"), .id("share-panel")],
            [.el("h3", [.id("share-heading")], text: "Share this step"), .markup(html.markup)])
    }

    private func exports(token: String, pageURL: String) -> Node {
        .el(
            "p", [.class("scenario-exports")],
            [
                .a(
                    href: SitePaths.scenarioPythonTest.path(token), [Attribute("download", nil)],
                    [.text("Download as a pytest file")]),
                .text(" · "),
                .a(
                    href: SitePaths.scenarioShellTest.path(token), [Attribute("download", nil)],
                    [.text("as a shell script")]),
                .text(" · "),
                .a(href: pageURL, [], [.text("Continue from this step in the playground")]),
                .text(" · "),
                .a(href: stepURL(SitePaths.embeddedScenario.path(token), step), [], [.text("Embed this step")]),
            ])
    }
}
