#include <stddef.h>
#include <stdint.h>

// libFuzzer's driver, linked by `-sanitize=fuzzer` (libclang_rt.fuzzer). A fuzz target's main
// calls it with the function to fuzz: SwiftPM names an executable's entry point itself, so the
// target cannot leave `main` to libFuzzer.
// - SeeAlso: https://llvm.org/docs/LibFuzzer.html#using-libfuzzer-as-a-library
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
