# Cross build for 32-bit ARM Linux (Debian armhf: ARMv7, hard float) on a Debian 12 amd64 machine,
# against a sysroot: a folder holding Debian's armhf packages unpacked with dpkg -x, so nothing of
# armhf is installed on the machine itself. scripts/cross-build armhf makes the sysroot
# (build-armhf-sysroot/) and builds. By hand:
#   cmake -S . -B build-armhf -G Ninja --toolchain cmake/toolchains/arm-linux-gnueabihf.cmake \
#         -DXIANGQI_SYSROOT=$PWD/build-armhf-sysroot
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR armv7l)
set(CMAKE_LIBRARY_ARCHITECTURE arm-linux-gnueabihf)

set(CMAKE_C_COMPILER arm-linux-gnueabihf-gcc)
set(CMAKE_CXX_COMPILER arm-linux-gnueabihf-g++)

# The toolchain file is read again for every try_compile: pass the sysroot on through the
# environment, which those inner projects inherit.
if(XIANGQI_SYSROOT)
    set(ENV{XIANGQI_SYSROOT} "${XIANGQI_SYSROOT}")
elseif(DEFINED ENV{XIANGQI_SYSROOT})
    set(XIANGQI_SYSROOT "$ENV{XIANGQI_SYSROOT}")
else()
    get_filename_component(XIANGQI_SYSROOT "${CMAKE_CURRENT_LIST_DIR}/../../build-armhf-sysroot"
        ABSOLUTE)
    set(ENV{XIANGQI_SYSROOT} "${XIANGQI_SYSROOT}")
endif()
if(NOT EXISTS "${XIANGQI_SYSROOT}/usr/lib/${CMAKE_LIBRARY_ARCHITECTURE}")
    message(FATAL_ERROR "No armhf sysroot at ${XIANGQI_SYSROOT}: run scripts/cross-build armhf "
        "or pass -DXIANGQI_SYSROOT=<folder>")
endif()
set(XIANGQI_SYSROOT "${XIANGQI_SYSROOT}" CACHE PATH "The armhf sysroot")

set(CMAKE_SYSROOT "${XIANGQI_SYSROOT}")
set(CMAKE_FIND_ROOT_PATH "${XIANGQI_SYSROOT}")
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
list(APPEND CMAKE_PREFIX_PATH /usr/lib/${CMAKE_LIBRARY_ARCHITECTURE}/cmake)

# Libraries that the ones we link need in turn live only in the sysroot.
string(APPEND CMAKE_EXE_LINKER_FLAGS_INIT
    " -Wl,-rpath-link,${XIANGQI_SYSROOT}/usr/lib/${CMAKE_LIBRARY_ARCHITECTURE}"
    " -Wl,-rpath-link,${XIANGQI_SYSROOT}/lib/${CMAKE_LIBRARY_ARCHITECTURE}")

# Qt's code generators (moc, rcc, uic, lrelease) run on the build machine: the native install.
set(QT_HOST_PATH /usr)
set(QT_HOST_PATH_CMAKE_DIR /usr/lib/x86_64-linux-gnu/cmake)
# Qt 6.4 looks for LinguistTools among the target's packages first, whose lrelease is a target
# binary: point it at the build machine's.
set(Qt6LinguistTools_DIR ${QT_HOST_PATH_CMAKE_DIR}/Qt6LinguistTools)

# Tests run under user-mode qemu, which finds the armhf loader and libraries in the sysroot.
find_program(XIANGQI_QEMU_ARM NAMES qemu-arm-static qemu-arm REQUIRED)
set(CMAKE_CROSSCOMPILING_EMULATOR ${XIANGQI_QEMU_ARM} -L ${XIANGQI_SYSROOT})

# dpkg does not know the sysroot's packages: scripts/cross-build names them instead.
set(XIANGQI_DEB_ARCHITECTURE armhf CACHE STRING "Debian architecture of the package")
set(XIANGQI_DEB_SHLIBDEPS OFF CACHE BOOL "Compute the package's library dependencies with dpkg-shlibdeps")
