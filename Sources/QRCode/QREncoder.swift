import CQREncode
import Glibc

extension QRMatrix {
    /// The QR code of `text` (its UTF-8 bytes, in 8-bit mode) at error-correction level M, in
    /// the smallest version that holds it. Level M survives about 15 % of the symbol damaged or
    /// hidden, what a phone reading a screen needs; H would make a short link's code a version
    /// larger for no reader's benefit.
    public init(encoding text: String) throws(QRCodeError) {
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty else { throw .emptyText }
        guard bytes.count <= QRCodeLimits.maxTextBytes else {
            throw .textTooLong(bytes: bytes.count, limit: QRCodeLimits.maxTextBytes)
        }
        // Whole-data 8-bit mode takes any byte, NUL included, where the string calls take C strings.
        errno = 0
        guard
            let code = bytes.withUnsafeBufferPointer({
                QRcode_encodeData(Int32($0.count), $0.baseAddress, 0, QR_ECLEVEL_M)
            })
        else { throw .encoderFailed(errno: errno) }
        defer { QRcode_free(code) }
        let size = Int(code.pointee.width)
        // Bit 0 of each byte is the module's colour; the others say what the module is for.
        let data = UnsafeBufferPointer(start: code.pointee.data, count: size * size)
        self.init(size: size, modules: data.map { $0 & 1 == 1 })
    }
}
