// ViewLifecycle · HeadlessSwiftUI

/// Holds the app delegate an `UIApplicationDelegateAdaptor` makes, so copies of the app share it.
@MainActor
final class ApplicationDelegateBox {
    /// The delegate's type, made with `init()` as UIKit makes a delegate class.
    let type: any (NSObject & UIApplicationDelegate).Type
    private var made: (any UIApplicationDelegate)?

    init(type: any (NSObject & UIApplicationDelegate).Type) {
        self.type = type
    }

    /// The delegate, made on first use.
    ///
    /// - Parameter delegateType: The type to make (the box's own).
    /// - Returns: The one delegate.
    func delegate(
        making delegateType: any (NSObject & UIApplicationDelegate).Type
    ) -> any UIApplicationDelegate {
        if let made { return made }
        guard let makeable = delegateType as? any HeadlessInitializable.Type,
            let delegate = makeable.init() as? any UIApplicationDelegate
        else {
            fatalError(
                "UIApplicationDelegateAdaptor: \(delegateType) cannot be made headless; add "
                    + "`extension \(delegateType): HeadlessInitializable {}` (the class must be final "
                    + "or have a required init())")
        }
        made = delegate
        return delegate
    }

    /// The delegate, made on first use.
    var delegate: any UIApplicationDelegate { delegate(making: type) }
}
