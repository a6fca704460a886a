// ViewLifecycle · HeadlessUIKit

import Foundation

/// Reads HTML into an attributed string as `NSAttributedString(data:options:documentAttributes:)`
/// does with `.html`, without WebKit: the text as a browser lays it out in lines (white space
/// collapsed, a line break after each block and at `<br>`, entities decoded, no script, style or
/// head), with links kept as `.link`. Fonts, colours and list markers are not imported.
struct HTMLTextImporter {
    private static let blocks: Set<String> = [
        "p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "li", "ul", "ol", "tr", "table", "blockquote",
        "pre", "section", "article", "header", "footer", "dl", "dt", "dd", "hr",
    ]
    private static let hidden: Set<String> = ["script", "style", "head", "title"]
    private static let entities: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{00A0}", "copy": "©",
        "reg": "®", "trade": "™", "hellip": "…", "mdash": "—", "ndash": "–", "lsquo": "‘", "rsquo": "’",
        "ldquo": "“", "rdquo": "”", "bull": "•", "euro": "€", "middot": "·",
    ]

    private var output = ""
    private var links: [(range: NSRange, url: URL)] = []
    private var openLinks: [(start: Int, url: URL?)] = []
    private var hiddenDepth = 0
    private var pendingSpace = false

    /// The attributed string `html` reads as.
    static func attributedString(from html: String) -> NSAttributedString {
        var importer = HTMLTextImporter()
        importer.read(html)
        let result = NSMutableAttributedString(string: importer.output)
        for link in importer.links where link.range.length > 0 {
            result.addAttribute(.link, value: link.url, range: link.range)
        }
        return result
    }

    private mutating func read(_ html: String) {
        var index = html.startIndex
        var text = ""
        while index < html.endIndex {
            guard html[index] == "<", let close = html[index...].firstIndex(of: ">") else {
                text.append(html[index])
                index = html.index(after: index)
                continue
            }
            append(text)
            text = ""
            tag(String(html[html.index(after: index)..<close]))
            index = html.index(after: close)
        }
        append(text)
    }

    private mutating func tag(_ body: String) {
        guard !body.hasPrefix("!"), !body.hasPrefix("?") else { return }  // comments, doctype
        let closing = body.hasPrefix("/")
        let words = body.drop { $0 == "/" }.split(whereSeparator: {
            $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "/"
        })
        guard let first = words.first else { return }
        let name = first.lowercased()
        if Self.hidden.contains(name) {
            hiddenDepth = max(0, hiddenDepth + (closing ? -1 : 1))
            return
        }
        if name == "br" {
            output += "\n"
            pendingSpace = false
        } else if Self.blocks.contains(name) {
            breakLine()
        } else if name == "a" {
            if closing {
                if let link = openLinks.popLast(), let url = link.url {
                    links.append(
                        (NSRange(location: link.start, length: (output as NSString).length - link.start), url)
                    )
                }
            } else {
                flushSpace()  // the space before the link is not the link's
                openLinks.append(
                    ((output as NSString).length, Self.href(in: body).flatMap(URL.init(string:))))
            }
        }
    }

    private mutating func append(_ raw: String) {
        guard hiddenDepth == 0, !raw.isEmpty else { return }
        for character in Self.decoded(raw) {
            if character.isWhitespace && character != "\u{00A0}" {
                pendingSpace = true
                continue
            }
            flushSpace()
            output.append(character)
        }
    }

    private mutating func flushSpace() {
        if pendingSpace, let last = output.last, last != "\n" { output += " " }
        pendingSpace = false
    }

    private mutating func breakLine() {
        pendingSpace = false
        if let last = output.last, last != "\n" { output += "\n" }
    }

    private static func href(in body: String) -> String? {
        guard let range = body.range(of: "href=", options: .caseInsensitive) else { return nil }
        var rest = body[range.upperBound...]
        guard let quote = rest.first else { return nil }
        if quote == "\"" || quote == "'" {
            rest = rest.dropFirst()
            return rest.firstIndex(of: quote).map { String(rest[..<$0]) }
        }
        return String(rest.prefix { !$0.isWhitespace })
    }

    private static func decoded(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var rest = text[...]
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            let after = rest[rest.index(after: amp)...]
            guard let semicolon = after.prefix(10).firstIndex(of: ";") else {
                result += "&"
                rest = after
                continue
            }
            let name = String(after[..<semicolon])
            if let value = entity(name) {
                result += value
            } else {
                result += "&" + name + ";"
            }
            rest = after[after.index(after: semicolon)...]
        }
        return result + rest
    }

    private static func entity(_ name: String) -> String? {
        if name.hasPrefix("#x") || name.hasPrefix("#X") {
            return UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map { String($0) }
        }
        if name.hasPrefix("#") {
            return UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init).map { String($0) }
        }
        return entities[name.lowercased()]
    }
}
