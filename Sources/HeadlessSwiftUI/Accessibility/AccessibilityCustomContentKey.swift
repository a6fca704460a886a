// ViewLifecycle · HeadlessSwiftUI

/// Key used to specify the identifier and label associated with an entry of additional
/// accessibility information.
///
/// Headlessly it keeps its label and identifier; two keys are equal when their identifiers are.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct AccessibilityCustomContentKey {
    /// The label's text.
    let label: String
    /// The identifier the key is compared by.
    let id: String

    /// Creates an accessibility custom content key with a label and an identifier.
    public init(_ label: Text, id: String) {
        self.label = label.string
        self.id = id
    }

    /// Creates an accessibility custom content key from a localized label key and an identifier.
    public init(_ labelKey: LocalizedStringKey, id: String) {
        self.init(Text(labelKey), id: id)
    }

    /// Creates an accessibility custom content key from a localized label key, which is also
    /// its identifier.
    public init(_ labelKey: LocalizedStringKey) {
        let label = Text(labelKey).string
        self.label = label
        self.id = label
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension AccessibilityCustomContentKey: Equatable {
    /// Whether the two keys have the same identifier.
    public static func == (a: AccessibilityCustomContentKey, b: AccessibilityCustomContentKey) -> Bool {
        a.id == b.id
    }
}
