#include "app/analysis/analysispanel.h"

#include "app/analysis/analysissession.h"
#include "app/analysis/enginelist.h"
#include "app/analysis/enginesdialog.h"
#include "app/analysis/scoregraph.h"
#include "app/appsettings.h"
#include "app/boardview.h"
#include "app/game.h"

#include "core/notation.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QTimer>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace {
constexpr int RefreshMs = 100;
constexpr int DefaultLines = 3;
constexpr int ShownPlies = 10; // the moves of a line shown; the rest would not fit
constexpr int DefaultReviewMs = 500;
constexpr int MinEngineChars = 8; // the engine box may shrink to this many characters
enum Column { ScoreColumn, DepthColumn, SpeedColumn, MovesColumn };
} // namespace

AnalysisPanel::AnalysisPanel(Game &game, BoardView &board, AppSettings &settings, QWidget *parent)
    : QWidget(parent), m_game(game), m_board(board), m_settings(settings),
      m_session(new AnalysisSession(this)), m_toggleAction(new QAction(tr("Analyse"), this)),
      m_refresh(new QTimer(this)), m_analysed(xq::Board::startPosition())
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(buildControls());
    m_lineView = new QTreeWidget(this);
    m_lineView->setHeaderLabels({ tr("Score"), tr("Depth"), tr("kN/s"), tr("Line") });
    m_lineView->setRootIsDecorated(false);
    m_lineView->setContextMenuPolicy(Qt::CustomContextMenu);
    m_lineView->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_lineView->header()->setStretchLastSection(true);
    layout->addWidget(m_lineView, 1);
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_restart = new QPushButton(tr("Restart engine"), this);
    m_restart->hide();
    auto *statusRow = new QHBoxLayout;
    statusRow->addWidget(m_engineName, 1);
    statusRow->addWidget(m_status, 1);
    statusRow->addWidget(m_restart);
    layout->addLayout(statusRow);
    layout->addWidget(buildReviewRow());
    m_graph = new ScoreGraph(this);
    m_graph->hide();
    layout->addWidget(m_graph);

    m_toggleAction->setCheckable(true);
    m_toggleAction->setShortcut(QKeySequence(Qt::Key_A));
    m_toggleAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    if (parent) {
        parent->addAction(m_toggleAction); // the key works anywhere on the game's page
    }
    connect(m_toggleAction, &QAction::toggled, this, &AnalysisPanel::setAnalysing);
    connect(m_toggle, &QPushButton::toggled, m_toggleAction, &QAction::setChecked);
    connect(m_toggleAction, &QAction::toggled, m_toggle, &QPushButton::setChecked);
    connect(m_lineCount, &QSpinBox::valueChanged, this, &AnalysisPanel::restartAnalysis);
    connect(m_redView, &QCheckBox::toggled, this, [this] { m_dirty = true; });
    connect(m_restart, &QPushButton::clicked, m_session, &AnalysisSession::restartEngine);
    connect(m_lineView, &QTreeWidget::itemActivated, this,
        [this](QTreeWidgetItem *item) { playLine(m_lineView->indexOfTopLevelItem(item), false); });
    connect(
        m_lineView, &QTreeWidget::customContextMenuRequested, this, &AnalysisPanel::showLineMenu);
    connect(&m_game, &Game::positionChanged, this, [this] {
        m_graph->setCurrentPly(m_game.tree().isOnMainLine(m_game.node()) ? m_game.ply() : -1);
        restartAnalysis();
    });
    connect(m_graph, &ScoreGraph::plyClicked, this, [this](int ply) {
        const auto line = m_game.tree().mainLine();
        m_game.showNode(ply == 0 ? xq::GameTree::Root : line[static_cast<std::size_t>(ply - 1)]);
    });
    m_refresh->setInterval(RefreshMs);
    connect(m_refresh, &QTimer::timeout, this, &AnalysisPanel::refreshLines);
    connectSession();
}

AnalysisPanel::~AnalysisPanel() = default;

