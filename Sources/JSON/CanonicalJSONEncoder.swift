/// Encodes any `Encodable` to the bytes Foundation's `JSONEncoder` writes with
/// `outputFormatting = [.sortedKeys, .withoutEscapingSlashes]` and its default strategies, byte
/// for byte but for −0, written `0` (the differential tests compare the two), at a small part of
/// its cost.
///
/// JSONEncoder builds a tree of enum values (numbers as Strings, objects as dictionaries),
/// converts it once more and sorts each object's keys while it writes; on the state token's hot
/// path (every page decodes a token and encodes it again to check it is canonical) that was most
/// of the time. Here every scalar is written into one byte buffer as it is encoded, an object
/// keeps only its keys and where each member's bytes are, and it is sorted and written when the
/// `encode(to:)` that filled it returns.
///
/// What it writes, as JSONEncoder does: keys sorted by their UTF-8 bytes (a key set twice keeps
/// its first spelling and its last value; keys Swift calls equal are one key); integers in
/// decimal; `Double` and `Float` as their `description` less a trailing `.0` (`320`, `0.5`,
/// `1e+16`); strings with `"`, `\` and the C0 controls escaped (`\n`, `\u001f`), everything else
/// raw UTF-8; `{}` for a nested value that encoded nothing; `null` for `encodeNil`.
///
/// What it writes otherwise: −0 as `0`, where JSONEncoder writes `-0`. The two are one number
/// (`==`), so they must be one text: one state, one token, and a text holding `-0` is the
/// encoding of no value (a token holding it is not canonical).
///
/// What it throws, as JSONEncoder does, as `EncodingError.invalidValue`: a number that is not
/// finite, a top-level value that encodes nothing, containers nested 512 deep.
///
/// Not copied: JSONEncoder's special cases for Foundation's `Data`, `Date`, `URL` and `Decimal`
/// (this module does not import Foundation; they encode through their own conformances, which
/// for `Date` gives the same bytes), and what it does on misuse it traps on (a second value in
/// one single-value container) or that no type here does (a nested container asked for at a key
/// that already holds an encoded object: JSONEncoder merges the two, here the later one wins).
/// Coding paths, seen only in errors, include the keys of nested containers.
public struct CanonicalJSONEncoder: Sendable {
    /// What `Encoder.userInfo` gives every `encode(to:)`.
    public var userInfo: [CodingUserInfoKey: any Sendable]

    public init(userInfo: [CodingUserInfoKey: any Sendable] = [:]) {
        self.userInfo = userInfo
    }

    public func encode<T: Encodable>(_ value: T) throws -> [UInt8] {
        let buffer = JSONByteBuffer()
        let root = JSONValueEncoder(buffer: buffer, userInfo: userInfo)
        let range: Range<Int>
        if let scalar = try root.scalar(value, at: nil) {
            range = scalar
        } else {
            try value.encode(to: root)
            guard root.hasValue else {
                throw EncodingError.invalidValue(
                    value,
                    EncodingError.Context(
                        codingPath: [], debugDescription: "Top-level \(T.self) did not encode any values."))
            }
            range = root.finish()
        }
        guard !buffer.nestsTooDeep else {
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(
                    codingPath: [], debugDescription: "Unable to encode the given top-level value to JSON."))
        }
        return buffer.bytes(range)
    }
}
