// ViewLifecycle · HeadlessSwiftUI

extension Preview {
    /// The kind of traits a view preview takes.
    public enum ViewTraits {}
}
