import MenuCore

/// What a box draws inside itself, before its children: how a tap on it reaches the server.
enum BoxFace: Equatable {
    /// Not interactive: text and icon drawn by the box element itself.
    case plain
    /// A submit button posting the box's action to the tap URL.
    case tap
    /// A backdrop: a submit button posting to the dismiss URL (with the box's action, if any,
    /// so the server knows which outside tap it was).
    case dismiss
    /// A text field being edited: a real text input whose form posts the action with the text.
    case textInput
    /// A button drawn but not offered (`isDisabled`): a disabled `<button>`, so assistive
    /// technology still finds it.
    case disabledButton

    init(_ box: Box) {
        if box.isDisabled {
            self = box.role == .button ? .disabledButton : .plain
        } else if box.role == .backdrop {
            self = .dismiss
        } else if let action = box.action {
            self = box.role == .textField && action.text != nil ? .textInput : .tap
        } else {
            self = .plain
        }
    }

    /// Whether the box draws a control (and so names itself).
    var isControl: Bool { self != .plain }

    /// Whether the control is a full-size layer for taps outside the menu. Such layers stay out
    /// of the tab order: keyboard users have the visible Cancel (and Escape, with script).
    static func isOutsideLayer(_ box: Box) -> Bool {
        box.role == .backdrop || box.role == .dialog
    }
}
