// ViewLifecycle · HeadlessSwiftUI

extension Never: View {
    /// The body of `Never`, which is `Never` itself.
    public typealias Body = Never
}
