/// Short constructors so pages read like the markup they produce.
extension Node {
    public static func el(_ name: String, _ attributes: [Attribute] = [], _ children: [Node] = []) -> Node {
        .element(name, attributes, children)
    }

    public static func el(_ name: String, _ attributes: [Attribute] = [], text: String) -> Node {
        .element(name, attributes, [.text(text)])
    }

    public static func a(href: String, _ attributes: [Attribute] = [], _ children: [Node]) -> Node {
        .element("a", [Attribute("href", href)] + attributes, children)
    }
}

extension Attribute {
    public static func `class`(_ value: String) -> Attribute { Attribute("class", value) }
    public static func id(_ value: String) -> Attribute { Attribute("id", value) }
    public static func data(_ name: String, _ value: String) -> Attribute { Attribute("data-" + name, value) }
}
