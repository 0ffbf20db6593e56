#include "app/xiangqi/analysis/analysispanel.h"

#include "app/appsettings.h"
#include "app/xiangqi/analysis/analysissession.h"
#include "app/xiangqi/analysis/enginelist.h"
#include "app/xiangqi/analysis/enginesdialog.h"
#include "app/xiangqi/analysis/scoregraph.h"
#include "app/xiangqi/boardview.h"
#include "app/xiangqi/singlegame.h"

#include "analysis/reviewscores.h"
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
#include <QScopeGuard>
#include <QSpinBox>
#include <QStyleOptionComboBox>
#include <QStyleOptionViewItem>
#include <QStylePainter>
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

// A combo box that elides its text where a plain one cuts it: an engine's name can be long, and
// it must not widen the record column. The whole name is in the tooltip.
class ElidingComboBox : public QComboBox {
public:
    using QComboBox::QComboBox;

protected:
    void paintEvent(QPaintEvent *) override
    {
        QStylePainter painter(this);
        QStyleOptionComboBox option;
        initStyleOption(&option);
        painter.drawComplexControl(QStyle::CC_ComboBox, option);
        const QRect field = style()->subControlRect(
            QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, this);
        // The style draws the text 1 pixel inside the field on each side.
        option.currentText
            = fontMetrics().elidedText(option.currentText, Qt::ElideRight, field.width() - 2);
        painter.drawControl(QStyle::CE_ComboBoxLabel, option);
    }
};
} // namespace

AnalysisPanel::AnalysisPanel(
    SingleGame &game, BoardView &board, AppSettings &settings, QWidget *parent)
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
    fitLineView();
    layout->addWidget(m_lineView, 1);
    layout->addWidget(buildStatusRow());
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
    restoreEngineChoice();
    connect(m_toggleAction, &QAction::toggled, this, &AnalysisPanel::setAnalysing);
    connect(m_toggle, &QPushButton::toggled, m_toggleAction, &QAction::setChecked);
    connect(m_toggleAction, &QAction::toggled, m_toggle, &QPushButton::setChecked);
    connect(m_lineCount, &QSpinBox::valueChanged, this, &AnalysisPanel::fitLineView);
    connect(m_lineCount, &QSpinBox::valueChanged, this, &AnalysisPanel::restartAnalysis);
    connect(m_redView, &QCheckBox::toggled, this, [this] { m_dirty = true; });
    connect(m_restart, &QPushButton::clicked, m_session, &AnalysisSession::restartEngine);
    connect(m_lineView, &QTreeWidget::itemActivated, this,
        [this](QTreeWidgetItem *item) { playLine(m_lineView->indexOfTopLevelItem(item), false); });
    connect(
        m_lineView, &QTreeWidget::customContextMenuRequested, this, &AnalysisPanel::showLineMenu);
    connect(&m_game, &Game::positionChanged, this, &AnalysisPanel::followPosition);
    connect(&m_game, &SingleGame::loading, this, &AnalysisPanel::forgetReview);
    connect(&m_game, &Game::recordChanged, this, &AnalysisPanel::showKeptReview);
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
    // Rows the record column's usual width (about 245 pixels) holds without cutting a word: the
    // switch and how many lines, then the engine's box with the whole width it can have, since
    // engines' names are long. How the scores are shown goes under the lines (buildStatusRow).
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
    auto *engines = new QToolButton(controls);
    // "…" as file choosers have it beside their box: the words would squeeze the engine's name.
    engines->setText(QStringLiteral("…"));
    engines->setToolTip(tr("Engines: add, remove and set up engines (also Settings ▸ Engines…)"));
    layout->addWidget(m_toggle, 0, 0);
    layout->addWidget(m_lineCount, 0, 1, Qt::AlignLeft);
    layout->addWidget(buildEngineChoice(controls), 1, 0, 1, 2);
    layout->addWidget(engines, 1, 2);
    layout->setColumnStretch(1, 1);
    connect(engines, &QToolButton::clicked, this, &AnalysisPanel::editEngines);
    return controls;
}

