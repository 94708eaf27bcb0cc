import MenuCore
import TextShaping

/// What finding line breaks costs per `WorkCost.lineBreaking` unit (ICU, as the server does it),
/// against the white-space rule used before ICU, and what opening an ICU iterator per call would
/// cost instead of taking one from the pool.
enum LineBreakCalibration {
    static let texts: [(String, String)] = [
        ("Latin, 200 characters", String(String(repeating: "Wave the flag, ", count: 14).prefix(200))),
        ("Japanese, 200 characters", String(String(repeating: "会議は明日の午前十時から始まります。", count: 12).prefix(200))),
        ("Thai, 200 characters", String(String(repeating: "ภาษาไทยไม่มีการเว้นวรรคระหว่างคำ", count: 20).prefix(200))),
    ]

    static func rows() throws -> [Calibration.Row] {
        let breaks = try ICULineBreaks()
        var rows: [Calibration.Row] = []
        for (name, text) in texts {
            let units = WorkCost.lineBreaking(of: text)
            rows.append(
                Calibration.Row(
                    work: "line breaks with ICU: \(name) (\(text.utf16.count) UTF-16 units)",
                    nanosecondsPerUnit: Calibration.cost(repeating: 2_000, units: units) {
                        _ = breaks.opportunities(in: text)
                    }))
            rows.append(
                Calibration.Row(
                    work: "line breaks after spaces only (before ICU): \(name)",
                    nanosecondsPerUnit: Calibration.cost(repeating: 2_000, units: units) {
                        _ = LineBreaker.opportunitiesAfterSpaces(in: text)
                    }))
        }
        // Opening an iterator loads and validates the rules: what a call would cost without the pool.
        rows.append(
            Calibration.Row(
                work: "opening an ICU line iterator (per call, without the pool)",
                nanosecondsPerUnit: Calibration.cost(repeating: 200, units: WorkCost.lineBreaking(of: texts[1].1)) {
                    _ = try? ICULineBreaks()
                }))
        return rows
    }
}
