#include "gomoku/evalweightsfile.h"

#include "gomoku/checkedtext.h"
#include "gomoku/pointtable.h"

#include <charconv>
#include <fstream>
#include <iterator>
#include <sstream>
#include <vector>

namespace gomoku {

namespace {

constexpr std::string_view Header = "gomoku-eval-weights 4";
template <std::size_t N>
bool parseRow(const std::vector<std::string> &words, std::array<std::int16_t, N> &row)
{
    if (words.size() != row.size()) {
        return false;
    }
    for (std::size_t i = 0; i < row.size(); ++i) {
        int value = 0;
        if (!parseInt16(words[i], value)) {
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
    return withChecksum(out.str());
}

std::optional<RuleEvalWeights> parseEvalWeights(std::string_view text, std::string &error)
{
    if (!text.starts_with(Header)) {
        error = text.starts_with("gomoku-eval-weights")
            ? "Gomoku evaluation weights of another version"
            : "not a Gomoku evaluation weights file (no \"gomoku-eval-weights 4\" header)";
        return std::nullopt;
    }
    const auto checked = checkedLines(text, "Gomoku evaluation weights", error);
    if (!checked) {
        return std::nullopt;
    }
    const std::vector<std::string> &lines = *checked;
    const auto ruleWords = lines.size() >= 2 ? lineFields(lines[1], "rule") : std::nullopt;
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
    const auto names = lineFields(lines[2], "combinations");
    bool sameLayout = names && names->size() == std::size_t(CombinationCount);
    for (int c = 0; sameLayout && c < CombinationCount; ++c) {
        sameLayout = (*names)[c] == combinationName(c);
    }
    if (!sameLayout) {
        error = "Gomoku evaluation weights of another layout (not the 1001 pattern combinations)";
        return std::nullopt;
    }
    EvalWeights weights;
    const auto toMove = lineFields(lines[3], "to-move");
    const auto waiting = lineFields(lines[4], "waiting");
    const auto tempo = lineFields(lines[5], "tempo");
    const auto threats = lineFields(lines[6], "threats");
    if (!toMove || !parseRow(*toMove, weights.toMove) || !waiting
        || !parseRow(*waiting, weights.waiting) || !tempo || tempo->size() != 1
        || !parseInt16(tempo->front(), weights.tempo) || !threats
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
