/// The icons a configuration may name: the SVGs under Public/icons, read from the static files
/// loaded at start-up (the site's favicon is not a menu icon).
package struct IconNames: Sendable, Hashable {
    /// Sorted names without the `.svg` extension.
    package let names: [String]

    package init(_ names: [String] = []) {
        self.names = Array(Set(names)).sorted()
    }

    package func contains(_ name: String) -> Bool { names.contains(name) }

    /// The icons a menu option may carry: all but the tab strip's on/off pairs (`onUpLeft`,
    /// `offSettings`), which only make sense as a selected and an unselected tab.
    package var menuIcons: [String] {
        names.filter { name in
            for prefix in ["on", "off"] where name.hasPrefix(prefix) {
                if name.dropFirst(prefix.count).first?.isUppercase == true { return false }
            }
            return true
        }
    }
}
