#pragma once

// Help ▸ Rules of every game: a page of text (the game's rules, in HTML) with a Close button, no
// taller than the screen.

#include <QDialog>

class RulesDialog : public QDialog {
    Q_OBJECT

public:
    RulesDialog(const QString &title, const QString &html, QWidget *parent = nullptr);
};
