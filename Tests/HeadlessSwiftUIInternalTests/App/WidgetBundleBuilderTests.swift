// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI

/// A widget configuration with no content.
struct EmptyConfiguration: WidgetConfiguration {
    var body: Never { fatalError("no body") }
}

/// A widget named by its type.
struct NamedWidget<Tag>: Widget {
    var body: EmptyConfiguration { EmptyConfiguration() }
}

enum WidgetA {}
enum WidgetB {}
enum WidgetC {}

/// A bundle of three widgets, one under `if #available`.
struct ThreeWidgets: WidgetBundle {
    var body: some Widget {
        NamedWidget<WidgetA>()
        NamedWidget<WidgetB>()
        if #available(iOS 17.0, *) {
            NamedWidget<WidgetC>()
        }
    }
}

extension SwiftUIInternalTests {
    // Issue 32: a widget bundle's builder keeps its widgets in order; nothing renders them.
    @Suite @MainActor struct WidgetBundleBuilderTests {
        @Test("a bundle's widgets come out in the order written")
        func order() {
            let types = ThreeWidgets().body.bundledWidgets.map { "\(type(of: $0))" }
            #expect(types == ["NamedWidget<WidgetA>", "NamedWidget<WidgetB>", "NamedWidget<WidgetC>"])
        }
    }
}
