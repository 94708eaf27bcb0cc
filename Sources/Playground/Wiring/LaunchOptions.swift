import HTTPServer

/// The command line, after the environment and the flags have been applied in that order
/// (file < HOST/PORT < --host/--port).
public struct LaunchOptions: Sendable, Equatable {
    public enum Action: Sendable, Equatable {
        case serve
        case showHelp
        case showVersion
    }

    public var action = Action.serve
    public var configFile = "Config/playground.json"
    public var host: String?
    public var port: Int?
    public var logFormat = AccessLog.Format.text

    /// The name the program goes by on the command line and at the start of its stderr lines.
    public static let programName = "menu-playground"
    public static let version = "0.1.0"

    public static let usage = """
        Usage: \(programName) [options]

        Serves the Menu Playground over HTTP.

        Options:
          --config FILE        configuration file (default: Config/playground.json)
          --host ADDRESS       address to listen on; overrides HOST and the file
          --port NUMBER        port to listen on (0 picks a free one); overrides PORT and the file
          --log-format FORMAT  access log format: text or json (default: text)
          --help               show this help
          --version            show the version

        Environment:
          HOST, PORT           override the configuration file; the flags override them
        """

    public struct UsageError: Error, CustomStringConvertible, Equatable {
        public var description: String
    }

    public static func parse(_ arguments: [String], environment: [String: String]) throws(UsageError) -> LaunchOptions {
        var options = LaunchOptions()
        if let host = environment["HOST"], !host.isEmpty { options.host = host }
        if let port = environment["PORT"], !port.isEmpty {
            options.port = try parsePort(port, source: "PORT")
        }
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            let (flag, inlineValue) = split(argument)
            func value() throws(UsageError) -> String {
                if let inlineValue { return inlineValue }
                guard let next = remaining.popFirst() else { throw UsageError(description: "\(flag) needs a value") }
                return next
            }
            switch flag {
            case "--help", "-h": options.action = .showHelp
            case "--version": options.action = .showVersion
            case "--config": options.configFile = try value()
            case "--host": options.host = try value()
            case "--port": options.port = try parsePort(try value(), source: "--port")
            case "--log-format":
                let format = try value()
                guard let parsed = AccessLog.Format(rawValue: format) else {
                    throw UsageError(description: "--log-format expects text or json, not “\(format)”")
                }
                options.logFormat = parsed
            default:
                throw UsageError(description: "unknown option “\(argument)” (see --help)")
            }
        }
        return options
    }

    /// Applies the host and port overrides to a loaded configuration.
    public func apply(to configuration: inout PlaygroundConfiguration) {
        if let host { configuration.server.host = host }
        if let port { configuration.server.port = port }
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private static func parsePort(_ text: String, source: String) throws(UsageError) -> Int {
        guard let port = Int(text), (0...65535).contains(port) else {
            throw UsageError(description: "\(source) expects a port from 0 to 65535, not “\(text)”")
        }
        return port
    }
}
