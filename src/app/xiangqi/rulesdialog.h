#pragma once

// Help > Rules: a short page on how the stones move and how a game ends.

#include <QDialog>

class RulesDialog : public QDialog {
    Q_OBJECT

public:
    explicit RulesDialog(QWidget *parent = nullptr);
};
