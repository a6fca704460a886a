// ViewLifecycle · LifecycleCLITests

import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// What the CLI tests need to know of an SVG document: whether it is well-formed XML, and the
/// size its root element states.
enum SVGCheck {
    /// The root's `width` and `height`, or `nil` when the document is not well-formed XML or
    /// its root is no `svg`.
    static func size(of svg: String) -> (width: Int, height: Int)? {
        let parser = XMLParser(data: Data(svg.utf8))
        let delegate = RootReader()
        parser.delegate = delegate
        guard parser.parse(), delegate.name == "svg",
            let width = delegate.attributes["width"].flatMap({ Int($0) }),
            let height = delegate.attributes["height"].flatMap({ Int($0) })
        else { return nil }
        return (width, height)
    }

    /// `rsvg-convert`'s path, when it is on `PATH`.
    static var rsvgConvert: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { "\($0)/rsvg-convert" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    /// Renders `svg` to PNG with `rsvg-convert` and returns the PNG's size, read from its
    /// header; `nil` when it fails.
    static func renderedSize(of svg: String) throws -> (width: Int, height: Int)? {
        guard let tool = rsvgConvert else { return nil }
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("lifecycle-svg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("in.svg")
        let output = directory.appendingPathComponent("out.png")
        try Data(svg.utf8).write(to: input)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["--format", "png", "--output", output.path, input.path]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        let png = [UInt8](try Data(contentsOf: output))
        // The signature, then IHDR's length and type, then its big-endian width and height.
        guard png.count >= 24, png.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else {
            return nil
        }
        func word(_ at: Int) -> Int { png[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }

    private final class RootReader: NSObject, XMLParserDelegate {
        var name = ""
        var attributes: [String: String] = [:]

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName: String?, attributes: [String: String]
        ) {
            guard name.isEmpty else { return }
            name = elementName
            self.attributes = attributes
        }
    }
}
