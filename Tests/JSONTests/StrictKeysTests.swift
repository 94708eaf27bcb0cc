import JSON
import Testing

/// What a decoder would drop, found by comparing a document with the encoding of what was decoded.
@Suite struct StrictKeysTests {
    @Test func strictKeysNameWhatTheDecoderWouldDrop() throws {
        let canonical = JSONValue.object(["options": .array([.string("a")]), "isOpen": .bool(false)])
        #expect(StrictKeys.firstProblem(in: canonical, canonical: canonical) == nil)
        #expect(
            StrictKeys.firstProblem(in: .object(["option": .array([])]), canonical: canonical)
                == StrictKeys.Problem(path: "option", message: "is not a known field"))
        #expect(
            StrictKeys.firstProblem(in: .object(["isOpen": .null]), canonical: canonical, path: "state")
                == StrictKeys.Problem(
                    path: "state.isOpen", message: "must not be null; leave the field out for its default"))
    }

    /// A value the decoder read as another: −0 above all, which canonical JSON writes 0. Other
    /// spellings of one number are one value.
    @Test func firstDifferenceNamesAValueReadAsAnother() throws {
        func document(statusBar: JSONValue, width: JSONValue = .integer(320), v: JSONValue = .integer(1)) -> JSONValue {
            .object([
                "device": .object(["statusBar": statusBar, "width": width]), "v": v, "order": .array([.integer(1)]),
            ])
        }
        let canonical = document(statusBar: .integer(0))
        #expect(StrictKeys.firstDifference(in: canonical, canonical: canonical) == nil)
        #expect(
            StrictKeys.firstDifference(in: document(statusBar: .number(0), width: .number(320)), canonical: canonical)
                == nil)
        #expect(
            StrictKeys.firstDifference(in: document(statusBar: .number(-0.0)), canonical: canonical)
                == StrictKeys.Problem(path: "device.statusBar", message: "is -0, which canonical JSON writes as 0"))
        #expect(
            StrictKeys.firstDifference(in: document(statusBar: .number(-0.0), v: .integer(2)), canonical: canonical)
                == StrictKeys.Problem(path: "device.statusBar", message: "is -0, which canonical JSON writes as 0"))
        #expect(
            StrictKeys.firstDifference(in: document(statusBar: .integer(0), v: .string("1")), canonical: canonical)
                == StrictKeys.Problem(path: "v", message: "is \"1\" where canonical JSON has 1"))
        #expect(
            StrictKeys.firstDifference(
                in: .object(["order": .array([.integer(1), .number(-0.0)])]),
                canonical: .object(["order": .array([.integer(1), .integer(0)])]), path: "state")
                == StrictKeys.Problem(path: "state.order[1]", message: "is -0, which canonical JSON writes as 0"))
        #expect(
            StrictKeys.firstDifference(
                in: .object(["order": .array([.integer(1)])]), canonical: .object(["order": .array([])]))
                == StrictKeys.Problem(path: "order", message: "has 1 element where canonical JSON has 0"))
        #expect(
            StrictKeys.firstDifference(in: .object([:]), canonical: .object(["v": .integer(1)]))
                == StrictKeys.Problem(path: "v", message: "is missing where canonical JSON has 1"))
    }
}
