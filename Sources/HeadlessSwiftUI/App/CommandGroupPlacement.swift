// ViewLifecycle · HeadlessSwiftUI

/// The standard locations that you can place new command groups relative to.
///
/// The members are computed rather than stored (Apple's are `static let`s of a type that is not
/// `Sendable`), so they are concurrency-safe as written.
@available(iOS 14.0, *)
@available(tvOS, unavailable)
public struct CommandGroupPlacement {
    /// The placement's name.
    let name: String

    /// The `appInfo` group of the standard menus.
    public static var appInfo: CommandGroupPlacement { CommandGroupPlacement(name: "appInfo") }
    /// The `appSettings` group of the standard menus.
    public static var appSettings: CommandGroupPlacement { CommandGroupPlacement(name: "appSettings") }
    /// The `systemServices` group of the standard menus.
    public static var systemServices: CommandGroupPlacement { CommandGroupPlacement(name: "systemServices") }
    /// The `appVisibility` group of the standard menus.
    public static var appVisibility: CommandGroupPlacement { CommandGroupPlacement(name: "appVisibility") }
    /// The `appTermination` group of the standard menus.
    public static var appTermination: CommandGroupPlacement { CommandGroupPlacement(name: "appTermination") }
    /// The `newItem` group of the standard menus.
    public static var newItem: CommandGroupPlacement { CommandGroupPlacement(name: "newItem") }
    /// The `saveItem` group of the standard menus.
    public static var saveItem: CommandGroupPlacement { CommandGroupPlacement(name: "saveItem") }
    /// The `importExport` group of the standard menus.
    public static var importExport: CommandGroupPlacement { CommandGroupPlacement(name: "importExport") }
    /// The `printItem` group of the standard menus.
    public static var printItem: CommandGroupPlacement { CommandGroupPlacement(name: "printItem") }
    /// The `undoRedo` group of the standard menus.
    public static var undoRedo: CommandGroupPlacement { CommandGroupPlacement(name: "undoRedo") }
    /// The `pasteboard` group of the standard menus.
    public static var pasteboard: CommandGroupPlacement { CommandGroupPlacement(name: "pasteboard") }
    /// The `textEditing` group of the standard menus.
    public static var textEditing: CommandGroupPlacement { CommandGroupPlacement(name: "textEditing") }
    /// The `textFormatting` group of the standard menus.
    public static var textFormatting: CommandGroupPlacement { CommandGroupPlacement(name: "textFormatting") }
    /// The `toolbar` group of the standard menus.
    public static var toolbar: CommandGroupPlacement { CommandGroupPlacement(name: "toolbar") }
    /// The `sidebar` group of the standard menus.
    public static var sidebar: CommandGroupPlacement { CommandGroupPlacement(name: "sidebar") }
    /// The `windowSize` group of the standard menus.
    public static var windowSize: CommandGroupPlacement { CommandGroupPlacement(name: "windowSize") }
    /// The `windowList` group of the standard menus (macOS only, as in SwiftUI).
    @available(iOS, unavailable)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    public static var windowList: CommandGroupPlacement { CommandGroupPlacement(name: "windowList") }
    /// The `singleWindowList` group of the standard menus (macOS only, as in SwiftUI).
    @available(iOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    public static var singleWindowList: CommandGroupPlacement {
        CommandGroupPlacement(name: "singleWindowList")
    }
    /// The `windowArrangement` group of the standard menus.
    public static var windowArrangement: CommandGroupPlacement {
        CommandGroupPlacement(name: "windowArrangement")
    }
    /// The `help` group of the standard menus.
    public static var help: CommandGroupPlacement { CommandGroupPlacement(name: "help") }
}

@available(*, unavailable)
extension CommandGroupPlacement: Sendable {}
