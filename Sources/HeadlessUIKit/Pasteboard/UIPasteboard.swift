// ViewLifecycle · HeadlessUIKit

import Foundation

/// A pasteboard kept in memory: what the app copies stays for the process until the app changes
/// it or the headless world is reset (the general pasteboard is then empty again).
///
/// Items are dictionaries from type identifiers to values, as in UIKit; the typed properties read
/// and write items of `public.utf8-plain-text`, `public.url`, `public.png` and
/// `com.apple.uikit.color`. Each change adds one to `changeCount`; no notification is posted.
@available(iOS 3.0, *)
open class UIPasteboard: NSObject, @unchecked Sendable {
    /// The system-wide pasteboard.
    open class var general: UIPasteboard { HeadlessPasteboards.general }

    private let lock = NSLock()
    private var storedItems: [[String: Any]] = []
    private var storedChangeCount = 0
    private var storedPersistent = false

    /// Whether the pasteboard outlives the app; only the general one does.
    open var isPersistent: Bool { lock.withLock { storedPersistent } }

    /// How many times the contents changed.
    open var changeCount: Int { lock.withLock { storedChangeCount } }

    /// The types in the first item.
    open var types: [String] { lock.withLock { storedItems.first.map { Array($0.keys).sorted() } ?? [] } }

    /// How many items the pasteboard holds.
    open var numberOfItems: Int { lock.withLock { storedItems.count } }

    /// The items, each a dictionary from type identifiers to values.
    open var items: [[String: Any]] {
        get { lock.withLock { storedItems } }
        set { replaceItems(newValue) }
    }

    /// The first string on the pasteboard; setting it replaces every item with one string.
    open var string: String? {
        get { strings?.first }
        set { replaceItems(newValue.map { [[HeadlessPasteboards.stringType: $0]] } ?? []) }
    }

    /// The strings of all items; setting them makes one item per string.
    open var strings: [String]? {
        get { values(HeadlessPasteboards.stringType, as: String.self) }
        set { replaceItems((newValue ?? []).map { [HeadlessPasteboards.stringType: $0] }) }
    }

    /// The first URL on the pasteboard; setting it replaces every item with one URL.
    open var url: URL? {
        get { urls?.first }
        set { replaceItems(newValue.map { [[HeadlessPasteboards.urlType: $0]] } ?? []) }
    }

    /// The URLs of all items; setting them makes one item per URL.
    open var urls: [URL]? {
        get { values(HeadlessPasteboards.urlType, as: URL.self) }
        set { replaceItems((newValue ?? []).map { [HeadlessPasteboards.urlType: $0] }) }
    }

    /// The first image on the pasteboard; setting it replaces every item with one image.
    open var image: UIImage? {
        get { images?.first }
        set { replaceItems(newValue.map { [[HeadlessPasteboards.imageType: $0]] } ?? []) }
    }

    /// The images of all items; setting them makes one item per image.
    open var images: [UIImage]? {
        get { values(HeadlessPasteboards.imageType, as: UIImage.self) }
        set { replaceItems((newValue ?? []).map { [HeadlessPasteboards.imageType: $0] }) }
    }

    /// The first color on the pasteboard; setting it replaces every item with one color.
    open var color: UIColor? {
        get { colors?.first }
        set { replaceItems(newValue.map { [[HeadlessPasteboards.colorType: $0]] } ?? []) }
    }

    /// The colors of all items; setting them makes one item per color.
    open var colors: [UIColor]? {
        get { values(HeadlessPasteboards.colorType, as: UIColor.self) }
        set { replaceItems((newValue ?? []).map { [HeadlessPasteboards.colorType: $0] }) }
    }

    /// Whether any item holds a string.
    @available(iOS 10.0, *)
    open var hasStrings: Bool { strings != nil }

    /// Whether any item holds a URL.
    @available(iOS 10.0, *)
    open var hasURLs: Bool { urls != nil }

    /// Whether any item holds an image.
    @available(iOS 10.0, *)
    open var hasImages: Bool { images != nil }

    /// Whether any item holds a color.
    @available(iOS 10.0, *)
    open var hasColors: Bool { colors != nil }

    /// Posted when the pasteboard's contents change (never posted headlessly).
    public static var changedNotification: NSNotification.Name {
        NSNotification.Name("UIPasteboardChangedNotification")
    }

    /// The user-info key for the types added by a change.
    public static var changedTypesAddedUserInfoKey: String { "UIPasteboardChangedTypesAddedKey" }

    /// The user-info key for the types removed by a change.
    public static var changedTypesRemovedUserInfoKey: String { "UIPasteboardChangedTypesRemovedKey" }

