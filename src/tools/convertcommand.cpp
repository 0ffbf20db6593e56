#include "tools/cliarguments.h"
#include "tools/commands.h"
#include "tools/filescan.h"
#include "tools/gamesink.h"
#include "tools/outputnames.h"
#include "tools/recordfilelist.h"

#include "records/atomicfile.h"
#include "records/records.h"

#include <filesystem>
#include <iostream>

namespace xq::cli {

namespace {

namespace fs = std::filesystem;

/// What every conversion needs to know, and what it has found wrong so far.
struct Conversion {
    ReadOptions read;
    WriteOptions write;
    RecordFormat to = RecordFormat::Pgn; ///< for folders, splits and standard output
    std::string namePattern = "{n}";
    OutputNames names;
    int failures = 0;

    void fail(const std::string &error)
    {
        std::cerr << error << "\n";
        ++failures;
    }
};

std::optional<WriteOptions> writeOptions(const Arguments &args)
{
    WriteOptions options;
    if (const auto format = args.keyword("format")) {
        if (*format == "chinese") {
            options.notation = Notation::Chinese;
        } else if (*format == "wxf") {
            options.notation = Notation::Wxf;
        } else if (*format == "iccs") {
            options.notation = Notation::Iccs;
        } else {
            std::cerr << "convert: --format must be chinese, wxf or iccs\n";
            return std::nullopt;
        }
    }
    if (const auto encoding = args.keyword("encoding")) {
        if (*encoding == "utf8" || *encoding == "utf-8") {
            options.encoding = TextEncoding::Utf8;
        } else if (*encoding == "gbk") {
            options.encoding = TextEncoding::Gbk;
        } else {
            std::cerr << "convert: --encoding must be utf8 or gbk\n";
            return std::nullopt;
        }
    }
    return options;
}

std::optional<RecordFormat> targetFormat(const Arguments &args)
{
    const auto format = formatForPath("x." + args.keyword("to").value_or("pgn"));
    if (!format || !canWrite(*format)) {
        std::cerr << "convert: --to must be one of " << writtenFormatList() << "\n";
        return std::nullopt;
    }
    return format;
}

/// OUT with the game number before its extension: game 2 of OUT.xqf is OUT-2.xqf.
std::string numberedPath(const std::string &out, int number)
{
    fs::path path(out);
    const std::string extension = path.extension().string();
    path.replace_extension();
    return path.string() + "-" + std::to_string(number) + extension;
}

void writeOne(Conversion &c, const GameTree &game, const std::string &wanted, RecordFormat format)
{
    const auto path = c.names.claim(wanted);
    if (!path.ok()) {
        c.fail(path.error());
        return;
    }
    auto bytes = writeRecord(game, format, c.write);
    const auto error = bytes.ok() ? writeFileAtomically(*path, *bytes)
                                  : std::optional<std::string>(*path + ": " + bytes.error());
    if (error) {
        c.fail(*error);
    }
}

/// Converts one file into `out` (claimed already): all its games into one file when the
/// format holds several, else a numbered file per game.
void convertInto(Conversion &c, const std::string &in, const std::string &out, RecordFormat to)
{
    std::optional<GameSink> sink;
    const FileScan scan = scanFile(in, c.read, [&](const GameSeen &seen) {
        if (seen.several && !holdsSeveralGames(to)) {
            writeOne(c, seen.game, numberedPath(out, seen.number), to);
            return;
        }
        if (!sink) {
            auto opened = GameSink::open(out, to, c.write);
            if (!opened.ok()) {
                c.fail(opened.error());
                return;
            }
            sink.emplace(std::move(opened).value());
        }
        if (const auto error = sink->add(seen.game)) {
            c.fail(*error);
        }
    });
    for (const std::string &error : scan.errors) {
        c.fail(error);
    }
    if (sink) {
        if (const auto error = sink->finish()) {
            c.fail(*error);
        }
    }
}

int convertFile(Conversion &c, const std::string &in, const std::string &out)
{
    const auto format = out == "-" ? std::optional(c.to) : formatForPath(out);
    if (!format || !canWrite(*format)) {
        std::cerr << "convert: " << out << ": not an extension written (use " << writtenFormatList()
                  << ")\n";
        return ExitUsage;
    }
    std::error_code error;
    if (out != "-" && fs::exists(out, error) && fs::equivalent(in, out, error)) {
        std::cerr << "convert: " << out << " is the file being converted; not written\n";
        return ExitRecordError;
    }
    const auto target = out == "-" ? Result<std::string>(out) : c.names.claim(out);
    if (!target.ok()) {
        c.fail(target.error());
        return ExitRecordError;
    }
    convertInto(c, in, *target, *format);
    return c.failures == 0 ? ExitOk : ExitRecordError;
}

/// Every record of the folder `in` into the folder `out`, keeping sub-folders.
int convertFolder(Conversion &c, const std::string &in, const std::vector<std::string> &files,
    const fs::path &out)
{
    int converted = 0;
    for (const std::string &file : files) {
        fs::path wanted = out / fs::relative(file, in);
        wanted.replace_extension(std::string(extensionFor(c.to)));
        std::error_code error;
        fs::create_directories(wanted.parent_path(), error);
        const auto target = c.names.claim(wanted.string());
        const int before = c.failures;
        if (!target.ok()) {
            c.fail(target.error());
        } else {
            convertInto(c, file, *target, c.to);
        }
        converted += c.failures == before ? 1 : 0;
    }
    std::cout << "converted " << converted << " records, " << files.size() - converted
              << " failed\n";
    return converted == static_cast<int>(files.size()) ? ExitOk : ExitRecordError;
}

/// Every game of every record of a folder into one collection.
int mergeFolder(Conversion &c, const std::vector<std::string> &files, const std::string &out)
{
    const auto format = out == "-" ? std::optional(c.to) : formatForPath(out);
    const auto target = out == "-" ? Result<std::string>(out) : c.names.claim(out);
    if (!target.ok()) {
        c.fail(target.error());
        return ExitRecordError;
    }
    auto sink = GameSink::open(*target, *format, c.write);
    if (!sink.ok()) {
        c.fail(sink.error());
        return ExitRecordError;
    }
    for (const std::string &file : files) {
        const FileScan scan = scanFile(file, c.read, [&](const GameSeen &seen) {
            if (const auto error = sink->add(seen.game)) {
                c.fail(*error);
            }
        });
        for (const std::string &error : scan.errors) {
            c.fail(error);
        }
    }
    if (const auto error = sink->finish()) {
        c.fail(*error);
    }
    std::cerr << sink->count() << " games from " << files.size() << " files merged into "
              << (out == "-" ? "(standard output)" : out) << ", " << c.failures << " failed\n";
    return c.failures == 0 ? ExitOk : ExitRecordError;
}

/// Each game of a collection into its own file of the folder `out`, named by the pattern.
int splitFile(Conversion &c, const std::string &in, const fs::path &out)
{
    // Numbers are padded to the digits of the last one: standard input is read only once.
    const int games = in == "-" ? 0 : scanFile(in, c.read, [](const GameSeen &) {}).games;
    const int width = std::max(static_cast<int>(std::to_string(games).size()), in == "-" ? 4 : 1);
    std::error_code error;
    fs::create_directories(out, error);
    int written = 0;
    const FileScan scan = scanFile(in, c.read, [&](const GameSeen &seen) {
        const std::string name = nameFromPattern(c.namePattern, seen.game, seen.number, width);
        const int before = c.failures;
        writeOne(c, seen.game, (out / (name + std::string(extensionFor(c.to)))).string(), c.to);
        written += c.failures == before ? 1 : 0;
    });
    for (const std::string &e : scan.errors) {
        c.fail(e);
    }
    std::cout << (in == "-" ? "(standard input)" : in) << ": " << written << " of " << scan.games
              << " games written into " << out.string() << "\n";
    return c.failures == 0 ? ExitOk : ExitRecordError;
}

bool namesAFolder(const std::string &path)
{
    std::error_code error;
    return path.ends_with('/') || fs::is_directory(path, error);
}

} // namespace

int convertCommand(const std::vector<std::string> &rawArgs)
{
    const auto args
        = parseArguments(rawArgs, { "format", "encoding", "to", "name" }, { "force", "strict" });
    if (!args || args->positional.size() != 2) {
        std::cerr << "convert: expected IN OUT\n";
        return ExitUsage;
    }
    const auto write = writeOptions(*args);
    const auto to = targetFormat(*args);
    if (!write || !to) {
        return ExitUsage;
    }
    const std::string &in = args->positional[0];
    const std::string &out = args->positional[1];
    const bool folderIn = in != "-" && namesAFolder(in);
    const std::vector<std::string> files = folderIn ? recordFiles({ in }) : std::vector { in };
    Conversion c { {}, *write, *to, "{n}", OutputNames(files, args->has("force")) };
    c.read.strict = args->has("strict");
    if (const auto it = args->options.find("name"); it != args->options.end()) {
        c.namePattern = it->second;
    }
    const auto outFormat = formatForPath(out);
    if (folderIn
        && (out == "-" || (outFormat && holdsSeveralGames(*outFormat) && !namesAFolder(out)))) {
        return mergeFolder(c, files, out);
    }
    if (folderIn) {
        return convertFolder(c, in, files, out);
    }
    if (out != "-" && namesAFolder(out)) {
        return splitFile(c, in, out);
    }
    return convertFile(c, in, out);
}

} // namespace xq::cli
