// ViewLifecycle · LifecycleTraceTests

import LifecycleTrace
import Testing

struct JSONLinesTests {
    @Test("a record is one line with keys in a fixed order, and absent values left out")
    func encode() {
        let record = TraceRecord(
            line: 6, object: "0x1", typeName: "M.A", callback: "viewWillAppear(_:)", animated: true,
            text: "say \"hi\"\t")
        #expect(
            JSONLines.encode(record)
                == #"{"line":6,"object":"0x1","typeName":"M.A","callback":"viewWillAppear(_:)","animated":true,"text":"say \"hi\"\t"}"#
        )
        #expect(
            JSONLines.encode(TraceRecord(line: 1, callback: "deinit"))
                == #"{"line":1,"callback":"deinit","text":"deinit"}"#)
    }

    @Test("every seed 000 record survives a round trip")
    func roundTrip() throws {
        for record in try Seed.records() {
            #expect(try JSONLines.decode(JSONLines.encode(record), lineNumber: 99, path: "t.jsonl") == record)
        }
    }

    @Test("only callback is required; line and text default from the file")
    func defaults() throws {
        let record = try JSONLines.decode(
            #"{"object":"0x1","callback":"viewDidLoad()"}"#, lineNumber: 4, path: "t")
        #expect(record == TraceRecord(line: 4, object: "0x1", callback: "viewDidLoad()"))
        #expect(record.text == "<NSObject: 0x1> viewDidLoad()")
    }

    @Test(
        "broken lines are errors naming the file and line",
        arguments: [
            ("{", "invalid JSON"), (#"{"line":1}"#, #"missing "callback""#),
            (#"{"callback":"x","animated":"yes"}"#, #""animated" is not true or false"#),
            (#"{"callback":"x","line":"one"}"#, #""line" is not an integer"#), ("[1]", "not a JSON object"),
        ])
    func malformed(line: String, reason: String) {
        #expect(throws: TraceInputError.malformedJSON(path: "t.jsonl", line: 2, reason: reason)) {
            try JSONLines.decode(line, lineNumber: 2, path: "t.jsonl")
        }
    }
}
