// ViewLifecycle · HeadlessUIKit

extension UIPresentationController: UIAppearanceContainer {}
