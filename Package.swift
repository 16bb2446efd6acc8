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
        .systemLibrary(
            name: "CCurl",
            pkgConfig: "libcurl",
            providers: [.apt(["libcurl4-openssl-dev"])]
        ),
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        .target(name: "FlashKit", dependencies: ["CCurl", "CSQLite"]),
        .executableTarget(name: "flash", dependencies: ["FlashKit"]),
        .executableTarget(name: "flash-bench", dependencies: ["FlashKit"]),
        .testTarget(name: "FlashKitTests", dependencies: ["FlashKit"]),
        .testTarget(name: "FlashCLITests", dependencies: ["flash", "FlashKit"]),
    ]
)
