// ViewLifecycle · HeadlessSwiftUI

/// A container view that you can use to add hierarchy within certain views: a header, content
/// and a footer, each a child of its own.
public struct Section<Parent, Content, Footer> {
    let header: Parent
    let content: Content?
    let footer: Footer

    /// The section as its initializers build it; content only when expanded.
    init(header: Parent, footer: Footer, content: () -> Content, isExpanded: Binding<Bool>? = nil) {
        self.header = header
        self.footer = footer
        self.content = isExpanded?.wrappedValue ?? true ? content() : nil
    }
}

extension Section: View where Parent: View, Content: View, Footer: View {
    /// The body of a primitive view.
    public typealias Body = Never

    /// Creates a section with a header, footer, and the provided section content.
    ///
    /// - Parameters:
    ///   - content: The section's content.
    ///   - header: A view to use as the section's header.
    ///   - footer: A view to use as the section's footer.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
        @ViewBuilder footer: () -> Footer
    ) {
        self.init(header: header(), footer: footer(), content: content, isExpanded: nil)
    }

    /// Creates a section with the provided section content.
    ///
    /// - Parameters:
    ///   - header: A view to use as the section's header.
    ///   - footer: A view to use as the section's footer.
    ///   - content: The section's content.
    @available(iOS, deprecated: 100000.0, renamed: "Section(content:header:footer:)")
    @available(macOS, deprecated: 100000.0, renamed: "Section(content:header:footer:)")
    @available(tvOS, deprecated: 100000.0, renamed: "Section(content:header:footer:)")
    @available(watchOS, deprecated: 100000.0, renamed: "Section(content:header:footer:)")
    @available(visionOS, deprecated: 100000.0, renamed: "Section(content:header:footer:)")
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: footer, content: content, isExpanded: nil)
    }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
    /// Creates a section with the provided section content and a footer.
    ///
    /// - Parameters:
    ///   - footer: A view to use as the section's footer.
    ///   - content: The section's content.
    @available(iOS, deprecated: 100000.0, renamed: "Section(content:footer:)")
    @available(macOS, deprecated: 100000.0, renamed: "Section(content:footer:)")
    @available(tvOS, deprecated: 100000.0, renamed: "Section(content:footer:)")
    @available(watchOS, deprecated: 100000.0, renamed: "Section(content:footer:)")
    @available(visionOS, deprecated: 100000.0, renamed: "Section(content:footer:)")
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: footer, content: content, isExpanded: nil)
    }

    /// Creates a section with a footer and the provided section content.
    ///
    /// - Parameters:
    ///   - content: The section's content.
    ///   - footer: A view to use as the section's footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(header: EmptyView(), footer: footer(), content: content, isExpanded: nil)
    }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// Creates a section with the provided section content and a header.
    ///
    /// - Parameters:
    ///   - header: A view to use as the section's header.
    ///   - content: The section's content.
    @available(iOS, deprecated: 100000.0, renamed: "Section(content:header:)")
    @available(macOS, deprecated: 100000.0, renamed: "Section(content:header:)")
    @available(tvOS, deprecated: 100000.0, renamed: "Section(content:header:)")
    @available(watchOS, deprecated: 100000.0, renamed: "Section(content:header:)")
    @available(visionOS, deprecated: 100000.0, renamed: "Section(content:header:)")
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: EmptyView(), content: content, isExpanded: nil)
    }

    /// Creates a section with a header and the provided section content.
    ///
    /// - Parameters:
    ///   - content: The section's content.
    ///   - header: A view to use as the section's header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), footer: EmptyView(), content: content, isExpanded: nil)
    }

    /// Creates a section with a header, the provided section content, and a binding representing
    /// the section's expansion state; collapsed content is not built.
    ///
    /// - Parameters:
    ///   - isExpanded: A binding to a Boolean value that determines the section's expansion state.
    ///   - content: The section's content.
    ///   - header: A view to use as the section's header.
    public init(
        isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent
    ) {
        self.init(header: header(), footer: EmptyView(), content: content, isExpanded: isExpanded)
    }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    /// Creates a section with the provided section content.
    ///
    /// - Parameter content: The section's content.
    public init(@ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: EmptyView(), content: content, isExpanded: nil)
    }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// Creates a section with the provided section content, titled with a localized string key.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the section's localized title.
    ///   - content: The section's content.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), footer: EmptyView(), content: content, isExpanded: nil)
    }

    /// Creates a section with the provided section content, titled with a string.
    ///
    /// - Parameters:
    ///   - title: A string that describes the contents of the section.
    ///   - content: The section's content.
    @_disfavoredOverload
    public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol {
        self.init(header: Text(title), footer: EmptyView(), content: content, isExpanded: nil)
    }

    /// Creates a section with a localized title and a binding to its expansion state.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the section's localized title.
    ///   - isExpanded: A binding to the section's expansion state.
    ///   - content: The section's content.
    public init(
        _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content
    ) {
        self.init(header: Text(titleKey), footer: EmptyView(), content: content, isExpanded: isExpanded)
    }

    /// Creates a section with a title and a binding to its expansion state.
    ///
    /// - Parameters:
    ///   - title: A string that describes the contents of the section.
    ///   - isExpanded: A binding to the section's expansion state.
    ///   - content: The section's content.
    @_disfavoredOverload
    public init<S>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content)
    where S: StringProtocol {
        self.init(header: Text(title), footer: EmptyView(), content: content, isExpanded: isExpanded)
    }
}

extension Section: PrimitiveView where Parent: View, Content: View, Footer: View {
    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        list.append(.index(0), _SectionHeader(content: header))
        list.append(.index(1), content)
        list.append(.index(2), footer)
    }
}
