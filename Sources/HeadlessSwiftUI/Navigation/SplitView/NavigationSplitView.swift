// ViewLifecycle · HeadlessSwiftUI

/// A view that presents views in two or three columns, where selections in leading columns
/// control presentations in subsequent columns.
///
/// As on iOS, it is a `UISplitViewController` of hosting controllers, one per column, each in the
/// navigation controller UIKit wraps it in: in regular width the columns show side by side; in
/// compact width (an iPhone) they collapse into one stack that starts at the sidebar, a row
/// selected in a `List(selection:)` pushes the next column, and going back pops it and clears the
/// selection.
@MainActor @preconcurrency
public struct NavigationSplitView<Sidebar, Content, Detail>: View
where Sidebar: View, Content: View, Detail: View {
    let sidebar: Sidebar
    let content: Content
    let detail: Detail
    let hasContentColumn: Bool
    let columnVisibility: Binding<NavigationSplitViewVisibility>?
    let preferredCompactColumn: Binding<NavigationSplitViewColumn>?

    private init(
        visibility: Binding<NavigationSplitViewVisibility>?,
        compactColumn: Binding<NavigationSplitViewColumn>?,
        hasContentColumn: Bool, sidebar: Sidebar, content: Content, detail: Detail
    ) {
        self.sidebar = sidebar
        self.content = content
        self.detail = detail
        self.hasContentColumn = hasContentColumn
        self.columnVisibility = visibility
        self.preferredCompactColumn = compactColumn
    }

    /// Creates a three-column navigation split view.
    ///
    /// - Parameters:
    ///   - sidebar: The view to show in the leading column.
    ///   - content: The view to show in the middle column.
    ///   - detail: The view to show in the detail area.
    public init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            visibility: nil, compactColumn: nil, hasContentColumn: true, sidebar: sidebar(),
            content: content(),
            detail: detail())
    }

    /// Creates a three-column navigation split view that enables programmatic control of leading
    /// columns' visibility.
    ///
    /// - Parameters:
    ///   - columnVisibility: A binding to state that controls the visibility of the leading columns.
    ///   - sidebar: The view to show in the leading column.
    ///   - content: The view to show in the middle column.
    ///   - detail: The view to show in the detail area.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            visibility: columnVisibility, compactColumn: nil, hasContentColumn: true, sidebar: sidebar(),
            content: content(), detail: detail())
    }

    /// Creates a two-column navigation split view.
    ///
    /// - Parameters:
    ///   - sidebar: The view to show in the leading column.
    ///   - detail: The view to show in the detail area.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail)
    where Content == EmptyView {
        self.init(
            visibility: nil, compactColumn: nil, hasContentColumn: false, sidebar: sidebar(),
            content: EmptyView(),
            detail: detail())
    }

    /// Creates a two-column navigation split view that enables programmatic control of the
    /// sidebar's visibility.
    ///
    /// - Parameters:
    ///   - columnVisibility: A binding to state that controls the visibility of the leading column.
    ///   - sidebar: The view to show in the leading column.
    ///   - detail: The view to show in the detail area.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) where Content == EmptyView {
        self.init(
            visibility: columnVisibility, compactColumn: nil, hasContentColumn: false, sidebar: sidebar(),
            content: EmptyView(), detail: detail())
    }

    /// Creates a three-column navigation split view that enables programmatic control over which
    /// column appears on top when the view collapses into a single column in narrow sizes.
    ///
    /// - Parameters:
    ///   - preferredCompactColumn: A binding to state that controls which column appears on top
    ///     when the view collapses.
    ///   - sidebar: The view to show in the leading column.
    ///   - content: The view to show in the middle column.
    ///   - detail: The view to show in the detail area.
    public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            visibility: nil, compactColumn: preferredCompactColumn, hasContentColumn: true,
            sidebar: sidebar(),
            content: content(), detail: detail())
    }

    /// Creates a three-column navigation split view that enables programmatic control of leading
    /// columns' visibility and of the column on top in narrow sizes.
    ///
    /// - Parameters:
    ///   - columnVisibility: A binding to state that controls the visibility of the leading columns.
    ///   - preferredCompactColumn: A binding to state that controls which column appears on top
    ///     when the view collapses.
    ///   - sidebar: The view to show in the leading column.
    ///   - content: The view to show in the middle column.
    ///   - detail: The view to show in the detail area.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            visibility: columnVisibility, compactColumn: preferredCompactColumn, hasContentColumn: true,
            sidebar: sidebar(), content: content(), detail: detail())
    }

    /// Creates a two-column navigation split view that enables programmatic control over which
    /// column appears on top when the view collapses into a single column in narrow sizes.
    ///
    /// - Parameters:
    ///   - preferredCompactColumn: A binding to state that controls which column appears on top
    ///     when the view collapses.
    ///   - sidebar: The view to show in the leading column.
    ///   - detail: The view to show in the detail area.
    public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) where Content == EmptyView {
        self.init(
            visibility: nil, compactColumn: preferredCompactColumn, hasContentColumn: false,
            sidebar: sidebar(),
            content: EmptyView(), detail: detail())
    }

    /// Creates a two-column navigation split view that enables programmatic control of the
    /// sidebar's visibility and of the column on top in narrow sizes.
    ///
    /// - Parameters:
    ///   - columnVisibility: A binding to state that controls the visibility of the leading column.
    ///   - preferredCompactColumn: A binding to state that controls which column appears on top
    ///     when the view collapses.
    ///   - sidebar: The view to show in the leading column.
    ///   - detail: The view to show in the detail area.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) where Content == EmptyView {
        self.init(
            visibility: columnVisibility, compactColumn: preferredCompactColumn, hasContentColumn: false,
            sidebar: sidebar(), content: EmptyView(), detail: detail())
    }

    /// The content and behavior of the view.
    public var body: some View {
        _NavigationSplitViewHost(
            sidebar: AnyView(sidebar), content: hasContentColumn ? AnyView(content) : nil,
            detail: AnyView(detail),
            visibility: columnVisibility, compactColumn: preferredCompactColumn,
            visibilityValue: columnVisibility?.wrappedValue)
    }
}
