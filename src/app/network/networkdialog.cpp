#include "app/network/networkdialog.h"

#include "app/movelistpanel.h"
#include "app/movespanel.h"
#include "app/network/lanbeacon.h"
#include "app/network/netboard.h"
#include "app/network/netgame.h"
#include "app/network/netgametext.h"
#include "app/network/netrecord.h"
#include "app/network/netsavedgame.h"
#include "app/network/networksetup.h"
#include "app/network/sidepanelarea.h"
#include "app/prompter.h"
#include "app/screenfit.h"

#include "net/joincode.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStackedWidget>
#include <QVBoxLayout>

#include <algorithm>

using namespace xq;
using namespace xq::net;

namespace {

// The board still shows every point clearly at this size; a small screen gets the rest.
constexpr QSize MinimumBoardSize(220, 240);
// The board's room in the window's first size, beside the side panel: a Xiangqi board a player
// reads at a glance.
constexpr QSize FirstBoardSize(480, 540);

QString clockText(std::int64_t ms)
{
    const std::int64_t seconds = std::max<std::int64_t>(0, (ms + 999) / 1000);
    return QStringLiteral("%1:%2").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0'));
}

// Where the beacon goes: the network's broadcast addresses, unless XIANGQI_BEACON_TO names
// others (comma-separated), which keeps a trial on one machine off the network
// (XIANGQI_BEACON_TO=127.255.255.255).
QList<QHostAddress> beaconTargets()
{
    QList<QHostAddress> targets;
    for (const QString &text :
        qEnvironmentVariable("XIANGQI_BEACON_TO").split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        if (const QHostAddress address(text.trimmed()); !address.isNull()) {
            targets.append(address);
        }
    }
    return targets;
}

} // namespace

NetworkDialog::NetworkDialog(QWidget *parent)
    : QDialog(parent), m_ownPrompter(std::make_unique<Prompter>()), m_prompter(m_ownPrompter.get()),
      m_beacon(new LanBeacon(this)), m_pages(new QStackedWidget(this)), m_setup(new NetworkSetup)
{
    setWindowTitle(tr("Network game"));
    m_pages->addWidget(m_setup);
    m_pages->addWidget(buildPlay());
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_pages);
    layout->addWidget(close);
    connect(m_setup, &NetworkSetup::hostRequested, this,
        [this](const QString &name, const GameKind &game, Side side, TimeControl control,
            quint16 port) {
            if (!hostGame(name, side, control, port, game)) {
                m_setup->setHostInfo(tr("Port %1 is in use; choose another.").arg(port));
            }
        });
    connect(m_setup, &NetworkSetup::joinRequested, this, &NetworkDialog::joinGame);
    connect(m_setup, &NetworkSetup::resumeRequested, this, [this] {
        if (const std::optional<SessionSnapshot> saved = NetSavedGame::load()) {
            resumeGame(*saved);
        }
    });
    connect(m_setup, &NetworkSetup::forgetRequested, this, [this] {
        NetSavedGame::forget();
        showSavedGame();
    });
    showSavedGame();
}

NetworkDialog::~NetworkDialog() = default;

// The first time the game is shown, the window grows to show it: the board asks for no size of
// its own, so Qt's size would be the panel and a board at its smallest. The choices before it
// keep their own smaller size.
void NetworkDialog::showPlayPage()
{
    m_pages->setCurrentIndex(1);
    if (!m_playPageSized) {
        m_playPageSized = true;
        resize(size().expandedTo(playPageSize()));
        // Grown where it stood, it could reach past the screen's edge, the panel's buttons too.
        keepOnScreen(*this);
    }
}

