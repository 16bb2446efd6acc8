import Foundation
import Testing
@testable import FlashKit
@testable import Support

/// JSON read and written again is the same document: keys in their order, numbers as written.
@Suite struct JSONValueTests {
    @Test func aDocumentReadAndWrittenAgainIsTheSameText() throws {
        let text = #"{"z":1,"a":[0.9,1.0,-2e-5,12345678901234],"s":"caf\u00e9 \"q\" \\ \n","n":null,"t":true,"o":{"b":false,"a":{}}}"#
        let value = try JSONValue.parse(text)
        #expect(value.members?.map(\.key) == ["z", "a", "s", "n", "t", "o"])
        #expect(value["a"]?[1] == .number("1.0"), "a number keeps its text")
        #expect(value["s"]?.string == "café \"q\" \\ \n")
        #expect(try JSONValue.parse(value.text) == value)
        #expect(value.text == #"{"z":1,"a":[0.9,1.0,-2e-5,12345678901234],"s":"café \"q\" \\ \n","n":null,"t":true,"o":{"b":false,"a":{}}}"#)
    }

    @Test func whatFoundationReadsItReadsAlike() throws {
        let text = #"[{"id":1795619362918,"name":"flash::Spanish","x":[1.5,"\ud83d\ude00\u001f"]}]"#
        let ours = try JSONValue.parse(text)
        let theirs = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        #expect(ours[0]?["id"]?.int64 == (theirs[0]["id"] as? NSNumber)?.int64Value)
        #expect(ours[0]?["x"]?[1]?.string == (theirs[0]["x"] as? [Any])?[1] as? String)
        let written = try #require(try JSONSerialization.jsonObject(with: Data(ours.bytes)) as? [[String: Any]])
        #expect(NSArray(array: written) == NSArray(array: theirs))
    }

    @Test func malformedTextIsAnErrorNamingWhereNotATrap() {
        for bad in ["", "{", "[1,]", "{\"a\" 1}", "01x", "\"\u{01}\"", "tru", "1 2", "\"\\x\"", String(repeating: "[", count: 600)] {
            #expect(throws: JSONValue.Malformed.self, "\(bad.prefix(10))") { try JSONValue.parse(bad) }
        }
    }

    @Test func settingAMemberReplacesItInPlaceOrAppendsIt() throws {
        let value = try JSONValue.parse(#"{"id":1,"usn":-1,"name":"x"}"#)
        #expect(value.setting("usn", to: 5).text == #"{"id":1,"usn":5,"name":"x"}"#)
        #expect(value.setting("new", to: "y").text == #"{"id":1,"usn":-1,"name":"x","new":"y"}"#)
        #expect(value.removing("usn").text == #"{"id":1,"name":"x"}"#)
        #expect(JSONValue.double(0.9).text == "0.9" && JSONValue.double(3).text == "3")
    }
}
