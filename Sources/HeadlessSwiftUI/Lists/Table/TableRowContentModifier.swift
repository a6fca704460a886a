// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A modifier of table rows.
///
/// Headlessly a row modifier decorates the row's view in a compact table (`TableRowDecoration`).
@available(iOS 16.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public protocol _TableRowContentModifier {
    /// The type of modifier representing the body of this modifier.
    associatedtype Body: _TableRowContentModifier
    /// The modifier's body.
    var body: Self.Body { get }
}

/// A row modifier that changes a compact table's row view: a context menu, say.
protocol TableRowDecoration {
    /// The row's view with the modifier's effect.
    @MainActor func decorate(_ row: AnyView) -> AnyView
}

@available(iOS 16.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension ModifiedContent: TableRowContent
where Content: TableRowContent, Modifier: _TableRowContentModifier {
    /// The type of value represented by this table row content.
    public typealias TableRowValue = Content.TableRowValue
    /// The type of content representing the body of this table row content.
    public typealias TableRowBody = Never
}

extension ModifiedContent: TableRowNodes where Content: TableRowContent, Modifier: _TableRowContentModifier {
    /// The content's rows, each decorated by the modifier.
    var tableRowNodes: [OutlineNode] {
        let decoration = modifier as? any TableRowDecoration
        return content.rowNodes.map { node in
            var node = node
            if let decoration { node.decorations.append(decoration) }
            return node
        }
    }
}

/// The rows of a modifier that returns opaque row content: the base's rows, decorated.
struct DecoratedTableRows<Base: TableRowContent>: TableRowContent, TableRowNodes {
    let base: Base
    let decoration: any TableRowDecoration

    typealias TableRowValue = Base.TableRowValue
    typealias TableRowBody = Never

    var tableRowNodes: [OutlineNode] {
        base.rowNodes.map { node in
            var node = node
            node.decorations.append(decoration)
            return node
        }
    }
}

/// A row decoration that changes nothing a compact table shows (drag and drop), kept.
struct KeptTableRowSetting: TableRowDecoration {
    func decorate(_ row: AnyView) -> AnyView { row }
}

/// Disables (or re-enables) selecting a row.
struct SelectionDisabledDecoration: TableRowDecoration {
    let isDisabled: Bool

    func decorate(_ row: AnyView) -> AnyView { AnyView(row.selectionDisabled(isDisabled)) }
}

@available(iOS 17.0, macOS 14.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TableRowContent {
    /// Disables selecting these rows: a tap on one leaves the table's selection unchanged.
    public func selectionDisabled(_ isDisabled: Bool = true) -> some TableRowContent<Self.TableRowValue> {
        DecoratedTableRows(base: self, decoration: SelectionDisabledDecoration(isDisabled: isDisabled))
    }

    /// Makes these rows draggable with the given payload; kept, as nothing drags headlessly.
    public func draggable<T>(
        _ payload: @autoclosure @escaping () -> T
    ) -> some TableRowContent<Self.TableRowValue>
    where T: Transferable {
        DecoratedTableRows(base: self, decoration: KeptTableRowSetting())
    }

    /// Makes these rows a drop destination for the payload type; kept, as nothing drops
    /// headlessly.
    public func dropDestination<T>(
        for payloadType: T.Type = T.self, action: @escaping (_ items: [T]) -> Void
    ) -> some TableRowContent<Self.TableRowValue> where T: Transferable {
        DecoratedTableRows(base: self, decoration: KeptTableRowSetting())
    }
}

@available(iOS 16.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TableRowContent {
    /// Gives these rows an item provider for drags; kept, as nothing drags headlessly.
    public func itemProvider(
        _ action: (() -> NSItemProvider?)?
    ) -> ModifiedContent<Self, ItemProviderTableRowModifier> {
        ModifiedContent(content: self, modifier: ItemProviderTableRowModifier(action: action))
    }
}

@available(iOS 16.0, macOS 13.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TableRowContent {
    /// Adds a context menu to each of these rows: each row view gets the menu, as
    /// `View.contextMenu(menuItems:)` gives it.
    public func contextMenu<M>(
        @ViewBuilder menuItems: () -> M
    ) -> ModifiedContent<Self, _ContextMenuTableRowModifier<M>> where M: View {
        ModifiedContent(content: self, modifier: _ContextMenuTableRowModifier(menuItems: menuItems()))
    }

    /// Adds a context menu with a preview to each of these rows (the preview is kept).
    public func contextMenu<M, P>(
        @ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P
    ) -> ModifiedContent<Self, _ContextMenuPreviewTableRowModifier<M, P>> where M: View, P: View {
        ModifiedContent(
            content: self,
            modifier: _ContextMenuPreviewTableRowModifier(menuItems: menuItems(), preview: preview()))
    }
}

/// A row modifier that gives rows an item provider; kept.
@available(iOS 16.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct ItemProviderTableRowModifier: _TableRowContentModifier {
    let action: (() -> NSItemProvider?)?

    /// The modifier's body: itself, a built-in modifier.
    public var body: some _TableRowContentModifier { self }
}

@available(*, unavailable)
extension ItemProviderTableRowModifier: Sendable {}

/// A row modifier that adds a context menu to rows.
@available(iOS 16.0, macOS 13.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct _ContextMenuTableRowModifier<MenuItems>: _TableRowContentModifier where MenuItems: View {
    let menuItems: MenuItems

    /// The modifier's body: itself, a built-in modifier.
    public var body: some _TableRowContentModifier { self }
}

@available(*, unavailable)
extension _ContextMenuTableRowModifier: Sendable {}

extension _ContextMenuTableRowModifier: TableRowDecoration {
    func decorate(_ row: AnyView) -> AnyView {
        let menuItems = self.menuItems
        return AnyView(row.contextMenu { menuItems })
    }
}

/// A row modifier that adds a context menu with a preview to rows.
@available(iOS 16.0, macOS 13.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct _ContextMenuPreviewTableRowModifier<MenuItems, Preview>: _TableRowContentModifier
where MenuItems: View, Preview: View {
    let menuItems: MenuItems
    let preview: Preview

    /// The modifier's body: itself, a built-in modifier.
    public var body: some _TableRowContentModifier { self }
}

@available(*, unavailable)
extension _ContextMenuPreviewTableRowModifier: Sendable {}

extension _ContextMenuPreviewTableRowModifier: TableRowDecoration {
    func decorate(_ row: AnyView) -> AnyView {
        let menuItems = self.menuItems
        let preview = self.preview
        return AnyView(
            row.contextMenu {
                menuItems
            } preview: {
                preview
            })
    }
}
