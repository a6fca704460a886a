// ViewLifecycle · HeadlessSwiftUI

import Foundation

@available(iOS 16.0, macOS 13.0, *)
extension Image {
    /// A named image with a variable value: the same image as `init(_:bundle:)` (the value
    /// only shapes how a variable symbol is drawn).
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
    }

    /// A named image with a variable value and an accessibility label: the same image as
    /// `init(_:bundle:label:)`.
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil, label: Text) {
        self.init(name, bundle: bundle, label: label)
    }

    /// A decorative named image with a variable value: the same image as
    /// `init(decorative:bundle:)`.
    public init(decorative name: String, variableValue: Double?, bundle: Bundle? = nil) {
        self.init(decorative: name, bundle: bundle)
    }
}
