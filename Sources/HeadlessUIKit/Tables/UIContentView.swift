// ViewLifecycle · HeadlessUIKit

/// A view that shows a content configuration.
@MainActor @preconcurrency
public protocol UIContentView: NSObjectProtocol {
    /// The configuration on display.
    var configuration: any UIContentConfiguration { get set }

    /// Whether the view can show `configuration` without being replaced.
    ///
    /// - Parameter configuration: The candidate.
    /// - Returns: `true` when it can.
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// Whether `configuration` is of the same type as the current one, UIKit's default.
    ///
    /// - Parameter configuration: The candidate.
    /// - Returns: `true` for the same type.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}
