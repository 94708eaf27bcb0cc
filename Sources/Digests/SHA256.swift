import CLibcrypto
import Synchronization

/// SHA-256 (FIPS 180-4), from OpenSSL's libcrypto, the only file that talks to it: it uses the
/// CPU's SHA extensions where there are some, several times faster than the pure-Swift digest
/// this replaced. Used for the CSP hashes of inline styles and for entity tags, which key shared
/// caches of client-influenced content and so must not collide by design.
public enum SHA256 {
    /// The 32-byte digest of `message`.
    public static func digest(_ message: some Collection<UInt8>) -> [UInt8] {
        if let digest = message.withContiguousStorageIfAvailable({ digest(of: $0) }) { return digest }
        return Array(message).withUnsafeBufferPointer { digest(of: $0) }
    }

    private static func digest(of message: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        let context = contexts.withLock { $0.popLast() } ?? Context()
        defer { contexts.withLock { if $0.count < 16 { $0.append(context) } } }
        var length: UInt32 = 0
        let digest = [UInt8](unsafeUninitializedCapacity: 32) { buffer, initialized in
            let done =
                EVP_DigestInit_ex2(context.pointer, algorithm, nil) == 1
                && EVP_DigestUpdate(context.pointer, message.baseAddress, message.count) == 1
                && EVP_DigestFinal_ex(context.pointer, buffer.baseAddress, &length) == 1
            precondition(done && length == 32, "libcrypto's SHA-256 fails only for no memory")
            initialized = 32
        }
        return digest
    }

    /// The algorithm, fetched once: fetching it by name for every digest cost more than the
    /// digest of a style. libcrypto allows one fetched algorithm to be used by any thread.
    nonisolated(unsafe) private static let algorithm: OpaquePointer = {
        guard let algorithm = EVP_MD_fetch(nil, "SHA256", nil) else {
            preconditionFailure("libcrypto has no SHA-256")
        }
        return algorithm
    }()

    /// Digest contexts for reuse (making one allocates), each used by one thread at a time.
    private static let contexts = Mutex<[Context]>([])

    private final class Context: @unchecked Sendable {
        let pointer: OpaquePointer

        init() {
            guard let pointer = EVP_MD_CTX_new() else { preconditionFailure("EVP_MD_CTX_new fails only for no memory") }
            self.pointer = pointer
        }

        deinit { EVP_MD_CTX_free(pointer) }
    }
}
