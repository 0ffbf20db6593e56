#pragma once

// The analysis panel beside Xiangqi's board: the engine's 1-5 best lines for the position
// shown (score, depth, speed, the moves in the chosen notation), following every browse, undo
// and edit; arrows on the board for the lines' first moves; a line played, or added as a
// variation, from its context menu or by activating it; A starts and stops. Lines are only ever
// shown under the position they were found for. "Review game" analyses the main line and writes
// the marks into the record, with a score graph to jump by, until another game is loaded.

#include "analysis/analysisengine.h"
#include "analysis/gamereview.h"

#include <QWidget>

#include <optional>

class AnalysisSession;
class AppSettings;
class BoardView;
class SingleGame;
class QAction;
class QCheckBox;
class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTimer;
class QTreeWidget;
class QTreeWidgetItem;
class ScoreGraph;

class AnalysisPanel : public QWidget {
    Q_OBJECT

public:
    AnalysisPanel(
        SingleGame &game, BoardView &board, AppSettings &settings, QWidget *parent = nullptr);
    ~AnalysisPanel() override;

    AnalysisSession *session() const { return m_session; }
    /// A toggles analysis: the action sits on the page, so the key works wherever focus is.
    QAction *toggleAction() const { return m_toggleAction; }
    bool isAnalysing() const { return m_analysing; }
    void setAnalysing(bool on);
    void setLineCount(int lines);
    /// The lines shown, best first.
    const std::vector<xq::AnalysisLine> &lines() const { return m_shownLines; }
    QTreeWidget *lineView() const { return m_lineView; }
    ScoreGraph *scoreGraph() const { return m_graph; }
    QLabel *statusLabel() const { return m_status; }

    /// Plays the line at `index` from the position shown; with `asVariation` the position shown
    /// stays where it was.
    void playLine(int index, bool asVariation);
    /// Analyses with the engine at `index` of the engine list (0: the built-in one).
    void chooseEngine(int index);
    QComboBox *engineChoice() const { return m_engineChoice; }
    /// Settings ▸ Engines: add, remove and set up engines.
    void editEngines();
    void startReview(int moveTimeMs);
    void cancelReview();
    bool isReviewing() const { return m_reviewing; }

signals:
    /// A review ended and its marks are in the record.
    void reviewFinished(const xq::GameReview &review);

private:
    QWidget *buildControls();
    QComboBox *buildEngineChoice(QWidget *parent);
    QWidget *buildStatusRow();
    QWidget *buildReviewRow();
    void connectSession();
    void followPosition();
    void restartAnalysis();
    void onLine(const xq::AnalysisLine &line);
    void refreshLines();
    void addLineItem(const xq::AnalysisLine &line);
    void fitLineView();
    QString scoreText(const xq::AnalysisLine &line) const;
    QString movesText(const xq::AnalysisLine &line) const;
    void onReviewed(const xq::GameReview &review);
    /// The game is being replaced: a review of it, and its graph, go with it.
    void forgetReview();
    /// A reviewed record opened again: its graph, from the scores and marks it kept.
    void showKeptReview();
    /// The graph of `scores` (the start first) with the record's marks.
    void showGraph(const std::vector<int> &scores);
    void showReviewRunning(bool running);
    void showLineMenu(const QPoint &position);
    void fillEngineChoice();
    /// Analyses with the engine chosen last time, if it is still in the list.
    void restoreEngineChoice();
    /// The engine's own name once it started; empty while it starts or when it did not.
    void showEngineName(const QString &name);

    SingleGame &m_game;
    BoardView &m_board;
    AppSettings &m_settings;
    AnalysisSession *m_session;
    QAction *m_toggleAction;
    QPushButton *m_toggle;
    QSpinBox *m_lineCount;
    QCheckBox *m_redView;
    QComboBox *m_engineChoice;
    QTreeWidget *m_lineView;
    QLabel *m_status;
    QPushButton *m_restart;
    QPushButton *m_review;
    QSpinBox *m_reviewTime;
    QProgressBar *m_progress;
    QPushButton *m_cancel;
    ScoreGraph *m_graph;
    QTimer *m_refresh; ///< lines arrive in bursts: the view is redrawn at most this often
    std::optional<xq::LineTable> m_table;
    std::vector<xq::AnalysisLine> m_shownLines;
    xq::Board m_analysed; ///< the position the lines belong to
    bool m_analysing = false;
    bool m_reviewing = false;
    bool m_analysingBeforeReview = false; ///< given back when the review is over
    bool m_dirty = false;
};
