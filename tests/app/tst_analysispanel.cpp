// The analysis panel: lines and arrows for the position shown with the built-in engine and with
// fairy-stockfish, following browsing; with the analysis off, no lines under another position; a
// line played or added as a variation; A toggles; a crashing engine reported with the game
// untouched and restartable; the review of a game with a known blunder (marks, graph, a click on
// the graph), its graph and the review itself gone with a new record; the GUI's longest stall
// while analysing.

#include "app/mainwindow.h"
#include "app/xiangqi/analysis/analysispanel.h"
#include "app/xiangqi/analysis/analysissession.h"
#include "app/xiangqi/analysis/enginelist.h"
#include "app/xiangqi/analysis/scoregraph.h"
#include "app/xiangqi/gamemenus.h"
#include "app/xiangqi/recordfiles.h"
#include "app/xiangqi/singlegame.h"

#include "analysis/builtinanalysisengine.h"
#include "analysis/externalanalysisengine.h"

#include "../analysis/reviewgames.h"
#include "apptestsupport.h"
#include "stallmeter.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QFile>
#include <QLabel>
#include <QMenu>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStyleOptionComboBox>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace {

constexpr int StallLimitMs = 50;
constexpr int RecordColumnWidth = 243; // the panel's width in a window 1000 pixels wide
const QString FsfPath = QStringLiteral("/usr/games/fairy-stockfish");

// The lines must belong to the position shown: each first move legal there, one arrow each.
bool linesFit(const AnalysisPanel &panel, const xq::Board &board, const BoardView &view, int count)
{
    if (static_cast<int>(panel.lines().size()) != count || view.arrows().size() != count) {
        return false;
    }
    for (int i = 0; i < count; ++i) {
        const xq::Move first = panel.lines()[static_cast<std::size_t>(i)].pv.front();
        if (!board.canMove(first.from(), first.to()) || view.arrows()[i] != first) {
            return false;
        }
    }
    return true;
}

// What is wrong with the panel's controls as laid out: one squeezed below the width its text
// needs, two overlapping, or the engine box too narrow for the engine's name; empty when none.
QString cramped(const AnalysisPanel &panel)
{
    QList<QWidget *> shown;
    for (QWidget *widget : panel.findChildren<QWidget *>()) {
        if ((qobject_cast<QAbstractButton *>(widget) || qobject_cast<QAbstractSpinBox *>(widget)
                || qobject_cast<QProgressBar *>(widget))
            && widget->isVisible()) {
            shown << widget;
        }
    }
    for (const QWidget *widget : shown) {
        const QString name = QString::fromLatin1(widget->metaObject()->className());
        if (widget->width() < widget->minimumSizeHint().width()) {
            return name + QStringLiteral(" squeezed");
        }
        for (const QWidget *other : shown) {
            const QRect mine(widget->mapTo(&panel, QPoint()), widget->size());
            const QRect theirs(other->mapTo(&panel, QPoint()), other->size());
            if (other != widget && mine.intersects(theirs)) {
                return name + QStringLiteral(" overlaps ")
                    + QString::fromLatin1(other->metaObject()->className());
            }
        }
    }
    const QComboBox *engines = panel.engineChoice();
    QStyleOptionComboBox option;
    option.initFrom(engines);
    const QRect field = engines->style()->subControlRect(
        QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, engines);
    if (field.width() < engines->fontMetrics().horizontalAdvance(engines->currentText()) + 2) {
        return QStringLiteral("the engine's name is cut");
    }
    return {};
}

} // namespace

