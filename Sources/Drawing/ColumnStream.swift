/// The first direction of `BoxBlur`: down every column at once, the source's rows streamed in
/// (mirrored) order through the three box passes. Each pass keeps a running sum per column; the
/// first subtracts the row leaving its box by reading that source row again, the others keep a
/// ring of the rows their box spans. So the source is read row after row, and the working set is
/// (d₂ + d₃) rows, not the image.
struct ColumnStream {
    private let source: UnsafePointer<UInt32>
    private let sourceStride: Int
    /// The source row of each position of the mirrored column.
    private let rows: [Int]
    private let width: Int
    private let sizes: [Int]
    /// Per pass: one row of running sums, then (for the second and third) a ring of `size` rows;
    /// all in `block`, rows `rowStride` pixels apart.
    private let buffers: [UnsafeMutablePointer<SIMD4<Float>>]
    private let block: UnsafeMutablePointer<SIMD4<Float>>
    private let rowStride: Int
    /// Per pass: rows it has taken.
    private var taken: [Int]
    /// The last pass's output row.
    private let output: UnsafeMutablePointer<SIMD4<Float>>

    /// `sizes` must be the three box widths; `rows` the mirrored row table for their margin.
    init(source: UnsafePointer<UInt32>, sourceStride: Int, rows: [Int], width: Int, sizes: [Int]) {
        (self.source, self.sourceStride, self.rows, self.width, self.sizes) = (source, sourceStride, rows, width, sizes)
        // 4 pixels (64 bytes) of padding a row: rows a whole number of pages long would put a
        // pass's loads and stores at the same low 12 address bits (4K aliasing), a stall each.
        rowStride = width + 4
        let rowsPerPass = sizes.indices.map { $0 == 0 ? 1 : 1 + sizes[$0] }
        block = .allocate(capacity: (rowsPerPass.reduce(0, +) + 1) * rowStride)
        var start = block
        var buffers: [UnsafeMutablePointer<SIMD4<Float>>] = []
        for rows in rowsPerPass {
            start.initialize(repeating: .zero, count: width)
            buffers.append(start)
            start += rows * rowStride
        }
        self.buffers = buffers
        output = start
        taken = sizes.map { _ in 0 }
    }

    func deallocate() {
        block.deallocate()
    }

    /// The next row of the blur down the columns (valid until the next call), or nil after the
    /// last: one per source row.
    mutating func next() -> UnsafePointer<SIMD4<Float>>? {
        while taken[0] < rows.count {
            if pushSourceRow() { return UnsafePointer(output) }
        }
        return nil
    }

    /// The first pass takes the next source row; returns whether the last pass gave a row.
    private mutating func pushSourceRow() -> Bool {
        let (index, size) = (taken[0], sizes[0])
        taken[0] += 1
        let sums = buffers[0]
        let entering = source + rows[index] * sourceStride
        guard index >= size - 1 else {
            for x in 0..<width { sums[x] += Levels.unpack(entering[x]) }
            return false
        }
        let leaving = source + rows[index + 1 - size] * sourceStride
        let result = slot(pass: 1)
        let scale = 1 / Float(size)
        for x in 0..<width {
            let sum = sums[x] + Levels.unpack(entering[x])
            result[x] = sum * scale
            sums[x] = sum - Levels.unpack(leaving[x])
        }
        return push(pass: 1)
    }

    /// Pass 1 or 2 takes the row just written to its slot; returns whether the last pass gave one.
    private mutating func push(pass: Int) -> Bool {
        let (index, size) = (taken[pass], sizes[pass])
        let row = slot(pass: pass)
        taken[pass] += 1
        let sums = buffers[pass]
        guard index >= size - 1 else {
            for x in 0..<width { sums[x] += row[x] }
            return false
        }
        // The ring holds the last `size` rows; the one after this row's slot is the oldest.
        let leaving = buffers[pass] + rowStride * (1 + (index + 1) % size)
        let isLast = pass + 1 == sizes.count
        let result = isLast ? output : slot(pass: pass + 1)
        let scale = 1 / Float(size)
        for x in 0..<width {
            let sum = sums[x] + row[x]
            result[x] = sum * scale
            sums[x] = sum - leaving[x]
        }
        return isLast || push(pass: pass + 1)
    }

    private func slot(pass: Int) -> UnsafeMutablePointer<SIMD4<Float>> {
        buffers[pass] + rowStride * (1 + taken[pass] % sizes[pass])
    }
}
