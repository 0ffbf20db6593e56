#pragma once

// Under the move list: the shown move and the moves recorded in its place, in a list to switch
// between them, with the buttons that promote the shown line to the main line and delete the
// shown move. It shows what it is given and reports the choice; the game decides.

#include <QWidget>

class QAction;
class QComboBox;
class QLabel;

class VariationPanel : public QWidget {
    Q_OBJECT

public:
    /// `promote` and `remove` are the window's actions, shown as buttons.
    VariationPanel(QAction *promote, QAction *remove, QWidget *parent = nullptr);

    /// The moves that could be shown in place of the shown one, main continuation first;
    /// `current` is the shown one. Fewer than two: nothing to choose.
    void setAlternatives(const QStringList &moves, int current);
    int count() const;
    int current() const;

signals:
    /// The player picked the alternative at `index`.
    void alternativeChosen(int index);

private:
    QLabel *m_label;
    QComboBox *m_choices;
};
