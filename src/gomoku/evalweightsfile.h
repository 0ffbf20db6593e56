#pragma once

// The evaluation's weights as a file, so another set (a new training round, an experiment) can
// be played without rebuilding: text lines "gomoku-eval-weights 2", "combinations" and the
// combination names in order (evaluation.h), "to-move" and "waiting" with one integer per
// combination, "tempo", and last "crc32" with the CRC-32 (hexadecimal) of every byte before that
// line. A file of another version (version 1 held the line-pattern weights) or layout, or a
// damaged one, is refused with the reason;
// scripts/gomoku-train-eval writes it (--weights-file).

#include "gomoku/evaluation.h"

#include <optional>
#include <string>
#include <string_view>

namespace gomoku {

std::string evalWeightsText(const EvalWeights &weights);
std::optional<EvalWeights> parseEvalWeights(std::string_view text, std::string &error);
std::optional<EvalWeights> readEvalWeightsFile(const std::string &path, std::string &error);
/// Reads the file and makes its weights the program's (useEvalWeights); false with the reason
/// when it is refused, and the weights in use stay.
bool useEvalWeightsFile(const std::string &path, std::string &error);

} // namespace gomoku
