// ViewLifecycle · HeadlessSwiftUI

@available(iOS 15.0, macOS 12.0, *)
extension Menu where Label == HeadlessSwiftUI.Label<Text, Image> {
    /// A menu titled with a localized key and a system image, with a primary action (what a
    /// tap on the menu runs): the same menu as `init(content:label:primaryAction:)`.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content,
        primaryAction: @escaping () -> Void
    ) {
        self.init(content: content, label: { HeadlessSwiftUI.Label(titleKey, systemImage: systemImage) }) {
            primaryAction()
        }
    }
}

@available(iOS 17.0, macOS 14.0, *)
extension Menu where Label == HeadlessSwiftUI.Label<Text, Image> {
    /// A menu titled with a localized key and an image resource.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(content: content) { HeadlessSwiftUI.Label(titleKey, image: image) }
    }

    /// A menu titled with a string and an image resource.
    @_disfavoredOverload
    public init<S>(_ title: S, image: ImageResource, @ViewBuilder content: () -> Content)
    where S: StringProtocol {
        self.init(content: content) { HeadlessSwiftUI.Label(title, image: image) }
    }

    /// A menu titled with a localized key and an image resource, with a primary action.
    public init(
        _ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content,
        primaryAction: @escaping () -> Void
    ) {
        self.init(content: content, label: { HeadlessSwiftUI.Label(titleKey, image: image) }) {
            primaryAction()
        }
    }
}

@available(iOS 16.0, macOS 13.0, *)
extension ControlGroup {
    /// A control group labelled with a localized key and a system image.
    public init<C>(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, HeadlessSwiftUI.Label<Text, Image>>, C: View {
        self.init(content: content) { HeadlessSwiftUI.Label(titleKey, systemImage: systemImage) }
    }

    /// A control group labelled with a string and a system image.
    @_disfavoredOverload
    public init<C, S>(_ title: S, systemImage: String, @ViewBuilder content: () -> C)
    where
        Content == LabeledControlGroupContent<C, HeadlessSwiftUI.Label<Text, Image>>, C: View,
        S: StringProtocol
    {
        self.init(content: content) { HeadlessSwiftUI.Label(title, systemImage: systemImage) }
    }
}

@available(iOS 17.0, macOS 14.0, *)
extension ControlGroup {
    /// A control group labelled with a localized key and an image resource.
    public init<C>(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, HeadlessSwiftUI.Label<Text, Image>>, C: View {
        self.init(content: content) { HeadlessSwiftUI.Label(titleKey, image: image) }
    }

    /// A control group labelled with a string and an image resource.
    @_disfavoredOverload
    public init<C, S>(_ title: S, image: ImageResource, @ViewBuilder content: () -> C)
    where
        Content == LabeledControlGroupContent<C, HeadlessSwiftUI.Label<Text, Image>>, C: View,
        S: StringProtocol
    {
        self.init(content: content) { HeadlessSwiftUI.Label(title, image: image) }
    }
}
