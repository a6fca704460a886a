// ViewLifecycle · lifecycle

import Foundation
import LifecycleCLI

exit(LifecycleCommand.run(Array(CommandLine.arguments.dropFirst())))
