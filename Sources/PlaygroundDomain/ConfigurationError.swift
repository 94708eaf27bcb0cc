/// A configuration that cannot be used. The description is the message printed at start-up.
public struct ConfigurationError: Error, CustomStringConvertible, Equatable {
    public var file: String
    public var key: String?
    public var problem: String

    public init(file: String, key: String?, problem: String) {
        self.file = file
        self.key = key
        self.problem = problem
    }

    public var description: String {
        if let key { return "\(file): \(key): \(problem)" }
        return "\(file): \(problem)"
    }
}
