// reversi-engine: NBoard on stdin/stdout. Options: --movetime MS (per move), --level N,
// --depth N, --threads N (Lazy SMP at full strength), --eval-file FILE (pattern weights instead
// of the built-in ones), --book-file FILE (an opening book instead of the built-in one),
// --no-book (none).

#include "reversiengine/nboardsession.h"

#include "reversi/evaluation.h"
#include "reversi/openingbook.h"
#include "reversi/patternweights.h"

#include <charconv>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace {

std::optional<int> numberArgument(int argc, char **argv, int &i)
{
    if (i + 1 >= argc) {
        return std::nullopt;
    }
    const std::string_view text = argv[++i];
    int value = 0;
    const auto [end, code] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (code != std::errc() || end != text.data() + text.size() || value < 0) {
        return std::nullopt;
    }
    return value;
}

/// A data file named on the command line, read by T::fromFile; nullptr after saying why not.
template <class T> std::shared_ptr<T> loadedFile(const char *path)
{
    std::string error;
    auto read = T::fromFile(path, error);
    if (!read) {
        std::cerr << "reversi-engine: error: " << error << '\n';
        return nullptr;
    }
    return std::make_shared<T>(std::move(*read));
}

} // namespace

int main(int argc, char **argv)
{
    std::ios::sync_with_stdio(false);
    reversi::NBoardSession session(std::cout, std::cerr);
    for (int i = 1; i < argc; ++i) {
        const std::string_view option = argv[i];
        if (option == "--eval-file" && i + 1 < argc) {
            auto weights = loadedFile<reversi::PatternWeights>(argv[++i]);
            if (!weights) {
                return 2;
            }
            reversi::installWeights(std::move(weights));
            continue;
        }
        if (option == "--book-file" && i + 1 < argc) {
            auto book = loadedFile<reversi::OpeningBook>(argv[++i]);
            if (!book) {
                return 2;
            }
            session.engine().setBook(std::move(book));
            continue;
        }
        if (option == "--no-book") {
            session.engine().setBookEnabled(false);
            continue;
        }
        const std::optional<int> value = numberArgument(argc, argv, i);
        if (!value) {
            std::cerr << "usage: reversi-engine [--movetime MS] [--level 0.." << reversi::MaxLevel
                      << "] [--depth N] [--threads N] [--eval-file FILE] [--book-file FILE] "
                         "[--no-book]\n";
            return 2;
        }
        if (option == "--movetime") {
            session.engine().setMovetime(*value);
        } else if (option == "--level") {
            session.engine().setLevel(*value);
        } else if (option == "--depth") {
            session.engine().setDepth(*value);
        } else if (option == "--threads") {
            session.engine().setThreads(*value);
        } else {
            std::cerr << "reversi-engine: unknown option " << option << '\n';
            return 2;
        }
    }
    std::string line;
    while (std::getline(std::cin, line)) {
        if (!session.execute(line)) {
            break;
        }
        std::cout.flush();
    }
    return 0;
}
