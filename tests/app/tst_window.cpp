// The window as a player finds it: a restored game keeps its file, an abandoned game is not
// offered back, a record pasted is looked through by two players and played on against the
// computer in one click, whose turn it is stays in view, Qt's own words are translated, the
// title names the program once.

#include "app/apptranslations.h"
#include "app/computerstatus.h"
#include "app/xiangqi/boardpainter.h"
#include "app/xiangqi/game.h"
#include "app/xiangqi/gamemenus.h"
#include "app/xiangqi/gameproperties.h"
#include "app/xiangqi/playerdetails.h"
#include "app/xiangqi/recordcontroller.h"
#include "app/xiangqi/recordfiles.h"
#include "app/xiangqi/reviewbar.h"
#include "app/xiangqi/singlegame.h"
#include "app/xiangqi/uitext.h"
#include "app/xiangqi/xiangqimode.h"
#include "apptestsupport.h"

#include <QAction>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QStatusBar>
#include <QTranslator>

using namespace xq;

namespace {
// Red's chariot checks along rank 9; Black's general can only step to d8.
constexpr const char *CheckInOne = "3k5/9/9/9/9/9/9/9/9/4K3R w - - 0 1";
// The start position with Black to move, as a pasted position.
constexpr const char *BlackToMove
    = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C4C2/9/RNBAKABNR b - - 1 1";

/// The next test starts in the test's own language again.
void removeTranslators()
{
    for (QTranslator *translator : QCoreApplication::instance()->findChildren<QTranslator *>()) {
        QCoreApplication::removeTranslator(translator);
        delete translator;
    }
}

} // namespace

Q_DECLARE_METATYPE(xq::TextEncoding)

class TstWindow : public WindowTest {
    Q_OBJECT

private slots:
    void init();
    void thinkingDisplayOnlyWhileThinking();
    void cleanup();

    void restoredGameKeepsItsFile_data();
    void restoredGameKeepsItsFile();
    void quittingAsksAboutMovesNotInTheFile();
    void savedGameIsRestoredUnchanged();
    void abandonedGameIsNotOfferedBack_data();
    void abandonedGameIsNotOfferedBack();
    void pastedPositionPlaysOnAgainstTheComputer();
    void turnStaysInViewUnderMessages();
    void checkWarningGoesWhenAnswered();
    void titleNamesTheProgramOnce();
    void qtWordsAreTranslated();
    void untranslatedLocalesSpeakEnglishPlurals_data();
    void untranslatedLocalesSpeakEnglishPlurals();
    void playedGameNamesItsPlayers();
    void propertiesAreSaved();
    void computerAnswersADrawOffer_data();
    void computerAnswersADrawOffer();
    void repetitionIsClaimed();
    void secondPlayerIsAskedAboutADraw();
    void styleIsRemembered();
    void traditionalStonesSayTheirNames_data();
    void traditionalStonesSayTheirNames();
    void fileDialogsStartWhereTheLastOneWas();
    void soundSwitchIsSharedByTheGames_data();
    void soundSwitchIsSharedByTheGames();
};

void TstWindow::init()
{
    newSettings(PlayMode::TwoPlayers);
}

void TstWindow::cleanup()
{
    closeWindow();
}

void TstWindow::restoredGameKeepsItsFile_data()
{
    QTest::addColumn<TextEncoding>("encoding");
    QTest::newRow("UTF-8") << TextEncoding::Utf8;
    QTest::newRow("GBK") << TextEncoding::Gbk;
}

