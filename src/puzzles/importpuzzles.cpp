#include "puzzles/importpuzzles.h"

#include "puzzles/puzzlerecord.h"
#include "records/records.h"

#include <algorithm>
#include <filesystem>

namespace puzzles {

namespace {

using Failure = xq::Result<ImportedCollection>;

/// The record files directly in `folder`, by name; or `path` alone when it is no folder.
xq::Result<std::vector<std::filesystem::path>> recordFiles(const std::filesystem::path &path)
{
    std::error_code error;
    if (!std::filesystem::is_directory(path, error)) {
        return std::vector<std::filesystem::path> { path };
    }
    std::vector<std::filesystem::path> files;
    for (const auto &entry : std::filesystem::directory_iterator(path, error)) {
        if (entry.is_regular_file() && xq::formatForPath(entry.path().string())) {
            files.push_back(entry.path());
        }
    }
    if (error) {
        return xq::Result<std::vector<std::filesystem::path>>::failure(
            path.string() + ": " + error.message());
    }
    std::sort(files.begin(), files.end());
    if (files.empty()) {
        return xq::Result<std::vector<std::filesystem::path>>::failure(
            path.string() + ": no record file in this folder");
    }
    return files;
}

} // namespace

MateProofSettings importSettings()
{
    MateProofSettings settings;
    settings.screenDepth = 11;
    settings.screenNodeLimit = 2'000'000;
    settings.nodeLimit = 2'000'000;
    return settings;
}

xq::Result<ImportedCollection> importPuzzles(const std::string &path,
    const MateProofSettings &settings, const std::function<void(int, int)> &onRecord)
{
    const auto files = recordFiles(path);
    if (!files) {
        return Failure::failure(files.error());
    }
    MateProver prover(settings);
    ImportedCollection collection;
    for (const std::filesystem::path &file : *files) {
        const auto records = xq::loadGames(file.string());
        if (!records) {
            return Failure::failure(records.error());
        }
        const std::string name = file.filename().string();
        for (std::size_t i = 0; i < records->size(); ++i) {
            const std::string where
                = records->size() > 1 ? name + " game " + std::to_string(i + 1) : name;
            xq::Result<Puzzle> puzzle = (*records)[i]
                ? recordPuzzle(*(*records)[i], prover)
                : xq::Result<Puzzle>::failure((*records)[i].error());
            if (puzzle) {
                if (puzzle->source.empty()) {
                    puzzle->source = where;
                }
                collection.puzzles.push_back(std::move(puzzle).value());
            } else {
                collection.unsolved.push_back(where + ": " + puzzle.error());
            }
            if (onRecord) {
                onRecord(static_cast<int>(i + 1), static_cast<int>(records->size()));
            }
        }
    }
    if (collection.puzzles.empty()) {
        return Failure::failure(path + ": no record becomes a puzzle ("
            + (collection.unsolved.empty() ? std::string("none read") : collection.unsolved.front())
            + ")");
    }
    return collection;
}

} // namespace puzzles