// The side panel whole and the board beside it, within the screen.
QSize NetworkDialog::playPageSize() const
{
    const QSize panel(m_sidePanel->sizeHint().width(), m_sidePanel->widget()->sizeHint().height());
    const QMargins margins = m_playLayout->contentsMargins();
    const QSize page(margins.left() + FirstBoardSize.width() + m_playLayout->spacing()
            + panel.width() + margins.right(),
        margins.top() + std::max(panel.height(), FirstBoardSize.height()) + margins.bottom());
    const QSize wanted = page + (sizeHint() - m_pages->sizeHint()).expandedTo({ 0, 0 });
    return sizeWithinScreen(*this, wanted.expandedTo(sizeHint()));
}

void NetworkDialog::proposeGame(GameName game)
{
    m_setup->proposeGame(game);
}

QString NetworkDialog::joinInfo() const
{
    return m_setup->joinInfo();
}

bool NetworkDialog::isShowingGame() const
{
    return m_pages->currentIndex() == 1;
}

QWidget *NetworkDialog::buildPlay()
{
    auto *page = new QWidget;
    m_playLayout = new QHBoxLayout(page);
    auto *layout = m_playLayout;
    m_sidePanel = new SidePanelArea(buildSidePanel());
    m_sidePanel->setObjectName(QStringLiteral("sidePanel"));
    layout->addWidget(m_sidePanel);
    showBoard({});
    return page;
}

void NetworkDialog::showBoard(const GameKind &kind)
{
    if (m_board) {
        delete m_board->widget();
    }
    m_board = makeNetBoard(kind);
    m_boardKind = kind;
    m_shown.clear();
    m_moveNames.clear();
    QWidget *view = m_board->widget();
    view->setMinimumSize(MinimumBoardSize);
    // The board takes the room the side panel leaves: its own wish for a large board would
    // squeeze the panel into scrolling sideways.
    view->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Ignored);
    m_playLayout->insertWidget(0, view, 1);
    connect(m_board.get(), &PuzzleBoard::moveChosen, this, &NetworkDialog::onMoveChosen);
    connect(m_board.get(), &PuzzleBoard::moveRefused, m_message, &QLabel::setText);
    m_moves->moveList()->setSides(
        NetGameText::side(kind.name, Side::Red), NetGameText::side(kind.name, Side::Black));
    setWindowTitle(tr("Network game: %1").arg(NetGameText::kind(kind)));
}

QWidget *NetworkDialog::buildSidePanel()
{
    auto *panel = new QWidget;
    auto *layout = new QVBoxLayout(panel);
    m_opponent = new QLabel;
    m_state = new QLabel;
    m_state->setWordWrap(true);
    m_redClock = new QLabel;
    m_blackClock = new QLabel;
    for (QLabel *clock : { m_redClock, m_blackClock }) {
        QFont font = clock->font();
        font.setPointSize(font.pointSize() + 4);
        font.setBold(true);
        clock->setFont(font);
    }
    layout->addWidget(m_opponent);
    layout->addWidget(m_state);
    layout->addWidget(m_redClock);
    layout->addWidget(m_blackClock);
    m_offerBar = new QWidget;
    auto *offerLayout = new QHBoxLayout(m_offerBar);
    m_offerText = new QLabel;
    auto *accept = new QPushButton(tr("Accept"));
    auto *decline = new QPushButton(tr("Decline"));
    offerLayout->addWidget(m_offerText, 1);
    offerLayout->addWidget(accept);
    offerLayout->addWidget(decline);
    m_offerBar->hide();
    layout->addWidget(m_offerBar);
    connect(accept, &QPushButton::clicked, this, [this] { answerOffer(true); });
    connect(decline, &QPushButton::clicked, this, [this] { answerOffer(false); });
    auto *buttons = new QHBoxLayout;
    const std::pair<QString, std::function<void()>> actions[] = {
        { tr("Offer draw"), [this] { m_net->offer(OfferKind::Draw); } },
        { tr("Ask to undo"), [this] { m_net->offer(OfferKind::Undo); } },
        { tr("Resign"), [this] { resign(); } },
    };
    for (const auto &[text, action] : actions) {
        auto *button = new QPushButton(text);
        connect(button, &QPushButton::clicked, this, action);
        buttons->addWidget(button);
        m_gameActions << button;
    }
    auto *save = new QPushButton(tr("Save Record…"));
    connect(save, &QPushButton::clicked, this, &NetworkDialog::saveRecord);
    buttons->addWidget(save);
    layout->addLayout(buttons);
    m_chat = new QPlainTextEdit;
    m_chat->setReadOnly(true);
    m_chatInput = new QLineEdit;
    m_chatInput->setObjectName(QStringLiteral("chatInput"));
    m_chatInput->setPlaceholderText(tr("Say something and press Enter"));
    m_chatInput->setMaxLength(200);
    connect(m_chatInput, &QLineEdit::returnPressed, this, &NetworkDialog::sendChat);
    m_moves = new MovesPanel; // as Gomoku and Reversi list theirs
    m_moves->moveList()->setStepControlsVisible(false); // it follows the game, as the board does
    auto *chatCaption = new QLabel(tr("&Chat"));
    chatCaption->setObjectName(QStringLiteral("chatCaption"));
    chatCaption->setBuddy(m_chatInput);
    layout->addWidget(m_moves, 1);
    layout->addWidget(chatCaption);
    layout->addWidget(m_chat, 1);
    layout->addWidget(m_chatInput);
    m_message = new QLabel;
    m_message->setWordWrap(true);
    layout->addWidget(m_message);
    return panel;
}

