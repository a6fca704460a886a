// ViewLifecycle · HeadlessUIKit

import Foundation

#if !canImport(ObjectiveC)
    /// The standard library's pointer to an Objective-C object out-parameter, which the toolchain
    /// declares only with Objective-C interoperability: a plain mutable pointer here, so
    /// `documentAttributes: nil` and `&attributes` compile as on a device.
    public typealias AutoreleasingUnsafeMutablePointer<Pointee> = UnsafeMutablePointer<Pointee>
#endif

extension NSAttributedString {
    /// Creates an attributed string from a document's data: plain text, or HTML read as text
    /// without WebKit (`HTMLTextImporter`: line breaks, entities and links; no fonts or colours).
    ///
    /// The type is the `.documentType` option, else HTML when the data starts like an HTML
    /// document, else plain text; the text encoding is the `.characterEncoding` option (a
    /// `String.Encoding` raw value), UTF-8 by default. RTF cannot be read headlessly.
    ///
    /// - Parameters:
    ///   - data: The document's data.
    ///   - options: The document type, text encoding and default attributes.
    ///   - dict: Receives the document's attributes: its type and encoding.
    /// - Throws: A Cocoa error when the data is not text in that encoding, or is RTF.
    @available(iOS 7.0, *)
    public convenience init(
        data: Data, options: [NSAttributedString.DocumentReadingOptionKey: Any] = [:],
        documentAttributes dict: AutoreleasingUnsafeMutablePointer<NSDictionary?>?
    ) throws {
        let encoding = String.Encoding(
            rawValue: (options[.characterEncoding] as? UInt) ?? String.Encoding.utf8.rawValue)
        guard let text = String(data: data, encoding: encoding) else {
            throw CocoaError(
                .fileReadInapplicableStringEncoding,
                userInfo: [NSLocalizedDescriptionKey: "The data is not text in the encoding \(encoding)."])
        }
        let type =
            (options[.documentType] as? NSAttributedString.DocumentType)
            ?? (text.drop { $0.isWhitespace }.lowercased().hasPrefix("<") ? .html : .plain)
        let read: NSAttributedString
        switch type {
        case .html: read = HTMLTextImporter.attributedString(from: text)
        case .plain:
            let attributes = options[.defaultAttributes] as? [NSAttributedString.Key: Any]
            read = NSAttributedString(string: text, attributes: attributes)
        default:
            throw CocoaError(
                .fileReadCorruptFile,
                userInfo: [
                    NSLocalizedDescriptionKey:
                        "\(type.rawValue) documents cannot be read headlessly: only plain text and HTML can."
                ])
        }
        self.init(attributedString: read)
        dict?.pointee =
            [
                NSAttributedString.DocumentAttributeKey.documentType.rawValue: type.rawValue,
                NSAttributedString.DocumentAttributeKey.characterEncoding.rawValue: encoding.rawValue,
            ] as NSDictionary
    }

    /// Creates an attributed string from a document file, as `init(data:options:documentAttributes:)`
    /// reads its data.
    ///
    /// - Parameters:
    ///   - url: The file.
    ///   - options: The document type, text encoding and default attributes.
    ///   - dict: Receives the document's attributes.
    /// - Throws: The error reading the file, or reading its data.
    @available(iOS 9.0, *)
    public convenience init(
        url: URL, options: [NSAttributedString.DocumentReadingOptionKey: Any] = [:],
        documentAttributes dict: AutoreleasingUnsafeMutablePointer<NSDictionary?>?
    ) throws {
        try self.init(data: Data(contentsOf: url), options: options, documentAttributes: dict)
    }
}