void TstWindow::restoredGameKeepsItsFile()
{
    QFETCH(TextEncoding, encoding);
    const QString path = m_dir->filePath("X.pgn");
    {
        auto window = makeWindow();
        QVERIFY(xiangqiOf(*window)->game()->play(mv("h2e2")));
        xiangqiOf(*window)->game()->setComment(QStringLiteral("中炮")); // tells GBK from UTF-8
        QVERIFY(xiangqiOf(*window)->records()->saveRecord(path, encoding));
        QVERIFY(xiangqiOf(*window)->game()->play(mv("h9g7")));
        // Gone without an orderly close, as after a crash.
    }
    auto window = makeWindow();
    QVERIFY(window->offerAutosave());
    XiangqiMode *mode = xiangqiOf(*window);
    QVERIFY2(
        window->windowTitle().contains(QStringLiteral("X.pgn")), qPrintable(window->windowTitle()));
    QVERIFY(mode->game()->isModified()); // h9g7 is still in no file
    QCOMPARE(mode->records()->origin().savePath(), path);
    QCOMPARE(mode->records()->origin().encoding(), encoding);
    QVERIFY(mode->records()->save());
    QVERIFY(m_prompter->saveSuggestions.isEmpty()); // Save wrote the file, asking nothing
    const auto read = RecordFiles::load(path);
    QVERIFY(read);
    QCOMPARE(read->encoding, encoding);
    QCOMPARE(read->games.front()->movesTo(read->games.front()->lastInLine(GameTree::Root)),
        (std::vector<Move> { mv("h2e2"), mv("h9g7") }));
}

void TstWindow::quittingAsksAboutMovesNotInTheFile()
{
    QVERIFY(openWindow());
    const QString path = m_dir->filePath("X.pgn");
    QVERIFY(xiangqiOf(*m_window)->game()->play(mv("h2e2")));
    QVERIFY(xiangqiOf(*m_window)->records()->saveRecord(path));
    QVERIFY(m_window->close()); // everything is in the file: nothing to ask
    QVERIFY(m_prompter->questions.isEmpty());
    QVERIFY(openWindow());
    QVERIFY(m_window->offerAutosave());
    QVERIFY(!xiangqiOf(*m_window)->game()->isModified());
    QVERIFY(xiangqiOf(*m_window)->game()->play(mv("h9g7")));
    m_prompter->answer = false;
    QVERIFY(!m_window->close());
    QCOMPARE(m_prompter->questions.size(), 2); // the offer, then the quit
    QVERIFY2(m_prompter->questions.back().contains(QStringLiteral("X.pgn")),
        qPrintable(m_prompter->questions.back()));
    m_prompter->answer = true;
    QVERIFY(m_window->close());
}

void TstWindow::savedGameIsRestoredUnchanged()
{
    const QString path = m_dir->filePath("X.pgn");
    {
        auto window = makeWindow();
        QVERIFY(xiangqiOf(*window)->game()->play(mv("h2e2")));
        QVERIFY(xiangqiOf(*window)->records()->saveRecord(path));
    }
    auto window = makeWindow();
    QVERIFY(window->offerAutosave());
    QVERIFY(!xiangqiOf(*window)->game()->isModified());
    QCOMPARE(xiangqiOf(*window)->records()->origin().path(), path);
}

void TstWindow::abandonedGameIsNotOfferedBack_data()
{
    QTest::addColumn<bool>("byOpening");
    QTest::newRow("a record opened") << true;
    QTest::newRow("a new game") << false;
}

void TstWindow::abandonedGameIsNotOfferedBack()
{
    QFETCH(bool, byOpening);
    const QString other = m_dir->filePath("other.pgn");
    {
        auto window = makeWindow();
        QVERIFY(xiangqiOf(*window)->game()->play(mv("b2e2")));
        QVERIFY(xiangqiOf(*window)->records()->saveRecord(other));
        xiangqiOf(*window)->newGame();
    }
    {
        auto window = makeWindow();
        QVERIFY(!window->offerAutosave()); // saved, then a new game: nothing in progress
        QVERIFY(xiangqiOf(*window)->game()->play(mv("h2e2")));
        QVERIFY(xiangqiOf(*window)->game()->play(mv("h9g7")));
        if (byOpening) {
            QVERIFY(xiangqiOf(*window)->records()->openRecord(other));
        } else {
            xiangqiOf(*window)->newGame();
        }
        QCOMPARE(m_prompter->questions.size(), 1); // "Abandon the game in progress?"
    }
    auto window = makeWindow();
    QVERIFY(!window->offerAutosave());
    QVERIFY(m_prompter->questions.isEmpty());
}

