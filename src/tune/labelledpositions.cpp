#include "tune/labelledpositions.h"

#include "records/records.h"

#include <charconv>

namespace xq::tune {

namespace {

std::string_view trimmed(std::string_view text)
{
    const auto first = text.find_first_not_of(" \t\r");
    if (first == std::string_view::npos) {
        return {};
    }
    return text.substr(first, text.find_last_not_of(" \t\r") - first + 1);
}

Result<LabelledPosition> parseLine(std::string_view line)
{
    using R = Result<LabelledPosition>;
    const auto separator = line.rfind(';');
    if (separator == std::string_view::npos) {
        return R::failure("expected FEN;score");
    }
    const std::string_view scoreText = trimmed(line.substr(separator + 1));
    int score = 0;
    const auto [end, error]
        = std::from_chars(scoreText.data(), scoreText.data() + scoreText.size(), score);
    if (scoreText.empty() || error != std::errc() || end != scoreText.data() + scoreText.size()) {
        return R::failure("bad score \"" + std::string(scoreText) + "\"");
    }
    auto board = Board::fromFen(trimmed(line.substr(0, separator)));
    if (!board) {
        return R::failure("bad FEN: " + board.error());
    }
    return LabelledPosition { std::move(*board), score };
}

} // namespace

Result<std::vector<LabelledPosition>> parseLabelledPositions(std::string_view text)
{
    using R = Result<std::vector<LabelledPosition>>;
    std::vector<LabelledPosition> positions;
    int lineNumber = 0;
    while (!text.empty()) {
        const auto newline = text.find('\n');
        const std::string_view line = trimmed(text.substr(0, newline));
        text = newline == std::string_view::npos ? std::string_view {} : text.substr(newline + 1);
        ++lineNumber;
        if (line.empty() || line.front() == '#') {
            continue;
        }
        auto position = parseLine(line);
        if (!position) {
            return R::failure("line " + std::to_string(lineNumber) + ": " + position.error());
        }
        positions.push_back(std::move(*position));
    }
    return positions;
}

Result<std::vector<LabelledPosition>> loadLabelledPositions(const std::string &path)
{
    using R = Result<std::vector<LabelledPosition>>;
    const auto bytes = readFileBytes(path);
    if (!bytes) {
        return R::failure(path + ": " + bytes.error());
    }
    auto positions = parseLabelledPositions(*bytes);
    if (!positions) {
        return R::failure(path + ": " + positions.error());
    }
    return positions;
}

} // namespace xq::tune
