// ViewLifecycle · LifecycleTraceTests

import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An SVG document read back with Foundation's XML parser: proof that it is well-formed XML, and
/// what a test needs of it.
struct SVGDocument {
    /// The root element's name.
    var root = ""
    /// The root element's attributes.
    var rootAttributes: [String: String] = [:]
    /// How many elements of each name.
    var counts: [String: Int] = [:]
    /// All character data, in order, each element's text ending in a newline.
    var text = ""

    /// Parses `svg`; `nil` with the parser's error when it is not well-formed.
    static func parse(_ svg: String) -> Result<SVGDocument, ParseError> {
        let parser = XMLParser(data: Data(svg.utf8))
        let delegate = Delegate()
        parser.delegate = delegate
        guard parser.parse() else {
            return .failure(ParseError(description: String(describing: parser.parserError)))
        }
        return .success(delegate.document)
    }

    /// Why a document did not parse.
    struct ParseError: Error, Equatable {
        var description: String
    }

    private final class Delegate: NSObject, XMLParserDelegate {
        var document = SVGDocument()

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName: String?, attributes: [String: String]
        ) {
            if document.root.isEmpty {
                document.root = elementName
                document.rootAttributes = attributes
            }
            document.counts[elementName, default: 0] += 1
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            document.text += string
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
            qualifiedName: String?
        ) {
            if elementName == "text" || elementName == "title" { document.text += "\n" }
        }
    }
}
