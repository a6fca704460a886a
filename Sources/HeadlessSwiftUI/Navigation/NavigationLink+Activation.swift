// ViewLifecycle · HeadlessSwiftUI

// The programmatic links of iOS 13-15 (`isActive:` and `tag:selection:`), deprecated by iOS 16's
// value links and still common in apps: a tap writes the binding, and the destination is pushed
// while the binding says so, popped when it stops saying so; a user's pop (back button, swipe,
// `dismiss()`) writes `false` (or `nil`) back. The link must stay in the graph to keep its
// destination, as on a device. Each initializer's availability is one line, as in Apple's
// interface (`swift-format-ignore` keeps the formatter from breaking them): broken, the same
// five lines stood before every one of the twelve.
extension NavigationLink {
    // swift-format-ignore
    /// Creates a navigation link that presents the destination view when active.
    ///
    /// - Parameters:
    ///   - isActive: A binding to a Boolean value that indicates whether `destination` is
    ///     currently presented.
    ///   - destination: A view for the navigation link to present.
    ///   - label: A view builder to produce a label describing the `destination` to present.
    @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    @available(tvOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init(
        isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
    ) {
        self.init(destination: destination(), isActive: isActive, label: label)
    }

    // swift-format-ignore
    /// Creates a navigation link that presents the destination view when a bound selection
    /// variable equals a given tag value.
    ///
    /// - Parameters:
    ///   - tag: The value of `selection` that causes the link to present `destination`.
    ///   - selection: A bound variable that causes the link to present `destination` when
    ///     `selection` becomes equal to `tag`.
    ///   - destination: A view for the navigation link to present.
    ///   - label: A view builder to produce a label describing the `destination` to present.
    @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    @available(tvOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init<V>(
        tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination,
        @ViewBuilder label: () -> Label
    ) where V: Hashable {
        self.init(destination: destination(), tag: tag, selection: selection, label: label)
    }

    // swift-format-ignore
    /// Creates a navigation link that presents the destination view when active.
    ///
    /// - Parameters:
    ///   - destination: A view for the navigation link to present.
    ///   - isActive: A binding to a Boolean value that indicates whether `destination` is
    ///     currently presented.
    ///   - label: A view builder to produce a label describing the `destination` to present.
    @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    @available(tvOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.target = .activation(isActive, AnyView(destination))
    }

    // swift-format-ignore
    /// Creates a navigation link that presents the destination view when a bound selection
    /// variable equals a given tag value.
    ///
    /// - Parameters:
    ///   - destination: A view for the navigation link to present.
    ///   - tag: The value of `selection` that causes the link to present `destination`.
    ///   - selection: A bound variable that causes the link to present `destination` when
    ///     `selection` becomes equal to `tag`.
    ///   - label: A view builder to produce a label describing the `destination` to present.
    @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    @available(tvOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init<V>(
        destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label
    ) where V: Hashable {
        self.label = label()
        self.target = .activation(selection.isTagged(tag), AnyView(destination))
    }
}

extension NavigationLink where Label == Text {
    // swift-format-ignore
    /// Creates a navigation link that presents a destination view when active, with a text label
    /// that the link generates from a localized string key.
    ///
    /// - Parameters:
    ///   - titleKey: A localized string key for creating a text label.
    ///   - isActive: A binding to a Boolean value that indicates whether `destination` is
    ///     currently presented.
    ///   - destination: A view for the navigation link to present.
    @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    @available(tvOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init(
        _ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination
    ) {
        self.init(titleKey, destination: destination(), isActive: isActive)
    }

    // swift-format-ignore
    /// Creates a navigation link that presents a destination view when active, with a text label
    /// that the link generates from a title string.
    ///
    /// - Parameters:
    ///   - title: A string for creating a text label.
    ///   - isActive: A binding to a Boolean value that indicates whether `destination` is
    ///     currently presented.
    ///   - destination: A view for the navigation link to present.
    @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    @available(tvOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    @_disfavoredOverload
    public init<S>(
        _ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination
    ) where S: StringProtocol {
        self.init(title, destination: destination(), isActive: isActive)
    }

    // swift-format-ignore
    /// Creates a navigation link that presents a destination view when a bound selection variable
    /// matches a value you provide, using a text label that the link generates from a localized
    /// string key.
    ///
    /// - Parameters:
    ///   - titleKey: A localized string key for creating a text label.
    ///   - tag: The value of `selection` that causes the link to present `destination`.
    ///   - selection: A bound variable that causes the link to present `destination` when
    ///     `selection` becomes equal to `tag`.
    ///   - destination: A view for the navigation link to present.
    @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    @available(tvOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init<V>(
        _ titleKey: LocalizedStringKey, tag: V, selection: Binding<V?>,
        @ViewBuilder destination: () -> Destination
    ) where V: Hashable {
        self.init(titleKey, destination: destination(), tag: tag, selection: selection)
    }

    // swift-format-ignore
    /// Creates a navigation link that presents a destination view when a bound selection variable
    /// matches a value you provide, using a text label that the link generates from a title string.
    ///
    /// - Parameters:
    ///   - title: A string for creating a text label.
    ///   - tag: The value of `selection` that causes the link to present `destination`.
    ///   - selection: A bound variable that causes the link to present `destination` when
    ///     `selection` becomes equal to `tag`.
    ///   - destination: A view for the navigation link to present.
    @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    @available(tvOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    @_disfavoredOverload
    public init<S, V>(
        _ title: S, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination
    ) where S: StringProtocol, V: Hashable {
        self.init(title, destination: destination(), tag: tag, selection: selection)
    }

    // swift-format-ignore
    /// Creates a navigation link that presents a destination view when active, with a text label
    /// that the link generates from a localized string key.
    ///
    /// - Parameters:
    ///   - titleKey: A localized string key for creating a text label.
    ///   - destination: A view for the navigation link to present.
    ///   - isActive: A binding to a Boolean value that indicates whether `destination` is
    ///     currently presented.
    @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    @available(tvOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(titleKey) }
    }

    // swift-format-ignore
    /// Creates a navigation link that presents a destination view when active, with a text label
    /// that the link generates from a title string.
    ///
    /// - Parameters:
    ///   - title: A string for creating a text label.
    ///   - destination: A view for the navigation link to present.
    ///   - isActive: A binding to a Boolean value that indicates whether `destination` is
    ///     currently presented.
    @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    @available(tvOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    @_disfavoredOverload
    public init<S>(_ title: S, destination: Destination, isActive: Binding<Bool>) where S: StringProtocol {
        self.init(destination: destination, isActive: isActive) { Text(title) }
    }

    // swift-format-ignore
    /// Creates a navigation link that presents a destination view when a bound selection variable
    /// matches a value you provide, using a text label that the link generates from a localized
    /// string key.
    ///
    /// - Parameters:
    ///   - titleKey: A localized string key for creating a text label.
    ///   - destination: A view for the navigation link to present.
    ///   - tag: The value of `selection` that causes the link to present `destination`.
    ///   - selection: A bound variable that causes the link to present `destination` when
    ///     `selection` becomes equal to `tag`.
    @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    @available(tvOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init<V>(
        _ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>
    ) where V: Hashable {
        self.init(destination: destination, tag: tag, selection: selection) { Text(titleKey) }
    }

    // swift-format-ignore
    /// Creates a navigation link that presents a destination view when a bound selection variable
    /// matches a value you provide, using a text label that the link generates from a title string.
    ///
    /// - Parameters:
    ///   - title: A string for creating a text label.
    ///   - destination: A view for the navigation link to present.
    ///   - tag: The value of `selection` that causes the link to present `destination`.
    ///   - selection: A bound variable that causes the link to present `destination` when
    ///     `selection` becomes equal to `tag`.
    @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    @available(tvOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    @_disfavoredOverload
    public init<S, V>(
        _ title: S, destination: Destination, tag: V, selection: Binding<V?>
    ) where S: StringProtocol, V: Hashable {
        self.init(destination: destination, tag: tag, selection: selection) { Text(title) }
    }
}
