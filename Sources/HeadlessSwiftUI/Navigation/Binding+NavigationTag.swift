// ViewLifecycle · HeadlessSwiftUI

extension Binding {
    /// A Boolean binding that is `true` while this selection equals `tag`: setting it `true`
    /// selects `tag`; setting it `false` clears the selection only if `tag` is still selected (a
    /// link popped after another one was selected leaves the new selection alone).
    func isTagged<V>(_ tag: V) -> Binding<Bool> where Value == V?, V: Hashable {
        Binding<Bool>(
            get: { wrappedValue == tag },
            set: { isOn in
                if isOn {
                    wrappedValue = tag
                } else if wrappedValue == tag {
                    wrappedValue = nil
                }
            })
    }
}
