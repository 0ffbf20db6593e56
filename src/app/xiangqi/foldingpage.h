#pragma once

// The page of a board game: a bar across the top, the board, and beside it a column (the record,
// the analysis) that folds away when the page is too small for both (a small window, an 800x480
// touch panel), since beside a board that size it would be cut off or too cramped to use. What
// must stay in sight (the clocks) then moves from the column's top to a place outside the page
// (the status bar), where it takes none of the board's room, beside a Record button (Ctrl+L)
// that shows the folded column in the board's place, and the board again: the move list,
// variations, comments and analysis stay reachable by touch and by key.

#include <QObject>

class QBoxLayout;
class QHBoxLayout;
class QScrollArea;
class QToolButton;
class QWidget;

class FoldingPage : public QObject {
    Q_OBJECT

public:
    /// Lays out `page`; `kept` is the first widget of `column`'s box layout and goes to the end
    /// of `foldedHome` while the column is folded away.
    FoldingPage(QWidget *page, QWidget *topBar, QWidget *board, QWidget *column, QWidget *kept,
        QBoxLayout *foldedHome);

    /// Below this page size the column folds away.
    static constexpr int RoomyWidth = 700;
    static constexpr int RoomyHeight = 520;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void fold(bool roomy);
    /// Shows what fits: both, or the board or the column as the Record button says.
    void showParts();
    /// The column in the row beside the board, or in the scroll area while folded.
    void placeColumn();
    /// Folded, the column is as wide as the scroll area and as high, or as its parts need at
    /// least: it scrolls only when they do not fit.
    void fitColumn();

    QWidget *m_page;
    QWidget *m_board;
    QWidget *m_column;
    QHBoxLayout *m_row;
    QScrollArea *m_scroller; ///< holds the column while it is folded away
    QToolButton *m_toggle;
    bool m_roomy = true;
    QWidget *m_kept;
    QBoxLayout *m_columnLayout;
    QBoxLayout *m_foldedHome;
};
