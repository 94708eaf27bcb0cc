import Foundation

/// Errors and warnings for operators, on stderr, one line each.
public enum ErrorLog {
    public static func write(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
