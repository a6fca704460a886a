// ViewLifecycle · HeadlessSwiftUI

/// Conforming types represent items that can be placed in various locations in a toolbar.
public protocol ToolbarContent {
    /// The type of content representing the body of this toolbar content.
    associatedtype Body: ToolbarContent

    /// The composition of content that comprise the toolbar content.
    @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: ToolbarContent {
    /// `Never` has no body; one declared here serves both `View` and `ToolbarContent`.
    nonisolated public var body: Never { return fatalError("Never has no body") }
}

extension ToolbarContent where Body == Never {
    /// A built-in item has no body; the toolbar never asks for it.
    public var body: Never {
        fatalError("body of \(Self.self) should not be called: it is a primitive toolbar item")
    }
}

extension ToolbarContent {
    /// The items this content declares, in order: a built-in item itself, a custom one's body's.
    @MainActor func toolbarItems() -> [ToolbarItemDescription] {
        if let primitive = self as? any PrimitiveToolbarContent { return primitive.primitiveItems() }
        return body.toolbarItems()
    }
}
