/// A `DecodingError` as a JSON path and a sentence, so a client learns which field is wrong and
/// why instead of a decoder's internal description.
package struct DecodingProblem: Equatable {
    /// JSON path of the field, such as `config.options[3]`; empty for the document itself.
    var path: String
    var message: String

    init(_ error: DecodingError) {
        switch error {
        case .keyNotFound(let key, let context):
            path = Self.path(context.codingPath + [key])
            message = "is required"
        case .valueNotFound(let type, let context):
            path = Self.path(context.codingPath)
            // MenuCore's own errors (an event missing a field) explain themselves but carry no path.
            message =
                context.codingPath.isEmpty && !context.debugDescription.isEmpty
                ? context.debugDescription : "must be \(Self.kind(type)), not null"
        case .typeMismatch(let type, let context):
            path = Self.path(context.codingPath)
            message = "must be \(Self.kind(type))"
        case .dataCorrupted(let context):
            path = Self.path(context.codingPath)
            message = Self.sentence(context.debugDescription)
        @unknown default:
            path = ""
            message = "is not valid"
        }
    }

    /// The message with the path's last field when the error's own path was lost (MenuCore's
    /// event decoding builds errors without one).
    var detail: String {
        path.isEmpty ? message : "\(path) \(message)"
    }

    /// `["config", "options", 3]` → `config.options[3]`.
    static func path(_ codingPath: [any CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue, key.stringValue.hasPrefix("Index ") || key.stringValue == "\(index)" {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
        return text
    }

    private static func kind(_ type: Any.Type) -> String {
        switch type {
        case is Int.Type: "an integer"
        case is Double.Type: "a number"
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        case is [Any].Type: "an array"
        case is [String: Any].Type: "an object"
        default: "of the documented type"
        }
    }

    /// Foundation's wording for enums ("Cannot initialize Orientation from invalid String value x")
    /// names a Swift type; the client only needs to know the value is not one of the allowed ones.
    private static func sentence(_ description: String) -> String {
        if description.hasPrefix("Cannot initialize") { return "is not one of the allowed values" }
        // Foundation reports a fraction where an integer belongs this way, without a path.
        if description == "The given data was not valid JSON." {
            return "holds a value of the wrong type, such as a fraction where an integer belongs"
        }
        return description
    }
}

/// An array index as a coding key, for errors raised outside the decoder's own containers.
package struct IndexKey: CodingKey {
    package var intValue: Int?
    package var stringValue: String { "Index \(intValue ?? 0)" }

    init(_ index: Int) { intValue = index }
    package init?(intValue: Int) { self.intValue = intValue }
    package init?(stringValue: String) { nil }
}