    /// Posted when an app pasteboard is removed (never posted headlessly).
    public static var removedNotification: NSNotification.Name {
        NSNotification.Name("UIPasteboardRemovedNotification")
    }

    /// The type that asks the pasteboard to pick a representation.
    @available(iOS 10.0, *)
    public static var typeAutomatic: String { "UIPasteboardTypeAutomatic" }

    /// A new, empty app pasteboard.
    public static func withUniqueName() -> UIPasteboard {
        UIPasteboard()
    }

    /// Does nothing headlessly: no named pasteboard is kept (listed in `Headless.inertCalls`).
    public static func remove(withName pasteboardName: UIPasteboard.Name) {
        InertCalls.recordIfOnMainActor("UIPasteboard.remove(withName:)")
    }

    /// Sets whether the pasteboard outlives the app.
    @available(
        iOS, introduced: 3.0, deprecated: 10.0,
        message: "Do not set persistence on pasteboards. This property is set automatically."
    )
    open func setPersistent(_ persistent: Bool) {
        lock.withLock { storedPersistent = persistent }
    }

    /// Whether the first item holds any of `pasteboardTypes`.
    open func contains(pasteboardTypes: [String]) -> Bool {
        contains(pasteboardTypes: pasteboardTypes, inItemSet: IndexSet(integer: 0))
    }

    /// The first item's value of `pasteboardType` as data: data as is, a string as UTF-8.
    open func data(forPasteboardType pasteboardType: String) -> Data? {
        data(forPasteboardType: pasteboardType, inItemSet: IndexSet(integer: 0))?.first
    }

    /// The first item's value of `pasteboardType`.
    open func value(forPasteboardType pasteboardType: String) -> Any? {
        values(forPasteboardType: pasteboardType, inItemSet: IndexSet(integer: 0))?.first
    }

    /// Replaces every item with one holding `value` as `pasteboardType`.
    open func setValue(_ value: Any, forPasteboardType pasteboardType: String) {
        replaceItems([[pasteboardType: value]])
    }

    /// Replaces every item with one holding `data` as `pasteboardType`.
    open func setData(_ data: Data, forPasteboardType pasteboardType: String) {
        replaceItems([[pasteboardType: data]])
    }

    /// The types of the items at `itemSet` (every item when `nil`), sorted.
    open func types(forItemSet itemSet: IndexSet?) -> [[String]]? {
        let chosen = select(itemSet)
        return chosen.isEmpty ? nil : chosen.map { Array($0.keys).sorted() }
    }

    /// Whether any item at `itemSet` (every item when `nil`) holds any of `pasteboardTypes`.
    open func contains(pasteboardTypes: [String], inItemSet itemSet: IndexSet?) -> Bool {
        select(itemSet).contains { item in pasteboardTypes.contains { item[$0] != nil } }
    }

    /// The indexes of the items that hold any of `pasteboardTypes`.
    open func itemSet(withPasteboardTypes pasteboardTypes: [String]) -> IndexSet? {
        let all = items
        let indexes = all.indices.filter { index in pasteboardTypes.contains { all[index][$0] != nil } }
        return indexes.isEmpty ? nil : IndexSet(indexes)
    }

    /// The values of `pasteboardType` in the items at `itemSet` (every item when `nil`).
    open func values(forPasteboardType pasteboardType: String, inItemSet itemSet: IndexSet?) -> [Any]? {
        let found = select(itemSet).compactMap { $0[pasteboardType] }
        return found.isEmpty ? nil : found
    }

    /// The values of `pasteboardType` at `itemSet` as data: data as is, strings as UTF-8.
    open func data(forPasteboardType pasteboardType: String, inItemSet itemSet: IndexSet?) -> [Data]? {
        let found = select(itemSet).compactMap { item -> Data? in
            switch item[pasteboardType] {
            case let data as Data: data
            case let string as String: Data(string.utf8)
            default: nil
            }
        }
        return found.isEmpty ? nil : found
    }

    /// Adds `items` after the ones on the pasteboard.
    open func addItems(_ items: [[String: Any]]) {
        replaceItems(self.items + items)
    }

    /// Replaces every item with `items`; headlessly the options (expiry, local only) are not kept.
    @available(iOS 10.0, *)
    open func setItems(_ items: [[String: Any]], options: [UIPasteboard.OptionsKey: Any] = [:]) {
        replaceItems(items)
    }

    /// Apple's `detectPatterns`: does nothing headlessly (listed in `Headless.inertCalls`).
    @available(iOS, introduced: 14.0, deprecated: 15.0)
    public func detectPatterns(
        for patterns: Set<UIPasteboard.DetectionPattern>,
        completionHandler: @escaping (Result<Set<UIPasteboard.DetectionPattern>, any Error>) -> ()
    ) {
        InertCalls.recordIfOnMainActor("UIPasteboard.detectPatterns(for:completionHandler:)")
    }

