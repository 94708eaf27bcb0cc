import HTML
import MenuCore
import PageRendering

/// The Events section beside the device: the taps of the page's trail, newest first, each with
/// its action and the delegate calls it made, written as the seed's code writes them plus the
/// label they refer to (`userSelectedOptionWithIndex: 3 — “Option 2”`); the last tap's marked.
/// Calls logged before the trail began (a shared link, an edit of the options) follow without
/// labels, since the options they named may have changed since. Undo is a link, Clear a form
/// post; the trail opens as a scenario.
///
/// Every call carries `data-seq`, its place in the log counting from the oldest, so a reader (or
/// a test) can put the calls back in the order they were made.
struct EventLog<M: PlaygroundMenu> {
    let page: PageState<M>
    let token: String

    var node: Node {
        let steps = (try? page.trail.replay(configuration: page.configuration).steps) ?? []
        let trailEvents = steps.reduce(0) { $0 + $1.events.count }
        let earlier = Array(page.events.dropLast(min(trailEvents, page.events.count)))
        var seq = earlier.count
        var taps: [Node] = []
        for (number, step) in steps.enumerated() {
            taps.append(tap(step, number: number + 1, isLast: number == steps.count - 1, seq: seq))
            seq += step.events.count
        }
        var children: [Node] = [heading(hasTaps: !steps.isEmpty, hasEvents: !page.events.isEmpty || !steps.isEmpty)]
        if steps.isEmpty && earlier.isEmpty {
            children.append(.el("p", [.class("muted"), .id("event-log")], text: "None yet: tap the demo."))
        }
        if !steps.isEmpty {
            children.append(
                .el(
                    "ol", [.class("event-log"), .id("event-log"), Attribute("reversed", nil)],
                    taps.reversed()))
        }
        if !earlier.isEmpty {
            children += [
                .el("h3", [], text: steps.isEmpty ? "Logged calls" : "Before these taps"),
                .el(
                    "ul", [.class("earlier-events")] + (steps.isEmpty ? [.id("event-log")] : []),
                    earlier.indices.reversed().map { .el("li", [], [call(earlier[$0], seq: $0, label: nil)]) }),
            ]
        }
        children += [
            .el("h3", [], text: "What the host shows"),
            .el(
                "ul", [.class("host-effects"), .id("host-effects")],
                M.hostEffects(of: page.state, configuration: page.configuration).map { .el("li", [], text: $0) }),
        ]
        if !steps.isEmpty {
            children.append(
                .el(
                    "p", [.class("trail-links")],
                    [
                        .a(
                            href: Self.scenarioHref(M.id, token: token), [.id("trail-scenario")],
                            [.text("Open these taps as a scenario")])
                    ]))
        }
        return .el(
            "section", [.class("panel-section events"), .id("events"), Attribute("aria-labelledby", "events-heading")],
            children)
    }

    /// `GET /menus/{id}/scenario?state=…`: answered with 303 to the scenario of the trail.
    static func scenarioHref(_ menu: MenuID, token: String) -> String {
        "/menus/\(menu.rawValue)/scenario?state=\(token)"
    }

    private func heading(hasTaps: Bool, hasEvents: Bool) -> Node {
        var actions: [Node] = []
        if hasTaps {
            actions.append(
                .a(
                    href: "/menus/\(M.id.rawValue)/undo?state=\(token)", [.class("undo"), .id("undo-tap")],
                    [.text("Undo last tap")]))
        }
        if hasEvents {
            actions.append(
                .el(
                    "form",
                    [
                        Attribute("method", "post"), Attribute("action", "/menus/\(M.id.rawValue)/clear"),
                        .class("clear-form"),
                    ],
                    [
                        .voidElement(
                            "input",
                            [
                                Attribute("type", "hidden"), Attribute("name", TapForm.Field.token),
                                Attribute("value", token),
                            ]),
                        .el("button", [Attribute("type", "submit")], text: "Clear"),
                    ]))
        }
        return .el(
            "div", [.class("events-head")],
            [.el("h2", [.id("events-heading")], text: "Events"), .el("div", [.class("events-actions")], actions)])
    }

    private func tap(_ step: Trail<M>.Step, number: Int, isLast: Bool, seq: Int) -> Node {
        let actions = step.actions.map { ScenarioTest.label(of: $0.payload) }.joined(separator: ", then ")
        let events: Node =
            step.events.isEmpty
            ? .el("p", [.class("muted")], text: "No delegate call.")
            : .el(
                "ul", [.class("tap-events")],
                step.events.indices.map { index in
                    .el(
                        "li", [],
                        [
                            call(
                                step.events[index], seq: seq + index,
                                label: M.label(of: step.events[index], configuration: page.configuration))
                        ])
                })
        return .el(
            "li", [.class(isLast ? "tap last-tap" : "tap")] + (isLast ? [Attribute("aria-current", "true")] : []),
            [
                .el(
                    "p", [.class("tap-action")],
                    [.text(isLast ? "Last tap: " : "Tap: "), .el("code", [], text: actions)]),
                events,
            ])
    }

    private func call(_ event: M.DelegateEvent, seq: Int, label: String?) -> Node {
        .fragment([
            .el("code", [.class("event-call"), .data("seq", String(seq))], text: event.description),
            label.map { .el("span", [.class("event-label")], text: " — “\($0)”") } ?? .empty,
        ])
    }
}
