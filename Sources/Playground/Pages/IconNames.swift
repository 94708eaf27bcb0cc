import HTTPServer

/// The icons a configuration may name: the SVGs under Public/icons, read from the static files
/// loaded at start-up (the site's favicon is not a menu icon).
struct IconNames: Sendable, Hashable {
    /// Sorted names without the `.svg` extension.
    let names: [String]

    init(_ names: [String] = []) {
        self.names = Array(Set(names)).sorted()
    }

    init(staticFiles: StaticFiles) {
        self.init(
            staticFiles.assets.keys.compactMap { path -> String? in
                guard path.hasPrefix("icons/"), path.hasSuffix(".svg") else { return nil }
                let name = String(path.dropFirst("icons/".count).dropLast(".svg".count))
                return name.isEmpty || name.contains("/") || name == "favicon" ? nil : name
            })
    }

    func contains(_ name: String) -> Bool { names.contains(name) }

    /// The icons a menu option may carry: all but the tab strip's on/off pairs (`onUpLeft`,
    /// `offSettings`), which only make sense as a selected and an unselected tab.
    var menuIcons: [String] {
        names.filter { name in
            for prefix in ["on", "off"] where name.hasPrefix(prefix) {
                if name.dropFirst(prefix.count).first?.isUppercase == true { return false }
            }
            return true
        }
    }
}
