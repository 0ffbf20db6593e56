#include "gomoku/evalweightsfile.h"

#include "common/crc32.h"
#include "gomoku/pointtable.h"

#include <charconv>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <limits>
#include <span>
#include <sstream>
#include <vector>

namespace gomoku {

namespace {

constexpr std::string_view Header = "gomoku-eval-weights 4";
constexpr std::string_view ChecksumKey = "crc32 ";
constexpr int MaxWeight = std::numeric_limits<std::int16_t>::max();

std::uint32_t checksum(std::string_view text)
{
    return common::crc32(
        std::span(reinterpret_cast<const std::uint8_t *>(text.data()), text.size()));
}

// "key v1 v2 ...": the words after `key`, or nothing when the line starts otherwise.
std::optional<std::vector<std::string>> fields(const std::string &line, std::string_view key)
{
    std::istringstream in(line);
    std::string word;
    if (!(in >> word) || word != key) {
        return std::nullopt;
    }
    std::vector<std::string> words;
    while (in >> word) {
        words.push_back(word);
    }
    return words;
}

bool parseWeight(const std::string &word, int &value)
{
    const auto [end, error] = std::from_chars(word.data(), word.data() + word.size(), value);
    return error == std::errc() && end == word.data() + word.size() && value >= -MaxWeight
        && value <= MaxWeight;
}

template <std::size_t N>
bool parseRow(const std::vector<std::string> &words, std::array<std::int16_t, N> &row)
{
    if (words.size() != row.size()) {
        return false;
    }
    for (std::size_t i = 0; i < row.size(); ++i) {
        int value = 0;
        if (!parseWeight(words[i], value)) {
            return false;
        }
        row[i] = std::int16_t(value);
    }
    return true;
}

} // namespace

std::string evalWeightsText(const RuleEvalWeights &ruleWeights)
{
    const EvalWeights &weights = ruleWeights.weights;
    std::ostringstream out;
    out << Header << "\nrule " << ruleName(ruleWeights.rule) << "\ncombinations";
    for (int c = 0; c < CombinationCount; ++c) {
        out << ' ' << combinationName(c);
    }
    for (const auto &[key, row] :
        { std::pair { "to-move", &weights.toMove }, std::pair { "waiting", &weights.waiting } }) {
        out << '\n' << key;
        for (const auto weight : *row) {
            out << ' ' << weight;
        }
    }
    out << "\ntempo " << weights.tempo << "\nthreats";
    for (const auto weight : weights.threats) {
        out << ' ' << weight;
    }
    out << '\n';
    std::string text = out.str();
    char hex[9];
    std::snprintf(hex, sizeof hex, "%08x", unsigned(checksum(text)));
    return text + std::string(ChecksumKey) + hex + '\n';
}

std::optional<RuleEvalWeights> parseEvalWeights(std::string_view text, std::string &error)
{
    if (!text.starts_with(Header)) {
        error = text.starts_with("gomoku-eval-weights")
            ? "Gomoku evaluation weights of another version"
            : "not a Gomoku evaluation weights file (no \"gomoku-eval-weights 4\" header)";
        return std::nullopt;
    }
    const auto sum = text.rfind(std::string("\n") + std::string(ChecksumKey));
    unsigned long long stored = 0;
    const auto digits = sum == std::string_view::npos
        ? std::string_view()
        : text.substr(sum + 1 + ChecksumKey.size(), 8);
    const auto parsed = std::from_chars(digits.data(), digits.data() + digits.size(), stored, 16);
    if (digits.size() != 8 || parsed.ec != std::errc() || parsed.ptr != digits.data() + 8) {
        error = "Gomoku evaluation weights without their checksum: the file is truncated";
        return std::nullopt;
    }
    if (checksum(text.substr(0, sum + 1)) != stored) {
        error = "Gomoku evaluation weights checksum does not match: the file is damaged";
        return std::nullopt;
    }
    std::istringstream in { std::string(text.substr(0, sum + 1)) };
    std::vector<std::string> lines;
    for (std::string line; std::getline(in, line);) {
        lines.push_back(line);
    }
    const auto ruleWords = lines.size() >= 2 ? fields(lines[1], "rule") : std::nullopt;
    const auto rule
        = ruleWords && ruleWords->size() == 1 ? parseRule(ruleWords->front()) : std::nullopt;
    if (!rule) {
        error = "Gomoku evaluation weights without their rule (freestyle, standard or renju)";
        return std::nullopt;
    }
    if (lines.size() != 7) {
        error = "Gomoku evaluation weights with a line missing or too many";
        return std::nullopt;
    }
    const auto names = fields(lines[2], "combinations");
    bool sameLayout = names && names->size() == std::size_t(CombinationCount);
    for (int c = 0; sameLayout && c < CombinationCount; ++c) {
        sameLayout = (*names)[c] == combinationName(c);
    }
    if (!sameLayout) {
        error = "Gomoku evaluation weights of another layout (not the 1001 pattern combinations)";
        return std::nullopt;
    }
    EvalWeights weights;
    const auto toMove = fields(lines[3], "to-move");
    const auto waiting = fields(lines[4], "waiting");
    const auto tempo = fields(lines[5], "tempo");
    const auto threats = fields(lines[6], "threats");
    if (!toMove || !parseRow(*toMove, weights.toMove) || !waiting
        || !parseRow(*waiting, weights.waiting) || !tempo || tempo->size() != 1
        || !parseWeight(tempo->front(), weights.tempo) || !threats
        || !parseRow(*threats, weights.threats)) {
        error = "Gomoku evaluation weights with a malformed line";
        return std::nullopt;
    }
    return RuleEvalWeights { *rule, weights };
}

std::optional<RuleEvalWeights> readEvalWeightsFile(const std::string &path, std::string &error)
{
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        error = "cannot open " + path;
        return std::nullopt;
    }
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    auto weights = parseEvalWeights(text, error);
    if (!weights) {
        error = path + ": " + error;
    }
    return weights;
}

bool useEvalWeightsFile(const std::string &path, std::string &error)
{
    const auto weights = readEvalWeightsFile(path, error);
    if (weights && !useEvalWeights(weights->rule, weights->weights)) {
        error = path + ": the evaluation is already in use; weights can only be given at start";
        return false;
    }
    return weights.has_value();
}

} // namespace gomoku