void TstWindow::pastedPositionPlaysOnAgainstTheComputer()
{
    m_settings->setPlayMode(PlayMode::Red);
    m_settings->setLevel(0);
    QVERIFY(openWindow());
    XiangqiMode *mode = xiangqiOf(*m_window);
    QGuiApplication::clipboard()->setText(QString::fromLatin1(BlackToMove));
    QVERIFY(mode->records()->pasteRecord());
    // The computer waits, and the player is told so and offered to play on.
    QVERIFY(!mode->game()->isComputer(Side::Red));
    QVERIFY(!mode->game()->isComputer(Side::Black));
    QVERIFY(mode->reviewBar()->isVisible());
    QCOMPARE(mode->reviewBar()->side(), Side::Black);
    QVERIFY(mode->reviewBar()->playButton()->text().contains(UiText::side(Side::Black)));
    QTest::mouseClick(mode->reviewBar()->playButton(), Qt::LeftButton);
    QVERIFY(!mode->reviewBar()->isVisible());
    QCOMPARE(m_settings->playMode(), PlayMode::Black);
    QVERIFY(mode->game()->isComputer(Side::Red));
    QVERIFY(mode->game()->play(mv("h9g7")));
    QTRY_COMPARE_WITH_TIMEOUT(mode->game()->length(), 2, scaledMs(10000)); // the computer answered
}

void TstWindow::turnStaysInViewUnderMessages()
{
    QVERIFY(openWindow());
    QVERIFY(m_window->turnIndicator()->isVisible());
    m_window->statusBar()->showMessage(QStringLiteral("A passing message"), 5000);
    QVERIFY(m_window->turnIndicator()->isVisible());
    QCOMPARE(m_window->turnText(), QStringLiteral("%1 to move").arg(UiText::side(Side::Red)));
}

void TstWindow::checkWarningGoesWhenAnswered()
{
    m_settings->setLevel(0);
    QVERIFY(openWindow());
    XiangqiMode *mode = xiangqiOf(*m_window);
    mode->startFromPosition(boardFromFen(CheckInOne), PlayMode::Red);
    QVERIFY(mode->game()->play(mv("i0i9")));
    QCOMPARE(m_window->statusText(), UiText::check());
    QTRY_COMPARE_WITH_TIMEOUT(mode->game()->length(), 2, scaledMs(10000));
    QVERIFY2(m_window->statusText().isEmpty(), qPrintable(m_window->statusText()));
    QVERIFY(m_window->turnIndicator()->isVisible());
}

/// The status bar's word on the computer (its Move now) belongs to the game: the window's switching
/// between games never offers Move now while nobody thinks.
void TstWindow::thinkingDisplayOnlyWhileThinking()
{
    QVERIFY(openWindow());
    auto *moveNow = xiangqiOf(*m_window)->computerStatus()->findChild<QPushButton *>();
    QVERIFY(moveNow);
    QVERIFY(!moveNow->isEnabled());
    for (GameMode *mode : m_window->modes()) {
        m_window->activate(mode);
    }
    m_window->activate(xiangqiOf(*m_window));
    QVERIFY(!moveNow->isEnabled());
}

void TstWindow::soundSwitchIsSharedByTheGames_data()
{
    QTest::addColumn<QString>("game");
    QTest::newRow("Gomoku") << "gomoku";
    QTest::newRow("Reversi") << "reversi";
}

/// Every game's menus have a Sound switch; it is one setting, and each game shows it as it is.
void TstWindow::soundSwitchIsSharedByTheGames()
{
    QFETCH(QString, game);
    QVERIFY(openWindow());
    const auto found = std::find_if(m_window->modes().begin(), m_window->modes().end(),
        [&](const GameMode *mode) { return mode->id() == game; });
    QVERIFY(found != m_window->modes().end());
    GameMode *mode = *found;
    QAction *sound = nullptr;
    QMenu *soundMenu = nullptr;
    for (QMenu *menu : mode->menus()) {
        for (QAction *action : menu->actions()) {
            if (action->text() == QStringLiteral("&Sound")) {
                sound = action;
                soundMenu = menu;
            }
        }
    }
    QVERIFY(sound);
    m_window->activate(mode);
    QVERIFY(!sound->isChecked()); // the tests' settings start muted
    sound->trigger();
    QVERIFY(m_settings->sound());
    m_window->activate(xiangqiOf(*m_window));
    QVERIFY(xiangqiOf(*m_window)->gameMenus()->sound->isChecked());
    xiangqiOf(*m_window)->gameMenus()->sound->trigger(); // muted again from Xiangqi's View menu
    m_window->activate(mode);
    emit soundMenu->aboutToShow();
    QVERIFY(!sound->isChecked());
}

