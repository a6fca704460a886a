// ViewLifecycle · HeadlessUIKit

import Foundation

/// The appearance proxies the app asked for in this world, one per type, traits and containers.
///
/// A proxy is an instance of its type made with `init(coder:)` from a ``HeadlessAppearanceCoder``;
/// it keeps what the app sets on it. Headlessly nothing copies those values onto the instances.
@MainActor
package final class HeadlessAppearanceProxies: HeadlessWorldPart {
    /// What tells one proxy from another: the type, the traits' description and the containers.
    struct Key: Hashable {
        let type: ObjectIdentifier
        let traits: String?
        let containers: [ObjectIdentifier]
    }

    private var proxies: [Key: AnyObject] = [:]

    package init() {}

    package func tearDown() { proxies = [:] }

    /// The proxy for `key`, made by `make` the first time it is asked for.
    func proxy<T: AnyObject>(_ key: Key, make: () -> T) -> T {
        if let proxy = proxies[key] as? T { return proxy }
        let proxy = make()
        proxies[key] = proxy
        return proxy
    }

    /// The key for a proxy of `type` with the given traits and containers.
    static func key(
        _ type: AnyObject.Type, trait: UITraitCollection?, containers: [any UIAppearanceContainer.Type]
    ) -> Key {
        Key(
            type: ObjectIdentifier(type), traits: trait.map { String(describing: $0) },
            containers: containers.map { ObjectIdentifier($0) })
    }
}

/// The coder an appearance proxy is made from: it holds nothing, so `init(coder:)` decodes no state.
package final class HeadlessAppearanceCoder: NSCoder {}
