// ViewLifecycle · HeadlessSwiftUI

extension Binding {
    /// A binding to `keyPath` of `root`, as an object wrapper's projected value (`$model.name`)
    /// hands out: reads and writes go to the object itself, whose `@Published` properties then
    /// announce the change.
    init<Root: AnyObject>(_ root: Root, _ keyPath: ReferenceWritableKeyPath<Root, Value>) {
        nonisolated(unsafe) let path = keyPath
        self.init(get: { root[keyPath: path] }, set: { root[keyPath: path] = $0 })
    }
}
