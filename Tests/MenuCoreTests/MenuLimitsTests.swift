import MenuCore
import Testing

/// A menu declares its own field's limit in its folder; every one must fit the shared bound that
/// the pages' fallback `maxlength` and the property tests' edge texts use.
@Suite struct MenuLimitsTests {
    @Test func everyFieldLimitFitsTheSharedBound() {
        for (menu, limit) in [("dropdown", Limits.maxDropdownTextLength), ("accordion", Limits.maxEditorTextLength)] {
            #expect(limit <= Limits.maxTypedTextLength, "\(menu)'s field takes \(limit) characters")
        }
        // The largest of them is the bound itself, so the edge texts reach a real field's limit.
        #expect(max(Limits.maxDropdownTextLength, Limits.maxEditorTextLength) == Limits.maxTypedTextLength)
    }
}
