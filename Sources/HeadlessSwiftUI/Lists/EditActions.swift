// ViewLifecycle · HeadlessSwiftUI

/// A set of edit actions on a collection of data that a view can offer to a user.
///
/// Kept by `ForEach(_:editActions:content:)` as given: the driver cannot swipe or drag rows yet,
/// as with `onDelete(perform:)`.
public struct EditActions<Data>: OptionSet, Sendable {
    /// The raw value of the option set.
    public let rawValue: Int

    /// Creates a set of edit actions from its raw value.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// An edit action that allows the user to delete one or more elements of a collection.
    @available(
        *, unavailable,
        message: "Delete is available only for collections conforming to RangeReplaceableCollection."
    )
    public static var delete: EditActions<Data> { EditActions(rawValue: 1) }

    /// An edit action that allows the user to move elements of a collection.
    @available(
        *, unavailable, message: "Move is available only for collections conforming to MutableCollection."
    )
    public static var move: EditActions<Data> { EditActions(rawValue: 2) }

    /// All the edit actions available on this collection (none: it can neither delete nor move).
    public static var all: EditActions<Data> { [] }
}

extension EditActions where Data: RangeReplaceableCollection {
    /// An edit action that allows the user to delete one or more elements of a collection.
    public static var delete: EditActions<Data> { EditActions(rawValue: 1) }

    /// All the edit actions available on this collection: deletion.
    public static var all: EditActions<Data> { EditActions(rawValue: 1) }
}

extension EditActions where Data: MutableCollection {
    /// An edit action that allows the user to move elements of a collection.
    public static var move: EditActions<Data> { EditActions(rawValue: 2) }

    /// All the edit actions available on this collection: moving.
    public static var all: EditActions<Data> { EditActions(rawValue: 2) }
}

extension EditActions where Data: MutableCollection, Data: RangeReplaceableCollection {
    /// All the edit actions available on this collection: deletion and moving.
    public static var all: EditActions<Data> { EditActions(rawValue: 3) }
}
