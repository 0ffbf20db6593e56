#pragma once

// A modal dialog holds the whole game (a question, Players and Clocks, a file to open): nobody
// can move then, so the engines do not move either and no clock runs; a flag falling or a move
// played behind a question would change the game under it. Watches the window of a widget of the
// game for the application's WindowBlocked and WindowUnblocked and holds the game meanwhile.

#include <QObject>

class QWidget;
class SingleGame;

class DialogHold : public QObject {
    Q_OBJECT

public:
    /// Holds `game` while a modal dialog blocks the window `widget` is in (it may be put into
    /// its window later).
    DialogHold(SingleGame &game, QWidget &widget, QObject *parent = nullptr);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    SingleGame &m_game;
    QWidget &m_widget;
};
