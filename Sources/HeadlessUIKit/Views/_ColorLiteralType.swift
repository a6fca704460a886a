// ViewLifecycle · HeadlessUIKit

/// The type a colour literal makes where nothing else says which: UIKit's colour.
public typealias _ColorLiteralType = UIColor
