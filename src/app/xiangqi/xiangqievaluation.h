#pragma once

// What Xiangqi's computer thinks, in the words the status bar's ComputerStatus shows for every
// game, for the side the search plays: "Red: +0.35 pawns, depth 12, best line 马8进7 ...",
// "Black: mates in 3 moves, depth 9", as Gomoku's and Reversi's evaluations read.

#include "core/board.h"
#include "core/notation.h"
#include "engine/engine.h"

#include <QCoreApplication>
#include <QString>

class XiangqiEvaluation {
    Q_DECLARE_TR_FUNCTIONS(XiangqiEvaluation)

public:
    /// The search's report on `board` (the position searched), named for its side to move,
    /// with the start of the best line in `notation`.
    static QString text(const xq::SearchInfo &info, const xq::Board &board, xq::Notation notation);
    /// The score and the depth, named: "Red: +0.35 pawns, depth 12".
    static QString scoreAtDepth(const xq::SearchInfo &info, const xq::Board &board);
    /// The score for the side searched: "+0.35 pawns", "mates in 3 moves", "is mated in 2 moves".
    static QString scoreText(const xq::SearchInfo &info);
    /// The best line in `notation`, as far as it stays legal.
    static QString lineText(
        const std::vector<xq::Move> &pv, xq::Board board, xq::Notation notation);
};
