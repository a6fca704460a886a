// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A container for attaching a label to a value-bearing view.
///
/// The label and the content are children. On screen, a content that only shows text is one
/// element, `LabeledContent "label": "value"`; a content with controls shows the label's
/// elements, then the content's, so the controls stay in reach.
public struct LabeledContent<Label, Content> {
    let label: Label
    let content: Content
}

extension LabeledContent: View where Label: View, Content: View {
    /// Creates a standard labeled element, with a view that conveys the value of the element
    /// and a label.
    ///
    /// - Parameters:
    ///   - content: The view that conveys the value of the resulting labeled element.
    ///   - label: The label that describes the purpose of the result.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// The body of a primitive view.
    public typealias Body = Never
}

extension LabeledContent: PrimitiveView where Label: View, Content: View {
    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        if let makeBody = node.environment[LabeledContentStyleKey.self] {
            let configuration = LabeledContentStyleConfiguration(
                label: .init(content: label), content: .init(content: content))
            list.append(
                .content, makeBody(configuration).modifier(_LabeledContentStyleModifier(makeBody: nil)))
            return
        }
        list.append(.index(0), label)
        list.append(.index(1), content)
    }
}

extension LabeledContent where Label == Text, Content: View {
    /// Creates a labeled view that generates its label from a localized string key.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the view's localized title.
    ///   - content: The value content being labeled.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(label: Text(titleKey), content: content())
    }

    /// Creates a labeled view that generates its label from a string.
    ///
    /// - Parameters:
    ///   - title: A string that describes the purpose of the view.
    ///   - content: The value content being labeled.
    @_disfavoredOverload
    public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol {
        self.init(label: Text(title), content: content())
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// Creates a labeled informational view.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the view's localized title.
    ///   - value: The value being labeled.
    public init<S>(_ titleKey: LocalizedStringKey, value: S) where S: StringProtocol {
        self.init(label: Text(titleKey), content: Text(value))
    }

    /// Creates a labeled informational view.
    ///
    /// - Parameters:
    ///   - title: A string that describes the purpose of the view.
    ///   - value: The value being labeled.
    @_disfavoredOverload
    public init<S1, S2>(_ title: S1, value: S2) where S1: StringProtocol, S2: StringProtocol {
        self.init(label: Text(title), content: Text(value))
    }

    /// Creates a labeled informational view from a formatted value.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the view's localized title.
    ///   - value: The value being labeled.
    ///   - format: A format style of type `F` to convert the value into a string.
    public init<F>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(label: Text(titleKey), content: Text(format.format(value)))
    }

    /// Creates a labeled informational view from a formatted value.
    ///
    /// - Parameters:
    ///   - title: A string that describes the purpose of the view.
    ///   - value: The value being labeled.
    ///   - format: A format style of type `F` to convert the value into a string.
    public init<S, F>(_ title: S, value: F.FormatInput, format: F)
    where S: StringProtocol, F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(label: Text(title), content: Text(format.format(value)))
    }
}
