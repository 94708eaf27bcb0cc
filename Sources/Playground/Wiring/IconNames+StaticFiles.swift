import HTTPServer
import PlaygroundDomain

extension IconNames {
    /// The SVGs under Public/icons, from the static files loaded at start-up (the site's favicon
    /// is not a menu icon).
    init(staticFiles: StaticFiles) {
        self.init(
            staticFiles.assets.keys.compactMap { path -> String? in
                guard path.hasPrefix("icons/"), path.hasSuffix(".svg") else { return nil }
                let name = String(path.dropFirst("icons/".count).dropLast(".svg".count))
                return name.isEmpty || name.contains("/") || name == "favicon" ? nil : name
            })
    }
}
