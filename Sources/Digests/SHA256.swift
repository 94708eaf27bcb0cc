/// SHA-256 (FIPS 180-4), in pure Swift: Foundation on Linux has no CryptoKit. Used for the CSP
/// hashes of inline styles and for entity tags, which key shared caches of client-influenced
/// content and so must not collide by design.
public enum SHA256 {
    /// The 32-byte digest of `message`.
    public static func digest(_ message: some Collection<UInt8>) -> [UInt8] {
        if let digest = message.withContiguousStorageIfAvailable({ digest(of: $0) }) { return digest }
        return Array(message).withUnsafeBufferPointer { digest(of: $0) }
    }

    /// Whole blocks are read where they are; only the last one or two, padded (a 1 bit, zeros,
    /// and the bit length as a big-endian 64-bit integer), are copied, into a stack buffer.
    private static func digest(of message: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var state = initialState
        roundConstants.withUnsafeBufferPointer { constants in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { schedule in
                let wholeBlocks = message.count / 64
                if let base = message.baseAddress {
                    for block in 0..<wholeBlocks {
                        compress(base + 64 * block, schedule: schedule, constants: constants, into: &state)
                    }
                }
                withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 128) { tail in
                    let rest = message.count - 64 * wholeBlocks
                    for index in 0..<rest { tail[index] = message[64 * wholeBlocks + index] }
                    tail[rest] = 0x80
                    let length = rest + 1 + 8 <= 64 ? 64 : 128
                    for index in (rest + 1)..<(length - 8) { tail[index] = 0 }
                    let bitLength = UInt64(message.count) &* 8
                    for index in 0..<8 {
                        tail[length - 8 + index] = UInt8(truncatingIfNeeded: bitLength >> UInt64(56 - 8 * index))
                    }
                    for offset in stride(from: 0, to: length, by: 64) {
                        compress(
                            UnsafePointer(tail.baseAddress! + offset), schedule: schedule, constants: constants,
                            into: &state)
                    }
                }
            }
        }
        var digest = [UInt8](repeating: 0, count: 32)
        for (index, word) in [state.0, state.1, state.2, state.3, state.4, state.5, state.6, state.7].enumerated() {
            digest[4 * index] = UInt8(truncatingIfNeeded: word >> 24)
            digest[4 * index + 1] = UInt8(truncatingIfNeeded: word >> 16)
            digest[4 * index + 2] = UInt8(truncatingIfNeeded: word >> 8)
            digest[4 * index + 3] = UInt8(truncatingIfNeeded: word)
        }
        return digest
    }

    private typealias State = (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32)

    /// One 64-byte block into the running state.
    private static func compress(
        _ block: UnsafePointer<UInt8>, schedule w: UnsafeMutableBufferPointer<UInt32>,
        constants: UnsafeBufferPointer<UInt32>, into state: inout State
    ) {
        for index in 0..<16 {
            let base = 4 * index
            w[index] =
                UInt32(block[base]) << 24 | UInt32(block[base + 1]) << 16 | UInt32(block[base + 2]) << 8
                | UInt32(block[base + 3])
        }
        for index in 16..<64 {
            let s0 = rotateRight(w[index - 15], 7) ^ rotateRight(w[index - 15], 18) ^ (w[index - 15] >> 3)
            let s1 = rotateRight(w[index - 2], 17) ^ rotateRight(w[index - 2], 19) ^ (w[index - 2] >> 10)
            w[index] = w[index - 16] &+ s0 &+ w[index - 7] &+ s1
        }
        var (a, b, c, d, e, f, g, h) = state
        for index in 0..<64 {
            let sum1 = rotateRight(e, 6) ^ rotateRight(e, 11) ^ rotateRight(e, 25)
            let choice = (e & f) ^ (~e & g)
            let temp1 = h &+ sum1 &+ choice &+ constants[index] &+ w[index]
            let sum0 = rotateRight(a, 2) ^ rotateRight(a, 13) ^ rotateRight(a, 22)
            let majority = (a & b) ^ (a & c) ^ (b & c)
            let temp2 = sum0 &+ majority
            (h, g, f, e) = (g, f, e, d &+ temp1)
            (d, c, b, a) = (c, b, a, temp1 &+ temp2)
        }
        state = (
            state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d, state.4 &+ e, state.5 &+ f, state.6 &+ g,
            state.7 &+ h
        )
    }

    private static func rotateRight(_ value: UInt32, _ count: UInt32) -> UInt32 {
        (value >> count) | (value << (32 - count))
    }

    /// The first 32 bits of the fractional parts of the square roots of the first 8 primes.
    private static let initialState: State = (
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19
    )

    /// The first 32 bits of the fractional parts of the cube roots of the first 64 primes.
    private static let roundConstants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]
}
