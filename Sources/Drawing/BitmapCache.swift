import Glibc

/// The bitmaps one snapshot has decoded, by their PNG's bytes: a line of emoji repeats a few
/// bitmaps many times, and decoding each (libpng's inflate) cost more than all the rest of the
/// drawing. At most `capacityBytes` of decoded pixels (4 bytes for each pixel its IHDR names)
/// are kept, the least recently drawn dropped first (a bitmap larger than that is decoded each
/// time it is drawn). A canvas keeps its cairo surfaces here and
/// a counting surface only the keys, under the same rules, so both decode the same bitmaps at
/// the same places and the price follows the drawing. Per render, never shared: what a snapshot
/// costs does not depend on what another drew before it.
struct BitmapCache<Image> {
    static var defaultCapacityBytes: Int { 8 << 20 }
    let capacityBytes: Int

    private struct Entry {
        var image: Image?
        var bytes: Int
        var lastUse: Int
    }

    private var entries: [BitmapKey: Entry] = [:]
    private var bytes = 0
    private var clock = 0

    init(capacityBytes: Int = Self.defaultCapacityBytes) {
        self.capacityBytes = capacityBytes
    }

    /// The image of `png`: kept, or made by `decode` now (then `decoded` is true; an image that
    /// does not decode is kept as nil, so it is not tried again).
    mutating func image(for png: [UInt8], decode: () -> Image?) -> (image: Image?, decoded: Bool) {
        clock += 1
        let key = BitmapKey(png: png)
        if let entry = entries[key] {
            entries[key]?.lastUse = clock
            return (entry.image, false)
        }
        let size = PNGHeader.pixelCount(of: png) * 4
        guard size <= capacityBytes else { return (decode(), true) }
        while bytes + size > capacityBytes, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            bytes -= oldest.value.bytes
            entries[oldest.key] = nil
        }
        let image = decode()
        entries[key] = Entry(image: image, bytes: size, lastUse: clock)
        bytes += size
        return (image, true)
    }
}

/// A PNG's bytes as a dictionary key that keeps them (so it can never match other bytes that
/// later take their place in memory): hashed by their length and last 32 bytes (a PNG ends with
/// its last data chunk's CRC, then IEND), and equal only when every byte is.
struct BitmapKey: Hashable {
    let png: [UInt8]

    static func == (left: BitmapKey, right: BitmapKey) -> Bool {
        left.png.withUnsafeBytes { a in
            right.png.withUnsafeBytes { b in
                a.count == b.count
                    && (a.isEmpty || a.baseAddress == b.baseAddress
                        || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0)
            }
        }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(png.count)
        png.suffix(32).withUnsafeBytes { hasher.combine(bytes: $0) }
    }
}

/// The size a PNG declares in its IHDR chunk, which is what decoding it makes.
enum PNGHeader {
    private static let start: [UInt8] = [
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
    ]

    /// The width and height of the pixels the PNG decodes to (each at most 2²⁰, so that prices
    /// made of them cannot overflow), or nil for bytes that are not a PNG (they decode to nothing).
    static func size(of png: [UInt8]) -> (width: Int, height: Int)? {
        guard png.count >= 24, png.prefix(16).elementsEqual(start) else { return nil }
        func bigEndian(_ offset: Int) -> Int { png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (min(bigEndian(16), 1 << 20), min(bigEndian(20), 1 << 20))
    }

    static func pixelCount(of png: [UInt8]) -> Int {
        size(of: png).map { $0.width * $0.height } ?? 0
    }
}
