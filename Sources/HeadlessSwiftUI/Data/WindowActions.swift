// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// Opens a window: headlessly each call is recorded in `Headless.windowRequests` (as
/// `open id=…`, `open value=…` or `open id=… value=…`); no new window is made.
@available(iOS 16.0, macOS 13.0, *)
public struct OpenWindowAction: Sendable {
    /// Records a request to open the window presenting `value`.
    public func callAsFunction<D>(value: D) where D: Decodable, D: Encodable, D: Hashable {
        WindowRequests.record("open value=\(value)")
    }

    /// Records a request to open the window whose scene has `id`.
    public func callAsFunction(id: String) {
        WindowRequests.record("open id=\(id)")
    }

    /// Records a request to open the window whose scene has `id`, presenting `value`.
    public func callAsFunction<D>(id: String, value: D) where D: Decodable, D: Encodable, D: Hashable {
        WindowRequests.record("open id=\(id) value=\(value)")
    }
}

/// Dismisses a window: headlessly each call is recorded in `Headless.windowRequests` (as
/// `dismiss`, `dismiss id=…`, `dismiss value=…` or `dismiss id=… value=…`).
@available(iOS 17.0, macOS 14.0, *)
public struct DismissWindowAction: Sendable {
    /// Records a request to dismiss the current window.
    public func callAsFunction() {
        WindowRequests.record("dismiss")
    }

    /// Records a request to dismiss the window whose scene has `id`.
    public func callAsFunction(id: String) {
        WindowRequests.record("dismiss id=\(id)")
    }

    /// Records a request to dismiss the window presenting `value`.
    public func callAsFunction<D>(value: D) where D: Decodable, D: Encodable, D: Hashable {
        WindowRequests.record("dismiss value=\(value)")
    }

    /// Records a request to dismiss the window whose scene has `id`, presenting `value`.
    public func callAsFunction<D>(id: String, value: D) where D: Decodable, D: Encodable, D: Hashable {
        WindowRequests.record("dismiss id=\(id) value=\(value)")
    }
}

/// Starts renaming the view that supplied it; `rename` is `nil` headlessly, so none is made.
@available(iOS 16.0, macOS 13.0, *)
public struct RenameAction: Sendable {
    let action: @MainActor @Sendable () -> Void

    /// Runs the rename action.
    public func callAsFunction() {
        MainActor.assumeIsolated { action() }
    }
}

/// The document a document-based scene shows; `documentConfiguration` is `nil` headlessly.
@available(iOS 17.0, macOS 14.0, *)
public struct DocumentConfiguration: Sendable {
    /// Whether the document may be edited.
    public var isEditable: Bool { editable }
    /// Where the document is stored, if anywhere.
    public var fileURL: URL? { url }

    let editable: Bool
    let url: URL?
}

/// The window requests `openWindow` and `dismissWindow` made in the current world, oldest
/// first (a world part, so `Headless.reset()` clears it).
@MainActor
final class WindowRequests: HeadlessWorldPart {
    /// The current world's record.
    static var current: WindowRequests { HeadlessWorld.shared.part(WindowRequests.self) }

    /// The requests so far.
    var requests: [String] = []

    nonisolated init() {}

    nonisolated func tearDown() {}

    /// Appends `request` to the current world's record.
    nonisolated static func record(_ request: String) {
        MainActor.assumeIsolated { current.requests.append(request) }
    }
}

extension Headless {
    /// The window requests `openWindow` and `dismissWindow` made since the last reset, oldest
    /// first (`open id=main`, `dismiss`...): no window opens or closes headlessly.
    @MainActor public static var windowRequests: [String] {
        WindowRequests.current.requests
    }
}
