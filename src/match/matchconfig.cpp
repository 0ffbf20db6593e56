#include "match/matchconfig.h"

#include "match/enginesfile.h"

#include <algorithm>
#include <charconv>
#include <functional>
#include <map>

namespace xq::match {

namespace {

using Words = std::vector<std::string>;
using Pair = std::pair<std::string, std::string>;

Result<bool> fail(std::string why)
{
    return Result<bool>::failure(std::move(why));
}

std::optional<Pair> splitPair(const std::string &word)
{
    const auto equals = word.find('=');
    if (equals == std::string::npos) {
        return std::nullopt;
    }
    return Pair { word.substr(0, equals), word.substr(equals + 1) };
}

template <typename T> std::optional<T> number(const std::string &text)
{
    T value {};
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size()) {
        return std::nullopt;
    }
    return value;
}

/// Reads the `key=value` words of one option into `pairs`.
Result<bool> pairsOf(const std::string &option, const Words &words, std::vector<Pair> &pairs)
{
    for (const std::string &word : words) {
        auto pair = splitPair(word);
        if (!pair) {
            return fail(option + ": expected key=value, got '" + word + "'");
        }
        pairs.push_back(std::move(*pair));
    }
    return true;
}

/// Everything -engine and -each accept, applied to one engine.
class EngineKeys {
public:
    EngineKeys(const EnginesFile &file, std::string programDir)
        : m_file(file), m_programDir(std::move(programDir))
    {
    }

    Result<bool> apply(EngineSpec &spec, const Pair &pair) const
    {
        const auto &[key, value] = pair;
        if (key == "conf") {
            const auto *entry = m_file.find(value);
            if (!entry) {
                return fail("no engine '" + value + "' in the engines file");
            }
            for (const Pair &p : *entry) {
                if (auto applied = apply(spec, p); !applied) {
                    return applied;
                }
            }
            spec.client.name = spec.client.name.empty() ? value : spec.client.name;
            return true;
        }
        if (key == "name") {
            spec.client.name = value;
        } else if (key == "cmd") {
            spec.client.command = value == "builtin" ? builtin() : value;
        } else if (key == "dir") {
            spec.client.workingDir = value;
        } else if (key == "proto") {
            const auto kind = client::parseDialect(value);
            if (!kind) {
                return fail("unknown protocol '" + value + "' (uci, ucci or uci-fsf)");
            }
            spec.client.dialect = kind;
        } else if (key.rfind("option.", 0) == 0) {
            spec.client.options.emplace_back(key.substr(7), value);
        } else if (key == "starttimeout") {
            const auto seconds = number<double>(value);
            if (!seconds || *seconds <= 0) {
                return fail("bad starttimeout '" + value + "'");
            }
            spec.client.startTimeout
                = std::chrono::milliseconds(static_cast<long long>(*seconds * 1000));
        } else if (key == "restart" || key == "ponder" || key == "stderr") {
            // Accepted for cutechess-cli compatibility: engines restart after faults anyway,
            // never ponder and their stderr is discarded.
        } else if (auto applied = spec.tc.apply(key, value); !applied || !*applied) {
            return applied ? fail("unknown engine key '" + key + "'") : applied;
        }
        return true;
    }

    std::string builtin() const { return m_programDir + "/xiangqi-engine"; }

private:
    const EnginesFile &m_file;
    std::string m_programDir;
};

struct Parser {
    MatchConfig config;
    std::vector<std::vector<Pair>> engines;
    std::vector<Pair> each;
    std::string enginesFile;

