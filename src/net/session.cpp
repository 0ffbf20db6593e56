#include "net/session.h"

#include "net/joincode.h"

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

} // namespace

Session::Session(Role role, std::string playerName)
    : m_role(role), m_name(std::move(playerName)), m_board(Board::startPosition()),
      m_framer(MaxLineBytes)
{
    truncateUtf8(m_name, MaxNameBytes);
}

void Session::host(Side hostSide, TimeControl control, std::string joinCode, std::string gameId)
{
    m_mySide = hostSide;
    m_clock.reset(control);
    m_code = std::move(joinCode);
    m_gameId = std::move(gameId);
    m_state = SessionState::Waiting;
}

void Session::join(const std::string &joinCode)
{
    m_code = JoinCode::normalize(joinCode);
    m_state = SessionState::Waiting;
    Message hello = ofType(MessageType::Hello);
    hello.name = m_name;
    hello.code = m_code;
    send(hello);
}

void Session::resume()
{
    if (m_role != Role::Guest || m_state != SessionState::Paused) {
        return;
    }
    m_framer.clear();
    m_resuming = true;
    m_state = SessionState::Waiting;
    Message hello = ofType(MessageType::Hello);
    hello.name = m_name;
    hello.code = m_code;
    hello.gameId = m_gameId;
    hello.moves = moves();
    send(hello);
}

