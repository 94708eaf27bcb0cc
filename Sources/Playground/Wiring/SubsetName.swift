import Digests
import HTTPServer
import PlaygroundDomain
import TextShaping

/// The file name of a font subset, which says everything needed to make it, so that any server
/// with the same fonts answers it, after a restart or behind any replica:
///
///     <style>.<position>.<face>.<code points>.<check>.<ttf|otf>
///
/// `style` and `position` pick the face (its chain, in `FontFiles.chains` order, and its place
/// in it); `face` is a digest of that face's identifying tables, so a server configured with
/// other fonts refuses the name instead of answering other glyphs (`faceDigest(of:closed:)`: a
/// file that the shaping closure changed has a digest of its own); `code points` is the subset's
/// `CodepointSet.compactBytes` in base64url; `check` is a digest of everything before it, so a
/// name altered or cut short is refused before any subsetting.
struct SubsetName: Equatable {
    var style: Int
    var position: Int
    var face: String
    var codepoints: CodepointSet
    var fileExtension: String

    var text: String {
        let recipe = "\(style).\(position).\(face).\(Base64URL.encode(codepoints.compactBytes))"
        return "\(recipe).\(Self.check(of: recipe)).\(fileExtension)"
    }

    /// Parses `name`, checking its form, its check digest and the face digest against `faces`
    /// (the digests each face of each style answers to); the slice it names is checked by the
    /// measurer.
    init(parsing name: String, faces: [[[String]]]) throws(HTTPError) {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 6, let style = Int(parts[0]), let position = Int(parts[1]),
            parts[0] == "\(style)", parts[1] == "\(position)", ["ttf", "otf"].contains(parts[5])
        else {
            throw Self.refusal(404, "font_not_found", "\(name) is not the name of a font subset.")
        }
        let recipe = parts[0...3].joined(separator: ".")
        guard parts[4] == Self.check(of: recipe) else {
            throw Self.refusal(
                400, "font_name_tampered", "The check digest of \(name) does not match its recipe: it was altered.")
        }
        guard faces.indices.contains(style), faces[style].indices.contains(position),
            faces[style][position].contains(String(parts[2]))
        else {
            throw Self.refusal(
                404, "font_face_unknown",
                "\(name) names a face this server does not serve (it was made for other fonts).")
        }
        guard let bytes = try? Base64URL.decode(parts[3]),
            let codepoints = CodepointSet(
                compactBytes: bytes, maxCount: HarfBuzzTextMeasurer.codepointsPerSubset)
        else {
            throw Self.refusal(
                400, "font_codepoints_invalid",
                "The code points of \(name) are not a valid set of at most "
                    + "\(HarfBuzzTextMeasurer.codepointsPerSubset).")
        }
        self.init(
            style: style, position: position, face: String(parts[2]), codepoints: codepoints,
            fileExtension: String(parts[5]))
    }

    init(style: Int, position: Int, face: String, codepoints: CodepointSet, fileExtension: String) {
        self.style = style
        self.position = position
        self.face = face
        self.codepoints = codepoints
        self.fileExtension = fileExtension
    }

    /// A digest of the recipe: 64 bits, enough to catch an altered name (not a secret: any
    /// client may compute it, and a name that is valid but made up is answered like any other).
    static func check(of recipe: String) -> String {
        Hex.encode(SHA256.digest(Array(recipe.utf8)).prefix(8))
    }

    /// The short digest of a face's identifying tables; with `closed`, of them and a mark, for
    /// the subsets whose files the shaping closure changed. Those files are served `immutable`,
    /// so a browser keeps one fetched before the closure (a Thai title's SARA AM then falls back
    /// to a system font) for a year unless its name changes. Subsets it leaves as they were keep
    /// their names, and a name made before answers with today's file.
    static func faceDigest(of identity: [UInt8], closed: Bool = false) -> String {
        Hex.encode(SHA256.digest(closed ? identity + Array("shaping closure".utf8) : identity).prefix(4))
    }

    private static func refusal(_ status: HTTPStatus, _ code: String, _ message: String) -> HTTPError {
        HTTPError(status: status, code: code, message: message)
    }
}
