import MenuCore
import PageRendering
import Testing

/// A box's face, from a box lent whole or read in place, is decided as it always was.
@Suite struct BoxFaceTests {
    /// The rule as written before the action was matched rather than passed.
    static func reference(isDisabled: Bool, role: Role, action: ActionPayload?) -> BoxFace {
        if isDisabled { return role == .button ? .disabledButton : .plain }
        if role == .backdrop { return action == nil ? .cover : .dismiss }
        guard let action else { return .plain }
        return role == .textField && action.text != nil ? .textInput : .tap
    }

    @Test func facesFollowTheRule() throws {
        let actions: [ActionPayload?] = [
            nil, ActionPayload("tap"), ActionPayload("typeText", text: ""), ActionPayload("typeText", text: "mint"),
        ]
        var boxes = [Box("screen", frame: rect(0, 0, 320, 480), parent: nil, role: .screen)]
        var expected: [BoxFace] = []
        for role in [Role.button, .backdrop, .textField, .option, .label] {
            for action in actions {
                for isDisabled in [false, true] {
                    let box = Box(
                        "box-\(boxes.count)", frame: rect(0, 0, 10, 10), parent: "screen", role: role, action: action,
                        isDisabled: isDisabled)
                    #expect(BoxFace(box) == Self.reference(isDisabled: isDisabled, role: role, action: action))
                    expected.append(Self.reference(isDisabled: isDisabled, role: role, action: action))
                    boxes.append(box)
                }
            }
        }
        // `formCount` reads the faces in place; fields submitted by another box's form are none here.
        let forms = expected.filter { [.tap, .dismiss, .cover, .textInput].contains($0) }.count
        #expect(ScreenRenderer.formCount(in: try handMadeLayout(boxes)) == forms)
    }
}
