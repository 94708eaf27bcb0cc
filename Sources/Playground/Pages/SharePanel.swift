import HTML
import HTTPServer

/// What the Share section holds for one page, each text in a read-only field with a Copy button
/// (hidden until `share.js` runs, since only the script can copy): the full link, the short link
/// (a form that creates it, or the link and its QR code), embed code and a Markdown image link.
/// The demo and scenario pages write it; so does the short link's own share page (`shortLinkID`).
struct SharePanel {
    /// The page's URL, path and query (and a fragment, which the full link keeps).
    var url: String
    /// Where absolute URLs start (`SnapshotLink.origin`); nil leaves every URL relative.
    var origin: String?
    /// The screen alone (`/embed/…`), and the size its frame should have: the device's screen.
    var embedPath = ""
    var width = 0
    var height = 0
    /// The frame's and the image's title.
    var title = ""
    /// The state's snapshot (`/snapshots/….png`), the Markdown link's image.
    var snapshotPath = ""
    /// The short link of `url`, once made.
    var shortLinkID: String?

    /// The fields; `pageLinks` writes the page's own links (its exact state, its scenario)
    /// right after the full link, where they were before the panel held more.
    func write(into html: inout HTMLWriter, pageLinks: (inout HTMLWriter) -> Void = { _ in }) {
        writeField(id: "share-url", label: "Full link", value: absolute(url), copyName: "full link", into: &html)
        pageLinks(&html)
        html.startTag("div", class: "share-short")
        if let shortLinkID {
            writeShortLink(id: shortLinkID, into: &html)
        } else {
            writeShortLinkForm(into: &html)
        }
        html.endTag("div")
        writeField(
            id: "share-embed", label: "Embed code", value: embedCode, copyName: "embed code", multiline: true,
            into: &html)
        writeField(
            id: "share-markdown", label: "Markdown image link", value: markdownLink, copyName: "Markdown link",
            multiline: true, into: &html)
        // One live region for every Copy button and the short link's messages.
        html.beginStartTag("p")
        html.attribute("class", "share-status")
        html.attribute("id", "share-status")
        html.attribute("role", "status")
        html.attribute("aria-live", "polite")
        html.endStartTag()
        html.endTag("p")
    }

    /// The short link's own page (`ShortLinkPage`): the link and its QR code, then the full link
    /// it stands for; the page it names holds the embed code and the rest.
    func writeShortLinkFields(id: String, into html: inout HTMLWriter) {
        writeShortLink(id: id, into: &html)
        writeField(id: "share-url", label: "Full link", value: absolute(url), copyName: "full link", into: &html)
    }

    /// `<iframe>` of the bare screen at the device's size; lazy, since embeds sit in long pages.
    var embedCode: String {
        "<iframe src=\"\(attributeEscaped(absolute(embedPath)))\" width=\"\(width)\" height=\"\(height)\" "
            + "title=\"\(attributeEscaped(title))\" loading=\"lazy\"></iframe>"
    }

    /// `[![title](snapshot)](link)`: the state's picture, linked to the state.
    var markdownLink: String {
        "[![\(markdownEscaped(title))](\(markdownURL(absolute(snapshotPath))))](\(markdownURL(absolute(url))))"
    }

    /// The short link's path without its fragment: the server never sees a fragment, and the
    /// short link stands for the state, which the query holds.
    var shortLinkTarget: String {
        // A `#` character holds a `#` byte: without one, the page's long URL is not searched
        // character by character.
        guard containsByte(UInt8(ascii: "#"), in: url), let hash = url.firstIndex(of: "#") else { return url }
        return String(url[..<hash])
    }

    private func absolute(_ path: String) -> String { (origin ?? "") + path }

    /// The short link and its QR code.
    private func writeShortLink(id: String, into html: inout HTMLWriter) {
        let short = absolute(SitePaths.shortLink(id: id))
        writeField(id: "share-short", label: "Short link", value: short, copyName: "short link", into: &html)
        html.beginStartTag("img")
        html.attribute("class", "share-qr")
        html.attribute("id", "share-qr")
        html.attribute("src", SitePaths.shortLinkQRCode(id: id))
        html.attribute("alt", "QR code of the short link " + short)
        // Four pixels a module for a short link's version 3 code with its quiet zone (37 modules).
        html.attribute("width", 148)
        html.attribute("height", 148)
        html.endStartTag()
    }