QWidget *AnalysisPanel::buildControls()
{
    // Two short rows, so that the record column's usual width (about 250 pixels) holds them
    // without cutting a word: the switch and the score's side, then how many lines and which
    // engine. The running engine's own name goes beside the status, under the lines.
    auto *controls = new QWidget(this);
    auto *layout = new QGridLayout(controls);
    layout->setContentsMargins(0, 0, 0, 0);
    m_toggle = new QPushButton(tr("Analyse (A)"), controls);
    m_toggle->setCheckable(true);
    m_toggle->setToolTip(tr("Start or stop the analysis of the position shown (key A)"));
    m_lineCount = new QSpinBox(controls);
    m_lineCount->setRange(1, xq::MaxAnalysisLines);
    m_lineCount->setValue(DefaultLines);
    m_lineCount->setSuffix(tr(" lines"));
    m_lineCount->setToolTip(tr("How many of the engine's best lines to show"));
    m_redView = new QCheckBox(tr("Red's view"), controls);
    m_redView->setToolTip(tr("Scores from Red's side; otherwise from the side to move"));
    m_redView->setChecked(true);
    m_engineName = new QLabel(controls);
    // A long engine name must not widen the column: it is cut, and shown whole as a tip.
    m_engineName->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_engineName->setAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_engineChoice = new QComboBox(controls);
    m_engineChoice->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_engineChoice->setMinimumContentsLength(MinEngineChars);
    m_engineChoice->setToolTip(tr("The engine that analyses"));
    auto *engines = new QToolButton(controls);
    // "…" as file choosers have it beside their box: the words would squeeze the engine's name.
    engines->setText(QStringLiteral("…"));
    engines->setToolTip(tr("Engines: add, remove and set up engines (also Settings ▸ Engines…)"));
    layout->addWidget(m_toggle, 0, 0);
    layout->addWidget(m_redView, 0, 1, 1, 2);
    layout->addWidget(m_lineCount, 1, 0);
    layout->addWidget(m_engineChoice, 1, 1);
    layout->addWidget(engines, 1, 2);
    layout->setColumnStretch(1, 1);
    fillEngineChoice();
    connect(m_engineChoice, &QComboBox::activated, this, &AnalysisPanel::chooseEngine);
    connect(engines, &QToolButton::clicked, this, &AnalysisPanel::editEngines);
    return controls;
}

void AnalysisPanel::fillEngineChoice()
{
    const int current = std::max(0, m_engineChoice->currentIndex());
    m_engineChoice->clear();
    m_engineChoice->addItem(EngineList::builtinName());
    for (const EngineEntry &entry : EngineList::load(m_settings)) {
        m_engineChoice->addItem(entry.name);
    }
    m_engineChoice->setCurrentIndex(std::min(current, m_engineChoice->count() - 1));
}

void AnalysisPanel::chooseEngine(int index)
{
    m_engineChoice->setCurrentIndex(index);
    m_engineName->clear();
    m_session->setEngine(EngineList::make(EngineList::load(m_settings), index));
}

void AnalysisPanel::editEngines()
{
    EnginesDialog dialog(m_settings, this);
    if (dialog.exec() == QDialog::Accepted) {
        fillEngineChoice();
        chooseEngine(m_engineChoice->currentIndex());
    }
}

QWidget *AnalysisPanel::buildReviewRow()
{
    auto *row = new QWidget(this);
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    m_review = new QPushButton(tr("Review game"), row);
    m_review->setToolTip(
        tr("Analyse every move of the main line, mark the mistakes and draw the score graph"));
    m_reviewTime = new QSpinBox(row);
    m_reviewTime->setRange(50, 60000);
    m_reviewTime->setSingleStep(100);
    m_reviewTime->setValue(DefaultReviewMs);
    m_reviewTime->setSuffix(tr(" ms/move"));
    m_progress = new QProgressBar(row);
    m_progress->hide();
    m_cancel = new QPushButton(tr("Cancel"), row);
    m_cancel->hide();
    layout->addWidget(m_review);
    layout->addWidget(m_reviewTime);
    layout->addWidget(m_progress, 1);
    layout->addWidget(m_cancel);
    connect(m_review, &QPushButton::clicked, this, [this] { startReview(m_reviewTime->value()); });
    connect(m_cancel, &QPushButton::clicked, this, &AnalysisPanel::cancelReview);
    return row;
}

void AnalysisPanel::connectSession()
{
    connect(m_session, &AnalysisSession::engineStarted, this, [this](bool ok, const QString &text) {
        m_engineName->setText(ok ? EngineList::shownName(text) : QString());
        m_engineName->setToolTip(m_engineName->text());
        m_status->setText(ok ? QString() : tr("The engine did not start: %1").arg(text));
        m_restart->setVisible(!ok);
        if (ok) {
            restartAnalysis();
        }
    });
    connect(m_session, &AnalysisSession::lineReady, this, &AnalysisPanel::onLine);
    connect(m_session, &AnalysisSession::failed, this, [this](const QString &error) {
        // The game is untouched; only the analysis stops until the engine is restarted.
        m_status->setText(tr("The engine failed: %1").arg(error));
        m_restart->show();
    });
    connect(m_session, &AnalysisSession::reviewProgress, this, [this](int done, int total) {
        m_progress->setRange(0, total);
        m_progress->setValue(done);
    });
    connect(m_session, &AnalysisSession::reviewed, this, &AnalysisPanel::onReviewed);
}

void AnalysisPanel::setAnalysing(bool on)
{
    if (on == m_analysing) {
        return;
    }
    m_analysing = on;
    m_toggleAction->setChecked(on);
    if (on) {
        restartAnalysis();
        m_refresh->start();
    } else {
        m_session->stop();
        m_refresh->stop();
        m_board.setArrows({});
    }
}

