extension HTTPClient {
    /// Performs `request` and returns what `read` makes of the answer. The answer is cached only
    /// when `read` returns, so a body of the wrong shape is never kept and the next run asks
    /// again; a cached answer `read` refuses (kept by an older flash) is forgotten and asked for
    /// once more.
    package func fetch<Value>(_ request: HTTPRequest, timeout: Duration, read: (HTTPResponse) throws -> Value) async throws -> Value {
        let response = try await execute(request, timeout: timeout)
        do {
            return try Self.accepting(response, read)
        } catch where response.isCached {
            response.reject()
            return try Self.accepting(try await execute(request, timeout: timeout), read)
        }
    }
}

private extension HTTPClient {
    static func accepting<Value>(_ response: HTTPResponse, _ read: (HTTPResponse) throws -> Value) throws -> Value {
        let value = try read(response)
        response.accept()
        return value
    }
}
