// ViewLifecycle · HeadlessSwiftUI

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    /// The default labeled content style.
    public static var automatic: AutomaticLabeledContentStyle { .init() }
}
