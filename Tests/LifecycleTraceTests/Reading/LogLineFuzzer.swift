// ViewLifecycle · LifecycleTraceTests

import TestRandom

/// Console-log lines put together at random from the pieces real logs and broken logs are made
/// of, from a fixed seed: prefixes, descriptions well and badly formed, callbacks common and
/// not, `animated` suffixes, and lines that are not lifecycle lines at all.
struct LogLineFuzzer {
    private var generator: SplitMix64

    /// Creates a fuzzer whose lines are fixed by `seed`.
    init(seed: UInt64) { generator = SplitMix64(seed: seed) }

    static let prefixes = [
        "", "", "", "  ", "\t", "2026-12-02 10:00:00.123456+0900 App[123:4567] ",
        "2026-12-02 10:00:00.1 App[1a:ff] ", "2026-12-02 10:00:00 no brackets ", "2026-12-0 App[1:2] ",
        "2026-12-02 10:00:00.1 App[12] ", "2026-12-02 10:00:00.1 App[12:3] [Lifecycle] ",
        "2026-12-02 10:00:00.1 App [12] ", "2026-12-02 10:00:00.1 App[12]x ",
        "2026-12-02 10:00:00.123 Df App[1:2] (UIKitCore) [com.app:life] ",
        "2026-12-02 10:00:00.123456+0900 0x2a9b3     Default     0x0       4321   0    App: ",
        "2026-12-02 10:00:00.1 0x1 Info 0x0 12 0 My App: (Lib) ",
        "2026-12-02 10:00:00.1 0x1 Info 0x0 x 0 App: ",
        "default\t10:00:00.1\tApp\t", "Error\t10:00\tApp\t", "defaults\t1\t2\t", "info\t1\t",
    ]
    static let descriptions = [
        "<A: 0x1>", "<A: 0x2>", "<App.Screen: 0x10>", "<App.Screen: 0x010>", "<A: 0xAB>", "<A: 0xab>",
        "<_TtCV14__lldb_expr_9010SampleView11Coordinator: 0x60000323fa90>",
        "<Coordinator: 0x000055edd365d9b0>",
        "<A: 0x10000000000000000>", "<A: 0x>", "<A<B>: 0x5>", "<A<B<C>>: 0x6>", "<A<B: 0x7>",
        "<(A) -> B: 0x8>",
        "<_TtGC1A1BSS_: 0x9>", "<A>: 0xa>", "<A: >", "<: 0x1>", "<A 0x1>", "<A: B: 0x2>", "<A:0x3>",
        "< A : 0x4 >", "<A: 0xZZ>", "<A: 0x1", "", "", "",
    ]
    static let callbacks = [
        "init()", "deinit", "loadView()", "viewDidLoad()", "viewWillAppear(_:)", "viewIsAppearing(_:)",
        "viewDidAppear(_:)", "viewWillDisappear(_:)", "viewDidDisappear(_:)", "viewWillLayoutSubviews()",
        "makeCoordinator()", "makeUIViewController(context:)", "updateUIViewController(_:context:)",
        "init(nibName:bundle:)", "viewWillTransition(to:with:)", "foo", "foo(bar)", "1abc()", "",
        "viewDidLoad() x",
        "viewDidLoad(", "(_:)", "ü(_:)",
    ]
    static let suffixes = ["", "", "", " animated: true", " (animated: false)", "animated: true", " ", "\t"]
    static let others = [
        "", "   ", "hello world", "[1:2] viewDidLoad() and more", "<>", ">", "<A: 0x1>",
        "2026-12-02 10:00:00.1 App[1:2] ", "2026-12-02 10:00:00.1 App[1:2]\t", "<A: 0X1> viewDidLoad()",
    ]

    /// The next line.
    mutating func next() -> String {
        if pick(10) == 0 { return pickOne(Self.others) }
        let description = pickOne(Self.descriptions)
        let space = description.isEmpty ? "" : pickOne([" ", " ", "  ", "\t", ""])
        return pickOne(Self.prefixes) + description + space + pickOne(Self.callbacks) + pickOne(Self.suffixes)
    }

    /// `count` lines.
    mutating func lines(_ count: Int) -> [String] { (0..<count).map { _ in next() } }

    private mutating func pickOne(_ items: [String]) -> String { items[pick(items.count)] }

    /// The next value reduced to `0..<bound` by its remainder, not `Int.random(in:using:)`, whose
    /// rejection sampling would draw other values and so other lines from the same seed.
    private mutating func pick(_ bound: Int) -> Int { Int(generator.next() % UInt64(bound)) }
}
