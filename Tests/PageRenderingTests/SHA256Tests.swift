import Digests
import PageRendering
import Testing

/// FIPS 180-2 appendix B vectors, and the base64 form CSP uses.
@Suite struct SHA256Tests {
    static func hex(_ bytes: [UInt8]) -> String {
        bytes.map { byte in
            let digits = String(byte, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }

    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
    ])
    func matchesTheStandardVectors(message: String, digest: String) {
        #expect(Self.hex(SHA256.digest(Array(message.utf8))) == digest)
    }

    @Test func hashesOneMillionAs() {
        let message = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
        #expect(
            Self.hex(SHA256.digest(message)) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// Lengths around the padding boundary: 55 bytes fit one block, 56 need two.
    @Test(arguments: [
        (55, "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318"),
        (56, "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a"),
        (64, "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb"),
    ])
    func padsAtBlockBoundaries(length: Int, digest: String) {
        #expect(Self.hex(SHA256.digest([UInt8](repeating: UInt8(ascii: "a"), count: length))) == digest)
    }

    @Test func givesCSPHashSourcesInPaddedBase64() {
        #expect(ContentHash.sha256Source(of: "") == "sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=")
        #expect(ContentHash.sha256Source(of: "abc") == "sha256-ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=")
        // UTF-8 bytes, as the browser hashes the attribute value.
        #expect(ContentHash.sha256Source(of: "é") == "sha256-SplVfkAzw1Od4utlRyAXytX5VX96BiWgnxw/biumnEw=")
    }
}
