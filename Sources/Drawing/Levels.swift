/// Conversions between pixels and the Float levels `BoxBlur` sums, four channels at a time.
///
/// They add 2²³ rather than convert: a Float in −0.5 ..< 2²² plus 2²³ holds that value rounded
/// (ties to even) to an integer in its low mantissa bits, and an integer below 2²³ in those bits
/// minus 2²³ is that value as a Float. Plain vector instructions, where Swift's checked scalar
/// conversions and its generic SIMD conversion initialisers cost most of the blur's time.
///
/// The lane order is the pixel's byte order in memory, low byte first: little-endian only.
#if _endian(big)
    #error("Levels reads pixels' bytes in little-endian order")
#endif
enum Levels {
    private static let shift: Float = 8_388_608

    @inline(__always)
    private static func float(_ integers: SIMD4<UInt32>) -> SIMD4<Float> {
        unsafeBitCast(integers | 0x4B00_0000, to: SIMD4<Float>.self) - shift
    }

    /// The four levels of a native 32-bit pixel, the alpha byte (the top one) last.
    @inline(__always)
    static func unpack(_ pixel: UInt32) -> SIMD4<Float> {
        float(SIMD4<UInt32>(truncatingIfNeeded: unsafeBitCast(pixel, to: SIMD4<UInt8>.self)))
    }

    /// The pixel of four levels (alpha last), rounded, with no colour above alpha as
    /// premultiplied pixels must be. A linear blur keeps colour ≤ alpha, but Float sums drift,
    /// so colours are clamped to alpha first; rounding is monotonic, so it keeps the order.
    @inline(__always)
    static func pack(_ values: SIMD4<Float>) -> UInt32 {
        let alpha = SIMD4<Float>(repeating: values[3])
        let levels = values.replacing(with: alpha, where: values .> alpha) + shift
        // Two levels per 64-bit half: level 2k in bits 0…7, level 2k + 1 in bits 32…39, moved
        // down to bits 8…15.
        let pairs = unsafeBitCast(levels, to: SIMD2<UInt64>.self) & 0x0000_00FF_0000_00FF
        let bytes = (pairs | pairs &>> 24) & 0xFFFF
        return UInt32(truncatingIfNeeded: bytes[0] | bytes[1] << 16)
    }
}
