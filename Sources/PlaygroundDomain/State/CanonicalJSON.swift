import JSON
import MenuCore

/// JSON as the state token and the API write it: sorted keys, so equal values give equal bytes.
///
/// The bytes are those of Foundation's `JSONEncoder` with `[.sortedKeys,
/// .withoutEscapingSlashes]`, which wrote them until it was the largest cost of a never-seen
/// page: `CanonicalJSONEncoder` writes the same bytes (the differential tests compare them), so
/// every token and link made before stays the one URL of its state.
package enum CanonicalJSON {
    private static let encoder = CanonicalJSONEncoder()
    private static let writingDefaultsEncoder = CanonicalJSONEncoder(userInfo: [.writesDefaults: true])

    /// `writingDefaults` also writes the fields a configuration leaves out at their default
    /// (`CodingUserInfoKey.writesDefaults`); tokens and answers never do.
    package static func encode(_ value: some Encodable, writingDefaults: Bool = false) throws(DomainError) -> [UInt8] {
        do {
            return try (writingDefaults ? writingDefaultsEncoder : encoder).encode(value)
        } catch {
            // Only a non-finite number fails to encode, and validation admits none; answer
            // rather than crash if that ever changes.
            throw DomainError(
                .internalFailure, code: "encoding_failed", message: "The answer could not be encoded as JSON.")
        }
    }

    /// The value as the JSON document it encodes to, for comparing with what a client sent.
    static func document(of value: some Encodable, writingDefaults: Bool = false) throws(DomainError) -> JSONValue {
        do {
            return try JSONValue.parse(try encode(value, writingDefaults: writingDefaults))
        } catch {
            // The encoder's own output is JSON; answer rather than crash if it ever is not.
            throw DomainError(
                .internalFailure, code: "encoding_failed", message: "The answer could not be read back as JSON.")
        }
    }
}
