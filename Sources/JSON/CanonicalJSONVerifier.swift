extension CanonicalJSONDecoder.Document {
    /// Whether `CanonicalJSONEncoder()` (no user info) encodes `value` to exactly the bytes this
    /// document was scanned from, found without writing them: each member and element the value
    /// encodes is compared with its place in the tape as it is encoded, and then every object and
    /// array of the tape must have been met whole.
    ///
    /// A state token is checked this way on every never-seen page (it must be the one canonical
    /// text of its state): writing the encoding and comparing it cost two thirds of decoding the
    /// token, with an object node, a key list and a sort for every container.
    ///
    /// It answers false where it cannot be sure cheaply, so false means only "not shown equal"
    /// (the caller then encodes for real): keys that are not printable ASCII, a key encoded twice in one
    /// object, super encoders, a value that asks for two kinds of container, a number that is not
    /// finite. Every true is a real equality; the differential tests hold it to the encoder.
    public func isCanonicalEncoding<T: Encodable>(of value: T) -> Bool {
        let verifier = JSONTapeVerifier(tape: tape)
        return verifier.verifies(value)
    }
}

/// One check of a value against a tape: what has been matched so far, and the encoders handed out.
final class JSONTapeVerifier {
    let tape: JSONTape
    /// By tape entry: for an object, how many of its members have been matched; for an array,
    /// the entry of its next element (0 before the first); for a member's key, 1 once matched.
    /// Unchecked: its dynamic exclusivity checks were a third of matching a member, and no access
    /// to it overlaps another.
    @exclusivity(unchecked) var progress: [Int32]
    /// Set at the first difference; everything after it is skipped.
    var failed = false
    /// Where a scalar is written to be compared, when its text in the tape is not plain.
    let scratch = JSONByteBuffer(capacity: 64)
    /// An encoder kept for the next value, since most values have several members (let go at
    /// the end: it holds the verifier).
    private var spare: JSONValueVerifier?

    init(tape: JSONTape) {
        self.tape = tape
        progress = Array(repeating: 0, count: tape.entries.count)
    }

    func verifies<T: Encodable>(_ value: T) -> Bool {
        defer { spare = nil }
        guard !tape.entries.isEmpty else { return false }
        let root = JSONValueVerifier(verifier: self, index: 0)
        if !verifyScalar(value, at: 0) {
            do {
                try value.encode(to: root)
            } catch {
                return false
            }
            // JSONEncoder throws for a top-level value that encodes nothing.
            if root.use == .nothing { failed = true }
        }
        return !failed && isComplete()
    }

    /// Every object had all its members matched, every array all its elements.
    private func isComplete() -> Bool {
        for index in tape.entries.indices {
            let entry = tape.entries[index]
            switch entry.kind {
            case .object: if progress[index] != entry.count { return false }
            case .array: if nextElement(of: index) != Int(entry.next) { return false }
            default: break
            }
        }
        return true
    }

    func fail() { failed = true }

    // MARK: Scalars

    /// Compares the value at `index` when it is one JSONEncoder writes without asking it to
    /// encode itself (as `JSONValueEncoder.scalar` picks them); false when it is not one.
    @inline(__always)
    func verifyScalar<T: Encodable>(_ value: T, at index: Int) -> Bool {
        if T.self == String.self {
            verify(string: unsafeBitCast(value, to: String.self), at: index)
        } else if T.self == Int.self {
            verify(at: index) { $0.appendInteger(Int64(unsafeBitCast(value, to: Int.self))) }
        } else if T.self == Bool.self {
            verify(bool: unsafeBitCast(value, to: Bool.self), at: index)
        } else if T.self == Double.self {
            verify(double: unsafeBitCast(value, to: Double.self), at: index)
        } else if T.self == [String].self {
            verifyElements(of: unsafeBitCast(value, to: [String].self), at: index) { verify(string: $0, at: $1) }
        } else if T.self == [Int].self {
            verifyElements(of: unsafeBitCast(value, to: [Int].self), at: index) { element, index in
                verify(at: index) { $0.appendInteger(Int64(element)) }
            }
        } else if T.self == [Double].self {
            verifyElements(of: unsafeBitCast(value, to: [Double].self), at: index) { verify(double: $0, at: $1) }
        } else {
            return false
        }
        return true
    }

    /// A string is its raw bytes in the tape when it has nothing to escape.
    func verify(string: String, at index: Int) {
        let entry = tape.entries[index]
        guard entry.kind == .string else {
            guard entry.kind == .escapedString else { return fail() }
            // The tape's text of a string is inside its quotes.
            return compare(Int(entry.start) - 1..<Int(entry.end) + 1) { $0.appendQuoted(string) }
        }
        var string = string
        let same = string.withUTF8 { utf8 in
            tape.bytes.withUnsafeBufferPointer { text in
                // A control character is escaped by the encoder; a quote or backslash ends or
                // escapes a plain string in the tape, so neither is here.
                utf8.count == Int(entry.end - entry.start)
                    && JSONByteWords.equalAndPrintable(text, from: Int(entry.start), utf8)
            }
        }
        if !same { fail() }
    }

