#include "tools/filegames.h"

#include "records/records.h"

namespace xq::cli {

FileGames loadFileGames(const std::string &path)
{
    FileGames file;
    auto games = loadGames(path);
    if (!games.ok()) {
        file.errors.push_back(games.error());
        return file;
    }
    file.count = static_cast<int>(games->size());
    for (int i = 0; i < file.count; ++i) {
        auto &game = (*games)[static_cast<std::size_t>(i)];
        if (game.ok()) {
            file.read.push_back({ i + 1, std::move(game).value() });
        } else {
            file.errors.push_back(path + ": " + gameError(*games, static_cast<std::size_t>(i)));
        }
    }
    return file;
}

} // namespace xq::cli
