import MenuCore

extension ActionPayload {
    /// The action in words, for the event log's taps and a scenario's steps and exported tests:
    /// "tapRow index 3", "open item 0", "typeText text "Other"".
    var label: String {
        var parts = [type]
        if let index { parts.append("index \(index)") }
        if let item { parts.append("item \(item)") }
        if let text { parts.append("text \(text.debugDescription)") }
        if let from { parts.append("from \(from)") }
        if let to { parts.append("to \(to)") }
        return parts.joined(separator: " ")
    }
}
