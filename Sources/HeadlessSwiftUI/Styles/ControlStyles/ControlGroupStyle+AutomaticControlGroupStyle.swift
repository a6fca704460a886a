// ViewLifecycle · HeadlessSwiftUI

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    /// The default control group style.
    public static var automatic: AutomaticControlGroupStyle { .init() }
}
