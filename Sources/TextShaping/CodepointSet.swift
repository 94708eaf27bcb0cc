/// A set of Unicode code points as sorted, disjoint, non-adjacent ranges: a face's coverage,
/// the characters it draws in a chain, a CSS `unicode-range`.
public struct CodepointSet: Sendable, Hashable {
    public private(set) var ranges: [ClosedRange<UInt32>] = []

    public init() {}

    /// Builds the set from code points in increasing order.
    init(sorted codepoints: some Sequence<UInt32>) {
        for codepoint in codepoints { appendInOrder(codepoint) }
    }

    /// Adds a code point greater than every one already in the set.
    mutating func appendInOrder(_ codepoint: UInt32) {
        if let last = ranges.last, last.upperBound &+ 1 == codepoint {
            ranges[ranges.count - 1] = last.lowerBound...codepoint
        } else {
            ranges.append(codepoint...codepoint)
        }
    }

    public var isEmpty: Bool { ranges.isEmpty }

    public var count: Int { ranges.reduce(0) { $0 + $1.count } }

    public func contains(_ codepoint: UInt32) -> Bool {
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            let range = ranges[middle]
            if codepoint < range.lowerBound {
                high = middle
            } else if codepoint > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    /// Every code point, in increasing order.
    public var codepoints: some Sequence<UInt32> { ranges.lazy.flatMap { $0 } }

    /// The CSS `unicode-range` value: `U+41-5A, U+E9`.
    public var cssUnicodeRange: String {
        ranges.map { range in
            let low = String(range.lowerBound, radix: 16, uppercase: true)
            guard range.count > 1 else { return "U+\(low)" }
            return "U+\(low)-\(String(range.upperBound, radix: 16, uppercase: true))"
        }.joined(separator: ", ")
    }
}

extension CodepointSet {
    /// Both sets' code points.
    public func union(_ other: CodepointSet) -> CodepointSet {
        let all = (ranges + other.ranges).sorted { $0.lowerBound < $1.lowerBound }
        var merged = CodepointSet()
        for range in all {
            if let last = merged.ranges.last, range.lowerBound <= last.upperBound &+ 1 {
                merged.ranges[merged.ranges.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                merged.ranges.append(range)
            }
        }
        return merged
    }
}

extension CodepointSet {
    /// The code points of the scalars of `texts`.
    public init(scalarsOf texts: some Sequence<String>) {
        var collector = CodepointCollector()
        for text in texts { collector.add(text) }
        self = collector.codepoints
    }

    /// The code points in both sets.
    public func intersection(_ other: CodepointSet) -> CodepointSet {
        var result = CodepointSet()
        var left = 0
        var right = 0
        while left < ranges.count && right < other.ranges.count {
            let a = ranges[left]
            let b = other.ranges[right]
            let low = max(a.lowerBound, b.lowerBound)
            let high = min(a.upperBound, b.upperBound)
            if low <= high { result.ranges.append(low...high) }
            if a.upperBound < b.upperBound { left += 1 } else { right += 1 }
        }
        return result
    }
}

extension CodepointSet {
    /// The code points of this set that are not in `other`.
    func subtracting(_ other: CodepointSet) -> CodepointSet {
        var result = CodepointSet()
        for codepoint in codepoints where !other.contains(codepoint) { result.appendInOrder(codepoint) }
        return result
    }
}
