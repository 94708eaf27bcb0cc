import FuzzSupport
import Playground
import PlaygroundDomain

/// The configuration file (`PlaygroundConfiguration.load(bytes:file:)`, `ConfigReader`), read as
/// if it were `Config/playground.json`, so relative paths resolve against the real `Config/`.
/// A refusal must name the file and say what was wrong.
enum ConfigTarget {
    static func run(_ input: [UInt8]) {
        do throws(ConfigurationError) {
            _ = try PlaygroundConfiguration.load(bytes: input, file: FuzzHarness.configurationFile)
        } catch {
            FuzzHarness.require(
                error.file == FuzzHarness.configurationFile && !error.problem.isEmpty,
                "a configuration error that does not say where or what: \(error)")
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzHarness.run(data, size, ConfigTarget.run)
    return 0
}