bool NetworkDialog::hostGame(
    const QString &name, Side side, TimeControl control, quint16 port, const GameKind &game)
{
    m_code = QString::fromStdString(JoinCode::generate());
    startPlaying();
    if (!m_net->host(name, side, control, m_code, QHostAddress::Any, port, game)) {
        return false;
    }
    syncBoard();
    Message beacon;
    beacon.type = MessageType::Beacon;
    beacon.game = game.name;
    beacon.rule = game.rule;
    beacon.name = m_net->session().playerName();
    beacon.gameId = m_net->session().gameId();
    beacon.side = opposite(side);
    beacon.initialMs = control.initialMs;
    beacon.incrementMs = control.incrementMs;
    beacon.port = m_net->listeningPort();
    m_beacon->start(beacon, beaconTargets());
    m_setup->setHostInfo(tr("Join code: %1").arg(m_code));
    showPlayPage();
    refreshStatus();
    return true;
}

void NetworkDialog::joinGame(
    const QString &name, const QString &address, const QString &code, GameName game)
{
    const qsizetype colon = address.lastIndexOf(QLatin1Char(':'));
    const QHostAddress host(colon > 0 ? address.left(colon) : address);
    const quint16 port = colon > 0 ? address.mid(colon + 1).toUShort() : NetGame::DefaultPort;
    if (host.isNull() || port == 0) {
        m_setup->setJoinInfo(tr("Type the host's address as 192.168.1.20:47310."));
        return;
    }
    m_setup->setJoinInfo(QString());
    m_joinAddress = address;
    startPlaying();
    m_net->join(name, host, port, code, game);
    showBoard({ game });
    showPlayPage();
    refreshStatus();
}

bool NetworkDialog::resumeGame(const SessionSnapshot &saved)
{
    startPlaying();
    m_code = QString::fromStdString(saved.code);
    QString why;
    if (!m_net->resume(saved, &why)) {
        m_setup->setSavedGame(tr("This game cannot be taken up: %1.").arg(why));
        return false;
    }
    syncBoard();
    // What was said before the program was closed.
    const QString me = QString::fromStdString(saved.name);
    const QString peer = QString::fromStdString(saved.peerName);
    for (const ChatLine &line : saved.chat) {
        addChatLine(line.mine ? me : peer, QString::fromStdString(line.text));
    }
    addChatLine(QString(),
        tr("Taking up the interrupted game against %1…")
            .arg(QString::fromStdString(saved.peerName)));
    showPlayPage();
    refreshStatus();
    return true;
}

