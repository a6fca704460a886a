// ViewLifecycle · Combine

/// A type-erasing cancellable object that executes a provided closure when canceled, and
/// automatically when it is deinitialized.
final public class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
    private var cancelBlock: (() -> Void)?

    /// Initializes the cancellable object with the given cancel-time closure.
    public init(_ cancel: @escaping () -> Void) {
        cancelBlock = cancel
    }

    /// Initializes the cancellable object with the given cancellable.
    public init<C>(_ canceller: C) where C: Cancellable {
        cancelBlock = canceller.cancel
    }

    deinit { cancelBlock?() }

    /// Cancel the activity (once).
    public func cancel() {
        let block = cancelBlock
        cancelBlock = nil
        block?()
    }

    /// Stores this type-erasing cancellable instance in the specified collection.
    final public func store<C>(in collection: inout C)
    where C: RangeReplaceableCollection, C.Element == AnyCancellable {
        collection.append(self)
    }

    /// Stores this type-erasing cancellable instance in the specified set.
    final public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    /// Hashes the object's identity.
    final public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    /// Whether both are the same object.
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
}
