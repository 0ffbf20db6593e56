#pragma once

// A file put into the program's read-only data by the assembler, byte for byte, between the
// symbols NAME and NAMEEnd: how the built-in net, weights and puzzle sets ship inside the
// programs without a generated source. PATH is a string literal (a compile definition).

#define XQ_EMBED_FILE(NAME, PATH)                                                                  \
    asm(".section .rodata\n"                                                                       \
        ".balign 16\n"                                                                             \
        ".global " #NAME "\n" #NAME ":\n"                                                          \
        ".incbin \"" PATH "\"\n"                                                                   \
        ".global " #NAME "End\n" #NAME "End:\n"                                                    \
        ".previous\n");                                                                            \
    extern "C" const unsigned char NAME[];                                                         \
    extern "C" const unsigned char NAME##End[]