void NetworkDialog::offerResume(QWidget *parent, Prompter &prompter)
{
    const std::optional<SessionSnapshot> saved = NetSavedGame::load();
    if (!saved) {
        return;
    }
    const QString question
        = tr("The network game against %1 was interrupted after %n move(s). Take it up again?", "",
            NetSavedGame::movesPlayed(*saved))
              .arg(QString::fromStdString(saved->peerName));
    if (!prompter.confirm(parent, tr("Resume the network game?"), question)) {
        return;
    }
    auto *dialog = new NetworkDialog(parent);
    dialog->setPrompter(prompter);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
    dialog->resumeGame(*saved);
}

void NetworkDialog::showSavedGame()
{
    const std::optional<SessionSnapshot> saved = NetSavedGame::load();
    m_setup->setSavedGame(saved
            ? tr("%1 against %2, you play %3; %n move(s) played.", "",
                NetSavedGame::movesPlayed(*saved))
                  .arg(NetGameText::kind(saved->game), QString::fromStdString(saved->peerName),
                      NetGameText::side(saved->game.name, saved->mySide))
            : QString());
}

void NetworkDialog::startPlaying()
{
    delete m_net;
    m_net = new NetGame(this);
    m_net->setAutosavePath(NetSavedGame::recordPath());
    m_net->setSnapshotPath(NetSavedGame::snapshotPath());
    m_message->clear(); // a refusal of an earlier attempt is no news for this one
    m_chat->clear();
    connect(m_net, &NetGame::sessionEvent, this, &NetworkDialog::onSessionEvent);
    connect(m_net, &NetGame::connectionChanged, this, &NetworkDialog::refreshStatus);
    // Once a second is enough for the clocks and the reconnection countdown.
    connect(m_net, &NetGame::tick, this, &NetworkDialog::refreshStatus);
    connect(m_net, &NetGame::connectFailed, this, &NetworkDialog::connectFailed);
}

void NetworkDialog::joinFailed(const QString &why)
{
    m_setup->setJoinInfo(why);
    m_pages->setCurrentIndex(0);
}

void NetworkDialog::connectFailed(QAbstractSocket::SocketError error, const QString &why)
{
    joinFailed(error == QAbstractSocket::ConnectionRefusedError
            ? tr("No game is waiting at %1 yet. Ask the host to press Host, then press Join "
                 "again.")
                  .arg(m_joinAddress)
            : tr("Could not reach %1 (%2). Check the address, then press Join again.")
                  .arg(m_joinAddress, why));
}

void NetworkDialog::refused(const SessionEvent &event)
{
    if (m_net->session().state() != SessionState::Closed) {
        return; // a resume the host cannot take yet: the guest tries again by itself
    }
    switch (event.code) {
    case ErrorCode::WrongCode:
        joinFailed(tr("The join code is not this game's. Check it with the host, then press "
                      "Join again."));
        break;
    case ErrorCode::SeatTaken: joinFailed(tr("That game already has two players.")); break;
    case ErrorCode::WrongGame:
        if (const auto game = parseGameName(event.text.substr(event.text.rfind(' ') + 1))) {
            joinFailed(tr("The host plays %1. Choose %1 as the game, then press Join again.")
                           .arg(NetGameText::game(*game)));
            break;
        }
        [[fallthrough]];
    case ErrorCode::BadVersion:
        joinFailed(tr("The host's program plays another game or speaks another version."));
        break;
    default: joinFailed(tr("The host refused: %1").arg(QString::fromStdString(event.text))); break;
    }
}

