// ViewLifecycle · PluginSessionTests

import PluginSession
import Testing

/// Unique names in the compiler's mangled form, which it accepts at file scope.
struct ExpansionContextTests {
    @Test(
        "each name made unique is the discriminator, the name with its length, fMu, and an index from the second on"
    )
    func uniqueNames() {
        var context = ExpansionContext(
            discriminator: "$s4Main33_ABCfMf_", fileID: "Main/File.swift", line: 3, column: 1)
        #expect(context.makeUniqueName("HeadlessPreview") == "$s4Main33_ABCfMf_15HeadlessPreviewfMu_")
        #expect(context.makeUniqueName("HeadlessPreview") == "$s4Main33_ABCfMf_15HeadlessPreviewfMu0_")
        #expect(context.makeUniqueName("Other") == "$s4Main33_ABCfMf_5OtherfMu_")
        #expect(context.makeUniqueName("HeadlessPreview") == "$s4Main33_ABCfMf_15HeadlessPreviewfMu1_")
        #expect(context.makeUniqueName("") == "$s4Main33_ABCfMf_7__localfMu_")
    }
}