void TstWindow::titleNamesTheProgramOnce()
{
    QVERIFY(openWindow());
    // The platform adds the program's name (the application display name) itself.
    QVERIFY2(!m_window->windowTitle().contains(QStringLiteral("Xiangqi")),
        qPrintable(m_window->windowTitle()));
    const QString path = m_dir->filePath("named.pgn");
    QVERIFY(xiangqiOf(*m_window)->game()->play(mv("h2e2")));
    QVERIFY(xiangqiOf(*m_window)->records()->saveRecord(path));
    QCOMPARE(m_window->windowTitle(), QStringLiteral("named.pgn[*]"));
    QVERIFY(!m_window->isWindowModified());
    QVERIFY(xiangqiOf(*m_window)->game()->play(mv("h9g7")));
    QVERIFY(m_window->isWindowModified());
}

void TstWindow::qtWordsAreTranslated()
{
    const QStringList loaded = AppTranslations::install(
        *QCoreApplication::instance(), QLocale(QLocale::Chinese, QLocale::China));
    const QString cancel = QCoreApplication::translate("QPlatformTheme", "Cancel");
    const QString lookIn = QCoreApplication::translate("QFileDialog", "Look in:");
    removeTranslators();
    // Both catalogues, or the Chinese window shows English buttons (install qt6-translations-l10n).
    QCOMPARE(loaded, (QStringList { QStringLiteral("xiangqi"), QStringLiteral("qtbase") }));
    QCOMPARE(cancel, QStringLiteral("取消"));
    QVERIFY(lookIn != QStringLiteral("Look in:"));
}

void TstWindow::untranslatedLocalesSpeakEnglishPlurals_data()
{
    QTest::addColumn<QLocale>("locale");
    QTest::newRow("C") << QLocale::c();
    QTest::newRow("French (no catalogue of the game's)") << QLocale(QLocale::French);
}

/// "%n thread(s)" is the source text: a locale without the game's own catalogue still reads
/// "1 thread" and "2 threads".
void TstWindow::untranslatedLocalesSpeakEnglishPlurals()
{
    QFETCH(QLocale, locale);
    const QStringList loaded = AppTranslations::install(*QCoreApplication::instance(), locale);
    const QString one = QCoreApplication::translate("GameMenus", "%n thread(s)", nullptr, 1);
    const QString two = QCoreApplication::translate("GameMenus", "%n thread(s)", nullptr, 2);
    removeTranslators();
    QVERIFY(loaded.contains(QStringLiteral("xiangqi")));
    QCOMPARE(one, QStringLiteral("1 thread"));
    QCOMPARE(two, QStringLiteral("2 threads"));
}

void TstWindow::playedGameNamesItsPlayers()
{
    m_settings->setPlayMode(PlayMode::Red);
    m_settings->setLevel(0);
    QVERIFY(openWindow());
    XiangqiMode *mode = xiangqiOf(*m_window);
    QVERIFY(mode->game()->play(mv("h2e2")));
    QTRY_COMPARE_WITH_TIMEOUT(mode->game()->length(), 2, scaledMs(10000));
    const QString path = m_dir->filePath("named.pgn");
    QVERIFY(mode->records()->saveRecord(path));
    const auto read = RecordFiles::load(path);
    QVERIFY(read);
    const TagList &tags = read->games.front()->tags();
    QCOMPARE(tags.value("Red"), std::string("Player"));
    QCOMPARE(tags.value("Black"), std::string("Computer (Beginner)"));
    QVERIFY2(mode->details()->label()->text().contains(QStringLiteral("Computer (Beginner)")),
        qPrintable(mode->details()->label()->text()));
}

