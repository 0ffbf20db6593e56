#pragma once

// The end of a game, said in a dialog of its own: who won and by how much, and what to do next
// (a new game, taking the last move back, or just looking at the board). Every game of the
// window shows its end through Prompter::gameResult, which opens this dialog.

#include "app/prompter.h"

#include <QDialog>

class ResultDialog : public QDialog {
    Q_OBJECT

public:
    /// `title` heads the dialog ("Black wins 38–26"); `text` says more under it.
    ResultDialog(const QString &title, const QString &text, QWidget *parent = nullptr);
    /// Puts the dialog, not yet shown, in the corner of its parent's window farthest from
    /// covering `area` (global coordinates: the winning five), so the end stays in sight;
    /// centred as usual when `area` is empty.
    void keepClearOf(const QRect &area);

signals:
    /// The button pressed; Close as well when the dialog is dismissed with Escape.
    void chosen(ResultChoice choice);

private:
    void choose(ResultChoice choice);

    ResultChoice m_choice;
};
