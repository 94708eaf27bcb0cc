/// Paths to a field of a JSON document, as error messages name it: `config.options[3]`.
public enum JSONPath {
    /// Joins a path prefix and a field path: `("config", "options[3]")` → `config.options[3]`.
    public static func join(_ prefix: String, _ field: String) -> String {
        if prefix.isEmpty { return field }
        if field.isEmpty { return prefix }
        return field.hasPrefix("[") ? prefix + field : prefix + "." + field
    }
}
