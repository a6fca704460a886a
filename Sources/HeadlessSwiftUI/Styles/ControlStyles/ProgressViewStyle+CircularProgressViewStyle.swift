// ViewLifecycle · HeadlessSwiftUI

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// The style of a progress view that uses a circular gauge to indicate the partial completion of an activity.
    public static var circular: CircularProgressViewStyle { .init() }
}