void TstWindow::propertiesAreSaved()
{
    QVERIFY(openWindow());
    XiangqiMode *mode = xiangqiOf(*m_window);
    QVERIFY(mode->game()->play(mv("h2e2")));
    GameProperties dialog(mode->game()->tree());
    dialog.field(QStringLiteral("Red"))->setText(QStringLiteral("胡荣华"));
    dialog.field(QStringLiteral("Black"))->setText(QStringLiteral("杨官璘"));
    dialog.field(QStringLiteral("Event"))->setText(QStringLiteral("全国个人赛"));
    dialog.field(QStringLiteral("Site"))->setText(QStringLiteral("上海"));
    dialog.field(QStringLiteral("Date"))->setText(QStringLiteral("1960.10.01"));
    dialog.resultChoice()->setCurrentIndex(
        dialog.resultChoice()->findData(static_cast<int>(GameResult::Draw)));
    mode->details()->apply(dialog);
    QVERIFY(mode->details()->label()->text().contains(QStringLiteral("胡荣华")));
    const QString path = m_dir->filePath("details.pgn");
    QVERIFY(mode->records()->saveRecord(path));
    const auto read = RecordFiles::load(path);
    QVERIFY(read);
    const GameTree &tree = *read->games.front();
    QCOMPARE(tree.tags().value("Red"), std::string("胡荣华"));
    QCOMPARE(tree.tags().value("Black"), std::string("杨官璘"));
    QCOMPARE(tree.tags().value("Event"), std::string("全国个人赛"));
    QCOMPARE(tree.tags().value("Site"), std::string("上海"));
    QCOMPARE(tree.tags().value("Date"), std::string("1960.10.01"));
    QCOMPARE(tree.result(), GameResult::Draw);
    GameProperties again(tree);
    QCOMPARE(again.field(QStringLiteral("Event"))->text(), QStringLiteral("全国个人赛"));
}

void TstWindow::computerAnswersADrawOffer_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<bool>("accepted");
    // The computer plays Black and moves first, so it has judged the game when the offer comes.
    QTest::newRow("two chariots behind: accepts") << "4k4/9/9/9/9/9/9/9/9/R2K4R b - - 0 1" << true;
    QTest::newRow("a chariot ahead: declines") << "r3k4/9/9/9/9/9/9/9/4A4/3AK4 b - - 0 1" << false;
}

void TstWindow::computerAnswersADrawOffer()
{
    QFETCH(QString, fen);
    QFETCH(bool, accepted);
    m_settings->setLevel(0);
    QVERIFY(openWindow());
    XiangqiMode *mode = xiangqiOf(*m_window);
    mode->startFromPosition(boardFromFen(qPrintable(fen)), PlayMode::Red);
    QTRY_COMPARE_WITH_TIMEOUT(mode->game()->length(), 1, scaledMs(10000));
    QVERIFY(mode->game()->computerScore(Side::Black).has_value());
    QVERIFY(mode->gameMenus()->offerDraw->isEnabled());
    mode->gameMenus()->offerDraw->trigger();
    QVERIFY(m_prompter->questions.isEmpty()); // the computer answers for itself
    QCOMPARE(mode->game()->isOver(), accepted);
    if (accepted) {
        QCOMPARE(mode->game()->verdict(), (Verdict { Outcome::Draw, EndReason::None }));
        QCOMPARE(mode->game()->tree().result(), GameResult::Draw);
        QCOMPARE(m_prompter->gameOvers.size(), 1);
    } else {
        QVERIFY2(m_window->statusText().contains(QStringLiteral("declines")),
            qPrintable(m_window->statusText()));
    }
}

void TstWindow::repetitionIsClaimed()
{
    QVERIFY(openWindow());
    XiangqiMode *mode = xiangqiOf(*m_window);
    for (const char *m : { "h0g2", "h9g7", "g2h0", "g7h9" }) {
        QVERIFY(mode->game()->play(mv(m)));
    }
    QVERIFY(!mode->game()->isOver()); // the second occurrence: the rules end nothing yet
    mode->gameMenus()->offerDraw->trigger();
    QVERIFY(m_prompter->questions.isEmpty()); // a claim asks nobody
    QCOMPARE(mode->game()->verdict(), (Verdict { Outcome::Draw, EndReason::Repetition }));
}

