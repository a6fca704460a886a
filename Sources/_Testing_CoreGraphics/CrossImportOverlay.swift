// ViewLifecycle · _Testing_CoreGraphics

// Swift Testing declares a cross-import overlay for Core Graphics: a file that imports both Testing
// and a module named CoreGraphics also imports `_Testing_CoreGraphics`, which holds image
// attachments on Apple platforms. The toolchains without Core Graphics ship no such module, so
// beside the package's Core Graphics stand-in this empty one lets those files compile.
