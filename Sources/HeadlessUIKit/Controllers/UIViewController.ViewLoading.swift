// ViewLifecycle · HeadlessUIKit

extension UIViewController {
    /// A property wrapper for a controller's property set up in `viewDidLoad()`: reading it loads the
    /// controller's view first, then gives the value, which must be set by then (it traps otherwise).
    @available(iOS 16.4, tvOS 16.4, *)
    @propertyWrapper
    public struct ViewLoading<Value> {
        /// Unavailable: the wrapper works only on UIViewController subclasses, through the controller.
        @available(
            *, unavailable,
            message: "@UIViewController.ViewLoading can only be used on subclasses of UIViewController"
        )
        public var wrappedValue: Value {
            get {
                fatalError("@UIViewController.ViewLoading can only be used on subclasses of UIViewController")
            }
            set {
                fatalError("@UIViewController.ViewLoading can only be used on subclasses of UIViewController")
            }
        }

        /// The value, once set.
        var value: Value?

        /// A property without a value yet.
        public init() {}

        /// A property with a value already.
        public init(wrappedValue: Value) {
            value = wrappedValue
        }

        /// Loads the controller's view if needed and gives the value; setting it stores the value.
        public static subscript<EnclosingSelf>(
            _enclosingInstance observed: EnclosingSelf,
            wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
            storage storageKeyPath: ReferenceWritableKeyPath<
                EnclosingSelf, UIViewController.ViewLoading<Value>
            >
        ) -> Value where EnclosingSelf: UIViewController {
            get {
                MainActor.assumeIsolated { observed.loadViewIfNeeded() }
                guard let value = observed[keyPath: storageKeyPath].value else {
                    preconditionFailure(
                        "@UIViewController.ViewLoading property read before viewDidLoad() set it")
                }
                return value
            }
            set { observed[keyPath: storageKeyPath].value = newValue }
        }
    }
}

@available(*, unavailable)
extension UIViewController.ViewLoading: Sendable {}