void TstWindow::secondPlayerIsAskedAboutADraw()
{
    QVERIFY(openWindow());
    XiangqiMode *mode = xiangqiOf(*m_window);
    QVERIFY(mode->game()->play(mv("h2e2")));
    m_prompter->answer = false;
    mode->gameMenus()->offerDraw->trigger();
    QCOMPARE(m_prompter->questions.size(), 1);
    QVERIFY(m_prompter->questions.front().contains(UiText::side(Side::Black)));
    QVERIFY(!mode->game()->isOver());
    m_prompter->answer = true;
    mode->gameMenus()->offerDraw->trigger();
    QCOMPARE(mode->game()->verdict(), (Verdict { Outcome::Draw, EndReason::None }));
}

void TstWindow::styleIsRemembered()
{
    QVERIFY(openWindow());
    QAction *traditional = nullptr;
    for (QMenu *menu : xiangqiOf(*m_window)->gameMenus()->menus()) {
        for (QAction *action : menu->findChildren<QAction *>()) {
            if (action->text().contains(QStringLiteral("俥"))) {
                traditional = action;
            }
        }
    }
    QVERIFY(traditional);
    traditional->trigger();
    QCOMPARE(xiangqiOf(*m_window)->boardView()->style(), BoardPainter::Style::Traditional);
    m_window.reset();
    auto window = makeWindow();
    QCOMPARE(xiangqiOf(*window)->boardView()->style(), BoardPainter::Style::Traditional);
}

void TstWindow::traditionalStonesSayTheirNames_data()
{
    QTest::addColumn<int>("side");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("simplified");
    QTest::addColumn<QString>("traditional");
    QTest::newRow("red chariot") << 0 << int(Kind::Chariot) << "车"
                                 << "俥";
    QTest::newRow("red horse") << 0 << int(Kind::Horse) << "马"
                               << "傌";
    QTest::newRow("red general") << 0 << int(Kind::General) << "帅"
                                 << "帥";
    QTest::newRow("black chariot") << 1 << int(Kind::Chariot) << "车"
                                   << "車";
    QTest::newRow("black horse") << 1 << int(Kind::Horse) << "马"
                                 << "馬";
    QTest::newRow("black cannon") << 1 << int(Kind::Cannon) << "炮"
                                  << "砲";
    QTest::newRow("black general") << 1 << int(Kind::General) << "将"
                                   << "將";
}

void TstWindow::traditionalStonesSayTheirNames()
{
    QFETCH(int, side);
    QFETCH(int, kind);
    QFETCH(QString, simplified);
    QFETCH(QString, traditional);
    const Stone stone(side == 0 ? Side::Red : Side::Black, static_cast<Kind>(kind));
    QCOMPARE(BoardPainter::stoneCharacter(stone, BoardPainter::Style::Simplified), simplified);
    QCOMPARE(BoardPainter::stoneCharacter(stone, BoardPainter::Style::HighContrast), simplified);
    QCOMPARE(BoardPainter::stoneCharacter(stone, BoardPainter::Style::Traditional), traditional);
}

void TstWindow::fileDialogsStartWhereTheLastOneWas()
{
    QVERIFY(openWindow());
    RecordController *records = xiangqiOf(*m_window)->records();
    QVERIFY(!records->chooseRecordToSave()); // cancelled: nothing saved
    const QString documents = m_settings->recordFolder();
    QVERIFY(!documents.isEmpty());
    QCOMPARE(
        m_prompter->saveSuggestions.back(), QDir(documents).filePath(QStringLiteral("game.pgn")));
    QVERIFY(QDir(m_dir->path()).mkpath(QStringLiteral("records")));
    const QString folder = m_dir->filePath(QStringLiteral("records"));
    QVERIFY(xiangqiOf(*m_window)->game()->play(mv("h2e2")));
    QVERIFY(records->saveRecord(QDir(folder).filePath(QStringLiteral("first.pgn"))));
    xiangqiOf(*m_window)->newGame();
    QVERIFY(!records->chooseRecordToSave());
    QCOMPARE(m_prompter->saveSuggestions.back(), QDir(folder).filePath(QStringLiteral("game.pgn")));
}

QTEST_MAIN(TstWindow)
#include "tst_window.moc"
