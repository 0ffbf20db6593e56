#include "cliarguments.h"
#include "commands.h"

#include "core/records.h"

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

/// Converts one file; prints the error and returns false when it fails.
bool convertFile(const std::string &in, const std::string &out, const WriteOptions &options)
{
    const auto game = loadRecord(in);
    if (!game.ok()) {
        std::cerr << game.error() << "\n";
        return false;
    }
    if (const auto error = saveRecord(*game, out, options)) {
        std::cerr << *error << "\n";
        return false;
    }
    return true;
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
