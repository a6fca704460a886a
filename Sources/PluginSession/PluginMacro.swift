// ViewLifecycle · PluginSession

/// A macro a plugin serves, found by its type's name, which its declaration's
/// `#externalMacro(module:type:)` gives.
package protocol PluginMacro {}