    /// Without script this posts and the server answers with the short link's share page;
    /// `share.js` posts the same URL to the API instead and fills the link in here.
    private func writeShortLinkForm(into html: inout HTMLWriter) {
        html.beginStartTag("form")
        html.attribute("method", "post")
        html.attribute("action", SitePaths.shortLinks.pattern)
        html.attribute("class", "short-link-form")
        html.attribute("id", "short-link-form")
        html.attribute("data-api", SitePaths.apiLinks.pattern)
        html.endStartTag()
        html.beginStartTag("input")
        html.attribute("type", "hidden")
        html.attribute("name", "url")
        html.attribute("value", shortLinkTarget)
        html.endStartTag()
        html.beginStartTag("button")
        html.attribute("type", "submit")
        html.attribute("id", "short-link-create")
        html.endStartTag()
        html.text("Create short link")
        html.endTag("button")
        html.endTag("form")
    }

    /// A labelled read-only field and its Copy button, which names what it copies.
    private func writeField(
        id: String, label: String, value: String, copyName: String, multiline: Bool = false,
        into html: inout HTMLWriter
    ) {
        html.startTag("p", class: "share-field")
        html.beginStartTag("label")
        html.attribute("for", id)
        html.endStartTag()
        html.text(label)
        html.endTag("label")
        html.startTag("span", class: "share-row")
        if multiline {
            html.beginStartTag("textarea")
            html.attribute("id", id)
            html.attribute("readonly")
            html.attribute("rows", 3)
            html.attribute("spellcheck", "false")
            html.endStartTag()
            html.text(value)
            html.endTag("textarea")
        } else {
            html.beginStartTag("input")
            html.attribute("id", id)
            html.attribute("type", "text")
            html.attribute("readonly")
            html.attribute("value", value)
            html.endStartTag()
        }
        html.beginStartTag("button")
        html.attribute("type", "button")
        html.attribute("class", "copy")
        html.attribute("data-copy", id)
        html.attribute("aria-label", "Copy " + copyName)
        html.attribute("hidden")
        html.endStartTag()
        html.text("Copy")
        html.endTag("button")
        html.endTag("span")
        html.endTag("p")
    }
}

/// `"`, `&`, `<` and `>` as entities: the embed code is HTML that people paste.
private func attributeEscaped(_ text: String) -> String {
    if let ascii = asciiReplacing(text, by: attributeEntity, among: attributeEntityBytes) { return ascii }
    var result = ""
    for character in text {
        switch character {
        case "&": result += "&amp;"
        case "\"": result += "&quot;"
        case "<": result += "&lt;"
        case ">": result += "&gt;"
        default: result.append(character)
        }
    }
    return result
}

/// A link text's brackets and backslashes escaped, so a title cannot end the link early.
private func markdownEscaped(_ text: String) -> String {
    // A text without any of the three bytes has none of the three characters: it is kept as it is.
    guard
        containsByte(UInt8(ascii: "\\"), in: text) || containsByte(UInt8(ascii: "["), in: text)
            || containsByte(UInt8(ascii: "]"), in: text)
    else { return text }
    var result = ""
    for character in text {
        if "\\[]".contains(character) { result.append("\\") }
        result.append(character)
    }
    return result
}

/// Parentheses and spaces percent-encoded, so the URL cannot end the link early.
private func markdownURL(_ url: String) -> String {
    if let ascii = asciiReplacing(url, by: percentEncoding, among: percentEncodedBytes) { return ascii }
    var result = ""
    for character in url {
        switch character {
        case "(": result += "%28"
        case ")": result += "%29"
        case " ": result += "%20"
        default: result.append(character)
        }
    }
    return result
}