    Result<bool> option(const std::string &name, const Words &words);
    /// -engine, -each, -openings, -sprt, -draw, -resign: key=value words.
    Result<bool> pairOption(const std::string &name, const Words &words);
    /// -games, -rounds, -repeat, -concurrency, -maxmoves, -ratinginterval, -srand.
    Result<bool> numberOption(const std::string &name, const Words &words);
};

Result<bool> readInt(const std::string &name, const Words &words, int &out, int minimum)
{
    const auto value = words.empty() ? std::nullopt : number<int>(words[0]);
    if (!value || *value < minimum) {
        return fail(name + ": expected a number of at least " + std::to_string(minimum));
    }
    out = *value;
    return true;
}

Result<bool> readOpenings(MatchConfig &config, const std::vector<Pair> &pairs)
{
    for (const auto &[key, value] : pairs) {
        if (key == "file") {
            config.openingsFile = value;
        } else if (key == "format") {
            config.openingsFormat = value == "pgn" ? OpeningFormat::Pgn
                : value == "epd"                   ? OpeningFormat::Epd
                                                   : OpeningFormat::Auto;
        } else if (key == "order") {
            config.openingsRandom = value == "random";
        } else if (key == "plies") {
            config.openingsPlies = number<int>(value).value_or(0);
        } else if (key == "start") {
            config.openingsStart = number<int>(value).value_or(1);
        } else if (key != "policy") {
            return fail("-openings: unknown key '" + key + "'");
        }
    }
    return config.openingsFile.empty() ? fail("-openings: file= is missing") : Result<bool>(true);
}

/// Reads `key=number` pairs into the named fields.
Result<bool> readNumbers(const std::string &option, const std::vector<Pair> &pairs,
    const std::map<std::string, double *> &fields)
{
    for (const auto &[key, value] : pairs) {
        const auto field = fields.find(key);
        const auto parsed = number<double>(value);
        if (field == fields.end() || !parsed) {
            return fail(option + ": bad '" + key + "=" + value + "'");
        }
        *field->second = *parsed;
    }
    return true;
}

Result<bool> readAdjudication(
    MatchConfig &config, const std::string &name, const std::vector<Pair> &pairs, bool twoSided)
{
    double moveNumber = 0;
    double moveCount = 1;
    double score = 0;
    std::map<std::string, double *> fields { { "movecount", &moveCount }, { "score", &score } };
    if (name == "-draw") {
        fields["movenumber"] = &moveNumber;
    }
    if (auto read = readNumbers(name, pairs, fields); !read) {
        return read;
    }
    if (name == "-draw") {
        config.draw = DrawRule { int(moveNumber), int(moveCount), int(score) };
    } else {
        config.resign = ResignRule { int(moveCount), int(score), twoSided };
    }
    return true;
}

Result<bool> Parser::option(const std::string &name, const Words &words)
{
    static const std::string PairOptions[]
        = { "-engine", "-each", "-openings", "-sprt", "-draw", "-resign" };
    if (std::find(std::begin(PairOptions), std::end(PairOptions), name) != std::end(PairOptions)) {
        return pairOption(name, words);
    }
    if (name == "-games" || name == "-rounds" || name == "-concurrency" || name == "-maxmoves"
        || name == "-ratinginterval" || name == "-srand" || name == "-repeat") {
        return numberOption(name, words);
    }
    if (name == "-pgnout") {
        if (words.empty()) {
            return fail("-pgnout: a file name is missing");
        }
        config.pgnOut = words[0];
        config.pgnMin = words.size() > 1 && words[1] == "min";
    } else if (name == "-jsonout" || name == "-engines") {
        if (words.size() != 1) {
            return fail(name + ": expected one file name");
        }
        (name == "-jsonout" ? config.jsonOut : enginesFile) = words[0];
    } else if (name == "-tournament") {
        if (words.size() != 1 || (words[0] != "gauntlet" && words[0] != "round-robin")) {
            return fail("-tournament: gauntlet or round-robin");
        }
        config.tournament
            = words[0] == "gauntlet" ? TournamentKind::Gauntlet : TournamentKind::RoundRobin;
    } else if (name == "-recover") {
        config.recover = true;
    } else if (name == "-help" || name == "--help" || name == "-h") {
        config.help = true;
    } else if (name == "-version" || name == "--version") {
        config.version = true;
    } else {
        return fail("unknown option '" + name + "' (see --help)");
    }
    return true;
}

Result<bool> Parser::pairOption(const std::string &name, const Words &words)
{
    std::vector<Pair> pairs;
    bool twoSided = false;
    Words plain;
    for (const std::string &w : words) {
        if (w == "twosided=true") {
            twoSided = true;
        } else {
            plain.push_back(w);
        }
    }
    if (auto read = pairsOf(name, plain, pairs); !read) {
        return read;
    }
    if (name == "-engine") {
        engines.push_back(pairs);
    } else if (name == "-each") {
        each.insert(each.end(), pairs.begin(), pairs.end());
    } else if (name == "-openings") {
        return readOpenings(config, pairs);
    } else if (name == "-sprt") {
        config.sprt = SprtSettings {};
        return readNumbers(name, pairs,
            { { "elo0", &config.sprt->elo0 }, { "elo1", &config.sprt->elo1 },
                { "alpha", &config.sprt->alpha }, { "beta", &config.sprt->beta } });
    } else {
        return readAdjudication(config, name, pairs, twoSided);
    }
    return true;
}

Result<bool> Parser::numberOption(const std::string &name, const Words &words)
{
    if (name == "-repeat") {
        config.repeat = 2;
        return words.empty() ? Result<bool>(true) : readInt(name, words, config.repeat, 1);
    }
    if (name == "-srand") {
        int seed = 0;
        auto read = readInt(name, words, seed, 0);
        config.seed = static_cast<unsigned>(seed);
        return read;
    }
    const std::map<std::string, std::pair<int *, int>> Fields {
        { "-games", { &config.games, 1 } },
        { "-rounds", { &config.rounds, 1 } },
        { "-concurrency", { &config.concurrency, 1 } },
        { "-maxmoves", { &config.maxMoves, 1 } },
        { "-ratinginterval", { &config.ratingInterval, 0 } },
    };
    const auto &[field, minimum] = Fields.at(name);
    return readInt(name, words, *field, minimum);
}

Result<bool> buildEngines(Parser &parser, const std::string &programDir)
{
    EnginesFile file;
    if (!parser.enginesFile.empty()) {
        auto loaded = EnginesFile::load(parser.enginesFile);
        if (!loaded) {
            return fail(loaded.error());
        }
        file = std::move(*loaded);
    }
    const EngineKeys keys(file, programDir);
    for (const auto &pairs : parser.engines) {
        EngineSpec spec;
        const std::vector<Pair> *lists[] = { &parser.each, &pairs };
        for (const std::vector<Pair> *list : lists) {
            for (const Pair &pair : *list) {
                if (auto applied = keys.apply(spec, pair); !applied) {
                    return applied;
                }
            }
        }
        if (spec.client.command.empty()
            && (spec.client.name == "xiangqi-engine" || spec.client.name.empty())) {
            spec.client.command = keys.builtin();
        }
        if (spec.client.command.empty()) {
            return fail("engine '" + spec.client.name + "' has no cmd=");
        }
        if (spec.client.name.empty()) {
            spec.client.name = spec.client.command.substr(spec.client.command.rfind('/') + 1);
        }
        parser.config.engines.push_back(std::move(spec));
    }
    return true;
}

} // namespace

