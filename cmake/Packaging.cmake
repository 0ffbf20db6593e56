# Installation rules and the Debian package (cpack -G DEB).
#
# Included by the top-level CMakeLists.txt after src/ and tests/, so every target exists by now;
# each rule checks with if(TARGET) and installs only what this build configured.
#
# Layout (GNUInstallDirs, prefix /usr in the package):
#   bin/xiangqi, bin/xiangqi-engine, bin/xiangqi-cli
#   share/man/man1/<program>.1.gz              (docs/man/<program>.1, for every program installed)
#   share/applications/xiangqi.desktop
#   share/mime/packages/xiangqi-records.xml   (the XQF and DhtmlXQ file types)
#   share/icons/hicolor/{scalable,NxN}/apps/io.github.xiangqi.Xiangqi.{svg,png}
#   share/metainfo/io.github.xiangqi.Xiangqi.metainfo.xml
#   share/xiangqi/translations/*.qm   (when the game leaves its .qm files outside the binary)
#
# The game's translations: today src/app embeds its .qm files (qt_add_translations with
# RESOURCE_PREFIX), so there is nothing to install. Should it compile them to disk instead, it
# hands their paths over without this file knowing its internals, either way:
#   set_property(TARGET xiangqi APPEND PROPERTY XIANGQI_QM_FILES ${qm_files})
#   set_property(GLOBAL APPEND PROPERTY XIANGQI_QM_FILES ${qm_files})

include(GNUInstallDirs)
set(CMAKE_INSTALL_DOCDIR ${CMAKE_INSTALL_DATAROOTDIR}/doc/xiangqi)

set(XIANGQI_APP_ID io.github.xiangqi.Xiangqi)
set(XIANGQI_RESOURCES_DIR ${PROJECT_SOURCE_DIR}/resources)
set(XIANGQI_ICON_SIZES 16 22 24 32 48 64 128 256)

# Step 1. The programs.
foreach(program xiangqi xiangqi-engine xiangqi-cli gomoku-engine)
    if(TARGET ${program})
        install(TARGETS ${program} RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR} COMPONENT runtime)
    endif()
endforeach()