/// `text` with each byte `replacement` names replaced, or nil when `text` is not all ASCII.
///
/// The share fields' URLs carry a whole token, and going through them character by character,
/// as the escapes above do, cost about half of a never-seen demo page's instructions. In ASCII
/// every character is one byte but CR LF, which no escape here replaces, so this gives the same
/// text; anything else goes character by character, where a mark after `"` makes a character
/// that is not `"`. A text with nothing to replace, as a token's URL is, comes back as it is,
/// uncopied. Words of eight bytes that are all ASCII and hold none of `search`'s bytes
/// (`replacement`'s keys) are passed over whole: a token's URL is hundreds of them.
private func asciiReplacing(
    _ text: String, by replacement: (UInt8) -> StaticString?, among search: ByteSearch
) -> String? {
    var text = text
    var isUnchanged = false
    let replaced = text.withUTF8 { bytes -> [UInt8]? in
        var firstReplaced: Int?
        let plainWords = search.plainASCIIPrefix(of: bytes)
        for index in plainWords..<bytes.count {
            let byte = bytes[index]
            guard byte < 0x80 else { return nil }
            if firstReplaced == nil && replacement(byte) != nil { firstReplaced = index }
        }
        guard let firstReplaced else {
            isUnchanged = true
            return nil
        }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 16)
        result.append(contentsOf: bytes[..<firstReplaced])
        for byte in bytes[firstReplaced...] {
            if let replaced = replacement(byte) {
                replaced.withUTF8Buffer { result.append(contentsOf: $0) }
            } else {
                result.append(byte)
            }
        }
        return result
    }
    if isUnchanged { return text }
    return replaced.map { String(decoding: $0, as: UTF8.self) }
}

/// Whether `text`'s UTF-8 holds `byte`, read in place (`String.UTF8View.contains` goes through
/// the generic sequence, about thirty instructions a byte).
private func containsByte(_ byte: UInt8, in text: String) -> Bool {
    if let contains = text.utf8.withContiguousStorageIfAvailable({ $0.contains(byte) }) { return contains }
    var text = text
    return text.withUTF8 { $0.contains(byte) }
}

/// Up to four ASCII bytes looked for eight bytes at a time, with any byte past ASCII.
private struct ByteSearch {
    /// Each byte looked for, in every byte of a word; the first again where there are fewer than
    /// four, so that a word is checked against all four without a loop.
    private let patterns: (UInt64, UInt64, UInt64, UInt64)

    init(_ bytes: StaticString) {
        let words = bytes.withUTF8Buffer { $0.map { UInt64($0) &* 0x0101_0101_0101_0101 } }
        precondition((1...4).contains(words.count), "ByteSearch looks for one to four bytes")
        let padded = words + Array(repeating: words[0], count: 4 - words.count)
        patterns = (padded[0], padded[1], padded[2], padded[3])
    }

    /// How many of the first bytes, a whole number of words, are ASCII and none of the bytes
    /// looked for. A byte equal to a pattern's leaves a zero byte once XORed with it; a zero
    /// byte is one whose high bit the subtraction sets and the complement does not clear.
    func plainASCIIPrefix(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let raw = UnsafeRawPointer(base)
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func zeroBytes(_ value: UInt64) -> UInt64 { (value &- ones) & ~value }
        var index = 0
        while index + 8 <= bytes.count {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            let flagged =
                word | zeroBytes(word ^ patterns.0) | zeroBytes(word ^ patterns.1) | zeroBytes(word ^ patterns.2)
                | zeroBytes(word ^ patterns.3)
            guard flagged & highs == 0 else { break }
            index += 8
        }
        return index
    }
}

private let attributeEntityBytes = ByteSearch("&\"<>")
private let percentEncodedBytes = ByteSearch("() ")

/// `attributeEscaped`'s entities, by byte.
private func attributeEntity(_ byte: UInt8) -> StaticString? {
    switch byte {
    case UInt8(ascii: "&"): "&amp;"
    case UInt8(ascii: "\""): "&quot;"
    case UInt8(ascii: "<"): "&lt;"
    case UInt8(ascii: ">"): "&gt;"
    default: nil
    }
}

/// `markdownURL`'s escapes, by byte.
private func percentEncoding(_ byte: UInt8) -> StaticString? {
    switch byte {
    case UInt8(ascii: "("): "%28"
    case UInt8(ascii: ")"): "%29"
    case UInt8(ascii: " "): "%20"
    default: nil
    }
}
