// ViewLifecycle · os (a stand-in where the platform has no os module)

/// How many columns a logged value fills at least, and on which side it is padded.
public struct OSLogStringAlignment {
    /// The least number of columns, or none.
    var columns: (() -> Int)?
    /// Whether the value sits at the left of its columns.
    var leftAligned: Bool

    /// As wide as the value.
    public static var none: OSLogStringAlignment { OSLogStringAlignment(columns: nil, leftAligned: false) }

    /// At least `columns` wide, padded on the left.
    public static func right(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: columns, leftAligned: false)
    }

    /// At least `columns` wide, padded on the right.
    public static func left(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: columns, leftAligned: true)
    }

    /// `text` padded with spaces to the columns.
    func aligned(_ text: String) -> String {
        guard let columns, text.count < columns() else { return text }
        let padding = String(repeating: " ", count: columns() - text.count)
        return leftAligned ? text + padding : padding + text
    }
}
