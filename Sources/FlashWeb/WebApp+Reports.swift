import FoundationEssentials
import Support
import Model
import Store
import Reports

/// Results, mistakes, status and forecast: the reports of `flash results --json`, `mistakes
/// --json`, `status --json` and `forecast --json`, read on the reading connection.
extension WebApp {
    var reportRoutes: [WebRoute] {
        [
            WebRoute("GET", "api/lists/{list}/results") { [unowned self] _, path in
                .now(try desk.reading { reader in
                    let list = try reader.store.lists.named(path["list"] ?? "")
                    return WebResponse.json(ResultsReport(list: list.name, sessions: try reader.store.sessions.sessions(of: list)))
                })
            },
            WebRoute("GET", "api/lists/{list}/mistakes") { [unowned self] request, path in .now(try mistakes(path["list"] ?? "", request)) },
            WebRoute("GET", "api/status") { [unowned self] _, _ in
                let policy = desk.policy, now = desk.clock.now()
                return .now(try desk.reading { reader in WebResponse.json(try StudyStatus(store: reader.store, policy: policy, now: now)) })
            },
            WebRoute("GET", "api/forecast") { [unowned self] request, _ in .now(try forecast(request)) },
        ]
    }
}

private extension WebApp {
    /// `?all=1` every session, `?session=ID` one, else the last with answers.
    func mistakes(_ name: String, _ request: WebRequest) throws -> WebResponse {
        var scope = MistakeScope.last
        if let all = request.query["all"], ["1", "true", "yes"].contains(all) { scope = .all }
        if let text = request.query["session"] {
            guard scope == .last, let id = Int64(text) else { throw WebFailure.badRequest("\"session\" takes a session id (a number), without \"all\"") }
            scope = .session(id)
        }
        return try desk.reading { reader in
            let list = try reader.store.lists.named(name)
            guard let sessions = try scope.sessions(of: list, in: reader.store) else {
                throw WebFailure.notFound("'\(list.name)' has no session \(request.query["session"] ?? "")")
            }
            return WebResponse.json(try MistakeReport(list: list, sessions: sessions, store: reader.store))
        }
    }

    /// `?days=N` (1 to 365, default 30), `?list=NAME` for one list.
    func forecast(_ request: WebRequest) throws -> WebResponse {
        var days = 30
        if let text = request.query["days"] {
            guard let number = Int(text), (1...365).contains(number) else { throw WebFailure.badRequest("\"days\" takes 1 to 365") }
            days = number
        }
        let policy = desk.policy, now = desk.clock.now()
        return try desk.reading { reader in
            let lists = try request.query["list"].map { [try reader.store.lists.named($0)] } ?? []
            let report = try ForecastReport(store: reader.store, lists: lists, policy: policy, now: now, days: days)
            return WebResponse.json(["days": report.days])
        }
    }
}
