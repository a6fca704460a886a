// ViewLifecycle · HeadlessSwiftUI

extension EdgeInsets {
    /// Creates insets with the distances of UIKit's directional insets.
    ///
    /// - Parameter nsEdgeInsets: The directional insets.
    public init(_ nsEdgeInsets: NSDirectionalEdgeInsets) {
        directional = nsEdgeInsets
    }
}
