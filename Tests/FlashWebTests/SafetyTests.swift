import Foundation
import Testing
import FlashWeb
import FlashTestSupport

/// What every request passes: the Host and Origin, JSON-only writes, the body limit, the
/// token beyond loopback; and what every answer carries.
@Suite struct SafetyTests {
    @Test func onlyThisServersNameIsAnswered() throws {
        let web = try WebHarness()
        let port = web.server.port
        for host in ["127.0.0.1:\(port)", "localhost:\(port)", "LOCALHOST:\(port)", "[::1]:\(port)"] {
            #expect(try web.client.send("GET", "/api/lists", headers: ["Host": host]).status == 200, "\(host)")
        }
        for host in ["evil.example:\(port)", "127.0.0.1", "127.0.0.1:1", "localhost.evil.example:\(port)"] {
            let answer = try web.client.send("GET", "/api/lists", headers: ["Host": host])
            #expect(answer.status == 403, "\(host)")
            #expect(answer.object.string("error")?.contains("Host") == true)
        }
    }

    @Test func aPageOfAnotherOriginIsRefused() throws {
        let web = try WebHarness()
        let origin = "http://127.0.0.1:\(web.server.port)"
        #expect(try web.client.json("POST", "/api/lists", ["lang": "es", "text": "dog, cat"], headers: ["Origin": origin]).status == 201)
        let refused = try web.client.json("POST", "/api/lists", ["lang": "es", "text": "dog, cat"], headers: ["Origin": "http://evil.example"])
        #expect(refused.status == 403)
        #expect(try web.client.send("GET", "/api/lists", headers: ["Origin": "http://evil.example"]).status == 403)
    }

