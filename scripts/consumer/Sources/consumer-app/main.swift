// Mounts the screen in a window on the headless runtime, then takes it down, printing each event.
import Greeting
import ViewLifecycle

let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
window.rootViewController = UIHostingController(rootView: Greeting { print($0) })
window.makeKeyAndVisible()
Headless.runUntilIdle()
window.isHidden = true
Headless.runUntilIdle()
