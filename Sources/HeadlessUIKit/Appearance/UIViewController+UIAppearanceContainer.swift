// ViewLifecycle · HeadlessUIKit

extension UIViewController: UIAppearanceContainer {}
