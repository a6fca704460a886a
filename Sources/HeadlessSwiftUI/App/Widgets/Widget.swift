// ViewLifecycle · HeadlessSwiftUI

// Widgets: there is no home screen headlessly, so a widget, its configuration and its bundle are
// types a test can make and read the structure of; nothing renders a timeline.

/// The configuration and content of a widget to display on the Home screen or in Notification
/// Center.
@available(iOS 14.0, macOS 11.0, watchOS 9.0, *)
@available(tvOS, unavailable)
public protocol Widget {
    /// The type of configuration representing the content of the widget.
    associatedtype Body: WidgetConfiguration
    /// Creates a widget using `body` as its content.
    init()
    /// The content and behavior of the widget.
    var body: Self.Body { get }
}

/// A type that describes a widget's content.
@available(iOS 14.0, macOS 11.0, watchOS 9.0, *)
@available(tvOS, unavailable)
public protocol WidgetConfiguration {
    /// The type of widget configuration representing the body of this configuration.
    associatedtype Body: WidgetConfiguration
    /// The content and behavior of this widget.
    var body: Self.Body { get }
}

@available(iOS 14.0, macOS 11.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension Never: WidgetConfiguration {}

/// A container used to expose multiple widgets from a single widget extension.
@available(iOS 14.0, macOS 11.0, watchOS 9.0, *)
@available(tvOS, unavailable)
public protocol WidgetBundle {
    /// The type of widget that represents the content of the bundle.
    associatedtype Body: Widget
    /// Creates a widget bundle using the bundle's body as its content.
    init()
    /// Declares the group of widgets that an app supports.
    @WidgetBundleBuilder var body: Self.Body { get }
}

/// A custom attribute that constructs a widget bundle's body.
@available(iOS 14.0, macOS 11.0, watchOS 9.0, *)
@available(tvOS, unavailable)
@resultBuilder public struct WidgetBundleBuilder {
    /// Passes a single widget written as an expression through unmodified.
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: Widget {
        content
    }

    /// Builds an empty bundle from a block containing no statements.
    public static func buildBlock() -> some Widget {
        TupleWidget(widgets: [])
    }

    /// Builds a bundle of one widget.
    public static func buildBlock<Content>(_ content: Content) -> some Widget where Content: Widget {
        content
    }
}

@available(*, unavailable)
extension WidgetBundleBuilder: Sendable {}

@available(iOS 14.0, macOS 11.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension WidgetBundleBuilder {
    /// Builds a widget written under `if #available`, or none when the check failed.
    public static func buildOptional(
        _ widget: (any Widget & _LimitedAvailabilityWidgetMarker)?
    ) -> some Widget {
        TupleWidget(widgets: widget.map { [$0 as any Widget] } ?? [])
    }

    /// Wraps a widget written under `if #available`.
    public static func buildLimitedAvailability(
        _ widget: some Widget
    ) -> any Widget & _LimitedAvailabilityWidgetMarker {
        TupleWidget(widgets: [widget])
    }
}

/// Marks the widget a `WidgetBundleBuilder` makes of a widget written under `if #available`.
@available(iOS 14.0, macOS 11.0, watchOS 9.0, *)
@available(tvOS, unavailable)
public protocol _LimitedAvailabilityWidgetMarker {}

/// Several widgets side by side, as a `WidgetBundleBuilder` block builds them.
struct TupleWidget: Widget, _LimitedAvailabilityWidgetMarker {
    /// The widgets, in the order written.
    let widgets: [any Widget]

    init() { widgets = [] }

    init(widgets: [any Widget]) { self.widgets = widgets }

    var body: Never { fatalError("TupleWidget has no body") }
}

extension Widget {
    /// The widgets this one stands for, in order: a bundle block's own, or itself.
    var bundledWidgets: [any Widget] {
        (self as? TupleWidget)?.widgets.flatMap { $0.bundledWidgets } ?? [self]
    }
}

@available(iOS 14.0, macOS 11.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension WidgetBundleBuilder {
    /// Builds a bundle of 2 widgets, in order.
    public static func buildBlock<C0, C1>(
        _ c0: C0, _ c1: C1
    ) -> some Widget where C0: Widget, C1: Widget {
        TupleWidget(widgets: [c0, c1])
    }
}

@available(iOS 14.0, macOS 11.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension WidgetBundleBuilder {
    /// Builds a bundle of 3 widgets, in order.
    public static func buildBlock<C0, C1, C2>(
        _ c0: C0, _ c1: C1, _ c2: C2
    ) -> some Widget where C0: Widget, C1: Widget, C2: Widget {
        TupleWidget(widgets: [c0, c1, c2])
    }
}

@available(iOS 14.0, macOS 11.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension WidgetBundleBuilder {
    /// Builds a bundle of 4 widgets, in order.
    public static func buildBlock<C0, C1, C2, C3>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
    ) -> some Widget where C0: Widget, C1: Widget, C2: Widget, C3: Widget {
        TupleWidget(widgets: [c0, c1, c2, c3])
    }
}

@available(iOS 14.0, macOS 11.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension WidgetBundleBuilder {
    /// Builds a bundle of 5 widgets, in order.
    public static func buildBlock<C0, C1, C2, C3, C4>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
    ) -> some Widget where C0: Widget, C1: Widget, C2: Widget, C3: Widget, C4: Widget {
        TupleWidget(widgets: [c0, c1, c2, c3, c4])
    }
}

@available(iOS 14.0, macOS 11.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension WidgetBundleBuilder {
    /// Builds a bundle of 6 widgets, in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
    ) -> some Widget where C0: Widget, C1: Widget, C2: Widget, C3: Widget, C4: Widget, C5: Widget {
        TupleWidget(widgets: [c0, c1, c2, c3, c4, c5])
    }
}

@available(iOS 14.0, macOS 11.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension WidgetBundleBuilder {
    /// Builds a bundle of 7 widgets, in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
    ) -> some Widget
    where C0: Widget, C1: Widget, C2: Widget, C3: Widget, C4: Widget, C5: Widget, C6: Widget {
        TupleWidget(widgets: [c0, c1, c2, c3, c4, c5, c6])
    }
}

@available(iOS 14.0, macOS 11.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension WidgetBundleBuilder {
    /// Builds a bundle of 8 widgets, in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
    ) -> some Widget
    where C0: Widget, C1: Widget, C2: Widget, C3: Widget, C4: Widget, C5: Widget, C6: Widget, C7: Widget {
        TupleWidget(widgets: [c0, c1, c2, c3, c4, c5, c6, c7])
    }
}

@available(iOS 14.0, macOS 11.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension WidgetBundleBuilder {
    /// Builds a bundle of 9 widgets, in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
    ) -> some Widget
    where
        C0: Widget, C1: Widget, C2: Widget, C3: Widget, C4: Widget, C5: Widget, C6: Widget, C7: Widget,
        C8: Widget
    {
        TupleWidget(widgets: [c0, c1, c2, c3, c4, c5, c6, c7, c8])
    }
}

@available(iOS 14.0, macOS 11.0, watchOS 9.0, *)
@available(tvOS, unavailable)
extension WidgetBundleBuilder {
    /// Builds a bundle of 10 widgets, in order.
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9
    ) -> some Widget
    where
        C0: Widget, C1: Widget, C2: Widget, C3: Widget, C4: Widget, C5: Widget, C6: Widget, C7: Widget,
        C8: Widget, C9: Widget
    {
        TupleWidget(widgets: [c0, c1, c2, c3, c4, c5, c6, c7, c8, c9])
    }
}
