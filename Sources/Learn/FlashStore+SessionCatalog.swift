import Store

/// The store is a session's catalog and records its answers: the queries and the SQL are
/// Store's, the protocols Learn's.
extension FlashStore: SessionCatalog {
    /// Where session plans find their cards.
    public var sessionSource: SessionSource { SessionSource(self) }

    /// Where sessions of this profile are recorded.
    package var sessionRecording: any SessionRecording { recorder }
}

extension StoreSessionRecording: SessionRecording {}