class TstAnalysisPanel : public QObject {
    Q_OBJECT

private slots:
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        m_settings = makeSettings(*m_dir);
        m_settings->setNotation(xq::Notation::Iccs);
        m_page = std::make_unique<QWidget>();
        m_game = new SingleGame(m_page.get());
        m_game->setComputerSides(false, false); // two people: the tests play both sides
        m_view = new BoardView(m_page.get());
        m_view->setBoard(&m_game->board());
        m_panel = new AnalysisPanel(*m_game, *m_view, *m_settings, m_page.get());
    }

    void cleanup()
    {
        m_page.reset();
        m_settings.reset();
        m_dir.reset();
    }

    /// The engine chosen to analyse is the one the panel offers next time (at the next start).
    void engineChoiceIsRemembered()
    {
        EngineList::save(*m_settings,
            { { QStringLiteral("Fairy-Stockfish"), QStringLiteral("/usr/games/fairy-stockfish"),
                QStringLiteral("uci-fsf"), {} } });
        AnalysisPanel first(*m_game, *m_view, *m_settings);
        QCOMPARE(first.engineChoice()->count(), 2);
        first.chooseEngine(1);
        AnalysisPanel next(*m_game, *m_view, *m_settings);
        QCOMPARE(next.engineChoice()->currentIndex(), 1);
    }

    void builtinLinesFollowBrowsing()
    {
        m_panel->setLineCount(3);
        m_panel->setAnalysing(true);
        QTRY_VERIFY_WITH_TIMEOUT(linesFit(*m_panel, m_game->board(), *m_view, 3), scaledMs(10000));
        QVERIFY(m_panel->lineView()->topLevelItem(0)->text(3).startsWith(
            QString::fromStdString(xq::formatMove(
                m_game->board(), m_panel->lines().front().pv.front(), xq::Notation::Iccs))));
        // A move played, then taken back: the lines follow each position.
        QVERIFY(m_game->play(*xq::Move::fromIccs("h2e2")));
        QTRY_VERIFY_WITH_TIMEOUT(linesFit(*m_panel, m_game->board(), *m_view, 3), scaledMs(10000));
        QCOMPARE(m_game->board().sideToMove(), xq::Side::Black);
        m_game->undo();
        QTRY_VERIFY_WITH_TIMEOUT(linesFit(*m_panel, m_game->board(), *m_view, 3), scaledMs(10000));
        m_panel->setAnalysing(false);
        QVERIFY(m_view->arrows().isEmpty());
    }

    void keyToggles()
    {
        m_page->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
        m_view->setFocus();
        QTest::keyClick(m_view, Qt::Key_A);
        QVERIFY(m_panel->isAnalysing());
        QTest::keyClick(m_view, Qt::Key_A);
        QVERIFY(!m_panel->isAnalysing());
    }

    void lineAddedAsVariationOrPlayed()
    {
        QVERIFY(m_game->play(*xq::Move::fromIccs("h2e2")));
        m_game->undo();
        m_panel->setLineCount(2);
        m_panel->setAnalysing(true);
        QTRY_VERIFY_WITH_TIMEOUT(linesFit(*m_panel, m_game->board(), *m_view, 2), scaledMs(10000));
        m_panel->setAnalysing(false);
        const xq::AnalysisLine line = m_panel->lines()[1];
        m_panel->playLine(1, true);
        QCOMPARE(m_game->node(), xq::GameTree::Root); // still shown: the start
        QVERIFY(m_game->tree().findChild(xq::GameTree::Root, line.pv.front()) != xq::NoNode);
        m_panel->playLine(1, false);
        QCOMPARE(m_game->ply(), int(line.pv.size()));
        QCOMPARE(m_game->tree().movesTo(m_game->node()), line.pv);
    }

    void fairyStockfishLines()
    {
        // Must not skip: CI installs fairy-stockfish (scripts/install-deps).
        QVERIFY2(QFile::exists(FsfPath), "fairy-stockfish is not installed (scripts/install-deps)");
        xq::client::EngineConfig config;
        config.command = FsfPath.toStdString();
        config.options = { { "Hash", "16" } };
        m_panel->session()->setEngine(std::make_unique<xq::ExternalAnalysisEngine>(config));
        m_panel->setLineCount(3);
        m_panel->setAnalysing(true);
        QTRY_VERIFY_WITH_TIMEOUT(linesFit(*m_panel, m_game->board(), *m_view, 3), scaledMs(15000));
        QVERIFY(m_panel->session()->engineName().contains("Fairy-Stockfish"));
        QVERIFY(m_game->play(*xq::Move::fromIccs("b2e2")));
        QTRY_VERIFY_WITH_TIMEOUT(linesFit(*m_panel, m_game->board(), *m_view, 3), scaledMs(15000));
    }

    void crashingEngineIsReported()
    {
        xq::client::EngineConfig config;
        config.command = "python3 -c \"print('id name Crasher'); print('uciok'); "
                         "import sys; sys.stdin.readline(); print('readyok'); "
                         "sys.stdout.flush(); sys.stdin.readline(); sys.stdin.readline()\"";
        m_panel->session()->setEngine(std::make_unique<xq::ExternalAnalysisEngine>(config));
        QVERIFY(m_game->play(*xq::Move::fromIccs("h2e2")));
        m_panel->setAnalysing(true);
        QTRY_VERIFY_WITH_TIMEOUT(
            m_panel->statusLabel()->text().contains("failed"), scaledMs(10000));
        QCOMPARE(m_game->length(), 1); // the game is kept
        QVERIFY(m_panel->lines().empty());
        // Back to the built-in engine: analysis works again.
        m_panel->session()->setEngine(std::make_unique<xq::BuiltinAnalysisEngine>(16));
        QTRY_VERIFY_WITH_TIMEOUT(linesFit(*m_panel, m_game->board(), *m_view, 3), scaledMs(10000));
    }

    void reviewMarksTheBlunder()
    {
        m_game->load(reviewgames::blunderGame(), xq::GameTree::Root);
        QSignalSpy finished(m_panel, &AnalysisPanel::reviewFinished);
        m_panel->startReview(150);
        QVERIFY(m_panel->isReviewing());
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, scaledMs(20000));
        const auto line = m_game->tree().mainLine();
        QCOMPARE(int(line.size()), 5);
        for (int i = 0; i < 5; ++i) {
            QCOMPARE(m_game->tree().nag(line[i]) == 4, i == 2); // only the blunder is ??
        }
        // The words after the score kept for the graph ("[%eval -2.85] Blunder (...").
        QVERIFY(m_game->tree().comment(line[2]).find("] Blunder (") != std::string::npos);
        QCOMPARE(int(m_game->tree().children(line[1]).size()), 2); // the better move beside it
        // Saved as the window saves records, the marks come back when the file is read.
        const QString path = m_dir->filePath(QStringLiteral("reviewed.pgn"));
        QVERIFY(!RecordFiles::save(m_game->tree(), path, {}));
        const auto read = RecordFiles::load(path);
        QVERIFY(read.ok() && read->games.size() == 1 && read->games[0].ok());
        QVERIFY(read->games[0]->sameGame(m_game->tree()));
        QCOMPARE(read->games[0]->nag(read->games[0]->mainLine()[2]), 4);
        QVERIFY(m_game->isModified());
        QCOMPARE(m_panel->scoreGraph()->scores().size(), 6);
        const QVector<int> scores = m_panel->scoreGraph()->scores();
        // Each move marked in the record is marked on the graph, the blunder as such.
        const QStringList marks = m_panel->scoreGraph()->marks();
        QCOMPARE(marks.size(), 6);
        QCOMPARE(marks[3], QStringLiteral("??"));
        for (int i = 0; i < 5; ++i) {
            QCOMPARE(marks[i + 1].isEmpty(), m_game->tree().nag(line[i]) == 0);
        }
        QCOMPARE(m_game->node(), xq::GameTree::Root);
        // A click on the graph's right end shows the last position.
        m_page->resize(600, 600);
        m_page->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
        ScoreGraph *graph = m_panel->scoreGraph();
        QTest::mouseClick(graph, Qt::LeftButton, {}, QPoint(graph->width() - 1, 5));
        QCOMPARE(m_game->node(), line.back());
        // The reviewed record opened again shows its graph again, marks and all.
        m_game->load(reviewgames::blunderGame(), xq::GameTree::Root);
        QVERIFY(graph->scores().isEmpty());
        m_game->load(xq::GameTree(*read->games[0]), xq::GameTree::Root);
        QCOMPARE(graph->scores(), scores);
        QCOMPARE(graph->marks(), marks);
    }

    void linesStayWithTheirPosition()
    {
        QVERIFY(m_game->play(*xq::Move::fromIccs("h2e2")));
        QVERIFY(m_game->play(*xq::Move::fromIccs("h9g7")));
        m_panel->setLineCount(2);
        m_panel->setAnalysing(true);
        QTRY_VERIFY_WITH_TIMEOUT(linesFit(*m_panel, m_game->board(), *m_view, 2), scaledMs(10000));
        m_panel->setAnalysing(false);
        QCOMPARE(m_panel->lineView()->topLevelItemCount(), 2); // stopped: left to be read
        // An earlier move clicked in the move list: those lines are not this board's.
        m_game->showPly(1);
        QVERIFY(m_panel->lines().empty());
        QCOMPARE(m_panel->lineView()->topLevelItemCount(), 0);
        QVERIFY(m_view->arrows().isEmpty());
        m_game->showPly(2); // back to the position they were found for
        QCOMPARE(m_panel->lines().size(), std::size_t { 2 });
        QCOMPARE(m_panel->lineView()->topLevelItemCount(), 2);
    }

    void newRecordClearsTheGraph_data()
    {
        QTest::addColumn<bool>("newGame"); // otherwise another record is loaded
        QTest::newRow("new game") << true;
        QTest::newRow("record loaded") << false;
    }

    void newRecordClearsTheGraph()
    {
        QFETCH(bool, newGame);
        m_game->load(reviewgames::blunderGame(), xq::GameTree::Root);
        QSignalSpy finished(m_panel, &AnalysisPanel::reviewFinished);
        m_panel->startReview(100);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, scaledMs(20000));
        ScoreGraph *graph = m_panel->scoreGraph();
        QCOMPARE(graph->scores().size(), 6);
        QVERIFY(!graph->isHidden()); // the review's own marks did not clear it
        if (newGame) {
            m_game->newGame();
        } else {
            m_game->load(reviewgames::soundGame(), xq::GameTree::Root);
        }
        QVERIFY(graph->scores().isEmpty());
        QVERIFY(graph->isHidden());
    }

    void newRecordCancelsTheReview()
    {
        m_game->load(reviewgames::blunderGame(), xq::GameTree::Root);
        m_panel->startReview(2000);
        m_game->load(reviewgames::soundGame(), xq::GameTree::Root);
        // The review was of the game replaced: its marks must not land in this one.
        QVERIFY(!m_panel->isReviewing());
        QVERIFY(!m_game->isModified());
        QVERIFY(m_panel->scoreGraph()->scores().isEmpty());
    }

    void controlsReadInTheRecordColumn()
    {
        QVERIFY(showInRecordColumn());
        QCOMPARE(cramped(*m_panel), QString());
        m_game->load(reviewgames::blunderGame(), xq::GameTree::Root);
        m_panel->startReview(2000);
        QApplication::processEvents(); // the rows laid out again while the review runs
        QCOMPARE(cramped(*m_panel), QString());
        m_panel->cancelReview();
        QApplication::processEvents();
        QCOMPARE(cramped(*m_panel), QString());
    }

    void chosenLinesShowWithoutScrolling()
    {
        m_panel->setLineCount(5);
        QVERIFY(showInRecordColumn());
        // The column as short as it goes: what is above the panel would give way, not the lines.
        m_page->setFixedHeight(m_page->minimumSizeHint().height());
        m_panel->setAnalysing(true);
        QTRY_COMPARE_WITH_TIMEOUT(m_panel->lineView()->topLevelItemCount(), 5, scaledMs(10000));
        QTest::qWait(50); // the view lays its rows out
        QVERIFY(!m_panel->lineView()->verticalScrollBar()->isVisible());
    }

    void settingsMenuOpensTheEngines()
    {
        // Xiangqi's page wires its Settings ▸ Engines… to the panel beside the board.
        MainWindow window(*m_settings);
        auto *menus = window.findChild<GameMenus *>();
        QVERIFY(menus);
        const QList<QMenu *> all = menus->menus();
        const auto settings = std::find_if(all.begin(), all.end(),
            [](const QMenu *menu) { return menu->title() == GameMenus::tr("&Settings"); });
        QVERIFY(settings != all.end());
        QVERIFY((*settings)->actions().contains(menus->engines));
        QString opened;
        QTimer::singleShot(0, this, [&opened] {
            if (auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget())) {
                opened = QString::fromLatin1(dialog->metaObject()->className());
                dialog->reject();
            }
        });
        menus->engines->trigger();
        QCOMPARE(opened, QStringLiteral("EnginesDialog"));
    }

    /// The analysis a review stopped goes on once the review is over, finished or cancelled.
    void reviewGivesTheAnalysisBack()
    {
        m_game->load(reviewgames::blunderGame(), xq::GameTree::Root);
        m_panel->setAnalysing(true);
        QSignalSpy finished(m_panel, &AnalysisPanel::reviewFinished);
        m_panel->startReview(100);
        QVERIFY(!m_panel->isAnalysing());
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, scaledMs(20000));
        QVERIFY(m_panel->isAnalysing());
        m_panel->startReview(2000);
        m_panel->cancelReview();
        QVERIFY(m_panel->isAnalysing());
        m_panel->setAnalysing(false);
        m_panel->startReview(100); // off before, off after
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, scaledMs(20000));
        QVERIFY(!m_panel->isAnalysing());
    }

    void reviewCancel()
    {
        m_game->load(reviewgames::blunderGame(), xq::GameTree::Root);
        m_panel->startReview(2000);
        m_panel->cancelReview();
        QVERIFY(!m_panel->isReviewing());
        QVERIFY(m_game->tree().comment(m_game->tree().mainLine()[2]).empty());
    }

    void analysisDoesNotStallTheWindow()
    {
        m_page->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
        m_panel->setLineCount(5);
        StallMeter meter;
        m_panel->setAnalysing(true);
        // Browsing while analysing: every step stops one analysis and starts the next.
        for (const char *move : { "h2e2", "h9g7", "h0g2", "i9h9" }) {
            QTest::qWait(400);
            QVERIFY(m_game->play(*xq::Move::fromIccs(move)));
        }
        QTest::qWait(1000);
        m_panel->setAnalysing(false);
        const double load = loadPerCore();
        qInfo("analysis with 5 lines and browsing: longest event-loop stall %lld ms of GUI-thread "
              "work, %lld ms wall clock (load %.1f per core)",
            meter.longestBusyMs(), meter.longestWallMs(), load);
        const QString failure = meter.failure(scaledMs(StallLimitMs), load);
        QVERIFY2(failure.isEmpty(), qPrintable(failure));
    }

private:
    /// Shows the panel alone, as wide as the record column of a window at its default size.
    bool showInRecordColumn()
    {
        auto *column = new QVBoxLayout(m_page.get());
        column->setContentsMargins(0, 0, 0, 0);
        column->addWidget(m_panel);
        m_view->hide();
        m_page->setFixedWidth(RecordColumnWidth); // the board beside it takes the rest
        m_page->resize(RecordColumnWidth, 300);
        m_page->show();
        return QTest::qWaitForWindowExposed(m_page.get()) && m_panel->width() == RecordColumnWidth;
    }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<AppSettings> m_settings;
    std::unique_ptr<QWidget> m_page;
    SingleGame *m_game = nullptr;
    BoardView *m_view = nullptr;
    AnalysisPanel *m_panel = nullptr;
};

QTEST_MAIN(TstAnalysisPanel)
#include "tst_analysispanel.moc"
