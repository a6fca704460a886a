// ViewLifecycle · HeadlessUIKit

/// One extent of a compositional layout element: a fraction of its container's width or
/// height, an absolute length, or an estimate (used as the length here: no cell sizes itself).
@MainActor @preconcurrency
open class NSCollectionLayoutDimension: NSObject {
    /// What the value is measured against.
    enum Kind {
        case fractionalWidth, fractionalHeight, absolute, estimated
    }

    let kind: Kind
    /// The fraction or length.
    public let dimension: CGFloat

    init(kind: Kind, dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
        super.init()
    }

    /// A fraction of the container's width.
    ///
    /// - Parameter fractionalWidth: The fraction.
    /// - Returns: The dimension.
    open class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self {
        NSCollectionLayoutDimension(kind: .fractionalWidth, dimension: fractionalWidth) as! Self
    }

    /// A fraction of the container's height.
    ///
    /// - Parameter fractionalHeight: The fraction.
    /// - Returns: The dimension.
    open class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
        NSCollectionLayoutDimension(kind: .fractionalHeight, dimension: fractionalHeight) as! Self
    }

    /// An absolute length in points.
    ///
    /// - Parameter absoluteDimension: The length.
    /// - Returns: The dimension.
    open class func absolute(_ absoluteDimension: CGFloat) -> Self {
        NSCollectionLayoutDimension(kind: .absolute, dimension: absoluteDimension) as! Self
    }

    /// An estimated length, which a device refines by measuring the cell; here the estimate
    /// is the length.
    ///
    /// - Parameter estimatedDimension: The estimate.
    /// - Returns: The dimension.
    open class func estimated(_ estimatedDimension: CGFloat) -> Self {
        NSCollectionLayoutDimension(kind: .estimated, dimension: estimatedDimension) as! Self
    }

    /// Whether the value is a fraction of the container's width.
    open var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether the value is a fraction of the container's height.
    open var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether the value is an absolute length.
    open var isAbsolute: Bool { kind == .absolute }
    /// Whether the value is an estimate.
    open var isEstimated: Bool { kind == .estimated }

    /// The length in a container of `size`.
    func resolved(in size: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: return dimension * size.width
        case .fractionalHeight: return dimension * size.height
        case .absolute, .estimated: return dimension
        }
    }
}
