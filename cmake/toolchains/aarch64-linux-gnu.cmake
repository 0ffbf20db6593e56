# Cross build for 64-bit ARM Linux (Debian arm64) on a Debian 12 amd64 machine, through Debian
# multiarch: the arm64 libraries (Qt included) are installed beside the native ones with
#   dpkg --add-architecture arm64 && apt-get update
#   apt-get install crossbuild-essential-arm64 qemu-user-static qt6-base-dev:arm64 ...
# scripts/cross-build arm64 does all of it. By hand:
#   cmake -S . -B build-arm64 -G Ninja --toolchain cmake/toolchains/aarch64-linux-gnu.cmake
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR aarch64)
set(CMAKE_LIBRARY_ARCHITECTURE aarch64-linux-gnu)

set(CMAKE_C_COMPILER aarch64-linux-gnu-gcc)
set(CMAKE_CXX_COMPILER aarch64-linux-gnu-g++)

# Multiarch keeps arm64 libraries in /usr/lib/aarch64-linux-gnu and their CMake packages in
# /usr/lib/aarch64-linux-gnu/cmake; the shared headers stay in /usr/include.
list(APPEND CMAKE_PREFIX_PATH /usr/lib/${CMAKE_LIBRARY_ARCHITECTURE}/cmake)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)

# Qt's code generators (moc, rcc, uic, lrelease) run on the build machine: the native install.
set(QT_HOST_PATH /usr)
set(QT_HOST_PATH_CMAKE_DIR /usr/lib/x86_64-linux-gnu/cmake)
# Qt 6.4 looks for LinguistTools among the target's packages first, whose lrelease is a target
# binary: point it at the build machine's.
set(Qt6LinguistTools_DIR ${QT_HOST_PATH_CMAKE_DIR}/Qt6LinguistTools)

# Tests run under user-mode qemu; libc6:arm64 puts the arm64 loader where qemu looks for it.
find_program(XIANGQI_QEMU_AARCH64 NAMES qemu-aarch64-static qemu-aarch64 REQUIRED)
set(CMAKE_CROSSCOMPILING_EMULATOR ${XIANGQI_QEMU_AARCH64})

set(XIANGQI_DEB_ARCHITECTURE arm64 CACHE STRING "Debian architecture of the package")
