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

extension StrictKeys {
    /// The first value of `input`, in sorted key order, that is not the one `canonical` holds at
    /// its place: what a decoder read as another value, above all −0, which canonical JSON writes
    /// as 0. Spellings of one number (`1`, `1.0`, `1e0`) and of one string are one value, so nil
    /// does not mean that the texts are equal. Keys `canonical` lacks are `firstProblem`'s.
    public static func firstDifference(in input: JSONValue, canonical: JSONValue, path: String = "") -> Problem? {
        switch (input, canonical) {
        case (.object(let sent), .object(let known)):
            for key in Set(sent.keys).union(known.keys).sorted() {
                let keyPath = JSONPath.join(path, key)
                guard let understood = known[key] else { continue }
                guard let value = sent[key] else {
                    return Problem(
                        path: keyPath, message: "is missing where canonical JSON has \(understood.shortDescription)")
                }
                if let problem = firstDifference(in: value, canonical: understood, path: keyPath) { return problem }
            }
            return nil
        case (.array(let sent), .array(let known)):
            for (index, (element, understood)) in zip(sent, known).enumerated() {
                if let problem = firstDifference(in: element, canonical: understood, path: "\(path)[\(index)]") {
                    return problem
                }
            }
            guard sent.count == known.count else {
                let elements = sent.count == 1 ? "element" : "elements"
                return Problem(
                    path: path, message: "has \(sent.count) \(elements) where canonical JSON has \(known.count)")
            }
            return nil
        default:
            if input == canonical || isSameNumber(input, canonical) { return nil }
            if case .number(let number) = input, number == 0, number.sign == .minus {
                return Problem(path: path, message: "is -0, which canonical JSON writes as 0")
            }
            return Problem(
                path: path,
                message: "is \(input.shortDescription) where canonical JSON has \(canonical.shortDescription)")
        }
    }

    /// Equal numbers of one sign, however written: −0 and 0 are told apart.
    private static func isSameNumber(_ left: JSONValue, _ right: JSONValue) -> Bool {
        func number(_ value: JSONValue) -> Double? {
            switch value {
            case .integer(let integer): Double(exactly: integer)
            case .number(let number): number
            default: nil
            }
        }
        guard let left = number(left), let right = number(right) else { return false }
        return left == right && left.sign == right.sign
    }
}
