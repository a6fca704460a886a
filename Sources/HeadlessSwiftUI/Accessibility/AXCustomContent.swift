// ViewLifecycle · HeadlessSwiftUI

#if canImport(Accessibility)
    import Accessibility
#else
    import Foundation

    /// A labelled fact about an element that assistive technologies read on request (the
    /// Accessibility framework's, which SwiftUI's custom-content modifiers take).
    @available(iOS 14.0, *)
    open class AXCustomContent: NSObject {
        /// The fact's label.
        open private(set) var label: String
        /// The fact's value.
        open private(set) var value: String
        /// How readily assistive technologies offer the fact; `.default` unless set.
        open var importance: AXCustomContent.Importance = .default

        /// Creates a fact from a label and a value.
        ///
        /// - Parameters:
        ///   - label: The label.
        ///   - value: The value.
        public init(label: String, value: String) {
            self.label = label
            self.value = value
            super.init()
        }

        /// Creates a fact from an attributed label and value (their strings are kept).
        ///
        /// - Parameters:
        ///   - attributedLabel: The label.
        ///   - attributedValue: The value.
        public convenience init(attributedLabel: NSAttributedString, attributedValue: NSAttributedString) {
            self.init(label: attributedLabel.string, value: attributedValue.string)
        }

        /// The label, without attributes.
        open var attributedLabel: NSAttributedString { NSAttributedString(string: label) }
        /// The value, without attributes.
        open var attributedValue: NSAttributedString { NSAttributedString(string: value) }
    }
#endif