void Session::connectionLost(std::int64_t nowMs)
{
    m_framer.clear();
    if (m_state == SessionState::Playing) {
        m_clock.stop(nowMs);
        m_myOffer.reset();
        m_peerOffer.reset();
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
            refuse(ErrorCode::TooLong,
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
        refuse(decoded.error, decoded.detail);
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
            send(pong);
        }
        handled = live;
        break;
    case MessageType::Pong: handled = live; break;
    case MessageType::Chat:
        if (live) {
            postText(SessionEvent::Kind::Chat, ErrorCode::BadMessage, m.text);
        }
        handled = live;
        break;
    case MessageType::Error: postText(SessionEvent::Kind::PeerError, m.error, m.text); break;
    case MessageType::Beacon: handled = false; break;
    default: handled = handleGameMessage(m, nowMs); break;
    }
    if (!handled) {
        std::string detail(messageTypeText(m.type));
        detail += " is not expected now";
        refuse(ErrorCode::Unexpected, std::move(detail));
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
    postText(SessionEvent::Kind::Refused, m.error, m.text);
    return true;
}

bool Session::handleGameMessage(const Message &m, std::int64_t nowMs)
{
    if (m_state == SessionState::Over) {
        refuse(ErrorCode::GameOver, "the game has ended");
        return true;
    }
    if (m_state != SessionState::Playing) {
        return false;
    }
    switch (m.type) {
    case MessageType::Move: handleMove(m, nowMs); return true;
    case MessageType::Offer: handleOffer(m); return true;
    case MessageType::Answer: handleAnswer(m, nowMs); return true;
    case MessageType::Timeout: handleTimeout(m); return true;
    case MessageType::Resign:
        finish({ winnerOf(m_mySide), EndCause::Resignation, EndReason::Resignation });
        return true;
    default: return false;
    }
}

std::optional<ErrorCode> Session::checkHello(const Message &m) const
{
    if (m.version != ProtocolVersion) {
        return ErrorCode::BadVersion;
    }
    if (m.game != GameName::Xiangqi) {
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
    if (m_state == SessionState::Waiting && !m.gameId.empty() && m_board.gamePly() == 0
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
        Message no = ofType(MessageType::Refuse);
        no.error = taken ? ErrorCode::SeatTaken : ErrorCode::Unexpected;
        no.text = taken ? "the game already has two players" : "no hello expected now";
        send(no);
        postText(SessionEvent::Kind::InputRefused, no.error, no.text);
        return;
    }
    std::optional<ErrorCode> why = checkHello(m);
    if (!why && !m.gameId.empty()) {
        why = reconcile(m.moves, peerSide());
    }
    if (why) {
        Message no = ofType(MessageType::Refuse);
        no.error = *why;
        no.text = *why == ErrorCode::WrongCode ? "wrong join code" : "hello refused";
        send(no);
        postText(SessionEvent::Kind::InputRefused, no.error, no.text);
        return;
    }
    m_peerName = m.name;
    sendWelcome(nowMs);
    startPlaying(nowMs);
}

void Session::sendWelcome(std::int64_t nowMs)
{
    Message w = ofType(MessageType::Welcome);
    w.name = m_name;
    w.gameId = m_gameId;
    w.side = peerSide();
    w.initialMs = m_clock.control().initialMs;
    w.incrementMs = m_clock.control().incrementMs;
    w.redMs = std::max<std::int64_t>(0, m_clock.remaining(Side::Red, nowMs));
    w.blackMs = std::max<std::int64_t>(0, m_clock.remaining(Side::Black, nowMs));
    w.moves = moves();
    send(w);
}

void Session::handleWelcome(const Message &m, std::int64_t nowMs)
{
    if (m_role != Role::Guest || m_state != SessionState::Waiting) {
        refuse(ErrorCode::Unexpected, "no welcome expected now");
        return;
    }
    if (m.version != ProtocolVersion || m.game != GameName::Xiangqi) {
        m_state = SessionState::Closed;
        refuse(m.version != ProtocolVersion ? ErrorCode::BadVersion : ErrorCode::WrongGame,
            "the host speaks another version or game");
        return;
    }
    if (m_resuming && (m.gameId != m_gameId || m.side != m_mySide)) {
        m_state = SessionState::Closed;
        refuse(ErrorCode::Desync, "the host resumed another game");
        return;
    }
    m_mySide = m.side;
    m_gameId = m.gameId;
    m_peerName = m.name;
    if (!m_resuming) {
        m_clock.reset({ m.initialMs, m.incrementMs });
    }
    if (const std::optional<ErrorCode> why = reconcile(m.moves, peerSide())) {
        m_state = SessionState::Closed;
        refuse(*why, "the host's moves do not continue this game");
        return;
    }
    m_clock.set(Side::Red, m.redMs, nowMs);
    m_clock.set(Side::Black, m.blackMs, nowMs);
    startPlaying(nowMs);
}

std::optional<ErrorCode> Session::reconcile(const std::vector<std::string> &theirs, Side mover)
{
    const std::vector<std::string> mine = moves();
    if (theirs.size() <= mine.size()) {
        // Theirs must be a prefix of ours: they lack only moves this side sent them.
        return std::equal(theirs.begin(), theirs.end(), mine.begin())
            ? std::nullopt
            : std::optional(ErrorCode::Desync);
    }
    if (!std::equal(mine.begin(), mine.end(), theirs.begin())) {
        return ErrorCode::Desync;
    }
    const int before = m_board.gamePly();
    for (std::size_t i = mine.size(); i < theirs.size(); ++i) {
        const bool theirsToMove = m_board.sideToMove() == mover;
        const std::optional<ErrorCode> why
            = theirsToMove ? applyIccs(theirs[i]) : ErrorCode::Desync;
        if (why) {
            while (m_board.gamePly() > before) {
                m_board.unmakeMove();
            }
            return why;
        }
    }
    {
        SessionEvent e = eventOf(SessionEvent::Kind::Resumed);
        e.plies = m_board.gamePly() - before;
        post(std::move(e));
    }
    return std::nullopt;
}

std::optional<ErrorCode> Session::applyIccs(const std::string &iccs)
{
    const std::optional<Move> move = Move::fromIccs(iccs);
    if (!move || !m_board.canMove(move->from(), move->to())) {
        return ErrorCode::IllegalMove;
    }
    m_board.makeMove(*move);
    return std::nullopt;
}

void Session::startPlaying(std::int64_t nowMs)
{
    const bool resumed = m_resuming || m_state == SessionState::Paused;
    m_resuming = false;
    m_state = SessionState::Playing;
    m_clock.start(m_board.sideToMove(), nowMs);
    {
        SessionEvent e = eventOf(SessionEvent::Kind::Connected);
        e.resumed = resumed;
        e.text = m_peerName;
        post(std::move(e));
    }
    const Verdict verdict = RulesJudge::judge(m_board);
    if (verdict.isOver()) {
        finish({ verdict.outcome, EndCause::Rules, verdict.reason });
    }
}

void Session::handleMove(const Message &m, std::int64_t nowMs)
{
    if (myTurn()) {
        refuse(ErrorCode::NotYourTurn, "it is not your turn");
        return;
    }
    if (m.ply != m_board.gamePly() + 1) {
        refuse(ErrorCode::BadPly,
            "expected move " + std::to_string(m_board.gamePly() + 1) + ", got "
                + std::to_string(m.ply));
        return;
    }
    const std::optional<Move> move = Move::fromIccs(m.move);
    if (!move || !m_board.canMove(move->from(), move->to())) {
        refuse(ErrorCode::IllegalMove, "\"" + m.move + "\" is not a legal move here");
        return;
    }
    if (m_clock.control().timed()) {
        // The mover's program keeps its own time; it may not report more than it can have.
        const std::int64_t ceiling
            = m_clock.remaining(peerSide(), nowMs) + m_clock.control().incrementMs + ClockSlackMs;
        m_clock.stop(nowMs);
        m_clock.set(
            peerSide(), std::min(m.clockMs, ceiling) - m_clock.control().incrementMs, nowMs);
    }
    {
        SessionEvent e = eventOf(SessionEvent::Kind::PeerMoved);
        e.move = *move;
        post(std::move(e));
    }
    applyMove(*move, nowMs);
}

std::optional<ErrorCode> Session::play(Move move, std::int64_t nowMs)
{
    tick(nowMs);
    if (m_state == SessionState::Over) {
        return ErrorCode::GameOver;
    }
    if (m_state != SessionState::Playing) {
        return ErrorCode::Unexpected;
    }
    if (!myTurn() || (m_myOffer == OfferKind::Undo)) {
        return ErrorCode::NotYourTurn;
    }
    if (!m_board.canMove(move.from(), move.to())) {
        return ErrorCode::IllegalMove;
    }
    Message m = ofType(MessageType::Move);
    m.ply = m_board.gamePly() + 1;
    m.move = move.toIccs();
    m.clockMs = m_clock.control().timed()
        ? std::max<std::int64_t>(0, m_clock.remaining(m_mySide, nowMs))
            + m_clock.control().incrementMs
        : 0;
    send(m);
    applyMove(move, nowMs);
    return std::nullopt;
}

void Session::applyMove(Move move, std::int64_t nowMs)
{
    const Side mover = m_board.sideToMove();
    m_board.makeMove(move);
    m_clock.press(mover, nowMs);
    // An offer lapses with the next move: the side it was made to declines it, so the side
    // that made it always hears an answer.
    if (m_peerOffer) {
        Message no = ofType(MessageType::Answer);
        no.offer = *m_peerOffer;
        no.accept = false;
        send(no);
        m_peerOffer.reset();
    }
    const Verdict verdict = RulesJudge::judge(m_board);
    if (verdict.isOver()) {
        finish({ verdict.outcome, EndCause::Rules, verdict.reason });
    }
}

std::optional<ErrorCode> Session::offer(OfferKind kind)
{
    if (m_state != SessionState::Playing) {
        return m_state == SessionState::Over ? ErrorCode::GameOver : ErrorCode::Unexpected;
    }
    // Undo takes back this player's last move: one ply if the peer has not answered it yet,
    // two (the peer's reply too) if it has.
    const int plies = myTurn() ? 2 : 1;
    if (m_myOffer || (kind == OfferKind::Undo && m_board.gamePly() < plies)) {
        return ErrorCode::Unexpected;
    }
    Message m = ofType(MessageType::Offer);
    m.offer = kind;
    m.ply = m_board.gamePly();
    m.plies = kind == OfferKind::Undo ? plies : 0;
    m_myOffer = kind;
    m_myOfferPlies = m.plies;
    send(m);
    return std::nullopt;
}

void Session::handleOffer(const Message &m)
{
    const int plies = m.offer == OfferKind::Undo ? m.plies : 0;
    const bool peerMovedLast = myTurn();
    const bool consistent = m.offer == OfferKind::Draw
        || (plies == (peerMovedLast ? 1 : 2) && m_board.gamePly() >= plies);
    if (m.ply != m_board.gamePly() || !consistent) {
        // Made before a move this side has played: it no longer fits, so it is declined.
        Message no = ofType(MessageType::Answer);
        no.offer = m.offer;
        no.accept = false;
        send(no);
        return;
    }
    m_peerOffer = m.offer;
    m_peerOfferPlies = plies;
    {
        SessionEvent e = eventOf(SessionEvent::Kind::OfferReceived);
        e.offer = m.offer;
        e.plies = plies;
        post(std::move(e));
    }
}

std::optional<ErrorCode> Session::answer(bool accept, std::int64_t nowMs)
{
    if (!m_peerOffer || m_state != SessionState::Playing) {
        return ErrorCode::NoOffer;
    }
    const OfferKind kind = *m_peerOffer;
    m_peerOffer.reset();
    Message m = ofType(MessageType::Answer);
    m.offer = kind;
    m.accept = accept;
    send(m);
    if (accept && kind == OfferKind::Undo) {
        takeBack(m_peerOfferPlies, nowMs);
    } else if (accept) {
        finish({ Outcome::Draw, EndCause::DrawAgreed, EndReason::None });
    }
    return std::nullopt;
}

void Session::handleAnswer(const Message &m, std::int64_t nowMs)
{
    if (m_myOffer != m.offer) {
        refuse(ErrorCode::NoOffer, "no such offer is pending");
        return;
    }
    m_myOffer.reset();
    {
        SessionEvent e = eventOf(SessionEvent::Kind::OfferAnswered);
        e.offer = m.offer;
        e.accepted = m.accept;
        post(std::move(e));
    }
    if (m.accept && m.offer == OfferKind::Undo) {
        takeBack(m_myOfferPlies, nowMs);
    } else if (m.accept) {
        finish({ Outcome::Draw, EndCause::DrawAgreed, EndReason::None });
    }
}

void Session::takeBack(int plies, std::int64_t nowMs)
{
    for (int i = 0; i < plies && m_board.gamePly() > 0; ++i) {
        m_board.unmakeMove();
    }
    m_clock.start(m_board.sideToMove(), nowMs);
    {
        SessionEvent e = eventOf(SessionEvent::Kind::Undone);
        e.plies = plies;
        post(std::move(e));
    }
}

std::optional<ErrorCode> Session::resign()
{
    if (m_state != SessionState::Playing) {
        return m_state == SessionState::Over ? ErrorCode::GameOver : ErrorCode::Unexpected;
    }
    send(ofType(MessageType::Resign));
    finish({ winnerOf(peerSide()), EndCause::Resignation, EndReason::Resignation });
    return std::nullopt;
}

void Session::handleTimeout(const Message &m)
{
    // Only the side to move can run out of time, and either side may say so.
    if (!m_clock.control().timed() || m.loser != m_board.sideToMove()) {
        refuse(ErrorCode::Unexpected, "that side's clock is not running");
        return;
    }
    finish({ winnerOf(opposite(m.loser)), EndCause::Timeout, EndReason::None });
}

void Session::tick(std::int64_t nowMs)
{
    if (m_state != SessionState::Playing || !m_clock.control().timed()) {
        return;
    }
    const Side toMove = m_board.sideToMove();
    const std::int64_t left = m_clock.remaining(toMove, nowMs);
    if (toMove == m_mySide ? left > 0 : left > -ClaimGraceMs) {
        return;
    }
    Message m = ofType(MessageType::Timeout);
    m.loser = toMove;
    send(m);
    m_clock.stop(nowMs);
    finish({ winnerOf(opposite(toMove)), EndCause::Timeout, EndReason::None });
}

void Session::chat(std::string text)
{
    if (m_state != SessionState::Playing && m_state != SessionState::Over) {
        return;
    }
    Message m = ofType(MessageType::Chat);
    truncateUtf8(text, MaxChatBytes);
    m.text = std::move(text);
    send(m);
}

void Session::ping(std::int64_t n)
{
    Message m = ofType(MessageType::Ping);
    m.n = n;
    send(m);
}

void Session::finish(GameEnd end)
{
    m_end = end;
    m_state = SessionState::Over;
    m_myOffer.reset();
    m_peerOffer.reset();
    {
        SessionEvent e = eventOf(SessionEvent::Kind::GameOver);
        e.end = end;
        post(std::move(e));
    }
}

std::vector<std::string> Session::moves() const
{
    std::vector<std::string> out;
    for (std::size_t i = 1; i < m_board.history().size(); ++i) {
        out.push_back(m_board.history()[i].move.toIccs());
    }
    return out;
}

void Session::send(const Message &m)
{
    m_outgoing.push_back(m.encode() + '\n');
}

void Session::refuse(ErrorCode code, std::string detail)
{
    Message m = ofType(MessageType::Error);
    m.error = code;
    truncateUtf8(detail, MaxDetailBytes);
    m.text = detail;
    send(m);
    postText(SessionEvent::Kind::InputRefused, code, std::move(detail));
}

void Session::post(SessionEvent event)
{
    m_events.push_back(std::move(event));
}

void Session::postText(SessionEvent::Kind kind, ErrorCode code, std::string text)
{
    SessionEvent e = eventOf(kind);
    e.code = code;
    e.text = std::move(text);
    post(std::move(e));
}

std::vector<std::string> Session::takeOutgoing()
{
    return std::exchange(m_outgoing, {});
}
std::vector<SessionEvent> Session::takeEvents()
{
    return std::exchange(m_events, {});
}

} // namespace xq::net
