#pragma once

// What the game-window tests share: settings in a temporary file, a prompter that answers for
// the player and remembers what it was shown, and mouse play on the board.

#include "appsettings.h"
#include "boardview.h"
#include "prompter.h"

#include "core/board.h"

#include <QMouseEvent>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

class TestPrompter : public Prompter {
public:
    bool answer = true;
    QStringList questions;
    QStringList gameOvers;
    QStringList failures;

    bool confirm(QWidget *, const QString &, const QString &question) override
    {
        questions << question;
        return answer;
    }
    void gameOver(QWidget *, const QString &, const QString &text) override { gameOvers << text; }
    void failure(QWidget *, const QString &, const QString &text) override { failures << text; }
};

/// How many times slower than native the tests run: XIANGQI_TIME_SCALE (an integer, e.g. 10 under
/// qemu), 1 when unset or not a positive integer.
inline int timeScale()
{
    bool ok = false;
    const int scale = qEnvironmentVariableIntValue("XIANGQI_TIME_SCALE", &ok);
    return ok && scale > 0 ? scale : 1;
}

/// A time limit in milliseconds, stretched by timeScale().
inline int scaledMs(int ms)
{
    return ms * timeScale();
}

/// Settings kept in a file of `dir`, so a test never touches the user's.
inline std::unique_ptr<AppSettings> makeSettings(const QTemporaryDir &dir)
{
    auto store = std::make_unique<QSettings>(dir.filePath("settings.ini"), QSettings::IniFormat);
    auto settings = std::make_unique<AppSettings>(std::move(store));
    settings->setSound(false);
    return settings;
}

inline xq::Square sq(const char *name)
{
    return *xq::parseSquare(name);
}

inline xq::Board boardFromFen(const char *fen)
{
    auto board = xq::Board::fromFen(fen);
    if (!board) {
        qFatal("bad test FEN %s: %s", fen, board.error().c_str());
    }
    return *board;
}

inline void clickSquare(BoardView *view, xq::Square square)
{
    QTest::mouseClick(view, Qt::LeftButton, {}, view->squareRect(square).center().toPoint());
}

/// Presses on `from`, moves across the board with the button held, lets go on `to`.
inline void dragStone(BoardView *view, xq::Square from, xq::Square to)
{
    const QPointF start = view->squareRect(from).center();
    const QPointF end = view->squareRect(to).center();
    QTest::mousePress(view, Qt::LeftButton, {}, start.toPoint());
    for (int step = 1; step <= 4; ++step) {
        const QPointF at = start + (end - start) * (step / 4.0);
        QMouseEvent move(QEvent::MouseMove, at, view->mapToGlobal(at), Qt::NoButton, Qt::LeftButton,
            Qt::NoModifier);
        QApplication::sendEvent(view, &move);
    }
    QTest::mouseRelease(view, Qt::LeftButton, {}, end.toPoint());
}
