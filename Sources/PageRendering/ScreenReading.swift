import MenuCore

/// What a screen reader reads on a drawn screen, in reading order, and what a reviewer would flag
/// in it: the elements `ScreenRenderer` writes, listed from the same decisions (`ScreenSemantics`),
/// so the list is the markup's, never a second opinion of it.
///
/// ```swift
/// let reading = ScreenReading(layout, selectedFrames: ["tab-1"])
/// reading.elements.first  // dialog “Options” · box sheet · x 0 y 0 w 320 h 568
/// reading.flags           // small_target on close-button, 30 × 30 pt
/// ```
public struct ScreenReading: Sendable, Hashable, Encodable {
    /// Every element a screen reader meets, in document (reading) order.
    public var elements: [AccessibleElement]
    /// What a reviewer would raise, in the order of the elements they concern.
    public var flags: [AccessibilityFlag]

    /// The smallest tap target, each way, in points: the seeds' platform guideline (44 × 44 pt).
    public static let minimumTarget = 44.0

    public init(elements: [AccessibleElement], flags: [AccessibilityFlag]) {
        self.elements = elements
        self.flags = flags
    }

    /// The reading of `layout` drawn with `selectedFrames` (`ScreenRenderer.selectedFrames`).
    public init(_ layout: Layout, selectedFrames: Set<String> = []) {
        self.init(ScreenPlan(layout, selectedFrames: selectedFrames))
    }

    /// The reading of a screen already planned (`ScreenRenderer.plan(_:)`), which is then drawn.
    public init(_ plan: ScreenPlan) {
        elements = []
        flags = []
        let semantics = plan.semantics
        guard !semantics.tree.boxes.isEmpty else { return }
        elements.reserveCapacity(semantics.tree.boxes.count)
        read(0, semantics)
    }

    private mutating func read(_ index: Int, _ semantics: ScreenSemantics) {
        guard !semantics.isSkipped(index) else { return }
        let box = semantics.tree.boxes[index]
        if let role = semantics.elementRole(of: index) {
            let name: String
            switch role {
            case .dialog: name = semantics.dialogName(of: index)
            case .tab: name = semantics.drawnText(of: index)
            default: name = ""
            }
            var element = AccessibleElement(role: role, name: name, box: box.name, frame: box.frame)
            if role == .tab { element.selected = semantics.isSelected(index) }
            elements.append(element)
        }
        if let role = semantics.controlRole(of: index) {
            var element = AccessibleElement(
                role: role, name: semantics.controlName(of: index), box: box.name, frame: box.frame)
            if role == .tab { element.selected = semantics.isSelected(index) }
            if semantics.isDisabled(index) { element.disabled = true }
            elements.append(element)
            flag(element, at: elements.count - 1, unnamed: semantics.isUnnamed(index))
        } else if semantics.elementRole(of: index) != .tab {
            let text = semantics.drawnText(of: index)
            if !text.allSatisfy(\.isWhitespace) {
                elements.append(AccessibleElement(role: .text, name: text, box: box.name, frame: box.frame))
            }
        }
        for child in semantics.tree.children[index] {
            read(child, semantics)
        }
    }

    /// A control named only by its frame name, and a control (not a disabled one, which takes no
    /// taps) smaller than the minimum target either way.
    private mutating func flag(_ element: AccessibleElement, at position: Int, unnamed: Bool) {
        if unnamed {
            flags.append(AccessibilityFlag(kind: .unnamedControl, of: element, at: position))
        }
        let frame = element.frame
        if element.disabled != true, frame.width < Self.minimumTarget || frame.height < Self.minimumTarget {
            flags.append(AccessibilityFlag(kind: .smallTarget, of: element, at: position))
        }
    }

    /// A length as words: whole points without a fraction (`44`), others to two places (`43.5`).
    public static func points(_ value: Double) -> String {
        guard value.isFinite else { return String(value) }
        let hundredths = (value * 100).rounded()
        if hundredths.truncatingRemainder(dividingBy: 100) == 0 { return String(Int(hundredths / 100)) }
        var text = String(hundredths / 100)
        // `String(Double)` may spell 0.1 + 0.2 as 0.30000000000000004; hundredths never need more.
        if let dot = text.firstIndex(of: "."), text.distance(from: dot, to: text.endIndex) > 3 {
            text = String(text[..<text.index(dot, offsetBy: 3)])
        }
        return text
    }
}

/// One element a screen reader meets: its role, its name and its states, with the box that
/// draws it and that box's frame as the layout API writes it.
public struct AccessibleElement: Sendable, Hashable, Codable {
    public var role: AccessibleRole
    /// The accessible name, as the browser computes it from the markup ("" when it has none).
    public var name: String
    /// `aria-selected`, for tabs; nil where it does not apply.
    public var selected: Bool?
    /// `disabled`, only where it is set.
    public var disabled: Bool?
    public var box: String
    public var frame: Rect

    public init(
        role: AccessibleRole, name: String, selected: Bool? = nil, disabled: Bool? = nil, box: String, frame: Rect
    ) {
        self.role = role
        self.name = name
        self.selected = selected
        self.disabled = disabled
        self.box = box
        self.frame = frame
    }

    /// The states in words, as the panel shows them: `selected`, `not selected`, `disabled`.
    public var states: [String] {
        var states: [String] = []
        if let selected { states.append(selected ? "selected" : "not selected") }
        if disabled == true { states.append("disabled") }
        return states
    }
}
