// ViewLifecycle · HeadlessSwiftUI

extension Alignment {
    /// Centered horizontally, on the first text baseline vertically.
    public static var centerFirstTextBaseline: Alignment {
        .init(horizontal: .center, vertical: .firstTextBaseline)
    }

    /// Centered horizontally, on the last text baseline vertically.
    public static var centerLastTextBaseline: Alignment {
        .init(horizontal: .center, vertical: .lastTextBaseline)
    }

    /// Leading horizontally, on the first text baseline vertically.
    public static var leadingFirstTextBaseline: Alignment {
        .init(horizontal: .leading, vertical: .firstTextBaseline)
    }

    /// Leading horizontally, on the last text baseline vertically.
    public static var leadingLastTextBaseline: Alignment {
        .init(horizontal: .leading, vertical: .lastTextBaseline)
    }

    /// Trailing horizontally, on the first text baseline vertically.
    public static var trailingFirstTextBaseline: Alignment {
        .init(horizontal: .trailing, vertical: .firstTextBaseline)
    }

    /// Trailing horizontally, on the last text baseline vertically.
    public static var trailingLastTextBaseline: Alignment {
        .init(horizontal: .trailing, vertical: .lastTextBaseline)
    }
}
