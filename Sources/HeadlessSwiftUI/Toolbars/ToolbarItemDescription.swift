// ViewLifecycle · HeadlessSwiftUI

/// One toolbar item as the toolbar modifier mounts it: its placement and its view.
struct ToolbarItemDescription {
    /// Where the item goes.
    let placement: ToolbarItemPlacement
    /// The item's content, mounted in the graph as a child of the toolbar modifier.
    let view: any View
}
