// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A container for the items of a context menu, as the deprecated `contextMenu(_:)` takes it.
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `contextMenu(menuItems:)` instead.")
@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `contextMenu(menuItems:)` instead.")
public struct ContextMenu<MenuItems> where MenuItems: View {
    let menuItems: MenuItems

    /// A context menu of `menuItems`.
    public init(@ViewBuilder menuItems: () -> MenuItems) {
        self.menuItems = menuItems()
    }
}

@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `contextMenu(menuItems:)` instead.")
@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `contextMenu(menuItems:)` instead.")
extension View {
    /// Adds `contextMenu`'s items as `contextMenu(menuItems:)` adds them (on screen and
    /// tappable by the driver); `nil` adds an empty menu, which shows nothing.
    public func contextMenu<MenuItems>(_ contextMenu: ContextMenu<MenuItems>?) -> some View
    where MenuItems: View {
        self.contextMenu {
            if let contextMenu { contextMenu.menuItems }
        }
    }
}

@available(iOS 16.0, macOS 13.0, *)
extension View {
    /// Adds a context menu for a selection of items: the menu for an empty selection (what a
    /// long press on the container's background shows), added as `contextMenu(menuItems:)`
    /// adds its items; `primaryAction` never runs (no double click headlessly).
    public func contextMenu<I, M>(
        forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Set<I>) -> M,
        primaryAction: ((Set<I>) -> Void)? = nil
    ) -> some View where I: Hashable, M: View {
        contextMenu { menu([]) }
    }

    /// Populates the toolbar with customizable items: the same items and bar as
    /// `toolbar(content:)` (no customization editor headlessly; `id` is not kept).
    public func toolbar<Content>(id: String, @ToolbarContentBuilder content: () -> Content) -> some View
    where Content: CustomizableToolbarContent {
        toolbar(content: content)
    }

    /// Filters the URLs a file dialog enables: recorded only (no file dialog headlessly).
    @available(iOS 17.0, macOS 14.0, *)
    public func fileDialogURLEnabled(_ predicate: Predicate<URL>) -> some View {
        inert(.generated, api: "View.fileDialogURLEnabled(_:)")
    }
}
