// ViewLifecycle · HeadlessUIKit

/// The size a compositional layout element is laid out in, before and after its insets.
@MainActor @preconcurrency
public protocol NSCollectionLayoutContainer: NSObjectProtocol {
    /// The container's size before insets.
    var contentSize: CGSize { get }
    /// The container's size after insets.
    var effectiveContentSize: CGSize { get }
    /// The insets.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The insets in effect.
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}
