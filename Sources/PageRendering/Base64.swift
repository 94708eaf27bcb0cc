/// Standard base64 with padding (RFC 4648 §4), the alphabet CSP hash sources use.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    static func encoded(_ bytes: [UInt8]) -> String {
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let remaining = bytes.count - index
            let first = UInt32(bytes[index])
            let second = remaining > 1 ? UInt32(bytes[index + 1]) : 0
            let third = remaining > 2 ? UInt32(bytes[index + 2]) : 0
            let group = first << 16 | second << 8 | third
            output.append(alphabet[Int(group >> 18 & 63)])
            output.append(alphabet[Int(group >> 12 & 63)])
            output.append(remaining > 1 ? alphabet[Int(group >> 6 & 63)] : UInt8(ascii: "="))
            output.append(remaining > 2 ? alphabet[Int(group & 63)] : UInt8(ascii: "="))
            index += 3
        }
        return String(decoding: output, as: UTF8.self)
    }
}
