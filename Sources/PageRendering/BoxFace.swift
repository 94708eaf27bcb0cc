import MenuCore

/// What a box draws inside itself, before its children: how a tap on it reaches the server.
public enum BoxFace: Equatable, Sendable {
    /// Not interactive: text and icon drawn by the box element itself.
    case plain
    /// A submit button posting the box's action to the tap URL.
    case tap
    /// A backdrop with an action: a submit button posting it to the dismiss URL (an outside tap).
    case dismiss
    /// A backdrop without one: it takes taps and does nothing with them (a modal cover). It holds
    /// a form to the dismiss URL with no button, which only the page script submits, for Escape.
    case cover
    /// A text field being edited: a real text input whose form posts the action with the text.
    case textInput
    /// A button drawn but not offered (`isDisabled`): a disabled `<button>`, so assistive
    /// technology still finds it.
    case disabledButton

    public init(_ box: borrowing Box) {
        var hasAction = false
        if case .some = box.action { hasAction = true }
        self.init(
            isDisabled: box.isDisabled, role: box.role, hasAction: hasAction, actionHasText: box.action?.text != nil)
    }

    /// The face of the box at `box` in an array's storage, reading only the fields it needs: a
    /// box passed whole from there is copied (every string and array in it retained). The action
    /// is matched, not passed: passing it copied it, through the generic optional's copy.
    init(_ box: UnsafePointer<Box>) {
        var hasAction = false
        if case .some = box.pointee.action { hasAction = true }
        self.init(
            isDisabled: box.pointee.isDisabled, role: box.pointee.role, hasAction: hasAction,
            actionHasText: box.pointee.action?.text != nil)
    }

    private init(isDisabled: Bool, role: Role, hasAction: Bool, actionHasText: Bool) {
        if isDisabled {
            self = role == .button ? .disabledButton : .plain
        } else if role == .backdrop {
            self = hasAction ? .dismiss : .cover
        } else if hasAction {
            self = role == .textField && actionHasText ? .textInput : .tap
        } else {
            self = .plain
        }
    }

    /// Whether the box draws a control (and so names itself).
    var isControl: Bool { self != .plain && self != .cover }

    /// The buttons that submit a text field's form instead of a form of their own, by box index,
    /// with the field's index: a tap whose action is a text field's action without its text,
    /// such as the accordion editor's Save, posts the text the field shows (which the server has
    /// not seen yet).
    static func fieldSubmitters(_ boxes: [Box], faces: [BoxFace]) -> [Int: Int] {
        var fields: [ActionPayload: Int] = [:]
        for index in boxes.indices where faces[index] == .textInput {
            guard var action = boxes[index].action else { continue }
            action.text = nil
            if fields[action] == nil { fields[action] = index }
        }
        guard !fields.isEmpty else { return [:] }
        var submitters: [Int: Int] = [:]
        for index in boxes.indices where faces[index] == .tap {
            if let action = boxes[index].action, let field = fields[action] { submitters[index] = field }
        }
        return submitters
    }

    /// Whether the control is a full-size layer for taps outside the menu. Such layers stay out
    /// of the tab order: keyboard users have the visible Cancel (and Escape, with script).
    static func isOutsideLayer(role: Role) -> Bool {
        role == .backdrop || role == .dialog
    }
}
