#pragma once

// The column beside Xiangqi's board: the clocks, the players' names, the moves of the line shown,
// the moves recorded in the shown move's place, the comment and the analysis panel. It shows the
// game's record in the notation chosen and turns a click on a move or a variation into the
// position shown; the page folds it away on a small screen (FoldingPage). Given the width of a
// page (in the board's place there), it puts the analysis beside the record instead of below it,
// so both are in sight without scrolling down a long move list.

#include "core/notation.h"

#include <QWidget>

class AnalysisPanel;
class AppSettings;
class BoardView;
class CommentBox;
class MoveListPanel;
class QAction;
class QBoxLayout;
class SingleGame;
class VariationPanel;

/// The views of the record the column holds, made by the game before it.
struct RecordViews {
    MoveListPanel *moves;
    VariationPanel *variations;
    CommentBox *comment;
};

class RecordColumn : public QWidget {
    Q_OBJECT

public:
    /// Lays out, top to bottom, `clocks`, `names`, `views` and the analysis panel over `board`,
    /// whose engines `editEngines` (Settings ▸ Engines…) edits.
    RecordColumn(SingleGame &game, BoardView &board, const RecordViews &views, QWidget *clocks,
        QWidget *names, AppSettings &settings, QAction *editEngines, QWidget *parent);

    /// Shows the record as the game has it now, its moves in `notation`.
    void showRecord(xq::Notation notation);

    /// From this width on the analysis stands beside the record: two columns of a readable width.
    static constexpr int SideBySideWidth = 560;

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    /// The analysis below the record's parts, or beside them when `wide`.
    void arrange(bool wide);
    /// The result under the move list: the verdict at the end of the line, or the record's.
    QString shownResult() const;

    SingleGame &m_game;
    RecordViews m_views;
    AnalysisPanel *m_analysis;
    QBoxLayout *m_record; ///< the record's parts, and the analysis below them while narrow
    QBoxLayout *m_body; ///< the record, and the analysis beside it while wide
};
