import Foundation
import PlaygroundDomain

/// Reads the built-in demos from disk (`Config/demos/*.json`), in file-name order, for the
/// domain's `DemoCatalog` to check and replay.
enum DemoFiles {
    static func load(directory: String) throws(ConfigurationError) -> [BuiltInDemo] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".json") }
                .sorted()
        } catch {
            throw ConfigurationError(
                file: directory, key: nil, problem: "cannot be listed (\(error.localizedDescription))")
        }
        var demos: [BuiltInDemo] = []
        for name in names {
            demos.append(try load(file: directory + "/" + name))
        }
        return demos
    }

    static func load(file: String) throws(ConfigurationError) -> BuiltInDemo {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw ConfigurationError(file: file, key: nil, problem: "cannot be read")
        }
        return try DemoCatalog.demo(file: file, bytes: [UInt8](data))
    }
}