void NetworkDialog::onSessionEvent(const SessionEvent &event)
{
    using Kind = SessionEvent::Kind;
    if (event.kind == Kind::PeerMoved) {
        m_message->clear(); // an answer or refusal shown earlier is old news after a move
        if (event.move == PassMove) {
            addChatLine(QString(),
                tr("%1 has no move and passes.")
                    .arg(QString::fromStdString(m_net->session().peerName())));
        }
    }
    switch (event.kind) {
    case Kind::Connected:
        m_beacon->stop();
        addChatLine(QString(),
            event.resumed ? tr("Reconnected; the game goes on.")
                : m_net->session().role() == Role::Host
                ? tr("%1 joined.").arg(QString::fromStdString(event.text))
                : tr("You joined %1's game.").arg(QString::fromStdString(event.text)));
        break;
    case Kind::Refused: refused(event); [[fallthrough]];
    case Kind::PeerError:
    case Kind::InputRefused:
        m_message->setText(tr("Refused (%1): %2")
                               .arg(QString::fromUtf8(errorCodeText(event.code).data()),
                                   QString::fromStdString(event.text)));
        break;
    case Kind::OfferReceived: showOffer(event.offer, event.plies); break;
    case Kind::OfferAnswered:
        m_message->setText(
            event.accepted ? tr("Your offer was accepted.") : tr("Your offer was declined."));
        break;
    case Kind::Chat:
        addChatLine(QString::fromStdString(m_net->session().peerName()),
            QString::fromStdString(event.text));
        break;
    case Kind::GameOver:
        m_message->setText(NetGameText::end(m_net->session().game().name, event.end));
        break;
    default: break;
    }
    if (!m_net->session().pendingPeerOffer()) {
        m_offerBar->hide();
    }
    syncBoard();
}

void NetworkDialog::syncBoard()
{
    const Session &s = m_net->session();
    const std::vector<std::string> moves = s.moves();
    const bool continues = s.game() == m_boardKind && m_shown.size() <= moves.size()
        && std::equal(m_shown.begin(), m_shown.end(), moves.begin());
    if (s.game() != m_boardKind) {
        showBoard(s.game());
    } else if (!continues) {
        // An undo: the board is set up again from the session's moves.
        m_board->setPosition(netStartPosition(m_boardKind));
        m_shown.clear();
        m_moveNames.clear();
    }
    m_board->setFlipped(s.mySide() == Side::Black);
    for (std::size_t i = m_shown.size(); i < moves.size(); ++i) {
        m_moveNames << (moves[i] == PassMove ? tr("pass") : m_board->moveText(moves[i]));
        m_board->play(moves[i]);
        m_shown.push_back(moves[i]);
    }
    const bool playing = s.state() == SessionState::Playing;
    m_board->setInteractive(playing && s.rules().sideToMove() == s.mySide());
    // Offers and resigning mean something only in a game going on.
    for (QPushButton *button : m_gameActions) {
        button->setEnabled(playing);
    }
    m_moves->setMoves(m_moveNames);
    refreshClocks();
    passIfNoMove();
}

void NetworkDialog::passIfNoMove()
{
    const Session &s = m_net->session();
    if (s.state() == SessionState::Playing && s.rules().sideToMove() == s.mySide()
        && s.rules().mustPass() && !m_net->play(std::string(PassMove))) {
        addChatLine(QString(), tr("You have no move and pass."));
        syncBoard();
    }
}

void NetworkDialog::resign()
{
    if (m_prompter->confirmDiscard(this, tr("Resign"), tr("Resign this game?"))) {
        m_net->resign();
        syncBoard();
    }
}

void NetworkDialog::onMoveChosen(const std::string &move)
{
    if (const auto why = m_net->play(move)) {
        m_message->setText(why == ErrorCode::IllegalMove ? tr("That move is not allowed.")
                                                         : tr("It is not your move now."));
    }
    syncBoard();
}

void NetworkDialog::refreshStatus()
{
    if (!m_net) {
        return;
    }
    const Session &s = m_net->session();
    const QString peer
        = s.peerName().empty() ? tr("nobody yet") : QString::fromStdString(s.peerName());
    m_opponent->setText(tr("Opponent: %1").arg(peer));
    m_state->setText(stateText());
    refreshClocks();
}

