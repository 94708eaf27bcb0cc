/// Reading the values of a `JSONTape`: strings, numbers, members by key, coding paths.
extension JSONTape {
    func kind(_ index: Int) -> Kind { entries[index].kind }

    /// The index of the member `key` of the object at `object`, or nil. Keys are compared by
    /// their bytes; a key JSONDecoder would match by Swift's string equality but not by bytes
    /// (another normalisation) is missed here, and such a document is not canonical anyway.
    func member(_ key: String, of object: Int) -> Int? {
        var key = key
        return key.withUTF8 { wanted in
            bytes.withUnsafeBufferPointer { text in
                var keyIndex = object + 1
                for _ in 0..<entries[object].count {
                    let entry = entries[keyIndex]
                    if entry.kind == .string, Int(entry.end - entry.start) == wanted.count,
                        Self.equal(text, from: Int(entry.start), wanted)
                    {
                        return keyIndex + 1
                    }
                    if entry.kind == .escapedString, string(at: keyIndex) == String(decoding: wanted, as: UTF8.self) {
                        return keyIndex + 1
                    }
                    keyIndex = Int(entries[keyIndex + 1].next)
                }
                return nil
            }
        }
    }

    /// Whether `text` holds `wanted` at `start` (which the caller has checked fits): a plain loop,
    /// since `elementsEqual` on a slice was several times slower in the canonical check.
    static func equal(_ text: UnsafeBufferPointer<UInt8>, from start: Int, _ wanted: UnsafeBufferPointer<UInt8>)
        -> Bool
    {
        for offset in 0..<wanted.count where text[start + offset] != wanted[offset] { return false }
        return true
    }

    /// The keys of the object at `object`, in document order.
    func keys(of object: Int) -> [String] {
        var keys: [String] = []
        var keyIndex = object + 1
        for _ in 0..<entries[object].count {
            keys.append(string(at: keyIndex) ?? "")
            keyIndex = Int(entries[keyIndex + 1].next)
        }
        return keys
    }

    /// The string at `index`, its escapes decoded; nil for an escape JSONDecoder would refuse or
    /// one this decoder leaves to it (surrogates).
    func string(at index: Int) -> String? {
        let entry = entries[index]
        return bytes.withUnsafeBufferPointer { text in
            let content = UnsafeBufferPointer(rebasing: text[Int(entry.start)..<Int(entry.end)])
            guard entry.kind == .escapedString else { return String(decoding: content, as: UTF8.self) }
            return Self.unescaped(content)
        }
    }

    private static func unescaped(_ content: UnsafeBufferPointer<UInt8>) -> String? {
        var decoded: [UInt8] = []
        decoded.reserveCapacity(content.count)
        var position = 0
        while position < content.count {
            let byte = content[position]
            position += 1
            guard byte == UInt8(ascii: "\\") else {
                decoded.append(byte)
                continue
            }
            guard position < content.count else { return nil }
            let escape = content[position]
            position += 1
            switch escape {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(escape)
            case UInt8(ascii: "b"): decoded.append(0x08)
            case UInt8(ascii: "f"): decoded.append(0x0C)
            case UInt8(ascii: "n"): decoded.append(0x0A)
            case UInt8(ascii: "r"): decoded.append(0x0D)
            case UInt8(ascii: "t"): decoded.append(0x09)
            case UInt8(ascii: "u"):
                guard position + 4 <= content.count,
                    let scalar = UInt32(
                        String(
                            decoding: UnsafeBufferPointer(rebasing: content[position..<position + 4]), as: UTF8.self),
                        radix: 16),
                    let unicode = Unicode.Scalar(scalar)
                else { return nil }
                position += 4
                decoded.append(contentsOf: String(unicode).utf8)
            default: return nil
            }
        }
        return String(decoding: decoded, as: UTF8.self)
    }

