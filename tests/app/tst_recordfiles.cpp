// Record files in the game window: collections (a PGN file or DhtmlXQ text holding several
// games) offered as a list to pick from and never written over with one game; PGN saved in GBK
// for older programs and kept so by Save; a FEN file given the position shown.

#include "app/mainwindow.h"
#include "app/xiangqi/gamechooser.h"
#include "app/xiangqi/gamemenus.h"
#include "app/xiangqi/recordcontroller.h"
#include "app/xiangqi/recordfiles.h"
#include "app/xiangqi/recordorigin.h"
#include "app/xiangqi/singlegame.h"
#include "app/xiangqi/xiangqimode.h"
#include "apptestsupport.h"

#include "records/records.h"
#include "records/textencoding.h"

#include <QAction>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileInfo>
#include <QMenu>
#include <QPushButton>
#include <QTimer>
#include <QTranslator>
#include <QTreeWidget>

using namespace xq;

namespace {

GameTree gameOf(std::initializer_list<const char *> moves, const char *red, const char *black,
    GameResult result)
{
    GameTree game;
    NodeId node = GameTree::Root;
    for (const char *m : moves) {
        node = *game.addMove(node, mv(m));
    }
    game.tags().set("Event", "全国象棋个人赛");
    game.tags().set("Date", "2026.05.01");
    game.tags().set("Red", red);
    game.tags().set("Black", black);
    game.setResult(result);
    return game;
}

QByteArray bytesOf(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void writeBytes(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

} // namespace

class TstRecordFiles : public WindowTest {
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void collectionOffersItsGames();
    void collectionOpensTheChosenGame();
    void cancelledChoiceKeepsTheGame_data();
    void cancelledChoiceKeepsTheGame();
    void oneGameFileAsksNothing();
    void collectionGameIsSavedToANewFile();
    void collectionIsNeverWrittenOver();
    void pastedCollectionOffersItsGames();
    void chooserListsTheGames();
    void chooserSpeaksChinese();
    void promptersChooserIsADialog();
    void gbkSaveWritesGbk();
    void gbkFileIsSavedInGbk();
    void fenGetsTheShownPosition();
    void fenOfAPositionIsTheRecord();
    void fileNamesAreShownAsTheyAre();
    void everyFormatReadOpens();
    void ccbridgeRecordsAndLibrariesOpen();
    void saveOffersEveryFormatWritten();
    void saveAsKeepsThePgnName();
    void signaturelessBinaryRecordsAreNotText();

private:
    /// collection.pgn: the first game, a game that cannot be read, the third game.
    void writeCollection();

    SingleGame *m_game = nullptr;
    QString m_collection;
    GameTree m_first;
    GameTree m_third;
};

void TstRecordFiles::init()
{
    newSettings(PlayMode::TwoPlayers);
    m_settings->setNotation(Notation::Chinese);
    m_window = makeWindow();
    m_game = xiangqiOf(*m_window)->game();
    m_collection = m_dir->filePath(QStringLiteral("collection.pgn"));
    m_first = gameOf({ "h2e2", "h9g7", "h0g2" }, "许银川", "吕钦", GameResult::RedWins);
    m_third = gameOf({ "b2e2", "b9c7" }, "胡荣华", "柳大华", GameResult::Draw);
}

void TstRecordFiles::cleanup()
{
    closeWindow();
}

void TstRecordFiles::writeCollection()
{
    const auto first = writeRecord(m_first, RecordFormat::Pgn);
    const auto third = writeRecord(m_third, RecordFormat::Pgn);
    QVERIFY(first.ok() && third.ok());
    const std::string broken = "[Game \"Chinese Chess\"]\n[Red \"?\"]\n1. h2h7 *\n\n";
    writeBytes(m_collection, QByteArray::fromStdString(*first + "\n" + broken + *third));
}

void TstRecordFiles::collectionOffersItsGames()
{
    writeCollection();
    QVERIFY(xiangqiOf(*m_window)->records()->openRecord(m_collection));
    QCOMPARE(m_prompter->gameLists.size(), std::size_t(1));
    const std::vector<GameSummary> &games = m_prompter->gameLists.front();
    QCOMPARE(games.size(), std::size_t(3));
    QCOMPARE(games[0].number, 1);
    QCOMPARE(games[0].red, QStringLiteral("许银川"));
    QCOMPARE(games[0].black, QStringLiteral("吕钦"));
    QCOMPARE(games[0].event, QStringLiteral("全国象棋个人赛"));
    QCOMPARE(games[0].date, QStringLiteral("2026.05.01"));
    QCOMPARE(games[0].result, QStringLiteral("Red wins"));
    QCOMPARE(games[0].moves, 2); // three plies: 1. h2e2 h9g7 2. h0g2
    QVERIFY(!games[1].readable());
    QVERIFY(games[1].error.contains(QStringLiteral("line")));
    QCOMPARE(games[2].number, 3);
    QCOMPARE(games[2].result, QStringLiteral("Draw"));
    QCOMPARE(games[2].moves, 1);
}

void TstRecordFiles::collectionOpensTheChosenGame()
{
    writeCollection();
    m_prompter->gameChoice = 2;
    QVERIFY(xiangqiOf(*m_window)->records()->openRecord(m_collection));
    QCOMPARE(m_game->lineMoves(), m_third.movesTo(m_third.lastInLine(GameTree::Root)));
    QCOMPARE(m_game->tree().tags().value("Red"), std::string("胡荣华"));
    QCOMPARE(m_game->tree().result(), GameResult::Draw);
    QVERIFY(xiangqiOf(*m_window)->records()->origin().isCollection());
    QVERIFY(m_window->windowTitle().contains(QStringLiteral("collection.pgn, game 3 of 3")));
    QVERIFY(!m_window->isWindowModified());
    QVERIFY(m_prompter->failures.isEmpty());
}

void TstRecordFiles::cancelledChoiceKeepsTheGame_data()
{
    QTest::addColumn<std::optional<int>>("choice");
    QTest::newRow("cancelled") << std::optional<int>();
    QTest::newRow("a game that cannot be read") << std::optional<int>(1);
    QTest::newRow("no such game") << std::optional<int>(7);
}

void TstRecordFiles::cancelledChoiceKeepsTheGame()
{
    QFETCH(std::optional<int>, choice);
    writeCollection();
    QVERIFY(m_game->play(mv("h2e2")));
    const GameTree before = m_game->tree();
    const QString title = m_window->windowTitle();
    m_prompter->gameChoice = choice;
    QVERIFY(!xiangqiOf(*m_window)->records()->openRecord(m_collection));
    QVERIFY(m_game->tree().sameGame(before));
    QCOMPARE(m_window->windowTitle(), title);
    QVERIFY(m_prompter->questions.isEmpty()); // nothing to abandon: nothing was chosen
    QVERIFY(m_settings->recentFiles().isEmpty());
}

void TstRecordFiles::oneGameFileAsksNothing()
{
    const QString path = m_dir->filePath(QStringLiteral("one.pgn"));
    QVERIFY(!saveRecord(m_first, path.toStdString()));
    QVERIFY(xiangqiOf(*m_window)->records()->openRecord(path));
    QVERIFY(m_prompter->gameLists.empty());
    QVERIFY(!xiangqiOf(*m_window)->records()->origin().isCollection());
    QCOMPARE(xiangqiOf(*m_window)->records()->origin().savePath(), path);
}

void TstRecordFiles::collectionGameIsSavedToANewFile()
{
    writeCollection();
    const QByteArray collection = bytesOf(m_collection);
    QVERIFY(xiangqiOf(*m_window)->records()->openRecord(m_collection)); // the first game
    QVERIFY(m_game->play(mv("h7h0")));

    m_prompter->saveChoice.reset();
    xiangqiOf(*m_window)
        ->gameMenus()
        ->save->trigger(); // Save asks where, and cancelling writes nothing
    QCOMPARE(m_prompter->saveSuggestions,
        QStringList { m_dir->filePath(QStringLiteral("collection-1.pgn")) });
    QCOMPARE(bytesOf(m_collection), collection);
    QVERIFY(m_window->isWindowModified());

    const QString copy = m_dir->filePath(QStringLiteral("mine.pgn"));
    m_prompter->saveChoice = SaveFileChoice { copy, 0 };
    xiangqiOf(*m_window)->gameMenus()->save->trigger();
    QCOMPARE(bytesOf(m_collection), collection);
    const auto saved = loadRecords(copy.toStdString());
    QVERIFY(saved.ok());
    QCOMPARE(saved->size(), std::size_t(1));
    QCOMPARE(saved->front().moveCount(), 4);
    QVERIFY(!m_window->isWindowModified());

    QVERIFY(m_game->play(mv("i0i1")));
    xiangqiOf(*m_window)
        ->gameMenus()
        ->save->trigger(); // now a file of its own: written without asking
    QCOMPARE(m_prompter->saveSuggestions.size(), 2);
    QCOMPARE(loadRecord(copy.toStdString())->moveCount(), 5);
}

void TstRecordFiles::collectionIsNeverWrittenOver()
{
    writeCollection();
    const QByteArray collection = bytesOf(m_collection);
    QVERIFY(xiangqiOf(*m_window)->records()->openRecord(m_collection));
    QVERIFY(m_game->play(mv("h7h0")));
    QVERIFY(!xiangqiOf(*m_window)->records()->saveRecord(m_collection));
    QVERIFY(!xiangqiOf(*m_window)->records()->saveRecord(
        m_dir->filePath(QStringLiteral("../%1/collection.pgn"))
            .arg(QFileInfo(m_dir->path()).fileName())));
    QCOMPARE(m_prompter->failures.size(), 2);
    QVERIFY(m_prompter->failures.front().contains(QStringLiteral("collection.pgn")));
    QCOMPARE(bytesOf(m_collection), collection);
    QVERIFY(m_window->isWindowModified());
}

void TstRecordFiles::pastedCollectionOffersItsGames()
{
    const auto text = writeRecords({ m_first, m_third }, RecordFormat::Ubb);
    QVERIFY(text.ok());
    QGuiApplication::clipboard()->setText(QString::fromStdString(*text));
    m_prompter->gameChoice = 1;
    QVERIFY(xiangqiOf(*m_window)->records()->pasteRecord());
    QCOMPARE(m_prompter->gameLists.size(), std::size_t(1));
    QCOMPARE(m_prompter->gameLists.front().size(), std::size_t(2));
    QCOMPARE(m_game->lineMoves(), m_third.movesTo(m_third.lastInLine(GameTree::Root)));

    const GameTree shown = m_game->tree();
    m_prompter->gameChoice.reset();
    QVERIFY(!xiangqiOf(*m_window)->records()->pasteRecord());
    QVERIFY(m_game->tree().sameGame(shown));
}

void TstRecordFiles::chooserListsTheGames()
{
    writeCollection();
    const auto games = loadGames(m_collection.toStdString());
    QVERIFY(games.ok());
    GameChooser chooser(summarizeGames(*games));
    QTreeWidget *list = chooser.list();
    QCOMPARE(list->topLevelItemCount(), 3);
    QCOMPARE(list->topLevelItem(0)->text(1), QStringLiteral("许银川"));
    QCOMPARE(list->topLevelItem(2)->text(0), QStringLiteral("3"));
    QVERIFY(!(list->topLevelItem(1)->flags() & Qt::ItemIsEnabled));
    QCOMPARE(chooser.chosen(), std::optional<int>(0)); // the first readable game to start with
    list->setCurrentItem(list->topLevelItem(2));
    QCOMPARE(chooser.chosen(), std::optional<int>(2));
    auto *buttons = chooser.findChild<QDialogButtonBox *>();
    QVERIFY(buttons->button(QDialogButtonBox::Open)->isEnabled());
    list->clearSelection();
    QCOMPARE(chooser.chosen(), std::optional<int>());
    QVERIFY(!buttons->button(QDialogButtonBox::Open)->isEnabled());
    emit list->itemActivated(list->topLevelItem(0), 0); // a double click opens the game
    QCOMPARE(chooser.result(), int(QDialog::Accepted));
}

void TstRecordFiles::promptersChooserIsADialog()
{
    writeCollection();
    const auto games = loadGames(m_collection.toStdString());
    QVERIFY(games.ok());
    // The player picks the third game in the real dialog and opens it.
    QTimer::singleShot(0, [] {
        auto *chooser = qobject_cast<GameChooser *>(QApplication::activeModalWidget());
        QVERIFY(chooser);
        chooser->list()->setCurrentItem(chooser->list()->topLevelItem(2));
        chooser->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Open)->click();
    });
    Prompter prompter;
    QCOMPARE(prompter.chooseGame(nullptr, QStringLiteral("Open"), summarizeGames(*games)),
        std::optional<int>(2));

    QTimer::singleShot(0, [] { QApplication::activeModalWidget()->close(); });
    QCOMPARE(prompter.chooseGame(nullptr, QStringLiteral("Open"), summarizeGames(*games)),
        std::optional<int>());
}

void TstRecordFiles::chooserSpeaksChinese()
{
    QTranslator chinese;
    QVERIFY(chinese.load(QLocale(QLocale::Chinese, QLocale::China), "xiangqi", "_", ":/i18n"));
    QCoreApplication::installTranslator(&chinese);
    GameChooser chooser({ GameSummary { 1, {}, {}, {}, {}, {}, 0, QStringLiteral("line 2") } });
    QCOMPARE(chooser.list()->headerItem()->text(1), QStringLiteral("红方"));
    QCOMPARE(chooser.list()->topLevelItem(0)->text(3), QStringLiteral("无法读取：line 2"));
    const RecordOrigin origin = RecordOrigin::collection(m_collection, TextEncoding::Gbk, 3, 12);
    QCOMPARE(origin.displayName(), QStringLiteral("collection.pgn，第 3 局（共 12 局）"));
    QCOMPARE(RecordFiles::saveFilterEncoding(RecordFiles::saveFilters().indexOf(
                 QStringLiteral("PGN，GBK 编码，供旧版软件使用 (*.pgn)"))),
        TextEncoding::Gbk);
    QCoreApplication::removeTranslator(&chinese);
}

void TstRecordFiles::gbkSaveWritesGbk()
{
    const QString path = m_dir->filePath(QStringLiteral("old.pgn"));
    QVERIFY(m_game->play(mv("h2e2")));
    QVERIFY(m_game->play(mv("h9g7")));
    const int gbk
        = RecordFiles::saveFilters().indexOf(QStringLiteral("PGN, GBK for older programs (*.pgn)"));
    QVERIFY(gbk > 0);
    QCOMPARE(RecordFiles::saveFilterEncoding(gbk), TextEncoding::Gbk);
    // Typed without an extension: PGN, as the filter says.
    m_prompter->saveChoice = SaveFileChoice { m_dir->filePath(QStringLiteral("old")), gbk };
    xiangqiOf(*m_window)->gameMenus()->saveAs->trigger();
    const QByteArray bytes = bytesOf(path);
    QVERIFY(bytes.contains(QByteArray::fromStdString(*utf8ToGbk("炮二平五"))));
    QVERIFY(!isValidUtf8(bytes.toStdString()));
    const GameTree written = m_game->tree();

    auto other = makeWindow();
    QVERIFY(xiangqiOf(*other)->records()->openRecord(path));
    QVERIFY(xiangqiOf(*other)->game()->tree().sameGame(written));
    QCOMPARE(xiangqiOf(*other)->records()->origin().encoding(), TextEncoding::Gbk);
}

void TstRecordFiles::gbkFileIsSavedInGbk()
{
    const QString path = m_dir->filePath(QStringLiteral("old.pgn"));
    QVERIFY(!saveRecord(m_first, path.toStdString(), { Notation::Chinese, TextEncoding::Gbk }));
    QVERIFY(xiangqiOf(*m_window)->records()->openRecord(path));
    QVERIFY(m_game->play(mv("h7h0")));
    xiangqiOf(*m_window)->gameMenus()->save->trigger(); // Ctrl+S: the same file, still GBK
    QVERIFY(m_prompter->saveSuggestions.isEmpty());
    const QByteArray bytes = bytesOf(path);
    QVERIFY(!isValidUtf8(bytes.toStdString()));
    QVERIFY(bytes.contains(QByteArray::fromStdString(*utf8ToGbk("许银川"))));
    QCOMPARE(loadRecord(path.toStdString())->moveCount(), 4);

    m_prompter->saveChoice.reset();
    xiangqiOf(*m_window)->gameMenus()->saveAs->trigger(); // Save As offers GBK again
    QCOMPARE(
        RecordFiles::saveFilterEncoding(m_prompter->saveFiltersOffered.front()), TextEncoding::Gbk);
}

void TstRecordFiles::fenGetsTheShownPosition()
{
    const QString pgn = m_dir->filePath(QStringLiteral("game.pgn"));
    const QString fen = m_dir->filePath(QStringLiteral("position.fen"));
    for (const char *m : { "h2e2", "h9g7", "h0g2" }) {
        QVERIFY(m_game->play(mv(m)));
    }
    QVERIFY(xiangqiOf(*m_window)->records()->saveRecord(pgn));
    QVERIFY(m_game->play(mv("i9h9")));
    m_game->showPly(2);
    const std::string shown = m_game->board().fen();

    QVERIFY(xiangqiOf(*m_window)->records()->saveRecord(fen));
    QCOMPARE(bytesOf(fen).trimmed().toStdString(), shown);
    QVERIFY(m_game->isModified()); // the moves are in no file yet
    QVERIFY(m_window->isWindowModified());
    QCOMPARE(xiangqiOf(*m_window)->records()->origin().savePath(),
        pgn); // Save still writes the whole game there
    QCOMPARE(m_game->tree().moveCount(), 4);
    QVERIFY(m_window->statusText().contains(QStringLiteral("position.fen")));

    m_prompter->answer = false;
    xiangqiOf(*m_window)->newGame(); // leaving the game still asks
    QCOMPARE(m_prompter->questions.size(), 1);
    QCOMPARE(m_game->tree().moveCount(), 4);

    auto other = makeWindow();
    QVERIFY(xiangqiOf(*other)->records()->openRecord(fen));
    QCOMPARE(xiangqiOf(*other)->game()->board().fen(), shown);
}

void TstRecordFiles::fenOfAPositionIsTheRecord()
{
    const QString fen = m_dir->filePath(QStringLiteral("start.fen"));
    const Board start = boardFromFen("3k5/9/9/9/9/9/4p4/9/R8/4K4 b - - 0 1");
    xiangqiOf(*m_window)->startFromPosition(start, PlayMode::TwoPlayers);
    m_game->setComment(QStringLiteral("black to move")); // changed, then saved whole
    QVERIFY(xiangqiOf(*m_window)->records()->saveRecord(fen));
    QVERIFY(!m_game->isModified());
    QCOMPARE(xiangqiOf(*m_window)->records()->origin().savePath(), fen);
    QCOMPARE(bytesOf(fen).trimmed().toStdString(), start.fen());
}

void TstRecordFiles::fileNamesAreShownAsTheyAre()
{
    // Names holding what Qt would read as placeholders or shortcut marks.
    const QString odd = m_dir->filePath(QStringLiteral("R&D %2 %1.pgn"));
    const RecordOrigin origin = RecordOrigin::collection(odd, TextEncoding::Utf8, 3, 12);
    QCOMPARE(origin.displayName(), QStringLiteral("R&D %2 %1.pgn, game 3 of 12"));
    QCOMPARE(QFileInfo(origin.suggestedSavePath()).fileName(), QStringLiteral("R&D %2 %1-3.pgn"));
    m_settings->addRecentFile(odd);
    auto window = makeWindow();
    const QList<QAction *> recent = xiangqiOf(*window)->gameMenus()->openRecent->actions();
    QVERIFY(!recent.isEmpty());
    QCOMPARE(recent.front()->text(), QStringLiteral("&1 R&&D %2 %1.pgn"));
}

void TstRecordFiles::everyFormatReadOpens()
{
    const QString filter = RecordFiles::openFilter();
    QVERIFY2(filter.contains(QStringLiteral("*.cbf")) && filter.contains(QStringLiteral("*.eglib"))
            && filter.contains(QStringLiteral("*.qp")),
        qPrintable(filter));
    // A CCBridge record opens as its game; a puzzle collection offers its puzzles.
    const QString cbf = m_dir->filePath(QStringLiteral("game.cbf"));
    writeBytes(cbf, QByteArray::fromStdString(*writeRecord(m_first, RecordFormat::Cbf)));
    QVERIFY(xiangqiOf(*m_window)->opensFile(cbf));
    QVERIFY(xiangqiOf(*m_window)->records()->openRecord(cbf));
    QCOMPARE(m_game->lineMoves(), m_first.movesTo(m_first.lastInLine(GameTree::Root)));
    QCOMPARE(m_game->tree().tags().value("Red"), std::string("许银川"));
    const QString puzzles = m_dir->filePath(QStringLiteral("set.eglib"));
    writeBytes(puzzles, "one|3k5/9/9/9/9/9/9/9/9/4K3R w|i0i9\ntwo|3k5/9/9/9/9/9/9/9/9/4K3R w|\n");
    QVERIFY(xiangqiOf(*m_window)->records()->openRecord(puzzles));
    QCOMPARE(m_prompter->gameLists.size(), std::size_t(1));
    QCOMPARE(m_prompter->gameLists.front().size(), std::size_t(2));
}

/// A Yitian record (.mxq) has no signature: it is known by its name. Its GBK bytes are not UTF-8,
/// yet nothing about it asks for GBK when it is saved as text.
void TstRecordFiles::signaturelessBinaryRecordsAreNotText()
{
    const QString record = QStringLiteral(XQ_FORMATS_DATA "/opening.mxq");
    QVERIFY(QFile::exists(record));
    QVERIFY(xiangqiOf(*m_window)->records()->openRecord(record));
    QVERIFY(m_game->tree().moveCount() > 0);
    QCOMPARE(xiangqiOf(*m_window)->records()->origin().encoding(), TextEncoding::Utf8);
}

void TstRecordFiles::ccbridgeRecordsAndLibrariesOpen()
{
    QVERIFY(RecordFiles::openFilter().contains(QStringLiteral("*.cbr *.cbl")));
    const std::string first = *writeRecord(m_first, RecordFormat::Cbr);
    const QString record = m_dir->filePath(QStringLiteral("game.cbr"));
    writeBytes(record, QByteArray::fromStdString(first));
    QVERIFY(xiangqiOf(*m_window)->opensFile(record));
    QVERIFY(xiangqiOf(*m_window)->records()->openRecord(record));
    QCOMPARE(m_game->lineMoves(), m_first.movesTo(m_first.lastInLine(GameTree::Root)));
    QCOMPARE(m_game->tree().tags().value("Black"), std::string("吕钦"));
    // Binary, its texts UTF-16: nothing about it asks for GBK when it is saved as text.
    QCOMPARE(xiangqiOf(*m_window)->records()->origin().encoding(), TextEncoding::Utf8);
    // A library: a header with an empty index (66624 bytes), then each record on 4096-byte slots.
    std::string library(66624, '\0');
    library.replace(0, 16, std::string("CCBridgeLibrary\0", 16));
    for (const GameTree *game : { &m_first, &m_third }) {
        const std::string bytes = *writeRecord(*game, RecordFormat::Cbr);
        library += bytes + std::string(4096 - bytes.size(), '\0');
    }
    const QString games = m_dir->filePath(QStringLiteral("games.cbl"));
    writeBytes(games, QByteArray::fromStdString(library));
    QVERIFY(xiangqiOf(*m_window)->records()->openRecord(games));
    QCOMPARE(m_prompter->gameLists.size(), std::size_t(1));
    QCOMPARE(m_prompter->gameLists.front().size(), std::size_t(2));
    QCOMPARE(m_prompter->gameLists.front()[1].red, QStringLiteral("胡荣华"));
}

void TstRecordFiles::saveOffersEveryFormatWritten()
{
    const QString offered = RecordFiles::saveFilters().front();
    for (const char *pattern : { "*.pgn", "*.xqf", "*.cbr", "*.cbf", "*.eglib" }) {
        QVERIFY2(offered.contains(QLatin1String(pattern)), qPrintable(offered));
    }
    QVERIFY2(!offered.contains(QStringLiteral("*.cbl")), qPrintable(offered));
    // Saved under a CCBridge name, the game is written in that format.
    QVERIFY(m_game->play(mv("h2e2")));
    const QString path = m_dir->filePath(QStringLiteral("game.cbr"));
    m_prompter->saveChoice = SaveFileChoice { path, 0 };
    xiangqiOf(*m_window)->gameMenus()->saveAs->trigger();
    QVERIFY(bytesOf(path).startsWith(QByteArray("CCBridge Record\0", 16)));
}

/// Save As proposes game.pgn under the filter of every format written, whose first pattern is
/// PGN's: Qt's file dialog gives the name the first extension of the filter shown, which made it
/// game.xqf.
void TstRecordFiles::saveAsKeepsThePgnName()
{
    QVERIFY(m_game->play(mv("h2e2")));
    m_prompter->saveChoice = std::nullopt;
    xiangqiOf(*m_window)->gameMenus()->saveAs->trigger();
    QCOMPARE(m_prompter->saveSuggestions.size(), 1);
    QVERIFY2(m_prompter->saveSuggestions.front().endsWith(QStringLiteral(".pgn")),
        qPrintable(m_prompter->saveSuggestions.front()));
    const QString offered = RecordFiles::saveFilters().at(m_prompter->saveFiltersOffered.front());
    const QString firstPattern = offered.section(u'(', 1).section(u' ', 0, 0).remove(u')');
    QCOMPARE(firstPattern, QStringLiteral("*.pgn"));
}

QTEST_MAIN(TstRecordFiles)
#include "tst_recordfiles.moc"
