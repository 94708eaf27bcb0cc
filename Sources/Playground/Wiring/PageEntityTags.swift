import Digests
import Foundation
import HTTPServer

/// Entity tags of pages that are a pure function of their URL, derived from what makes the page
/// instead of hashing its body: the server's build (`identity`), the request target, and the
/// origin its link previews name (the one part of a page that may differ by Host). A page's
/// tag is known before it is drawn, so a conditional request can be answered without drawing it.
///
/// The identity digests everything a page is made from besides its URL: the executable (its
/// device, inode, size and modification time, which a new build changes), the settings that
/// change a page's bytes (the gzip level, the public URL), the font files' contents, and the
/// tags of the static files (the icons the Options panel offers, the styles and scripts). Replicas
/// started from the same binary, configuration and files share it, so a tag one gave is good
/// at another; a new build changes every tag.
struct PageEntityTags: Sendable {
    let identity: [UInt8]

    init(identity: [UInt8]) {
        self.identity = identity
    }

    /// The tag of the page `target` names, as seen from `origin` (`SnapshotLink.origin`).
    func tag(target: String, origin: String?) -> String {
        var message: [UInt8] = []
        message.reserveCapacity(identity.count + target.utf8.count + (origin?.utf8.count ?? 0) + 16)
        message += identity
        // The origin's length first, in two bytes (0xFFFF for none; an origin is at most a few
        // hundred), so no (origin, target) pair reads as another.
        let length = UInt16(clamping: origin?.utf8.count ?? 0xFFFF)
        message += [UInt8(length >> 8), UInt8(length & 0xFF)]
        message += (origin ?? "").utf8
        message += target.utf8
        let digest = SHA256.digest(message)
        let hex: StaticString = "0123456789abcdef"
        var tag = [UInt8](repeating: UInt8(ascii: "\""), count: 35)
        tag[1] = UInt8(ascii: "u")
        for index in 0..<16 {
            tag[2 + 2 * index] = hex.utf8Start[Int(digest[index] >> 4)]
            tag[3 + 2 * index] = hex.utf8Start[Int(digest[index] & 0xF)]
        }
        return String(decoding: tag, as: UTF8.self)
    }

    /// The identity of this process's build and assets, as the doc comment above lists them.
    static func identity(
        configuration: PlaygroundConfiguration, faceDigests: [[String]], staticTags: [String: String]
    ) -> [UInt8] {
        var parts: [String] = [
            "executable \(executableStamp())",
            "gzip \(configuration.gzipLevel)",
            "public-url \(configuration.publicURL ?? "-")",
        ]
        for (name, chain) in configuration.fonts { parts.append("fonts \(name) \(chain.joined(separator: " "))") }
        for digests in faceDigests { parts.append("faces \(digests.joined(separator: " "))") }
        for (path, tag) in staticTags.sorted(by: { $0.key < $1.key }) { parts.append("static \(path) \(tag)") }
        return SHA256.digest(Array(parts.joined(separator: "\n").utf8))
    }

    /// What distinguishes one build of the running executable from another without reading it:
    /// its device, inode, size and modification time, to the nanosecond.
    private static func executableStamp() -> String {
        var status = stat()
        guard stat("/proc/self/exe", &status) == 0 else {
            // No procfs: every start is its own build, which only costs revalidations.
            return "unknown \(ProcessInfo.processInfo.processIdentifier) \(Date().timeIntervalSince1970)"
        }
        return "\(status.st_dev) \(status.st_ino) \(status.st_size) \(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)"
    }
}
