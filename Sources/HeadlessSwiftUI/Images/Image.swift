// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A view that displays an image.
///
/// Nothing is drawn headlessly; the image keeps its name and what its modifiers set, and the
/// screen snapshot shows `Image "name"` (its label when it has one; nothing when decorative).
@frozen public struct Image: Equatable, Sendable {
    /// The name of the asset or system symbol, or a description of a `UIImage`.
    let name: String
    /// What VoiceOver reads: the label, else the name; `nil` for a decorative image.
    package let accessibilityText: String?
    /// What `resizable`, `renderingMode` and `interpolation`-like modifiers set: drawn only.
    var attributes: [String] = []

    /// Creates a labeled image that you can use as content for controls.
    ///
    /// - Parameters:
    ///   - name: The name of the image resource to look up, as well as the localization key
    ///     with which to label the image.
    ///   - bundle: The bundle to search for the image resource and localization content.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.name = name
        accessibilityText = name
    }

    /// Creates a labeled image that you can use as content for controls, with the specified
    /// label.
    ///
    /// - Parameters:
    ///   - name: The name of the image resource to look up.
    ///   - bundle: The bundle to search for the image resource.
    ///   - label: The label associated with the image, for accessibility.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        self.name = name
        accessibilityText = label.string
    }

    /// Creates an unlabeled, decorative image.
    ///
    /// - Parameters:
    ///   - name: The name of the image resource to look up.
    ///   - bundle: The bundle to search for the image resource.
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.name = name
        accessibilityText = nil
    }

    /// Creates a system symbol image.
    ///
    /// - Parameter systemName: The name of the system symbol image.
    public init(systemName: String) {
        name = systemName
        accessibilityText = systemName
    }

    /// Creates a system symbol image with a variable value.
    ///
    /// - Parameters:
    ///   - systemName: The name of the system symbol image.
    ///   - variableValue: An optional value between `0.0` and `1.0` that the rendered image can
    ///     use to customize its appearance.
    public init(systemName: String, variableValue: Double?) {
        self.init(systemName: systemName)
    }

    /// Creates a SwiftUI image from a UIKit image instance.
    ///
    /// - Parameter uiImage: The UIKit image to wrap with a SwiftUI `Image` instance.
    public init(uiImage: UIImage) {
        name = "\(uiImage)"
        accessibilityText = nil
    }

    /// Indicates whether two images are equal.
    public static func == (lhs: Image, rhs: Image) -> Bool {
        lhs.name == rhs.name && lhs.accessibilityText == rhs.accessibilityText
            && lhs.attributes == rhs.attributes
    }
}

extension Image: View {
    /// The body of a primitive view.
    public typealias Body = Never
}
