// ViewLifecycle · Combine

/// A type that publishes a property marked with an attribute.
///
/// A write through the enclosing class sends the class's `objectWillChange` first (if it uses
/// the default publisher), then the new value on `$property`, then stores it: subscribers
/// see the change before the property holds it, as with Combine.
@propertyWrapper public struct Published<Value> {
    let box: PublishedBox<Value>

    /// Creates the published instance with an initial wrapped value.
    public init(wrappedValue: Value) {
        box = PublishedBox(wrappedValue)
    }

    /// Creates the published instance with an initial value.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// A publisher for properties marked with the `@Published` attribute.
    public struct Publisher: Combine.Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Value
        /// The kind of errors this publisher might publish.
        public typealias Failure = Never

        let subject: CurrentValueSubject<Value, Never>
        /// Subscriptions made by `assign(to:)`, kept as long as the property.
        var keepAlive: [AnyCancellable] {
            get { holder.cancellables }
            nonmutating set { holder.cancellables = newValue }
        }
        let holder: PublishedBox<Value>

        /// Attaches the specified subscriber; it gets the current value first.
        public func receive<S>(subscriber: S) where Value == S.Input, S: Subscriber, S.Failure == Never {
            subject.receive(subscriber: subscriber)
        }
    }

    /// The property for which this instance exposes a publisher.
    public var projectedValue: Published<Value>.Publisher {
        mutating get { Publisher(subject: box.subject, holder: box) }
        set { box.cancellables = newValue.keepAlive }
    }

    /// Unavailable: `@Published` is only available on properties of classes.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    /// Reads and writes the property of a class instance, announcing each write.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].box.subject.value }
        set {
            ObjectWillChangeRegistry.existingPublisher(for: object)?.send()
            object[keyPath: storageKeyPath].box.subject.sendBeforeStoring(newValue)
        }
    }
}

/// The storage of one `@Published` property, shared by copies of the wrapper.
final class PublishedBox<Value>: @unchecked Sendable {
    let subject: CurrentValueSubject<Value, Never>
    var cancellables: [AnyCancellable] = []

    init(_ value: Value) {
        subject = CurrentValueSubject(value)
    }
}