    /// Apple's `detectPatterns`: does nothing headlessly (listed in `Headless.inertCalls`).
    @available(iOS 15.0, *)
    public func detectPatterns(
        for keyPaths: Set<PartialKeyPath<UIPasteboard.DetectedValues>>,
        completionHandler:
            @escaping (Result<Set<PartialKeyPath<UIPasteboard.DetectedValues>>, any Error>) -> ()
    ) {
        InertCalls.recordIfOnMainActor("UIPasteboard.detectPatterns(for:completionHandler:)")
    }

    /// Apple's `detectPatterns`: does nothing headlessly (listed in `Headless.inertCalls`).
    @available(iOS, introduced: 14.0, deprecated: 15.0)
    public func detectPatterns(
        for patterns: Set<UIPasteboard.DetectionPattern>, inItemSet itemSet: IndexSet?,
        completionHandler: @escaping (Result<[Set<UIPasteboard.DetectionPattern>], any Error>) -> ()
    ) {
        InertCalls.recordIfOnMainActor("UIPasteboard.detectPatterns(for:inItemSet:completionHandler:)")
    }

    /// Apple's `detectPatterns`: does nothing headlessly (listed in `Headless.inertCalls`).
    @available(iOS 15.0, *)
    public func detectPatterns(
        for keyPaths: Set<PartialKeyPath<UIPasteboard.DetectedValues>>, inItemSet itemSet: IndexSet?,
        completionHandler:
            @escaping (Result<[Set<PartialKeyPath<UIPasteboard.DetectedValues>>], any Error>) -> ()
    ) {
        InertCalls.recordIfOnMainActor("UIPasteboard.detectPatterns(for:inItemSet:completionHandler:)")
    }

    /// Apple's `detectValues`: does nothing headlessly (listed in `Headless.inertCalls`).
    @available(iOS, introduced: 14.0, deprecated: 15.0)
    public func detectValues(
        for patterns: Set<UIPasteboard.DetectionPattern>,
        completionHandler: @escaping (Result<[UIPasteboard.DetectionPattern: Any], any Error>) -> ()
    ) {
        InertCalls.recordIfOnMainActor("UIPasteboard.detectValues(for:completionHandler:)")
    }

    /// Apple's `detectValues`: does nothing headlessly (listed in `Headless.inertCalls`).
    @available(iOS 15.0, *)
    public func detectValues(
        for keyPaths: Set<PartialKeyPath<UIPasteboard.DetectedValues>>,
        completionHandler: @escaping (Result<UIPasteboard.DetectedValues, any Error>) -> ()
    ) {
        InertCalls.recordIfOnMainActor("UIPasteboard.detectValues(for:completionHandler:)")
    }

    /// Apple's `detectValues`: does nothing headlessly (listed in `Headless.inertCalls`).
    @available(iOS, introduced: 14.0, deprecated: 15.0)
    public func detectValues(
        for patterns: Set<UIPasteboard.DetectionPattern>, inItemSet itemSet: IndexSet?,
        completionHandler: @escaping (Result<[[UIPasteboard.DetectionPattern: Any]], any Error>) -> ()
    ) {
        InertCalls.recordIfOnMainActor("UIPasteboard.detectValues(for:inItemSet:completionHandler:)")
    }

    /// Apple's `detectValues`: does nothing headlessly (listed in `Headless.inertCalls`).
    @available(iOS 15.0, *)
    public func detectValues(
        for keyPaths: Set<PartialKeyPath<UIPasteboard.DetectedValues>>, inItemSet itemSet: IndexSet?,
        completionHandler: @escaping (Result<[UIPasteboard.DetectedValues], any Error>) -> ()
    ) {
        InertCalls.recordIfOnMainActor("UIPasteboard.detectValues(for:inItemSet:completionHandler:)")
    }

    private func replaceItems(_ newItems: [[String: Any]]) {
        lock.withLock {
            storedItems = newItems
            storedChangeCount += 1
        }
    }

    private func select(_ itemSet: IndexSet?) -> [[String: Any]] {
        let all = items
        guard let itemSet else { return all }
        return itemSet.filter { all.indices.contains($0) }.map { all[$0] }
    }

    private func values<Value>(_ type: String, as _: Value.Type) -> [Value]? {
        let found = items.compactMap { $0[type] as? Value }
        return found.isEmpty ? nil : found
    }

    /// Empties the pasteboard, for a new headless world; `persistent` is what it then reports.
    package func removeAllForNewWorld(persistent: Bool) {
        lock.withLock {
            storedItems = []
            storedChangeCount = 0
            storedPersistent = persistent
        }
    }
}
