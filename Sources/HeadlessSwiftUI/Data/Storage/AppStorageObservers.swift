// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// The nodes reading each `(store, key)`: a write through any `@AppStorage` (or
/// `Headless.setAppStorage`) marks them dirty, once per run-loop turn.
@MainActor
package enum AppStorageObservers {
    private struct Reader {
        weak var node: ViewNode?
        weak var store: UserDefaults?
        let key: String
    }

    private static var readers: [Reader] = []

    static func observe(_ store: UserDefaults, key: String, node: ViewNode, label: String) {
        if readers.contains(where: { $0.node === node && $0.store === store && $0.key == key }) { return }
        readers.removeAll { $0.node == nil || $0.store == nil }
        readers.append(Reader(node: node, store: store, key: key))
    }

    package static func changed(_ store: UserDefaults, key: String) {
        for reader in readers where reader.store === store && reader.key == key { reader.node?.invalidate() }
    }
}
