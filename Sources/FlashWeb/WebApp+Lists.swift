import FoundationEssentials
import Support
import Model
import Store
import Providers
import ListMaker

/// `/api/lists`: the lists, one list with its cards, a new list built as `flash new` builds
/// it, a card changed as `flash edit` changes it, a list deleted.
extension WebApp {
    var listRoutes: [WebRoute] {
        [
            WebRoute("GET", "api/lists") { [unowned self] _, _ in .now(try lists()) },
            WebRoute("POST", "api/lists") { [unowned self] request, _ in try newList(request) },
            WebRoute("GET", "api/lists/{list}") { [unowned self] _, path in .now(try listWithCards(path["list"] ?? "")) },
            WebRoute("DELETE", "api/lists/{list}") { [unowned self] _, path in .now(try deleteList(path["list"] ?? "")) },
            WebRoute("GET", "api/builds/{list}") { [unowned self] _, path in .now(try build(path["list"] ?? "")) },
            WebRoute("GET", "api/lists/{list}/cards/{card}") { [unowned self] _, path in
                .now(try cardDetail(path["list"] ?? "", try Self.cardID(path)))
            },
            WebRoute("PATCH", "api/lists/{list}/cards/{card}") { [unowned self] request, path in
                try changeCard(path["list"] ?? "", try Self.cardID(path), request)
            },
            WebRoute("GET", "api/lists/{list}/cards/{card}/pictures/{number}") { [unowned self] _, path in
                guard let number = path["number"].flatMap(Int.init), number >= 1 else { throw WebFailure.notFound("picture candidates are numbered from 1") }
                return try candidatePicture(path["list"] ?? "", try Self.cardID(path), number)
            },
        ]
    }

    static func card(_ id: Int64, inList name: String, store: FlashStore) throws -> (WordList, Card) {
        let list = try store.lists.named(name)
        guard let card = try store.cards.cards(ids: [id]).first, card.listID == list.id else {
            throw WebFailure.notFound("'\(list.name)' has no card \(id)")
        }
        return (list, card)
    }

    static func cardID(_ path: [String: String]) throws(WebFailure) -> Int64 {
        guard let id = path["card"].flatMap(Int64.init) else { throw .notFound("cards are named by their id (a number)") }
        return id
    }
}

private extension WebApp {
    func lists() throws -> WebResponse {
        let links = links
        return try desk.reading { reader in
            let pictures = try reader.store.lists.coverPictures(count: 4)
            let lists = try reader.store.lists.all().map { ListSummaryView($0, pictures: pictures[$0.id] ?? [], links: links) }
            return WebResponse.json(["lists": lists])
        }
    }

    /// The list's JSON, made again only when the database changed or the minute turned.
    func listWithCards(_ name: String) throws -> WebResponse {
        let now = desk.clock.now(), scheduler = desk.policy.scheduler, links = links
        let body = try desk.reader.withLock { reader throws -> SharedBytes in
            // Any change to the database (a list renamed or deleted too) moves the counter, so
            // the name alone finds what is still right.
            let key = ListName.key(Text.collapsingWhitespace(name))
            let counter = try reader.store.changeCounter(), minute = Int64((now.timeIntervalSince1970 / 60).rounded(.down))
            if let cached = reader.listBodies[key], cached.counter == counter, cached.minute == minute { return cached.body }
            let list = try reader.store.lists.named(name)
            var cards: [CardView] = []
            cards.reserveCapacity(list.cardCount)
            try reader.store.cards.forEachCardWithMemory(in: list) { card, memory in
                cards.append(CardView(card, study: list.study, memory: memory.map { MemoryView($0, scheduler: scheduler, now: now) }, links: links))
            }
            let body = SharedBytes(WebJSON.encode(ListView(list: ListSummaryView(list, pictures: [], links: links), cards: cards)))
            if reader.listBodies.count >= 32 { reader.listBodies.removeAll() }
            reader.listBodies[key] = Reader.CachedBody(counter: counter, minute: minute, body: body)
            return body
        }
        return WebResponse(contentType: "application/json; charset=utf-8", body: .shared(body))
    }

    func deleteList(_ name: String) throws -> WebResponse {
        try desk.writing { writer in
            let list = try writer.store.lists.named(name)
            if try writer.store.story.isBasic(list) { throw StoryError.basicKitKept(list.name) }
            try writer.store.lists.delete(list)
            return WebResponse.json(["deleted": list.name])
        }
    }

    func build(_ name: String) throws -> WebResponse {
        guard let status = desk.builds.withLock({ $0[ListName.key(name)] }) else { throw WebFailure.notFound("no list named '\(name)' is being built") }
        return .json(status)
    }

    func cardDetail(_ name: String, _ id: Int64) throws -> WebResponse {
        let now = desk.clock.now(), scheduler = desk.policy.scheduler, links = links
        return try desk.reading { reader in
            let (list, card) = try Self.card(id, inList: name, store: reader.store)
            let memory = try reader.store.memory.memory(of: card.id).map { MemoryView($0, scheduler: scheduler, now: now) }
            return WebResponse.json(CardDetailView(card, list: list, memory: memory, links: links))
        }
    }

    /// A picture candidate drawn or downloaded by the server, so the page loads nothing from
    /// elsewhere.
    func candidatePicture(_ name: String, _ id: Int64, _ number: Int) throws -> WebReply {
        let card = try desk.reading { reader in try Self.card(id, inList: name, store: reader.store).1 }
        guard card.imageCandidates.indices.contains(number - 1) else {
            throw WebFailure.notFound("this card has \(card.imageCandidates.count) picture candidates")
        }
        let candidate = card.imageCandidates[number - 1], downloader = try desk.downloader()
        return .later {
            guard let bytes = try? await downloader.bytes(for: candidate), let type = MediaType.picture(bytes) else {
                return .error(404, "picture candidate \(number) could not be read")
            }
            return WebResponse(contentType: type, body: .bytes(bytes), headers: [("Cache-Control", "private, max-age=3600")])
        }
    }
}
