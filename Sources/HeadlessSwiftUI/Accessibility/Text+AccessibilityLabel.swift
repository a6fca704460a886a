// ViewLifecycle · HeadlessSwiftUI

// Apple declares these on Text returning Text (iOS 17.4 interface, `extension SwiftUI.Text`), so
// a labelled text still concatenates with `+` and takes Text's other modifiers.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Text {
    /// Adds a label to the text that describes its contents, spoken in place of the text.
    ///
    /// - Parameter label: The text to use as the label.
    /// - Returns: This text with `label` as its accessibility label.
    public func accessibilityLabel(_ label: Text) -> Text {
        labelled(label.spoken)
    }

    /// Adds a label to the text that describes its contents, spoken in place of the text.
    ///
    /// Headlessly the key is the label, as written.
    ///
    /// - Parameter labelKey: The key of the localized label.
    /// - Returns: This text with the label as its accessibility label.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> Text {
        labelled(labelKey.key)
    }

    /// Adds a label to the text that describes its contents, spoken in place of the text.
    ///
    /// - Parameter label: The string to use as the label.
    /// - Returns: This text with `label` as its accessibility label.
    @_disfavoredOverload
    public func accessibilityLabel<S>(_ label: S) -> Text where S: StringProtocol {
        labelled(String(label))
    }

    /// What the text says to assistive technologies: its label if it has one, else its string.
    package var spoken: String { spokenLabel ?? string }

    private func labelled(_ label: String) -> Text {
        var text = self
        text.spokenLabel = label
        return text
    }
}