    func verify(bool: Bool, at index: Int) {
        if tape.entries[index].kind != (bool ? .true : .false) { fail() }
    }

    func verifyNull(at index: Int) {
        if tape.entries[index].kind != .null { fail() }
    }

    /// JSONEncoder throws for a number that is not finite. Either zero is written `0`, so a
    /// tape's `-0` matches no value: a token holding it goes to the full decoding, which refuses it.
    func verify(double value: Double, at index: Int) {
        guard value.isFinite else { return fail() }
        verify(at: index) { $0.appendDouble(value) }
    }

    func verify(float value: Float, at index: Int) {
        guard value.isFinite else { return fail() }
        verify(at: index) { $0.appendFloatingPoint(value) }
    }

    /// A number's or literal's text compared with what `write` writes for it.
    func verify(at index: Int, _ write: (JSONByteBuffer) -> Void) {
        let entry = tape.entries[index]
        guard entry.kind != .object, entry.kind != .array, entry.kind != .string, entry.kind != .escapedString else {
            return fail()
        }
        compare(Int(entry.start)..<Int(entry.end), write)
    }

    private func compare(_ range: Range<Int>, _ write: (JSONByteBuffer) -> Void) {
        scratch.removeAll()
        write(scratch)
        let same = tape.bytes.withUnsafeBufferPointer { text in
            let written = scratch.view(0..<scratch.count)
            return written.count == range.count && JSONTape.equal(text, from: range.lowerBound, written)
        }
        if !same { fail() }
    }

    /// An array written whole, element by element, as the encoder writes arrays of scalars.
    private func verifyElements<Element>(of elements: [Element], at index: Int, _ verify: (Element, Int) -> Void) {
        let entry = tape.entries[index]
        guard entry.kind == .array, Int(entry.count) == elements.count else { return fail() }
        var position = index + 1
        for element in elements {
            verify(element, position)
            position = Int(tape.entries[position].next)
        }
        progress[index] = Int32(position)
    }

    // MARK: Containers

    /// The entry of the next element of the array at `index` to be matched.
    func nextElement(of index: Int) -> Int {
        progress[index] == 0 ? index + 1 : Int(progress[index])
    }

    /// Takes the array's next element, or nil (and fails) when the tape has no more.
    func takeElement(of index: Int) -> Int? {
        let element = nextElement(of: index)
        guard element < Int(tape.entries[index].next) else {
            fail()
            return nil
        }
        progress[index] = tape.entries[element].next
        return element
    }

    /// Matches member `key` of the object at `object` once; its value's entry, or nil (and fails).
    func takeMember(_ key: String, of object: Int) -> Int? {
        var key = key
        let found: Int? = key.withUTF8 { wanted in
            // The encoder escapes control characters, so a key holding one never matches raw
            // bytes of the tape (whose plain strings may hold them unescaped).
            guard wanted.allSatisfy({ $0 >= 0x20 && $0 < 0x80 }) else { return nil }
            return tape.bytes.withUnsafeBufferPointer { text in
                var keyIndex = object + 1
                for _ in 0..<tape.entries[object].count {
                    let entry = tape.entries[keyIndex]
                    if entry.kind == .string, Int(entry.end - entry.start) == wanted.count,
                        JSONTape.equal(text, from: Int(entry.start), wanted)
                    {
                        return keyIndex
                    }
                    keyIndex = Int(tape.entries[keyIndex + 1].next)
                }
                return nil
            }
        }
        guard let keyIndex = found, progress[keyIndex] == 0 else {
            fail()
            return nil
        }
        progress[keyIndex] = 1
        progress[object] += 1
        return keyIndex + 1
    }

    /// Whether the entry at `index` is an object whose keys are plain and in the encoder's order
    /// (strictly rising bytes, so each once); fails otherwise.
    func expectObject(at index: Int) -> Bool {
        guard tape.entries[index].kind == .object else {
            fail()
            return false
        }
        let sorted = tape.bytes.withUnsafeBufferPointer { text in
            var previous: UnsafeBufferPointer<UInt8>?
            var keyIndex = index + 1
            for _ in 0..<tape.entries[index].count {
                let entry = tape.entries[keyIndex]
                guard entry.kind == .string else { return false }
                let key = UnsafeBufferPointer(rebasing: text[Int(entry.start)..<Int(entry.end)])
                if let previous, !previous.lexicographicallyPrecedes(key) { return false }
                previous = key
                keyIndex = Int(tape.entries[keyIndex + 1].next)
            }
            return true
        }
        if !sorted { fail() }
        return sorted
    }

    func expectArray(at index: Int) -> Bool {
        guard tape.entries[index].kind == .array else {
            fail()
            return false
        }
        return true
    }

    /// A member or element that is not a scalar: compared by its own `encode(to:)`.
    func verifyChild<T: Encodable>(_ value: T, at index: Int) throws {
        if verifyScalar(value, at: index) { return }
        var child = spare ?? JSONValueVerifier(verifier: self, index: index)
        spare = nil
        child.reset(index: index)
        try value.encode(to: child)
        child.finish()
        if isKnownUniquelyReferenced(&child) { spare = child }
    }
}
