// ViewLifecycle · HeadlessSwiftUI

/// A property wrapper type that you use to create a UIKit app delegate.
///
/// The delegate is made once, by the launch (or on first read before it), and becomes
/// `UIApplication.shared.delegate`; the launch then calls its launch methods.
@MainActor @preconcurrency @propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType>: DynamicProperty
where DelegateType: NSObject, DelegateType: UIApplicationDelegate {
    /// Where the one delegate object is kept, shared by copies of the app value.
    let box: ApplicationDelegateBox

    /// The underlying app delegate.
    public var wrappedValue: DelegateType {
        // The box only ever holds a `DelegateType`, made by `makeDelegate`.
        box.delegate(making: DelegateType.self) as! DelegateType
    }

    /// Creates a UIKit app delegate adaptor.
    ///
    /// - Parameter delegateType: The type of application delegate that you define in your app.
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {
        box = ApplicationDelegateBox(type: delegateType)
    }
}

extension UIApplicationDelegateAdaptor where DelegateType: ObservableObject {
    /// Creates a UIKit app delegate adaptor using a delegate that is an observable object.
    ///
    /// - Parameter delegateType: The type of application delegate that you define in your app.
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {
        box = ApplicationDelegateBox(type: delegateType)
    }

    /// A projection of the observed delegate that creates bindings to its properties.
    public var projectedValue: ObservedObject<DelegateType>.Wrapper {
        ObservedObject(wrappedValue: wrappedValue).projectedValue
    }
}

extension UIApplicationDelegateAdaptor where DelegateType: Observable {
    /// Creates a UIKit app delegate adaptor using a delegate that is an observable object.
    ///
    /// - Parameter delegateType: The type of application delegate that you define in your app.
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {
        box = ApplicationDelegateBox(type: delegateType)
    }
}
