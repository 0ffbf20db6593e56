#pragma once

// Positions for the core's invariant tests: the perft vectors plus positions reached by
// seeded random games from them, so every run checks the same, varied set.

#include "core/board.h"

#include <QFile>
#include <QString>
#include <QStringList>

#include <random>
#include <string>
#include <vector>

namespace xq::testing {

inline std::vector<std::string> perftFens()
{
    std::vector<std::string> fens;
    QFile file(QStringLiteral(XQ_SHARED_DIR "/testdata/perft.epd"));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        qFatal("%s not found: the invariant tests have no positions", qPrintable(file.fileName()));
    }
    while (!file.atEnd()) {
        const QString line = QString::fromUtf8(file.readLine()).trimmed();
        if (!line.isEmpty() && !line.startsWith(u'#')) {
            fens.push_back(line.section(u';', 0, 0).toStdString());
        }
    }
    if (fens.empty()) {
        qFatal("%s holds no position", qPrintable(file.fileName()));
    }
    return fens;
}

/// Every perft position and the positions along `games` random games from each.
inline std::vector<Board> variedPositions(int games, int maxPlies)
{
    std::vector<Board> positions;
    std::mt19937 random(20261122);
    for (const std::string &fen : perftFens()) {
        const Board start = *Board::fromFen(fen);
        positions.push_back(start);
        for (int g = 0; g < games; ++g) {
            Board board = start;
            for (int ply = 0; ply < maxPlies; ++ply) {
                MoveList moves;
                board.generateLegal(moves);
                if (moves.empty()) {
                    break;
                }
                board.makeMove(moves[random() % moves.size()]);
                positions.push_back(board);
            }
        }
    }
    return positions;
}

} // namespace xq::testing
