// ViewLifecycle · HeadlessSwiftUI

/// A content configuration that shows SwiftUI views in a UIKit cell: its content view mounts the
/// views in a graph of their own, which appears when the cell's layout runs in a window (after
/// the collection or table view's `willDisplay`) and disappears when the cell leaves it.
/// Margins, background and minimum size are recorded (nothing is drawn).
public struct UIHostingConfiguration<Content, Background>: UIContentConfiguration
where Content: View, Background: View {
    /// The content.
    let content: Content
    /// The view behind the content.
    let background: Background
    /// The margins around the content, by edge.
    var margins = EdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20)
    /// The minimum width, if set.
    var minWidth: CGFloat?
    /// The minimum height, if set.
    var minHeight: CGFloat?

    init(content: Content, background: Background) {
        self.content = content
        self.background = background
    }

    /// The configuration with `content` behind the content.
    ///
    /// - Parameter content: The background's views.
    /// - Returns: The configuration.
    public func background<B>(@ViewBuilder content: () -> B) -> UIHostingConfiguration<Content, B>
    where B: View {
        replacingBackground(with: content())
    }

    /// The configuration with `background` behind the content, its margins and sizes kept.
    private func replacingBackground<B: View>(with background: B) -> UIHostingConfiguration<Content, B> {
        var copy = UIHostingConfiguration<Content, B>(content: content, background: background)
        copy.margins = margins
        copy.minWidth = minWidth
        copy.minHeight = minHeight
        return copy
    }

    /// The configuration with a shape style filling the background.
    ///
    /// - Parameter style: The style.
    /// - Returns: The configuration.
    public func background<S>(
        _ style: S
    ) -> UIHostingConfiguration<Content, _UIHostingConfigurationBackgroundView<S>>
    where S: ShapeStyle {
        replacingBackground(with: _UIHostingConfigurationBackgroundView(style: style))
    }

    /// The configuration with `length` as the margin of `edges`.
    ///
    /// - Parameters:
    ///   - edges: The edges.
    ///   - length: The margin.
    /// - Returns: The configuration.
    public func margins(
        _ edges: Edge.Set = .all, _ length: CGFloat
    ) -> UIHostingConfiguration<Content, Background> {
        margins(edges, EdgeInsets(top: length, leading: length, bottom: length, trailing: length))
    }

    /// The configuration with the insets' values as the margins of `edges`.
    ///
    /// - Parameters:
    ///   - edges: The edges.
    ///   - insets: The margins.
    /// - Returns: The configuration.
    public func margins(
        _ edges: Edge.Set = .all, _ insets: EdgeInsets
    ) -> UIHostingConfiguration<Content, Background> {
        var copy = self
        if edges.contains(.top) { copy.margins.top = insets.top }
        if edges.contains(.leading) { copy.margins.leading = insets.leading }
        if edges.contains(.bottom) { copy.margins.bottom = insets.bottom }
        if edges.contains(.trailing) { copy.margins.trailing = insets.trailing }
        return copy
    }

    /// The configuration with a minimum size.
    ///
    /// - Parameters:
    ///   - width: The minimum width, or `nil` to keep it.
    ///   - height: The minimum height, or `nil` to keep it.
    /// - Returns: The configuration.
    public func minSize(
        width: CGFloat? = nil, height: CGFloat? = nil
    ) -> UIHostingConfiguration<Content, Background> {
        var copy = self
        if let width { copy.minWidth = width }
        if let height { copy.minHeight = height }
        return copy
    }

    /// The configuration unchanged.
    ///
    /// - Returns: The configuration.
    @available(*, deprecated, message: "Please pass one or more parameters.")
    public func minSize() -> UIHostingConfiguration<Content, Background> { self }

    /// Makes the view that mounts the SwiftUI content.
    ///
    /// - Returns: The content view.
    @MainActor public func makeContentView() -> any UIView & UIContentView {
        UIHostingConfigurationContentView(configuration: self)
    }

    /// This configuration for `state`; unchanged (the SwiftUI content reads no cell state here).
    ///
    /// - Parameter state: The cell's state.
    /// - Returns: The configuration.
    public func updated(for state: any UIConfigurationState) -> UIHostingConfiguration<Content, Background> {
        self
    }

    /// The views the content view mounts: the content over its background.
    @MainActor var rootView: any View { content.background(background) }
}

extension UIHostingConfiguration where Background == EmptyView {
    /// A configuration showing `content` in a cell.
    ///
    /// - Parameter content: The SwiftUI views.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content(), background: EmptyView())
    }
}
