import Foundation
import HTTPServer
import MenuCore
import Playground

// The most expensive request we can construct for each route, run through the real pipeline in
// process, timed in CPU time of the calling thread (steady on a shared machine, unlike wall time).
// Every accepted request must cost at most `budgetMilliseconds` (a snapshot, whose pixels are
// bounded and whose budget is its own, `SnapshotCases.budgetMilliseconds`); the run fails otherwise.
//
// Repetitions come in pairs: the first with texts no cache has seen (the cold path, which spends
// the budget on shaping), the second the same request after `warmingTries` untimed tries (its texts
// measured: the meter charges it as cold, so it gets the same answer, but what it draws and
// answers may weigh more against its cheaper layouts). The page and gzip caches are off: an
// attacker makes a new URL for the same state at will (another deflate level), so they never help.

let budgetMilliseconds = 50.0
let repetitions = Int(ProcessInfo.processInfo.environment["REPETITIONS"] ?? "") ?? 6
let warmingTries = 20

var configuration = try PlaygroundConfiguration.load(
    file: CommandLine.arguments.dropFirst().first ?? "Config/playground.json")
configuration.pageCacheBytes = 0
configuration.cacheBytes = 0
// Short links in a scratch file, and no creation limit: every repetition must reach the store.
configuration.links.sqlitePath =
    FileManager.default.temporaryDirectory
    .appendingPathComponent("worst-requests-links-\(ProcessInfo.processInfo.processIdentifier).sqlite").path
configuration.links.postgresURL = nil
configuration.links.createsPerMinute = 1_000_000
configuration.links.createBurst = 1_000_000
let playground = try Playground(configuration: configuration, accessLog: nil)

func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// One crafted request per pair of repetitions `n`.
struct Case {
    var route: String
    var what: String
    var make: (Int) throws -> Request
}

print("| work the meter charges | CPU ns per unit |")
print("|---|---:|")
// `CALIBRATE=0` skips the calibration (when timing a few cases with `ONLY`).
let calibration =
    ProcessInfo.processInfo.environment["CALIBRATE"] == "0"
    ? []
    : try Calibration.run(fonts: configuration.fontFiles)
        + SnapshotCalibration.rows(fonts: configuration.fontFiles, icons: configuration.publicDirectory + "/icons/")
for row in calibration {
    print("| \(row.work) | \(String(format: "%.2f", row.nanosecondsPerUnit)) |")
}
print("")

// `ONLY=text` runs the cases whose description contains it (for profiling one).
let only = ProcessInfo.processInfo.environment["ONLY"]
let cases =
    (WorstCases.all + WorstCases.lineBreaking + FontCases.all + TrailCases.all + SnapshotCases.all
    + EmojiSnapshotCases.all + CardCases.all + CardCases.previewedPages + LinkCases.all
    + CompareCardCases.all + CompareCases.all + InspectorCases.all).filter {
        only == nil || $0.what.contains(only!)
    }
let results = try cases.map { worst in
    var costs: [Double] = []
    var status = 0
    var code = ""
    var bytes = 0
    for repetition in 0..<repetitions {
        let request = try worst.make(repetition / 2)
        if repetition % 2 == 1 {
            // Each refused try leaves the texts it measured in the cache; an attacker who repeats
            // the request gets it measured in full, and then accepted if that fits the budget.
            for _ in 0..<warmingTries { _ = playground.pipeline.respond(to: request) }
        }
        let start = threadCPUSeconds()
        let outcome = playground.pipeline.respond(to: request)
        costs.append((threadCPUSeconds() - start) * 1000)
        status = outcome.response.status.code
        code = outcome.error?.code ?? ""
        bytes = outcome.response.body.count
    }
    return (worst, costs.max() ?? 0, costs.sorted()[costs.count / 2], status, code, bytes)
}

print("| route | worst request | answer | bytes sent | CPU ms (median) | CPU ms (max) |")
print("|---|---|---|---:|---:|---:|")
var overBudget = 0
for (worst, maximum, median, status, code, bytes) in results {
    let answer = code.isEmpty ? "\(status)" : "\(status) `\(code)`"
    print(
        "| `\(worst.route)` | \(worst.what) | \(answer) | \(bytes) | \(String(format: "%.2f", median)) | "
            + "\(String(format: "%.2f", maximum)) |")
    // Snapshots and cards (`.png`) spend the snapshot's budget, compare requests several pages'.
    let budget =
        worst.route.hasSuffix(".png")
        ? SnapshotCases.budgetMilliseconds
        : worst.route.contains("compare") ? CompareCases.budgetMilliseconds : budgetMilliseconds
    if maximum > budget { overBudget += 1 }
}
if overBudget > 0 {
    print("\(overBudget) request(s) over their budget")
    exit(1)
}
print(
    "every request within its budget (\(Int(budgetMilliseconds)) ms; snapshots \(Int(SnapshotCases.budgetMilliseconds)) ms; "
        + "compare requests \(Int(CompareCases.budgetMilliseconds)) ms)"
)
