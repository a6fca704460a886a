// ViewLifecycle · HeadlessSwiftUI

/// A property wrapper type that can read and write a value that SwiftUI updates as the focus of
/// any active accessibility technology, such as VoiceOver, changes.
///
/// Headlessly no assistive technology moves focus: the value is kept per identity like
/// `@State`, so writing it (through the wrapper or its binding) is what reading it returns.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@propertyWrapper public struct AccessibilityFocusState<Value>: DynamicProperty where Value: Hashable {
    /// A property wrapper type that can read and write a value that indicates the current
    /// focus location.
    @propertyWrapper public struct Binding {
        /// The focus state's storage.
        let box: StateBox<Value>

        /// The underlying value referenced by the bound property.
        public var wrappedValue: Value {
            get { box.resolved.value }
            nonmutating set { box.resolved.write(newValue) }
        }

        /// The currently focused element.
        public var projectedValue: AccessibilityFocusState<Value>.Binding { self }
    }

    /// The per-identity storage.
    let box: StateBox<Value>
    /// The technologies the focus is for (`nil`: any), kept only.
    let technologies: AccessibilityTechnologies?

    /// The current state value, taking into account whatever bindings might be in effect due to
    /// the current location of focus.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.write(newValue) }
    }

    /// A projection of the state value that can be used to establish bindings between view
    /// content and accessibility focus placement.
    public var projectedValue: AccessibilityFocusState<Value>.Binding {
        Binding(box: box.resolved)
    }

    /// Creates a new accessibility focus state for a Boolean value.
    public init() where Value == Bool {
        box = StateBox(false)
        technologies = nil
    }

    /// Creates a new accessibility focus state for a Boolean value, using the accessibility
    /// technologies you specify.
    public init(for technologies: AccessibilityTechnologies) where Value == Bool {
        box = StateBox(false)
        self.technologies = technologies
    }

    /// Creates a new accessibility focus state of the type you provide.
    public init<T>() where Value == T?, T: Hashable {
        box = StateBox(nil)
        technologies = nil
    }

    /// Creates a new accessibility focus state of the type and using the accessibility
    /// technologies you specify.
    public init<T>(for technologies: AccessibilityTechnologies) where Value == T?, T: Hashable {
        box = StateBox(nil)
        self.technologies = technologies
    }
}

extension AccessibilityFocusState: GraphBoundProperty {
    func bind(to node: ViewNode, label: String) {
        box.bind(to: node, label: label)
    }
}

extension AccessibilityFocusState: GraphInputComparable {
    func isSameGraphInput(as other: Any) -> Bool { true }
}
