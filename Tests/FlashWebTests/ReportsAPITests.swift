import Foundation
import Testing
import FlashTestSupport

/// Results, mistakes, status and forecast: the terminal's reports as JSON.
@Suite struct ReportsAPITests {
    /// "animals" with one finished session: the first card answered with another card's
    /// answer, the others right. Returns the card missed and the one it was confused with.
    static func harness() throws -> (WebHarness, String, String) {
        let web = try SessionsAPITests.harness()
        var (id, state) = try SessionsAPITests.typed(web)
        let missed = state.object("question").string("shown") ?? ""
        let other = missed == "cat" ? "dog" : "cat"
        for number in 0..<5 {
            state = try web.answer(id, number == 0 ? SessionsAPITests.spanish[other] ?? "" : SessionsAPITests.expected(state)).object("session")
        }
        return (web, missed, other)
    }

    @Test func resultsAreTheTerminalsResults() throws {
        let (web, _, _) = try Self.harness()
        let results = try web.client.send("GET", "/api/lists/animals/results")
        #expect(results.status == 200)
        #expect(results.object.object("last").int("answered") == 5)
        #expect(results.object.object("last").int("right") == 4)
        #expect(results.object.object("totals").int("sessions") == 1)
        #expect(results.object.array("recent").count == 1)
        let terminal = try FlashProcess.run(["results", "animals", "--json"], environment: web.environment)
        let cli = try #require(try JSONSerialization.jsonObject(with: Data(terminal.stdout.utf8)) as? NSDictionary)
        #expect(cli == results.object as NSDictionary)
    }

    @Test func mistakesNameWhatWasAnsweredInstead() throws {
        let (web, missed, other) = try Self.harness()
        let mistakes = try web.client.send("GET", "/api/lists/animals/mistakes")
        #expect(mistakes.status == 200)
        let entries = mistakes.object.array("entries")
        let entry = try #require(entries.first)
        #expect(entries.count == 1)
        #expect(entry.string("native") == missed)
        #expect(entry.array("wrongAnswers").first?.string("given") == SessionsAPITests.spanish[other])
        #expect(entry.array("wrongAnswers").first?.string("confusedWith") == "\(other) - \(SessionsAPITests.spanish[other] ?? "")")
        let session = try #require((mistakes.object["sessionIDs"] as? [NSNumber])?.first?.intValue)
        #expect(try web.client.send("GET", "/api/lists/animals/mistakes?all=1").object.array("entries").count == 1)
        #expect(try web.client.send("GET", "/api/lists/animals/mistakes?session=\(session)").object.array("entries").count == 1)
        #expect(try web.client.send("GET", "/api/lists/animals/mistakes?session=999").status == 404)
        #expect(try web.client.send("GET", "/api/lists/animals/mistakes?session=x").status == 400)
        #expect(try web.client.send("GET", "/api/lists/animals/mistakes?session=\(session)&all=1").status == 400)
    }

    @Test func statusAndForecastCountWhatIsDue() throws {
        let (web, _, _) = try Self.harness()
        let status = try web.client.send("GET", "/api/status")
        #expect(status.status == 200)
        #expect(status.object.int("reviewsToday") == 5)
        #expect(status.object.int("streak") == 1)
        #expect(status.object.array("lists").first?.string("name") == "animals")
        let forecast = try web.client.send("GET", "/api/forecast?days=7")
        #expect(forecast.status == 200)
        let days = forecast.object.array("days")
        #expect(days.count == 7)
        #expect(days.first?.string("day") == "2026-03-01")
        #expect(days.first?.int("due") == 1, "the card missed is due again today: \(days)")
        let year = try web.client.send("GET", "/api/forecast?days=365").object.array("days")
        #expect(year.map { $0.int("due") ?? 0 }.reduce(0, +) == 5, "every card answered is due within the year")
        #expect(try web.client.send("GET", "/api/forecast?list=animals").object.array("days").count == 30)
        #expect(try web.client.send("GET", "/api/forecast?days=0").status == 400)
        #expect(try web.client.send("GET", "/api/forecast?days=many").status == 400)
        #expect(try web.client.send("GET", "/api/forecast?list=nope").status == 404)
    }
}
