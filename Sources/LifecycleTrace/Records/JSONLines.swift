// ViewLifecycle · LifecycleTrace

import Foundation

/// The JSON Lines form of a trace: one ``TraceRecord`` per line, as a JSON object.
///
/// ```
/// {"line":6,"object":"0x7f88daee0370","typeName":"__lldb_expr_90.SampleUIViewController","callback":"viewDidLoad()","text":"…"}
/// ```
///
/// Keys come in a fixed order (`line`, `object`, `typeName`, `callback`, `animated`, `text`) and
/// absent values are left out, so a trace written twice is byte-for-byte the same.
public enum JSONLines {
    /// Encodes one record as one line of JSON, without a newline.
    ///
    /// - Parameter record: The record to encode.
    /// - Returns: A JSON object with keys in a stable order.
    public static func encode(_ record: TraceRecord) -> String {
        var fields = ["\"line\":\(record.line)"]
        if let object = record.object { fields.append("\"object\":" + quoted(object)) }
        if let typeName = record.typeName { fields.append("\"typeName\":" + quoted(typeName)) }
        fields.append("\"callback\":" + quoted(record.callback))
        if let animated = record.animated { fields.append("\"animated\":\(animated)") }
        fields.append("\"text\":" + quoted(record.text))
        return "{" + fields.joined(separator: ",") + "}"
    }

    /// Decodes one line of a JSON Lines trace.
    ///
    /// Only `callback` is required: a missing `line` is the line's number in the file, and a
    /// missing `text` is the record's console form.
    ///
    /// - Parameters:
    ///   - line: The line's text.
    ///   - lineNumber: Its 1-based number, for the record and for errors.
    ///   - path: The file's name, for errors.
    /// - Returns: The record.
    /// - Throws: ``TraceInputError/malformedJSON(path:line:reason:)``.
    public static func decode(
        _ line: String, lineNumber: Int, path: String
    ) throws(TraceInputError)
        -> TraceRecord
    {
        let fields: Fields
        do {
            fields = try JSONDecoder().decode(Fields.self, from: Data(line.utf8))
        } catch let error as DecodingError {
            throw .malformedJSON(path: path, line: lineNumber, reason: reason(for: error, in: line))
        } catch {
            throw .malformedJSON(path: path, line: lineNumber, reason: "invalid JSON")
        }
        guard let callback = fields.callback else {
            throw .malformedJSON(path: path, line: lineNumber, reason: "missing \"callback\"")
        }
        return TraceRecord(
            line: fields.line ?? lineNumber, object: fields.object, typeName: fields.typeName,
            callback: callback, animated: fields.animated, text: fields.text)
    }

    /// The fields of a record, all optional so that a missing one gets a message of our own.
    private struct Fields: Decodable {
        var line: Int?
        var object: String?
        var typeName: String?
        var callback: String?
        var animated: Bool?
        var text: String?
    }

    private static func reason(for error: DecodingError, in line: String) -> String {
        switch error {
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            guard let key = context.codingPath.last?.stringValue else { return "not a JSON object" }
            let expected =
                type == Bool.self ? "true or false" : type == Int.self ? "an integer" : "a string"
            return "\"\(key)\" is not \(expected)"
        case .keyNotFound(let key, _):
            return "missing \"\(key.stringValue)\""
        case .dataCorrupted:
            return valueReason(in: line) ?? "invalid JSON"
        @unknown default:
            return "invalid JSON"
        }
    }

    /// Why valid JSON was refused, when the decoder said only "not valid JSON": it says so of a
    /// `line` too large for an integer, or with a fraction, which is a value, not a syntax, error.
    private static func valueReason(in line: String) -> String? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) else { return nil }
        guard let fields = object as? [String: Any] else { return "not a JSON object" }
        if let number = fields["line"] as? NSNumber,
            Int(exactly: number.doubleValue) == nil || "\(number)".contains(".")
        {
            return "\"line\" is \(number), not a whole number below 2^63"
        }
        return nil
    }

    /// `text` as a JSON string literal.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
