// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A representation of the state of the columns in a table.
///
/// Headlessly it keeps each column's visibility by customization id (`.automatic` until set)
/// and the user's column order, which nothing reorders on a compact table; `resetOrder()`
/// forgets it. It encodes as the visibilities by id and the order.
@available(iOS 17.0, macOS 14.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct TableColumnCustomization<RowValue>: Equatable, Sendable, Codable where RowValue: Identifiable {
    /// The visibility set for each column, by customization id.
    private var visibilities: [String: Visibility] = [:]
    /// The customization ids in the order the user arranged them (empty: the declared order).
    private var order: [String] = []

    /// Creates an empty table column customization: every column in its declared state.
    public init() {}

    /// The visibility of the column with the given customization id: `.automatic` until set.
    public subscript(visibility id: String) -> Visibility {
        get { visibilities[id] ?? .automatic }
        set { visibilities[id] = newValue == .automatic ? nil : newValue }
    }

    /// Forgets any order the user gave the columns, restoring their declared order.
    public mutating func resetOrder() {
        order = []
    }

    /// Whether two customizations hold the same visibilities and order.
    public static func == (
        a: TableColumnCustomization<RowValue>, b: TableColumnCustomization<RowValue>
    ) -> Bool {
        a.visibilities == b.visibilities && a.order == b.order
    }

    /// The keys of the encoded form.
    private enum CodingKeys: String, CodingKey {
        case visibility, order
    }

    /// Encodes the visibilities (as `"visible"` or `"hidden"` by id) and the order.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(
            visibilities.mapValues { $0 == .hidden ? "hidden" : "visible" }, forKey: .visibility)
        try container.encode(order, forKey: .order)
    }

    /// Decodes a customization `encode(to:)` wrote.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let names = try container.decode([String: String].self, forKey: .visibility)
        visibilities = names.mapValues { $0 == "hidden" ? .hidden : .visible }
        order = try container.decode([String].self, forKey: .order)
    }
}
