// ViewLifecycle · HeadlessUIKit

/// The width and height of a compositional layout element.
@MainActor @preconcurrency
open class NSCollectionLayoutSize: NSObject {
    /// The width.
    public let widthDimension: NSCollectionLayoutDimension
    /// The height.
    public let heightDimension: NSCollectionLayoutDimension

    /// Creates a size.
    ///
    /// - Parameters:
    ///   - width: The width.
    ///   - height: The height.
    public init(
        widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension
    ) {
        self.widthDimension = width
        self.heightDimension = height
        super.init()
    }

    /// The size in a container of `size`.
    func resolved(in size: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: size), height: heightDimension.resolved(in: size))
    }
}
