// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension Headless {
    /// Returns what the user sees of `controller` and of everything presented over it, as
    /// indented text: one element a line, in reading order, children two spaces deeper.
    ///
    /// A line is `Role "label": value [id: identifier] (selected, disabled)`, each part only
    /// when it has something to say: `Text "Hello"`, `Toggle "Wi-Fi": on`, `TextField "Name":
    /// "Ann"`, `Tab "Home" (selected)`. A navigation controller shows `NavigationBar "title"`
    /// with its back button and toolbar items inside, then its top screen; a tab bar controller
    /// its selected tab, then `TabBar` with one `Tab` per item; each presented controller is a
    /// layer (`Sheet`, `FullScreenCover`, `Popover`, `Alert`…) after what it covers, its content
    /// inside. A full-screen cover hides what is below it. Hidden views and empty texts show
    /// nothing; stacks and groups are not elements, so wrapping content in them changes nothing.
    ///
    /// - Parameter controller: The controller whose screen to read: usually a window's root.
    /// - Returns: The screen, one element a line.
    public static func screen(of controller: UIViewController) -> String {
        ScreenElement.lines(of: ScreenReader.layers(over: controller))
    }

    /// Returns what the user sees in the key window (else the window made visible last), as
    /// `screen(of:)` prints its root controller.
    ///
    /// - Returns: The screen, one element a line, or a line saying no window is on screen.
    public static func screen() -> String {
        guard let root = ScreenDriver.window?.rootViewController else { return "(no window on screen)\n" }
        return screen(of: root)
    }
}
