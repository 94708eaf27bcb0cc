/// The second direction of `BoxBlur`: eight rows at once, interleaved sample by sample, so that
/// each sample is eight pixels of four levels and the three box passes run independent running
/// sums in registers instead of one long dependency chain.
struct BlurLines {
    static let lanes = 8
    /// Half a sample: four pixels. (SIMD16 arithmetic compiles to vector instructions; SIMD32's
    /// does not, it goes element by element.)
    private typealias Half = SIMD16<Float>
    private static let halfBytes = MemoryLayout<Half>.stride
    private static let sampleBytes = 2 * halfBytes
    private static let pixelBytes = MemoryLayout<SIMD4<Float>>.stride

    // Raw memory: written pixel by pixel (SIMD4) and summed by halves (SIMD16). Both buffers
    // are in `block`; the passes swap them.
    private let block: UnsafeMutableRawPointer
    private var input: UnsafeMutableRawPointer
    private var output: UnsafeMutableRawPointer
    /// Samples per line of `input`.
    private var samples = 0

    /// Room for lines of up to `length` samples.
    init(length: Int) {
        // One block, the output 1 KiB + 64 bytes past a whole number of pages from the input:
        // were both page-aligned, each store of the box pass would share its address's low 12
        // bits with a load, and the processor would wait on it (4K aliasing).
        let bytes = length * Self.sampleBytes
        let offset = (bytes + 4095) / 4096 * 4096 + 1088
        block = .allocate(byteCount: offset + bytes, alignment: 64)
        // Zeros: lanes never loaded (fewer than 8 rows) are summed too, and must be numbers.
        block.initializeMemory(as: UInt8.self, repeating: 0, count: offset + bytes)
        input = block
        output = block + offset
    }

    func deallocate() {
        block.deallocate()
    }

    /// Loads lane `lane` with `row` read at `columns` (one column per sample, the mirrored
    /// row). Lanes not loaded since the last `blur` hold stale values, which `pack` is not asked for.
    mutating func load(lane: Int, from row: UnsafePointer<SIMD4<Float>>, columns: [Int]) {
        precondition(lane < Self.lanes)
        samples = columns.count
        var pixel = input + lane * Self.pixelBytes
        for column in columns {
            pixel.storeBytes(of: row[column], as: SIMD4<Float>.self)
            pixel += Self.sampleBytes
        }
    }

    /// Runs one box pass per size; each output sample averages `size` consecutive input samples,
    /// so each pass leaves a line size − 1 samples shorter, where `pack` reads it.
    mutating func blur(sizes: [Int]) {
        for size in sizes where size > 1 {
            boxPass(size: size)
            samples -= size - 1
            swap(&input, &output)
        }
    }

    /// Writes the first `count` pixels of the result's first `rows.count` lanes, rounded, to
    /// `rows` (lane k to `rows[k]`), sample by sample so each sample's cache lines are read once.
    func pack(count: Int, into rows: UnsafeBufferPointer<UnsafeMutablePointer<UInt32>>) {
        precondition(count <= samples && rows.count <= Self.lanes)
        var sample = UnsafeRawPointer(input)
        for index in 0..<count {
            for (lane, row) in rows.enumerated() {
                row[index] = Levels.pack(sample.load(fromByteOffset: lane * Self.pixelBytes, as: SIMD4<Float>.self))
            }
            sample += Self.sampleBytes
        }
    }

    /// A running sum: add the sample entering the box, subtract the one leaving it.
    private func boxPass(size: Int) {
        let scale = 1 / Float(size)
        let boxBytes = (size - 1) * Self.sampleBytes
        let half = Self.halfBytes
        var (low, high) = (Half(), Half())
        var entering = UnsafeRawPointer(input)
        for _ in 0..<(size - 1) {
            low += entering.load(as: Half.self)
            high += entering.load(fromByteOffset: half, as: Half.self)
            entering += Self.sampleBytes
        }
        var result = output
        for _ in 0..<(samples - size + 1) {
            low += entering.load(as: Half.self)
            high += entering.load(fromByteOffset: half, as: Half.self)
            result.storeBytes(of: low * scale, as: Half.self)
            result.storeBytes(of: high * scale, toByteOffset: half, as: Half.self)
            let leaving = entering - boxBytes
            low -= leaving.load(as: Half.self)
            high -= leaving.load(fromByteOffset: half, as: Half.self)
            entering += Self.sampleBytes
            result += Self.sampleBytes
        }
    }
}
