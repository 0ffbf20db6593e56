#include "tools/cliarguments.h"
#include "tools/commands.h"
#include "tools/filegames.h"

#include "records/records.h"

#include <filesystem>
#include <iostream>

namespace xq::cli {

namespace {

namespace fs = std::filesystem;

std::optional<WriteOptions> writeOptions(const Arguments &args)
{
    WriteOptions options;
    if (const auto it = args.options.find("format"); it != args.options.end()) {
        if (it->second == "chinese") {
            options.notation = Notation::Chinese;
        } else if (it->second == "wxf") {
            options.notation = Notation::Wxf;
        } else if (it->second == "iccs") {
            options.notation = Notation::Iccs;
        } else {
            std::cerr << "convert: --format must be chinese, wxf or iccs\n";
            return std::nullopt;
        }
    }
    if (const auto it = args.options.find("encoding"); it != args.options.end()) {
        if (it->second == "utf8" || it->second == "utf-8") {
            options.encoding = TextEncoding::Utf8;
        } else if (it->second == "gbk") {
            options.encoding = TextEncoding::Gbk;
        } else {
            std::cerr << "convert: --encoding must be utf8 or gbk\n";
            return std::nullopt;
        }
    }
    return options;
}

/// OUT with the game number before its extension: game 2 of OUT.xqf is OUT-2.xqf.
std::string numberedPath(const std::string &out, int number)
{
    fs::path path(out);
    const std::string extension = path.extension().string();
    path.replace_extension();
    return path.string() + "-" + std::to_string(number) + extension;
}

/// Writes the games of a file that holds several into a format that holds one: a file per game.
bool saveEach(const FileGames &file, const std::string &out, const WriteOptions &options)
{
    bool ok = true;
    for (const NumberedGame &g : file.read) {
        if (const auto error = saveRecord(g.game, numberedPath(out, g.number), options)) {
            std::cerr << *error << "\n";
            ok = false;
        }
    }
    std::cout << out << ": " << file.read.size() << " games written to "
              << numberedPath(out, file.read.front().number) << " ... "
              << numberedPath(out, file.read.back().number) << "\n";
    return ok;
}

/// Converts one file, every game of it; prints the errors and returns false when a game could
/// not be read or written (the games that could are written all the same).
bool convertFile(const std::string &in, const std::string &out, const WriteOptions &options)
{
    const FileGames file = loadFileGames(in);
    for (const std::string &error : file.errors) {
        std::cerr << error << "\n";
    }
    if (file.read.empty()) {
        return false;
    }
    const bool allRead = file.errors.empty();
    const auto format = formatForPath(out);
    if (file.count > 1 && format && !holdsSeveralGames(*format)) {
        return saveEach(file, out, options) && allRead;
    }
    std::vector<GameTree> games;
    for (const NumberedGame &g : file.read) {
        games.push_back(g.game);
    }
    if (const auto error = saveRecords(games, out, options)) {
        std::cerr << *error << "\n";
        return false;
    }
    return allRead;
}

int convertFolder(
    const fs::path &in, const fs::path &out, RecordFormat to, const WriteOptions &options)
{
    int converted = 0;
    int failed = 0;
    std::error_code ec;
    for (const auto &entry : fs::recursive_directory_iterator(in, ec)) {
        if (!entry.is_regular_file() || !formatForPath(entry.path().string())) {
            continue;
        }
        fs::path target = out / fs::relative(entry.path(), in);
        target.replace_extension(std::string(extensionFor(to)));
        fs::create_directories(target.parent_path(), ec);
        if (convertFile(entry.path().string(), target.string(), options)) {
            ++converted;
        } else {
            ++failed;
        }
    }
    if (ec) {
        std::cerr << in.string() << ": " << ec.message() << "\n";
        return ExitRecordError;
    }
    std::cout << "converted " << converted << " records, " << failed << " failed\n";
    return failed == 0 ? ExitOk : ExitRecordError;
}

std::optional<RecordFormat> folderFormat(const Arguments &args)
{
    const auto it = args.options.find("to");
    const std::string name = it == args.options.end() ? "pgn" : it->second;
    const auto format = formatForPath("x." + name);
    if (!format) {
        std::cerr << "convert: --to must be pgn, xqf, ubb or fen\n";
    }
    return format;
}

} // namespace

int convertCommand(const std::vector<std::string> &rawArgs)
{
    const auto args = parseArguments(rawArgs, { "format", "encoding", "to" });
    if (!args || args->positional.size() != 2) {
        std::cerr << "convert: expected IN OUT\n";
        return ExitUsage;
    }
    const auto options = writeOptions(*args);
    if (!options) {
        return ExitUsage;
    }
    const std::string &in = args->positional[0];
    const std::string &out = args->positional[1];
    if (fs::is_directory(in)) {
        const auto to = folderFormat(*args);
        return to ? convertFolder(in, out, *to, *options) : ExitUsage;
    }
    if (!formatForPath(out)) {
        std::cerr << "convert: " << out
                  << ": unknown extension (use .pgn, .xqf, .ubb, .txt or .fen)\n";
        return ExitUsage;
    }
    return convertFile(in, out, *options) ? ExitOk : ExitRecordError;
}

} // namespace xq::cli
