// Settings ▸ Engines: an engine added by path is asked who it is (name, dialect detected,
// options listed) without the window waiting, its options are edited and kept in the settings,
// and the analysis panel analyses with it; an engine that does not start says so; the built-in
// engine cannot be removed.

#include "app/xiangqi/analysis/analysispanel.h"
#include "app/xiangqi/analysis/analysissession.h"
#include "app/xiangqi/analysis/enginelist.h"
#include "app/xiangqi/analysis/enginesdialog.h"
#include "app/xiangqi/singlegame.h"

#include "apptestsupport.h"

#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>

#include <algorithm>

namespace {
const QString FsfPath = QStringLiteral("/usr/games/fairy-stockfish");
} // namespace

class TstEngines : public QObject {
    Q_OBJECT

private slots:
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        m_settings = makeSettings(*m_dir);
    }

    void addedEngineIsKept()
    {
        // Must not skip: CI installs fairy-stockfish (scripts/install-deps).
        QVERIFY2(QFile::exists(FsfPath), "fairy-stockfish is not installed (scripts/install-deps)");
        {
            EnginesDialog dialog(*m_settings);
            QSignalSpy probed(&dialog, &EnginesDialog::probed);
            dialog.addEngine(FsfPath);
            QCOMPARE(dialog.engines().size(), 1);
            QTRY_COMPARE_WITH_TIMEOUT(probed.size(), 1, scaledMs(15000));
            QVERIFY(probed.at(0).at(1).toBool());
            QCOMPARE(dialog.engines().front().dialect, QStringLiteral("uci-fsf"));
            QVERIFY(dialog.engines().front().name.startsWith("Fairy-Stockfish"));
            dialog.selectEngine(0);
            QVERIFY(dialog.optionTable()->rowCount() > 5); // Hash, Threads, MultiPV, ...
            const auto hash = dialog.optionTable()->findItems("Hash", Qt::MatchExactly);
            QCOMPARE(hash.size(), 1);
            dialog.optionTable()->item(hash.front()->row(), 1)->setText("8");
            dialog.save();
        }
        const QList<EngineEntry> kept = EngineList::load(*m_settings);
        QCOMPARE(kept.size(), 1);
        QCOMPARE(kept.front().command, FsfPath);
        QCOMPARE(kept.front().options,
            (QList<QPair<QString, QString>> { { QStringLiteral("Hash"), QStringLiteral("8") } }));
        const auto config = kept.front().config();
        QCOMPARE(config.dialect, xq::client::DialectKind::UciFsf);

        // The panel offers it and analyses with it.
        QWidget page;
        SingleGame game(&page);
        game.setComputerSides(false, false);
        BoardView view(&page);
        view.setBoard(&game.board());
        AnalysisPanel panel(game, view, *m_settings, &page);
        QCOMPARE(panel.engineChoice()->count(), 2);
        panel.chooseEngine(1);
        panel.setAnalysing(true);
        QTRY_VERIFY_WITH_TIMEOUT(panel.lines().size() == 3, scaledMs(15000));
        QVERIFY(panel.session()->engineName().startsWith("Fairy-Stockfish"));
    }

    void engineThatDoesNotStart()
    {
        EnginesDialog dialog(*m_settings);
        QSignalSpy probed(&dialog, &EnginesDialog::probed);
        dialog.addEngine(QStringLiteral("/nonexistent/engine"));
        QTRY_COMPARE_WITH_TIMEOUT(probed.size(), 1, scaledMs(15000));
        QVERIFY(!probed.at(0).at(1).toBool());
        dialog.removeEngine(0);
        QVERIFY(dialog.engines().isEmpty());
    }

    void builtinEngineCannotBeRemoved()
    {
        EnginesDialog dialog(*m_settings);
        const QList<QPushButton *> buttons = dialog.findChildren<QPushButton *>();
        const auto remove
            = std::find_if(buttons.begin(), buttons.end(), [](const QPushButton *button) {
                  return button->text() == EnginesDialog::tr("Remove");
              });
        QVERIFY(remove != buttons.end());
        QVERIFY(!(*remove)->isEnabled()); // the built-in engine, selected at first
        QSignalSpy probed(&dialog, &EnginesDialog::probed);
        dialog.addEngine(QStringLiteral("/nonexistent/engine"));
        QTRY_COMPARE_WITH_TIMEOUT(probed.size(), 1, scaledMs(15000));
        dialog.selectEngine(0);
        QVERIFY((*remove)->isEnabled());
        (*remove)->click();
        QVERIFY(dialog.engines().isEmpty());
        QVERIFY(!(*remove)->isEnabled()); // back on the built-in engine
    }

    /// The line under the options speaks of the engine selected: the built-in one is not said to
    /// speak the protocol of the engine asked last.
    void reportFollowsTheSelection()
    {
        QVERIFY2(QFile::exists(FsfPath), "fairy-stockfish is not installed (scripts/install-deps)");
        EnginesDialog dialog(*m_settings);
        auto *report = dialog.findChild<QLabel *>(QStringLiteral("engineReport"));
        QVERIFY(report);
        QSignalSpy probed(&dialog, &EnginesDialog::probed);
        dialog.addEngine(FsfPath);
        QTRY_COMPARE_WITH_TIMEOUT(probed.size(), 1, scaledMs(15000));
        dialog.selectEngine(-1); // the built-in engine
        QVERIFY2(report->text().contains(QStringLiteral("built-in")), qPrintable(report->text()));
        QVERIFY2(!report->text().contains(QStringLiteral("uci")), qPrintable(report->text()));
        dialog.selectEngine(0);
        QVERIFY2(report->text().contains(QStringLiteral("Fairy-Stockfish"))
                && report->text().contains(QStringLiteral("uci-fsf")),
            qPrintable(report->text()));
    }

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<AppSettings> m_settings;
};

QTEST_MAIN(TstEngines)
#include "tst_engines.moc"
