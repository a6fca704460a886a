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

    /// Why JSON was refused, when the decoder said only "not valid JSON": a `line` that is no
    /// whole number in `Int`'s range (too large, too small, with a fraction or an exponent past
    /// `Double`), or nesting deeper than the decoder takes, are value errors, not syntax errors.
    private static func valueReason(in line: String) -> String? {
        if let number = lineNumberText(in: line), Int(number) == nil {
            return "\"line\" is \(number), not a whole number from -2^63 to 2^63-1"
        }
        if nestingDepth(of: line) > maximumNestingDepth {
            return "nested more than \(maximumNestingDepth) levels deep"
        }
        guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) else { return nil }
        return object is [String: Any] ? nil : "not a JSON object"
    }

    /// The deepest nesting Foundation's JSON decoder reads.
    private static let maximumNestingDepth = 512

    /// The text of the number after the first `"line":`, if there is one.
    private static func lineNumberText(in line: String) -> Substring? {
        guard let key = line.range(of: "\"line\"") else { return nil }
        let rest = line[key.upperBound...].drop { $0 == " " || $0 == "\t" }
        guard rest.first == ":" else { return nil }
        let value = rest.dropFirst().drop { $0 == " " || $0 == "\t" }
        let number = value.prefix { "-+.eE0123456789".contains($0) }
        return number.isEmpty ? nil : number
    }

    /// How deep arrays and objects nest in `line`, strings skipped.
    private static func nestingDepth(of line: String) -> Int {
        var depth = 0
        var deepest = 0
        var inString = false
        var escaped = false
        for byte in line.utf8 {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                deepest = max(deepest, depth)
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
        return deepest
    }

    /// `text` as a JSON string literal: also how the headless screen snapshot quotes a label, so
    /// one element stays on one line whatever its text holds.
    package static func quoted(_ text: String) -> String {
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
