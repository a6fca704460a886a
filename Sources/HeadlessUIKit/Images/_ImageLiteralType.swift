// ViewLifecycle · HeadlessUIKit

/// The type an image literal makes where nothing else says which: UIKit's image.
public typealias _ImageLiteralType = UIImage
