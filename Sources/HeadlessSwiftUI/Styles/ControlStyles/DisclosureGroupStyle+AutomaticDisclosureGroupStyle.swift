// ViewLifecycle · HeadlessSwiftUI

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    /// A disclosure group style that resolves its appearance automatically based on the current context.
    public static var automatic: AutomaticDisclosureGroupStyle { .init() }
}
