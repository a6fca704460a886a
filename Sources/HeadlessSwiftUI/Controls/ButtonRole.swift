// ViewLifecycle · HeadlessSwiftUI

/// A value that describes the purpose of a button.
///
/// The screen snapshot prints a button's role as its value (`Button "Delete": destructive`), so a
/// test sees which buttons a dialog or a row marks as destructive or cancelling.
public struct ButtonRole: Equatable, Sendable {
    /// The role's name as the screen snapshot prints it.
    package let name: String

    /// A role that indicates a destructive button.
    public static let destructive = ButtonRole(name: "destructive")

    /// A role that indicates a button that cancels an operation.
    public static let cancel = ButtonRole(name: "cancel")

    /// Indicates whether two roles are equal.
    public static func == (a: ButtonRole, b: ButtonRole) -> Bool {
        a.name == b.name
    }
}
