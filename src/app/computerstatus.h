#pragma once

// The status bar's word on the computer in Gomoku and Reversi: "Thinking…" while it searches,
// then what it thinks of the game after its move ("White: +2.5 discs, depth 12", "Black: wins in
// 3 moves by fours (VCF)"), kept in view until the next search or another game; and the Move Now
// button, enabled while it thinks. The games put their evaluations into words; this shows them
// alike.

#include <QWidget>

class QLabel;
class QPushButton;

class ComputerStatus : public QWidget {
    Q_OBJECT

public:
    explicit ComputerStatus(QWidget *parent = nullptr);

    void setThinking(bool thinking);
    /// The computer's last evaluation in words (empty: none to show).
    void setEvaluation(const QString &evaluation);
    QString evaluation() const { return m_evaluation; }
    /// What the status says now.
    QString text() const;

    /// An evaluation for the side named: "White: +2.5 discs".
    static QString sideEvaluation(const QString &side, const QString &evaluation);
    /// A hint in words: "Hint: d3 (Black: +1.0 discs)", or "Hint: d3" without an evaluation.
    static QString hintText(const QString &move, const QString &evaluation);

signals:
    void moveNowClicked();

private:
    void showText();

    QLabel *m_label;
    QPushButton *m_moveNow;
    QString m_evaluation;
    bool m_thinking = false;
};
