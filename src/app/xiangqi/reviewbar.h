#pragma once

// The bar above the board while a record opened or pasted is looked through by two players: it
// says that the computer waits, and plays on against it from the position shown in one click.

#include "core/types.h"

#include <QFrame>

class QLabel;
class QPushButton;

class ReviewBar : public QFrame {
    Q_OBJECT

public:
    explicit ReviewBar(QWidget *parent = nullptr);

    /// Shows the bar, its button offering to play `side` (the side to move) from here.
    void offer(xq::Side side);
    /// The side the button plays.
    xq::Side side() const { return m_side; }
    QPushButton *playButton() const { return m_play; }

signals:
    /// The player wants to play `side` against the computer from the position shown.
    void playRequested(xq::Side side);

private:
    QLabel *m_text;
    QPushButton *m_play;
    xq::Side m_side = xq::Side::Red;
};