# Each program installed has its manual page, docs/man/<program>.1, compressed as Debian wants
# it (gzip -9n: no name or time stamp, so the package builds the same twice). A program installed
# from its own CMakeLists gets its page here as soon as the page is in docs/man.
set(xiangqi_man_pages)
file(GLOB xiangqi_man_sources ${PROJECT_SOURCE_DIR}/docs/man/*.1)
foreach(page ${xiangqi_man_sources})
    get_filename_component(program ${page} NAME_WE)
    if(TARGET ${program})
        set(compressed ${PROJECT_BINARY_DIR}/man/${program}.1.gz)
        add_custom_command(OUTPUT ${compressed}
            COMMAND ${CMAKE_COMMAND} -E make_directory ${PROJECT_BINARY_DIR}/man
            COMMAND sh -c "gzip -9nc '${page}' > '${compressed}'"
            DEPENDS ${page} VERBATIM)
        list(APPEND xiangqi_man_pages ${compressed})
    endif()
endforeach()
if(xiangqi_man_pages)
    add_custom_target(xiangqi_man_pages ALL DEPENDS ${xiangqi_man_pages})
    install(FILES ${xiangqi_man_pages} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1 COMPONENT runtime)
endif()

install(FILES ${PROJECT_SOURCE_DIR}/LICENSE DESTINATION ${CMAKE_INSTALL_DOCDIR}
    RENAME copyright COMPONENT runtime)

# A native package's changelog, in Debian's format and compressed as Debian wants it.
set(xiangqi_changelog ${PROJECT_BINARY_DIR}/changelog.gz)
add_custom_command(OUTPUT ${xiangqi_changelog}
    COMMAND sh -c "gzip -9nc '${XIANGQI_RESOURCES_DIR}/debian/changelog' > '${xiangqi_changelog}'"
    DEPENDS ${XIANGQI_RESOURCES_DIR}/debian/changelog VERBATIM)
add_custom_target(xiangqi_changelog ALL DEPENDS ${xiangqi_changelog})
install(FILES ${xiangqi_changelog} DESTINATION ${CMAKE_INSTALL_DOCDIR} COMPONENT runtime)

# Step 2. What puts the game in the desktop menu; only with the game itself.
if(TARGET xiangqi)
    # Named after the game's QGuiApplication::desktopFileName, so Wayland shells match its window
    # to this entry.
    install(FILES ${XIANGQI_RESOURCES_DIR}/xiangqi.desktop
        DESTINATION ${CMAKE_INSTALL_DATADIR}/applications COMPONENT runtime)
    install(FILES ${XIANGQI_RESOURCES_DIR}/xiangqi-records.xml
        DESTINATION ${CMAKE_INSTALL_DATADIR}/mime/packages COMPONENT runtime)
    install(FILES ${XIANGQI_RESOURCES_DIR}/${XIANGQI_APP_ID}.metainfo.xml
        DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo COMPONENT runtime)
    install(FILES ${XIANGQI_RESOURCES_DIR}/icons/xiangqi.svg
        DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps
        RENAME ${XIANGQI_APP_ID}.svg COMPONENT runtime)
    foreach(size ${XIANGQI_ICON_SIZES})
        install(FILES ${XIANGQI_RESOURCES_DIR}/icons/xiangqi-${size}.png
            DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps
            RENAME ${XIANGQI_APP_ID}.png COMPONENT runtime)
    endforeach()

    get_property(xiangqi_qm_files TARGET xiangqi PROPERTY XIANGQI_QM_FILES)
    get_property(xiangqi_global_qm_files GLOBAL PROPERTY XIANGQI_QM_FILES)
    list(APPEND xiangqi_qm_files ${xiangqi_global_qm_files})
    list(REMOVE_DUPLICATES xiangqi_qm_files)
    if(xiangqi_qm_files)
        install(FILES ${xiangqi_qm_files}
            DESTINATION ${CMAKE_INSTALL_DATADIR}/xiangqi/translations COMPONENT runtime)
    endif()
endif()

# Step 3. The Debian package.
set(CPACK_PACKAGE_NAME xiangqi)
set(CPACK_PACKAGE_VENDOR "The Xiangqi developers")
set(XIANGQI_DEB_MAINTAINER "The Xiangqi developers <xiangqi@invalid>" CACHE STRING
    "Maintainer field of the Debian package")
set(CPACK_PACKAGE_CONTACT ${XIANGQI_DEB_MAINTAINER})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Chinese chess (xiangqi) against a real engine")
# Debian wants the lines of the long description under 80 characters.
set(CPACK_PACKAGE_DESCRIPTION
    "Xiangqi is Chinese chess on the desktop, against a computer opponent that is\n\
a real engine with difficulty levels. The engine also runs on its own as\n\
xiangqi-engine, a UCI engine for other Xiangqi programs; xiangqi-cli converts\n\
and checks game records.")
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
set(CPACK_PACKAGE_INSTALL_DIRECTORY xiangqi)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
if(NOT CPACK_GENERATOR)
    set(CPACK_GENERATOR DEB)
endif()

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_COMPRESSION_TYPE xz)

# The architecture: CPack asks dpkg on the build machine, which is wrong for a cross build.
set(XIANGQI_DEB_ARCHITECTURE "" CACHE STRING
    "Debian architecture of the package (empty: from the target processor)")
if(XIANGQI_DEB_ARCHITECTURE)
    set(CPACK_DEBIAN_PACKAGE_ARCHITECTURE ${XIANGQI_DEB_ARCHITECTURE})
elseif(CMAKE_CROSSCOMPILING)
    if(CMAKE_SYSTEM_PROCESSOR MATCHES "^(aarch64|arm64)$")
        set(CPACK_DEBIAN_PACKAGE_ARCHITECTURE arm64)
    elseif(CMAKE_SYSTEM_PROCESSOR MATCHES "^arm")
        set(CPACK_DEBIAN_PACKAGE_ARCHITECTURE armhf)
    elseif(CMAKE_SYSTEM_PROCESSOR MATCHES "^(x86_64|AMD64)$")
        set(CPACK_DEBIAN_PACKAGE_ARCHITECTURE amd64)
    endif()
endif()

# Library dependencies come from dpkg-shlibdeps, which needs the target's libraries registered
# with dpkg (native, or Debian multiarch for arm64). A sysroot unpacked with dpkg -x is not, so
# such a build turns it off and names the libraries' packages in XIANGQI_DEB_LIBRARY_DEPENDS.
set(XIANGQI_DEB_SHLIBDEPS ON CACHE BOOL "Compute the package's library dependencies with dpkg-shlibdeps")
set(XIANGQI_DEB_LIBRARY_DEPENDS "" CACHE STRING
    "Library packages the .deb depends on when XIANGQI_DEB_SHLIBDEPS is off, comma separated")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ${XIANGQI_DEB_SHLIBDEPS})

# What no linker sees: the Qt platform plugins (libqt6gui6 only recommends them) and a CJK font
# for the stones' characters, one of the families the board asks for (src/app/xiangqi/boardpainter.cpp).
# Noto CJK comes first; a small board can install the far smaller WenQuanYi Zen Hei instead. The
# engine alone needs neither.
set(xiangqi_deb_depends ${XIANGQI_DEB_LIBRARY_DEPENDS})
if(TARGET xiangqi)
    # Qt's own words (standard buttons, the file dialog) in the player's language.
    list(APPEND xiangqi_deb_depends qt6-qpa-plugins
        "fonts-noto-cjk | fonts-wqy-zenhei | fonts-arphic-ukai" qt6-translations-l10n)
    set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-wayland")
endif()
list(FILTER xiangqi_deb_depends EXCLUDE REGEX "^ *$")
list(JOIN xiangqi_deb_depends ", " CPACK_DEBIAN_PACKAGE_DEPENDS)

include(CPack)
