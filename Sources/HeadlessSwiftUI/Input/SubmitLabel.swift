// ViewLifecycle · HeadlessSwiftUI

/// A semantic label describing the label of submission within a view hierarchy.
public struct SubmitLabel: Sendable {
    @usableFromInline let name: String

    /// Defines a submit label with text of "Done".
    public static var done: SubmitLabel { .init(name: "done") }
    /// Defines a submit label with text of "Go".
    public static var go: SubmitLabel { .init(name: "go") }
    /// Defines a submit label with text of "Send".
    public static var send: SubmitLabel { .init(name: "send") }
    /// Defines a submit label with text of "Join".
    public static var join: SubmitLabel { .init(name: "join") }
    /// Defines a submit label with text of "Route".
    public static var route: SubmitLabel { .init(name: "route") }
    /// Defines a submit label with text of "Search".
    public static var search: SubmitLabel { .init(name: "search") }
    /// Defines a submit label with text of "Return".
    public static var `return`: SubmitLabel { .init(name: "return") }
    /// Defines a submit label with text of "Next".
    public static var next: SubmitLabel { .init(name: "next") }
    /// Defines a submit label with text of "Continue".
    public static var `continue`: SubmitLabel { .init(name: "continue") }
}
