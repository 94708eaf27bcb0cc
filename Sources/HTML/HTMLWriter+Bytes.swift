/// The writer's buffer at the byte level: appending bytes, names and decimals, and growing it.
/// Everything here appends as it is; the escaping is `HTMLWriter+Escaping`'s and the callers'.
extension HTMLWriter {
    @inlinable
    mutating func appendByte(_ byte: UInt8) {
        if written == capacity { grow(toFit: 1) }
        base[written] = byte
        written += 1
    }

    @inlinable
    mutating func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        let length = bytes.count
        if written + length > capacity { grow(toFit: length) }
        let target = UnsafeMutableRawPointer(base + written)
        let from = UnsafeRawPointer(source)
        // Most appends are a few bytes: two overlapping words beat a call to memcpy or a byte loop.
        if length >= 8 && length <= 16 {
            let head = from.loadUnaligned(as: UInt64.self)
            let tail = from.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self)
            target.storeBytes(of: head, as: UInt64.self)
            target.storeBytes(of: tail, toByteOffset: length - 8, as: UInt64.self)
        } else if length >= 4 && length < 8 {
            let head = from.loadUnaligned(as: UInt32.self)
            let tail = from.loadUnaligned(fromByteOffset: length - 4, as: UInt32.self)
            target.storeBytes(of: head, as: UInt32.self)
            target.storeBytes(of: tail, toByteOffset: length - 4, as: UInt32.self)
        } else if length < 4 {
            for index in 0..<length { base[written + index] = source[index] }
        } else {
            (base + written).update(from: source, count: length)
        }
        written += length
    }

    /// Doubles the buffer (at least), for `length` more bytes.
    @usableFromInline
    mutating func grow(toFit length: Int) {
        let newCapacity = max(capacity * 2, count + length)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    @inlinable
    mutating func append(_ name: StaticString) {
        // A one-character literal may be stored as a scalar rather than as UTF-8 in the binary.
        if name.hasPointerRepresentation {
            appendBytes(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
        } else {
            name.withUTF8Buffer { appendBytes($0) }
        }
    }

    /// Markup punctuation from this module's own constants.
    mutating func appendRaw(_ constant: StaticString) {
        append(constant)
    }

    mutating func appendRaw(_ constant: UnsafeBufferPointer<UInt8>) {
        appendBytes(constant)
    }

    mutating func appendName(_ name: String) {
        precondition(Self.isValidName(name), "names are constants in code, never user input")
        var name = name
        name.withUTF8 { appendBytes($0) }
    }

    @usableFromInline
    mutating func appendDecimal(_ number: Int) {
        if number < 0 {
            appendByte(UInt8(ascii: "-"))
        }
        let magnitude = number.magnitude
        var divisor: UInt = 1
        while divisor <= magnitude / 10 { divisor *= 10 }
        var rest = magnitude
        repeat {
            appendByte(UInt8(ascii: "0") + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        } while divisor > 0
    }

    static func isValidName(_ name: String) -> Bool {
        !name.isEmpty
            && name.utf8.allSatisfy { byte in
                (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2D
                    || (byte >= 0x41 && byte <= 0x5A)
            }
    }
}
