// ViewLifecycle · HeadlessUIKit

/// The environment and container a compositional layout hands its section provider: the
/// collection view's size and traits, without insets.
@MainActor
final class CompositionalLayoutEnvironment: NSObject, NSCollectionLayoutEnvironment,
    NSCollectionLayoutContainer
{
    let contentSize: CGSize
    let traitCollection: UITraitCollection

    init(size: CGSize, traits: UITraitCollection) {
        self.contentSize = size
        self.traitCollection = traits
        super.init()
    }

    var container: any NSCollectionLayoutContainer { self }
    var effectiveContentSize: CGSize { contentSize }
    var contentInsets: NSDirectionalEdgeInsets { NSDirectionalEdgeInsets() }
    var effectiveContentInsets: NSDirectionalEdgeInsets { NSDirectionalEdgeInsets() }
}
