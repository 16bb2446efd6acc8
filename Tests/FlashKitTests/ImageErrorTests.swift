import Testing
@testable import FlashKit
@testable import Providers

/// Sizes in messages say what the file is, rounded as people read them.
@Suite struct ImageErrorTests {
    @Test func anElevenMegabyteImageIsCalledElevenMegabytes() {
        #expect(ImageError.tooLarge("big.png", bytes: 11_000_000).description == "big.png is 11 MB; images may be at most 10 MB")
    }
}