Result<MatchConfig> parseMatchArguments(
    const std::vector<std::string> &args, const std::string &programDir)
{
    Parser parser;
    std::size_t i = 0;
    while (i < args.size()) {
        std::string name = args[i++];
        if (name.size() > 2 && name.compare(0, 2, "--") == 0 && name != "--help"
            && name != "--version") {
            name.erase(0, 1); // --games as -games: both spellings are common in match scripts
        }
        if (name.empty() || name[0] != '-') {
            return Result<MatchConfig>::failure("unexpected argument '" + name + "' (see --help)");
        }
        Words words;
        while (i < args.size() && (args[i].empty() || args[i][0] != '-')) {
            words.push_back(args[i++]);
        }
        if (auto read = parser.option(name, words); !read) {
            return Result<MatchConfig>::failure(read.error());
        }
    }
    if (parser.config.help || parser.config.version) {
        return parser.config;
    }
    if (auto built = buildEngines(parser, programDir); !built) {
        return Result<MatchConfig>::failure(built.error());
    }
    if (parser.config.engines.size() < 2) {
        return Result<MatchConfig>::failure("at least two engines are needed (-engine ...)");
    }
    if (parser.config.sprt && parser.config.engines.size() != 2) {
        return Result<MatchConfig>::failure("-sprt needs exactly two engines");
    }
    return parser.config;
}

} // namespace xq::match
