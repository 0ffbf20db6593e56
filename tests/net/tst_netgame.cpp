// Two network games in one process talking over loopback TCP: a full game judged alike on both
// sides, offers and chat, a wrong join code, a taken seat, a dropped connection and its resume,
// programs destroyed mid-game and rebuilt from their snapshots, Gomoku and Reversi through a drop,
// garbage and illegal moves from a hostile peer refused, time loss, both autosaves, and a beacon
// found by the browser. The network window is tst_netwindow's. Only 127.0.0.1 is used.

#include "netgametest.h"

using namespace netgametest;

class TestNetGame : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // The network windows save their games in a data folder of the tests' own.
        QStandardPaths::setTestModeEnabled(true);
    }

    void fullGameJudgedAlikeAndSavedAlike()
    {
        Pair pair;
        pair.join(pair.guest);
        QTRY_VERIFY_WITH_TIMEOUT(pair.playing(), Patience);
        QCOMPARE(pair.guest.session().peerName(), std::string("Hong"));
        const char *cycle[] = { "h0g2", "h9g7", "g2h0", "g7h9" };
        for (int round = 0; round < 2; ++round) {
            for (const char *move : cycle) {
                QVERIFY(pair.play(move));
            }
        }
        QTRY_VERIFY_WITH_TIMEOUT(pair.guest.session().end().has_value(), Patience);
        QCOMPARE(pair.host.session().end()->reason, EndReason::Repetition);
        QCOMPARE(pair.guest.session().end()->reason, EndReason::Repetition);
        // Both sides save the same PGN, with both names.
        const QString pgn = pair.host.record();
        QCOMPARE(pair.guest.record(), pgn);
        QVERIFY(pgn.contains(QStringLiteral("[Red \"Hong\"]")));
        QVERIFY(pgn.contains(QStringLiteral("[Black \"Hei\"]")));
        QVERIFY(pgn.contains(QStringLiteral("1/2-1/2")));
        QCOMPARE(readFile(pair.dir.filePath(QStringLiteral("host.pgn"))), pgn);
        QCOMPARE(readFile(pair.dir.filePath(QStringLiteral("guest.pgn"))), pgn);
    }

    void offersAndChat()
    {
        Pair pair;
        pair.join(pair.guest);
        QTRY_VERIFY_WITH_TIMEOUT(pair.playing(), Patience);
        QSignalSpy hostEvents(&pair.host, &NetGame::sessionEvent);
        pair.guest.chat(QStringLiteral("你好"));
        QTRY_VERIFY_WITH_TIMEOUT(!hostEvents.isEmpty(), Patience);
        const auto chat = hostEvents.takeFirst().at(0).value<SessionEvent>();
        QCOMPARE(chat.kind, SessionEvent::Kind::Chat);
        QCOMPARE(chat.text, std::string("你好"));
        QVERIFY(pair.play("h2e2"));
        QVERIFY(!pair.host.offer(OfferKind::Undo));
        QTRY_VERIFY_WITH_TIMEOUT(pair.guest.session().pendingPeerOffer().has_value(), Patience);
        QVERIFY(!pair.guest.answer(true));
        QTRY_COMPARE_WITH_TIMEOUT(pair.host.session().rules().ply(), 0, Patience);
        QCOMPARE(pair.guest.session().rules().ply(), 0);
        QVERIFY(!pair.host.offer(OfferKind::Draw));
        QTRY_VERIFY_WITH_TIMEOUT(pair.guest.session().pendingPeerOffer().has_value(), Patience);
        QVERIFY(!pair.guest.answer(true));
        QTRY_VERIFY_WITH_TIMEOUT(pair.host.session().end().has_value(), Patience);
        QCOMPARE(pair.host.session().end()->cause, EndCause::DrawAgreed);
    }

    void wrongCodeGetsNoSeat()
    {
        Pair pair;
        NetGame stranger;
        pair.join(stranger, QStringLiteral("AAAAAA"));
        QTRY_COMPARE_WITH_TIMEOUT(stranger.session().state(), SessionState::Closed, Patience);
        QCOMPARE(pair.host.session().state(), SessionState::Waiting);
        QVERIFY(pair.host.session().peerName().empty());
        pair.join(pair.guest);
        QTRY_VERIFY_WITH_TIMEOUT(pair.playing(), Patience);
        // A third program cannot take the seat either.
        NetGame third;
        pair.join(third);
        QTRY_COMPARE_WITH_TIMEOUT(third.session().state(), SessionState::Closed, Patience);
        QCOMPARE(pair.host.session().peerName(), std::string("Hei"));
        QVERIFY(pair.playing());
    }

    void dropAndResume()
    {
        Pair pair({ 600'000, 0 });
        pair.join(pair.guest);
        QTRY_VERIFY_WITH_TIMEOUT(pair.playing(), Patience);
        QVERIFY(pair.play("h2e2"));
        QVERIFY(pair.play("h9g7"));
        pair.guest.dropConnection();
        QCOMPARE(pair.guest.session().state(), SessionState::Paused);
        QTRY_COMPARE_WITH_TIMEOUT(pair.host.session().state(), SessionState::Paused, Patience);
        // The guest reconnects by itself, and the game goes on where it was.
        QTRY_VERIFY_WITH_TIMEOUT(pair.playing(), Patience);
        QCOMPARE(pair.guest.session().moves(), pair.host.session().moves());
        QVERIFY(pair.play("h0g2"));
        QCOMPARE(pair.guest.session().moves(), pair.host.session().moves());
    }

    void programsRestartMidGameAndFinish()
    {
        QTemporaryDir dir;
        std::unique_ptr<NetGame> host = program(dir, QStringLiteral("host"));
        std::unique_ptr<NetGame> guest = program(dir, QStringLiteral("guest"));
        QVERIFY(startOnLoopback(*host, *guest));
        QVERIFY(play(*host, *guest, "h2e2"));
        QVERIFY(play(*host, *guest, "h9g7"));
        // The guest's program goes away; everything it had is destroyed.
        guest.reset();
        QTRY_COMPARE_WITH_TIMEOUT(host->session().state(), SessionState::Paused, Patience);
        guest = restarted(dir, QStringLiteral("guest"));
        QVERIFY(guest);
        QCOMPARE(guest->session().state(), SessionState::Paused);
        QTRY_VERIFY_WITH_TIMEOUT(playing(*host, *guest), Patience);
        QCOMPARE(guest->session().moves(), host->session().moves());
        QCOMPARE(guest->session().peerName(), std::string("Hong"));
        QVERIFY(play(*host, *guest, "h0g2"));
        // Then the host's: the guest keeps trying until the host listens on its port again.
        host.reset();
        QTRY_COMPARE_WITH_TIMEOUT(guest->session().state(), SessionState::Paused, Patience);
        host = restarted(dir, QStringLiteral("host"));
        QVERIFY(host);
        QTRY_VERIFY_WITH_TIMEOUT(playing(*host, *guest), Patience);
        QCOMPARE(host->session().moves(), guest->session().moves());
        QCOMPARE(host->session().moves().size(), std::size_t { 3 });
        QVERIFY(play(*host, *guest, "i9h9"));
        QVERIFY(!guest->resign());
        QTRY_VERIFY_WITH_TIMEOUT(host->session().end().has_value(), Patience);
        QCOMPARE(host->session().end()->outcome, Outcome::RedWins);
        QCOMPARE(host->record(), guest->record());
        // A finished game is not offered again; its PGN stays.
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("host.json"))));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("guest.json"))));
        QCOMPARE(readFile(dir.filePath(QStringLiteral("guest.pgn"))), guest->record());
    }

    void gameStaysSavedWhenThePeerIsGone()
    {
        QTemporaryDir dir;
        std::unique_ptr<NetGame> host = program(dir, QStringLiteral("host"));
        std::unique_ptr<NetGame> guest = program(dir, QStringLiteral("guest"));
        QVERIFY(
            host->host(QStringLiteral("Hong"), Side::Red, {}, Code, QHostAddress::LocalHost, 0));
        const quint16 port = host->listeningPort();
        host->setReconnectLimitMs(1'000);
        guest->join(QStringLiteral("Hei"), QHostAddress::LocalHost, port, Code);
        QTRY_VERIFY_WITH_TIMEOUT(playing(*host, *guest), Patience);
        QVERIFY(play(*host, *guest, "h2e2"));
        guest.reset();
        // The host gives up waiting: the game is closed, its port free, and nothing is lost.
        QTRY_COMPARE_WITH_TIMEOUT(host->session().state(), SessionState::Closed, Patience);
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost, port));
        probe.close();
        QVERIFY(readFile(dir.filePath(QStringLiteral("host.pgn"))).contains(QStringLiteral("1.")));
        host.reset();
        // Later both programs start again and take it up together.
        host = restarted(dir, QStringLiteral("host"));
        guest = restarted(dir, QStringLiteral("guest"));
        QVERIFY(host && guest);
        QTRY_VERIFY_WITH_TIMEOUT(playing(*host, *guest), Patience);
        QCOMPARE(guest->session().moves(), std::vector<std::string> { "h2e2" });
    }

    void guestBacksOffWhileTheHostIsGone()
    {
        Pair pair;
        pair.join(pair.guest);
        QTRY_VERIFY_WITH_TIMEOUT(pair.playing(), Patience);
        pair.host.close();
        QTRY_COMPARE_WITH_TIMEOUT(pair.guest.session().state(), SessionState::Paused, Patience);
        // Each refused attempt doubles the wait before the next: 2 s, 4 s, then 8 s.
        QTRY_VERIFY_WITH_TIMEOUT(pair.guest.nextAttemptInMs() > 2'000, Patience);
        QVERIFY(pair.guest.reconnectTimeLeftMs() > 100'000);
    }

    void timeLoss()
    {
        Pair pair({ 1'000, 0 });
        pair.join(pair.guest);
        QTRY_VERIFY_WITH_TIMEOUT(pair.playing(), Patience);
        // Red (the host) never moves: its own program declares the loss at zero.
        QTRY_VERIFY_WITH_TIMEOUT(pair.guest.session().end().has_value(), Patience);
        QCOMPARE(pair.guest.session().end()->cause, EndCause::Timeout);
        QCOMPARE(pair.guest.session().end()->outcome, Outcome::BlackWins);
        QCOMPARE(pair.host.session().end()->outcome, Outcome::BlackWins);
    }

    /// Gomoku with a join code: a guest asking for another game hears which one the host
    /// plays; the game survives a dropped connection; both judge the five alike and save the
    /// same record.
    void gomokuGameSurvivesADrop()
    {
        Pair pair({}, { GameName::Gomoku, gomoku::Rule::Renju });
        NetGame lost;
        lost.join(QStringLiteral("Hei"), QHostAddress::LocalHost, pair.host.listeningPort(), Code,
            GameName::Xiangqi);
        QSignalSpy lostEvents(&lost, &NetGame::sessionEvent);
        QTRY_COMPARE_WITH_TIMEOUT(lost.session().state(), SessionState::Closed, Patience);
        const auto refusal = lostEvents.last().at(0).value<SessionEvent>();
        QCOMPARE(refusal.code, ErrorCode::WrongGame);
        QCOMPARE(refusal.text, std::string("the host plays gomoku"));
        pair.join(pair.guest);
        QTRY_VERIFY_WITH_TIMEOUT(pair.playing(), Patience);
        QVERIFY(pair.guest.session().game() == pair.game); // the rule came with the welcome
        for (const char *move : { "h8", "a1", "i8", "a2", "j8", "a3" }) {
            QVERIFY2(pair.play(move), move);
        }
        pair.host.dropConnection();
        QTRY_COMPARE_WITH_TIMEOUT(pair.guest.session().state(), SessionState::Paused, Patience);
        QTRY_VERIFY_WITH_TIMEOUT(pair.playing(), Patience);
        QVERIFY(pair.play("k8"));
        QVERIFY(pair.play("a4"));
        QVERIFY(pair.play("l8"));
        QTRY_VERIFY_WITH_TIMEOUT(pair.guest.session().end().has_value(), Patience);
        for (const NetGame *side : { &pair.host, &pair.guest }) {
            QCOMPARE(side->session().end()->boardEnd, BoardEnd::Five);
            QCOMPARE(side->session().end()->outcome, Outcome::RedWins); // black, who began
        }
        QCOMPARE(pair.guest.record(), pair.host.record());
        QVERIFY(readFile(pair.dir.filePath(QStringLiteral("guest.psq"))).contains("Hong"));
    }

    /// Reversi with a join code: a player with no move passes ("pa"), the game survives a
    /// dropped connection, and both end it with the discs the rules count.
    void reversiGameWithAPassSurvivesADrop()
    {
        Pair pair({}, { GameName::Reversi });
        pair.join(pair.guest);
        QTRY_VERIFY_WITH_TIMEOUT(pair.playing(), Patience);
        // White has no move at the 14th ply; black's reply ends the game.
        const std::vector<std::string> game = { "d3", "c3", "e6", "d2", "d1", "e1", "b2", "b4",
            "f1", "f6", "g7", "d6", "d7", "pa", "a5" };
        reversi::Board board = reversi::Board::start();
        for (std::size_t i = 0; i < game.size(); ++i) {
            if (i == 6) {
                pair.guest.dropConnection();
                QTRY_VERIFY_WITH_TIMEOUT(pair.playing(), Patience);
            }
            QCOMPARE(pair.host.session().rules().mustPass(), game[i] == "pa");
            QVERIFY2(pair.play(game[i].c_str()), game[i].c_str());
            reversi::Undo undo;
            board.makeMove(reversi::parseMove(game[i]), undo);
        }
        QTRY_VERIFY_WITH_TIMEOUT(pair.guest.session().end().has_value(), Patience);
        QVERIFY(board.isGameOver());
        const int black = reversi::popCount(board.discs(reversi::Color::Black));
        const int white = reversi::popCount(board.discs(reversi::Color::White));
        for (const NetGame *side : { &pair.host, &pair.guest }) {
            QCOMPARE(side->session().end()->boardEnd, BoardEnd::NoMoves);
            QCOMPARE(side->session().end()->redDiscs, black);
            QCOMPARE(side->session().end()->blackDiscs, white);
            QCOMPARE(side->session().end()->outcome,
                black > white ? Outcome::RedWins : Outcome::BlackWins);
        }
        QCOMPARE(pair.guest.record(), pair.host.record());
    }

    /// A broken program on the guest's seat of a Gomoku or Reversi game: garbage and illegal
    /// moves get an error that says what is wrong, and the host's game does not change.
    void badInputFromThePeerRefused_data()
    {
        QTest::addColumn<int>("game");
        QTest::addColumn<std::string>("first"); // the host's first move
        QTest::addColumn<std::string>("illegal"); // the guest's reply the rules refuse
        QTest::newRow("gomoku: a taken point")
            << int(GameName::Gomoku) << std::string("h8") << std::string("h8");
        QTest::newRow("gomoku: off the board")
            << int(GameName::Gomoku) << std::string("h8") << std::string("z99");
        QTest::newRow("reversi: no disc turns")
            << int(GameName::Reversi) << std::string("d3") << std::string("a1");
        QTest::newRow("reversi: a pass with moves left")
            << int(GameName::Reversi) << std::string("d3") << std::string("pa");
        QTest::newRow("reversi: another spelling")
            << int(GameName::Reversi) << std::string("d3") << std::string("C5");
    }

    void badInputFromThePeerRefused()
    {
        QFETCH(int, game);
        QFETCH(std::string, first);
        QFETCH(std::string, illegal);
        const auto name = static_cast<GameName>(game);
        Pair pair({}, { name });
        RawPeer peer(pair.host.listeningPort());
        QVERIFY(peer.connected());
        peer.send(R"({"type":"hello","version":1,"game":")" + std::string(gameNameText(name))
            + R"(","name":"Hei","code":"K7QM2D"})");
        QVERIFY(peer.nextLine().find(R"("type":"welcome")") != std::string::npos);
        QVERIFY(!pair.host.play(first));
        QVERIFY(peer.nextLine().find(first) != std::string::npos);
        peer.send("}{ not json");
        std::string error = peer.nextLine();
        QVERIFY2(error.find(R"("code":"bad-json")") != std::string::npos, error.c_str());
        peer.send(R"({"type":"move","ply":2,"move":")" + illegal + R"(","clockMs":0})");
        error = peer.nextLine();
        QVERIFY2(error.find(R"("code":"illegal-move")") != std::string::npos, error.c_str());
        QVERIFY2(error.find(illegal + R"(\" is not a legal move here)") != std::string::npos,
            error.c_str());
        QCOMPARE(pair.host.session().moves(), std::vector<std::string> { first });
        QCOMPARE(pair.host.session().state(), SessionState::Playing);
    }

    void beaconFound()
    {
        LanBrowser browser;
        QVERIFY(browser.start(QHostAddress::LocalHost, 0));
        LanBeacon beacon;
        Message m;
        m.type = MessageType::Beacon;
        m.name = "Hong";
        m.gameId = "0123456789abcdef";
        m.initialMs = 600'000;
        m.port = 47310;
        beacon.start(m, { QHostAddress::LocalHost }, browser.port());
        QTRY_COMPARE_WITH_TIMEOUT(browser.games().size(), 1, Patience);
        QCOMPARE(browser.games().front().port, quint16 { 47310 });
        QCOMPARE(browser.games().front().beacon.name, std::string("Hong"));
        QVERIFY(browser.games().front().address.isLoopback());
        // The same game heard from another address of this machine is still one game.
        QUdpSocket other;
        QVERIFY(other.bind(QHostAddress(QStringLiteral("127.0.0.2")), 0));
        const std::string datagram = m.encode();
        other.writeDatagram(
            datagram.data(), qint64(datagram.size()), QHostAddress::LocalHost, browser.port());
        QTest::qWait(500);
        QCOMPARE(browser.games().size(), 1);
    }
};

QTEST_MAIN(TestNetGame)
#include "tst_netgame.moc"