void AnalysisPanel::setLineCount(int lines)
{
    m_lineCount->setValue(lines);
}

void AnalysisPanel::restartAnalysis()
{
    if (!m_analysing || m_reviewing) {
        return;
    }
    m_analysed = m_game.board();
    m_table.emplace(m_lineCount->value());
    m_shownLines.clear();
    m_dirty = true;
    m_status->clear();
    m_restart->hide();
    m_session->analyse(m_analysed, m_lineCount->value());
}

void AnalysisPanel::onLine(const xq::AnalysisLine &line)
{
    if (m_table && m_analysing && m_table->update(line)) {
        m_dirty = true;
    }
}

QString AnalysisPanel::scoreText(const xq::AnalysisLine &line) const
{
    const int score
        = m_redView->isChecked() ? line.redScore(m_analysed.sideToMove()) : line.scoreCp;
    return QString::fromStdString(xq::formatScore(score));
}

QString AnalysisPanel::movesText(const xq::AnalysisLine &line) const
{
    xq::Board board = m_analysed;
    QStringList moves;
    for (std::size_t i = 0; i < line.pv.size() && i < ShownPlies; ++i) {
        moves << QString::fromStdString(xq::formatMove(board, line.pv[i], m_settings.notation()));
        board.makeMove(line.pv[i]);
    }
    return moves.join(QLatin1Char(' '));
}

void AnalysisPanel::refreshLines()
{
    if (!m_dirty || !m_table) {
        return;
    }
    m_dirty = false;
    m_shownLines = m_table->lines();
    m_lineView->clear();
    QList<xq::Move> arrows;
    for (const xq::AnalysisLine &line : m_shownLines) {
        auto *item = new QTreeWidgetItem(m_lineView);
        item->setText(ScoreColumn, scoreText(line));
        item->setText(DepthColumn, QString::number(line.depth));
        item->setText(SpeedColumn, QString::number(line.nps / 1000));
        item->setText(MovesColumn, movesText(line));
        arrows << line.pv.front();
    }
    m_board.setArrows(arrows);
}

void AnalysisPanel::playLine(int index, bool asVariation)
{
    if (index < 0 || index >= static_cast<int>(m_shownLines.size())
        || m_analysed.key() != m_game.board().key()) {
        return;
    }
    const std::vector<xq::Move> pv = m_shownLines[static_cast<std::size_t>(index)].pv;
    const xq::NodeId from = m_game.node();
    for (const xq::Move m : pv) {
        if (!m_game.play(m)) {
            break;
        }
    }
    if (asVariation) {
        m_game.showNode(from);
    }
}

void AnalysisPanel::showLineMenu(const QPoint &position)
{
    const int index = m_lineView->indexOfTopLevelItem(m_lineView->itemAt(position));
    if (index < 0) {
        return;
    }
    QMenu menu(this);
    menu.addAction(tr("Play this line"), this, [this, index] { playLine(index, false); });
    menu.addAction(tr("Add as a variation"), this, [this, index] { playLine(index, true); });
    menu.exec(m_lineView->viewport()->mapToGlobal(position));
}

void AnalysisPanel::startReview(int moveTimeMs)
{
    if (m_reviewing || m_game.tree().mainLine().empty()) {
        return;
    }
    setAnalysing(false);
    m_reviewing = true;
    m_review->setEnabled(false);
    m_toggle->setEnabled(false);
    m_progress->setValue(0);
    m_progress->show();
    m_cancel->show();
    m_session->review(m_game.tree(), moveTimeMs);
}

void AnalysisPanel::cancelReview()
{
    if (m_reviewing) {
        m_session->stop();
        xq::GameReview cancelled;
        cancelled.cancelled = true;
        onReviewed(cancelled);
    }
}

void AnalysisPanel::onReviewed(const xq::GameReview &review)
{
    if (!m_reviewing) {
        return;
    }
    m_reviewing = false;
    m_review->setEnabled(true);
    m_toggle->setEnabled(true);
    m_progress->hide();
    m_cancel->hide();
    if (review.cancelled || !review.error.empty()) {
        m_status->setText(review.cancelled ? tr("Review cancelled") : m_status->text());
        return;
    }
    // The marks are an edit of the record: it must be saved to keep them.
    m_game.annotate(
        [&](xq::GameTree &tree) { xq::annotateGame(tree, review, m_settings.notation()); });
    m_game.setTag(QStringLiteral("Annotator"), m_session->engineName());
    QVector<int> scores;
    for (const xq::PositionReview &position : review.positions) {
        scores << position.redScore;
    }
    m_graph->setScores(scores);
    m_graph->setCurrentPly(m_game.ply());
    emit reviewFinished(review);
}
