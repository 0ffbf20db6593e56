#pragma once

// A rule's evaluation weights as a file, so another set (a new training round, an experiment)
// can be played without rebuilding: text lines "gomoku-eval-weights 4", "rule" and its name
// (freestyle, standard, renju), "combinations" and the combination names in order
// (evaluation.h), "to-move" and "waiting" with one integer per combination, "tempo", "threats"
// with the threat table's 72 integers (threatState's order), and last "crc32" with the CRC-32
// (hexadecimal) of every byte before that line. A file of another version (version 1 held the
// line-pattern weights, version 2 one set for every rule, version 3 no threat table) or layout,
// or a damaged one, is refused with the reason; scripts/gomoku-train-eval writes it
// (--weights-file).

#include "gomoku/evaluation.h"

#include <optional>
#include <string>
#include <string_view>

namespace gomoku {

struct RuleEvalWeights {
    Rule rule = Rule::FreeStyle;
    EvalWeights weights;

    bool operator==(const RuleEvalWeights &) const = default;
};

std::string evalWeightsText(const RuleEvalWeights &weights);
std::optional<RuleEvalWeights> parseEvalWeights(std::string_view text, std::string &error);
std::optional<RuleEvalWeights> readEvalWeightsFile(const std::string &path, std::string &error);
/// Reads the file and makes its weights the program's for its rule (useEvalWeights); false with
/// the reason when it is refused, and the weights in use stay.
bool useEvalWeightsFile(const std::string &path, std::string &error);

} // namespace gomoku
