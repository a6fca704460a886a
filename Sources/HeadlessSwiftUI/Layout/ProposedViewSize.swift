// ViewLifecycle · HeadlessSwiftUI

/// A proposal for the size of a view (layout is not computed headlessly; the type exists so
/// `sizeThatFits` can be written as on a device).
@frozen public struct ProposedViewSize: Equatable, Sendable {
    /// The proposed horizontal size, or `nil` for unspecified.
    public var width: CGFloat?
    /// The proposed vertical size, or `nil` for unspecified.
    public var height: CGFloat?

    /// A size proposal that contains zero in both dimensions.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// The proposed size with both dimensions left unspecified.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// A size proposal that contains infinity in both dimensions.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// Creates a new proposed size using the specified width and height.
    ///
    /// - Parameters:
    ///   - width: A proposed width, or `nil`.
    ///   - height: A proposed height, or `nil`.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// Creates a new proposed size from a specified size.
    ///
    /// - Parameter size: A proposed size with dimensions measured in points.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// Creates a new proposal that replaces unspecified dimensions in this proposal with the
    /// corresponding dimension of the specified size.
    ///
    /// - Parameter size: A set of concrete values to use for the size proposal in place of any
    ///   unspecified dimensions.
    /// - Returns: A concrete size.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}
