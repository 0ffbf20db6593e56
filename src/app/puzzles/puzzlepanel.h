#pragma once

// The column beside the puzzle board: the collection and the filters (length, theme), which
// puzzle of how many, the goal, what the last move earned, the puzzle's themes and difficulty,
// the player's progress, and the buttons (hint, show a move, restart, previous, next). It shows
// what the mode tells it and sends the player's choices as signals; it decides nothing.

#include <QString>
#include <QStringList>
#include <QWidget>

#include <utility>

class QComboBox;
class QLabel;
class QPushButton;

class PuzzlePanel : public QWidget {
    Q_OBJECT

public:
    /// How the last move is told.
    enum class Tone { Neutral, Good, Bad };

    explicit PuzzlePanel(QWidget *parent = nullptr);

    void setCollections(const QStringList &titles, int current);
    /// The filters offered, each a key and a name, an empty key first for all: the goals with
    /// their lengths (keyed as collection files write a goal, "vct 3") and the themes; with the
    /// ones in force.
    void setFilters(const QList<std::pair<QString, QString>> &lengths,
        const QList<std::pair<QString, QString>> &themes, const QString &length,
        const QString &theme);
    void setHeading(const QString &text);
    void setGoal(const QString &text);
    void setFeedback(const QString &text, Tone tone);
    void setDetails(const QString &text);
    void setProgress(const QString &text);
    /// Which commands make sense now.
    void setCommands(bool help, bool restart, bool previous, bool next);

    QString feedback() const;
    QString goal() const;
    QString heading() const;
    QString progress() const;
    QPushButton *hintButton() const { return m_hint; }
    QPushButton *showMoveButton() const { return m_showMove; }
    QPushButton *restartButton() const { return m_restart; }
    QPushButton *previousButton() const { return m_previous; }
    QPushButton *nextButton() const { return m_next; }
    QComboBox *collectionBox() const { return m_collection; }
    QComboBox *lengthBox() const { return m_length; }
    QComboBox *themeBox() const { return m_theme; }

signals:
    void collectionChosen(int index);
    void filterChosen(const QString &length, const QString &theme);
    void hintAsked();
    void showMoveAsked();
    void restartAsked();
    void previousAsked();
    void nextAsked();

private:
    void emitFilter();

    QComboBox *m_collection;
    QComboBox *m_length;
    QComboBox *m_theme;
    QLabel *m_heading;
    QLabel *m_goal;
    QLabel *m_feedback;
    QLabel *m_details;
    QLabel *m_progress;
    QPushButton *m_hint;
    QPushButton *m_showMove;
    QPushButton *m_restart;
    QPushButton *m_previous;
    QPushButton *m_next;
    bool m_filling = false; ///< the boxes are being refilled: their changes are no choice
};
