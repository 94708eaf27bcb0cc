/// Finds what a document holds that a decoder would silently drop: the decoded value is encoded
/// back and the two documents compared, so a misspelt field (`"option"` for `"options"`) or a
/// null (which Swift's decoders read as "absent") is named by its path instead of defaulting.
public enum StrictKeys {
    public struct Problem: Sendable, Equatable {
        public var path: String
        public var message: String

        public init(path: String, message: String) {
            self.path = path
            self.message = message
        }
    }

    /// The first field of `input`, in sorted key order, that `canonical` lacks or that is null
    /// where the canonical value is not.
    public static func firstProblem(in input: JSONValue, canonical: JSONValue, path: String = "") -> Problem? {
        switch (input, canonical) {
        case (.object(let sent), .object(let known)):
            for key in sent.keys.sorted() {
                let keyPath = JSONPath.join(path, key)
                let value = sent[key]!
                if value == .null, known[key] != .null {
                    return Problem(path: keyPath, message: "must not be null; leave the field out for its default")
                }
                guard let understood = known[key] else {
                    return Problem(path: keyPath, message: "is not a known field")
                }
                if let problem = firstProblem(in: value, canonical: understood, path: keyPath) { return problem }
            }
            return nil
        case (.array(let sent), .array(let known)):
            for (index, element) in sent.enumerated() where index < known.count {
                if let problem = firstProblem(in: element, canonical: known[index], path: "\(path)[\(index)]") {
                    return problem
                }
            }
            return nil
        default:
            return nil
        }
    }
}
