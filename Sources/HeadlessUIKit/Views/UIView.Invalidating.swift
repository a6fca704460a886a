// ViewLifecycle · HeadlessUIKit

extension UIView {
    /// A property wrapper for a UIView subclass's property: setting a different value invalidates
    /// the view (its display, layout, constraints, intrinsic size or configuration), as in UIKit.
    @available(iOS 15, tvOS 15, *)
    @propertyWrapper
    public struct Invalidating<Value, InvalidationType>
    where Value: Equatable, InvalidationType: UIViewInvalidating {
        /// Unavailable: the wrapper works only on UIView subclasses, through the enclosing view.
        @available(*, unavailable, message: "@UIView.Invalidating can only be used on subclasses of UIView")
        public var wrappedValue: Value {
            get { fatalError("@UIView.Invalidating can only be used on subclasses of UIView") }
            set { fatalError("@UIView.Invalidating can only be used on subclasses of UIView") }
        }

        /// The value.
        var value: Value
        /// What a change invalidates.
        let invalidation: InvalidationType

        /// Wraps a value whose changes perform `invalidation`.
        public init(wrappedValue: Value, _ invalidation: InvalidationType) {
            value = wrappedValue
            self.invalidation = invalidation
        }

        /// Wraps a value whose changes perform each invalidation, in order.
        public init<InvalidationType1, InvalidationType2>(
            wrappedValue: Value, _ invalidation1: InvalidationType1, _ invalidation2: InvalidationType2
        )
        where
            InvalidationType == UIView.Invalidations.Tuple<InvalidationType1, InvalidationType2>,
            InvalidationType1: UIViewInvalidating, InvalidationType2: UIViewInvalidating
        {
            self.init(wrappedValue: wrappedValue, .init(invalidation1, invalidation2))
        }

        /// Wraps a value whose changes perform each invalidation, in order.
        public init<InvalidationType1, InvalidationType2, InvalidationType3>(
            wrappedValue: Value, _ invalidation1: InvalidationType1, _ invalidation2: InvalidationType2,
            _ invalidation3: InvalidationType3
        )
        where
            InvalidationType == UIView.Invalidations.Tuple<
                UIView.Invalidations.Tuple<InvalidationType1, InvalidationType2>, InvalidationType3
            >, InvalidationType1: UIViewInvalidating, InvalidationType2: UIViewInvalidating,
            InvalidationType3: UIViewInvalidating
        {
            self.init(wrappedValue: wrappedValue, .init(.init(invalidation1, invalidation2), invalidation3))
        }

        /// Wraps a value whose changes perform each invalidation, in order.
        public init<InvalidationType1, InvalidationType2, InvalidationType3, InvalidationType4>(
            wrappedValue: Value, _ invalidation1: InvalidationType1, _ invalidation2: InvalidationType2,
            _ invalidation3: InvalidationType3, _ invalidation4: InvalidationType4
        )
        where
            InvalidationType == UIView.Invalidations.Tuple<
                UIView.Invalidations.Tuple<InvalidationType1, InvalidationType2>,
                UIView.Invalidations.Tuple<InvalidationType3, InvalidationType4>
            >, InvalidationType1: UIViewInvalidating, InvalidationType2: UIViewInvalidating,
            InvalidationType3: UIViewInvalidating, InvalidationType4: UIViewInvalidating
        {
            self.init(
                wrappedValue: wrappedValue,
                .init(.init(invalidation1, invalidation2), .init(invalidation3, invalidation4)))
        }

        /// Wraps a value whose changes perform each invalidation, in order.
        public init<
            InvalidationType1, InvalidationType2, InvalidationType3, InvalidationType4, InvalidationType5
        >(
            wrappedValue: Value, _ invalidation1: InvalidationType1, _ invalidation2: InvalidationType2,
            _ invalidation3: InvalidationType3, _ invalidation4: InvalidationType4,
            _ invalidation5: InvalidationType5
        )
        where
            InvalidationType == UIView.Invalidations.Tuple<
                UIView.Invalidations.Tuple<
                    UIView.Invalidations.Tuple<InvalidationType1, InvalidationType2>,
                    UIView.Invalidations.Tuple<InvalidationType3, InvalidationType4>
                >, InvalidationType5
            >, InvalidationType1: UIViewInvalidating, InvalidationType2: UIViewInvalidating,
            InvalidationType3: UIViewInvalidating, InvalidationType4: UIViewInvalidating,
            InvalidationType5: UIViewInvalidating
        {
            self.init(
                wrappedValue: wrappedValue,
                .init(
                    .init(.init(invalidation1, invalidation2), .init(invalidation3, invalidation4)),
                    invalidation5))
        }

        /// Wraps a value whose changes perform each invalidation, in order.
        public init<
            InvalidationType1, InvalidationType2, InvalidationType3, InvalidationType4, InvalidationType5,
            InvalidationType6
        >(
            wrappedValue: Value, _ invalidation1: InvalidationType1, _ invalidation2: InvalidationType2,
            _ invalidation3: InvalidationType3, _ invalidation4: InvalidationType4,
            _ invalidation5: InvalidationType5, _ invalidation6: InvalidationType6
        )
        where
            InvalidationType == UIView.Invalidations.Tuple<
                UIView.Invalidations.Tuple<
                    UIView.Invalidations.Tuple<InvalidationType1, InvalidationType2>,
                    UIView.Invalidations.Tuple<InvalidationType3, InvalidationType4>
                >, UIView.Invalidations.Tuple<InvalidationType5, InvalidationType6>
            >, InvalidationType1: UIViewInvalidating, InvalidationType2: UIViewInvalidating,
            InvalidationType3: UIViewInvalidating, InvalidationType4: UIViewInvalidating,
            InvalidationType5: UIViewInvalidating, InvalidationType6: UIViewInvalidating
        {
            self.init(
                wrappedValue: wrappedValue,
                .init(
                    .init(.init(invalidation1, invalidation2), .init(invalidation3, invalidation4)),
                    .init(invalidation5, invalidation6)))
        }

        /// Wraps a value whose changes perform each invalidation, in order.
        public init<
            InvalidationType1, InvalidationType2, InvalidationType3, InvalidationType4, InvalidationType5,
            InvalidationType6, InvalidationType7
        >(
            wrappedValue: Value, _ invalidation1: InvalidationType1, _ invalidation2: InvalidationType2,
            _ invalidation3: InvalidationType3, _ invalidation4: InvalidationType4,
            _ invalidation5: InvalidationType5, _ invalidation6: InvalidationType6,
            _ invalidation7: InvalidationType7
        )
        where
            InvalidationType == UIView.Invalidations.Tuple<
                UIView.Invalidations.Tuple<
                    UIView.Invalidations.Tuple<InvalidationType1, InvalidationType2>,
                    UIView.Invalidations.Tuple<InvalidationType3, InvalidationType4>
                >,
                UIView.Invalidations.Tuple<
                    UIView.Invalidations.Tuple<InvalidationType5, InvalidationType6>, InvalidationType7
                >
            >, InvalidationType1: UIViewInvalidating, InvalidationType2: UIViewInvalidating,
            InvalidationType3: UIViewInvalidating, InvalidationType4: UIViewInvalidating,
            InvalidationType5: UIViewInvalidating, InvalidationType6: UIViewInvalidating,
            InvalidationType7: UIViewInvalidating
        {
            self.init(
                wrappedValue: wrappedValue,
                .init(
                    .init(.init(invalidation1, invalidation2), .init(invalidation3, invalidation4)),
                    .init(.init(invalidation5, invalidation6), invalidation7)))
        }

        /// Wraps a value whose changes perform each invalidation, in order.
        public init<
            InvalidationType1, InvalidationType2, InvalidationType3, InvalidationType4, InvalidationType5,
            InvalidationType6, InvalidationType7, InvalidationType8
        >(
            wrappedValue: Value, _ invalidation1: InvalidationType1, _ invalidation2: InvalidationType2,
            _ invalidation3: InvalidationType3, _ invalidation4: InvalidationType4,
            _ invalidation5: InvalidationType5, _ invalidation6: InvalidationType6,
            _ invalidation7: InvalidationType7, _ invalidation8: InvalidationType8
        )
        where
            InvalidationType == UIView.Invalidations.Tuple<
                UIView.Invalidations.Tuple<
                    UIView.Invalidations.Tuple<InvalidationType1, InvalidationType2>,
                    UIView.Invalidations.Tuple<InvalidationType3, InvalidationType4>
                >,
                UIView.Invalidations.Tuple<
                    UIView.Invalidations.Tuple<InvalidationType5, InvalidationType6>,
                    UIView.Invalidations.Tuple<InvalidationType7, InvalidationType8>
                >
            >, InvalidationType1: UIViewInvalidating, InvalidationType2: UIViewInvalidating,
            InvalidationType3: UIViewInvalidating, InvalidationType4: UIViewInvalidating,
            InvalidationType5: UIViewInvalidating, InvalidationType6: UIViewInvalidating,
            InvalidationType7: UIViewInvalidating, InvalidationType8: UIViewInvalidating
        {
            self.init(
                wrappedValue: wrappedValue,
                .init(
                    .init(.init(invalidation1, invalidation2), .init(invalidation3, invalidation4)),
                    .init(.init(invalidation5, invalidation6), .init(invalidation7, invalidation8))))
        }

        /// Wraps a value whose changes perform each invalidation, in order.
        public init<
            InvalidationType1, InvalidationType2, InvalidationType3, InvalidationType4, InvalidationType5,
            InvalidationType6, InvalidationType7, InvalidationType8, InvalidationType9
        >(
            wrappedValue: Value, _ invalidation1: InvalidationType1, _ invalidation2: InvalidationType2,
            _ invalidation3: InvalidationType3, _ invalidation4: InvalidationType4,
            _ invalidation5: InvalidationType5, _ invalidation6: InvalidationType6,
            _ invalidation7: InvalidationType7, _ invalidation8: InvalidationType8,
            _ invalidation9: InvalidationType9
        )
        where
            InvalidationType == UIView.Invalidations.Tuple<
                UIView.Invalidations.Tuple<
                    UIView.Invalidations.Tuple<
                        UIView.Invalidations.Tuple<InvalidationType1, InvalidationType2>,
                        UIView.Invalidations.Tuple<InvalidationType3, InvalidationType4>
                    >,
                    UIView.Invalidations.Tuple<
                        UIView.Invalidations.Tuple<InvalidationType5, InvalidationType6>,
                        UIView.Invalidations.Tuple<InvalidationType7, InvalidationType8>
                    >
                >, InvalidationType9
            >, InvalidationType1: UIViewInvalidating, InvalidationType2: UIViewInvalidating,
            InvalidationType3: UIViewInvalidating, InvalidationType4: UIViewInvalidating,
            InvalidationType5: UIViewInvalidating, InvalidationType6: UIViewInvalidating,
            InvalidationType7: UIViewInvalidating, InvalidationType8: UIViewInvalidating,
            InvalidationType9: UIViewInvalidating
        {
            self.init(
                wrappedValue: wrappedValue,
                .init(
                    .init(
                        .init(.init(invalidation1, invalidation2), .init(invalidation3, invalidation4)),
                        .init(.init(invalidation5, invalidation6), .init(invalidation7, invalidation8))),
                    invalidation9))
        }

        /// Wraps a value whose changes perform each invalidation, in order.
        public init<
            InvalidationType1, InvalidationType2, InvalidationType3, InvalidationType4, InvalidationType5,
            InvalidationType6, InvalidationType7, InvalidationType8, InvalidationType9, InvalidationType10
        >(
            wrappedValue: Value, _ invalidation1: InvalidationType1, _ invalidation2: InvalidationType2,
            _ invalidation3: InvalidationType3, _ invalidation4: InvalidationType4,
            _ invalidation5: InvalidationType5, _ invalidation6: InvalidationType6,
            _ invalidation7: InvalidationType7, _ invalidation8: InvalidationType8,
            _ invalidation9: InvalidationType9, _ invalidation10: InvalidationType10
        )
        where
            InvalidationType == UIView.Invalidations.Tuple<
                UIView.Invalidations.Tuple<
                    UIView.Invalidations.Tuple<
                        UIView.Invalidations.Tuple<InvalidationType1, InvalidationType2>,
                        UIView.Invalidations.Tuple<InvalidationType3, InvalidationType4>
                    >,
                    UIView.Invalidations.Tuple<
                        UIView.Invalidations.Tuple<InvalidationType5, InvalidationType6>,
                        UIView.Invalidations.Tuple<InvalidationType7, InvalidationType8>
                    >
                >, UIView.Invalidations.Tuple<InvalidationType9, InvalidationType10>
            >, InvalidationType1: UIViewInvalidating, InvalidationType2: UIViewInvalidating,
            InvalidationType3: UIViewInvalidating, InvalidationType4: UIViewInvalidating,
            InvalidationType5: UIViewInvalidating, InvalidationType6: UIViewInvalidating,
            InvalidationType7: UIViewInvalidating, InvalidationType8: UIViewInvalidating,
            InvalidationType9: UIViewInvalidating, InvalidationType10: UIViewInvalidating
        {
            self.init(
                wrappedValue: wrappedValue,
                .init(
                    .init(
                        .init(.init(invalidation1, invalidation2), .init(invalidation3, invalidation4)),
                        .init(.init(invalidation5, invalidation6), .init(invalidation7, invalidation8))),
                    .init(invalidation9, invalidation10)))
        }

        /// Reads and writes the value through the enclosing view, invalidating it when the value changes.
        public static subscript<EnclosingSelf>(
            _enclosingInstance observed: EnclosingSelf,
            wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
            storage storageKeyPath: ReferenceWritableKeyPath<
                EnclosingSelf, UIView.Invalidating<Value, InvalidationType>
            >
        ) -> Value where EnclosingSelf: UIView {
            get { observed[keyPath: storageKeyPath].value }
            set {
                let old = observed[keyPath: storageKeyPath].value
                observed[keyPath: storageKeyPath].value = newValue
                if old != newValue {
                    observed[keyPath: storageKeyPath].invalidation.invalidate(view: observed)
                }
            }
        }
    }
}

@available(*, unavailable)
extension UIView.Invalidating: Sendable {}
