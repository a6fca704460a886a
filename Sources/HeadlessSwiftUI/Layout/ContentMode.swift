// ViewLifecycle · HeadlessSwiftUI

/// Constants that define how a view's content fills the available space.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    /// An option that resizes the content so it's all within the available space.
    case fit
    /// An option that resizes the content so it occupies all available space.
    case fill
}
