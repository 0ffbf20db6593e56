#pragma once

// The status bar's word on the computer in every game: "Thinking…" while it searches, with what
// it thinks so far, then what it thought of the game when it moved ("Red: +0.35 pawns, depth 12,
// best line ...", "White: +2.5 discs, depth 12", "Black: wins in 3 moves by fours (VCF)"), kept
// in view until the next search or another position; and the Move Now button, enabled while it
// thinks. The games put their evaluations into words; this shows them alike, cut short to the
// window's width (the whole text in its tooltip).

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
    /// What the status says now, before it is cut to fit.
    QString text() const { return m_text; }
    /// Pixels of the window's width the rest of the status bar needs (the turn, a passing
    /// message, the game's own widgets): the text gets what is left, up to a limit.
    void setReservedWidth(int pixels);

    /// An evaluation for the side named: "White: +2.5 discs".
    static QString sideEvaluation(const QString &side, const QString &evaluation);
    /// A hint in words: "Hint: d3 (Black: +1.0 discs)", or "Hint: d3" without an evaluation.
    static QString hintText(const QString &move, const QString &evaluation);

signals:
    void moveNowClicked();

protected:
    /// Follows the window's width: the text is cut again when the window is resized.
    void showEvent(QShowEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void showText();

    QLabel *m_label;
    QPushButton *m_moveNow;
    QString m_evaluation;
    QString m_text;
    int m_reservedWidth;
    bool m_thinking = false;
};
