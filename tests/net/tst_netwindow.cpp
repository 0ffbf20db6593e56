// The network window (Game ▸ Network…) over loopback: two windows join and play Xiangqi, Gomoku
// (with renju's refusals named) and Reversi (a pass played for the player), Resign asks and ends
// the offers, a Close button, a guest retrying a host not yet there, the chat back in a restarted
// window, the side panel beside the board at any size, its move list and chat captioned in the
// player's language. Only 127.0.0.1 is used.

#include "netgametest.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QRegularExpression>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QTableWidget>
#include <QTranslator>

using namespace netgametest;

class TestNetWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // The network windows save their games in a data folder of the tests' own.
        QStandardPaths::setTestModeEnabled(true);
    }

    void dialogsJoinAndPlay()
    {
        // The beacon stays on this machine.
        qputenv("XIANGQI_BEACON_TO", "127.0.0.1");
        NetworkDialog host;
        NetworkDialog guest;
        QVERIFY(host.hostGame(QStringLiteral("Hong"), Side::Red, { 60'000, 0 }, 0));
        QVERIFY(host.isShowingGame());
        const QString address = QStringLiteral("127.0.0.1:%1").arg(host.netGame()->listeningPort());
        guest.joinGame(QStringLiteral("Hei"), address, QStringLiteral("WRONG1"));
        // A wrong code sends the guest back to the choices, with no seat taken.
        QTRY_VERIFY_WITH_TIMEOUT(!guest.isShowingGame(), Patience);
        QCOMPARE(host.netGame()->session().state(), SessionState::Waiting);
        guest.joinGame(QStringLiteral("Hei"), address, host.joinCode().toLower());
        QTRY_COMPARE_WITH_TIMEOUT(
            guest.netGame()->session().state(), SessionState::Playing, Patience);
        // A move made on the host's board shows on the guest's, as in a local game.
        emit host.board()->moveChosen("h2e2");
        QCOMPARE(host.netGame()->session().rules().ply(), 1);
        QTRY_COMPARE_WITH_TIMEOUT(guest.netGame()->session().rules().ply(), 1, Patience);
        QCOMPARE(guest.moveNames(), host.moveNames());
        // Both list the move beside the board.
        for (const NetworkDialog *side : { &host, &guest }) {
            const auto *moves = side->findChild<QTableWidget *>(QStringLiteral("moveTable"));
            QVERIFY(moves);
            QCOMPARE(moves->rowCount(), 1);
            QCOMPARE(moves->horizontalHeaderItem(0)->text(), QStringLiteral("Red"));
            QVERIFY(!moves->item(0, 0)->text().isEmpty());
        }
        // The guest's board refuses a red move: it is black's turn there, and the host's board
        // does not move either.
        emit guest.board()->moveChosen("b2e2");
        QCOMPARE(guest.netGame()->session().rules().ply(), 1);
        QCOMPARE(host.netGame()->session().rules().ply(), 1);
    }

    /// Resign asks first (No keeps the game); once the game is over, offers and resigning are
    /// not offered any more, on either side. The guest's log says whose game it joined.
    void resignAsksAndEndsTheOffers()
    {
        qputenv("XIANGQI_BEACON_TO", "127.0.0.1");
        NetworkDialog host;
        NetworkDialog guest;
        AnsweringPrompter prompter;
        host.setPrompter(prompter);
        QVERIFY(host.hostGame(QStringLiteral("Hong"), Side::Red, { 60'000, 0 }, 0));
        QVERIFY(joinOnLoopback(host, guest));
        QTRY_COMPARE_WITH_TIMEOUT(
            host.netGame()->session().state(), SessionState::Playing, Patience);
        QVERIFY2(chatOf(guest).contains(QStringLiteral("You joined Hong's game.")),
            qPrintable(chatOf(guest)));
        QVERIFY2(chatOf(host).contains(QStringLiteral("Hei joined.")), qPrintable(chatOf(host)));
        QPushButton *resign = buttonOf(host, QStringLiteral("Resign"));
        QVERIFY(resign && resign->isEnabled());
        resign->click();
        QCOMPARE(prompter.asked, 1);
        QCOMPARE(host.netGame()->session().state(), SessionState::Playing); // No: play on
        prompter.answer = true;
        resign->click();
        QTRY_COMPARE_WITH_TIMEOUT(host.netGame()->session().state(), SessionState::Over, Patience);
        QTRY_COMPARE_WITH_TIMEOUT(guest.netGame()->session().state(), SessionState::Over, Patience);
        for (NetworkDialog *side : { &host, &guest }) {
            for (const char *text : { "Offer draw", "Ask to undo", "Resign" }) {
                QTRY_VERIFY2(!buttonOf(*side, QString::fromLatin1(text))->isEnabled(), text);
            }
        }
    }

    /// The dialog has a Close button, as the title bar's: the game stays saved to be taken up.
    void closeButtonCloses()
    {
        NetworkDialog dialog;
        QSignalSpy closed(&dialog, &QDialog::rejected);
        const auto buttons = dialog.findChildren<QPushButton *>();
        const auto close = std::find_if(buttons.begin(), buttons.end(),
            [](const QPushButton *button) { return button->text().remove(u'&') == "Close"; });
        QVERIFY(close != buttons.end());
        (*close)->click();
        QCOMPARE(closed.size(), 1);
    }

    void guestRetriesAHostNotYetThere()
    {
        qputenv("XIANGQI_BEACON_TO", "127.0.0.1");
        // A port nobody listens on yet.
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
        const quint16 port = probe.serverPort();
        probe.close();
        NetworkDialog guest;
        const QString address = QStringLiteral("127.0.0.1:%1").arg(port);
        guest.joinGame(QStringLiteral("Hei"), address, QStringLiteral("K7QM2D"));
        QTRY_VERIFY_WITH_TIMEOUT(!guest.isShowingGame(), Patience);
        QVERIFY(guest.joinInfo().contains(address));
        // The host starts; the same dialog joins with the same choices.
        NetworkDialog host;
        QVERIFY(host.hostGame(QStringLiteral("Hong"), Side::Red, { 60'000, 0 }, port));
        guest.joinGame(QStringLiteral("Hei"), address, host.joinCode());
        QTRY_COMPARE_WITH_TIMEOUT(
            guest.netGame()->session().state(), SessionState::Playing, Patience);
        QVERIFY(guest.joinInfo().isEmpty());
    }

    /// The network window plays Gomoku as it plays Xiangqi: the host chooses the game, the
    /// guest's board and move list are Gomoku's, and a guest asking for Xiangqi is told which
    /// game the host plays.
    void dialogsPlayGomoku()
    {
        qputenv("XIANGQI_BEACON_TO", "127.0.0.1");
        NetworkDialog host;
        NetworkDialog guest;
        QVERIFY(host.hostGame(QStringLiteral("Hong"), Side::Black, { 60'000, 0 }, 0,
            { GameName::Gomoku, gomoku::Rule::FreeStyle }));
        QVERIFY(host.windowTitle().contains(QStringLiteral("Gomoku")));
        const QString address = QStringLiteral("127.0.0.1:%1").arg(host.netGame()->listeningPort());
        guest.joinGame(QStringLiteral("Hei"), address, host.joinCode(), GameName::Xiangqi);
        QTRY_VERIFY_WITH_TIMEOUT(!guest.isShowingGame(), Patience);
        QVERIFY2(guest.joinInfo().contains(QStringLiteral("The host plays Gomoku")),
            qPrintable(guest.joinInfo()));
        guest.joinGame(QStringLiteral("Hei"), address, host.joinCode(), GameName::Gomoku);
        QTRY_COMPARE_WITH_TIMEOUT(
            guest.netGame()->session().state(), SessionState::Playing, Patience);
        QVERIFY(guest.windowTitle().contains(QStringLiteral("Gomoku")));
        // The guest plays black, who moves first, on its Gomoku board.
        emit guest.board()->moveChosen("h8");
        QTRY_COMPARE_WITH_TIMEOUT(host.moveNames(), QStringList { QStringLiteral("h8") }, Patience);
        QCOMPARE(guest.moveNames(), host.moveNames());
        emit guest.board()->moveChosen("h9"); // white's turn: refused, nothing sent
        QCOMPARE(host.netGame()->session().rules().ply(), 1);
        QCOMPARE(guest.netGame()->session().rules().ply(), 1);
    }

    /// Under renju a point forbidden to black is refused on black's own board with the rule it
    /// breaks named, as in a game against the computer, and nothing is sent.
    void renjuRefusalNamesTheRule()
    {
        qputenv("XIANGQI_BEACON_TO", "127.0.0.1");
        NetworkDialog host;
        NetworkDialog guest;
        QVERIFY(host.hostGame(QStringLiteral("Hong"), Side::Red, { 60'000, 0 }, 0,
            { GameName::Gomoku, gomoku::Rule::Renju }));
        QVERIFY(joinOnLoopback(host, guest, GameName::Gomoku));
        // Black (the host) makes two twos that j8 would turn into two open threes at once.
        const QStringList moves = { QStringLiteral("h8"), QStringLiteral("a1"),
            QStringLiteral("i8"), QStringLiteral("a3"), QStringLiteral("j9"), QStringLiteral("a5"),
            QStringLiteral("j10"), QStringLiteral("a7") };
        for (qsizetype i = 0; i < moves.size(); ++i) {
            NetworkDialog &mover = i % 2 == 0 ? host : guest;
            emit mover.board()->moveChosen(moves[i].toStdString());
            QTRY_COMPARE_WITH_TIMEOUT(host.moveNames().size(), i + 1, Patience);
            QTRY_COMPARE_WITH_TIMEOUT(guest.moveNames().size(), i + 1, Patience);
        }
        auto *view = qobject_cast<GomokuBoardView *>(host.board()->widget());
        QVERIFY(view);
        QSignalSpy refused(host.board(), &PuzzleBoard::moveRefused);
        emit view->pointClicked(*gomoku::parsePointName("j8", 15));
        QCOMPARE(refused.size(), 1);
        const QString why = refused.front().front().toString();
        QVERIFY2(why.contains(QStringLiteral("double-three")), qPrintable(why));
        QCOMPARE(host.netGame()->session().rules().ply(), 8);
        QCOMPARE(guest.netGame()->session().rules().ply(), 8);
    }

    /// In the network window a Reversi player with no move passes by itself, and both logs
    /// say so; the result names the discs.
    void dialogsPassInReversi()
    {
        qputenv("XIANGQI_BEACON_TO", "127.0.0.1");
        NetworkDialog host;
        NetworkDialog guest;
        QVERIFY(host.hostGame(
            QStringLiteral("Hong"), Side::Red, { 600'000, 0 }, 0, { GameName::Reversi }));
        QVERIFY(joinOnLoopback(host, guest, GameName::Reversi));
        const char *moves[]
            = { "d3", "c3", "e6", "d2", "d1", "e1", "b2", "b4", "f1", "f6", "g7", "d6", "d7" };
        for (int i = 0; i < int(std::size(moves)); ++i) {
            NetworkDialog &mover = i % 2 == 0 ? host : guest;
            emit mover.board()->moveChosen(moves[i]);
            // Both have it (the guest may already have passed after the last one).
            QTRY_VERIFY_WITH_TIMEOUT(host.moveNames().size() > i, Patience);
            QTRY_VERIFY_WITH_TIMEOUT(guest.moveNames().size() > i, Patience);
        }
        // White (the guest) has no move: its window passes for it.
        QTRY_COMPARE_WITH_TIMEOUT(host.moveNames().size(), 14, Patience);
        QCOMPARE(host.moveNames().last(), QStringLiteral("pass"));
        QVERIFY2(chatOf(guest).contains(QStringLiteral("You have no move and pass.")),
            qPrintable(chatOf(guest)));
        QVERIFY2(chatOf(host).contains(QStringLiteral("Hei has no move and passes.")),
            qPrintable(chatOf(host)));
        emit host.board()->moveChosen("a5");
        QTRY_COMPARE_WITH_TIMEOUT(guest.netGame()->session().state(), SessionState::Over, Patience);
        QCOMPARE(guest.moveNames(), host.moveNames());
    }

    void sidePanelFitsAtTheFirstSize_data()
    {
        QTest::addColumn<int>("game");
        QTest::newRow("Xiangqi") << int(GameName::Xiangqi);
        QTest::newRow("Gomoku") << int(GameName::Gomoku);
        QTest::newRow("Reversi") << int(GameName::Reversi);
    }

    /// Opened as Game ▸ Network… opens it and a game hosted, the window's first size shows the
    /// side panel whole beside the board, on a screen that has the room: no scrolling sideways or
    /// down to reach its buttons and the chat.
    void sidePanelFitsAtTheFirstSize()
    {
        QFETCH(int, game);
        qputenv("XIANGQI_BEACON_TO", "127.0.0.1");
        NetworkDialog host;
        host.show();
        QVERIFY(QTest::qWaitForWindowExposed(&host));
        QVERIFY(
            host.hostGame(QStringLiteral("Hong"), Side::Red, { 60'000, 0 }, 0, { GameName(game) }));
        const auto *panel = host.findChild<QScrollArea *>(QStringLiteral("sidePanel"));
        QVERIFY(panel);
        QTest::qWait(100); // the layout settles
        const QSize shown = panel->viewport()->size();
        const QSize wanted = panel->widget()->sizeHint();
        QVERIFY2(!panel->horizontalScrollBar()->isVisible() && shown.height() >= wanted.height(),
            qPrintable(QStringLiteral("window %1x%2, panel %3x%4, its contents %5x%6")
                           .arg(host.width())
                           .arg(host.height())
                           .arg(shown.width())
                           .arg(shown.height())
                           .arg(wanted.width())
                           .arg(wanted.height())));
        // The board keeps the rest, as much as the panel at least.
        const QSize board = host.board()->widget()->size();
        QVERIFY2(board.width() >= panel->width() * 9 / 10,
            qPrintable(QStringLiteral("board %1x%2, panel %3 wide")
                           .arg(board.width())
                           .arg(board.height())
                           .arg(panel->width())));
    }

    /// A window that grows to show the game stays on the screen, wherever it was put.
    void grownWindowStaysOnTheScreen()
    {
        qputenv("XIANGQI_BEACON_TO", "127.0.0.1");
        NetworkDialog host;
        host.show();
        QVERIFY(QTest::qWaitForWindowExposed(&host));
        const QRect screen = host.screen()->availableGeometry();
        host.move(screen.center());
        QVERIFY(host.hostGame(QStringLiteral("Hong"), Side::Red, { 60'000, 0 }, 0));
        QTRY_VERIFY2(screen.contains(host.frameGeometry()),
            qPrintable(QStringLiteral("%1,%2 %3x%4")
                           .arg(host.frameGeometry().x())
                           .arg(host.frameGeometry().y())
                           .arg(host.frameGeometry().width())
                           .arg(host.frameGeometry().height())));
    }

    /// Hosting asks for a rule only for the game that has a choice of rules, Gomoku.
    void ruleAskedOnlyForGomoku()
    {
        NetworkDialog dialog;
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        const auto *rule = dialog.findChild<QComboBox *>(QStringLiteral("hostRule"));
        QVERIFY(rule);
        for (const GameName game : { GameName::Xiangqi, GameName::Gomoku, GameName::Reversi }) {
            dialog.proposeGame(game);
            QCOMPARE(rule->isVisible(), game == GameName::Gomoku);
        }
    }

    /// Whatever size the window is given (a window manager may make it smaller than it asks,
    /// as a 800x480 screen does), the board stays beside the side panel, never under it.
    void resizingKeepsTheBoardBesideThePanel()
    {
        qputenv("XIANGQI_BEACON_TO", "127.0.0.1");
        NetworkDialog host;
        QVERIFY(host.hostGame(QStringLiteral("Hong"), Side::Red, { 60'000, 0 }, 0));
        host.show();
        QVERIFY(QTest::qWaitForWindowExposed(&host));
        const QWidget *board = host.board()->widget();
        const auto *panel = host.findChild<QWidget *>(QStringLiteral("sidePanel"));
        QVERIFY(panel);
        for (const QSize size : { QSize(1280, 900), QSize(800, 480), QSize(500, 880),
                 QSize(640, 400), QSize(1600, 500) }) {
            // The window's own size, as the window system sets it, not clamped by Qt.
            host.windowHandle()->resize(size);
            QTRY_COMPARE(host.size(), size);
            const QRect boardRect(board->mapTo(&host, QPoint(0, 0)), board->size());
            const QRect panelRect(panel->mapTo(&host, QPoint(0, 0)), panel->size());
            QVERIFY2(!boardRect.intersects(panelRect),
                qPrintable(QStringLiteral("%1x%2: board %3,%4 %5x%6 under the panel at %7")
                               .arg(size.width())
                               .arg(size.height())
                               .arg(boardRect.x())
                               .arg(boardRect.y())
                               .arg(boardRect.width())
                               .arg(boardRect.height())
                               .arg(panelRect.x())));
            QVERIFY(host.rect().contains(boardRect));
            QVERIFY(host.rect().contains(panelRect));
        }
    }

    /// The chat is part of the game: a program closed mid-game and taken up again shows what
    /// both players said before.
    void chatComesBackAfterARestart()
    {
        QTemporaryDir dir;
        std::unique_ptr<NetGame> host = program(dir, QStringLiteral("host"));
        std::unique_ptr<NetGame> guest = program(dir, QStringLiteral("guest"));
        QVERIFY(startOnLoopback(*host, *guest));
        QSignalSpy heard(host.get(), &NetGame::sessionEvent);
        guest->chat(QStringLiteral("你好, good luck"));
        QTRY_VERIFY_WITH_TIMEOUT(!heard.isEmpty(), Patience);
        QSignalSpy answered(guest.get(), &NetGame::sessionEvent);
        host->chat(QStringLiteral("Thanks"));
        QTRY_VERIFY_WITH_TIMEOUT(!answered.isEmpty(), Patience);
        QVERIFY(play(*host, *guest, "h2e2"));
        guest.reset(); // the guest's program is closed: its window and its chat are gone
        QTRY_COMPARE_WITH_TIMEOUT(host->session().state(), SessionState::Paused, Patience);
        QFile file(dir.filePath(QStringLiteral("guest.json")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const Result<SessionSnapshot> saved = SessionSnapshot::decode(file.readAll().toStdString());
        QVERIFY2(saved.ok(), saved.error().c_str());
        NetworkDialog restarted;
        QVERIFY(restarted.resumeGame(*saved));
        const QString chat = chatOf(restarted);
        QVERIFY2(chat.contains(QStringLiteral("Hei: 你好, good luck")), qPrintable(chat));
        QVERIFY2(chat.contains(QStringLiteral("Hong: Thanks")), qPrintable(chat));
        QVERIFY(chat.indexOf(QStringLiteral("Hei: ")) < chat.indexOf(QStringLiteral("Hong: ")));
        QTRY_VERIFY_WITH_TIMEOUT(playing(*host, *restarted.netGame()), Patience);
    }

    void movesAndChatAreCaptioned_data()
    {
        QTest::addColumn<bool>("chinese");
        QTest::addColumn<QString>("moves");
        QTest::addColumn<QString>("chat");
        QTest::newRow("English") << false << QStringLiteral("Moves") << QStringLiteral("Chat");
        QTest::newRow("Chinese") << true << QStringLiteral("着法") << QStringLiteral("聊天");
    }

    /// The side panel's move list and chat each have a caption right above them, in the
    /// player's language; the chat's takes the keyboard to the line to type in.
    void movesAndChatAreCaptioned()
    {
        QFETCH(bool, chinese);
        QFETCH(QString, moves);
        QFETCH(QString, chat);
        QTranslator translator;
        if (chinese) {
            QVERIFY(translator.load(
                QLocale(QLocale::Chinese, QLocale::China), "xiangqi", "_", ":/i18n"));
            QCoreApplication::installTranslator(&translator);
        }
        qputenv("XIANGQI_BEACON_TO", "127.0.0.1");
        NetworkDialog host;
        QCoreApplication::removeTranslator(&translator);
        host.show();
        QVERIFY(QTest::qWaitForWindowExposed(&host));
        QVERIFY(host.hostGame(QStringLiteral("Hong"), Side::Red, { 60'000, 0 }, 0));
        QTest::qWait(100); // the layout settles
        // The move list's table, under the caption every game's move list has.
        const auto *list = host.findChild<QWidget *>(QStringLiteral("moveTable"));
        const auto *log = host.findChild<QPlainTextEdit *>();
        const auto *input = host.findChild<QLineEdit *>(QStringLiteral("chatInput"));
        QVERIFY(list && log);
        QVERIFY(input);
        const auto captionOf = [&host](const QWidget *box, const QWidget *buddy) -> QString {
            for (const QLabel *label : host.findChildren<QLabel *>()) {
                const QRect above
                    = label->geometry().translated(label->parentWidget()->mapTo(&host, QPoint()));
                const QRect shown(box->mapTo(&host, QPoint()), box->size());
                if (label->isVisible() && label->buddy() == buddy && above.bottom() <= shown.top()
                    && shown.top() - above.bottom() < 20) {
                    return label->text().remove(QRegularExpression(QStringLiteral("\\(&.\\)|&")));
                }
            }
            return {};
        };
        QCOMPARE(captionOf(list, list), moves);
        QCOMPARE(captionOf(log, input), chat);
    }
};

QTEST_MAIN(TestNetWindow)
#include "tst_netwindow.moc"