QString NetworkDialog::stateText() const
{
    const Session &s = m_net->session();
    const QString peer = QString::fromStdString(s.peerName());
    const QString left = clockText(m_net->reconnectTimeLeftMs());
    switch (s.state()) {
    case SessionState::Idle:
    case SessionState::Waiting:
        if (s.role() == Role::Host) {
            return tr("Waiting for a player. Join code: %1").arg(m_code);
        }
        return s.peerName().empty() ? tr("Connecting…") : tr("Reconnecting to %1…").arg(peer);
    case SessionState::Playing: return tr("Connected");
    case SessionState::Paused:
        if (s.role() == Role::Host) {
            return tr("Connection lost: the game is paused until %1 reconnects (%2 left).")
                .arg(peer, left);
        }
        return tr("Connection lost: trying again in %1 s (%2 left).")
            .arg((m_net->nextAttemptInMs() + 999) / 1000)
            .arg(left);
    case SessionState::Over: return tr("Game over");
    case SessionState::Closed: break;
    }
    if (s.peerName().empty()) {
        return tr("Disconnected");
    }
    return tr("%1 did not come back. Nothing is lost: take the game up again later from Game ▸ "
              "Network…; its moves are saved in %2.")
        .arg(peer, QDir::toNativeSeparators(m_net->autosavePath()));
}

void NetworkDialog::refreshClocks()
{
    const Session &s = m_net->session();
    const bool timed = s.clock().control().timed();
    const auto named = [&](Side side) {
        const QString name = NetGameText::side(s.game().name, side);
        return s.mySide() == side ? tr("%1 (you)").arg(name) : name;
    };
    const QString red = named(Side::Red);
    const QString black = named(Side::Black);
    const std::int64_t now = m_net->now();
    m_redClock->setText(
        timed ? tr("%1  %2").arg(red, clockText(s.clock().remaining(Side::Red, now))) : red);
    m_blackClock->setText(
        timed ? tr("%1  %2").arg(black, clockText(s.clock().remaining(Side::Black, now))) : black);
}

void NetworkDialog::showOffer(OfferKind kind, int plies)
{
    const QString peer = QString::fromStdString(m_net->session().peerName());
    const QString text = kind == OfferKind::Draw ? tr("%1 offers a draw.")
        : plies == 1                             ? tr("%1 asks to take back their last move.")
                     : tr("%1 asks to take back their move and your reply.");
    m_offerText->setText(text.arg(peer));
    m_offerBar->show();
}

void NetworkDialog::answerOffer(bool accept)
{
    m_net->answer(accept);
    m_offerBar->hide();
    syncBoard();
}

void NetworkDialog::sendChat()
{
    const QString text = m_chatInput->text().trimmed();
    if (text.isEmpty() || !m_net) {
        return;
    }
    m_net->chat(text);
    addChatLine(QString::fromStdString(m_net->session().playerName()), text);
    m_chatInput->clear();
}

void NetworkDialog::addChatLine(const QString &who, const QString &text)
{
    m_chat->appendPlainText(
        who.isEmpty() ? QStringLiteral("— %1").arg(text) : QStringLiteral("%1: %2").arg(who, text));
}

void NetworkDialog::saveRecord()
{
    const QString suffix
        = QString::fromLatin1(netRecordSuffix(m_net->session().game().name).data());
    const QString path = QFileDialog::getSaveFileName(this, tr("Save the game"),
        QDir::homePath() + QStringLiteral("/network-game.") + suffix,
        tr("%1 record (*.%2)").arg(NetGameText::game(m_net->session().game().name), suffix));
    QFile file(path);
    if (!path.isEmpty() && file.open(QIODevice::WriteOnly)) {
        file.write(m_net->record().toUtf8());
    }
}
