#pragma once

// The status bar's report while the computer thinks: depth, score and best line in the chosen
// notation, and a "Move now" button that makes it play at once.

#include "core/board.h"
#include "core/notation.h"
#include "core/types.h"
#include "engine/engine.h"

#include <QWidget>

class QLabel;
class QPushButton;

class ThinkingStatus : public QWidget {
    Q_OBJECT

public:
    explicit ThinkingStatus(QWidget *parent = nullptr);

    void setThinking(bool thinking);
    /// Shows what the search reported for `board` (the position searched).
    void setInfo(const xq::SearchInfo &info, const xq::Board &board, xq::Notation notation);
    /// Whose the score is, in words: "Red ahead by 0.35", "even", "Black mates in 3"; `searcher`
    /// is the side the search played for, whose point of view the engine's score takes.
    static QString scoreText(const xq::SearchInfo &info, xq::Side searcher);
    /// The best line in `notation`, as far as it stays legal.
    static QString lineText(
        const std::vector<xq::Move> &pv, xq::Board board, xq::Notation notation);
    /// What the report says, before it is cut to fit.
    QString text() const { return m_text; }

signals:
    void moveNowClicked();

protected:
    /// Follows the window's width: the line is cut again when the window is resized.
    void showEvent(QShowEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void showText(const QString &text);

    QString m_text;
    QLabel *m_label;
    QPushButton *m_moveNow;
};
