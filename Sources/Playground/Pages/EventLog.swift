import HTML
import MenuCore
import PageRendering
import PlaygroundDomain

/// The Events section beside the device: the taps and Options edits of the page's trail, newest
/// first. A tap shows its action and the delegate calls it made, written as the seed's code
/// writes them plus what they refer to, counted from 1 (`tapRow index 3 — row 4, “Option 2”`);
/// an edit says what it changed (`Options: row 2 renamed to “Mint”`); the last is marked. Calls
/// logged before the trail began (a shared link) follow without labels, since the options they
/// named may have changed since. Undo is a link, Clear a form post; the taps since the last edit
/// open as a scenario.
///
/// Every call carries `data-seq`, its place in the log counting from the oldest, so a reader (or
/// a test) can put the calls back in the order they were made.
struct EventLog<M: PlaygroundMenu> {
    let page: PageState<M>
    let token: String
    /// Where Undo leads: the demo page's undo route, unless the log is shown on another page
    /// (the compare page), whose own route keeps its view.
    var undoURL: String? = nil
    /// Whether Clear is offered: it posts to the demo page's route, which answers with the demo.
    var offersClear = true
    /// What an empty log says, naming where to tap.
    var emptyHint = "None yet: tap the demo."

    func write(into html: inout HTMLWriter) {
        let steps = (try? page.trail.replay(configuration: page.configuration).steps) ?? []
        let trailEvents = steps.reduce(0) { $0 + $1.events.count }
        let earlier = Array(page.events.dropLast(min(trailEvents, page.events.count)))
        html.beginStartTag("section")
        html.attribute("class", "panel-section events")
        html.attribute("id", "events")
        html.attribute("aria-labelledby", "events-heading")
        html.endStartTag()
        writeHeading(steps.last, hasEvents: !page.events.isEmpty || !steps.isEmpty, into: &html)
        if steps.isEmpty && earlier.isEmpty {
            html.beginStartTag("p")
            html.attribute("class", "muted")
            html.attribute("id", "event-log")
            html.endStartTag()
            html.text(emptyHint)
            html.endTag("p")
        }
        if !steps.isEmpty {
            html.beginStartTag("ol")
            html.attribute("class", "event-log")
            html.attribute("id", "event-log")
            html.attribute("reversed")
            html.endStartTag()
            // Newest first; each call's `data-seq` counts from the oldest.
            var firstSeq = [Int](repeating: 0, count: steps.count)
            var seq = earlier.count
            for (number, step) in steps.enumerated() {
                firstSeq[number] = seq
                seq += step.events.count
            }
            for number in steps.indices.reversed() {
                writeTap(steps[number], isLast: number == steps.count - 1, seq: firstSeq[number], into: &html)
            }
            html.endTag("ol")
        }
        if !earlier.isEmpty {
            html.element("h3", text: steps.isEmpty ? "Logged calls" : "Before these steps")
            html.beginStartTag("ul")
            html.attribute("class", "earlier-events")
            if steps.isEmpty { html.attribute("id", "event-log") }
            html.endStartTag()
            for index in earlier.indices.reversed() {
                html.startTag("li")
                writeCall(earlier[index], seq: index, label: nil, into: &html)
                html.endTag("li")
            }
            html.endTag("ul")
        }
        html.element("h3", text: "What the host shows")
        html.beginStartTag("ul")
        html.attribute("class", "host-effects")
        html.attribute("id", "host-effects")
        html.endStartTag()
        for effect in M.hostEffects(of: page.state, configuration: page.configuration) {
            html.element("li", text: effect)
        }
        html.endTag("ul")
        if steps.contains(where: { !$0.actions.isEmpty }) {
            html.startTag("p", class: "trail-links")
            html.beginStartTag("a")
            html.attribute("href", SitePaths.scenarioOfTrail(M.id, token: token))
            html.attribute("id", "trail-scenario")
            html.endStartTag()
            html.text("Open these taps as a scenario")
            html.endTag("a")
            html.endTag("p")
        }
        html.endTag("section")
    }

    private func writeHeading(_ last: Trail<M>.Step?, hasEvents: Bool, into html: inout HTMLWriter) {
        html.startTag("div", class: "events-head")
        html.beginStartTag("h2")
        html.attribute("id", "events-heading")
        html.endStartTag()
        html.text("Events")
        html.endTag("h2")
        html.startTag("div", class: "events-actions")
        if let last {
            html.beginStartTag("a")
            html.attribute("href", undoURL ?? SitePaths.undo(M.id, token: token))
            html.attribute("class", "undo")
            html.attribute("id", "undo-tap")
            html.endStartTag()
            html.text(last.actions.isEmpty ? "Undo last edit" : "Undo last tap")
            html.endTag("a")
        }
        if hasEvents && offersClear {
            html.beginStartTag("form")
            html.attribute("method", "post")
            html.attribute("action", SitePaths.clear.path(M.id.rawValue))
            html.attribute("class", "clear-form")
            html.endStartTag()
            TapForm.writeHidden(TapForm.Field.token, token, into: &html)
            html.beginStartTag("button")
            html.attribute("type", "submit")
            html.endStartTag()
            html.text("Clear")
            html.endTag("button")
            html.endTag("form")
        }
        html.endTag("div")
        html.endTag("div")
    }

    private func writeTap(_ step: Trail<M>.Step, isLast: Bool, seq: Int, into html: inout HTMLWriter) {
        html.beginStartTag("li")
        let kind = step.actions.isEmpty ? "tap edit" : "tap"
        html.attribute("class", isLast ? kind + " last-tap" : kind)
        if isLast { html.attribute("aria-current", "true") }
        html.endStartTag()
        guard !step.actions.isEmpty else {
            let changes = M.editing?.changes(from: step.configurationBefore, to: step.configuration) ?? []
            html.startTag("p", class: "tap-action")
            html.text(isLast ? "Last edit: " : "Edit: ")
            html.text("Options: " + (changes.isEmpty ? "changed" : changes.joined(separator: "; ")))
            html.endTag("p")
            html.endTag("li")
            return
        }
        html.startTag("p", class: "tap-action")
        html.text(isLast ? "Last tap: " : "Tap: ")
        html.element(
            "code", text: M.describe(tap: step.actions, from: step.stateBefore, configuration: step.configuration))
        html.endTag("p")
        if step.events.isEmpty {
            html.element("p", class: "muted", text: "No delegate call.")
        } else {
            html.startTag("ul", class: "tap-events")
            for (index, event) in step.events.enumerated() {
                html.startTag("li")
                writeCall(
                    event, seq: seq + index, label: M.label(of: event, configuration: step.configuration), into: &html)
                html.endTag("li")
            }
            html.endTag("ul")
        }
        html.endTag("li")
    }

    private func writeCall(_ event: M.DelegateEvent, seq: Int, label: String?, into html: inout HTMLWriter) {
        html.beginStartTag("code")
        html.attribute("class", "event-call")
        html.attribute("data-seq", seq)
        html.endStartTag()
        html.text(event.description)
        html.endTag("code")
        if let label {
            html.startTag("span", class: "event-label")
            html.text(" — ")
            html.text(label)
            html.endTag("span")
        }
    }
}
