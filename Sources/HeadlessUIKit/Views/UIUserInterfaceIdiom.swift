// ViewLifecycle · HeadlessUIKit

/// The device family an interface runs on.
public enum UIUserInterfaceIdiom: Int, @unchecked Sendable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    case mac = 5
    case vision = 6
}
