// ViewLifecycle · HeadlessSwiftUI

extension NSDirectionalEdgeInsets {
    /// Creates directional insets with the distances of SwiftUI's edge insets.
    ///
    /// - Parameter edgeInsets: The edge insets.
    public init(_ edgeInsets: EdgeInsets) {
        self = edgeInsets.directional
    }
}
