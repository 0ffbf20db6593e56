# xiangqi_expose_headers(<target> <folder>)
# Lets <target> and the targets that link it include its headers as "<folder>/name.h", and
# nothing else. The include path gets a directory of its own holding a single link, named
# <folder>, to this source folder: a library sees the headers of the libraries it links and no
# others, so the build itself keeps the layers pointing one way.
function(xiangqi_expose_headers target folder)
    set(root ${PROJECT_BINARY_DIR}/include/${folder})
    file(MAKE_DIRECTORY ${root})
    file(CREATE_LINK ${CMAKE_CURRENT_SOURCE_DIR} ${root}/${folder} SYMBOLIC)
    get_target_property(type ${target} TYPE)
    if(type STREQUAL "INTERFACE_LIBRARY")
        target_include_directories(${target} INTERFACE ${root})
    else()
        target_include_directories(${target} PUBLIC ${root})
    endif()
endfunction()
