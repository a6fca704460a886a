// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// The names of the built-in guides, whose explicit values combine as their average.
private let builtInGuideNames: Set<String> = [
    "leading", "center", "trailing", "top", "bottom", "firstTextBaseline", "lastTextBaseline",
    "listRowSeparatorLeading", "listRowSeparatorTrailing",
]

/// How a guide merges its explicit values: the average of the non-`nil` ones for a built-in
/// guide (as documented), the first non-`nil` one for a custom guide (a guess).
private func combine<S: Sequence>(_ values: S, guide name: String) -> CGFloat? where S.Element == CGFloat? {
    let present = values.compactMap { $0 }
    guard !present.isEmpty else { return nil }
    if builtInGuideNames.contains(name) { return present.reduce(0, +) / CGFloat(present.count) }
    return present[0]
}

extension HorizontalAlignment {
    /// A guide for a custom alignment identifier, equal to every guide made from the same type.
    public init(_ id: any AlignmentID.Type) {
        self.init(name: "custom:\(String(reflecting: id))")
    }

    /// Merges explicit alignment values: the average of the non-`nil` ones for a built-in guide,
    /// the first non-`nil` one for a custom guide; `nil` when there is none.
    @available(iOS 16.0, macOS 13.0, *)
    public func combineExplicit<S>(_ values: S) -> CGFloat? where S: Sequence, S.Element == CGFloat? {
        combine(values, guide: name)
    }

    /// The guide a list row's separator starts at.
    @available(iOS 16.0, macOS 13.0, *)
    public static let listRowSeparatorLeading = HorizontalAlignment(name: "listRowSeparatorLeading")

    /// The guide a list row's separator ends at.
    @available(iOS 16.0, macOS 13.0, *)
    public static let listRowSeparatorTrailing = HorizontalAlignment(name: "listRowSeparatorTrailing")
}

extension VerticalAlignment {
    /// A guide for a custom alignment identifier, equal to every guide made from the same type.
    public init(_ id: any AlignmentID.Type) {
        self.init(name: "custom:\(String(reflecting: id))")
    }

    /// Merges explicit alignment values: the average of the non-`nil` ones for a built-in guide,
    /// the first non-`nil` one for a custom guide; `nil` when there is none.
    @available(iOS 16.0, macOS 13.0, *)
    public func combineExplicit<S>(_ values: S) -> CGFloat? where S: Sequence, S.Element == CGFloat? {
        combine(values, guide: name)
    }
}
