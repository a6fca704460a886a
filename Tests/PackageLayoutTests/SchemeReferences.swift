// ViewLifecycle · PackageLayoutTests

import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// What an Xcode scheme (`.xcscheme`, XML) points at: the targets it builds and its test plans.
final class SchemeReferences: NSObject, XMLParserDelegate {
    /// Each `BuildableReference`'s attributes, in document order.
    private(set) var buildables: [[String: String]] = []
    /// Each `TestPlanReference`'s `reference`, in document order.
    private(set) var testPlans: [String] = []
    /// The name of every element, in document order.
    private(set) var elements: [String] = []

    /// Parses `data`, or returns `nil` if it is not well-formed XML.
    static func parse(_ data: Data) -> SchemeReferences? {
        let references = SchemeReferences()
        let parser = XMLParser(data: data)
        parser.delegate = references
        return parser.parse() ? references : nil
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        elements.append(elementName)
        switch elementName {
        case "BuildableReference": buildables.append(attributeDict)
        case "TestPlanReference": testPlans.append(attributeDict["reference"] ?? "")
        default: break
        }
    }
}