    /// The number at `index` as `T`, as JSONDecoder reads it: digits exactly; a fraction or an
    /// exponent only for a whole number (`1.0`, `1e+16`), exactly as its decimal text says.
    func integer<T: FixedWidthInteger>(at index: Int, as type: T.Type) -> T? {
        let entry = entries[index]
        guard entry.kind == .integer || entry.kind == .number else { return nil }
        if entry.kind == .integer, entry.end - entry.start <= 18 {
            return shortInteger(entry).flatMap(T.init(exactly:))
        }
        return bytes.withUnsafeBufferPointer { text in
            var position = Int(entry.start)
            let end = Int(entry.end)
            let negative = text[position] == UInt8(ascii: "-")
            if negative { position += 1 }
            var digits: [UInt8] = []
            var fractionDigits = 0
            var exponent = 0
            var inFraction = false
            while position < end {
                let byte = text[position]
                position += 1
                if byte == UInt8(ascii: ".") {
                    inFraction = true
                } else if byte | 0x20 == UInt8(ascii: "e") {
                    var exponentText = String(
                        decoding: UnsafeBufferPointer(rebasing: text[position..<end]), as: UTF8.self)
                    if exponentText.hasPrefix("+") { exponentText.removeFirst() }
                    guard let value = Int(exponentText), value.magnitude < 400 else { return nil }
                    exponent = value
                    break
                } else {
                    guard byte &- UInt8(ascii: "0") < 10 else { return nil }
                    digits.append(byte &- UInt8(ascii: "0"))
                    if inFraction { fractionDigits += 1 }
                }
            }
            var scale = exponent - fractionDigits
            // Trailing zeros a negative scale drops; any other digit there is a fraction.
            while scale < 0, let last = digits.last {
                guard last == 0 else { return nil }
                digits.removeLast()
                scale += 1
            }
            guard !digits.isEmpty else { return nil }
            // Negative numbers are accumulated downwards, so that `T.min` fits.
            var value: T = 0
            for digit in digits + repeatElement(0, count: scale) {
                let (times10, overflow) = value.multipliedReportingOverflow(by: 10)
                let (next, carry) =
                    negative
                    ? times10.subtractingReportingOverflow(T(digit)) : times10.addingReportingOverflow(T(digit))
                guard !overflow, !carry else { return nil }
                value = next
            }
            return value
        }
    }

    /// An integer of at most 18 characters (so it fits `Int64`) as the general reading above
    /// reads it, without its arrays of digits: a sign only first, then at least one digit and
    /// nothing else.
    private func shortInteger(_ entry: Entry) -> Int64? {
        bytes.withUnsafeBufferPointer { text in
            var position = Int(entry.start)
            let end = Int(entry.end)
            let negative = position < end && text[position] == UInt8(ascii: "-")
            if negative { position += 1 }
            guard position < end else { return nil }
            var value: Int64 = 0
            while position < end {
                let digit = text[position] &- UInt8(ascii: "0")
                guard digit < 10 else { return nil }
                value = value * 10 + Int64(digit)
                position += 1
            }
            return negative ? -value : value
        }
    }

    /// The number at `index` as `T`, if finite: whole numbers of up to 15 digits exactly (but
    /// `-0`, which keeps its sign), others parsed.
    func floatingPoint<T: BinaryFloatingPoint & LosslessStringConvertible>(at index: Int, as type: T.Type) -> T? {
        let entry = entries[index]
        guard entry.kind == .integer || entry.kind == .number else { return nil }
        if T.self == Double.self, entry.kind == .integer, entry.end - entry.start <= 15,
            let integer = integer(at: index, as: Int64.self),
            integer != 0 || bytes[Int(entry.start)] != UInt8(ascii: "-")
        {
            return T(integer)
        }
        let text = bytes.withUnsafeBufferPointer {
            String(decoding: UnsafeBufferPointer(rebasing: $0[Int(entry.start)..<Int(entry.end)]), as: UTF8.self)
        }
        guard let value = T(text), value.isFinite else { return nil }
        return value
    }

    /// The coding path of the value at `index`: member keys and `Index n` keys, as JSONDecoder's.
    func codingPath(of index: Int) -> [any CodingKey] {
        var path: [any CodingKey] = []
        var child = index
        while entries[child].parent >= 0 {
            let parent = Int(entries[child].parent)
            if entries[parent].kind == .object {
                path.append(JSONValueCodingKey(stringValue: string(at: child - 1) ?? ""))
            } else {
                var position = 0
                var element = parent + 1
                while element != child {
                    element = Int(entries[element].next)
                    position += 1
                }
                path.append(JSONValueCodingKey(index: position))
            }
            child = parent
        }
        return path.reversed()
    }
}