QComboBox *AnalysisPanel::buildEngineChoice(QWidget *parent)
{
    m_engineChoice = new ElidingComboBox(parent);
    m_engineChoice->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_engineChoice->setMinimumContentsLength(MinEngineChars);
    showEngineName({});
    fillEngineChoice();
    connect(m_engineChoice, &QComboBox::activated, this, &AnalysisPanel::chooseEngine);
    return m_engineChoice;
}

QWidget *AnalysisPanel::buildStatusRow()
{
    auto *row = new QWidget(this);
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    m_redView = new QCheckBox(tr("Red's view"), row);
    m_redView->setToolTip(tr("Scores from Red's side; otherwise from the side to move"));
    m_redView->setChecked(true);
    m_status = new QLabel(row);
    m_status->setWordWrap(true);
    m_restart = new QPushButton(tr("Restart engine"), row);
    m_restart->hide();
    layout->addWidget(m_redView);
    layout->addWidget(m_status, 1);
    layout->addWidget(m_restart);
    return row;
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

namespace {
// The engine that analyses, by its command (empty: the built-in one), kept for the next start.
const QString SettingsGroup = QStringLiteral("analysis");
const QString EngineKey = QStringLiteral("engine");
} // namespace

void AnalysisPanel::restoreEngineChoice()
{
    const QString command = m_settings.gameValue(SettingsGroup, EngineKey, QString()).toString();
    const QList<EngineEntry> engines = EngineList::load(m_settings);
    for (int i = 0; i < engines.size(); ++i) {
        if (!command.isEmpty() && engines[i].command == command) {
            chooseEngine(i + 1);
        }
    }
}

void AnalysisPanel::chooseEngine(int index)
{
    const QList<EngineEntry> engines = EngineList::load(m_settings);
    m_settings.setGameValue(SettingsGroup, EngineKey,
        index > 0 && index <= engines.size() ? engines[index - 1].command : QString());
    m_engineChoice->setCurrentIndex(index);
    showEngineName({});
    m_session->setEngine(EngineList::make(EngineList::load(m_settings), index));
}

void AnalysisPanel::showEngineName(const QString &name)
{
    // The box may elide the name: its tip has it whole, as the engine gives it once started.
    m_engineChoice->setToolTip(name.isEmpty() ? tr("The engine that analyses")
                                              : tr("The engine that analyses: %1").arg(name));
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
    m_cancel = new QPushButton(tr("Cancel"), row);
    layout->addWidget(m_review);
    layout->addWidget(m_reviewTime);
    layout->addWidget(m_progress, 1);
    layout->addWidget(m_cancel);
    showReviewRunning(false);
    connect(m_review, &QPushButton::clicked, this, [this] { startReview(m_reviewTime->value()); });
    connect(m_cancel, &QPushButton::clicked, this, &AnalysisPanel::cancelReview);
    return row;
}

void AnalysisPanel::connectSession()
{
    connect(m_session, &AnalysisSession::engineStarted, this, [this](bool ok, const QString &text) {
        showEngineName(ok ? EngineList::shownName(text) : QString());
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
        // The last lines found stay to be read, all of them, and stay as they are; the arrows go.
        m_dirty = true;
        refreshLines();
    }
}

void AnalysisPanel::setLineCount(int lines)
{
    m_lineCount->setValue(lines);
}

void AnalysisPanel::followPosition()
{
    m_graph->setCurrentPly(m_game.tree().isOnMainLine(m_game.node()) ? m_game.ply() : -1);
    restartAnalysis();
    // At once, not at the next refresh: no line may stay under a board it was not found for.
    m_dirty = true;
    refreshLines();
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
    // With the analysis off, browsing leaves the last lines behind with their position; they
    // show again when it is shown again.
    const bool here = m_analysed.key() == m_game.board().key();
    m_shownLines = here ? m_table->lines() : std::vector<xq::AnalysisLine> {};
    m_lineView->clear();
    QList<xq::Move> arrows;
    for (const xq::AnalysisLine &line : m_shownLines) {
        addLineItem(line);
        arrows << line.pv.front();
    }
    // A stop takes the arrows off the board; the lines stay in the list to be read.
    m_board.setArrows(m_analysing ? arrows : QList<xq::Move> {});
}

void AnalysisPanel::fitLineView()
{
    // The lines asked for show without a scroll bar, whose width would cut them further: the
    // record column's other parts give way to them.
    QStyleOptionViewItem row;
    row.initFrom(m_lineView);
    row.font = m_lineView->font();
    row.features = QStyleOptionViewItem::HasDisplay;
    row.text = QStringLiteral("0");
    const int rowHeight = m_lineView->style()
                              ->sizeFromContents(QStyle::CT_ItemViewItem, &row, {}, m_lineView)
                              .height();
    m_lineView->setMinimumHeight(m_lineView->header()->sizeHint().height()
        + m_lineCount->value() * rowHeight + 2 * m_lineView->frameWidth());
}

void AnalysisPanel::addLineItem(const xq::AnalysisLine &line)
{
    auto *item = new QTreeWidgetItem(m_lineView);
    item->setText(ScoreColumn, scoreText(line));
    item->setText(DepthColumn, QString::number(line.depth));
    item->setText(SpeedColumn, QString::number(line.nps / 1000));
    item->setText(MovesColumn, movesText(line));
    item->setToolTip(MovesColumn, item->text(MovesColumn)); // a narrow column elides the line
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
    m_analysingBeforeReview = m_analysing;
    setAnalysing(false);
    m_reviewing = true;
    m_progress->setValue(0);
    showReviewRunning(true);
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

void AnalysisPanel::showReviewRunning(bool running)
{
    // The progress takes the place of what starts a review, so that the narrow row holds the
    // controls it shows whole.
    m_review->setVisible(!running);
    m_reviewTime->setVisible(!running);
    m_progress->setVisible(running);
    m_cancel->setVisible(running);
    m_toggle->setEnabled(!running);
}

void AnalysisPanel::forgetReview()
{
    cancelReview();
    m_graph->setScores({});
}

void AnalysisPanel::showKeptReview()
{
    if (m_reviewing || !m_graph->scores().isEmpty()) {
        return;
    }
    if (const auto scores = xq::readReviewScores(m_game.tree())) {
        showGraph(*scores);
    }
}

void AnalysisPanel::showGraph(const std::vector<int> &scores)
{
    m_graph->setScores(QVector<int>(scores.begin(), scores.end()));
    // The marks as the record has them: a review's, or those a reopened reviewed record kept.
    QStringList marks { QString() }; // the start
    for (const xq::NodeId node : m_game.tree().mainLine()) {
        marks << QString::fromLatin1(xq::markText(xq::markOfNag(m_game.tree().nag(node))));
    }
    m_graph->setMarks(marks);
    m_graph->setCurrentPly(m_game.ply());
}

void AnalysisPanel::onReviewed(const xq::GameReview &review)
{
    if (!m_reviewing) {
        return;
    }
    m_reviewing = false;
    showReviewRunning(false);
    // The analysis the review stopped goes on, whatever became of the review.
    const auto resume = qScopeGuard([this] { setAnalysing(m_analysingBeforeReview); });
    if (review.cancelled || !review.error.empty()) {
        m_status->setText(review.cancelled ? tr("Review cancelled") : m_status->text());
        return;
    }
    // The marks and the scores are an edit of the record: it must be saved to keep them.
    std::vector<int> scores;
    for (const xq::PositionReview &position : review.positions) {
        scores.push_back(position.redScore);
    }
    m_game.annotate([&](xq::GameTree &tree) {
        xq::annotateGame(tree, review, m_settings.notation());
        xq::writeReviewScores(tree, scores);
    });
    m_game.setTag(QStringLiteral("Annotator"), m_session->engineName());
    showGraph(scores);
    emit reviewFinished(review);
}
