// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "flash",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "flash", targets: ["flash"]),
        .library(name: "FlashKit", targets: ["FlashKit"]),
    ],
    targets: [
        // libcurl's headers only: the shim opens libcurl.so.4 with dlopen when a command first
        // goes to the network, so offline commands start without loading it and its dependencies.
        .systemLibrary(
            name: "CCurl",
            providers: [.apt(["libcurl4-openssl-dev"])]
        ),
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        .systemLibrary(
            name: "CZstd",
            pkgConfig: "libzstd",
            providers: [.apt(["libzstd-dev"])]
        ),
        .target(name: "FlashKit", dependencies: ["CCurl", "CSQLite", "CZlib", "CZstd"]),
        // Command specs, the argument parser, help and shell completion, made from one spec.
        .target(name: "FlashArguments", dependencies: ["FlashKit"]),
        .executableTarget(name: "flash", dependencies: ["FlashKit", "FlashArguments"]),
        // A loopback HTTP/1.1 server that replays providers' wire formats, shared by the tests
        // and the benchmarks. Never linked into the flash tool.
        .target(name: "FlashTestSupport"),
        .executableTarget(name: "flash-bench", dependencies: ["FlashKit", "FlashTestSupport"]),
        .testTarget(
            name: "FlashKitTests",
            dependencies: ["FlashKit", "FlashTestSupport"],
            exclude: ["Support/fsrs_reference.py", "Support/anki_check_export.py", "Support/anki_make_decks.py", "Support/anki_check_csv.py", "Labelled"]
        ),
        .testTarget(name: "FlashCLITests", dependencies: ["flash", "FlashKit", "FlashArguments", "FlashTestSupport"]),
    ]
)
