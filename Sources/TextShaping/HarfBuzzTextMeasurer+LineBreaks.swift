import MenuCore

extension HarfBuzzTextMeasurer {
    /// Chromium's break opportunities (`ICULineBreaks`), or after spaces only if ICU could not
    /// load its rules.
    public func lineBreakOpportunities(in text: String) -> [String.Index] {
        guard let breaks = ICULineBreaks.shared else { return LineBreaker.opportunitiesAfterSpaces(in: text) }
        return breaks.opportunities(in: text)
    }
}

extension ICULineBreaks {
    /// `opportunities(inUTF16:)` as indices of `text`.
    public func opportunities(in text: String) -> [String.Index] {
        let offsets = opportunities(inUTF16: Array(text.utf16))
        var result: [String.Index] = []
        result.reserveCapacity(offsets.count)
        // The offsets increase, so one walk over the UTF-16 view finds them all.
        var index = text.utf16.startIndex
        var offset = 0
        for target in offsets {
            index = text.utf16.index(index, offsetBy: target - offset)
            offset = target
            result.append(index)
        }
        return result
    }
}
