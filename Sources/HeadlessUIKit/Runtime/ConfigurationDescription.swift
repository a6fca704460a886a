// ViewLifecycle · HeadlessUIKit

/// The text UIKit's configurations print for `description`: their type and main fields, as
/// `<UIListContentConfiguration: text = "Title"; secondaryText = nil>`.
enum ConfigurationDescription {
    /// The description of a configuration of type `name` with `fields`.
    static func text(_ name: String, _ fields: KeyValuePairs<String, Any?>) -> String {
        let parts = fields.map { label, value in
            "\(label) = " + (value.map { String(reflecting: $0) } ?? "nil")
        }
        return "<\(name): " + parts.joined(separator: "; ") + ">"
    }

    /// The mirror of a configuration with `fields`.
    static func mirror<Subject>(_ subject: Subject, _ fields: KeyValuePairs<String, Any?>) -> Mirror {
        Mirror(subject, children: fields.map { (label: Optional($0.key), value: $0.value as Any) })
    }
}
