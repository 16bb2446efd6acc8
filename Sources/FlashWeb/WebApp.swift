import FoundationEssentials
import Support
import Model
import Store
import Learn
import ListMaker
import Games

/// The server's handler: the gate, then the route, each answer decorated with the headers every
/// answer carries. Any error becomes `{"error": "..."}` with its status.
final class WebApp: WebHandling {
    let desk: WebDesk
    let gate: WebGate
    let links: MediaLinks
    nonisolated(unsafe) private(set) var routes: [WebRoute] = []

    init(desk: WebDesk, gate: WebGate, links: MediaLinks) {
        self.desk = desk
        self.gate = gate
        self.links = links
        routes = siteRoutes + settingsRoutes + listRoutes + sessionRoutes + gameRoutes + reportRoutes + mediaRoutes
    }

    func reply(to request: WebRequest) -> WebReply {
        if let failure = gate.refusal(of: request) { return .now(gate.decorate(failure.response)) }
        if gate.opensWithToken(request) { return .now(gate.decorate(gate.tokenCookieRedirect())) }
        do {
            switch try route(request) {
            case .now(let response): return .now(gate.decorate(response))
            case .later(let work):
                let gate = gate
                return .later { gate.decorate(await work()) }
            }
        } catch {
            return .now(gate.decorate(Self.response(for: error)))
        }
    }

    func refuse(_ failure: WebFailure) -> WebResponse {
        gate.decorate(failure.response)
    }

    /// The answer for an error: the request's fault as 4xx, the server's own as 500.
    static func response(for error: any Error) -> WebResponse {
        switch error {
        case let failure as WebFailure: return failure.response
        case let error as ListError:
            if case .notFound = error { return .error(404, error.description) }
            return .error(409, error.description)
        case let error as InvalidInput: return .error(400, error.description)
        case let error as SessionPlanError: return .error(400, error.description)
        case let error as StoryError: return .error(409, error.description)
        case let error as SessionError: return .error(409, error.description)
        case let error as NewListError: return .error(422, error.description)
        case let error as GameError: return .error(422, error.description)
        default: return .error(500, "flash serve failed: \(Text.printable(String(describing: error)))")
        }
    }
}

private extension WebApp {
    func route(_ request: WebRequest) throws -> WebReply {
        var pathMatched = false
        for route in routes {
            guard let captures = route.captures(request.segments) else { continue }
            pathMatched = true
            if route.method == request.method { return try route.handler(request, captures) }
        }
        if pathMatched { throw WebFailure.methodNotAllowed("\(request.method) is not allowed on \(request.path)") }
        if request.segments.first == "api" { throw WebFailure.notFound("no API endpoint \(request.path): see README.md, \"flash serve\"") }
        throw WebFailure.notFound("nothing at \(request.path)")
    }
}

extension WebApp {
    /// Reads the request's JSON body as `T`.
    func body<T: Decodable>(_ type: T.Type, of request: WebRequest) throws(WebFailure) -> T {
        try WebJSON.decode(type, from: request.body)
    }

    /// The list named in the path, read from the reading store; 404 when there is none.
    func list(named name: String, in store: FlashStore) throws -> WordList {
        try store.lists.named(name)
    }
}
