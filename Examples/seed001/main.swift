// ViewLifecycle · seed001

// Seed 001's ContentView pushed onto a navigation stack and popped, as an app would show it.
// Tests/SeedExampleTests/Seed001Tests.swift explains every line this prints.

import HeadlessSwiftUI

/// The post leaves `doSomething()` to the reader: it prints its name, so the console shows when
/// each handler ran.
func doSomething() {
    print(#function)
}

let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
let navigation = UINavigationController(rootViewController: UIHostingController(rootView: Text("root")))
window.rootViewController = navigation
window.makeKeyAndVisible()
Headless.runUntilIdle()

print("push ContentView")
navigation.pushViewController(UIHostingController(rootView: ContentView()), animated: true)
Headless.runUntilIdle()
print("pop ContentView")
navigation.popViewController(animated: true)
Headless.runUntilIdle()
print("done")
