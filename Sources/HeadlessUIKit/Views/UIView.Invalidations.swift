// ViewLifecycle · HeadlessUIKit

extension UIView {
    /// What `@UIView.Invalidating` can invalidate.
    @available(iOS 15, tvOS 15, *)
    public enum Invalidations {
        /// The view's display (`setNeedsDisplay()`).
        public struct Display: UIViewInvalidating {
            /// The display invalidation.
            public init() {}
            /// Calls `setNeedsDisplay()` on the view.
            public func invalidate(view: UIView) {
                MainActor.assumeIsolated { view.setNeedsDisplay() }
            }
        }

        /// The view's layout (`setNeedsLayout()`).
        public struct Layout: UIViewInvalidating {
            /// The layout invalidation.
            public init() {}
            /// Calls `setNeedsLayout()` on the view.
            public func invalidate(view: UIView) {
                MainActor.assumeIsolated { view.setNeedsLayout() }
            }
        }

        /// The view's constraints (`setNeedsUpdateConstraints()`).
        public struct Constraints: UIViewInvalidating {
            /// The constraints invalidation.
            public init() {}
            /// Calls `setNeedsUpdateConstraints()` on the view.
            public func invalidate(view: UIView) {
                MainActor.assumeIsolated { view.setNeedsUpdateConstraints() }
            }
        }

        /// The view's intrinsic content size (`invalidateIntrinsicContentSize()`).
        public struct IntrinsicContentSize: UIViewInvalidating {
            /// The intrinsic size invalidation.
            public init() {}
            /// Calls `invalidateIntrinsicContentSize()` on the view.
            public func invalidate(view: UIView) {
                MainActor.assumeIsolated { view.invalidateIntrinsicContentSize() }
            }
        }

        /// The view's configuration (`setNeedsUpdateConfiguration()` on a button or a cell).
        public struct Configuration: UIViewInvalidating {
            /// The configuration invalidation.
            public init() {}
            /// Calls `setNeedsUpdateConfiguration()` on a button, table cell, header or footer; other
            /// views have no configuration.
            public func invalidate(view: UIView) {
                MainActor.assumeIsolated {
                    if let button = view as? UIButton {
                        button.setNeedsUpdateConfiguration()
                    } else if let cell = view as? UITableViewCell {
                        cell.setNeedsUpdateConfiguration()
                    } else if let headerFooter = view as? UITableViewHeaderFooterView {
                        headerFooter.setNeedsUpdateConfiguration()
                    } else if let cell = view as? UICollectionViewCell {
                        cell.setNeedsUpdateConfiguration()
                    }
                }
            }
        }

        /// Two invalidations, performed in order.
        public struct Tuple<Invalidation1, Invalidation2>: UIViewInvalidating
        where Invalidation1: UIViewInvalidating, Invalidation2: UIViewInvalidating {
            /// The first.
            let invalidation1: Invalidation1
            /// The second.
            let invalidation2: Invalidation2

            /// Pairs two invalidations.
            public init(_ invalidation1: Invalidation1, _ invalidation2: Invalidation2) {
                self.invalidation1 = invalidation1
                self.invalidation2 = invalidation2
            }

            /// Performs the first invalidation, then the second.
            public func invalidate(view: UIView) {
                invalidation1.invalidate(view: view)
                invalidation2.invalidate(view: view)
            }
        }
    }
}

@available(iOS 15, tvOS 15, *)
extension UIViewInvalidating where Self == UIView.Invalidations.Display {
    /// The display invalidation.
    public static var display: UIView.Invalidations.Display { .init() }
}

@available(iOS 15, tvOS 15, *)
extension UIViewInvalidating where Self == UIView.Invalidations.Layout {
    /// The layout invalidation.
    public static var layout: UIView.Invalidations.Layout { .init() }
}

@available(iOS 15, tvOS 15, *)
extension UIViewInvalidating where Self == UIView.Invalidations.Constraints {
    /// The constraints invalidation.
    public static var constraints: UIView.Invalidations.Constraints { .init() }
}

@available(iOS 15, tvOS 15, *)
extension UIViewInvalidating where Self == UIView.Invalidations.IntrinsicContentSize {
    /// The intrinsic content size invalidation.
    public static var intrinsicContentSize: UIView.Invalidations.IntrinsicContentSize { .init() }
}

@available(iOS 15, tvOS 15, *)
extension UIViewInvalidating where Self == UIView.Invalidations.Configuration {
    /// The configuration invalidation.
    public static var configuration: UIView.Invalidations.Configuration { .init() }
}
