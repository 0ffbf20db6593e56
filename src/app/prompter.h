#pragma once

// The questions and announcements the window puts to the player, behind one small interface so
// tests can answer them and see what was announced without a modal dialog blocking them.

#include <QString>

class QWidget;

class Prompter {
public:
    virtual ~Prompter() = default;
    /// A yes/no question; true for yes.
    virtual bool confirm(QWidget *parent, const QString &title, const QString &question);
    /// The game's end: who won and why. Does not block.
    virtual void gameOver(QWidget *parent, const QString &title, const QString &text);
    /// Something asked for could not be done (a file that does not open). Does not block.
    virtual void failure(QWidget *parent, const QString &title, const QString &text);
};
