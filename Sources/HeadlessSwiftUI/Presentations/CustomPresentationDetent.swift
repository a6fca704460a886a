// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A detent whose height the app computes from the sheet's context.
@available(iOS 16.0, macOS 13.0, *)
public protocol CustomPresentationDetent {
    /// The height of the detent in `context`, or `nil` for a detent that is not available there.
    ///
    /// - Parameter context: The sheet's maximum height and environment.
    /// - Returns: The detent's height, or `nil`.
    static func height(in context: Self.Context) -> CGFloat?
}

@available(iOS 16.0, macOS 13.0, *)
extension CustomPresentationDetent {
    /// What a custom detent's height is computed from.
    public typealias Context = PresentationDetent.Context
}