    @Test func writesAcceptOnlyJSON() throws {
        let web = try WebHarness()
        for type in ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"] {
            let answer = try web.client.send("POST", "/api/lists", headers: ["Content-Type": type], body: Array(#"{"lang":"es","text":"dog, cat"}"#.utf8))
            #expect(answer.status == 415, "\(type)")
        }
        #expect(try web.client.send("POST", "/api/lists", body: Array(#"{"lang":"es","text":"dog, cat"}"#.utf8)).status == 415)
        #expect(try web.client.send("PATCH", "/api/lists/x/cards/1", headers: ["Content-Type": "text/plain"], body: []).status == 415)
        let charset = try web.client.send("POST", "/api/lists", headers: ["Content-Type": "application/json; charset=utf-8"], body: Array(#"{"lang":"es","text":"dog, cat"}"#.utf8))
        #expect(charset.status == 201)
    }

    @Test func badJSONIs400() throws {
        let web = try WebHarness()
        for body in ["{", "[]", "", "null", #"{"lang": "es", "text": "dog\u0007, cat"}"#, #"{"lang": "es", "text": "dog, cat""#] {
            let answer = try web.client.send("POST", "/api/lists", headers: ["Content-Type": "application/json"], body: Array(body.utf8))
            #expect(answer.status == 400, "\(body): \(answer.text)")
            #expect(answer.object.string("error") != nil)
        }
    }

    @Test func aBodyOverOneMebibyteIs413() throws {
        let web = try WebHarness()
        let large = [UInt8](repeating: UInt8(ascii: "a"), count: 1024 * 1024 + 1)
        let announced = try web.client.send("POST", "/api/lists", headers: ["Content-Type": "application/json"], body: large)
        #expect(announced.status == 413)
        #expect(announced.object.string("error") == "the request body is over 1 MiB")
        web.client.close()
        // A chunked body announces no length: it is counted as it comes.
        var chunked = Array("POST /api/lists HTTP/1.1\r\nHost: 127.0.0.1:\(web.server.port)\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n".utf8)
        for _ in 0..<17 { chunked += Array("10000\r\n".utf8) + [UInt8](repeating: UInt8(ascii: "a"), count: 65_536) + Array("\r\n".utf8) }
        chunked += Array("0\r\n\r\n".utf8)
        let counted = try web.client.raw(chunked)
        #expect(counted.status == 413)
        web.client.close()
        let prefix = Array(#"{"lang":"es","text":"dog, cat","name":""#.utf8), suffix = Array(#""}"#.utf8)
        let body = prefix + [UInt8](repeating: UInt8(ascii: "n"), count: 1024 * 1024 - prefix.count - suffix.count) + suffix
        #expect(body.count == 1024 * 1024)
        let exactly = try web.client.send("POST", "/api/lists", headers: ["Content-Type": "application/json"], body: body)
        #expect(exactly.status == 400, "a body of the limit is read and judged: \(exactly.text)")
    }

    @Test func everyAnswerCarriesTheContentSecurityPolicy() throws {
        let web = try WebHarness()
        for (method, path) in [("GET", "/"), ("GET", "/app.js"), ("GET", "/app.css"), ("GET", "/api/lists"), ("GET", "/api/nope"), ("GET", "/nope"), ("PUT", "/api/lists")] {
            let answer = try web.client.send(method, path, headers: method == "PUT" ? ["Content-Type": "application/json"] : [:], body: method == "PUT" ? [] : nil)
            #expect(answer.headers["content-security-policy"]?.hasPrefix("default-src 'self'") == true, "\(path)")
            #expect(answer.headers["x-content-type-options"] == "nosniff")
        }
        #expect(try web.client.send("GET", "/api/nope").status == 404)
        #expect(try web.client.json("PUT", "/api/lists").status == 405)
        #expect(try web.client.send("DELETE", "/api/lists").status == 405)
    }

    @Test func thePageLoadsNothingFromAnotherOrigin() throws {
        let web = try WebHarness()
        let page = try web.client.send("GET", "/")
        #expect(page.status == 200)
        #expect(page.headers["content-type"] == "text/html; charset=utf-8")
        for path in ["/", "/app.js", "/app.css", "/icon.svg"] {
            // The SVG namespace is a name, not a request.
            let text = try web.client.send("GET", path).text.replacingOccurrences(of: "http://www.w3.org/2000/svg", with: "")
            #expect(!text.contains("http://") && !text.contains("https://") && !text.contains("//cdn"), "\(path) names another origin")
            #expect(!text.contains("@import") && !text.contains("url(http"), "\(path)")
        }
        #expect(page.text.contains(#"<script src="/app.js" defer></script>"#))
        #expect(!page.text.contains("<script>"), "no inline script: the policy would refuse it")
        #expect(try web.client.send("HEAD", "/").body.isEmpty)
    }

    @Test func beyondLoopbackEveryRequestCarriesTheToken() throws {
        let web = try WebHarness(address: try #require(WebAddress(host: "0.0.0.0", port: 0)))
        let token = try #require(web.server.token)
        #expect(token.count == 32)
        #expect(web.server.url.hasPrefix("http://0.0.0.0:"))
        let refused = try web.client.send("GET", "/api/lists")
        #expect(refused.status == 401)
        #expect(try web.client.send("GET", "/api/lists", headers: ["Authorization": "Bearer wrong"]).status == 401)
        #expect(try web.client.send("GET", "/api/lists", headers: ["Authorization": "Bearer \(token)"]).status == 200)
        #expect(try web.client.send("GET", "/api/lists", headers: ["Host": "192.0.2.7:80", "Authorization": "Bearer \(token)"]).status == 200)
        let opened = try web.client.send("GET", "/?token=\(token)")
        #expect(opened.status == 303)
        #expect(opened.headers["location"] == "/")
        #expect(opened.headers["set-cookie"] == "flash_token=\(token); Path=/; HttpOnly; SameSite=Strict")
        #expect(try web.client.send("GET", "/api/lists", headers: ["Cookie": "other=1; flash_token=\(token)"]).status == 200)
        #expect(try web.client.send("GET", "/?token=wrong").status == 401)
    }

    @Test func onLoopbackThereIsNoToken() throws {
        let web = try WebHarness()
        #expect(web.server.token == nil)
        #expect(web.server.url == "http://127.0.0.1:\(web.server.port)/")
    }
}
