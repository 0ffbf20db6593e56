#pragma once

// The base of the puzzle page's tests: the window opened on the page, a collection opened from a
// file written by the test, and the Xiangqi board's moves clicked as a player makes them.

#include "app/puzzles/puzzlemode.h"
#include "app/puzzles/xiangqipuzzleboard.h"

#include "apptestsupport.h"

#include <QFile>

class PuzzleModeTest : public WindowTest {
protected:
    /// The window opened on the puzzle page, the defence answering at once.
    PuzzleMode *openPuzzles()
    {
        if (!openWindow()) {
            return nullptr;
        }
        for (GameMode *mode : m_window->modes()) {
            if (auto *puzzles = qobject_cast<PuzzleMode *>(mode)) {
                m_window->activate(puzzles);
                puzzles->setReplyDelayMs(0);
                return puzzles;
            }
        }
        return nullptr;
    }
    /// Opens `collection` from a file `name` in the test's folder.
    [[nodiscard]] bool openCollection(PuzzleMode *mode, const QString &name, const char *collection)
    {
        const QString path = m_dir->filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly)) {
            return false;
        }
        file.write(collection);
        file.close();
        return m_window->openFile(path) && m_window->activeMode() == mode;
    }
    static BoardView *view(PuzzleMode *mode)
    {
        auto *board = qobject_cast<XiangqiPuzzleBoard *>(mode->board());
        board->view()->setAnimationMs(0);
        return board->view();
    }
    /// Clicks `iccs` on the board, as a player moves.
    static void clickMove(PuzzleMode *mode, const char *iccs)
    {
        const xq::Move move = mv(iccs);
        clickSquare(view(mode), move.from());
        clickSquare(view(mode), move.to());
    }
    /// Plays the solver's moves by clicks, waiting for each reply.
    static void solveByClicks(PuzzleMode *mode, const std::vector<const char *> &moves)
    {
        for (const char *move : moves) {
            QTRY_VERIFY(mode->attempt()->solverToMove());
            clickMove(mode, move);
        }
    }
};
