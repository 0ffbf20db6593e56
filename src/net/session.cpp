#include "net/session.h"

#include "net/joincode.h"
#include "net/movelist.h"

#include <algorithm>

namespace xq::net {

namespace {

Outcome winnerOf(Side side)
{
    return side == Side::Red ? Outcome::RedWins : Outcome::BlackWins;
}

SessionEvent eventOf(SessionEvent::Kind kind)
{
    SessionEvent e;
    e.kind = kind;
    return e;
}

Message ofType(MessageType type)
{
    Message m;
    m.type = type;
    return m;
}

// What a refused hello's detail says: a guest that asked for another game hears which one the
// host plays, so its program can say so.
std::string refusalDetail(ErrorCode why, GameName hostGame)
{
    switch (why) {
    case ErrorCode::WrongCode: return "wrong join code";
    case ErrorCode::WrongGame: return "the host plays " + std::string(gameNameText(hostGame));
    default: return "hello refused";
    }
}

} // namespace

Session::Session(Role role, std::string playerName)
    : m_role(role), m_name(std::move(playerName)), m_rules(makeRules({})), m_framer(MaxLineBytes)
{
    truncateUtf8(m_name, MaxNameBytes);
}

void Session::host(Side hostSide, TimeControl control, std::string joinCode, std::string gameId,
    const GameKind &game)
{
    m_rules = makeRules(game);
    m_mySide = hostSide;
    m_clock.reset(control);
    m_code = std::move(joinCode);
    m_gameId = std::move(gameId);
    m_state = SessionState::Waiting;
}

void Session::join(const std::string &joinCode, GameName game)
{
    m_asked = game;
    m_rules = makeRules({ game }); // Gomoku's rule comes with the welcome
    m_code = JoinCode::normalize(joinCode);
    sendHello();
}

void Session::resume()
{
    if (m_role != Role::Guest || m_state != SessionState::Paused) {
        return;
    }
    m_framer.clear();
    m_resuming = true;
    sendHello();
}

void Session::sendHello()
{
    m_state = SessionState::Waiting;
    Message hello = ofType(MessageType::Hello);
    hello.game = m_resuming ? m_rules->kind().name : m_asked;
    hello.name = m_name;
    hello.code = m_code;
    if (m_resuming) {
        hello.gameId = m_gameId;
        hello.moves = moves();
    }
    m_out.send(hello);
}

std::optional<ErrorCode> Session::restore(const SessionSnapshot &saved)
{
    if (m_state != SessionState::Idle || saved.role != m_role || saved.gameId.empty()) {
        return ErrorCode::Unexpected;
    }
    std::unique_ptr<GameRules> rules = makeRules(saved.game);
    if (const Reconciled r = reconcile(*rules, saved.moves, std::nullopt); r.error) {
        return r.error;
    }
    m_rules = std::move(rules);
    m_peerName = saved.peerName;
    m_code = saved.code;
    m_gameId = saved.gameId;
    m_mySide = saved.mySide;
    m_chat = saved.chat;
    m_clock.reset(saved.control);
    m_clock.set(Side::Red, saved.redMs, 0);
    m_clock.set(Side::Black, saved.blackMs, 0);
    m_state = SessionState::Paused;
    return std::nullopt;
}

SessionSnapshot Session::snapshot(std::int64_t nowMs) const
{
    SessionSnapshot s;
    s.role = m_role;
    s.name = m_name;
    s.peerName = m_peerName;
    s.code = m_code;
    s.gameId = m_gameId;
    s.mySide = m_mySide;
    s.game = m_rules->kind();
    s.control = m_clock.control();
    s.redMs = std::clamp<std::int64_t>(m_clock.remaining(Side::Red, nowMs), 0, MaxClockMs);
    s.blackMs = std::clamp<std::int64_t>(m_clock.remaining(Side::Black, nowMs), 0, MaxClockMs);
    s.moves = moves();
    s.chat = m_chat;
    return s;
}

void Session::connectionLost(std::int64_t nowMs)
{
    m_framer.clear();
    if (m_state == SessionState::Playing) {
        m_clock.stop(nowMs);
        m_offers.clear();
        m_state = SessionState::Paused;
    } else if (m_state == SessionState::Waiting && m_resuming) {
        m_state = SessionState::Paused; // the resume attempt's connection failed: try again
    }
}

void Session::close()
{
    if (m_state != SessionState::Over) {
        m_clock.stop(0);
        m_state = SessionState::Closed;
    }
}

void Session::receiveBytes(std::string_view bytes, std::int64_t nowMs)
{
    m_framer.append(bytes);
    while (const std::optional<LineFramer::Line> line = m_framer.next()) {
        if (line->tooLong) {
            m_out.refuse(ErrorCode::TooLong,
                "a line longer than " + std::to_string(MaxLineBytes) + " bytes");
        } else {
            receiveLine(line->text, nowMs);
        }
    }
}

void Session::receiveLine(std::string_view line, std::int64_t nowMs)
{
    if (m_state == SessionState::Closed || m_state == SessionState::Idle) {
        return;
    }
    const Decoded decoded = Message::decode(line);
    if (!decoded.message) {
        m_out.refuse(decoded.error, decoded.detail);
        return;
    }
    handle(*decoded.message, nowMs);
}

void Session::handle(const Message &m, std::int64_t nowMs)
{
    const bool live = m_state == SessionState::Playing || m_state == SessionState::Over;
    bool handled = true;
    switch (m.type) {
    case MessageType::Hello: handleHello(m, nowMs); break;
    case MessageType::Welcome: handleWelcome(m, nowMs); break;
    case MessageType::Refuse: handled = handleRefuse(m); break;
    case MessageType::Ping:
        if (live) {
            Message pong = ofType(MessageType::Pong);
            pong.n = m.n;
            m_out.send(pong);
        }
        handled = live;
        break;
    case MessageType::Pong: handled = live; break;
    case MessageType::Chat:
        if (live) {
            remember(false, m.text);
            m_out.postText(SessionEvent::Kind::Chat, ErrorCode::BadMessage, m.text);
        }
        handled = live;
        break;
    case MessageType::Error: m_out.postText(SessionEvent::Kind::PeerError, m.error, m.text); break;
    case MessageType::Beacon: handled = false; break;
    default: handled = handleGameMessage(m, nowMs); break;
    }
    if (!handled) {
        std::string detail(messageTypeText(m.type));
        detail += " is not expected now";
        m_out.refuse(ErrorCode::Unexpected, std::move(detail));
    }
}

bool Session::handleRefuse(const Message &m)
{
    if (m_role != Role::Guest || m_state != SessionState::Waiting) {
        return false;
    }
    // A resume the host cannot take yet (it has not seen the old connection drop) is tried
    // again; any other refusal closes the session.
    const bool retry = m_resuming && m.error == ErrorCode::SeatTaken;
    m_state = retry ? SessionState::Paused : SessionState::Closed;
    m_out.postText(SessionEvent::Kind::Refused, m.error, m.text);
    return true;
}

bool Session::handleGameMessage(const Message &m, std::int64_t nowMs)
{
    if (m_state == SessionState::Over) {
        m_out.refuse(ErrorCode::GameOver, "the game has ended");
        return true;
    }
    if (m_state != SessionState::Playing) {
        return false;
    }
    switch (m.type) {
    case MessageType::Move: handleMove(m, nowMs); return true;
    case MessageType::Offer: handleOffer(m); return true;
    case MessageType::Answer: handleAnswer(m, nowMs); return true;
    case MessageType::Timeout: handleTimeout(m, nowMs); return true;
    case MessageType::Resign:
        finish({ winnerOf(m_mySide), EndCause::Resignation, EndReason::Resignation }, nowMs);
        return true;
    default: return false;
    }
}

std::optional<ErrorCode> Session::checkHello(const Message &m) const
{
    if (m.version != ProtocolVersion) {
        return ErrorCode::BadVersion;
    }
    if (m.game != m_rules->kind().name) {
        return ErrorCode::WrongGame;
    }
    if (!JoinCode::equal(JoinCode::normalize(m.code), m_code)) {
        return ErrorCode::WrongCode;
    }
    if (m_state != SessionState::Waiting && m.gameId.empty()) {
        return ErrorCode::SeatTaken;
    }
    if (!m.gameId.empty() && m.gameId != m_gameId) {
        return ErrorCode::Desync;
    }
    if (m_state == SessionState::Waiting && !m.gameId.empty() && m_rules->ply() == 0
        && m_peerName.empty()) {
        return ErrorCode::Desync; // a resume of a game that never started here
    }
    return std::nullopt;
}

void Session::handleHello(const Message &m, std::int64_t nowMs)
{
    const bool canSeat = m_state == SessionState::Waiting || m_state == SessionState::Paused;
    if (m_role != Role::Host || !canSeat) {
        const bool taken = m_role == Role::Host && m_state == SessionState::Playing;
        m_out.refuseHello(taken ? ErrorCode::SeatTaken : ErrorCode::Unexpected,
            taken ? "the game already has two players" : "no hello expected now");
        return;
    }
    std::optional<ErrorCode> why = checkHello(m);
    if (!why && !m.gameId.empty()) {
        why = reconcileWith(m.moves);
    }
    if (why) {
        m_out.refuseHello(*why, refusalDetail(*why, m_rules->kind().name));
        return;
    }
    m_peerName = m.name;
    sendWelcome(nowMs);
    startPlaying(nowMs);
}

void Session::sendWelcome(std::int64_t nowMs)
{
    Message w = ofType(MessageType::Welcome);
    w.game = m_rules->kind().name;
    w.rule = m_rules->kind().rule;
    w.name = m_name;
    w.gameId = m_gameId;
    w.side = peerSide();
    w.initialMs = m_clock.control().initialMs;
    w.incrementMs = m_clock.control().incrementMs;
    w.redMs = std::max<std::int64_t>(0, m_clock.remaining(Side::Red, nowMs));
    w.blackMs = std::max<std::int64_t>(0, m_clock.remaining(Side::Black, nowMs));
    w.moves = moves();
    m_out.send(w);
}

void Session::handleWelcome(const Message &m, std::int64_t nowMs)
{
    if (m_role != Role::Guest || m_state != SessionState::Waiting) {
        m_out.refuse(ErrorCode::Unexpected, "no welcome expected now");
        return;
    }
    const GameKind game { m.game, m.rule };
    const GameName expected = m_resuming ? m_rules->kind().name : m_asked;
    if (m.version != ProtocolVersion || m.game != expected
        || (m_resuming && game != m_rules->kind())) {
        m_state = SessionState::Closed;
        m_out.refuse(m.version != ProtocolVersion ? ErrorCode::BadVersion : ErrorCode::WrongGame,
            "the host speaks another version or game");
        return;
    }
    if (m_resuming && (m.gameId != m_gameId || m.side != m_mySide)) {
        m_state = SessionState::Closed;
        m_out.refuse(ErrorCode::Desync, "the host resumed another game");
        return;
    }
    m_mySide = m.side;
    m_gameId = m.gameId;
    m_peerName = m.name;
    if (!m_resuming) {
        m_rules = makeRules(game);
        m_clock.reset({ m.initialMs, m.incrementMs });
    }
    if (const std::optional<ErrorCode> why = reconcileWith(m.moves)) {
        m_state = SessionState::Closed;
        m_out.refuse(*why, "the host's moves do not continue this game");
        return;
    }
    m_clock.set(Side::Red, m.redMs, nowMs);
    m_clock.set(Side::Black, m.blackMs, nowMs);
    startPlaying(nowMs);
}

std::optional<ErrorCode> Session::reconcileWith(const std::vector<std::string> &theirs)
{
    // The moves this side lacks can only be the peer's: this side saves its own before it
    // sends them.
    const Reconciled r = reconcile(*m_rules, theirs, peerSide());
    if (!r.error) {
        SessionEvent e = eventOf(SessionEvent::Kind::Resumed);
        e.plies = r.applied;
        m_out.post(std::move(e));
    }
    return r.error;
}

void Session::startPlaying(std::int64_t nowMs)
{
    const bool resumed = m_resuming || m_state == SessionState::Paused;
    m_resuming = false;
    m_state = SessionState::Playing;
    m_clock.start(m_rules->sideToMove(), nowMs);
    {
        SessionEvent e = eventOf(SessionEvent::Kind::Connected);
        e.resumed = resumed;
        e.text = m_peerName;
        m_out.post(std::move(e));
    }
    judge(nowMs);
}

void Session::judge(std::int64_t nowMs)
{
    if (std::optional<GameEnd> end = m_rules->verdict()) {
        finish(*end, nowMs);
    }
}

void Session::handleMove(const Message &m, std::int64_t nowMs)
{
    if (myTurn()) {
        m_out.refuse(ErrorCode::NotYourTurn, "it is not your turn");
        return;
    }
    if (m.ply != m_rules->ply() + 1) {
        m_out.refuse(ErrorCode::BadPly,
            "expected move " + std::to_string(m_rules->ply() + 1) + ", got "
                + std::to_string(m.ply));
        return;
    }
    if (!m_rules->isLegal(m.move)) {
        m_out.refuse(ErrorCode::IllegalMove, "\"" + m.move + "\" is not a legal move here");
        return;
    }
    m_clock.acceptReport(peerSide(), m.clockMs, nowMs);
    {
        SessionEvent e = eventOf(SessionEvent::Kind::PeerMoved);
        e.move = m.move;
        m_out.post(std::move(e));
    }
    applyMove(m.move, nowMs);
}

std::optional<ErrorCode> Session::play(std::string_view move, std::int64_t nowMs)
{
    tick(nowMs);
    if (m_state == SessionState::Over) {
        return ErrorCode::GameOver;
    }
    if (m_state != SessionState::Playing) {
        return ErrorCode::Unexpected;
    }
    if (!myTurn() || (m_offers.mine() && m_offers.mine()->kind == OfferKind::Undo)) {
        return ErrorCode::NotYourTurn;
    }
    if (!m_rules->isLegal(move)) {
        return ErrorCode::IllegalMove;
    }
    Message m = ofType(MessageType::Move);
    m.ply = m_rules->ply() + 1;
    m.move = std::string(move);
    m.clockMs = m_clock.report(m_mySide, nowMs);
    m_out.send(m);
    applyMove(move, nowMs);
    return std::nullopt;
}

void Session::applyMove(std::string_view move, std::int64_t nowMs)
{
    const Side mover = m_rules->sideToMove();
    m_rules->play(move);
    m_clock.press(mover, nowMs);
    // An offer lapses with the next move: the side it was made to declines it, so the side
    // that made it always hears an answer.
    if (const std::optional<Offer> lapsed = m_offers.takePeers()) {
        m_out.decline(lapsed->kind);
    }
    judge(nowMs);
}

std::optional<ErrorCode> Session::offer(OfferKind kind)
{
    if (m_state != SessionState::Playing) {
        return m_state == SessionState::Over ? ErrorCode::GameOver : ErrorCode::Unexpected;
    }
    const Result<Message> m = m_offers.make(kind, *m_rules, m_mySide);
    if (!m.ok()) {
        return ErrorCode::Unexpected;
    }
    m_out.send(*m);
    return std::nullopt;
}

void Session::handleOffer(const Message &m)
{
    if (!m_offers.receive(m, *m_rules, m_mySide)) {
        m_out.decline(m.offer); // made before a move this side has played: it no longer fits
        return;
    }
    SessionEvent e = eventOf(SessionEvent::Kind::OfferReceived);
    e.offer = m_offers.peers()->kind;
    e.plies = m_offers.peers()->plies;
    m_out.post(std::move(e));
}

std::optional<ErrorCode> Session::answer(bool accept, std::int64_t nowMs)
{
    if (!m_offers.peers() || m_state != SessionState::Playing) {
        return ErrorCode::NoOffer;
    }
    const Offer offer = *m_offers.takePeers();
    Message m = ofType(MessageType::Answer);
    m.offer = offer.kind;
    m.accept = accept;
    m_out.send(m);
    if (accept) {
        accepted(offer, nowMs);
    }
    return std::nullopt;
}

void Session::handleAnswer(const Message &m, std::int64_t nowMs)
{
    const std::optional<Offer> offer = m_offers.answered(m.offer);
    if (!offer) {
        m_out.refuse(ErrorCode::NoOffer, "no such offer is pending");
        return;
    }
    SessionEvent e = eventOf(SessionEvent::Kind::OfferAnswered);
    e.offer = m.offer;
    e.accepted = m.accept;
    m_out.post(std::move(e));
    if (m.accept) {
        accepted(*offer, nowMs);
    }
}

void Session::accepted(const Offer &offer, std::int64_t nowMs)
{
    if (offer.kind == OfferKind::Draw) {
        finish({ Outcome::Draw, EndCause::DrawAgreed, EndReason::None }, nowMs);
        return;
    }
    takeBack(offer.plies, nowMs);
}

void Session::takeBack(int plies, std::int64_t nowMs)
{
    for (int i = 0; i < plies && m_rules->ply() > 0; ++i) {
        m_rules->undo();
    }
    m_clock.start(m_rules->sideToMove(), nowMs);
    {
        SessionEvent e = eventOf(SessionEvent::Kind::Undone);
        e.plies = plies;
        m_out.post(std::move(e));
    }
}

std::optional<ErrorCode> Session::resign(std::int64_t nowMs)
{
    if (m_state != SessionState::Playing) {
        return m_state == SessionState::Over ? ErrorCode::GameOver : ErrorCode::Unexpected;
    }
    m_out.send(ofType(MessageType::Resign));
    finish({ winnerOf(peerSide()), EndCause::Resignation, EndReason::Resignation }, nowMs);
    return std::nullopt;
}

void Session::handleTimeout(const Message &m, std::int64_t nowMs)
{
    // Only the side to move can run out of time, and either side may say so.
    if (!m_clock.control().timed() || m.loser != m_rules->sideToMove()) {
        m_out.refuse(ErrorCode::Unexpected, "that side's clock is not running");
        return;
    }
    finish({ winnerOf(opposite(m.loser)), EndCause::Timeout, EndReason::None }, nowMs);
}

void Session::tick(std::int64_t nowMs)
{
    if (m_state != SessionState::Playing || !m_clock.control().timed()) {
        return;
    }
    const Side toMove = m_rules->sideToMove();
    const std::int64_t left = m_clock.remaining(toMove, nowMs);
    if (toMove == m_mySide ? left > 0 : left > -ClaimGraceMs) {
        return;
    }
    Message m = ofType(MessageType::Timeout);
    m.loser = toMove;
    m_out.send(m);
    finish({ winnerOf(opposite(toMove)), EndCause::Timeout, EndReason::None }, nowMs);
}

void Session::chat(std::string text)
{
    if (m_state != SessionState::Playing && m_state != SessionState::Over) {
        return;
    }
    Message m = ofType(MessageType::Chat);
    truncateUtf8(text, MaxChatBytes);
    m.text = text;
    m_out.send(m);
    remember(true, std::move(text));
}

void Session::remember(bool mine, std::string text)
{
    m_chat.push_back({ mine, std::move(text) });
    if (m_chat.size() > MaxChatLines) {
        m_chat.erase(m_chat.begin());
    }
}

void Session::ping(std::int64_t n)
{
    Message m = ofType(MessageType::Ping);
    m.n = n;
    m_out.send(m);
}

void Session::finish(GameEnd end, std::int64_t nowMs)
{
    m_clock.stop(nowMs); // the time shown at the end is the time the game ended with
    m_end = end;
    m_state = SessionState::Over;
    m_offers.clear();
    {
        SessionEvent e = eventOf(SessionEvent::Kind::GameOver);
        e.end = end;
        m_out.post(std::move(e));
    }
}

} // namespace xq::net
