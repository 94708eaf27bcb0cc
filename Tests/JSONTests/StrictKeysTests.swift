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
}
