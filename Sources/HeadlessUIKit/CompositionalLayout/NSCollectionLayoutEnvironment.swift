// ViewLifecycle · HeadlessUIKit

/// What a compositional layout's section provider is told about where the section goes.
@MainActor @preconcurrency
public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
    /// The container the section is laid out in.
    var container: any NSCollectionLayoutContainer { get }
    /// The collection view's traits.
    var traitCollection: UITraitCollection { get }
}
