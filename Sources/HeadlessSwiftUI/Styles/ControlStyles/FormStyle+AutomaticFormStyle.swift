// ViewLifecycle · HeadlessSwiftUI

extension FormStyle where Self == AutomaticFormStyle {
    /// The default form style.
    public static var automatic: AutomaticFormStyle { .init() }
}
