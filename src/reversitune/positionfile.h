#pragma once

// Labelled positions on disk, for the fitter: a header line "XQRVPOS1\n", then 17 bytes a
// position (the side to move's discs and the opponent's, little-endian, and the label in discs).

#include "positionsampler.h"

#include <fstream>
#include <optional>
#include <string>

namespace reversi::tune {

class PositionWriter {
public:
    explicit PositionWriter(const std::string &path);
    bool ok() const { return bool(m_out); }
    void write(const std::vector<LabelledPosition> &positions);

private:
    std::ofstream m_out;
};

/// Every position of the file, or nullopt (with the reason in `error`) when it is not one.
std::optional<std::vector<LabelledPosition>> readPositions(
    const std::string &path, std::string &error);

} // namespace reversi::tune
