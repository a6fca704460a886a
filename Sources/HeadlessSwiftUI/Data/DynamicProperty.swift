// ViewLifecycle · HeadlessSwiftUI

/// An interface for a stored variable that updates an external property of a view.
///
/// The graph finds dynamic properties (`State`, `Environment`, and custom ones that contain
/// them) by reflection and connects them to the view's identity before `body` runs.
public protocol DynamicProperty {
    /// Updates the underlying value of the stored value.
    mutating func update()
}

extension DynamicProperty {
    /// Updates the underlying value of the stored value; the default does nothing.
    public mutating func update() {}
}
