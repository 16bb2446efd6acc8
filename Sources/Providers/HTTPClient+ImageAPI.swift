import FoundationEssentials
import HTTP

extension HTTPClient {
    /// Performs an image provider's API request and decodes its JSON answer (snake_case keys
    /// read as camelCase). Only an answer that decodes and that `check` lets through is cached.
    /// Key and rate-limit failures become ``ImageProviderError``s.
    func imageAPI<Answer: Decodable>(
        _ request: HTTPRequest, decoding type: Answer.Type, timeout: Duration, check: (Answer) throws -> Void = { _ in }
    ) async throws -> Answer {
        do {
            return try await fetch(request, timeout: timeout) { response in
                let decoder = JSONDecoder()
                decoder.keyDecodingStrategy = .convertFromSnakeCase
                guard response.status == 200, let answer = try? decoder.decode(type, from: Data(response.body)) else {
                    throw ImageProviderError.malformedResponse(provider: request.provider)
                }
                try check(answer)
                return answer
            }
        } catch let error as HTTPError {
            throw ImageProviderError.from(error)
        }
    }
}
